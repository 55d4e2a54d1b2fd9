import { type IntervalName, intervalNames } from "@leadflow/api"
import { Either } from "effect"
import type { EventSql, Fragment } from "./EventSql.js"
import { addUnits, type CalendarUnit, mondayAnchorMs, startOfUnit, type Timeframe } from "./Timeframe.js"

/**
 * Sub-timeframes of a metric query. The database computes each event's bucket key (integer
 * division of its local time for minutes to weeks, `YYYY-MM`/`YYYY` for months and years) and
 * counts per key; the buckets themselves, empty ones included, are laid out here with the same
 * arithmetic so both sides agree.
 */
const unitOf: Record<IntervalName, CalendarUnit> = {
  minutely: "minute",
  hourly: "hour",
  daily: "day",
  weekly: "week",
  monthly: "month",
  yearly: "year"
}

const widthOf: Partial<Record<CalendarUnit, number>> = {
  minute: 60_000,
  hour: 3_600_000,
  day: 86_400_000,
  week: 7 * 86_400_000
}

/** More buckets than this in one answer is refused (minutely over a month is 43,200). */
export const maxBuckets = 50_000

export interface Bucket {
  readonly key: string
  readonly start: number
  readonly end: number
}

export const parseInterval = (value: string | undefined): Either.Either<IntervalName | undefined, string> => {
  if (value === undefined || value.trim() === "") return Either.right(undefined)
  const name = value.trim()
  return (intervalNames as ReadonlyArray<string>).includes(name)
    ? Either.right(name as IntervalName)
    : Either.left(`unknown interval ${JSON.stringify(name)}; expected one of ${intervalNames.join(", ")}`)
}

const anchorOf = (unit: CalendarUnit): number => (unit === "week" ? mondayAnchorMs : 0)

const pad = (n: number, width: number): string => String(n).padStart(width, "0")

const calendarKeyOf = (t: number, unit: CalendarUnit, offsetMs: number): string => {
  const local = new Date(t + offsetMs)
  return unit === "year"
    ? pad(local.getUTCFullYear(), 4)
    : `${pad(local.getUTCFullYear(), 4)}-${pad(local.getUTCMonth() + 1, 2)}`
}

/** The SQL expression of an event's bucket key, from its `created_at`. */
export const bucketKeySql = (e: EventSql, interval: IntervalName, offsetMs: number): Fragment => {
  const unit = unitOf[interval]
  const width = widthOf[unit]
  const createdAt = e.sql.literal("created_at")
  if (width === undefined) return e.calendarKey(createdAt, offsetMs, unit === "year" ? "year" : "month")
  return e.intDiv(e.sql`created_at + ${offsetMs - anchorOf(unit)}`, width)
}

/** The buckets covering `timeframe`, the first and last cut to it. */
export const buckets = (
  timeframe: Timeframe,
  interval: IntervalName,
  offsetMs: number
): Either.Either<ReadonlyArray<Bucket>, string> => {
  const unit = unitOf[interval]
  const width = widthOf[unit]
  const out: Array<Bucket> = []
  let t = startOfUnit(timeframe.start, unit, offsetMs)
  while (t < timeframe.end) {
    if (out.length >= maxBuckets)
      return Either.left(`interval ${interval} over this timeframe makes more than ${maxBuckets} sub-timeframes`)
    const next = addUnits(t, unit, 1, offsetMs)
    const key =
      width === undefined
        ? calendarKeyOf(t, unit, offsetMs)
        : String(Math.floor((t + offsetMs - anchorOf(unit)) / width))
    out.push({ key, start: Math.max(t, timeframe.start), end: Math.min(next, timeframe.end) })
    t = next
  }
  return Either.right(out)
}
