/**
 * Counting windows for caps and ping limits: `duration` × `duration_units` (minute, hour, day,
 * week, month), aligned to the calendar in a time zone, so a daily cap resets at local midnight
 * and a weekly one on Monday at 00:00. Multi-unit windows are aligned to the epoch (a 2-day
 * window covers local days 0-1, 2-3, ... since 1970-01-01), which keeps them stable across
 * processes without storing when a counter started.
 */

import { maxIntervalLength } from "../model/Interval.js"
import { timeZone, utcMs, type Zone } from "../time/TimeZone.js"

export type DurationUnit = "minute" | "hour" | "day" | "week" | "month"

export interface CountingWindow {
  /** Inclusive start, ms since the epoch. */
  readonly start: number
  /** Exclusive end, ms since the epoch: when the counter resets. */
  readonly end: number
}

const MINUTE = 60_000
const HOUR = 3_600_000
const DAY = 86_400_000

/** True when `timeZone` is an IANA zone this runtime knows. */
export const isTimeZone = (name: string): boolean => timeZone(name) !== undefined

/** The wall-clock time in `zone` at `instant`, expressed as if it were UTC (ms). */
const wallClock = (instant: number, zone: Zone): number => instant + zone.offsetAt(instant) * MINUTE

/** The instant at which the wall clock in `zone` shows `wall` (two passes settle DST). */
const instantOf = (wall: number, zone: Zone): number => {
  const guess = wall - zone.offsetAt(wall) * MINUTE
  const instant = wall - zone.offsetAt(guess) * MINUTE
  if (wallClock(instant, zone) === wall) return instant
  // Near an offset change, the instant the other offset gives may be the one that shows `wall`.
  const other = wall - zone.offsetAt(instant) * MINUTE
  if (wallClock(other, zone) === wall) return other
  // Neither does: the clocks skip `wall` (Santiago's midnight on a spring-forward day). The two
  // passes land an offset change early, and a window ending there would end before its own last
  // hour. Use the moment the clocks jump, so a window ends exactly where the next starts: it lies
  // between the two instants, found by bisection (rare: once a window).
  let early = Math.min(instant, other)
  let late = Math.max(instant, other)
  const after = zone.offsetAt(late)
  if (zone.offsetAt(early) === after) return late
  while (late - early > 1) {
    const mid = Math.floor((early + late) / 2)
    if (zone.offsetAt(mid) === after) late = mid
    else early = mid
  }
  return late
}

/** Wall-clock start of the unit index `i`, and the index of a wall-clock time. */
const unitOps = (unit: DurationUnit): { index: (wall: number) => number; start: (i: number) => number } => {
  switch (unit) {
    case "minute":
      return { index: (w) => Math.floor(w / MINUTE), start: (i) => i * MINUTE }
    case "hour":
      return { index: (w) => Math.floor(w / HOUR), start: (i) => i * HOUR }
    case "day":
      return { index: (w) => Math.floor(w / DAY), start: (i) => i * DAY }
    case "week":
      // 1970-01-01 was a Thursday; weeks start on Monday, so shift by three days.
      return { index: (w) => Math.floor((Math.floor(w / DAY) + 3) / 7), start: (i) => (i * 7 - 3) * DAY }
    case "month":
      return {
        index: (w) => {
          const d = new Date(w)
          return d.getUTCFullYear() * 12 + d.getUTCMonth()
        },
        // `utcMs`, not `Date.UTC`, which takes years 0-99 for 1900-1999.
        start: (i) => utcMs(Math.floor(i / 12), i - Math.floor(i / 12) * 12 + 1, 1, 0, 0, 0, 0)
      }
  }
}

/**
 * A function that returns the window containing an instant. Compile it once per cap; it keeps
 * the last window and answers from it while the clock stays inside, so the per-lead cost is a
 * comparison.
 */
export const compileWindow = (
  duration: number,
  unit: DurationUnit,
  zoneName: string = "UTC"
): ((now: number) => CountingWindow) => {
  // The flow check refuses periods over 100 years (`maxIntervalLength`); one deployed before it
  // counts in 100-year windows rather than in windows that end past any date.
  const n = Math.min(maxIntervalLength[unit], Math.max(1, Math.floor(duration)))
  const ops = unitOps(unit)
  // An unknown zone counts in UTC (the schemas reject unknown zones before this).
  const zone = zoneName === "UTC" || zoneName === "Etc/UTC" || zoneName === "GMT" ? undefined : timeZone(zoneName)
  let last: CountingWindow = { start: 0, end: 0 }
  return (now) => {
    if (now >= last.start && now < last.end) return last
    const wall = zone === undefined ? now : wallClock(now, zone)
    const first = Math.floor(ops.index(wall) / n) * n
    const startWall = ops.start(first)
    const endWall = ops.start(first + n)
    last =
      zone === undefined
        ? { start: startWall, end: endWall }
        : { start: instantOf(startWall, zone), end: instantOf(endWall, zone) }
    return last
  }
}
