/**
 * Instants read from query parameters and bodies. A JavaScript Date holds ±8.64e15 ms around the
 * epoch; a larger value parses as a number but makes `new Date(ms).toISOString()` throw (a 500),
 * so parsers refuse it as they refuse any other bad time.
 */

/** The largest distance from the epoch, in ms, that a Date can hold. */
export const maxInstantMs = 8_640_000_000_000_000

/** `ms` when a Date can hold it, else undefined. */
export const inDateRange = (ms: number): number | undefined =>
  Number.isFinite(ms) && Math.abs(ms) <= maxInstantMs ? ms : undefined

/** What a time parameter takes, for messages and descriptions. */
export const timeParamFormat = "an ISO 8601 date-time with a zone (2024-03-07T10:00:00Z, 2024-03-07T10:00:00.5-05:00) or milliseconds since the epoch (digits)"

// Date, hours and minutes, optional seconds and fraction, and a zone designator: `Z` or ±hh:mm
// (±hhmm). No date alone, no local time: both would be read in some time zone the caller
// did not name.
// RFC 3339's forms are taken too: a space for the `T`, and `t`, `z` in lower case.
const isoDateTime = /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(?:[Zz]|([+-])(\d{2}):?(\d{2}))$/

const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0
const monthDays = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const
const daysInMonth = (year: number, month: number): number => (month === 2 && isLeapYear(year) ? 29 : (monthDays[month - 1] ?? 0))

/**
 * A time bound, the one rule of every time query parameter (changelogs, events and their
 * metrics, reports): an ISO 8601 date-time with a zone designator, or whole milliseconds since
 * the epoch (at most 15 digits). Every field must be a real one: the day within its month
 * (2024-02-30 is refused, not read as March 1st), hours 00 to 23 (no `24:00`), minutes and
 * seconds 00 to 59 (no leap second), a zone offset within ±23:59. Digits of a fraction beyond
 * the millisecond are dropped, so the answer is always whole milliseconds.
 */
export const parseTime = (given: string): number | undefined => {
  // Spaces around the value are no part of it (a query value pasted with one).
  const text = given.trim()
  if (/^\d{1,15}$/.test(text)) return Number(text)
  const match = isoDateTime.exec(text)
  if (match === null) return undefined
  const [year, month, day, hours, minutes, seconds] = [1, 2, 3, 4, 5, 6].map((i) => Number(match[i] ?? 0)) as [
    number, number, number, number, number, number
  ]
  const offsetHours = Number(match[9] ?? 0)
  const offsetMinutes = Number(match[10] ?? 0)
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined
  if (hours > 23 || minutes > 59 || seconds > 59 || offsetHours > 23 || offsetMinutes > 59) return undefined
  const date = new Date(0)
  // setUTCFullYear, not Date.UTC: Date.UTC reads the years 0 to 99 as 1900 to 1999.
  date.setUTCFullYear(year, month - 1, day)
  date.setUTCHours(hours, minutes, seconds, Number((match[7] ?? "").padEnd(3, "0").slice(0, 3)))
  const offsetMs = (match[8] === "-" ? -1 : 1) * (offsetHours * 60 + offsetMinutes) * 60_000
  return inDateRange(date.getTime() - offsetMs)
}
