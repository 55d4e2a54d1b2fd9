import { Schema } from "effect"
import { ObjectId } from "./Ids.js"
import { DurationUnit, IntervalLength, TimeZone } from "./Interval.js"
import { openStruct, optional } from "./internal/Record.js"
import { RuleSet } from "./Rule.js"
import { Timestamp } from "./Timestamp.js"

/**
 * A volume cap: at most `maximum` successful leads per interval, counted only when its rule set
 * passes. Nested caps are evaluated when the parent's rules pass, so a parent may carry only a
 * rule set and children; that is why the reference leaves every property optional.
 */
export interface Cap {
  readonly id?: ObjectId
  readonly type?: "volume"
  readonly name?: string
  readonly maximum?: number
  readonly duration?: number
  readonly duration_units?: DurationUnit
  readonly rule_set?: typeof RuleSet.Type
  readonly caps?: ReadonlyArray<Cap>
  /** The zone its windows count in; without one, its source's or step's entity zone, else UTC (`limitZone`). */
  readonly time_zone?: TimeZone
  /** Template of the reason given when the cap is reached (default `Cap reached`). */
  readonly reason?: string
  readonly created_at?: Timestamp
}

export interface CapEncoded {
  readonly id?: string
  readonly type?: "volume"
  readonly name?: string
  readonly maximum?: number
  readonly duration?: number
  readonly duration_units?: DurationUnit
  readonly rule_set?: typeof RuleSet.Encoded
  readonly caps?: ReadonlyArray<CapEncoded>
  readonly time_zone?: string
  readonly reason?: string
  readonly created_at?: string
}

const capFields = {
  id: optional(ObjectId),
  type: optional(Schema.Literal("volume")),
  name: optional(Schema.String),
  maximum: optional(Schema.NonNegative.pipe(Schema.finite())),
  duration: optional(IntervalLength),
  duration_units: optional(DurationUnit),
  rule_set: optional(RuleSet),
  caps: optional(Schema.Array(Schema.suspend((): Schema.Schema<Cap, CapEncoded> => Cap))),
  time_zone: optional(TimeZone),
  reason: optional(Schema.String),
  created_at: optional(Timestamp)
}

export const Cap: Schema.Schema<Cap, CapEncoded> = openStruct("Cap", capFields)

/** The members a cap has (a cap keeps unknown ones, as the reference does; a flow check names them). */
export const capMembers: ReadonlySet<string> = new Set(Object.keys(capFields))

/** Caps of a flow, source or step: null, or at least one cap. */
export const Caps = Schema.NullOr(Schema.Array(Cap).pipe(Schema.minItems(1))).annotations({ identifier: "Caps" })
export type Caps = typeof Caps.Type
export type CapsEncoded = typeof Caps.Encoded
