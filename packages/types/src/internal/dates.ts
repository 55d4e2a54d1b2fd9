/**
 * Reading calendar dates out of lead text, shared by the date, dob and time types.
 *
 * Accepted forms (US month-first wins when both readings are possible; day-first is used only
 * when the US reading is impossible):
 * - numeric with `/` or `-`: `06/02/2014`, `6/2/14`, `18/07/2014`, `06-02-2014`, `2014-06-02`,
 *   `2014-6-2`, `2014-18-07` (year-first needs `-` and a four-digit year);
 * - eight digits: `06022014` (MMDDYYYY), `20140602` (YYYYMMDD), `18072014` (DDMMYYYY),
 *   `20141807` (YYYYDDMM), tried in that order;
 * - month names, optionally after a weekday: `Mon Jun 02 2014`, `June 2, 2014`, `Jun 2nd 2014`,
 *   `18 July 2014`, `Sat, 14 Jun 2014`, `02-Jun-2014`.
 * Two-digit years pivot like the old platform: `00`–`68` are 2000–2068, `69`–`99` 1969–1999.
 * All arithmetic is on the proleptic Gregorian calendar, without time zones.
 */

/** A calendar day; `month` is 1–12. */
export interface CalendarDay {
  readonly year: number
  readonly month: number
  readonly day: number
}

/** A date found at the start of a text. */
export interface DateReading extends CalendarDay {
  /** The day of the week the text named (0 = Sunday), or -1 when it named none. */
  readonly weekday: number
  /** Index in the text just past the date. */
  readonly end: number
}

export const DAY_MS = 86_400_000

const MONTH_NAMES: ReadonlyArray<readonly [string, number]> = [
  ["january", 1], ["february", 2], ["march", 3], ["april", 4], ["may", 5], ["june", 6],
  ["july", 7], ["august", 8], ["september", 9], ["october", 10], ["november", 11], ["december", 12],
  ["jan", 1], ["feb", 2], ["mar", 3], ["apr", 4], ["jun", 6], ["jul", 7], ["aug", 8],
  ["sept", 9], ["sep", 9], ["oct", 10], ["nov", 11], ["dec", 12]
]

const WEEKDAY_NAMES: ReadonlyArray<readonly [string, number]> = [
  ["sunday", 0], ["monday", 1], ["tuesday", 2], ["wednesday", 3], ["thursday", 4], ["friday", 5],
  ["saturday", 6], ["sun", 0], ["mon", 1], ["tues", 2], ["tue", 2], ["wed", 3], ["thurs", 4],
  ["thur", 4], ["thu", 4], ["fri", 5], ["sat", 6]
]

const monthByName: ReadonlyMap<string, number> = new Map(MONTH_NAMES)
const weekdayByName: ReadonlyMap<string, number> = new Map(WEEKDAY_NAMES)

// Longer names first so `june` is not read as `jun` + `e`.
const alternation = (names: ReadonlyArray<readonly [string, number]>): string =>
  names
    .map(([name]) => name)
    .sort((a, b) => b.length - a.length)
    .join("|")

const MONTH = `(${alternation(MONTH_NAMES)})\\.?(?![a-z])`
const WEEKDAY = `(?:(${alternation(WEEKDAY_NAMES)})\\.?(?![a-z])(?:\\s*,\\s*|\\s+))?`
const SEPARATOR = `(?:\\s*[-/.,]\\s*|\\s+)`
const DAY = `(\\d{1,2})(?:st|nd|rd|th)?`

// Sticky: each pattern must match exactly where reading starts.
const NUMERIC = /\s*(\d{1,4})([/-])(\d{1,2})\2(\d{1,4})(?!\d)/y
const COMPACT = /\s*(\d{8})(?!\d)/y
const NAMED_MONTH_FIRST = new RegExp(`\\s*${WEEKDAY}${MONTH}${SEPARATOR}${DAY}${SEPARATOR}(\\d{4})(?!\\d)`, "iy")
const NAMED_DAY_FIRST = new RegExp(`\\s*${WEEKDAY}${DAY}${SEPARATOR}${MONTH}${SEPARATOR}(\\d{4})(?!\\d)`, "iy")

export const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0

const DAYS_IN_MONTH = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]

/** True for a real day of years 1–9999 (year 0 is the usual "unknown" placeholder, not a date). */
export const isRealDay = (year: number, month: number, day: number): boolean =>
  year >= 1 &&
  year <= 9999 &&
  month >= 1 &&
  month <= 12 &&
  day >= 1 &&
  day <= (month === 2 && isLeapYear(year) ? 29 : (DAYS_IN_MONTH[month] as number))

/**
 * Days from 1970-01-01 to the given day. Days past a month's end roll into the next month
 * (Feb 29 of a common year is Mar 1), which the dob age relies on.
 */
export const daysSinceEpoch = (year: number, month: number, day: number): number => {
  // Count years from March so the leap day is the last day of its year.
  const y = month <= 2 ? year - 1 : year
  const era = Math.floor(y / 400)
  const yearOfEra = y - era * 400
  const monthFromMarch = (month + 9) % 12
  const dayOfYear = Math.floor((153 * monthFromMarch + 2) / 5) + day - 1
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear
  return era * 146_097 + dayOfEra - 719_468
}

/** The calendar day `days` after 1970-01-01. */
export const dayFromEpochDays = (days: number): CalendarDay => {
  const z = days + 719_468
  const era = Math.floor(z / 146_097)
  const dayOfEra = z - era * 146_097
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365
  )
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100))
  const monthFromMarch = Math.floor((5 * dayOfYear + 2) / 153)
  const day = dayOfYear - Math.floor((153 * monthFromMarch + 2) / 5) + 1
  const month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
  return { year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day }
}

/** Day of the week (0 = Sunday) of a day counted from 1970-01-01, a Thursday. */
export const weekdayOfEpochDays = (days: number): number => (((days + 4) % 7) + 7) % 7

const pad2 = (n: number): string => (n < 10 ? `0${n}` : String(n))

/** `YYYY-MM-DD`. */
export const dayText = (year: number, month: number, day: number): string =>
  `${String(year).padStart(4, "0")}-${pad2(month)}-${pad2(day)}`

const expandYear = (digits: string): number => {
  const year = Number(digits)
  if (digits.length !== 2) return year
  return year > 68 ? 1900 + year : 2000 + year
}

const reading = (year: number, month: number, day: number, weekday: number, end: number): DateReading | undefined =>
  isRealDay(year, month, day) ? { year, month, day, weekday, end } : undefined

const readNumeric = (text: string, from: number): DateReading | undefined => {
  NUMERIC.lastIndex = from
  const m = NUMERIC.exec(text)
  if (m === null) return undefined
  const [, first = "", separator, second = "", third = ""] = m
  const end = NUMERIC.lastIndex
  const a = Number(first)
  const b = Number(second)
  if (first.length === 4) {
    if (separator !== "-" || third.length > 2) return undefined
    const year = a
    const c = Number(third)
    return reading(year, b, c, -1, end) ?? reading(year, c, b, -1, end)
  }
  if (first.length > 2 || (third.length !== 2 && third.length !== 4)) return undefined
  const year = expandYear(third)
  return reading(year, a, b, -1, end) ?? reading(year, b, a, -1, end)
}

// Eight digits: MMDDYYYY, YYYYMMDD, DDMMYYYY, YYYYDDMM, first real day wins.
const readCompact = (text: string, from: number): DateReading | undefined => {
  COMPACT.lastIndex = from
  const m = COMPACT.exec(text)
  if (m === null) return undefined
  const digits = m[1] ?? ""
  const end = COMPACT.lastIndex
  const head2 = Number(digits.slice(0, 2))
  const mid2 = Number(digits.slice(2, 4))
  const head4 = Number(digits.slice(0, 4))
  const tail4 = Number(digits.slice(4))
  const six = Number(digits.slice(4, 6))
  const last2 = Number(digits.slice(6))
  return (
    reading(tail4, head2, mid2, -1, end) ??
    reading(head4, six, last2, -1, end) ??
    reading(tail4, mid2, head2, -1, end) ??
    reading(head4, last2, six, -1, end)
  )
}

const weekdayNamed = (name: string | undefined): number =>
  name === undefined ? -1 : (weekdayByName.get(name.toLowerCase()) ?? -1)

const readNamed = (text: string, from: number): DateReading | undefined => {
  NAMED_MONTH_FIRST.lastIndex = from
  const us = NAMED_MONTH_FIRST.exec(text)
  if (us !== null) {
    const [, weekday, month = "", day, year] = us
    return reading(
      Number(year),
      monthByName.get(month.toLowerCase()) ?? 0,
      Number(day),
      weekdayNamed(weekday),
      NAMED_MONTH_FIRST.lastIndex
    )
  }
  NAMED_DAY_FIRST.lastIndex = from
  const eu = NAMED_DAY_FIRST.exec(text)
  if (eu === null) return undefined
  const [, weekday, day, month = "", year] = eu
  return reading(
    Number(year),
    monthByName.get(month.toLowerCase()) ?? 0,
    Number(day),
    weekdayNamed(weekday),
    NAMED_DAY_FIRST.lastIndex
  )
}

const isBlank = (code: number): boolean => code <= 32 || code === 160

/**
 * The date written at `from` in `text` (leading whitespace skipped), or undefined when there is
 * none or it is not a real day. Text after the date is left to the caller.
 */
export const readDate = (text: string, from = 0): DateReading | undefined => {
  // The first non-blank character decides which family can match, so at most two regexes run.
  let i = from
  while (i < text.length && isBlank(text.charCodeAt(i))) i++
  const c = text.charCodeAt(i)
  if (c >= 48 && c <= 57) return readNumeric(text, from) ?? readCompact(text, from) ?? readNamed(text, from)
  return readNamed(text, from)
}

/**
 * The calendar day a date field holds: a JS `Date` gives its UTC day; anything else is read as
 * text, which may continue after the date (`2014-06-02T10:00:00Z`). A weekday that contradicts
 * the date (`Tue Jun 02 2014`) makes the text unreadable rather than silently picking one.
 */
export const calendarDayOf = (input: unknown): CalendarDay | undefined => {
  if (input instanceof Date) {
    const ms = input.getTime()
    if (Number.isNaN(ms)) return undefined
    const day = dayFromEpochDays(Math.floor(ms / DAY_MS))
    return isRealDay(day.year, day.month, day.day) ? day : undefined
  }
  const found = readDate(typeof input === "string" ? input : String(input))
  if (found === undefined) return undefined
  if (found.weekday >= 0 && found.weekday !== weekdayOfEpochDays(daysSinceEpoch(found.year, found.month, found.day)))
    return undefined
  return found
}
