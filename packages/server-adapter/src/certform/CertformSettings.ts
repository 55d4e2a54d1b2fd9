import { hkdfSync, randomBytes } from "node:crypto"
import type { CertformOptions } from "@leadflow/types"
import { Config, type ConfigError, Effect, Option, Redacted } from "effect"
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

// A malformed variable fails the start (the server builds these settings as it starts, see
// `CertformPackage.ts`): it used to be logged, and the server ran with a random signing key
// whose certificates stopped verifying at the next restart.
/**
 * Whether `entry` is a location `certform_url` can match, read as the types package reads it
 * (`host[:port][/prefix]`, https assumed, or `http(s)://…`; no user, query or fragment). Any other
 * entry was dropped without a word, and certificates at that host were not recognised.
 */
const isLocation = (entry: string): boolean => {
  const text = entry.includes("://") ? entry : `https://${entry}`
  if (/\s/.test(text) || !URL.canParse(text)) return false
  const url = new URL(text)
  return (
    (url.protocol === "https:" || url.protocol === "http:") &&
    url.hostname !== "" &&
    url.username === "" &&
    url.password === "" &&
    !/[?#]/.test(text)
  )
}

// Checked on the text itself: a check after `Config.map` loses the variable's name.
const certHosts: Config.Config<ReadonlyArray<string>> = Config.string("LEADFLOW_CERT_HOSTS").pipe(
  Config.validate({
    message: "must be host[:port][/prefix] or http(s)://host[:port][/prefix] entries, comma-separated",
    validation: (text) => list(text).every(isLocation)
  }),
  Config.map(list),
  Config.withDefault<ReadonlyArray<string>>([])
)

const build = (server: ServerOptions) =>
  Effect.gen(function* () {
    const secrets = yield* readSecrets
    const extraHosts = yield* certHosts
    const trustProxy = yield* Config.withDefault(Config.boolean("LEADFLOW_TRUST_PROXY"), false)
    const baseUrl = `${server.publicUrl}${server.certPrefix}`
    return {
      secrets,
      baseUrl,
      parseOptions: { hosts: [baseUrl, ...extraHosts], secret: secrets, maxAgeDays: CERT_VALIDITY_DAYS },
      trustProxy
    } satisfies CertformSettings
  })
// Read once per server configuration: handlers ask for the settings on every request.
const cache = new WeakMap<ServerOptions, CertformSettings>()

/** The settings of the server whose `ServerConfig` is in context. */
export const certformSettings: Effect.Effect<CertformSettings, ConfigError.ConfigError, ServerConfig> = Effect.flatMap(ServerConfig, (server) => {
  const cached = cache.get(server)
  if (cached !== undefined) return Effect.succeed(cached)
  return Effect.tap(build(server), (settings) => Effect.sync(() => cache.set(server, settings)))
})

/** The URL of the certificate `certId`. */
export const certificateUrl = (settings: CertformSettings, certId: string): string => `${settings.baseUrl}/${certId}`
