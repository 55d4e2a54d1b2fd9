/**
 * Hide sensitive content before a value is stored or shown. A typed value flagged `masked: false`
 * (ssn, credential, dob) has every component replaced by `*` (one per character), keeping only
 * `valid`; a dob keeps its birth year, age and year as `**\/**\/YYYY`. Plain objects that carry a
 * `masked` key are masked the same way, recursively. Everything else passes through untouched.
 * Never mutates its input.
 */

const ISO_YEAR = /^(\d{4})-\d{2}-\d{2}/

const stars = (length: number): string => "*".repeat(length)

type Entries = ReadonlyArray<readonly [string, unknown]>

/** A primitive seen while masking: text and numbers by length, a boolean as one star. */
const maskPrimitive = (value: unknown): unknown => {
  switch (typeof value) {
    case "string":
      return stars(value.length)
    case "number":
    case "bigint":
      return stars(String(value).length)
    case "boolean":
      return "*"
    default:
      // null, undefined, functions and symbols hold nothing to hide.
      return value
  }
}

const maskAny = (value: unknown, masking: boolean): unknown => {
  if (Array.isArray(value)) return value.map((item: unknown) => maskAny(item, masking))
  if (value instanceof Date) return masking ? stars(String(value).length) : value
  if (typeof value === "object" && value !== null) {
    const record = value as Record<string, unknown>
    return "normal" in record ? maskTyped(record) : maskPlain(record, masking)
  }
  return masking ? maskPrimitive(value) : value
}

/** Every key masked except `valid` (information, not content); `masked` handled by the caller. */
const maskedEntries = (entries: Entries, masking: boolean): Array<[string, unknown]> => {
  const out: Array<[string, unknown]> = []
  for (const [key, item] of entries) {
    if (key === "masked") continue
    out.push([key, key === "valid" ? item : maskAny(item, masking)])
  }
  return out
}

const maskPlain = (record: Record<string, unknown>, masking: boolean): Record<string, unknown> => {
  const flagged = Object.hasOwn(record, "masked")
  const out = maskedEntries(Object.entries(record), masking || flagged)
  if (flagged) out.push(["masked", true])
  // fromEntries defines keys, so a `__proto__` key from JSON stays a plain key.
  return Object.fromEntries(out)
}

/** The birth year of a dob value (one with an `age`), if it has a date to take it from. */
const dobYear = (value: Record<string, unknown>): string | undefined => {
  if (!Object.hasOwn(value, "age")) return undefined
  const year = value["year"]
  if (typeof year === "number" && Number.isInteger(year) && year >= 0) return String(year).padStart(4, "0")
  const normal = value["normal"]
  return typeof normal === "string" ? ISO_YEAR.exec(normal)?.[1] : undefined
}

/** Only values that say `masked: false` are hidden; already masked and non-maskable ones stay. */
const maskTyped = (value: Record<string, unknown>): Record<string, unknown> => {
  if (value["masked"] !== false) return value
  const year = dobYear(value)
  if (year !== undefined) {
    const text = `**/**/${year}`
    return { ...value, normal: text, raw: text, masked: true }
  }
  const out = maskedEntries(Object.entries(value), true)
  out.push(["masked", true])
  return Object.fromEntries(out)
}

export const mask = (value: unknown): unknown => maskAny(value, false)
