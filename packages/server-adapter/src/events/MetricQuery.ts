import { Data } from "effect"
import type { CheckedFilter } from "./Filters.js"
import type { IntervalName } from "@leadflow/api"
import type { PropertyPath } from "./PropertyPath.js"
import type { Timeframe } from "./Timeframe.js"

/** A checked event-metrics query of one account (see `MetricParams` for reading one from a URL). */
export interface MetricQuery {
  readonly accountId: string
  readonly timeframe: Timeframe
  /** UTC offset of the query's time zone (for an IANA zone, its offset now). */
  readonly offsetMs: number
  /**
   * The query's IANA time zone, when it names one: relative timeframes and interval edges follow
   * its offset changes (`Timeframe.ts` `queryZone`). Absent: `offsetMs` throughout.
   */
  readonly timeZone?: string | undefined
  readonly interval: IntervalName | undefined
  readonly groupBy: ReadonlyArray<PropertyPath>
  readonly filters: ReadonlyArray<CheckedFilter>
  /** The property counted (`count_unique`), selected (`select_unique`) or measured (`median`). */
  readonly targetProperty: PropertyPath | undefined
}

/** A query the database could run but that is refused (too many values, a bad parameter). */
export class MetricQueryError extends Data.TaggedError("MetricQueryError")<{
  readonly parameter: string
  readonly message: string
}> {}

/** A sub-timeframe as answers show it. */
export interface TimeframeText {
  readonly start: string
  readonly end: string
}

export const timeframeText = (timeframe: Timeframe): TimeframeText => ({
  start: new Date(timeframe.start).toISOString(),
  end: new Date(timeframe.end).toISOString()
})
