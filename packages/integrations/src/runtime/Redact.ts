/**
 * Secrets kept out of recorded transactions. What counts as a secret is known per integration
 * (its request variables typed `credential` or `password`, the names it lists in `secrets`, the
 * stored credential's password and tokens, and the members of its wildcard families whose name
 * holds a secret by core's rule: `json_property.api_key`, `form_field.password`,
 * `xml_path.lead.@token`, `header.X-Api-Key`), so the readers are built once; each call then
 * collects the values its vars hold, adds the secrets its request carries literally (see
 * `requestSecrets`), and masks every occurrence with `****` in the URL, the headers and both
 * bodies, also in their URL-, form-, JSON- and XML-escaped spellings: a buyer that echoes the
 * API key or the Authorization header back has the echo masked too.
 *
 * Whatever they hold, these are masked by name (the rule is core's `SecretNames.ts`): headers
 * that carry credentials, keys or cookies (`Authorization: Basic ****` keeps its scheme,
 * `Set-Cookie: id=****; Path=/` its names and attributes, `X-Api-Key: ****`), the password of
 * URL userinfo and the values of key-like query parameters (`?api_key=****`).
 *
 * A value shorter than 3 characters is not looked for (masking "1" everywhere would wreck the
 * record and hides nothing); one shorter than 6 is masked only where it stands alone (not inside a
 * longer word or number), so a short password does not mask unrelated text.
 */
import { compilePath, isSecretHeader, isSecretMappingProperty, isSecretName, MASK, maskUrl } from "@leadflow/core"
import { isTypedValue } from "@leadflow/types"
import type { Variable } from "../Contract.js"

export { MASK }

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

// Whether a family member's property names a secret, by the rule that masks the step's mappings
// on its events (so what those show as `****` is masked in the transactions too). Properties
// repeat on every call: decided once each, in a bounded cache.
const memberSecrets = new Map<string, boolean>()
const isSecretMember = (property: string): boolean => {
  let secret = memberSecrets.get(property)
  if (secret === undefined) {
    secret = isSecretMappingProperty(property, undefined)
    if (memberSecrets.size < 4096) memberSecrets.set(property, secret)
  }
  return secret
}

// Mapped families are shallow; the bound only keeps a pathological value from recursing far.
const MAX_MEMBER_DEPTH = 32

/** The values under a family member named `property` (`json_property.lead.api_key`) that are secrets. */
const collectMembers = (value: unknown, property: string, into: Set<string>, depth: number): void => {
  if (value === null || value === undefined) return
  if (typeof value !== "object" || isTypedValue(value)) {
    if (isSecretMember(property)) collect(value, into)
    return
  }
  if (depth >= MAX_MEMBER_DEPTH) return
  // A list repeats the member (`form_field.password.0`): its items keep the member's name.
  if (Array.isArray(value)) for (const item of value as ReadonlyArray<unknown>) collectMembers(item, property, into, depth + 1)
  else for (const key of Object.keys(value)) collectMembers((value as Record<string, unknown>)[key], `${property}.${key}`, into, depth + 1)
}

/** Build, once per integration, the reader of its secrets. */
export const secretReader = (integration: DeclaresSecrets): SecretReader => {
  const getters = [...secretNames(integration)].map(compilePath)
  // Wildcard families (`json_property.*`): their members are named by the mappings, per step.
  const families = integration.request_variables
    .filter((v) => v.name.endsWith(".*") && v.name.length > 2)
    .map((v) => {
      const name = v.name.slice(0, -2)
      return { name, get: compilePath(name) }
    })
  return (vars) => {
    const credential = vars["credential"]
    if (getters.length === 0 && families.length === 0 && (credential === null || typeof credential !== "object")) return NO_SECRETS
    const found = new Set<string>()
    for (const get of getters) collect(get(vars), found)
    for (const family of families) {
      const members = family.get(vars)
      if (members !== null && typeof members === "object") collectMembers(members, family.name, found, 0)
    }
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

/** A URL with its userinfo password, key-like query parameters and the secrets masked. */
export const redactUri = (uri: string, secrets: Secrets): string => {
  const masked = maskUrl(uri)
  return secrets.length === 0 ? masked : redactText(masked, secrets)
}

const AUTHORIZATION = /authorization$/i
const COOKIE = /cookie/i
const SET_PREFIX = /^set-/i

/** How a secret header is masked: its scheme kept (`Basic ****`), its cookie names kept, or whole. */
type HeaderMask = "scheme" | "cookies" | "all"

// Per header name, once (bounded): the names repeat on every call.
const headerMasks = new Map<string, HeaderMask | undefined>()
const headerMask = (name: string): HeaderMask | undefined => {
  if (headerMasks.has(name)) return headerMasks.get(name)
  const mask = !isSecretHeader(name) ? undefined : AUTHORIZATION.test(name) ? "scheme" : COOKIE.test(name) ? "cookies" : "all"
  if (headerMasks.size < 4096) headerMasks.set(name, mask)
  return mask
}

/** `a=1; b=2` → `a=****; b=****`; a `Set-Cookie` masks only its first pair (the rest are attributes). */
const maskCookies = (value: string, all: boolean): string => {
  const parts = value.split(";")
  for (let i = 0; i < (all ? parts.length : Math.min(1, parts.length)); i++) {
    const part = parts[i] as string
    const eq = part.indexOf("=")
    parts[i] = eq < 0 ? (part.trim() === "" ? part : MASK) : `${part.slice(0, eq)}=${MASK}`
  }
  return parts.join(";")
}

const maskHeader = (name: string, value: string, mask: HeaderMask): string => {
  if (mask === "all") return MASK
  if (mask === "cookies") return maskCookies(value, !SET_PREFIX.test(name))
  const space = value.indexOf(" ")
  return space > 0 ? `${value.slice(0, space)} ${MASK}` : MASK
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
    const mask = headerMask(name)
    if (mask !== undefined)
      out[name] = typeof given === "string" ? maskHeader(name, given, mask) : given.map((v) => maskHeader(name, v, mask)).join(", ")
    else {
      const value = typeof given === "string" ? given : given.join(", ")
      out[name] = secrets.length === 0 ? value : redactText(value, secrets)
    }
  }
  return out
}

// A value the request carries is looked for only from 6 characters: a flag (`?auth=true`) or a
// short code must not mask the same word all over the buyer's answer and the appended data.
const CARRIED_MIN_LENGTH = 6

const carry = (value: string, into: Set<string>): void => {
  if (value.length >= CARRIED_MIN_LENGTH) spellings(value, into)
}

const decoded = (text: string): string => {
  if (!text.includes("%") && !text.includes("+")) return text
  try {
    return decodeURIComponent(text.replace(/\+/g, " "))
  } catch {
    return text
  }
}

/** The credentials of an `Authorization` value: after the scheme, and Basic's password (or user) decoded. */
const authorizationSecrets = (value: string, into: Set<string>): void => {
  const space = value.indexOf(" ")
  if (space <= 0) return
  const credentials = value.slice(space + 1).trim()
  carry(credentials, into)
  if (value.slice(0, space).toLowerCase() !== "basic") return
  const pair = Buffer.from(credentials, "base64").toString("utf8")
  const colon = pair.indexOf(":")
  carry(colon < 0 || colon === pair.length - 1 ? pair.slice(0, colon < 0 ? pair.length : colon) : pair.slice(colon + 1), into)
}

// To the authority's last `@`, as core's `maskUrl` reads it (a password may hold an `@`).
const USERINFO = /^[a-z][a-z0-9+.-]*:\/\/([^/?#]*)@/i

/** The URL's userinfo password (or user, when it has no password) and key-like query values, into `found` (made when needed). */
const urlSecrets = (url: string, found: Set<string> | undefined): Set<string> | undefined => {
  let into = found
  if (url.includes("@")) {
    const userinfo = USERINFO.exec(url)?.[1]
    if (userinfo !== undefined && userinfo !== "") {
      const colon = userinfo.indexOf(":")
      const secret =
        colon < 0 || colon === userinfo.length - 1 ? userinfo.slice(0, colon < 0 ? userinfo.length : colon) : userinfo.slice(colon + 1)
      into ??= new Set()
      carry(secret, into)
      carry(decoded(secret), into)
    }
  }
  const question = url.indexOf("?")
  if (question < 0) return into
  const hash = url.indexOf("#", question)
  for (const part of url.slice(question + 1, hash < 0 ? url.length : hash).split("&")) {
    const eq = part.indexOf("=")
    if (eq <= 0 || !isSecretName(decoded(part.slice(0, eq)))) continue
    const value = part.slice(eq + 1)
    into ??= new Set()
    carry(value, into)
    carry(decoded(value), into)
  }
  return into
}

/**
 * The secrets a request carries literally, whatever its integration declares: the values of its
 * secret headers (an Authorization header's credentials, a Basic password decoded, each cookie's
 * value), its URL's userinfo password and its key-like query parameters' values. With the
 * escaped spellings, longest first.
 */
export const requestSecrets = (url: string, headers: Readonly<Record<string, string>>): Secrets => {
  let found: Set<string> | undefined
  for (const name in headers) {
    const mask = headerMask(name)
    if (mask === undefined) continue
    const value = headers[name] as string
    found ??= new Set()
    if (mask === "scheme") authorizationSecrets(value, found)
    else if (mask === "cookies")
      for (const part of value.split(";")) {
        const eq = part.indexOf("=")
        carry(eq < 0 ? part.trim() : part.slice(eq + 1).trim(), found)
      }
    carry(value, found)
  }
  if (url.includes("@") || url.includes("?")) found = urlSecrets(url, found)
  return found === undefined || found.size === 0 ? NO_SECRETS : [...found].sort((a, b) => b.length - a.length)
}

/** Both lists of secrets in one, longest first. */
export const allSecrets = (declared: Secrets, carried: Secrets): Secrets => {
  if (carried.length === 0) return declared
  if (declared.length === 0) return carried
  return [...new Set([...declared, ...carried])].sort((a, b) => b.length - a.length)
}

const isPlain = (value: object): boolean => {
  const proto: unknown = Object.getPrototypeOf(value)
  return proto === Object.prototype || proto === null
}

/**
 * Appended data with the secrets masked in its text (a buyer's JSON echoing the key back is
 * appended, and so recorded, as it answered). The same value when nothing is masked.
 */
export const redactValue = (value: unknown, secrets: Secrets): unknown => {
  if (secrets.length === 0) return value
  if (typeof value === "string") return redactText(value, secrets)
  if (value === null || typeof value !== "object") return value
  if (Array.isArray(value)) {
    let out: Array<unknown> | undefined
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i]
      const masked = redactValue(item, secrets)
      if (masked !== item) (out ??= value.slice())[i] = masked
    }
    return out ?? value
  }
  if (!isPlain(value)) return value
  let out: Record<string, unknown> | undefined
  const record = value as Record<string, unknown>
  for (const key of Object.keys(record)) {
    const item = record[key]
    const masked = redactValue(item, secrets)
    if (masked !== item) (out ??= Object.assign({}, record))[key] = masked
  }
  return out ?? value
}
