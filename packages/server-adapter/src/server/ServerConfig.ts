import { Config, Context, Effect, Option } from "effect"
import type { MetricsAccess } from "../observability/OpsEndpoints.js"

/**
 * How the server is set up: environment variables, which the CLI's flags override. The batch and
 * certificate APIs are served under their prefixes (`/batch`, `/cert` by default) by the same
 * process and port as the main API.
 */
export interface ServerOptions {
  readonly port: number
  readonly host: string
  /** The URL clients reach the server at (printed curl commands, certificate and router URLs). */
  readonly publicUrl: string
  readonly batchPrefix: string
  readonly certPrefix: string
  /** Requests served at once before the server answers 503 with `Retry-After`. */
  readonly maxInFlight: number
  /**
   * Leads of one account run at once (the engine's part: authentication, steps, answer) before
   * its next submissions answer 503 with `Retry-After`. Whether set or not, an account runs
   * fewer leads than the slots still free (`AccountShares`): half of `maxInFlight` when it is
   * alone, half of what the others leave free when they hold slots.
   */
  readonly maxInFlightPerAccount?: number
  /**
   * How long a request's body may take to arrive once its headers have (and the headers
   * themselves): past it, 408. Defaults to `defaultBodyTimeoutMs`.
   */
  readonly bodyTimeoutMs?: number
  /** `/metrics`: served (default) or not, and the bearer token it wants if any. */
  readonly metrics?: MetricsAccess
  /**
   * On SIGTERM/SIGINT, how long `/readyz` answers 503 while requests are still taken, so that a
   * load balancer stops sending new ones before the listener closes. Default 0.
   */
  readonly shutdownDelayMs?: number
  /** How long a shutdown waits for requests in flight before closing their connections. */
  readonly shutdownTimeoutMs?: number
}

export class ServerConfig extends Context.Tag("@leadflow/server-adapter/ServerConfig")<ServerConfig, ServerOptions>() {}

export const defaultPort = 3000
export const defaultMaxInFlight = 1_000

export const defaultBodyTimeoutMs = 10_000
export const defaultShutdownTimeoutMs = 30_000

const nonNegativeMs = (name: string) =>
  Config.integer(name).pipe(Config.validate({ message: "must be a number of milliseconds, 0 or more", validation: (ms) => ms >= 0 }))

const positive = (name: string) =>
  Config.integer(name).pipe(Config.validate({ message: "must be a whole number, 1 or more", validation: (n) => n >= 1 }))

/** `LEADFLOW_METRICS` (on, off) and `LEADFLOW_METRICS_TOKEN`. */
const metricsFromEnv = Effect.gen(function* () {
  const enabled = yield* Config.withDefault(Config.boolean("LEADFLOW_METRICS"), true)
  const token = Option.getOrUndefined(yield* Config.option(Config.string("LEADFLOW_METRICS_TOKEN")))
  return token === undefined || token.trim() === "" ? { enabled } : { enabled, token: token.trim() }
})

const prefix = (value: string): string => {
  const trimmed = value.trim().replace(/\/+$/, "")
  return trimmed.startsWith("/") ? trimmed : `/${trimmed}`
}

/** `PORT`, `HOST`, `LEADFLOW_PUBLIC_URL`, `LEADFLOW_BATCH_PREFIX`, `LEADFLOW_CERT_PREFIX`, `LEADFLOW_MAX_IN_FLIGHT`,
 * `LEADFLOW_MAX_IN_FLIGHT_PER_ACCOUNT`, `LEADFLOW_BODY_TIMEOUT_MS`, `LEADFLOW_METRICS`, `LEADFLOW_METRICS_TOKEN`, `LEADFLOW_SHUTDOWN_DELAY_MS`,
 * `LEADFLOW_SHUTDOWN_TIMEOUT_MS`. */
export const serverOptionsFromEnv = (overrides: Partial<ServerOptions> = {}) =>
  Effect.gen(function* () {
    const port = overrides.port ?? (yield* Config.withDefault(Config.port("PORT"), defaultPort))
    const host = overrides.host ?? (yield* Config.withDefault(Config.string("HOST"), "0.0.0.0"))
    const perAccount =
      overrides.maxInFlightPerAccount ?? Option.getOrUndefined(yield* Config.option(positive("LEADFLOW_MAX_IN_FLIGHT_PER_ACCOUNT")))
    const publicUrl =
      overrides.publicUrl ??
      Option.getOrElse(yield* Config.option(Config.string("LEADFLOW_PUBLIC_URL")), () => `http://localhost:${port}`)
    return {
      port,
      host,
      publicUrl: publicUrl.replace(/\/+$/, ""),
      batchPrefix: prefix(overrides.batchPrefix ?? (yield* Config.withDefault(Config.string("LEADFLOW_BATCH_PREFIX"), "/batch"))),
      certPrefix: prefix(overrides.certPrefix ?? (yield* Config.withDefault(Config.string("LEADFLOW_CERT_PREFIX"), "/cert"))),
      maxInFlight:
        overrides.maxInFlight ?? (yield* Config.withDefault(Config.integer("LEADFLOW_MAX_IN_FLIGHT"), defaultMaxInFlight)),
      ...(perAccount === undefined ? {} : { maxInFlightPerAccount: perAccount }),
      bodyTimeoutMs:
        overrides.bodyTimeoutMs ??
        (yield* Config.withDefault(
          Config.integer("LEADFLOW_BODY_TIMEOUT_MS").pipe(Config.validate({ message: "must be a positive number of milliseconds", validation: (ms) => ms > 0 })),
          defaultBodyTimeoutMs
        )),
      metrics: overrides.metrics ?? (yield* metricsFromEnv),
      shutdownDelayMs: overrides.shutdownDelayMs ?? (yield* Config.withDefault(nonNegativeMs("LEADFLOW_SHUTDOWN_DELAY_MS"), 0)),
      shutdownTimeoutMs:
        overrides.shutdownTimeoutMs ??
        (yield* Config.withDefault(nonNegativeMs("LEADFLOW_SHUTDOWN_TIMEOUT_MS"), defaultShutdownTimeoutMs))
    } satisfies ServerOptions
  })
