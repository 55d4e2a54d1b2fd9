import { Config, ConfigError, Context, Effect, Either, Option } from "effect"
import type { MetricsAccess } from "../observability/OpsEndpoints.js"
import { countConfig, millisecondsConfig } from "./NumberSettings.js"
import { parsePort, portRule } from "./Port.js"

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
   * themselves): past it, 408. Also how long an answer may make no write progress (a client
   * that does not read it) before its connection is closed. Defaults to `defaultBodyTimeoutMs`.
   */
  readonly bodyTimeoutMs?: number
  /** `/metrics`: served (default) or not, and the bearer token it wants if any. */
  readonly metrics?: MetricsAccess
  /**
   * On SIGTERM/SIGINT, how long `/readyz` answers 503 while requests are still taken, so that a
   * load balancer stops sending new ones before the listener closes. Default 0.
   */
  readonly shutdownDelayMs?: number
  /**
   * How long a shutdown waits for requests in flight before closing their connections, then
   * (once they have drained) for a delivery retry's attempt that waits on its buyer.
   */
  readonly shutdownTimeoutMs?: number
}

export class ServerConfig extends Context.Tag("@leadflow/server-adapter/ServerConfig")<ServerConfig, ServerOptions>() {}

export const defaultPort = 3000
export const defaultMaxInFlight = 1_000

export const defaultBodyTimeoutMs = 10_000
export const defaultShutdownTimeoutMs = 30_000

/** `LEADFLOW_METRICS` (on, off) and `LEADFLOW_METRICS_TOKEN`. */
const metricsFromEnv = Effect.gen(function* () {
  const enabled = yield* Config.withDefault(Config.boolean("LEADFLOW_METRICS"), true)
  const token = Option.getOrUndefined(yield* Config.option(Config.string("LEADFLOW_METRICS_TOKEN")))
  return token === undefined || token.trim() === "" ? { enabled } : { enabled, token: token.trim() }
})

/** `PORT`, by the rule `serve --port` follows too (`parsePort`). */
const portConfig = Config.string("PORT").pipe(
  Config.mapOrFail((text) => {
    const port = parsePort(text)
    return port === undefined ? Either.left(ConfigError.InvalidData([], `must be ${portRule}`)) : Either.right(port)
  })
)

/**
 * A public URL (`LEADFLOW_PUBLIC_URL`, `--public-url`) as the server uses it: the base that paths
 * are appended to (`${publicUrl}/flows`, certificate and router URLs) and that is printed into the
 * first start's curl. So: an absolute http or https URL, a path allowed (behind a proxy's
 * prefix); no user or password (they would be printed, logged and handed out in certificate URLs
 * to third parties); no query or fragment (a path appended after them lands inside them); no
 * space (the printed curl would break). Returned without its trailing slashes, the scheme and
 * host as `URL` writes them ("HTTP://Example.com:80/" is "http://example.com"). The refusal
 * never repeats the value: it may hold a password.
 */
export const parsePublicUrl = (text: string): Either.Either<string, string> => {
  const trimmed = text.trim()
  if (trimmed === "" || /\s/.test(trimmed) || !URL.canParse(trimmed)) return Either.left("must be an http:// or https:// URL")
  const url = new URL(trimmed)
  if (url.protocol !== "http:" && url.protocol !== "https:")
    return Either.left(`must be an http:// or https:// URL, not ${url.protocol}`)
  if (url.username !== "" || url.password !== "" || trimmed.includes("@"))
    return Either.left("must not hold a user name or password")
  if (url.search !== "" || url.hash !== "" || /[?#]/.test(trimmed)) return Either.left("must not have a query (?) or fragment (#)")
  return Either.right(`${url.origin}${url.pathname}`.replace(/\/+$/, ""))
}

/**
 * A path prefix (`LEADFLOW_BATCH_PREFIX`, `LEADFLOW_CERT_PREFIX`): one or more segments of
 * letters, digits and `-._~`, the leading slash optional, trailing ones dropped. "" and "/" were
 * taken as "/", which served nothing there (the main API and the console hold the root); a space,
 * `?`, `#` or `%` could never match a request's path.
 */
export const parsePrefix = (text: string): Either.Either<string, string> => {
  const trimmed = text.trim().replace(/\/+$/, "")
  const path = trimmed.startsWith("/") ? trimmed : `/${trimmed}`
  return /^(\/[A-Za-z0-9._~-]+)+$/.test(path) && !/\/\.{1,2}(\/|$)/.test(path)
    ? Either.right(path)
    : Either.left("must be a path such as /batch: segments of letters, digits and -._~, not the root")
}

/** The prefix given in code (`overrides`), else the variable's, else `fallback`; refused by `parsePrefix`. */
const prefixSetting = (name: string, given: string | undefined, fallback: string) =>
  given === undefined
    ? Config.string(name).pipe(
        Config.mapOrFail((text) => Either.mapLeft(parsePrefix(text), (reason) => ConfigError.InvalidData([], reason))),
        Config.withDefault(fallback)
      )
    : Either.mapLeft(parsePrefix(given), (reason) => ConfigError.InvalidData([name], reason))

/** Whether one prefix is the other or lies beneath it (a request would be rewritten twice). */
const overlaps = (a: string, b: string): boolean => a === b || a.startsWith(`${b}/`) || b.startsWith(`${a}/`)

/** `PORT`, `HOST` (not empty), `LEADFLOW_PUBLIC_URL`, `LEADFLOW_BATCH_PREFIX`, `LEADFLOW_CERT_PREFIX`, `LEADFLOW_MAX_IN_FLIGHT`,
 * `LEADFLOW_MAX_IN_FLIGHT_PER_ACCOUNT`, `LEADFLOW_BODY_TIMEOUT_MS`, `LEADFLOW_METRICS`, `LEADFLOW_METRICS_TOKEN`, `LEADFLOW_SHUTDOWN_DELAY_MS`,
 * `LEADFLOW_SHUTDOWN_TIMEOUT_MS`. */
export const serverOptionsFromEnv = (overrides: Partial<ServerOptions> = {}) =>
  Effect.gen(function* () {
    const port = overrides.port ?? (yield* Config.withDefault(portConfig, defaultPort))
    const host = overrides.host ?? (yield* Config.withDefault(Config.string("HOST"), "0.0.0.0"))
    // Node binds "" to every address (`::`), not to the default's: an empty HOST or --host is a mistake.
    if (host.trim() === "") {
      const name = overrides.host === undefined ? "HOST" : "--host"
      return yield* Effect.fail(ConfigError.InvalidData([name], `${name} must be an address to bind (0.0.0.0, 127.0.0.1, ::, a host name), not empty`))
    }
    const perAccount =
      overrides.maxInFlightPerAccount ?? Option.getOrUndefined(yield* Config.option(countConfig("LEADFLOW_MAX_IN_FLIGHT_PER_ACCOUNT")))
    // The flag's value, else the variable's (empty counts as unset, as for LEADFLOW_API_KEY), else
    // the default; the flag's and the variable's refused at start by `parsePublicUrl`.
    const configured =
      overrides.publicUrl === undefined
        ? Option.map(
            Option.filter(yield* Config.option(Config.string("LEADFLOW_PUBLIC_URL")), (text) => text.trim() !== ""),
            (text) => ({ name: "LEADFLOW_PUBLIC_URL", text })
          )
        : Option.some({ name: "--public-url", text: overrides.publicUrl })
    const publicUrl = Option.isNone(configured)
      ? `http://localhost:${port}`
      : yield* Either.mapLeft(
          parsePublicUrl(configured.value.text),
          (reason) => ConfigError.InvalidData([configured.value.name], `${configured.value.name} ${reason}`)
        )
    const batchPrefix = yield* prefixSetting("LEADFLOW_BATCH_PREFIX", overrides.batchPrefix, "/batch")
    const certPrefix = yield* prefixSetting("LEADFLOW_CERT_PREFIX", overrides.certPrefix, "/cert")
    // Each API also answers at its default path (`Server.ts`), so neither prefix may take the other's.
    if (overlaps(certPrefix, "/batch"))
      return yield* Effect.fail(ConfigError.InvalidData(
        ["LEADFLOW_CERT_PREFIX"],
        `LEADFLOW_CERT_PREFIX must not be /batch or lie within it (or hold it): the batch API always answers at /batch too`
      ))
    if (overlaps(batchPrefix, "/cert"))
      return yield* Effect.fail(ConfigError.InvalidData(
        ["LEADFLOW_BATCH_PREFIX"],
        `LEADFLOW_BATCH_PREFIX must not be /cert or lie within it (or hold it): the certificate API always answers at /cert too`
      ))
    if (overlaps(batchPrefix, certPrefix))
      return yield* Effect.fail(ConfigError.InvalidData(
        ["LEADFLOW_CERT_PREFIX"],
        `LEADFLOW_CERT_PREFIX must not be LEADFLOW_BATCH_PREFIX or lie within it (or hold it): ${certPrefix}, ${batchPrefix}`
      ))
    return {
      port,
      host,
      publicUrl,
      batchPrefix,
      certPrefix,
      maxInFlight: overrides.maxInFlight ?? (yield* Config.withDefault(countConfig("LEADFLOW_MAX_IN_FLIGHT"), defaultMaxInFlight)),
      ...(perAccount === undefined ? {} : { maxInFlightPerAccount: perAccount }),
      bodyTimeoutMs:
        overrides.bodyTimeoutMs ?? (yield* Config.withDefault(millisecondsConfig("LEADFLOW_BODY_TIMEOUT_MS", 1), defaultBodyTimeoutMs)),
      metrics: overrides.metrics ?? (yield* metricsFromEnv),
      shutdownDelayMs: overrides.shutdownDelayMs ?? (yield* Config.withDefault(millisecondsConfig("LEADFLOW_SHUTDOWN_DELAY_MS"), 0)),
      shutdownTimeoutMs:
        overrides.shutdownTimeoutMs ??
        (yield* Config.withDefault(millisecondsConfig("LEADFLOW_SHUTDOWN_TIMEOUT_MS"), defaultShutdownTimeoutMs))
    } satisfies ServerOptions
  })
