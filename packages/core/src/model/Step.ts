import { Schema } from "effect"
import { Caps } from "./Cap.js"
import { EntityReference } from "./Entity.js"
import { FeedbackConfig } from "./Feedback.js"
import { ShortId } from "./Ids.js"
import { IntegrationReference } from "./Integration.js"
import { closedStruct, optional } from "./internal/Record.js"
import { Outcome } from "./Outcome.js"
import { Pricing } from "./Pricing.js"
import { ReturnPolicy } from "./ReturnPolicy.js"
import { RuleSet } from "./Rule.js"
import { Schedule } from "./Schedule.js"

/**
 * The steps of a flow, run in order. A disabled step (`enabled: false`) is skipped but counted;
 * a step without `enabled` runs.
 */

const Description = Schema.String.pipe(Schema.maxLength(120))
const Notes = Schema.String.pipe(Schema.maxLength(2000))

/** Stops the flow when its rules match, answering the source with `outcome` and `reason`. */
export const FilterStep = closedStruct("FilterStep", {
  type: Schema.Literal("filter"),
  id: optional(ShortId),
  description: optional(Description),
  notes: optional(Notes),
  /** Template of the reason given to the source. */
  reason: optional(Schema.String),
  outcome: Outcome,
  rule_set: RuleSet,
  enabled: optional(Schema.Boolean),
  /** Outside its hours the filter does not apply (its event says `continue`, `outside schedule`). */
  schedule: optional(Schedule)
})
export type FilterStep = typeof FilterStep.Type
export type FilterStepEncoded = typeof FilterStep.Encoded

/**
 * Sends the lead out through an integration, when its rules pass and its caps allow. Its outcome
 * never stops the flow by itself.
 */
const recipientFields = {
  type: Schema.Literal("recipient"),
  id: optional(ShortId),
  description: optional(Description),
  notes: optional(Notes),
  entity: EntityReference,
  integration: IntegrationReference,
  rule_set: optional(RuleSet),
  feedback: optional(FeedbackConfig),
  /** Which returns this step takes (replaces the flow's `returns`). */
  returns: optional(ReturnPolicy),
  caps: optional(Caps),
  pricing: optional(Pricing),
  enabled: optional(Schema.Boolean),
  /** Outside its hours the step is skipped with the reason `outside schedule`. */
  schedule: optional(Schedule)
}

export const RecipientStep = closedStruct("RecipientStep", {
  ...recipientFields,
  /** Retry the delivery, with backoff, when it ends in error. */
  retry_enabled: optional(Schema.Boolean)
})
export type RecipientStep = typeof RecipientStep.Type
export type RecipientStepEncoded = typeof RecipientStep.Encoded

/** How a group chooses the one recipient a lead goes to (see `GroupStep`). */
export const Distribution = Schema.Literal("priority", "round_robin", "weighted").annotations({ identifier: "Distribution" })
export type Distribution = typeof Distribution.Type

/** A member's share in a `weighted` group: a whole number from 1 to 1000 (default 1). */
export const Weight = Schema.Int.pipe(Schema.between(1, 1000)).annotations({ identifier: "Weight" })

/**
 * A recipient step inside a group. No `retry_enabled`: a group that could not sell the lead to
 * one member has already offered it to the next, so a later retry could sell it twice.
 */
export const GroupMember = closedStruct("GroupMember", {
  ...recipientFields,
  /** Only in a `weighted` group (elsewhere it is reported as an error on save). */
  weight: optional(Weight)
})
export type GroupMember = typeof GroupMember.Type
export type GroupMemberEncoded = typeof GroupMember.Encoded

/**
 * Recipient steps that share one lead: it goes to one of them, chosen by `distribution`.
 * `priority` offers it to the members in the listed order; `round_robin` starts each lead one
 * member further than the last (a cursor kept in the store, shared by every process);
 * `weighted` spreads leads in proportion to the members' `weight`. A member skipped (rules, a
 * full cap, its schedule, its validation) or whose delivery fails or errs is passed over for the
 * next; the first success ends the group. The group counts as one step.
 */
export const GroupStep = closedStruct("GroupStep", {
  type: Schema.Literal("group"),
  id: optional(ShortId),
  description: optional(Description),
  notes: optional(Notes),
  distribution: Distribution,
  steps: Schema.Array(GroupMember).pipe(Schema.minItems(1), Schema.maxItems(50)),
  enabled: optional(Schema.Boolean),
  /** Outside its hours every member is skipped with the reason `outside schedule`. */
  schedule: optional(Schedule)
})
export type GroupStep = typeof GroupStep.Type
export type GroupStepEncoded = typeof GroupStep.Encoded

/** An amount of money in an auction (a floor, a margin): finite and not negative. */
const Amount = Schema.Finite.pipe(Schema.nonNegative())

/**
 * A buyer of an auction: `ping` asks it for a bid (an integration whose answer carries a price,
 * e.g. the custom JSON delivery with its `price_path` mapping), `post` delivers the lead when it
 * wins. Its rules, caps and schedule decide whether it is pinged at all; its caps count sales.
 */
export const AuctionBuyer = closedStruct("AuctionBuyer", {
  id: optional(ShortId),
  description: optional(Description),
  notes: optional(Notes),
  entity: EntityReference,
  ping: IntegrationReference,
  post: IntegrationReference,
  rule_set: optional(RuleSet),
  caps: optional(Caps),
  enabled: optional(Schema.Boolean),
  /** Outside its hours the buyer is not pinged (its bid event says `outside schedule`). */
  schedule: optional(Schedule)
})
export type AuctionBuyer = typeof AuctionBuyer.Type
export type AuctionBuyerEncoded = typeof AuctionBuyer.Encoded

/**
 * The lowest bid an auction takes: the source's cost plus `margin`, or `fixed`; with both, the
 * higher of the two. Without a floor (or with neither) the floor is the source's cost.
 */
export const AuctionFloor = closedStruct("AuctionFloor", {
  margin: optional(Amount),
  fixed: optional(Amount)
})
export type AuctionFloor = typeof AuctionFloor.Type

/**
 * A ping tree: every eligible buyer is pinged in parallel within `timeout_ms` (default 1500);
 * bids at or above the floor are ranked (highest first, ties to the first answer) and the lead
 * is posted to the best; when a post fails, to the next. `exclusive` sells once; `exclusive:
 * false` sells to up to `max_sales` buyers (default: every bidder). `exclusive` defaults to true,
 * or to false when `max_sales` is given. The auction counts as one step; its summary is appended
 * as `appended.<step id>`.
 */
export const AuctionStep = closedStruct("AuctionStep", {
  type: Schema.Literal("auction"),
  id: optional(ShortId),
  description: optional(Description),
  notes: optional(Notes),
  buyers: Schema.Array(AuctionBuyer).pipe(Schema.minItems(1), Schema.maxItems(50)),
  timeout_ms: optional(Schema.Int.pipe(Schema.between(10, 30_000))),
  floor: optional(AuctionFloor),
  exclusive: optional(Schema.Boolean),
  max_sales: optional(Schema.Int.pipe(Schema.between(1, 50))),
  /** How long a bid answered to an inbound ping is held for the seller's post (default 60). */
  bid_lifetime_seconds: optional(Schema.Int.pipe(Schema.between(1, 3600))),
  enabled: optional(Schema.Boolean),
  /** Outside its hours no buyer is pinged (each bid event says `outside schedule`). */
  schedule: optional(Schedule)
})
export type AuctionStep = typeof AuctionStep.Type
export type AuctionStepEncoded = typeof AuctionStep.Encoded

/** A step of a flow, told apart by `type`. */
export const FlowStep = Schema.Union(FilterStep, RecipientStep, GroupStep, AuctionStep).annotations({ identifier: "FlowStep" })
export type FlowStep = typeof FlowStep.Type
export type FlowStepEncoded = typeof FlowStep.Encoded
