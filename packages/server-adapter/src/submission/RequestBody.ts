import { isUtf8 } from "node:buffer"
import type { IncomingMessage } from "node:http"
import { TextDecoder } from "node:util"

/**
 * Reading a submission's body, up to a limit, and decoding it as text in the charset its
 * Content-Type declares (UTF-8 when it declares none). Callbacks rather than an async iterator:
 * this runs once per lead and a body is usually one chunk.
 */

/** Largest submission body read (1 MiB); a larger one is answered 413. */
export const maxSubmissionBytes = 1024 * 1024

/** The body was larger than the limit. */
export const TOO_LARGE = Symbol("TooLarge")
/** The client went away before the body ended. */
export const ABORTED = Symbol("Aborted")

export type BodyRead = Buffer | typeof TOO_LARGE | typeof ABORTED

const EMPTY = Buffer.alloc(0)

export const readBody = (req: IncomingMessage, limit: number = maxSubmissionBytes): Promise<BodyRead> =>
  new Promise((resolve) => {
    let first: Buffer | undefined
    let rest: Array<Buffer> | undefined
    let size = 0
    let done = false
    const finish = (value: BodyRead): void => {
      if (done) return
      done = true
      req.removeListener("data", onData)
      resolve(value)
    }
    const onData = (chunk: Buffer): void => {
      size += chunk.length
      if (size > limit) return finish(TOO_LARGE)
      if (first === undefined) first = chunk
      else (rest ??= [first]).push(chunk)
    }
    req.on("data", onData)
    req.once("end", () => finish(rest !== undefined ? Buffer.concat(rest) : (first ?? EMPTY)))
    req.once("error", () => finish(ABORTED))
    req.once("close", () => finish(ABORTED))
  })

/**
 * A body as text: `recorded` as the source event keeps it (the bytes decoded with the charset),
 * `parsed` as the inbound integration reads it. They differ only for a form in another charset
 * than UTF-8, whose percent-encoded values are given to the integration re-encoded as UTF-8.
 */
export interface DecodedBody {
  readonly recorded: string
  readonly parsed: string
}

/** Why a body cannot be read as text: its answer (415 for an unknown charset, 400 for invalid bytes). */
export interface BodyProblem {
  readonly status: 400 | 415
  readonly error: string
}

const UTF8 = "utf-8"

// One fatal decoder per known charset label seen (labels repeat: a seller's script sends the same
// one). Bounded, like core's name caches; labels the WHATWG Encoding Standard does not know are
// not kept (a client sending many would fill it), nor needed: they are refused.
const DECODERS_LIMIT = 64
const utf8Decoder = new TextDecoder(UTF8, { fatal: true })
const decoders = new Map<string, TextDecoder>([[UTF8, utf8Decoder]])

const decoderOf = (label: string): TextDecoder | null => {
  const known = decoders.get(label)
  if (known !== undefined) return known
  let decoder: TextDecoder
  try {
    decoder = new TextDecoder(label, { fatal: true })
  } catch {
    return null
  }
  if (decoders.size < DECODERS_LIMIT) decoders.set(label, decoder)
  return decoder
}

/** The `charset` parameter of a Content-Type value (unquoted, lower-cased), or undefined when it has none. */
export const charsetOf = (contentType: string | undefined): string | undefined => {
  if (contentType === undefined) return undefined
  let semi = contentType.indexOf(";")
  while (semi !== -1) {
    const next = contentType.indexOf(";", semi + 1)
    const param = contentType.slice(semi + 1, next === -1 ? contentType.length : next)
    const eq = param.indexOf("=")
    if (eq !== -1 && param.slice(0, eq).trim().toLowerCase() === "charset") {
      let value = param.slice(eq + 1).trim()
      if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1)
      return value.toLowerCase()
    }
    semi = next
  }
  return undefined
}

const FORM = "application/x-www-form-urlencoded"

const isForm = (contentType: string | undefined): boolean => {
  if (contentType === undefined || contentType.length < FORM.length) return false
  const semi = contentType.indexOf(";")
  return (semi === -1 ? contentType : contentType.slice(0, semi)).trim().toLowerCase() === FORM
}

const hexValue = (code: number | undefined): number => {
  if (code === undefined) return -1
  if (code >= 0x30 && code <= 0x39) return code - 0x30
  const lower = code | 0x20
  return lower >= 0x61 && lower <= 0x66 ? lower - 0x61 + 10 : -1
}

/** Whether url-encoded text has an escape of a byte over 0x7F (`%E9`): only those can be invalid in a charset. */
const hasHighEscape = (text: string): boolean => {
  for (let i = text.indexOf("%"); i !== -1; i = text.indexOf("%", i + 1))
    if (hexValue(text.charCodeAt(i + 1)) >= 8 && hexValue(text.charCodeAt(i + 2)) >= 0) return true
  return false
}

/** The bytes of one url-encoded name or value (`bytes[start, end)`): escapes decoded, `+` a space. */
const percentDecoded = (bytes: Uint8Array, start: number, end: number): Uint8Array => {
  const out = new Uint8Array(end - start)
  let n = 0
  for (let i = start; i < end; i++) {
    const byte = bytes[i] as number
    if (byte === 0x25 && i + 2 < end) {
      const high = hexValue(bytes[i + 1])
      const low = hexValue(bytes[i + 2])
      if (high >= 0 && low >= 0) {
        out[n++] = high * 16 + low
        i += 2
        continue
      }
    }
    out[n++] = byte === 0x2b ? 0x20 : byte
  }
  return out.subarray(0, n)
}

// windows-1252 (what the WHATWG labels latin1 and iso-8859-1 name too) has printable characters
// at 0x80-0x9F (`€` at 0x80); some Node versions' decoders give the C1 controls of true ISO-8859-1
// there instead. Mended after decoding: a no-op where the decoder is right.
const WINDOWS_1252_HIGH = "\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178"
const C1 = /[\u0080-\u009f]/
const C1_ALL = /[\u0080-\u009f]/g
const windows1252 = (char: string): string => WINDOWS_1252_HIGH[char.charCodeAt(0) - 0x80] as string

const decodeWith = (decoder: TextDecoder, bytes: Uint8Array): string => {
  const text = decoder.decode(bytes)
  return decoder.encoding === "windows-1252" && C1.test(text) ? text.replace(C1_ALL, windows1252) : text
}

const AMPERSAND = 0x26
const EQUALS = 0x3d

/**
 * Each name and value of a url-encoded body (its raw bytes, in a charset where ASCII is ASCII)
 * percent-decoded and decoded with `decoder`: re-encoded as UTF-8 url-encoded text when
 * `rebuild`, else only checked (the text itself). Throws when one is invalid in the charset.
 */
const formComponents = (bytes: Uint8Array, decoder: TextDecoder, rebuild: boolean, text: string): string => {
  const parts: Array<string> = []
  let start = 0
  while (start <= bytes.length) {
    let end = bytes.indexOf(AMPERSAND, start)
    if (end === -1) end = bytes.length
    if (end > start) {
      let eq = bytes.indexOf(EQUALS, start)
      if (eq >= end) eq = -1
      const name = decodeWith(decoder, percentDecoded(bytes, start, eq === -1 ? end : eq))
      const value = eq === -1 ? undefined : decodeWith(decoder, percentDecoded(bytes, eq + 1, end))
      if (rebuild) parts.push(value === undefined ? encodeURIComponent(name) : `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    }
    start = end + 1
  }
  return rebuild ? parts.join("&") : text
}

const unknownCharset = (label: string): BodyProblem => ({
  status: 415,
  error: `Unsupported charset ${JSON.stringify(label)} in the Content-Type header: send UTF-8, or declare a charset of the WHATWG Encoding Standard (e.g. ISO-8859-1, windows-1252, UTF-16)`
})

const invalidBytes = (charset: string | undefined, what: string): BodyProblem => ({
  status: 400,
  error:
    charset === undefined
      ? `The ${what} is not valid UTF-8 (no charset is declared): send UTF-8, or declare its charset in the Content-Type header (e.g. "; charset=ISO-8859-1")`
      : `The ${what} is not valid ${charset} (the charset the Content-Type header declares)`
})

/**
 * The body as text, decoded with the charset the Content-Type declares (UTF-8 when none), or the
 * problem: 415 for a charset label the WHATWG Encoding Standard does not know, 400 for bytes the
 * charset does not allow (never a U+FFFD stored in their place). A url-encoded form's escapes are
 * bytes in that charset too: checked, and re-encoded as UTF-8 for the integration when the charset
 * is another. Plain UTF-8 (the usual body) costs one validation pass over the bytes.
 */
export const decodeBody = (bytes: Buffer, contentType: string | undefined): DecodedBody | BodyProblem => {
  if (bytes.length === 0) return { recorded: "", parsed: "" }
  const label = charsetOf(contentType)
  const decoder = label === undefined ? undefined : decoderOf(label)
  if (decoder === null) return unknownCharset(label as string)
  const charset = decoder === undefined ? undefined : (label as string)
  const form = isForm(contentType)
  if (decoder === undefined || decoder.encoding === UTF8) {
    // As before: the bytes as they are (a byte order mark kept), once they are known to be UTF-8.
    if (!isUtf8(bytes)) return invalidBytes(charset, "body")
    const text = bytes.toString("utf8")
    if (!form || !hasHighEscape(text)) return { recorded: text, parsed: text }
    try {
      formComponents(bytes, utf8Decoder, false, text)
    } catch {
      return invalidBytes(charset, "form body's percent-encoded text")
    }
    return { recorded: text, parsed: text }
  }
  let text: string
  try {
    text = decodeWith(decoder, bytes)
  } catch {
    return invalidBytes(charset, "body")
  }
  if (!form) return { recorded: text, parsed: text }
  // Without an escape of a byte over 0x7F, the integration reads the text as it is.
  if (!hasHighEscape(text)) return { recorded: text, parsed: text }
  // The escapes are bytes of the charset, between ASCII `&` and `=`: not so in UTF-16.
  if (decoder.encoding.startsWith("utf-16"))
    return { status: 415, error: `Unsupported charset ${JSON.stringify(label)} for a url-encoded form with escaped bytes: encode it in an ASCII-compatible charset (UTF-8, ISO-8859-1, ...)` }
  try {
    return { recorded: text, parsed: formComponents(bytes, decoder, true, text) }
  } catch {
    return invalidBytes(charset, "form body's percent-encoded text")
  }
}

export const isBodyProblem = (decoded: DecodedBody | BodyProblem): decoded is BodyProblem => "status" in decoded
