import { isSecretHeader, MASK, maskUrl } from "@leadflow/core"
import type { BatchConfig, Delivery } from "@leadflow/api"
import { Effect } from "effect"
import { SEALED } from "../secrets/FlowSecrets.js"
import type { SecretBoxError, SecretBoxService } from "../secrets/SecretBox.js"
import { holdsSealedMark, sealUrl } from "./SealedUrl.js"

/**
 * Secret HTTP delivery headers of a batch (`Authorization`, `Cookie`, `X-Api-Key`: core's
 * `isSecretHeader`, the rule events and transactions mask by) are stored sealed with the server
 * secret (`leadflow-sealed:` and SecretBox's text, as flows and pricing services store theirs),
 * owned by the account and batch, and answered `****`. A configuration sent back with `****`
 * keeps what the batch stores under that header (any spelling of its name) while the delivery URL
 * keeps its origin (scheme, host, port): a stored secret goes only where it went, so a URL to
 * another origin needs the value sent again (422). A new value replaces it. The delivery URL's
 * secrets (its userinfo password, its secret query values) are stored
 * sealed in place (`SealedUrl.ts`) and answered masked (`maskUrl`); the URL sent back as answered
 * keeps the stored one. Values stored in clear by an earlier version are answered masked too,
 * sent as they are, and sealed at the next start (`BatchSecretsUpgrade.ts`) or save. Delivery
 * opens them (`openHeaders`, `openUrl`).
 */

type Headers = Readonly<Record<string, string>>

/** What a batch's sealed values belong to (SecretBox's owner). */
export const batchSecretOwner = (accountId: string, batchId: string): string => `batch-delivery:${accountId}:${batchId}`

const isSealed = (value: string): boolean => value.startsWith(SEALED)

/** What a stored configuration's secrets are kept from: its delivery (the members of a stored batch that still decode). */
export type KeptFrom = Pick<BatchConfig, "delivery">

const headersOf = (config: KeptFrom): Headers | undefined => (config.delivery.method === "http" ? config.delivery.headers : undefined)

/** A URL's origin (scheme, host, port), or undefined for one that does not parse or has none. */
const originOf = (url: string): string | undefined => {
  try {
    const origin = new URL(url).origin
    return origin === "null" ? undefined : origin
  } catch {
    return undefined
  }
}

// Names come from users (`__proto__` is a valid header name): own members only.
const put = (into: Record<string, string>, name: string, value: string) =>
  Object.defineProperty(into, name, { value, enumerable: true, writable: true, configurable: true })

const mapDeliveryHeaders = (delivery: Delivery, f: (name: string, value: string) => string): Delivery => {
  if (delivery.method !== "http" || delivery.headers === undefined) return delivery
  const out: Record<string, string> = {}
  for (const [name, value] of Object.entries(delivery.headers)) put(out, name, f(name, value))
  return { ...delivery, headers: out }
}

const mapHeaders = (config: BatchConfig, f: (name: string, value: string) => string): BatchConfig =>
  config.delivery.method === "http" && config.delivery.headers !== undefined ? { ...config, delivery: mapDeliveryHeaders(config.delivery, f) } : config

/** A stored delivery as answered: secret header values (sealed or in clear) and the URL's secrets (`maskUrl`) `****`. */
export const displayedDelivery = (delivery: Delivery): Delivery => {
  const shown = mapDeliveryHeaders(delivery, (name, value) => (isSealed(value) || isSecretHeader(name) ? MASK : value))
  return shown.method === "http" ? { ...shown, url: maskUrl(shown.url) } : shown
}

/** A stored configuration as answered (`displayedDelivery`). */
export const displayedConfig = (config: BatchConfig): BatchConfig => ({ ...config, delivery: displayedDelivery(config.delivery) })

/**
 * The delivery URL to store, its secrets not yet sealed: the stored one when the client sent back
 * the URL as answered (its secrets masked), else the one sent; an error when the one sent holds
 * `****` otherwise (a masked secret with nothing to keep), or the sealed mark where a secret goes.
 */
const keptUrl = (config: BatchConfig, previous: KeptFrom | undefined): { readonly url: string } | { readonly error: string } | undefined => {
  if (config.delivery.method !== "http") return undefined
  const sent = config.delivery.url
  const stored = previous?.delivery.method === "http" ? previous.delivery.url : undefined
  if (stored !== undefined && sent === maskUrl(stored)) return { url: stored }
  // A `****` where a secret goes (another value there would be masked back to it).
  if (sent.includes(MASK) && maskUrl(sent.split(MASK).join("x")) === sent)
    return { error: "holds a masked secret (****), but this batch stores no URL it was shown for: send the URL with the secret itself" }
  if (holdsSealedMark(sent))
    return { error: `holds ${JSON.stringify(SEALED)} where a secret goes, which marks a sealed secret in storage: send the secret itself` }
  return { url: sent }
}

export type SealResult = { readonly config: BatchConfig } | { readonly errors: Record<string, Array<string>> }

/**
 * `config` (as a client sent it) with its secret header values and URL secrets sealed; `previous`
 * is the stored configuration it replaces, whose value a `****` keeps (a header's only for a URL
 * of the stored one's origin). Errors are under `<prefix>delivery.headers.<name>` and
 * `<prefix>delivery.url`.
 */
export const sealBatchSecrets = (
  config: BatchConfig,
  previous: KeptFrom | undefined,
  seal: (plain: string) => string,
  prefix = ""
): SealResult => {
  const stored = new Map<string, string>()
  for (const [name, value] of Object.entries((previous === undefined ? undefined : headersOf(previous)) ?? {})) stored.set(name.toLowerCase(), value)
  const errors: Record<string, Array<string>> = {}
  const storedOrigin = previous?.delivery.method === "http" ? originOf(previous.delivery.url) : undefined
  const sameOrigin = config.delivery.method === "http" && storedOrigin !== undefined && originOf(config.delivery.url) === storedOrigin
  const sealed = mapHeaders(config, (name, value) => {
    const path = `${prefix}delivery.headers.${name}`
    if (isSealed(value)) {
      errors[path] = [`starts with ${JSON.stringify(SEALED)}, which marks a sealed secret in storage: such a value cannot be sent`]
      return value
    }
    if (!isSecretHeader(name)) return value
    if (value === MASK) {
      const kept = stored.get(name.toLowerCase())
      if (kept !== undefined && kept !== MASK && !sameOrigin) {
        // Kept, it would go to a host it was never meant for (anyone who may edit the batch could send it there).
        errors[path] = [
          `is a masked secret stored for ${storedOrigin ?? "the stored delivery URL"}, but the delivery URL now goes to another origin (scheme, host or port): send the value again`
        ]
        return value
      }
      if (kept !== undefined && kept !== MASK) return isSealed(kept) ? kept : SEALED + seal(kept)
      errors[path] = ["is a masked secret, but this batch stores none under this header to keep: send the secret itself"]
      return value
    }
    return SEALED + seal(value)
  })
  const url = keptUrl(sealed, previous)
  if (url !== undefined && "error" in url) errors[`${prefix}delivery.url`] = [url.error]
  if (Object.keys(errors).length > 0) return { errors }
  if (url === undefined || "error" in url || sealed.delivery.method !== "http") return { config: sealed }
  return { config: { ...sealed, delivery: { ...sealed.delivery, url: sealUrl(url.url, seal) } } }
}

/** Headers as sent: sealed values opened (a value stored in clear before is sent as it is). */
export const openHeaders = (
  headers: Headers | undefined,
  owner: string,
  box: SecretBoxService
): Effect.Effect<Headers | undefined, SecretBoxError> =>
  headers === undefined
    ? Effect.succeed(undefined)
    : Effect.reduce(Object.entries(headers), {} as Record<string, string>, (out, [name, value]) =>
        isSealed(value) ? Effect.map(box.open(value.slice(SEALED.length), owner), (plain) => put(out, name, plain)) : Effect.succeed(put(out, name, value))
      )
