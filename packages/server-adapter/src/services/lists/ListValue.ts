import { listValueProblem, normalizeListValue } from "@leadflow/core"
import { parse } from "@leadflow/types"

/**
 * A value given to `/lists`, in the form the suppression list steps and the flow's list checks
 * store and look up: trimmed and lower-cased (`Bob@Example.COM` is `bob@example.com`), and a
 * phone number in its normal form (`(512) 789-1111`, `+1 512.789.1111` are `5127891111`, as a
 * lead's `{{lead.phone_1}}` renders). Or why it cannot be on a list.
 */
export type ListValue = { readonly value: string } | { readonly invalid: string }

/**
 * The bounds a value must keep (at most 1,024 bytes in UTF-8, no control character) are core's
 * (`listValueProblem`): the suppression list steps leave out the same values.
 */
export { maxListValueLength } from "@leadflow/core"

/** Written like a phone number: digits with the usual separators, 10 to 15 digits. */
const PHONE_LIKE = /^\+?[\d\s().-]+$/
const isPhoneLike = (text: string): boolean => {
  if (!PHONE_LIKE.test(text)) return false
  const digits = text.replace(/\D/g, "").length
  return digits >= 10 && digits <= 15
}

export const listValue = (item: unknown): ListValue => {
  const text = typeof item === "string" ? item : typeof item === "number" && Number.isFinite(item) ? String(item) : undefined
  if (text === undefined) return { invalid: "must be a text" }
  const trimmed = text.trim()
  if (trimmed === "") return { invalid: "is blank" }
  const problem = listValueProblem(trimmed)
  if (problem !== undefined) return { invalid: problem }
  if (isPhoneLike(trimmed)) {
    const phone = parse("phone", trimmed)
    // A number no phone parses as (an id, a zip list) is kept as written.
    if (phone !== null && phone !== undefined && phone.valid && typeof phone.normal === "string") return { value: phone.normal }
  }
  const value = normalizeListValue(trimmed)
  // Normalising may lengthen it (`㎢` is `km2`).
  const normalised = listValueProblem(value)
  return normalised === undefined ? { value } : { invalid: `${normalised} once normalised` }
}
