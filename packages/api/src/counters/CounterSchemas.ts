import { Schema } from "effect"
import { BsonId } from "./BsonId.js"

/**
 * The counter records of `/caps` and `/ping_limits` (the reference's `cap-counter` and
 * `PingLimit-counter`): the counts of the current interval with the configuration of the cap or
 * limit copied in, as a convenience. Times are ISO 8601.
 */

const opt = <S extends Schema.Schema.Any>(schema: S) => Schema.optionalWith(schema, { exact: true })

const DurationUnits = Schema.Literal("minute", "hour", "day", "week", "month")

const counterFields = {
  id: Schema.String,
  name: opt(Schema.String),
  maximum: opt(Schema.Number),
  duration: opt(Schema.Number),
  duration_units: opt(DurationUnits),
  time_zone: opt(Schema.String),
  /** Leads (or pings) counted in the current interval. */
  count: Schema.Int,
  /** Leads (or pings) turned away because the counter was full. */
  failed_count: Schema.Int,
  flow_id: Schema.String,
  source_id: opt(Schema.String),
  started_at: Schema.String,
  expires_at: Schema.String
}

export const CapCounter = Schema.Struct({
  ...counterFields,
  type: Schema.Literal("volume"),
  step_id: opt(Schema.String)
}).annotations({ identifier: "CapCounter" })
export type CapCounter = typeof CapCounter.Type

export const PingLimitCounter = Schema.Struct(counterFields).annotations({ identifier: "PingLimitCounter" })
export type PingLimitCounter = typeof PingLimitCounter.Type

/** `?flow_id=`: required, a BSON id. */
export const FlowIdQuery = Schema.Struct({ flow_id: BsonId })

/** A counter's id: a BSON id, or the derived id of a cap saved without one. */
export const CounterIdPath = Schema.Struct({ id: Schema.String.pipe(Schema.minLength(1), Schema.maxLength(200)) })
