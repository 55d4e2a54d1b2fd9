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

/** Move `t` by `count` units in local time (fixed offset `offsetMs`). */
export const addUnits = (t: number, unit: CalendarUnit, count: number, offsetMs: number): number => {
  if (unit === "week") return t + count * weekMs
  const width = fixedWidth[unit]
  if (width !== undefined) return t + count * width
  const local = new Date(t + offsetMs)
  const months = unit === "month" ? count : count * 12
  return (
    Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + months, local.getUTCDate(), local.getUTCHours(), local.getUTCMinutes()) -
    offsetMs
  )
}

/** The start of the unit that contains `t`, in local time (fixed offset `offsetMs`). */
export const startOfUnit = (t: number, unit: CalendarUnit, offsetMs: number): number => {
  const local = t + offsetMs
  if (unit === "week") return Math.floor((local - mondayAnchorMs) / weekMs) * weekMs + mondayAnchorMs - offsetMs
  const width = fixedWidth[unit]
  if (width !== undefined) return Math.floor(local / width) * width - offsetMs
  const date = new Date(local)
  return Date.UTC(date.getUTCFullYear(), unit === "month" ? date.getUTCMonth() : 0, 1) - offsetMs
}

const relative = /^(this|previous)_(?:([1-9][0-9]{0,4})_)?(minute|hour|day|week|month|year)s?$/

/** Resolve a relative timeframe name; `undefined` when the name is not one. */
export const relativeTimeframe = (name: string, now: number, offsetMs: number): Timeframe | undefined => {
  const normalized = name === "today" ? "this_1_days" : name === "yesterday" ? "previous_1_days" : name
  const match = relative.exec(normalized)
  if (match === null) return undefined
  const unit = match[3] as CalendarUnit
  const count = match[2] === undefined ? 1 : Number(match[2])
  const current = startOfUnit(now, unit, offsetMs)
  return match[1] === "this"
    ? { start: addUnits(current, unit, 1 - count, offsetMs), end: addUnits(current, unit, 1, offsetMs) }
    : { start: addUnits(current, unit, -count, offsetMs), end: current }
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
 * `start`/`end` parameters; `fallback` (a relative name) when none is given.
 */
export const parseTimeframe = (
  input: TimeframeInput,
  now: number,
  offsetMs: number,
  fallback: string
): Either.Either<Timeframe, TimeframeError> => {
  const text = input.timeframe?.trim()
  if (text !== undefined && text !== "") {
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
    const resolved = relativeTimeframe(text, now, offsetMs)
    return resolved === undefined
      ? Either.left({
          parameter: "timeframe",
          message: `unknown timeframe ${JSON.stringify(text)}: use today, yesterday, this_<n>_<units>, previous_<n>_<units> (minutes, hours, days, weeks, months, years) or {"start","end"}`
        })
      : Either.right(resolved)
  }
  if (input.start !== undefined || input.end !== undefined) {
    const fallbackFrame = relativeTimeframe(fallback, now, offsetMs) as Timeframe
    return bounded(input.start ?? fallbackFrame.start, input.end ?? fallbackFrame.end, "parameters")
  }
  return Either.right(relativeTimeframe(fallback, now, offsetMs) as Timeframe)
}

/** The UTC offset (ms) of an IANA zone at `at`. */
const zoneOffsetMs = (zone: string, at: number): number => {
  const name = new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "longOffset" })
    .formatToParts(at)
    .find((part) => part.type === "timeZoneName")?.value
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? "")
  if (match === null) return 0
  return (match[1] === "-" ? -1 : 1) * (Number(match[2]) * hourMs + Number(match[3]) * minuteMs)
}

/**
 * The query's UTC offset in ms: `timezone` as seconds east of UTC (`-18000`) or an IANA name
 * (`America/Chicago`, taken at `now`: one offset for the whole query). UTC by default.
 */
export const parseTimezone = (value: string | undefined, now: number): Either.Either<number, string> => {
  if (value === undefined || value.trim() === "") return Either.right(0)
  const text = value.trim()
  if (/^[-+]?\d+$/.test(text)) {
    const seconds = Number(text)
    return Math.abs(seconds) <= 14 * 3600
      ? Either.right(seconds * 1000)
      : Either.left("timezone offset must be within ±50400 seconds")
  }
  return isTimeZone(text) ? Either.right(zoneOffsetMs(text, now)) : Either.left(`unknown timezone ${JSON.stringify(text)}`)
}
