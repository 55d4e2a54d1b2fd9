import { Schema } from "effect"
import { ObjectId } from "./Ids.js"
import { DurationUnit, IntervalLength, TimeZone } from "./Interval.js"
import { openStruct, optional } from "./internal/Record.js"
import { Timestamp } from "./Timestamp.js"

/**
 * A ping limit on a flow or on a source of a flow: at most `maximum` pings per interval, every
 * ping counted. Its counter is a separate record sharing the limit's id.
 */
export const PingLimit = openStruct("PingLimit", {
  id: optional(ObjectId),
  name: optional(Schema.String),
  maximum: optional(Schema.NonNegativeInt),
  duration: optional(IntervalLength),
  duration_units: optional(DurationUnit),
  /** The zone its windows count in; without one, its source's entity zone, else UTC (`limitZone`). */
  time_zone: optional(TimeZone),
  created_at: optional(Timestamp)
})
export type PingLimit = typeof PingLimit.Type
export type PingLimitEncoded = typeof PingLimit.Encoded

export const PingLimits = Schema.Array(PingLimit).annotations({ identifier: "PingLimits" })
export type PingLimits = typeof PingLimits.Type
