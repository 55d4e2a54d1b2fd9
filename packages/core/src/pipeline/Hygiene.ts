/**
 * Data hygiene on the way in: field names trimmed, lower-cased, with blanks and dashes as
 * underscores (`First Name` → `first_name`); names and text values stripped of control
 * characters (PostgreSQL cannot store NUL) and lone surrogates made U+FFFD; text values
 * trimmed; certificate URL aliases of the old platform renamed to `certform_cert_url`.
 */

// eslint-disable-next-line no-control-regex -- removing control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g
// A separate, non-global copy for testing: a global regex carries `lastIndex` between calls.
// eslint-disable-next-line no-control-regex -- as above
const HAS_CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/
const SEPARATORS = /[\s-]+/g

/** The aliases a web form or an old integration may send the certificate URL under. */
const CERT_URL_ALIASES = new Set(["xxtrustedformcerturl", "xxcertformcerturl", "trustedform_cert_url"])
const PING_URL_ALIASES = new Set(["xxtrustedformpingurl", "xxcertformpingurl", "trustedform_ping_url", "certform_ping_url"])

// A source sends the same field names lead after lead: each is cleaned once. Bounded, so names
// that never repeat cannot grow it without limit.
const CLEANED_NAMES_MAX = 4096
const cleanedNames = new Map<string, string>()

export const cleanName = (name: string): string => {
  let cleaned = cleanedNames.get(name)
  if (cleaned === undefined) {
    // Separators first: a vertical tab or form feed is a blank (`_`), other control characters go.
    const text = cleanText(name.trim().toLowerCase().replace(SEPARATORS, "_"))
    cleaned = CERT_URL_ALIASES.has(text) ? "certform_cert_url" : text
    if (cleanedNames.size >= CLEANED_NAMES_MAX) cleanedNames.clear()
    cleanedNames.set(name, cleaned)
  }
  return cleaned
}

/** Text without control characters, and with U+FFFD for a lone surrogate. */
const cleanText = (text: string): string => {
  const clean = HAS_CONTROL.test(text) ? text.replace(CONTROL, "") : text
  // A lone surrogate (`"\ud800"` in JSON) is not text: no database stores it. It becomes U+FFFD.
  return clean.isWellFormed() ? clean : clean.toWellFormed()
}

export const cleanValue = (value: unknown): unknown => {
  if (typeof value === "string") return cleanText(value.trim())
  if (Array.isArray(value)) return value.map(cleanValue)
  if (value !== null && typeof value === "object") return cleanRecord(value as Record<string, unknown>, false)
  return value
}

/** Names hygiene drops from a submitted document (and source mappings may not set: `Mappings.ts`). */
export const PROTOTYPE_KEYS: ReadonlySet<string> = new Set(["__proto__", "constructor", "prototype"])

/**
 * Clean a submitted document. On a ping, a certificate ping URL is preferred over the
 * certificate URL (the buyer verifies it before bidding); on a submit it is ignored.
 */
export const cleanRecord = (data: Readonly<Record<string, unknown>>, ping: boolean): Record<string, unknown> => {
  const out: Record<string, unknown> = {}
  let pingUrl: unknown
  for (const key of Object.keys(data)) {
    // Keys such as __proto__ would reach the prototype through a plain assignment.
    const name = cleanName(key)
    // Checked on the cleaned name: `__PROTO__` or `__pro\u0000to__` clean to `__proto__`.
    if (PROTOTYPE_KEYS.has(name)) continue
    if (PING_URL_ALIASES.has(name)) {
      pingUrl = cleanValue(data[key])
      continue
    }
    out[name] = cleanValue(data[key])
  }
  if (ping && pingUrl !== undefined && pingUrl !== "") out["certform_cert_url"] = pingUrl
  return out
}
