import { Either } from "effect"
import { checkFilters, type CheckedFilter } from "./Filters.js"
import { type IntervalName } from "@leadflow/api"
import { parseInterval } from "./Interval.js"
import type { MetricQuery } from "./MetricQuery.js"
import { parsePropertyPath, type PropertyPath } from "./PropertyPath.js"
import { offsetAt, parseTimeframe, parseTimezone, type Timeframe } from "./Timeframe.js"

/**
 * Reading the event-metrics query parameters. List parameters (`group_by`, `filters`) come
 * repeated (`group_by=a&group_by=b`) or as one JSON array (`group_by=["a","b"]`, the way the
 * reference's clients send `filters`). A bad parameter is named with its message (a 422).
 */
export interface ParamError {
  readonly parameter: string
  readonly message: string
}

export type Many = string | ReadonlyArray<string>

export interface RawMetricParams {
  readonly timeframe?: string | undefined
  readonly start?: string | undefined
  readonly end?: string | undefined
  readonly timezone?: string | undefined
  readonly interval?: string | undefined
  readonly group_by?: Many | undefined
  readonly filters?: Many | undefined
  readonly target_property?: string | undefined
}

/** At most this many `group_by` properties. */
export const maxGroupBy = 5

/** The default timeframe of a metric query (the reference's example). */
export const defaultTimeframe = "this_14_days"

const fail = (parameter: string, message: string): Either.Either<never, ParamError> => Either.left({ parameter, message })

const valuesOf = (value: Many | undefined): ReadonlyArray<string> =>
  value === undefined ? [] : typeof value === "string" ? [value] : value

/** Each value is JSON (array or one item) or plain text. */
export const jsonValues = (parameter: string, value: Many | undefined): Either.Either<ReadonlyArray<unknown>, ParamError> => {
  const out: Array<unknown> = []
  for (const text of valuesOf(value)) {
    const trimmed = text.trim()
    if (trimmed === "") continue
    if (trimmed.startsWith("[") || trimmed.startsWith("{")) {
      try {
        const parsed: unknown = JSON.parse(trimmed)
        if (Array.isArray(parsed)) out.push(...(parsed as ReadonlyArray<unknown>))
        else out.push(parsed)
      } catch {
        return fail(parameter, `${parameter} is not valid JSON`)
      }
    } else out.push(trimmed)
  }
  return Either.right(out)
}

export const parseGroupBy = (value: Many | undefined): Either.Either<ReadonlyArray<PropertyPath>, ParamError> =>
  Either.flatMap(jsonValues("group_by", value), (items) => {
    const names = items.flatMap((item) => (typeof item === "string" ? item.split(",").map((s) => s.trim()) : [item]))
    if (names.length > maxGroupBy) return fail("group_by", `at most ${maxGroupBy} group_by properties`)
    const paths: Array<PropertyPath> = []
    for (const name of names) {
      if (typeof name !== "string") return fail("group_by", "group_by must name properties")
      const path = parsePropertyPath(name)
      if (Either.isLeft(path)) return fail("group_by", path.left)
      paths.push(path.right)
    }
    return Either.right(paths)
  })

export const parseFilters = (value: Many | undefined): Either.Either<ReadonlyArray<CheckedFilter>, ParamError> =>
  Either.flatMap(jsonValues("filters", value), (items) =>
    Either.mapLeft(checkFilters(items), (message) => ({ parameter: "filters", message }))
  )

export const parseTarget = (value: string | undefined): Either.Either<PropertyPath | undefined, ParamError> =>
  value === undefined || value.trim() === ""
    ? Either.right(undefined)
    : Either.mapLeft(parsePropertyPath(value.trim()), (message) => ({ parameter: "target_property", message }))

/** The time zone (its offset now, and its name when it is an IANA zone) and timeframe of a query. */
export const parseWhen = (
  raw: { readonly timeframe?: string | undefined; readonly start?: string | undefined; readonly end?: string | undefined; readonly timezone?: string | undefined },
  now: number,
  fallback: string
): Either.Either<{ readonly offsetMs: number; readonly timeZone: string | undefined; readonly timeframe: Timeframe }, ParamError> =>
  Either.flatMap(
    Either.mapLeft(parseTimezone(raw.timezone), (message) => ({ parameter: "timezone", message })),
    (zone) =>
      Either.map(
        // Named by the parameter at fault: timeframe, start or end.
        parseTimeframe(raw, now, zone, fallback),
        (timeframe) => ({ offsetMs: offsetAt(zone, now), timeZone: typeof zone === "string" ? zone : undefined, timeframe })
      )
  )

export const parseMetricQuery = (
  accountId: string,
  raw: RawMetricParams,
  now: number
): Either.Either<MetricQuery, ParamError> =>
  Either.gen(function* () {
    const when = yield* parseWhen(raw, now, defaultTimeframe)
    const interval: IntervalName | undefined = yield* Either.mapLeft(parseInterval(raw.interval), (message) => ({
      parameter: "interval",
      message
    }))
    const groupBy = yield* parseGroupBy(raw.group_by)
    const filters = yield* parseFilters(raw.filters)
    const targetProperty = yield* parseTarget(raw.target_property)
    return { accountId, ...when, interval, groupBy, filters, targetProperty }
  })
