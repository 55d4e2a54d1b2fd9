import { normalizeListValue } from "@leadflow/core"
import { parse } from "@leadflow/types"

/**
 * A value given to `/lists`, in the form the suppression list steps and the flow's list checks
 * store and look up: trimmed and lower-cased (`Bob@Example.COM` is `bob@example.com`), and a
 * phone number in its normal form (`(512) 789-1111`, `+1 512.789.1111` are `5127891111`, as a
 * lead's `{{lead.phone_1}}` renders). Or why it cannot be on a list.
 */
export type ListValue = { readonly value: string } | { readonly invalid: string }

/**
 * Longest value kept, in UTF-8 bytes (an entry is a key, not a document): with the list's name
 * (at most 255 characters) it stays within PostgreSQL's B-tree entry limit (2,704 bytes), which
 * 1,024 characters of CJK text (3 bytes each) exceeded.
 */
export const maxListValueLength = 1_024

const tooLong = (text: string): boolean => text.length > maxListValueLength || Buffer.byteLength(text, "utf8") > maxListValueLength

/** Written like a phone number: digits with the usual separators, 10 to 15 digits. */
const PHONE_LIKE = /^\+?[\d\s().-]+$/
const isPhoneLike = (text: string): boolean => {
  if (!PHONE_LIKE.test(text)) return false
  const digits = text.replace(/\D/g, "").length
  return digits >= 10 && digits <= 15
}

// PostgreSQL refuses NUL in text, and no list value holds a control character.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/

export const listValue = (item: unknown): ListValue => {
  const text = typeof item === "string" ? item : typeof item === "number" && Number.isFinite(item) ? String(item) : undefined
  if (text === undefined) return { invalid: "must be a text" }
  const trimmed = text.trim()
  if (trimmed === "") return { invalid: "is blank" }
  if (tooLong(trimmed)) return { invalid: `is longer than ${maxListValueLength} bytes (UTF-8)` }
  if (CONTROL.test(trimmed)) return { invalid: "holds a control character" }
  if (isPhoneLike(trimmed)) {
    const phone = parse("phone", trimmed)
    // A number no phone parses as (an id, a zip list) is kept as written.
    if (phone !== null && phone !== undefined && phone.valid && typeof phone.normal === "string") return { value: phone.normal }
  }
  const value = normalizeListValue(trimmed)
  // Normalising may lengthen it (`㎢` is `km2`).
  return tooLong(value) ? { invalid: `is longer than ${maxListValueLength} bytes (UTF-8) once normalised` } : { value }
}
