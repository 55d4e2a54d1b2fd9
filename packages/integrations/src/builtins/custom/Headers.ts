/**
 * Request headers: the module's defaults with `header.*` mappings merged over them. A mapped value
 * that is empty or blank is dropped, a list is joined with ", ", a typed value is sent normalised.
 * `Accept` and `Content-Length` stay the module's own (validate rejects mapping them), and a
 * mapped `Content-Type` applies only where the module sends a body.
 */
import { flattenFamily, isBranch } from "./Flatten.js"
import { leafText } from "./Normalize.js"

// A header value cannot carry line breaks or NUL: they are removed, never sent (or thrown on).
const UNSENDABLE = /[\r\n\0]/g
const BLANK = /^\s*$/

const sendable = (text: string): string | undefined => {
  const clean = text.includes("\r") || text.includes("\n") || text.includes("\0") ? text.replace(UNSENDABLE, "") : text
  return BLANK.test(clean) ? undefined : clean
}

const headerValue = (value: unknown, ascii: boolean): string | undefined => {
  if (typeof value === "string" && !ascii) return sendable(value)
  if (!Array.isArray(value)) {
    const text = leafText(value, ascii)
    return text === undefined ? undefined : sendable(text)
  }
  const parts: Array<string> = []
  for (const item of value) {
    const part = leafText(item, ascii)
    if (part !== undefined && !BLANK.test(part)) parts.push(part)
  }
  return sendable(parts.join(", "))
}

/** The `header.*` mappings as they are sent, blank ones dropped. */
export const mappedHeaders = (family: unknown, ascii = false): Record<string, string> => {
  const out: Record<string, string> = {}
  if (!isBranch(family)) return out
  for (const name of Object.keys(family)) {
    const value = family[name]
    // A header name with a dot reaches us nested, as the engine maps dotted names.
    if (isBranch(value)) {
      for (const [rest, nested] of flattenFamily(value)) {
        const text = headerValue(nested, ascii)
        if (text !== undefined) out[`${name}.${rest}`] = text
      }
      continue
    }
    const text = headerValue(value, ascii)
    if (text !== undefined) out[name] = text
  }
  return out
}

/**
 * `defaults` with `mapped` merged over them, header names compared without case (a mapped
 * `content-type` replaces the default `Content-Type`).
 */
export const mergeHeaders = (
  defaults: Readonly<Record<string, string>>,
  mapped: Readonly<Record<string, string>>,
  allowContentType: boolean
): Record<string, string> => {
  // Object.assign, not a spread: adding keys to a spread copy is many times slower in V8.
  const out: Record<string, string> = Object.assign({}, defaults)
  for (const name of Object.keys(mapped)) {
    const lower = name.toLowerCase()
    if (lower === "accept" || lower === "content-length" || (lower === "content-type" && !allowContentType)) continue
    // Only names the defaults may hold need the search for another spelling.
    if (lower === "content-type" || lower === "authorization")
      for (const existing of Object.keys(out)) if (existing !== name && existing.toLowerCase() === lower) delete out[existing]
    out[name] = mapped[name] as string
  }
  return out
}
