/**
 * Counting windows for caps and ping limits: `duration` × `duration_units` (minute, hour, day,
 * week, month), aligned to the calendar in a time zone, so a daily cap resets at local midnight
 * and a weekly one on Monday at 00:00. Multi-unit windows are aligned to the epoch (a 2-day
 * window covers local days 0-1, 2-3, ... since 1970-01-01), which keeps them stable across
 * processes without storing when a counter started.
 */

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

const formatters = new Map<string, Intl.DateTimeFormat>()

const formatterFor = (timeZone: string): Intl.DateTimeFormat => {
  let f = formatters.get(timeZone)
  if (f === undefined) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric"
    })
    formatters.set(timeZone, f)
  }
  return f
}

/** True when `timeZone` is an IANA zone this runtime knows. */
export const isTimeZone = (timeZone: string): boolean => {
  try {
    formatterFor(timeZone)
    return true
  } catch {
    return false
  }
}

/** The wall-clock time in `timeZone` at `instant`, expressed as if it were UTC (ms). */
const wallClock = (instant: number, timeZone: string): number => {
  const parts = formatterFor(timeZone).formatToParts(instant)
  let y = 1970, mo = 1, d = 1, h = 0, mi = 0, s = 0
  for (const p of parts) {
    switch (p.type) {
      case "year": y = Number(p.value); break
      case "month": mo = Number(p.value); break
      case "day": d = Number(p.value); break
      case "hour": h = Number(p.value); break
      case "minute": mi = Number(p.value); break
      case "second": s = Number(p.value); break
    }
  }
  return Date.UTC(y, mo - 1, d, h, mi, s) + (instant % 1000 + 1000) % 1000
}

/** The instant at which the wall clock in `timeZone` shows `wall` (two passes settle DST). */
const instantOf = (wall: number, timeZone: string): number => {
  let guess = wall - (wallClock(wall, timeZone) - wall)
  guess = wall - (wallClock(guess, timeZone) - guess)
  return guess
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
  timeZone: string = "UTC"
): ((now: number) => CountingWindow) => {
  const n = Math.max(1, Math.floor(duration))
  const ops = unitOps(unit)
  const fixed = timeZone === "UTC" || timeZone === "Etc/UTC" || timeZone === "GMT"
  let last: CountingWindow = { start: 0, end: 0 }
  return (now) => {
    if (now >= last.start && now < last.end) return last
    const wall = fixed ? now : wallClock(now, timeZone)
    const first = Math.floor(ops.index(wall) / n) * n
    const startWall = ops.start(first)
    const endWall = ops.start(first + n)
    last = fixed
      ? { start: startWall, end: endWall }
      : { start: instantOf(startWall, timeZone), end: instantOf(endWall, timeZone) }
    return last
  }
}
