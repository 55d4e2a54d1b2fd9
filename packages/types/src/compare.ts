import { isTypedValue } from "./TypedValue.js"

/** ISO date, optionally with a time (after `T` or a blank) and a zone. Groups: date, time, zone. */
const ISO_DATE = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)(Z|[+-]\d{2}:?\d{2})?)?$/
// Numbers as people write them; a leading zero (`01234`, a ZIP code) keeps text as text.
const NUMERIC = /^[+-]?(?:(?:0|[1-9]\d*)(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?$/i

/**
 * The ISO text Date.parse reads the same in every time zone: a date alone is its UTC midnight
 * (as the date and dob types and ranges read calendar days), a time without a zone or offset is
 * UTC (as the time type reads it), and a blank before the time becomes `T`. Date.parse alone
 * would read a zoneless date-time in the host's time zone.
 */
const isoInUtc = (text: string, iso: RegExpExecArray): string => {
  const time = iso[2]
  if (time === undefined) return `${text}T00:00:00Z`
  const zone = iso[3]
  // Already zoned and written with `T` (the time type's normal form): read as it is.
  if (zone !== undefined && text.charCodeAt(10) === 84) return text
  return `${iso[1] as string}T${time}${zone ?? "Z"}`
}

/**
 * The key a value is ordered and matched by: a range by its average (an open range `100+` by its
 * minimum), a number by its value, a date or time by its instant (ms; ISO text without a zone is
 * UTC, a date alone its UTC midnight), a boolean as 1/0, anything else as trimmed lower-case text.
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
      const iso = ISO_DATE.exec(text)
      if (iso !== null) {
        const ms = Date.parse(isoInUtc(text, iso))
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
