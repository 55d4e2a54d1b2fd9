import { BL, CMP, EQ, FV, IN, operators } from "../Operators.js"
import type { FieldType } from "../FieldType.js"
import { textOf } from "../FieldType.js"
import type { TypedValue } from "../TypedValue.js"
import { DAY_MS, daysSinceEpoch, isRealDay } from "../internal/dates.js"
import { numberFromText } from "./number.js"

/**
 * Dates inside ranges: ISO `YYYY-MM-DD`, with an optional `THH:MM:SS[.fff]Z` that counts only when
 * it is well formed (groups 1-7), and US `M/D/YYYY` (groups 8-10), read month-first and day-first
 * only when month-first is no real day, as the date type reads them.
 */
const DATE_IN_RANGE =
  /(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,3}))?Z)?|(?<!\d)(\d{1,2})\/(\d{1,2})\/(\d{4})(?!\d)/g
/** The shortest text that can hold a date (`1/1/1950`). */
const SHORTEST_DATE = 8
const NOT_RANGE_CHARACTER = /[^\d.+\-\s]+/g
const NUMBER = "(-?(?:\\d+(?:\\.\\d+)?|\\.\\d+))"
const UNSIGNED = "(\\d+(?:\\.\\d+)?|\\.\\d+)"
const OPEN_RANGE = new RegExp(`${NUMBER}\\s*\\+`)
// After a dash the maximum is unsigned (`-10 - -5` stays invalid, as on the old platform); after
// the word `to` it may be negative (`-10 to -1`).
const CLOSED_RANGE = new RegExp(`${NUMBER}\\s+${UNSIGNED}`)
const CLOSED_RANGE_AFTER_TO = new RegExp(`${NUMBER}\\s+${NUMBER}`)

/** Epoch ms of the date `m` matched, or NaN when it is not a real day (`2015-02-30`, `13/32/1960`). */
const dateMs = (m: RegExpExecArray): number => {
  if (m[1] === undefined) {
    const a = Number(m[8])
    const b = Number(m[9])
    const year = Number(m[10])
    if (isRealDay(year, a, b)) return daysSinceEpoch(year, a, b) * DAY_MS
    return isRealDay(year, b, a) ? daysSinceEpoch(year, b, a) * DAY_MS : Number.NaN
  }
  const [, y, mo, d, h, mi, s, fraction = ""] = m
  const year = Number(y)
  const month = Number(mo)
  const day = Number(d)
  if (!isRealDay(year, month, day)) return Number.NaN
  const ms = daysSinceEpoch(year, month, day) * DAY_MS
  if (h === undefined) return ms
  return ms + ((Number(h) * 60 + Number(mi)) * 60 + Number(s)) * 1000 + Number(fraction.padEnd(3, "0"))
}

/** What a range text's dates are: none, one instant, two instants (a date range), or not real days. */
type DatesInRange =
  | { readonly count: 0 }
  | { readonly count: 1; readonly ms: number }
  | { readonly count: 2; readonly min: number; readonly max: number }
  | { readonly count: -1 }

const NO_DATES: DatesInRange = { count: 0 }
const NOT_A_DAY: DatesInRange = { count: -1 }

/**
 * The first two dates of the text as epoch milliseconds (the old platform turned them into
 * numbers joined by `-`; the bounds are taken from the two values directly, so dates before 1970,
 * negative numbers, make ranges too); NOT_A_DAY when one of them is not a real day.
 */
const datesIn = (text: string): DatesInRange => {
  if (text.length < SHORTEST_DATE) return NO_DATES
  DATE_IN_RANGE.lastIndex = 0
  let first = Number.NaN
  for (let m = DATE_IN_RANGE.exec(text); m !== null; m = DATE_IN_RANGE.exec(text)) {
    const ms = dateMs(m)
    if (Number.isNaN(ms)) return NOT_A_DAY
    if (Number.isNaN(first)) first = ms
    else return { count: 2, min: first, max: ms }
  }
  return Number.isNaN(first) ? NO_DATES : { count: 1, ms: first }
}

const TO = /\bto\b/i

/**
 * Only one separator is rewritten to a space: the word `to` when there is one (`to` is its match,
 * so `-5 to -1` keeps both signs), else the last `-` that is not the leading sign. Then everything
 * but digits, signs, points and blanks goes (`$1,000` is 1000).
 */
const sanitised = (text: string, to: RegExpExecArray | null): string => {
  let spaced = text
  if (to !== null) spaced = `${text.slice(0, to.index)} ${text.slice(to.index + 2)}`
  else {
    const dash = text.lastIndexOf("-")
    if (dash > 0) spaced = `${text.slice(0, dash)} ${text.slice(dash + 1)}`
  }
  return spaced.replace(NOT_RANGE_CHARACTER, "")
}

const invalidRange = (raw: string): TypedValue => ({
  normal: raw,
  raw,
  valid: false,
  min: null,
  max: null,
  avg: null,
  mid: null
})

const asNumber = (digits: string): number => Number(digits) + 0

const closedRange = (raw: string, min: number, max: number): TypedValue => {
  const half = (min + max) / 2
  return {
    // `min-max` as the corpus writes it; with a negative maximum `-10--1` would not read back
    // (a dash takes an unsigned maximum), so the word form, which does.
    normal: max < 0 ? `${min} to ${max}` : `${min}-${max}`,
    raw,
    valid: true,
    min,
    max,
    avg: Math.round(half * 100) / 100,
    mid: Math.trunc(half) + 0
  }
}

const textOfRange = (input: unknown): string =>
  input instanceof Date && !Number.isNaN(input.getTime()) ? input.toISOString() : textOf(input)

/**
 * A numeric range: `a-b`, `a to b` or `a b` (closed, kept in the order written), `a+` (open), or
 * a single number (min = max, normal keeps the text as written). Two dates (ISO or US
 * `M/D/YYYY`) make a closed range of their epoch milliseconds, one date a single number.
 * Ranges are compared by `avg`. An invalid range keeps the input text as its normal.
 */
const parseRange = (input: unknown): TypedValue => {
  const raw = textOfRange(input)
  const dates = datesIn(raw)
  if (dates.count === 2) return closedRange(raw, dates.min, dates.max)
  if (dates.count === -1) return invalidRange(raw)
  const text = dates.count === 1 ? String(dates.ms) : raw
  const to = TO.exec(text)
  const clean = sanitised(text, to)
  const open = OPEN_RANGE.exec(clean)
  if (open !== null) {
    const min = asNumber(open[1] as string)
    return { normal: `${min}+`, raw, valid: true, min, max: null, avg: null, mid: null }
  }
  const closed = (to === null ? CLOSED_RANGE : CLOSED_RANGE_AFTER_TO).exec(clean)
  if (closed !== null) return closedRange(raw, asNumber(closed[1] as string), asNumber(closed[2] as string))
  const single = numberFromText(text)
  if (!Number.isFinite(single)) return invalidRange(raw)
  return { normal: text, raw, valid: true, min: single, max: single, avg: single, mid: single }
}

export const range: FieldType = {
  name: "range",
  description: "Numeric range such as 1-10, 1 to 10, $1,000 to $10,000 or 100+, or a single number",
  components: [
    { name: "min", type: "number", description: "Lower bound as written (the first number)" },
    { name: "max", type: "number", description: "Upper bound as written; null for an open range such as 100+" },
    { name: "avg", type: "number", description: "Mean of min and max, to two decimals; rules compare ranges by it" },
    { name: "mid", type: "number", description: "Integer part of the mean of min and max" }
  ],
  operators: operators(EQ, CMP, BL, FV, IN),
  examples: ["100 to 200", "100 - 200", "100+", "100"],
  maskable: false,
  parse: parseRange
}
