import { Schema } from "effect"
import { FunnelStep } from "./FunnelStep.js"
import { intervalNames } from "./IntervalName.js"
import { ListLimit } from "../ListLimit.js"
import { timeParamFormat } from "../Instant.js"

/**
 * Query parameters and answers of the `events` endpoints, as the reference describes them (its
 * shapes fill in what the spec leaves out). Parameters the schema cannot check alone (property
 * paths, filters, timeframes, rules) are checked by `events/*` and answered with a 422 too.
 */
const opt = <S extends Schema.Schema.Any>(schema: S) => Schema.optionalWith(schema, { exact: true })

/** A repeated parameter: one value or several. */
const Many = Schema.Union(Schema.String, Schema.Array(Schema.String))

const ObjectId = Schema.String.pipe(
  Schema.pattern(/^[0-9a-fA-F]{24}$/, { message: () => "must be a 24-character hexadecimal id" })
)

const timezoneDescription =
  "Seconds east of UTC (-18000: one offset throughout) or a tz database name (America/New_York: its offset changes are followed, so days start at local midnight)"

const when = {
  timeframe: opt(
    Schema.String.annotations({
      description:
        'A relative timeframe (today, yesterday, this_14_days, previous_7_days, this_month ...) or JSON {"start","end"}, each an ISO 8601 date-time with a zone (2024-03-07T10:00:00Z) or whole ms since the epoch (a string of digits or an integer)'
    })
  ),
  start: opt(Schema.String.annotations({ description: `Start (ISO 8601 or ms), instead of a timeframe: ${timeParamFormat}` })),
  end: opt(Schema.String.annotations({ description: `End, exclusive (ISO 8601 or ms), instead of a timeframe: ${timeParamFormat}` })),
  timezone: opt(Schema.String.annotations({ description: timezoneDescription }))
}

const Interval = Schema.Literal(...intervalNames)

const metric = {
  ...when,
  interval: opt(Interval),
  group_by: opt(Many.annotations({ description: "Event properties to group by (vars.source.id, outcome ...)" })),
  filters: opt(
    Many.annotations({
      description: "JSON array of {property_name, operator, property_value}; operators eq, ne, lt, lte, gt, gte, exists, in, contains, not_contains, starts_with, is blank, is not blank"
    })
  )
}

/**
 * A parameter the endpoint does not take is refused by name (a 422), not ignored: a misspelt
 * `filter` answered the unfiltered count, a `target_property` on `count` counted events anyway.
 */
const strict = { parseOptions: { errors: "all", onExcessProperty: "error" } } as const

export const CountParams = Schema.Struct(metric).annotations(strict)
export const CountUniqueParams = Schema.Struct({
  ...metric,
  target_property: opt(Schema.String.annotations({ description: "The property whose distinct values are counted (default vars.lead.id)" }))
}).annotations(strict)
export const SelectUniqueParams = Schema.Struct({
  ...metric,
  target_property: Schema.String.annotations({ description: "The property whose distinct values are listed" })
}).annotations(strict)
export const MedianParams = Schema.Struct({
  ...metric,
  max_age: opt(Schema.NumberFromString.pipe(Schema.positive()).annotations({ description: "Seconds back from now (default 86400)" })),
  target_property: opt(Schema.String.annotations({ description: "A numeric property (default ms)" }))
}).annotations(strict)
export const FunnelParams = Schema.Struct({
  ...when,
  interval: opt(Interval),
  steps: Schema.String.annotations({ description: "JSON array of {event_collection, actor_property, filters}" })
}).annotations(strict)

export const ListParams = Schema.Struct({
  after_id: opt(ObjectId),
  before_id: opt(ObjectId),
  start: opt(Schema.String.annotations({ description: `Created at or after (ISO 8601 or ms): ${timeParamFormat}` })),
  end: opt(Schema.String.annotations({ description: `Created at or before (ISO 8601 or ms): ${timeParamFormat}` })),
  rules: opt(Schema.String.annotations({ description: "JSON array of rules ({lhv, op, rhv}) selecting events" })),
  include: opt(Many.annotations({ description: "Properties to return (id always): top-level members or dotted paths into them, e.g. vars.lead.email; through an array, the path is kept in each object element (vars.appended.items.name)" })),
  exclude: opt(Many.annotations({ description: "Properties to leave out: top-level members or dotted paths into them, e.g. vars.lead; through an array, from each object element" })),
  limit: opt(ListLimit),
  sort: opt(Schema.Literal("asc", "desc"))
  // Another parameter (`flow_id`, `type`...) is refused by name, not ignored with every event
  // listed: `rules` selects by any property.
}).annotations({ parseOptions: { errors: "all", onExcessProperty: "error" } })

export const StatsParams = Schema.Struct({
  type: opt(Many.annotations({ description: "Event types counted (default source); `ping` counts the source events of pings, which `source` leaves out, as reports do" })),
  rule: opt(Many.annotations({ description: "JSON rules limiting the counted events" })),
  group_by: opt(Many),
  interval: opt(Interval),
  timezone: opt(Schema.String.annotations({ description: timezoneDescription })),
  start: opt(Schema.String.annotations({ description: `Default: the start of today. ${timeParamFormat}` })),
  end: opt(Schema.String.annotations({ description: `Exclusive; default: the end of today. ${timeParamFormat}` })),
  outcome: opt(Many.annotations({ description: "Deprecated: outcomes counted (default success, failure, error)" })),
  column: opt(Many.annotations({ description: "Columns (source-success, ping-submitted, recipient-failure, cost ...)" })),
  by_lead: opt(Schema.BooleanFromString.annotations({ description: "Count leads (true, default) or events" }))
})

export const EventRecord = Schema.Record({ key: Schema.String, value: Schema.Unknown }).annotations({
  identifier: "Event",
  description: "An event: source, recipient, filter, feedback-received, feedback-sent or retry (told apart by type)"
})

const TimeframeBounded = Schema.Struct({ start: Schema.String, end: Schema.String }).annotations({
  identifier: "event-metrics-timeframe-bounded"
})

const openRecord = Schema.Record({ key: Schema.String, value: Schema.Unknown })
const GroupCount = Schema.Struct({ result: Schema.Number }, openRecord)
const GroupValues = Schema.Struct({ result: Schema.Array(Schema.String) }, openRecord)

export const CountAnswer = Schema.Struct({
  result: Schema.Union(Schema.Number, Schema.Array(Schema.Struct({ value: Schema.Array(GroupCount), timeframe: TimeframeBounded })))
}).annotations({ identifier: "EventMetricsCount" })

export const SelectUniqueAnswer = Schema.Struct({
  result: Schema.Union(
    Schema.Array(GroupValues),
    Schema.Array(Schema.Struct({ value: Schema.Array(GroupValues), timeframe: TimeframeBounded }))
  )
}).annotations({ identifier: "EventMetricsSelectUnique" })

export const MedianAnswer = Schema.Struct({
  result: Schema.Array(Schema.Struct({ median: Schema.Number }, openRecord))
}).annotations({ identifier: "EventMetricsMedian" })

export const FunnelAnswer = Schema.Struct({
  steps: Schema.Array(FunnelStep),
  result: Schema.Array(Schema.Number)
}).annotations({ identifier: "EventMetricsFunnel" })

export const StatsAnswer = Schema.Array(openRecord).annotations({ identifier: "event-statistics" })
