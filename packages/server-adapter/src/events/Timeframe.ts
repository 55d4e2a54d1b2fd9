import { isTimeZone } from "@leadflow/core"
import { Either } from "effect"
import { parseTime, timeParamFormat } from "@leadflow/api"

/**
 * The time window of a metric query: a relative name (`today`, `yesterday`, `this_14_days`,
 * `previous_7_days`, `this_month`, `previous_2_weeks` ...) resolved against `now` in the query's
 * time zone, or explicit bounds (`{"start","end"}` as ISO times or ms). Windows are half-open,
 * `[start, end)`. "this" windows include the current (partial) unit; "previous" ones end where
 * the current unit starts. Weeks start on Monday (ISO 8601).
 */
export interface Timeframe {
  readonly start: number
  readonly end: number
}

export type CalendarUnit = "minute" | "hour" | "day" | "week" | "month" | "year"

const minuteMs = 60_000
const hourMs = 3_600_000
export const dayMs = 86_400_000
const weekMs = 7 * dayMs
/** 1970-01-01 was a Thursday: weeks are counted from Monday 1970-01-05. */
export const mondayAnchorMs = 4 * dayMs

const fixedWidth: Partial<Record<CalendarUnit, number>> = { minute: minuteMs, hour: hourMs, day: dayMs }

/**
 * A query's time zone: a fixed offset, ms east of UTC (`timezone=-18000`), or an IANA zone
 * (`America/New_York`), whose offset changes with daylight saving time. Days, weeks, months and
 * years are cut at local midnight by the offset in force at each instant; minutes and hours are
 * real minutes and hours, so the hour the clocks repeat is two hours and the one they skip none.
 */
export type QueryZone = number | string

/** The zone of a query: its IANA name when it has one, else its fixed offset. */
export const queryZone = (query: { readonly offsetMs: number; readonly timeZone?: string | undefined }): QueryZone =>
  query.timeZone ?? query.offsetMs

const offsetFormats = new Map<string, Intl.DateTimeFormat>()

let offsetSamples = 0

/** How many times an IANA zone's offset has been read (each is a formatter call): tests bound it. */
export const offsetSampleCount = (): number => offsetSamples

/** The UTC offset (ms) of an IANA zone at `at`. */
const zoneOffsetMs = (zone: string, at: number): number => {
  offsetSamples++
  let format = offsetFormats.get(zone)
  if (format === undefined) {
    format = new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "longOffset" })
    offsetFormats.set(zone, format)
  }
  const name = format.formatToParts(at).find((part) => part.type === "timeZoneName")?.value
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? "")
  if (match === null) return 0
  return (match[1] === "-" ? -1 : 1) * (Number(match[2]) * hourMs + Number(match[3]) * minuteMs)
}

/** The zone's UTC offset (ms) at `at`. */
export const offsetAt = (zone: QueryZone, at: number): number => (typeof zone === "number" ? zone : zoneOffsetMs(zone, at))

/** Move a wall-clock time (local time read as if it were UTC) by `count` units. */
export const addWallUnits = (wall: number, unit: CalendarUnit, count: number): number => {
  if (unit === "week") return wall + count * weekMs
  const width = fixedWidth[unit]
  if (width !== undefined) return wall + count * width
  const local = new Date(wall)
  const months = unit === "month" ? count : count * 12
  return Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + months, local.getUTCDate(), local.getUTCHours(), local.getUTCMinutes())
}

/** The start of the unit that holds a wall-clock time. */
export const wallStartOfUnit = (wall: number, unit: CalendarUnit): number => {
  if (unit === "week") return Math.floor((wall - mondayAnchorMs) / weekMs) * weekMs + mondayAnchorMs
  const width = fixedWidth[unit]
  if (width !== undefined) return Math.floor(wall / width) * width
  const date = new Date(wall)
  return Date.UTC(date.getUTCFullYear(), unit === "month" ? date.getUTCMonth() : 0, 1)
}

/**
 * The instant at which the wall clock shows `wall`, given the zone's offset at each instant: the
 * first of the two when the clocks repeat it, the moment they jump when they skip it (a day that
 * starts at 01:00 because midnight never came, as in Santiago).
 */
export const instantOf = (wall: number, offset: (at: number) => number): number => {
  const candidates = [offset(wall - dayMs), offset(wall), offset(wall + dayMs)].map((o) => wall - o)
  const valid = candidates.filter((t) => t + offset(t) === wall)
  if (valid.length > 0) return Math.min(...valid)
  let early = Math.min(...candidates)
  let late = Math.max(...candidates)
  const after = offset(late)
  while (late - early > 1) {
    const mid = Math.floor((early + late) / 2)
    if (offset(mid) === after) late = mid
    else early = mid
  }
  return late
}

/** Minutes and hours are real ones: the grid of the offset in force at `t`. */
const subDayWidth: Partial<Record<CalendarUnit, number>> = { minute: minuteMs, hour: hourMs }

/**
 * The start of the unit `k` units after the one that holds `t` (`k` = 0: its own start), in
 * `zone`: days and longer by the wall clock, so a day is 23 or 25 hours long across a change.
 */
export const unitStart = (t: number, unit: CalendarUnit, zone: QueryZone, k: number): number => {
  const offset = (at: number): number => offsetAt(zone, at)
  const width = subDayWidth[unit]
  if (width !== undefined) {
    const o = offset(t)
    return Math.floor((t + o) / width) * width - o + k * width
  }
  return instantOf(addWallUnits(wallStartOfUnit(t + offset(t), unit), unit, k), offset)
}

/** A span of instants (from `from` to the next span's `from`) over which a zone's offset is `offsetMs`. */
export interface OffsetSpan {
  readonly from: number
  readonly offsetMs: number
}

/** The first instant of a UTC year (years 0 to 99 too, which `Date.UTC` reads as 1900 to 1999). */
const yearStartMs = (year: number): number => new Date(0).setUTCFullYear(year, 0, 1)

const changesCache = new Map<string, ReadonlyArray<OffsetSpan>>()

/**
 * The changes of a zone's offset in the UTC year `year`, at instants in `(its start, the next
 * year's start]`, kept per zone and year (a few hundred bytes each): sampled weekly (offsets do
 * not change twice a week), each change then found by bisection to the second (zone data has
 * whole-second change instants), some 50 + 20 a change formatter calls a year the first time.
 */
const yearChanges = (zone: string, year: number): ReadonlyArray<OffsetSpan> => {
  const key = `${zone}|${year}`
  const found = changesCache.get(key)
  if (found !== undefined) return found
  const to = yearStartMs(year + 1)
  const changes: Array<OffsetSpan> = []
  let t = yearStartMs(year)
  let current = zoneOffsetMs(zone, t)
  while (t < to) {
    const next = Math.min(t + weekMs, to)
    if (zoneOffsetMs(zone, next) === current) {
      t = next
      continue
    }
    // In seconds: `early` has the current offset, `late` another.
    let early = t / 1000
    let late = next / 1000
    while (late - early > 1) {
      const mid = Math.floor((early + late) / 2)
      if (zoneOffsetMs(zone, mid * 1000) === current) early = mid
      else late = mid
    }
    t = late * 1000
    current = zoneOffsetMs(zone, t)
    changes.push({ from: t, offsetMs: current })
  }
  if (changesCache.size >= 20_000) changesCache.clear()
  changesCache.set(key, changes)
  return changes
}

/**
 * The zone's offsets over `[start, end)`: one span for a fixed offset or a window without a
 * change, one more per change (from the per-year changes above). The window is the caller's to
 * bound (`Interval.ts`: at most `maxZoneWindowMs`); its cost is linear in its years.
 */
export const offsetSpans = (zone: QueryZone, start: number, end: number): ReadonlyArray<OffsetSpan> => {
  if (typeof zone === "number") return [{ from: start, offsetMs: zone }]
  const spans: Array<OffsetSpan> = [{ from: start, offsetMs: zoneOffsetMs(zone, start) }]
  const last = new Date(end).getUTCFullYear()
  for (let year = new Date(start).getUTCFullYear(); year <= last; year++) {
    for (const change of yearChanges(zone, year)) {
      if (change.from <= start || change.from >= end) continue
      if (change.offsetMs !== (spans[spans.length - 1] as OffsetSpan).offsetMs) spans.push(change)
    }
  }
  return spans
}

/** The offset of the span that holds `t` (the first span's before it starts). */
export const offsetIn = (spans: ReadonlyArray<OffsetSpan>, t: number): number => {
  let found = spans[0] as OffsetSpan
  for (const span of spans) {
    if (span.from > t) break
    found = span
  }
  return found.offsetMs
}

const relative = /^(this|previous)_(?:([1-9][0-9]{0,4})_)?(minute|hour|day|week|month|year)s?$/

/** Resolve a relative timeframe name; `undefined` when the name is not one. */
export const relativeTimeframe = (name: string, now: number, zone: QueryZone): Timeframe | undefined => {
  const normalized = name === "today" ? "this_1_days" : name === "yesterday" ? "previous_1_days" : name
  const match = relative.exec(normalized)
  if (match === null) return undefined
  const unit = match[3] as CalendarUnit
  const count = match[2] === undefined ? 1 : Number(match[2])
  return match[1] === "this"
    ? { start: unitStart(now, unit, zone, 1 - count), end: unitStart(now, unit, zone, 1) }
    : { start: unitStart(now, unit, zone, -count), end: unitStart(now, unit, zone, 0) }
}

/**
 * An instant: `parseTime`'s rule, the one of every time parameter (ISO 8601 date-time with a zone,
 * or whole ms since the epoch); in a JSON timeframe, a number is ms as its digits would be. So a
 * bound is always whole ms, as the databases compare them: a fraction (`1.5`) would be a bigint
 * parameter PostgreSQL refuses and SQLite compares, a negative or exponent one a time nobody
 * means, and text `Date.parse` reads some other way (`-1`, `Mar 7`, a local time) a time in the
 * server's zone. Each is refused instead.
 */
export const parseInstant = (value: unknown): number | undefined =>
  typeof value === "string" ? parseTime(value) : typeof value === "number" ? parseTime(String(value)) : undefined

/** A bad bound, named by the parameter that gave it (`timeframe`, `start` or `end`). */
export interface TimeframeError {
  readonly parameter: string
  readonly message: string
}

/** Explicit bounds; `named` says where they came from: the `timeframe` JSON or the `start`/`end` parameters. */
const bounded = (start: unknown, end: unknown, named: "timeframe" | "parameters"): Either.Either<Timeframe, TimeframeError> => {
  const [startName, endName] = named === "timeframe" ? ["timeframe", "timeframe"] : ["start", "end"]
  const [startLabel, endLabel] = named === "timeframe" ? ["timeframe start", "timeframe end"] : ["start", "end"]
  const s = parseInstant(start)
  if (s === undefined) return Either.left({ parameter: startName, message: `${startLabel} must be ${timeParamFormat}` })
  const e = parseInstant(end)
  if (e === undefined) return Either.left({ parameter: endName, message: `${endLabel} must be ${timeParamFormat}` })
  if (s >= e) return Either.left({ parameter: endName, message: `${startLabel} must be before ${named === "timeframe" ? "its end" : "end"}` })
  return Either.right({ start: s, end: e })
}

export interface TimeframeInput {
  readonly timeframe?: string | undefined
  readonly start?: string | undefined
  readonly end?: string | undefined
}

/**
 * Read the timeframe of a query: `timeframe` (a relative name, or JSON `{"start","end"}`), or the
 * `start`/`end` parameters (not both ways at once: refused); `fallback` (a relative name) when
 * none is given.
 */
export const parseTimeframe = (
  input: TimeframeInput,
  now: number,
  zone: QueryZone,
  fallback: string
): Either.Either<Timeframe, TimeframeError> => {
  const text = input.timeframe?.trim()
  if (text !== undefined && text !== "") {
    // Both ways of giving the window: one would be dropped without a word.
    const other = input.start !== undefined ? "start" : input.end !== undefined ? "end" : undefined
    if (other !== undefined)
      return Either.left({ parameter: "timeframe", message: `give either timeframe or start/end, not both (${other} was given too)` })
    if (text.startsWith("{")) {
      let parsed: unknown
      try {
        parsed = JSON.parse(text)
      } catch {
        return Either.left({ parameter: "timeframe", message: "timeframe is not valid JSON" })
      }
      const { start, end } = (typeof parsed === "object" && parsed !== null ? parsed : {}) as { start?: unknown; end?: unknown }
      return bounded(start, end, "timeframe")
    }
    const resolved = relativeTimeframe(text, now, zone)
    return resolved === undefined
      ? Either.left({
          parameter: "timeframe",
          message: `unknown timeframe ${JSON.stringify(text)}: use today, yesterday, this_<n>_<units>, previous_<n>_<units> (minutes, hours, days, weeks, months, years) or {"start","end"}`
        })
      : Either.right(resolved)
  }
  if (input.start !== undefined || input.end !== undefined) {
    const fallbackFrame = relativeTimeframe(fallback, now, zone) as Timeframe
    return bounded(input.start ?? fallbackFrame.start, input.end ?? fallbackFrame.end, "parameters")
  }
  return Either.right(relativeTimeframe(fallback, now, zone) as Timeframe)
}

/**
 * The query's zone: `timezone` as seconds east of UTC (`-18000`, kept as ms) or an IANA name
 * (`America/Chicago`, kept by name: its offset changes). UTC by default.
 */
export const parseTimezone = (value: string | undefined): Either.Either<QueryZone, string> => {
  if (value === undefined || value.trim() === "") return Either.right(0)
  const text = value.trim()
  if (/^[-+]?\d+$/.test(text)) {
    const seconds = Number(text)
    return Math.abs(seconds) <= 14 * 3600
      ? Either.right(seconds * 1000)
      : Either.left("timezone offset must be within ±50400 seconds")
  }
  return isTimeZone(text) ? Either.right(text) : Either.left(`unknown timezone ${JSON.stringify(text)}`)
}
