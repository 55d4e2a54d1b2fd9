import { type IntervalName, intervalNames } from "@leadflow/api"
import { Either } from "effect"
import type { EventSql, Fragment } from "./EventSql.js"
import {
  addWallUnits,
  type CalendarUnit,
  dayMs,
  instantOf,
  mondayAnchorMs,
  offsetAt,
  offsetIn,
  type OffsetSpan,
  offsetSpans,
  type QueryZone,
  type Timeframe,
  wallStartOfUnit
} from "./Timeframe.js"

/**
 * Sub-timeframes of a metric query. The database computes each event's bucket key (integer
 * division of its local time for minutes to weeks, `YYYY-MM`/`YYYY` for months and years) and
 * counts per key; the buckets themselves, empty ones included, are laid out here with the same
 * arithmetic so both sides agree.
 *
 * Local time is the event's time plus the zone's offset. Minutes and hours are real ones, on the
 * grid of the offset at the window's start (whole-hour and half-hour changes keep that grid: an
 * hour the clocks repeat is two buckets). Days and longer are cut at local midnight by the offset
 * in force at each event: over a window that crosses a change of an IANA zone's offset, the
 * database adds the offset of the event's span (`CASE` over the change instants, a balanced tree
 * of them); a window without a change, and every fixed offset, keeps one constant offset.
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

/** A unit's mean length (a Gregorian month and year), to estimate a window's buckets before laying them out. */
const meanWidthOf: Record<CalendarUnit, number> = {
  minute: 60_000,
  hour: 3_600_000,
  day: dayMs,
  week: 7 * dayMs,
  month: (365.2425 / 12) * dayMs,
  year: 365.2425 * dayMs
}

/**
 * Days and longer in an IANA zone read the zone's offset changes over the window (`offsetSpans`:
 * formatter calls linear in its years, a `CASE` branch a change in the key's SQL): such a window
 * is at most 200 years (a 422 past it). Events are kept 90 days; 200 years of stats is plenty.
 */
export const maxZoneWindowYears = 200
const maxZoneWindowMs = maxZoneWindowYears * 365.2425 * dayMs

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

const calendarKeyOf = (local: number, unit: CalendarUnit): string => {
  const date = new Date(local)
  return unit === "year" ? pad(date.getUTCFullYear(), 4) : `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1, 2)}`
}

const subDay = (unit: CalendarUnit): boolean => unit === "minute" || unit === "hour"

const spansCache = new Map<string, ReadonlyArray<OffsetSpan>>()

/**
 * The zone's offsets over the window and a day past it (where the last bucket's end may fall),
 * kept for the few queries in flight: the key's SQL and the buckets are made from the same ones.
 */
const spansOf = (zone: QueryZone, timeframe: Timeframe): ReadonlyArray<OffsetSpan> => {
  const key = `${zone}|${timeframe.start}|${timeframe.end}`
  const found = spansCache.get(key)
  if (found !== undefined) return found
  const spans = offsetSpans(zone, timeframe.start, timeframe.end + dayMs)
  if (spansCache.size >= 64) spansCache.clear()
  spansCache.set(key, spans)
  return spans
}

/** The offset of the span `created_at` falls in, as a `CASE` over the change instants (a balanced tree). */
const offsetCase = (e: EventSql, spans: ReadonlyArray<OffsetSpan>): Fragment => {
  const integer = (n: number): Fragment => e.sql.literal(String(Math.trunc(n)))
  if (spans.length === 1) return integer((spans[0] as OffsetSpan).offsetMs)
  const mid = Math.floor(spans.length / 2)
  return e.sql`(CASE WHEN created_at < ${integer((spans[mid] as OffsetSpan).from)} THEN ${offsetCase(e, spans.slice(0, mid))} ELSE ${offsetCase(e, spans.slice(mid))} END)`
}

/** The SQL expression of an event's bucket key, from its `created_at`, for a query over `timeframe`. */
export const bucketKeySql = (e: EventSql, interval: IntervalName, zone: QueryZone, timeframe: Timeframe): Fragment => {
  const unit = unitOf[interval]
  const width = widthOf[unit]
  const createdAt = e.sql.literal("created_at")
  const anchor = anchorOf(unit)
  if (subDay(unit)) return e.intDiv(e.sql`created_at + ${offsetAt(zone, timeframe.start) - anchor}`, width as number)
  // The spans the window's events fall in (the ones past its end hold none).
  const spans = spansOf(zone, timeframe).filter((span, i) => i === 0 || span.from < timeframe.end)
  if (spans.length === 1) {
    const offsetMs = (spans[0] as OffsetSpan).offsetMs
    if (width === undefined) return e.calendarKey(createdAt, offsetMs, unit === "year" ? "year" : "month")
    return e.intDiv(e.sql`created_at + ${offsetMs - anchor}`, width)
  }
  const offset = offsetCase(e, spans)
  if (width === undefined) return e.calendarKey(createdAt, offset, unit === "year" ? "year" : "month")
  return e.intDiv(e.sql`created_at + ${offset} - ${e.sql.literal(String(anchor))}`, width)
}

/** The buckets covering `timeframe`, the first and last cut to it. */
export const buckets = (
  timeframe: Timeframe,
  interval: IntervalName,
  zone: QueryZone
): Either.Either<ReadonlyArray<Bucket>, string> => {
  const unit = unitOf[interval]
  const width = widthOf[unit]
  const anchor = anchorOf(unit)
  const out: Array<Bucket> = []
  const tooMany = () => Either.left(`interval ${interval} over this timeframe makes more than ${maxBuckets} sub-timeframes`)
  // Before anything is laid out or sampled: the window's length over the unit's mean length is
  // the count within a few buckets (a zone's changes move it by a day at most, rarely).
  if ((timeframe.end - timeframe.start) / meanWidthOf[unit] - 3 > maxBuckets) return tooMany()
  if (subDay(unit)) {
    const step = width as number
    const offsetMs = offsetAt(zone, timeframe.start)
    let t = Math.floor((timeframe.start + offsetMs) / step) * step - offsetMs
    while (t < timeframe.end) {
      if (out.length >= maxBuckets) return tooMany()
      const next = t + step
      out.push({ key: String(Math.floor((t + offsetMs - anchor) / step)), start: Math.max(t, timeframe.start), end: Math.min(next, timeframe.end) })
      t = next
    }
    return Either.right(out)
  }
  if (typeof zone === "string" && timeframe.end - timeframe.start > maxZoneWindowMs)
    return Either.left(`interval ${interval} with the time zone ${zone} takes a timeframe of at most ${maxZoneWindowYears} years`)
  // By the wall clock: each bucket starts at the instant its local unit starts.
  const spans = spansOf(zone, timeframe)
  const offset = (at: number): number => offsetIn(spans, at)
  const firstWall = wallStartOfUnit(timeframe.start + offset(timeframe.start), unit)
  let t = timeframe.start
  for (let k = 1; t < timeframe.end; k++) {
    if (out.length >= maxBuckets) return tooMany()
    // (Past `t` even if a zone jumped back over a whole unit.)
    const next = Math.max(instantOf(addWallUnits(firstWall, unit, k), offset), t + 1)
    // Keyed by its first instant in the window, with the offset the database adds there.
    const local = t + offset(t)
    const key = width === undefined ? calendarKeyOf(local, unit) : String(Math.floor((local - anchor) / width))
    out.push({ key, start: t, end: Math.min(next, timeframe.end) })
    t = next
  }
  return Either.right(out)
}
