/**
 * Request headers: the module's defaults with `header.*` mappings merged over them. A mapped value
 * that is empty or blank is dropped, a list is joined with ", ", a typed value is sent normalised,
 * and what a header cannot carry is removed or transliterated (`sendable`). `Accept` and
 * `Content-Length` stay the module's own (validate rejects mapping them), and a mapped
 * `Content-Type` applies only where the module sends a body.
 */
import anyAscii from "any-ascii"
import { isHeaderValue } from "@leadflow/core"
import { flattenFamily, isBranch } from "./Flatten.js"
import { leafText } from "./Normalize.js"

// What a header value cannot carry as it is (core's `isHeaderValue`: Node and undici throw on it,
// and the delivery would end "invalid request" with nothing sent): control characters other than
// tab (CR, LF, NUL...), and characters beyond Latin-1.
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const CONTROL = /[\0-\x08\n-\x1f\x7f]/g
const BEYOND_LATIN1 = /[^\0-\xff]+/gu
const BLANK = /^\s*$/

/**
 * A value as it can be sent, or undefined when nothing but blanks is left. Every value is sent:
 * - controls are removed: they carry no text a buyer could read;
 * - Latin-1 (é, ß, ñ, up to U+00FF) is kept: Node sends it as is, one byte each, as it always
 *   has, and the usual servers (Node, Java servlets, Python's WSGI) read header bytes as Latin-1;
 * - anything beyond is transliterated to ASCII, as `send_ascii` does (Łukasz → Lukasz, 東京 →
 *   DongJing): a buyer gets a readable name they can match. Dropping the characters would send
 *   another name (ukasz), and percent-encoding or RFC 8187 (`UTF-8''%C5%81ukasz`) is decoded by
 *   no one for a custom header: it would be stored as that text.
 */
const sendable = (text: string): string | undefined => {
  const clean = isHeaderValue(text) ? text : text.replace(CONTROL, "").replace(BEYOND_LATIN1, (run) => anyAscii(run))
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
