/**
 * Secrets kept out of recorded transactions. What counts as a secret is known per integration
 * (its request variables typed `credential` or `password`, the names it lists in `secrets`, and
 * the stored credential's password and tokens), so the readers are built once; each call then
 * collects the values its vars hold and masks every occurrence with `****` in the URL, the
 * headers and both bodies, also in their URL-, form-, JSON- and XML-escaped spellings.
 * `Authorization`, `Proxy-Authorization` and `Cookie` header values and URL userinfo are masked
 * whatever they hold.
 *
 * A value shorter than 3 characters is not looked for (masking "1" everywhere would wreck the
 * record and hides nothing); one shorter than 6 is masked only where it stands alone (not inside a
 * longer word or number), so a short password does not mask unrelated text.
 */
import { compilePath } from "@leadflow/core"
import { isTypedValue } from "@leadflow/types"
import type { Variable } from "../Contract.js"

export const MASK = "****"

/** The secret values of one call, with their escaped spellings, longest first. */
export type Secrets = ReadonlyArray<string>

const NO_SECRETS: Secrets = []

// Fields of a stored credential that hold secrets (user: password; token; OAuth tokens).
const CREDENTIAL_SECRETS = ["password", "token", "access_token", "refresh_token"] as const

const MIN_LENGTH = 3
const STANDALONE_BELOW = 6

const xmlEscaped = (text: string): string =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;")

const spellings = (secret: string, into: Set<string>): void => {
  if (secret.length < MIN_LENGTH) return
  into.add(secret)
  const uri = encodeURIComponent(secret)
  into.add(uri)
  into.add(uri.replace(/%20/g, "+"))
  // Form encoding (URLSearchParams) also escapes ! ' ( ) ~, which encodeURIComponent leaves.
  into.add(new URLSearchParams({ s: secret }).toString().slice(2))
  into.add(JSON.stringify(secret).slice(1, -1))
  into.add(xmlEscaped(secret))
}

const collect = (value: unknown, into: Set<string>): void => {
  if (typeof value === "string") spellings(value, into)
  else if (typeof value === "number" && Number.isFinite(value)) spellings(String(value), into)
  else if (isTypedValue(value)) {
    collect(value.normal, into)
    collect(value.raw, into)
  }
}

/** Reads the secrets out of a call's vars. */
export type SecretReader = (vars: Readonly<Record<string, unknown>>) => Secrets

interface DeclaresSecrets {
  readonly request_variables: ReadonlyArray<Variable>
  readonly secrets?: ReadonlyArray<string> | undefined
}

/** The request variables that hold secrets: declared `credential` or `password`, or listed in `secrets`. */
export const secretNames = (integration: DeclaresSecrets): ReadonlySet<string> => {
  const names = new Set<string>(integration.secrets ?? [])
  for (const v of integration.request_variables)
    if ((v.type === "credential" || v.type === "password") && !v.name.endsWith("*")) names.add(v.name)
  return names
}

/** Build, once per integration, the reader of its secrets. */
export const secretReader = (integration: DeclaresSecrets): SecretReader => {
  const getters = [...secretNames(integration)].map(compilePath)
  return (vars) => {
    const credential = vars["credential"]
    if (getters.length === 0 && (credential === null || typeof credential !== "object")) return NO_SECRETS
    const found = new Set<string>()
    for (const get of getters) collect(get(vars), found)
    if (credential !== null && typeof credential === "object")
      for (const field of CREDENTIAL_SECRETS) collect((credential as Record<string, unknown>)[field], found)
    return found.size === 0 ? NO_SECRETS : [...found].sort((a, b) => b.length - a.length)
  }
}

const isWordChar = (code: number): boolean =>
  (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122)

/** `text` with every standalone occurrence of `secret` masked. */
const maskStandalone = (text: string, secret: string): string => {
  let out = ""
  let from = 0
  let at = text.indexOf(secret)
  while (at >= 0) {
    const end = at + secret.length
    const alone = (at === 0 || !isWordChar(text.charCodeAt(at - 1))) && (end === text.length || !isWordChar(text.charCodeAt(end)))
    if (alone) {
      out += text.slice(from, at) + MASK
      from = end
    }
    at = text.indexOf(secret, alone ? end : at + 1)
  }
  return from === 0 ? text : out + text.slice(from)
}

/** `text` with the secrets masked. */
export const redactText = (text: string, secrets: Secrets): string => {
  let out = text
  for (const secret of secrets) {
    if (!out.includes(secret)) continue
    out = secret.length < STANDALONE_BELOW ? maskStandalone(out, secret) : out.split(secret).join(MASK)
  }
  return out
}

const USERINFO = /^([a-z][a-z0-9+.-]*:\/\/)([^/?#@]*)@/i

/** A URL with its userinfo (`user:password@`) and the secrets masked. */
export const redactUri = (uri: string, secrets: Secrets): string => {
  const masked = uri.includes("@") ? uri.replace(USERINFO, (_, scheme: string) => `${scheme}${MASK}:${MASK}@`) : uri
  return secrets.length === 0 ? masked : redactText(masked, secrets)
}

const maskedHeader = (name: string): "scheme" | "all" | undefined => {
  switch (name.length) {
    case 6:
      return name.toLowerCase() === "cookie" ? "all" : undefined
    case 13:
      return name.toLowerCase() === "authorization" ? "scheme" : undefined
    case 19:
      return name.toLowerCase() === "proxy-authorization" ? "scheme" : undefined
    default:
      return undefined
  }
}

/**
 * Headers as recorded: one string per name (repeated ones joined with ", "), credentials masked
 * (`Authorization: Basic ****`, keeping the scheme, which tells how the call authenticated).
 */
export const redactHeaders = (
  headers: Readonly<Record<string, string | ReadonlyArray<string>>>,
  secrets: Secrets
): Record<string, string> => {
  const out: Record<string, string> = {}
  for (const name in headers) {
    const given = headers[name] as string | ReadonlyArray<string>
    const value = typeof given === "string" ? given : given.join(", ")
    const mask = maskedHeader(name)
    if (mask === "all") out[name] = MASK
    else if (mask === "scheme") {
      const space = value.indexOf(" ")
      out[name] = space > 0 ? `${value.slice(0, space)} ${MASK}` : MASK
    } else out[name] = secrets.length === 0 ? value : redactText(value, secrets)
  }
  return out
}
