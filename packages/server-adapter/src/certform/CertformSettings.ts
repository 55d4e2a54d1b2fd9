import { hkdfSync, randomBytes } from "node:crypto"
import type { CertformOptions } from "@leadflow/types"
import { Config, Effect, Option, Redacted } from "effect"
import { ServerSecret } from "../secrets/ServerSecret.js"
import { ServerConfig, type ServerOptions } from "../server/ServerConfig.js"

/**
 * How this server issues and checks consent certificates:
 *
 * - the signing key(s): `LEADFLOW_CERT_SECRET` (comma-separated, current key first, earlier keys
 *   after it while their certificates may live: see packages/types/docs/certform-scheme.md), else
 *   a key derived from the server's secret (`ServerSecret`: `LEADFLOW_SECRET` or the SQLite key
 *   file; HKDF-SHA256, info `leadflow/certform`), else a random
 *   key for this process (certificates stop verifying at restart: development only, logged);
 * - the certificate base URL, `${publicUrl}${certPrefix}`; its host (plus the entries of
 *   `LEADFLOW_CERT_HOSTS`, comma-separated `host[:port][/prefix]` or `http://…` for plain http)
 *   is what `certform_url` accepts;
 * - `LEADFLOW_TRUST_PROXY=true`: take the client address from `X-Forwarded-For` (behind a proxy).
 */
export interface CertformSettings {
  /** Signing keys, current first (never empty). */
  readonly secrets: ReadonlyArray<string>
  /** `${publicUrl}${certPrefix}`: a certificate's URL is this plus `/<cert id>`. */
  readonly baseUrl: string
  /** The `certform_url` type's settings for this server's certificates. */
  readonly parseOptions: CertformOptions
  readonly trustProxy: boolean
}

/**
 * A certificate is valid while its age in whole days is at most this (`certform_url`'s rule, as
 * the types spec reads the original): so it lives until `CERT_VALIDITY_MS` after creation, the
 * end of its 90th day, and the field and the certificate API agree on every day of its life.
 */
export const CERT_VALIDITY_DAYS = 90
export const CERT_VALIDITY_MS = (CERT_VALIDITY_DAYS + 1) * 86_400_000

const HKDF_INFO = "leadflow/certform"

// One fallback key per process, so every server a process starts (tests) agrees on it.
let processKey: string | undefined
const fallbackKey = (): string => (processKey ??= randomBytes(32).toString("base64url"))

const list = (value: string): Array<string> =>
  value
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "")

const derived = (serverSecret: string): string =>
  Buffer.from(hkdfSync("sha256", Buffer.from(serverSecret, "utf8"), Buffer.alloc(0), HKDF_INFO, 32)).toString("base64url")

const readSecrets = Effect.gen(function* () {
  const own = yield* Config.option(Config.redacted("LEADFLOW_CERT_SECRET"))
  const ownKeys = Option.match(own, { onNone: () => [], onSome: (value) => list(Redacted.value(value)) })
  if (ownKeys.length > 0) return ownKeys
  // The server's own secret (LEADFLOW_SECRET, or the SQLite key file beside the database), so
  // certificates keep verifying across restarts without any setting.
  const server = yield* Effect.serviceOption(ServerSecret)
  if (Option.isSome(server) && Redacted.value(server.value.secret).trim() !== "")
    return [derived(Redacted.value(server.value.secret))]
  yield* Effect.logWarning(
    "LEADFLOW_CERT_SECRET is unset and the server has no secret: certificates are signed with a random key and stop verifying at restart"
  )
  return [fallbackKey()]
})

const build = (server: ServerOptions) =>
  Effect.gen(function* () {
    const secrets = yield* readSecrets
    const extraHosts = yield* Config.withDefault(Config.string("LEADFLOW_CERT_HOSTS"), "")
    const trustProxy = yield* Config.withDefault(Config.boolean("LEADFLOW_TRUST_PROXY"), false)
    const baseUrl = `${server.publicUrl}${server.certPrefix}`
    return {
      secrets,
      baseUrl,
      parseOptions: { hosts: [baseUrl, ...list(extraHosts)], secret: secrets, maxAgeDays: CERT_VALIDITY_DAYS },
      trustProxy
    } satisfies CertformSettings
  }).pipe(
    // A malformed variable is a deployment mistake; say which and go on with the safe default.
    Effect.catchTag("ConfigError", (error) =>
      Effect.as(Effect.logError(`certificate settings: ${String(error)}`), {
        secrets: [fallbackKey()],
        baseUrl: `${server.publicUrl}${server.certPrefix}`,
        parseOptions: { hosts: [`${server.publicUrl}${server.certPrefix}`], secret: [fallbackKey()], maxAgeDays: CERT_VALIDITY_DAYS },
        trustProxy: false
      } satisfies CertformSettings)
    )
  )

// Read once per server configuration: handlers ask for the settings on every request.
const cache = new WeakMap<ServerOptions, CertformSettings>()

/** The settings of the server whose `ServerConfig` is in context. */
export const certformSettings: Effect.Effect<CertformSettings, never, ServerConfig> = Effect.flatMap(ServerConfig, (server) => {
  const cached = cache.get(server)
  if (cached !== undefined) return Effect.succeed(cached)
  return Effect.tap(build(server), (settings) => Effect.sync(() => cache.set(server, settings)))
})

/** The URL of the certificate `certId`. */
export const certificateUrl = (settings: CertformSettings, certId: string): string => `${settings.baseUrl}/${certId}`
