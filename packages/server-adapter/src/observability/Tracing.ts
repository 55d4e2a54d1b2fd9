import { FetchHttpClient } from "@effect/platform"
import type { LeadEvent } from "@leadflow/core"
import { Config, Context, Effect, Exit, Layer, Option, Redacted, type Tracer } from "effect"

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

/** `k1=v1,k2=v2` as OpenTelemetry writes headers in `OTEL_EXPORTER_OTLP_HEADERS`. */
const parseHeaders = (text: string): Record<string, Redacted.Redacted<string>> => {
  const headers: Record<string, Redacted.Redacted<string>> = {}
  for (const part of text.split(",")) {
    const at = part.indexOf("=")
    if (at <= 0) continue
    headers[decodeURIComponent(part.slice(0, at).trim())] = Redacted.make(decodeURIComponent(part.slice(at + 1).trim()))
  }
  return headers
}

/**
 * From the standard OpenTelemetry variables: `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT` (the full
 * URL) or `OTEL_EXPORTER_OTLP_ENDPOINT` (a base URL, `/v1/traces` appended), with
 * `OTEL_SERVICE_NAME`, `OTEL_EXPORTER_OTLP_HEADERS` and `OTEL_BSP_SCHEDULE_DELAY` (ms). None
 * set: tracing is off.
 */
export const tracingFromEnv: Effect.Effect<TracingOptions | undefined> = Effect.gen(function* () {
  const optional = (config: Config.Config<string>) => Config.option(config).pipe(Config.map(Option.filter((value) => value.trim() !== "")))
  const traces = yield* optional(Config.string("OTEL_EXPORTER_OTLP_TRACES_ENDPOINT"))
  const base = yield* optional(Config.string("OTEL_EXPORTER_OTLP_ENDPOINT"))
  const url = Option.isSome(traces)
    ? traces.value.trim()
    : Option.isSome(base)
      ? `${base.value.trim().replace(/\/+$/, "")}/v1/traces`
      : undefined
  if (url === undefined) return undefined
  const serviceName = yield* optional(Config.string("OTEL_SERVICE_NAME"))
  const headers = yield* optional(Config.string("OTEL_EXPORTER_OTLP_HEADERS"))
  const delay = yield* Config.option(Config.integer("OTEL_BSP_SCHEDULE_DELAY"))
  return {
    url,
    serviceName: Option.getOrElse(serviceName, () => "leadflow"),
    ...(Option.isSome(headers) ? { headers: parseHeaders(headers.value) } : {}),
    ...(Option.isSome(delay) && delay.value > 0 ? { exportIntervalMs: delay.value } : {})
  }
}).pipe(Effect.orElseSucceed(() => undefined))

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
