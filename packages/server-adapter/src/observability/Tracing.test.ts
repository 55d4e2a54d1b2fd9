import { Cause, ConfigProvider, Effect, Either, Redacted } from "effect"
import { describe, expect, it } from "vitest"
import { failureReason } from "../cli/FailureReason.js"
import { tracingFromEnv } from "./Tracing.js"

const read = (env: Record<string, string>) =>
  Effect.runSync(Effect.either(tracingFromEnv).pipe(Effect.withConfigProvider(ConfigProvider.fromMap(new Map(Object.entries(env))))))

const refusal = (env: Record<string, string>): string => {
  const result = read(env)
  return Either.isLeft(result) ? failureReason(Cause.fail(result.left)) : "accepted"
}

const endpoint = "http://127.0.0.1:4318"

describe("OTEL_* settings", () => {
  it("no endpoint: tracing is off, and the other variables are not read", () => {
    expect(read({})).toEqual(Either.right(undefined))
    expect(read({ OTEL_EXPORTER_OTLP_ENDPOINT: " ", OTEL_BSP_SCHEDULE_DELAY: "abc" })).toEqual(Either.right(undefined))
  })

  it("as documented: /v1/traces appended to the base URL, service leadflow, the headers, the delay", () => {
    const read1 = read({ OTEL_EXPORTER_OTLP_ENDPOINT: `${endpoint}/`, OTEL_EXPORTER_OTLP_HEADERS: "x-api-key=a%3Db, x-team=7", OTEL_BSP_SCHEDULE_DELAY: "250" })
    expect(Either.map(read1, (o) => ({ ...o, headers: Object.fromEntries(Object.entries(o?.headers ?? {}).map(([k, v]) => [k, Redacted.value(v)])) }))).toEqual(
      Either.right({ url: `${endpoint}/v1/traces`, serviceName: "leadflow", headers: { "x-api-key": "a=b", "x-team": "7" }, exportIntervalMs: 250 })
    )
    expect(Either.map(read({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: "https://otel.example/custom", OTEL_SERVICE_NAME: "leads-eu", OTEL_BSP_SCHEDULE_DELAY: "" }), (o) => o)).toEqual(
      Either.right({ url: "https://otel.example/custom", serviceName: "leads-eu" })
    )
  })

  // Each was taken: a bad delay turned tracing off without a word, an endpoint without a scheme
  // was "sent" to `null`, "collector.example" and a bad escape stopped the start as "Invalid URL"
  // and "URI malformed", and an entry without "=" was dropped.
  it.each(["OTEL_EXPORTER_OTLP_ENDPOINT", "OTEL_EXPORTER_OTLP_TRACES_ENDPOINT"])("%s must be an http(s) URL", (name) => {
    for (const value of ["collector:4318", "collector.example", "localhost:4318/v1/traces", "ftp://otel.example", "http://a b"])
      expect(refusal({ [name]: value })).toBe(`${name}: must be an http:// or https:// URL`)
  })

  it("OTEL_BSP_SCHEDULE_DELAY is milliseconds, 1 or more, in decimal digits", () => {
    for (const value of ["abc", "-5", "0", "1e3", "0x10", "2147483648"])
      expect(refusal({ OTEL_EXPORTER_OTLP_ENDPOINT: endpoint, OTEL_BSP_SCHEDULE_DELAY: value })).toBe(
        "OTEL_BSP_SCHEDULE_DELAY: must be a number of milliseconds, 1 to 2147483647 in decimal digits"
      )
  })

  it("OTEL_EXPORTER_OTLP_HEADERS must be name=value pairs, and its refusal never repeats the value", () => {
    for (const value of ["secret-token", "x-key=%zz-secret", "=secret", "bad name=secret", "x-key=a%0Db"]) {
      const line = refusal({ OTEL_EXPORTER_OTLP_ENDPOINT: endpoint, OTEL_EXPORTER_OTLP_HEADERS: value })
      expect(line).toMatch(/^OTEL_EXPORTER_OTLP_HEADERS: must be name=value pairs/)
      expect(line).not.toContain("secret")
    }
  })
})
