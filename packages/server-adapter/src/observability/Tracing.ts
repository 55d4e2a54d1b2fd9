import { FetchHttpClient } from "@effect/platform"
import type { LeadEvent } from "@leadflow/core"
import { Config, ConfigError, Context, Effect, Either, Exit, Layer, Option, Redacted, type Tracer } from "effect"
import { millisecondsConfig } from "../server/NumberSettings.js"

/**
 * Optional OpenTelemetry traces, exported over OTLP/HTTP (JSON) by `@effect/opentelemetry`'s
 * `OtlpTracer` (no OpenTelemetry SDK). Off unless an endpoint is set; then a lead is a span
 * (`leadflow.lead`) with a child span per step that ran (`step <step id>`, timed by the step's
 * event). `@effect/opentelemetry` is an optional peer dependency: it is imported only when
 * tracing is on, and a server without it says so and runs untraced.
 *
 * When off, nothing of this runs: the submission path checks one boolean per lead.
 */

export interface TracingOptions {
  /** Where spans are POSTed: the full OTLP traces URL (`…/v1/traces`). */
  readonly url: string
  readonly serviceName?: string
  /** Extra request headers (an collector's API key): never logged. */
  readonly headers?: Readonly<Record<string, Redacted.Redacted<string>>>
  /** How often spans are sent. Default 5 s. */
  readonly exportIntervalMs?: number
}

/** Whether spans are being made: read once by the submission path when it is built. */
export class TracingEnabled extends Context.Reference<TracingEnabled>()("@leadflow/server-adapter/TracingEnabled", {
  defaultValue: () => false
}) {}

/** A header name as HTTP takes it (RFC 9110 token): `fetch` threw on any other at every export. */
const headerName = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/

const headersRule = "must be name=value pairs, comma-separated, percent-encoded where needed (api-key=abc,x-team=7)"

/**
 * `k1=v1,k2=v2` as OpenTelemetry writes headers in `OTEL_EXPORTER_OTLP_HEADERS`. An entry without
 * `=` was dropped and a bad percent-escape stopped the start as "URI malformed"; both are refused
 * naming the variable, never repeating the value (it holds a collector's key).
 */
const parseHeaders = (text: string): Either.Either<Record<string, Redacted.Redacted<string>>, ConfigError.ConfigError> => {
  const headers: Record<string, Redacted.Redacted<string>> = {}
  const refused = Either.left(ConfigError.InvalidData([], headersRule))
  for (const part of text.split(",")) {
    if (part.trim() === "") continue
    const at = part.indexOf("=")
    if (at <= 0) return refused
    const name = decoded(part.slice(0, at).trim())
    const value = decoded(part.slice(at + 1).trim())
    if (name === undefined || value === undefined || !headerName.test(name) || /[\r\n\0]/.test(value)) return refused
    headers[name] = Redacted.make(value)
  }
  return Either.right(headers)
}

const decoded = (text: string): string | undefined => {
  try {
    return decodeURIComponent(text)
  } catch {
    return undefined
  }
}

/** An OTLP endpoint: an http:// or https:// URL (one without a scheme was sent nowhere, "spans go to null"). */
const endpoint = (variable: Config.Config<string>) =>
  Config.option(
    variable.pipe(
      Config.mapOrFail((value) => {
        const text = value.trim()
        if (text === "") return Either.right(Option.none<string>())
        const url = /\s/.test(text) || !URL.canParse(text) ? undefined : new URL(text)
        return url === undefined || (url.protocol !== "http:" && url.protocol !== "https:")
          ? Either.left(ConfigError.InvalidData([], "must be an http:// or https:// URL"))
          : Either.right(Option.some(text))
      })
    )
  ).pipe(Config.map(Option.flatten))

/**
 * From the standard OpenTelemetry variables: `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT` (the full
 * URL) or `OTEL_EXPORTER_OTLP_ENDPOINT` (a base URL, `/v1/traces` appended), with
 * `OTEL_SERVICE_NAME`, `OTEL_EXPORTER_OTLP_HEADERS` and `OTEL_BSP_SCHEDULE_DELAY` (ms). None
 * set: tracing is off, and the others are not read. A bad value fails the start, naming its
 * variable: a bad delay used to turn tracing off without a word.
 */
export const tracingFromEnv: Effect.Effect<TracingOptions | undefined, ConfigError.ConfigError> = Effect.gen(function* () {
  const optional = (config: Config.Config<string>) => Config.option(config).pipe(Config.map(Option.filter((value) => value.trim() !== "")))
  const traces = yield* endpoint(Config.string("OTEL_EXPORTER_OTLP_TRACES_ENDPOINT"))
  const base = yield* endpoint(Config.string("OTEL_EXPORTER_OTLP_ENDPOINT"))
  const url = Option.isSome(traces)
    ? traces.value
    : Option.isSome(base)
      ? `${base.value.replace(/\/+$/, "")}/v1/traces`
      : undefined
  if (url === undefined) return undefined
  const serviceName = yield* optional(Config.string("OTEL_SERVICE_NAME"))
  const headers = yield* Config.option(Config.string("OTEL_EXPORTER_OTLP_HEADERS").pipe(Config.mapOrFail(parseHeaders)))
  // OpenTelemetry reads an empty variable as unset; anything else is milliseconds, 1 or more.
  const delay = Option.isNone(yield* optional(Config.string("OTEL_BSP_SCHEDULE_DELAY")))
    ? Option.none<number>()
    : Option.some(yield* millisecondsConfig("OTEL_BSP_SCHEDULE_DELAY", 1))
  return {
    url,
    serviceName: Option.getOrElse(serviceName, () => "leadflow").trim(),
    ...(Option.isSome(headers) ? { headers: headers.value } : {}),
    ...(Option.isSome(delay) ? { exportIntervalMs: delay.value } : {})
  }
})

/**
 * The tracer for `options` (none: an empty layer, tracing off). Provide it below everything that
 * captures a runtime, so their fibers use the tracer.
 */
export const tracingLayer = (options: TracingOptions | undefined): Layer.Layer<never> => {
  if (options === undefined) return Layer.empty
  return Layer.unwrapScoped(
    Effect.gen(function* () {
      const loaded = yield* Effect.tryPromise(() =>
        Promise.all([import("@effect/opentelemetry/OtlpTracer"), import("@effect/opentelemetry/OtlpSerialization")])
      ).pipe(Effect.option)
      if (Option.isNone(loaded)) {
        yield* Effect.logWarning("tracing is configured but @effect/opentelemetry is not installed: no spans are exported")
        return Layer.empty
      }
      const [OtlpTracer, OtlpSerialization] = loaded.value
      const headers = Object.fromEntries(Object.entries(options.headers ?? {}).map(([key, value]) => [key, Redacted.value(value)]))
      yield* Effect.logInfo(`tracing: spans go to ${new URL(options.url).origin}`)
      return Layer.mergeAll(
        OtlpTracer.layer({
          url: options.url,
          resource: { serviceName: options.serviceName ?? "leadflow" },
          headers,
          ...(options.exportIntervalMs === undefined ? {} : { exportInterval: options.exportIntervalMs })
        }),
        Layer.succeed(TracingEnabled, true)
      ).pipe(Layer.provide(OtlpSerialization.layerJson), Layer.provide(FetchHttpClient.layer))
    })
  )
}

const nanos = (ms: number): bigint => BigInt(Math.round(ms * 1_000_000))

/**
 * The steps of a finished lead as child spans of the current span (the lead's), timed by their
 * events: the engine runs steps synchronously, so they are recorded after, not wrapped.
 */
export const stepSpans = (events: ReadonlyArray<LeadEvent>): Effect.Effect<void> =>
  Effect.flatMap(Effect.currentSpan, (parent) =>
    Effect.flatMap(Effect.tracer, (tracer: Tracer.Tracer) =>
      Effect.sync(() => {
        for (const event of events) {
          const body = event as unknown as Record<string, unknown>
          const stepId = body["step_id"]
          if (typeof stepId !== "string") continue
          const start = Number(body["start_timestamp"] ?? 0)
          const end = Number(body["end_timestamp"] ?? start)
          const span = tracer.span(`step ${stepId}`, Option.some(parent), Context.empty(), [], nanos(start), "internal")
          span.attribute("leadflow.step_id", stepId)
          span.attribute("leadflow.event_type", event.type)
          span.attribute("leadflow.outcome", String(body["outcome"] ?? ""))
          if (typeof body["module_id"] === "string") span.attribute("leadflow.module_id", body["module_id"])
          if (typeof body["reason"] === "string") span.attribute("leadflow.reason", body["reason"])
          span.end(nanos(Math.max(end, start)), Exit.void)
        }
      })
    )
  ).pipe(Effect.ignore)
