import type { DayHours, Schedule } from "../model/Schedule.js"
import { timeZone } from "../time/TimeZone.js"

/**
 * A schedule compiled once per flow version into a plain function of the instant: is it open
 * at `epochMs`? The zone's offset is cached per quarter hour (`time/TimeZone.ts`), so a lead
 * pays for an addition, a division and a few comparisons. Checking and compiling share one
 * parser, so a schedule the checks accept is exactly one that compiles.
 */

/** Open at this instant (ms since the epoch)? */
export type IsOpen = (epochMs: number) => boolean

/** One problem of a schedule, at a dotted path relative to it (`days.mon.0.1`). */
export interface ScheduleIssue {
  readonly path: string
  readonly message: string
}

/** The reason a source's lead fails, or a step is skipped, outside its schedule. */
export const OUTSIDE_SCHEDULE = "outside schedule"

const DAY_MS = 86_400_000
const weekdays = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"] as const

/** Openings as minutes of the day, [start, end) pairs flattened. */
type Minutes = ReadonlyArray<number>

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** Minutes since midnight of `HH:MM` (`24:00` only as an end), or undefined. */
const minutesOf = (text: string, end: boolean): number | undefined => {
  if (end && text === "24:00") return 1440
  const match = TIME.exec(text)
  return match === null ? undefined : Number(match[1]) * 60 + Number(match[2])
}

/** Days since the epoch of a real calendar date `YYYY-MM-DD`, or undefined. */
const dayOf = (text: string): number | undefined => {
  const match = DATE.exec(text)
  if (match === null) return undefined
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const ms = Date.UTC(year, month - 1, day)
  const date = new Date(ms)
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined
  return ms / DAY_MS
}

const parseHours = (hours: DayHours, path: string, issues: Array<ScheduleIssue>): Minutes => {
  const out: Array<number> = []
  hours.forEach(([open, close], i) => {
    const start = minutesOf(open, false)
    const end = minutesOf(close, true)
    if (start === undefined) issues.push({ path: `${path}.${i}.0`, message: `Expected an opening time HH:MM (00:00 to 23:59), actual ${JSON.stringify(open)}` })
    if (end === undefined) issues.push({ path: `${path}.${i}.1`, message: `Expected a closing time HH:MM (00:01 to 24:00), actual ${JSON.stringify(close)}` })
    if (start === undefined || end === undefined) return
    // Overnight hours are two openings: ["22:00", "24:00"] one day and ["00:00", "02:00"] the next.
    if (end <= start) issues.push({ path: `${path}.${i}`, message: `The closing time ${close} must be after the opening time ${open} (split overnight hours over two days)` })
    else out.push(start, end)
  })
  return out
}

const openWithin = (minutes: Minutes, minute: number): boolean => {
  for (let i = 0; i < minutes.length; i += 2) if (minute >= (minutes[i] as number) && minute < (minutes[i + 1] as number)) return true
  return false
}

interface Parsed {
  readonly issues: ReadonlyArray<ScheduleIssue>
  readonly isOpen: IsOpen
}

const parse = (schedule: Schedule): Parsed => {
  const issues: Array<ScheduleIssue> = []
  const zone = timeZone(schedule.time_zone)
  if (zone === undefined) issues.push({ path: "time_zone", message: `Expected an IANA time zone, actual ${JSON.stringify(schedule.time_zone)}` })
  // By weekday number, Sunday first (1970-01-01 was a Thursday: day 0 is weekday 4).
  const week: ReadonlyArray<Minutes> = weekdays.map((day) => parseHours(schedule.days[day] ?? [], `days.${day}`, issues))
  const exceptions = new Map<number, Minutes>()
  schedule.exceptions?.forEach((exception, i) => {
    const day = dayOf(exception.date)
    const hours = parseHours(exception.hours, `exceptions.${i}.hours`, issues)
    if (day === undefined) issues.push({ path: `exceptions.${i}.date`, message: `Expected a date YYYY-MM-DD, actual ${JSON.stringify(exception.date)}` })
    else if (exceptions.has(day)) issues.push({ path: `exceptions.${i}.date`, message: `The date ${exception.date} has more than one exception` })
    else exceptions.set(day, hours)
  })
  const isOpen: IsOpen = (epochMs) => {
    if (zone === undefined) return false
    const local = epochMs + zone.offsetAt(epochMs) * 60_000
    const day = Math.floor(local / DAY_MS)
    const minute = Math.floor((local - day * DAY_MS) / 60_000)
    const hours = exceptions.size === 0 ? undefined : exceptions.get(day)
    return openWithin(hours ?? (week[(((day + 4) % 7) + 7) % 7] as Minutes), minute)
  }
  return { issues, isOpen }
}

/** What is wrong with a schedule (an unknown zone, a bad time or date, a closing before its opening). */
export const checkSchedule = (schedule: Schedule): ReadonlyArray<ScheduleIssue> => parse(schedule).issues

/**
 * The schedule as a function of the instant, or the first problem that keeps it from being one.
 * A host refuses to deploy such a flow (`checkSchedule` on save); an embedder that compiles one
 * anyway gets a blocked flow rather than a schedule silently read as always open or shut.
 */
export const compileSchedule = (schedule: Schedule): { readonly isOpen: IsOpen } | { readonly issue: ScheduleIssue } => {
  const parsed = parse(schedule)
  const first = parsed.issues[0]
  return first === undefined ? { isOpen: parsed.isOpen } : { issue: first }
}
