/**
 * Counting windows for caps and ping limits: `duration` × `duration_units` (minute, hour, day,
 * week, month), aligned to the calendar in a time zone, so a daily cap resets at local midnight
 * and a weekly one on Monday at 00:00. Multi-unit windows are aligned to the epoch (a 2-day
 * window covers local days 0-1, 2-3, ... since 1970-01-01), which keeps them stable across
 * processes without storing when a counter started.
 */

import { timeZone, type Zone } from "../time/TimeZone.js"

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
  return wall - zone.offsetAt(guess) * MINUTE
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
        start: (i) => Date.UTC(Math.floor(i / 12), i % 12, 1)
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
  const n = Math.max(1, Math.floor(duration))
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
