/**
 * Date and time formatting with moment.js format tokens, as the old platform's `format` helper
 * used them (`{{format submission.timestamp format="HHmm" timezone="America/Chicago"}}`).
 * A pattern is compiled once per (pattern, locale) into a list of small printers.
 */
import { locale as localeNamed, ordinal, type Locale, type LongFormat } from "./Locale.js"
import { memoize } from "./Memo.js"
import { timeZone, utcMs, type Zone } from "../time/TimeZone.js"

/** Something to format: an instant, or a calendar date (`YYYY-MM-DD`, no time zone). */
export interface Moment {
  readonly epochMs: number
  readonly dateOnly: boolean
}

const dateOnlyText = /^(\d{4})-(\d{2})-(\d{2})$/
const instantText =
  /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i

/**
 * Read a moment from a `Date`, a `YYYY-MM-DD` string (a date's normal) or an ISO-8601 date-time
 * (a time's normal; without an offset it is UTC). Anything else is not a moment.
 */
export const toMoment = (value: unknown): Moment | undefined => {
  if (value instanceof Date) {
    const ms = value.getTime()
    return Number.isNaN(ms) ? undefined : { epochMs: ms, dateOnly: false }
  }
  if (typeof value !== "string") return undefined
  const text = value.trim()
  const day = dateOnlyText.exec(text)
  if (day !== null) {
    const [, y, m, d] = day as unknown as [string, string, string, string]
    const ms = checkedUtc(Number(y), Number(m), Number(d), 0, 0, 0, 0)
    return ms === undefined ? undefined : { epochMs: ms, dateOnly: true }
  }
  const instant = instantText.exec(text)
  if (instant === null) return undefined
  const [, y, mo, d, h, mi, s, fraction, offset] = instant
  const ms = fraction === undefined ? 0 : Math.floor(Number(`0.${fraction}`) * 1000)
  const wall = checkedUtc(Number(y), Number(mo), Number(d), Number(h), Number(mi), Number(s ?? 0), ms)
  if (wall === undefined) return undefined
  return { epochMs: wall - offsetMinutes(offset) * 60_000, dateOnly: false }
}

/** UTC milliseconds of the fields, or undefined when a field is out of range (Feb 30th, 25h). */
const checkedUtc = (
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  second: number,
  ms: number
): number | undefined => {
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined
  if (hour > 23 || minute > 59 || second > 59) return undefined
  return year >= 100 ? Date.UTC(year, month - 1, day, hour, minute, second, ms) : utcMs(year, month, day, hour, minute, second, ms)
}

const daysInMonth = (year: number, month: number): number =>
  month === 2 ? (daysInYear(year) === 366 ? 29 : 28) : month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31

const offsetMinutes = (offset: string | undefined): number => {
  if (offset === undefined || offset.toUpperCase() === "Z") return 0
  const digits = offset.slice(1).replace(":", "")
  const minutes = Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2) || "0")
  return offset.startsWith("-") ? -minutes : minutes
}

/** The fields a pattern prints, read in the target zone. */
interface Fields {
  readonly year: number
  readonly month: number
  readonly day: number
  readonly hour: number
  readonly minute: number
  readonly second: number
  readonly millisecond: number
  readonly weekday: number
  readonly dayOfYear: number
  readonly epochMs: number
  readonly offset: number
  readonly zone: Zone | undefined
}

type Printer = (fields: Fields, locale: Locale) => string

/**
 * Format `moment` with a moment.js `pattern` in the IANA zone `zoneName` (default UTC; ignored for
 * calendar dates, which have no zone) and the locale `localeName` (default English). Returns
 * undefined when the zone is unknown or the moment is out of range.
 */
export const formatDate = (
  moment: Moment,
  pattern: string,
  zoneName?: string,
  localeName?: string
): string | undefined => {
  let zone: Zone | undefined
  if (!moment.dateOnly && zoneName !== undefined && zoneName !== "") {
    zone = timeZone(zoneName)
    if (zone === undefined) return undefined
  }
  const loc = localeNamed(localeName)
  const fields = fieldsOf(moment.epochMs, zone)
  if (fields === undefined) return undefined
  const printers = compiledPatterns(loc)(pattern)
  let out = ""
  for (const print of printers) out += print(fields, loc)
  return out
}

/** True when `zoneName` is an IANA zone `Intl` knows. */
export const isTimeZone = (zoneName: string): boolean => timeZone(zoneName) !== undefined

const fieldsOf = (epochMs: number, zone: Zone | undefined): Fields | undefined => {
  if (!Number.isFinite(epochMs) || Math.abs(epochMs) > 8.64e15) return undefined
  const offset = zone === undefined ? 0 : zone.offsetAt(epochMs)
  const wall = new Date(epochMs + offset * 60_000)
  if (Number.isNaN(wall.getTime())) return undefined
  const year = wall.getUTCFullYear()
  const month = wall.getUTCMonth() + 1
  const day = wall.getUTCDate()
  return {
    year,
    month,
    day,
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
    millisecond: wall.getUTCMilliseconds(),
    weekday: wall.getUTCDay(),
    dayOfYear: dayOfYear(year, month, day),
    epochMs,
    offset,
    zone
  }
}

const dayMs = 86_400_000

const dayOfYear = (year: number, month: number, day: number): number =>
  Math.round((utcMs(year, month, day, 0, 0, 0, 0) - utcMs(year, 1, 1, 0, 0, 0, 0)) / dayMs) + 1

const daysInYear = (year: number): number => ((year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 366 : 365)

/**
 * Where week 1 of `year` starts, as a day-of-year offset, under a week rule: weeks begin on `dow`
 * and week 1 is the one holding January `7 + dow - doy` (the 1st for US weeks, the 4th for ISO).
 */
const firstWeekOffset = (year: number, dow: number, doy: number): number => {
  const anchor = 7 + dow - doy
  const anchorWeekday = new Date(utcMs(year, 1, anchor, 0, 0, 0, 0)).getUTCDay()
  return -((7 + anchorWeekday - dow) % 7) + anchor - 1
}

const weeksInYear = (year: number, dow: number, doy: number): number =>
  (daysInYear(year) - firstWeekOffset(year, dow, doy) + firstWeekOffset(year + 1, dow, doy)) / 7

/** Week number and week-based year of a day under a week rule. */
const weekOf = (f: Fields, dow: number, doy: number): { week: number; year: number } => {
  const week = Math.floor((f.dayOfYear - firstWeekOffset(f.year, dow, doy) - 1) / 7) + 1
  if (week < 1) return { week: week + weeksInYear(f.year - 1, dow, doy), year: f.year - 1 }
  const inYear = weeksInYear(f.year, dow, doy)
  return week > inYear ? { week: week - inYear, year: f.year + 1 } : { week, year: f.year }
}

const pad = (n: number, width: number): string => {
  const digits = String(Math.abs(n)).padStart(width, "0")
  return n < 0 ? `-${digits}` : digits
}

const localWeek = (f: Fields, l: Locale) => weekOf(f, l.week.dow, l.week.doy)
const isoWeek = (f: Fields) => weekOf(f, 1, 4)
const hour12 = (f: Fields): number => f.hour % 12 || 12

const utcOffset = (separator: string): Printer => (f) => {
  const sign = f.offset < 0 ? "-" : "+"
  const abs = Math.abs(f.offset)
  return `${sign}${pad(Math.floor(abs / 60), 2)}${separator}${pad(abs % 60, 2)}`
}

const fraction = (digits: number): Printer => (f) =>
  digits <= 3
    ? pad(Math.floor(f.millisecond / 10 ** (3 - digits)), digits)
    : pad(f.millisecond, 3) + "0".repeat(digits - 3)

/** The moment.js format tokens the reference documents, each with its printer. */
const tokens: Readonly<Record<string, Printer>> = {
  M: (f) => String(f.month),
  Mo: (f) => ordinal(f.month),
  MM: (f) => pad(f.month, 2),
  MMM: (f, l) => l.monthsShort[f.month - 1] ?? "",
  MMMM: (f, l) => l.months[f.month - 1] ?? "",
  Q: (f) => String(Math.ceil(f.month / 3)),
  Qo: (f) => ordinal(Math.ceil(f.month / 3)),
  D: (f) => String(f.day),
  Do: (f) => ordinal(f.day),
  DD: (f) => pad(f.day, 2),
  DDD: (f) => String(f.dayOfYear),
  DDDo: (f) => ordinal(f.dayOfYear),
  DDDD: (f) => pad(f.dayOfYear, 3),
  d: (f) => String(f.weekday),
  do: (f) => ordinal(f.weekday),
  dd: (f, l) => l.weekdaysMin[f.weekday] ?? "",
  ddd: (f, l) => l.weekdaysShort[f.weekday] ?? "",
  dddd: (f, l) => l.weekdays[f.weekday] ?? "",
  e: (f, l) => String((f.weekday - l.week.dow + 7) % 7),
  E: (f) => String(f.weekday || 7),
  w: (f, l) => String(localWeek(f, l).week),
  wo: (f, l) => ordinal(localWeek(f, l).week),
  ww: (f, l) => pad(localWeek(f, l).week, 2),
  W: (f) => String(isoWeek(f).week),
  Wo: (f) => ordinal(isoWeek(f).week),
  WW: (f) => pad(isoWeek(f).week, 2),
  Y: (f) => (f.year <= 9999 ? pad(f.year, 4) : `+${f.year}`),
  YY: (f) => pad(((f.year % 100) + 100) % 100, 2),
  YYYY: (f) => pad(f.year, 4),
  gg: (f, l) => pad(((localWeek(f, l).year % 100) + 100) % 100, 2),
  gggg: (f, l) => pad(localWeek(f, l).year, 4),
  GG: (f) => pad(((isoWeek(f).year % 100) + 100) % 100, 2),
  GGGG: (f) => pad(isoWeek(f).year, 4),
  A: (f) => (f.hour < 12 ? "AM" : "PM"),
  a: (f) => (f.hour < 12 ? "am" : "pm"),
  H: (f) => String(f.hour),
  HH: (f) => pad(f.hour, 2),
  h: (f) => String(hour12(f)),
  hh: (f) => pad(hour12(f), 2),
  k: (f) => String(f.hour || 24),
  kk: (f) => pad(f.hour || 24, 2),
  m: (f) => String(f.minute),
  mm: (f) => pad(f.minute, 2),
  s: (f) => String(f.second),
  ss: (f) => pad(f.second, 2),
  ...Object.fromEntries(Array.from({ length: 9 }, (_, i) => ["S".repeat(i + 1), fraction(i + 1)])),
  z: (f) => (f.zone === undefined ? "" : f.zone.abbreviationAt(f.epochMs)),
  zz: (f) => (f.zone === undefined ? "" : f.zone.abbreviationAt(f.epochMs)),
  Z: utcOffset(":"),
  ZZ: utcOffset(""),
  X: (f) => String(Math.floor(f.epochMs / 1000)),
  x: (f) => String(f.epochMs)
}

const longFormatNames: ReadonlyArray<string> = ["LLLL", "llll", "LTS", "LLL", "lll", "LL", "ll", "LT", "L", "l"]

/** Token names longest first, so `MMMM` wins over `MM` and `DDDo` over `DDD`. */
const tokenNames = Object.keys(tokens).sort((a, b) => b.length - a.length)

/** Compiled patterns, per locale (the names and long formats differ). */
const patternsByLocale = new WeakMap<Locale, (pattern: string) => ReadonlyArray<Printer>>()

const compiledPatterns = (loc: Locale): ((pattern: string) => ReadonlyArray<Printer>) => {
  let compiled = patternsByLocale.get(loc)
  if (compiled === undefined) {
    compiled = memoize((pattern) => compilePattern(pattern, loc))
    patternsByLocale.set(loc, compiled)
  }
  return compiled
}

/** Compile `pattern` into printers; literal runs become constant printers. */
const compilePattern = (pattern: string, loc: Locale): ReadonlyArray<Printer> => {
  const printers: Array<Printer> = []
  let literal = ""
  const flush = () => {
    if (literal === "") return
    const text = literal
    printers.push(() => text)
    literal = ""
  }
  for (const piece of tokenize(expandLongFormats(pattern, loc))) {
    if (piece.token === undefined) {
      literal += piece.text
    } else {
      flush()
      printers.push(piece.token)
    }
  }
  flush()
  return printers
}

type Piece = { readonly text: string; readonly token?: Printer }

const tokenize = (pattern: string): ReadonlyArray<Piece> => {
  const pieces: Array<Piece> = []
  let i = 0
  while (i < pattern.length) {
    const ch = pattern[i] as string
    if (ch === "[") {
      const close = pattern.indexOf("]", i + 1)
      if (close > i) {
        pieces.push({ text: pattern.slice(i + 1, close) })
        i = close + 1
        continue
      }
    }
    if (ch === "\\" && i + 1 < pattern.length) {
      pieces.push({ text: pattern[i + 1] as string })
      i += 2
      continue
    }
    const name = tokenNames.find((t) => pattern.startsWith(t, i))
    if (name === undefined) {
      pieces.push({ text: ch })
      i += 1
    } else {
      pieces.push({ text: name, token: tokens[name] as Printer })
      i += name.length
    }
  }
  return pieces
}

/**
 * Replace the locale tokens (`LT`, `L`, `ll`, ...) by their patterns, leaving bracketed text
 * alone. The lower-case forms shorten the upper-case ones as moment does: `MMMM`→`MMM`,
 * `MM`→`M`, `DD`→`D`, `dddd`→`ddd`.
 */
const expandLongFormats = (pattern: string, loc: Locale): string => {
  let out = ""
  let i = 0
  while (i < pattern.length) {
    const ch = pattern[i] as string
    if (ch === "[") {
      const close = pattern.indexOf("]", i + 1)
      if (close > i) {
        out += pattern.slice(i, close + 1)
        i = close + 1
        continue
      }
    }
    if (ch === "\\" && i + 1 < pattern.length) {
      out += pattern.slice(i, i + 2)
      i += 2
      continue
    }
    const name = ch === "L" || ch === "l" ? longFormatNames.find((t) => pattern.startsWith(t, i)) : undefined
    if (name === undefined) {
      out += ch
      i += 1
    } else {
      out += longFormat(name, loc)
      i += name.length
    }
  }
  return out
}

const longFormat = (name: string, loc: Locale): string => {
  const upper = name.toUpperCase() as LongFormat
  const full = loc.longFormats[upper]
  if (name === upper) return full
  return full.replace(/\[[^\]]*\]|MMMM|MM|DD|dddd/g, (m) => (m.startsWith("[") ? m : m.slice(1)))
}
