/**
 * IANA time zones for the `format` helper. One `Intl.DateTimeFormat` per zone, created on first
 * use, and the zone's offset remembered for the current quarter hour: day-parting formats every
 * lead's timestamp in the same zone, and `formatToParts` costs microseconds where a cached offset
 * costs nothing.
 */
import { memoize } from "../template/Memo.js"

export interface Zone {
  /** The zone's name as given (`America/Chicago`). */
  readonly name: string
  /** Minutes to add to UTC to get the wall clock at `epochMs` (Chicago in January: -360). */
  readonly offsetAt: (epochMs: number) => number
  /** The zone's short name at `epochMs` as `Intl` spells it in English (`CST`, `GMT+1`). */
  readonly abbreviationAt: (epochMs: number) => string
}

const quarterHour = 15 * 60 * 1000

/** The zone called `name`, or undefined when `Intl` does not know it. */
export const timeZone: (name: string) => Zone | undefined = memoize((name) => {
  try {
    return makeZone(name)
  } catch {
    // Intl throws a RangeError for an unknown zone name.
    return undefined
  }
}, 1024)

const makeZone = (name: string): Zone => {
  const wallClock = new Intl.DateTimeFormat("en-US", {
    timeZone: name,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric"
  })
  let abbreviations: Intl.DateTimeFormat | undefined
  let cachedBucket = Number.NaN
  let cachedOffset = 0

  const exactOffset = (epochMs: number): number => {
    const whole = Math.floor(epochMs / 1000) * 1000
    return Math.round((wallClockUtc(wallClock, whole) - whole) / 60_000)
  }

  const offsetAt = (epochMs: number): number => {
    const bucket = Math.floor(epochMs / quarterHour)
    if (bucket === cachedBucket) return cachedOffset
    const start = bucket * quarterHour
    const atStart = exactOffset(start)
    // Offsets change at most once per quarter hour, so equal ends mean one offset throughout.
    if (atStart === exactOffset(start + quarterHour - 1)) {
      cachedBucket = bucket
      cachedOffset = atStart
      return atStart
    }
    return exactOffset(epochMs)
  }

  const abbreviationAt = (epochMs: number): string => {
    abbreviations ??= new Intl.DateTimeFormat("en-US", { timeZone: name, timeZoneName: "short" })
    const part = abbreviations.formatToParts(epochMs).find((p) => p.type === "timeZoneName")
    return part?.value ?? ""
  }

  wallClock.format(0) // fail now, inside the try, if the zone is unknown
  return { name, offsetAt, abbreviationAt }
}

/** The wall clock of `epochMs` in the formatter's zone, read back as if it were UTC. */
const wallClockUtc = (format: Intl.DateTimeFormat, epochMs: number): number => {
  let year = 1970
  let month = 1
  let day = 1
  let hour = 0
  let minute = 0
  let second = 0
  for (const part of format.formatToParts(epochMs)) {
    const n = Number(part.value)
    switch (part.type) {
      case "year":
        year = n
        break
      case "month":
        month = n
        break
      case "day":
        day = n
        break
      case "hour":
        hour = n
        break
      case "minute":
        minute = n
        break
      case "second":
        second = n
        break
    }
  }
  return utcMs(year, month, day, hour, minute, second, 0)
}

/** `Date.UTC` without its two-digit-year quirk (years 0–99 are not moved to the 1900s). */
export const utcMs = (
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  second: number,
  millisecond: number
): number => {
  const date = new Date(Date.UTC(2000, month - 1, day, hour, minute, second, millisecond))
  date.setUTCFullYear(year + date.getUTCFullYear() - 2000)
  return date.getTime()
}
