import { BL, CMP, EQ, FV, IN, operators } from "../Operators.js"
import type { FieldType } from "../FieldType.js"
import { textOf } from "../FieldType.js"
import type { TypedValue } from "../TypedValue.js"
import { DAY_MS, daysSinceEpoch, isRealDay } from "../internal/dates.js"
import { numberFromText } from "./number.js"

/** ISO dates, with an optional `THH:MM:SS[.fff]Z` that counts only when it is well formed. */
const ISO_DATE = /(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,3}))?Z)?/g
const NOT_RANGE_CHARACTER = /[^\d.+\-\s]+/g
const NUMBER = "(-?(?:\\d+(?:\\.\\d+)?|\\.\\d+))"
const UNSIGNED = "(\\d+(?:\\.\\d+)?|\\.\\d+)"
const OPEN_RANGE = new RegExp(`${NUMBER}\\s*\\+`)
const CLOSED_RANGE = new RegExp(`${NUMBER}\\s+${UNSIGNED}`)

/**
 * The text with its first two ISO dates turned into epoch milliseconds joined by `-`, so date
 * ranges become number ranges; the text unchanged when it holds no ISO date; undefined when one
 * of those dates is not a real day (`2015-02-30`), which makes the range invalid.
 */
const datesAsNumbers = (text: string): string | undefined => {
  if (text.length < 10) return text
  ISO_DATE.lastIndex = 0
  let first: number | undefined
  for (let m = ISO_DATE.exec(text); m !== null; m = ISO_DATE.exec(text)) {
    const [, y, mo, d, h, mi, s, fraction = ""] = m
    const year = Number(y)
    const month = Number(mo)
    const day = Number(d)
    if (!isRealDay(year, month, day)) return undefined
    let ms = daysSinceEpoch(year, month, day) * DAY_MS
    if (h !== undefined) ms += ((Number(h) * 60 + Number(mi)) * 60 + Number(s)) * 1000 + Number(fraction.padEnd(3, "0"))
    if (first === undefined) first = ms
    else return `${first}-${ms}`
  }
  return first === undefined ? text : String(first)
}

const TO = /\bto\b/i

/**
 * Only one separator is rewritten to a space: the word `to` when there is one (so `-5 to -1`
 * keeps both signs), else the last `-` that is not the leading sign. Then everything but digits,
 * signs, points and blanks goes (`$1,000` is 1000).
 */
const sanitised = (text: string): string => {
  const to = TO.exec(text)
  let spaced = text
  if (to !== null) spaced = `${text.slice(0, to.index)} ${text.slice(to.index + 2)}`
  else {
    const dash = text.lastIndexOf("-")
    if (dash > 0) spaced = `${text.slice(0, dash)} ${text.slice(dash + 1)}`
  }
  return spaced.replace(NOT_RANGE_CHARACTER, "")
}

const invalidRange = (normal: string, raw = normal): TypedValue => ({
  normal,
  raw,
  valid: false,
  min: null,
  max: null,
  avg: null,
  mid: null
})

const asNumber = (digits: string): number => Number(digits) + 0

const textOfRange = (input: unknown): string =>
  input instanceof Date && !Number.isNaN(input.getTime()) ? input.toISOString() : textOf(input)

/**
 * A numeric range: `a-b`, `a to b` or `a b` (closed, kept in the order written), `a+` (open), or
 * a single number (min = max, normal keeps the text as written). Ranges are compared by `avg`.
 */
const parseRange = (input: unknown): TypedValue => {
  const raw = textOfRange(input)
  const text = datesAsNumbers(raw)
  if (text === undefined) return invalidRange(raw)
  const clean = sanitised(text)
  const open = OPEN_RANGE.exec(clean)
  if (open !== null) {
    const min = asNumber(open[1] as string)
    return { normal: `${min}+`, raw, valid: true, min, max: null, avg: null, mid: null }
  }
  const closed = CLOSED_RANGE.exec(clean)
  if (closed !== null) {
    const min = asNumber(closed[1] as string)
    const max = asNumber(closed[2] as string)
    const half = (min + max) / 2
    return {
      normal: `${min}-${max}`,
      raw,
      valid: true,
      min,
      max,
      avg: Math.round(half * 100) / 100,
      mid: Math.trunc(half) + 0
    }
  }
  const single = numberFromText(text)
  if (!Number.isFinite(single)) return invalidRange(text, raw)
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
