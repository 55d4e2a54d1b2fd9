import { BL, BTW, CMP, EQ, FV, operators } from "../Operators.js"
import type { FieldType } from "../FieldType.js"
import { invalidValue } from "../FieldType.js"
import type { ResolvedParseOptions, TypedValue } from "../TypedValue.js"
import { calendarDayOf, DAY_MS, dayFromEpochDays, daysSinceEpoch, dayText } from "../internal/dates.js"
import type { CalendarDay } from "../internal/dates.js"

// Age is measured at 02:24 UTC (a tenth of a day past midnight), as the old platform did.
const AGE_CLOCK_OFFSET_MS = 144 * 60_000
// Days per Gregorian year: 146,097 days every 400 years.
const DAYS_PER_YEAR = 146_097 / 400

let cachedDayIndex = Number.NaN
let cachedToday: CalendarDay = { year: 1970, month: 1, day: 1 }

// Leads arrive in bursts on the same day: reuse the calendar day of the last `now` seen.
const todayOf = (dayIndex: number): CalendarDay => {
  if (dayIndex !== cachedDayIndex) {
    cachedToday = dayFromEpochDays(dayIndex)
    cachedDayIndex = dayIndex
  }
  return cachedToday
}

const before = (monthA: number, dayA: number, monthB: number, dayB: number): boolean =>
  monthA < monthB || (monthA === monthB && dayA < dayB)

/**
 * Age in years with one decimal, rounded down: whole years (counted toward zero, so a future
 * date gives a negative age) plus the tenths of a year since the latest birthday. A Feb 29
 * birthday falls on Mar 1 in common years, for both parts.
 */
export const ageAt = (birth: CalendarDay, now: number): number => {
  const dayIndex = Math.floor(now / DAY_MS)
  const instant = dayIndex * DAY_MS + AGE_CLOCK_OFFSET_MS
  const today = todayOf(dayIndex)
  const birthDays = daysSinceEpoch(birth.year, birth.month, birth.day)
  const whole =
    birthDays <= dayIndex
      ? today.year - birth.year - (before(today.month, today.day, birth.month, birth.day) ? 1 : 0)
      : 0 - (birth.year - today.year - (before(today.month, today.day, birth.month, birth.day) ? 0 : 1))
  let birthday = daysSinceEpoch(today.year, birth.month, birth.day) * DAY_MS
  if (birthday > instant) birthday = daysSinceEpoch(today.year - 1, birth.month, birth.day) * DAY_MS
  const yearsSince = (instant - birthday) / DAY_MS / DAYS_PER_YEAR
  const tenths = Math.min(9, Math.floor(yearsSince * 10))
  return (whole * 10 + tenths) / 10
}

const parseDob = (input: unknown, options: ResolvedParseOptions): TypedValue => {
  const day = calendarDayOf(input)
  if (day === undefined) return invalidValue(input, { masked: false, age: null, year: null })
  return {
    normal: dayText(day.year, day.month, day.day),
    raw: input,
    valid: true,
    masked: false,
    age: ageAt(day, options.now()),
    year: day.year
  }
}

export const dob: FieldType = {
  name: "dob",
  description: "Date of birth, read like a date and normalised to YYYY-MM-DD, with the age it gives today",
  components: [
    { name: "age", type: "number", description: "Age in years with one decimal, rounded down" },
    { name: "year", type: "number", description: "Year of birth" },
    { name: "masked", type: "boolean", description: "True once the value has been masked" }
  ],
  operators: operators(EQ, CMP, BL, FV, BTW),
  examples: ["Mon Jun 02 2014", "Jun 02 2014", "06/02/2014", "2014-06-02"],
  maskable: true,
  parse: parseDob
}
