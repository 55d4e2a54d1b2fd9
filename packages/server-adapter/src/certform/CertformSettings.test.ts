import { Cause, ConfigProvider, Effect, Either, Logger } from "effect"
import { describe, expect, it } from "vitest"
import { failureReason } from "../cli/FailureReason.js"
import { ServerConfig, type ServerOptions } from "../server/ServerConfig.js"
import { certformSettings } from "./CertformSettings.js"

const server: ServerOptions = {
  port: 3000,
  host: "127.0.0.1",
  publicUrl: "https://leads.example.com",
  batchPrefix: "/batch",
  certPrefix: "/cert",
  maxInFlight: 10
}

const read = (env: Record<string, string>) =>
  Effect.runSync(
    Effect.either(certformSettings).pipe(
      // A fresh options object each time: the settings are cached per server configuration.
      Effect.provideService(ServerConfig, { ...server }),
      Effect.withConfigProvider(ConfigProvider.fromMap(new Map(Object.entries({ LEADFLOW_CERT_SECRET: "k".repeat(32), ...env })))),
      Effect.provide(Logger.remove(Logger.defaultLogger))
    )
  )

const refusal = (env: Record<string, string>): string => {
  const result = read(env)
  return Either.isLeft(result) ? failureReason(Cause.fail(result.left)) : "accepted"
}

describe("certificate settings at start", () => {
  // A bad value was logged, and the server ran with a random signing key (its certificates stopped
  // verifying at the next restart) and without the proxy setting.
  it("a LEADFLOW_TRUST_PROXY that is no boolean stops the start, naming it", () => {
    expect(refusal({ LEADFLOW_TRUST_PROXY: "maybe" })).toMatch(/^LEADFLOW_TRUST_PROXY: Expected a boolean value but received "maybe"/)
    expect(Either.map(read({ LEADFLOW_TRUST_PROXY: "true" }), (s) => [s.trustProxy, s.secrets])).toEqual(Either.right([true, ["k".repeat(32)]]))
  })

  // Entries certform_url cannot match were dropped without a word.
  it("LEADFLOW_CERT_HOSTS takes host[:port][/prefix] and http(s):// entries; any other stops the start", () => {
    expect(Either.map(read({ LEADFLOW_CERT_HOSTS: " old.example.com:8443/c , http://127.0.0.1:8080/cert," }), (s) => s.parseOptions.hosts)).toEqual(
      Either.right(["https://leads.example.com/cert", "old.example.com:8443/c", "http://127.0.0.1:8080/cert"])
    )
    for (const value of ["::bad", "ftp://files.example.com", "user:pw@old.example.com", "old.example.com/?a=1", "old example.com"])
      expect(refusal({ LEADFLOW_CERT_HOSTS: `ok.example.com,${value}` })).toMatch(
        /^LEADFLOW_CERT_HOSTS: must be host\[:port\]\[\/prefix\] or http\(s\):\/\/host\[:port\]\[\/prefix\] entries, comma-separated$/
      )
  })
})
