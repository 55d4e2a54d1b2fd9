import { isTypedValue } from "./TypedValue.js"

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/
// Numbers as people write them; a leading zero (`01234`, a ZIP code) keeps text as text.
const NUMERIC = /^[+-]?(?:(?:0|[1-9]\d*)(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?$/i

/**
 * The key a value is ordered and matched by: a range by its average (an open range `100+` by its
 * minimum), a number by its value, a
 * date or time by its instant (ms), a boolean as 1/0, anything else as trimmed lower-case text.
 * `undefined` when there is no value to compare.
 */
export const comparable = (value: unknown): number | string | undefined => {
  let v = value
  if (isTypedValue(value)) {
    if ("avg" in value && "min" in value) {
      const avg = value["avg"] ?? value["min"]
      return typeof avg === "number" && !Number.isNaN(avg) ? avg : undefined
    }
    v = value.normal
  }
  switch (typeof v) {
    case "number":
      return Number.isNaN(v) ? undefined : v
    case "boolean":
      return v ? 1 : 0
    case "string": {
      const text = v.trim()
      if (text === "") return undefined
      if (NUMERIC.test(text)) return Number(text)
      if (ISO_DATE.test(text)) {
        const ms = Date.parse(text.length === 10 ? `${text}T00:00:00Z` : text)
        if (!Number.isNaN(ms)) return ms
      }
      return text.toLowerCase()
    }
    case "bigint":
      return Number(v)
    default:
      return v instanceof Date && !Number.isNaN(v.getTime()) ? v.getTime() : undefined
  }
}

/**
 * Compare two values (typed values or primitives) the way rules do: numerically when both sides
 * are numbers, ranges, dates or times; case-insensitively as text when both are text.
 * Returns a negative number, zero or a positive number, or `NaN` when the two cannot be ordered
 * (a blank side, or a number against text).
 */
export const compare = (a: unknown, b: unknown): number => {
  const ka = comparable(a)
  const kb = comparable(b)
  if (ka === undefined || kb === undefined) return Number.NaN
  if (typeof ka === "number" && typeof kb === "number") return ka - kb
  if (typeof ka === "string" && typeof kb === "string") return ka < kb ? -1 : ka > kb ? 1 : 0
  return Number.NaN
}
