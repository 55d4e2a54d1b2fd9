import { Schema } from "effect"
import { AcceptanceCriteria } from "./AcceptanceCriteria.js"
import { Caps } from "./Cap.js"
import { Credential } from "./Credential.js"
import { FeedbackConfig } from "./Feedback.js"
import { Firehose } from "./Firehose.js"
import { HttpRequest, HttpResponse, HttpTransaction } from "./Http.js"
import { ObjectId } from "./Ids.js"
import { ModuleId } from "./Integration.js"
import { JsonObject, openStruct, optional } from "./internal/Record.js"
import { Mapping } from "./Mapping.js"
import { FilterOutcome, Outcome, StepOutcome } from "./Outcome.js"
import { PingLimit } from "./PingLimit.js"
import { Pricing } from "./Pricing.js"
import { PricingServiceCall } from "./PricingService.js"
import { RuleSet } from "./Rule.js"
import { EpochMillis, Timestamp } from "./Timestamp.js"

/**
 * Events: what happened to a lead at one step, with a copy of the variables at that time. Kinds:
 * source (written last, the outcome as the source saw it), recipient, filter, feedback received,
 * feedback sent and retry, told apart by `type`. Events are open records: a recipient event keeps
 * the appended data under the property its `key` names.
 */

/** Events are kept this many days, then purged. */
export const eventRetentionDays = 90

const dayMs = 86_400_000

/** When an event created at `createdAt` (a Date or ms since the epoch) expires: 90 days later. */
export const eventExpiry = (createdAt: Date | number): Timestamp =>
  new Date((typeof createdAt === "number" ? createdAt : createdAt.getTime()) + eventRetentionDays * dayMs).toISOString()

/** A semantic version (`13.5.0`). */
export const SemanticVersion = Schema.String.annotations({ identifier: "SemanticVersion" })

/** Properties every event has. `reason` is null when there is none (a success). */
const eventProperties = {
  id: ObjectId,
  reason: Schema.NullOr(Schema.String),
  vars: optional(JsonObject),
  host: optional(Schema.String),
  start_timestamp: optional(EpochMillis),
  end_timestamp: optional(EpochMillis),
  firehose: optional(Firehose),
  /** Processing time of the step. */
  ms: optional(Schema.Int),
  /** Time spent waiting for recipients. */
  wait_ms: optional(Schema.Int),
  /** The platform's own share of `ms`. */
  overhead_ms: optional(Schema.Int),
  lag_ms: optional(Schema.Int),
  /** Time since the lead was submitted. */
  total_ms: optional(Schema.Int),
  /** Version of the lead handler. */
  handler_version: optional(SemanticVersion),
  /** Version of the event schema. */
  version: optional(SemanticVersion),
  cap_reached: optional(Schema.Boolean),
  flow_ping_limits: optional(PingLimit),
  source_ping_limits: optional(PingLimit),
  ping_limit_reached: optional(Schema.Boolean),
  /** When the event is purged (see `eventExpiry`). */
  expires_at: optional(Timestamp)
}

/** The outcome of the whole lead from the source's view, written after every step. */
export const SourceEvent = openStruct("SourceEvent", {
  ...eventProperties,
  type: Schema.Literal("source"),
  outcome: Outcome,
  /** The source's integration module. */
  module_id: optional(ModuleId),
  package_version: optional(SemanticVersion),
  /** The acceptance criteria in force when the lead was processed. */
  acceptance_criteria: optional(AcceptanceCriteria),
  /** Steps processed, disabled ones included. */
  step_count: optional(Schema.NonNegativeInt),
  /** Everything appended while handling the lead. */
  appended: optional(JsonObject),
  request: optional(HttpRequest),
  response: optional(HttpResponse),
  // Set by flow or source pricing (the reference's Pricing description).
  purchase_price: optional(Schema.Finite),
  cost: optional(Schema.Finite),
  /** The flow's or source's pricing service, when one priced the lead. */
  pricing_service: optional(PricingServiceCall)
})
export type SourceEvent = typeof SourceEvent.Type

const deliveryProperties = {
  /** The step that sent the lead. */
  step_id: optional(Schema.String),
  caps: optional(Caps),
  caps_reached: optional(Schema.Boolean),
  /** The property of this event that holds the appended data. */
  key: optional(Schema.String),
  cost: optional(Schema.Finite),
  purchase_price: optional(Schema.Finite),
  sale_price: optional(Schema.Finite),
  revenue: optional(Schema.Finite),
  module_id: optional(ModuleId),
  /** The credential used, secrets masked. */
  credential: optional(Credential),
  credential_updated: optional(Schema.Boolean),
  package_version: optional(SemanticVersion),
  rule_set: optional(RuleSet),
  mappings: optional(Schema.Array(Mapping)),
  pricing: optional(Pricing),
  transactions: optional(Schema.Array(HttpTransaction))
}

/** A recipient step's delivery (or its skip). */
export const RecipientEvent = openStruct("RecipientEvent", {
  ...eventProperties,
  ...deliveryProperties,
  type: Schema.Literal("recipient"),
  outcome: StepOutcome
})
export type RecipientEvent = typeof RecipientEvent.Type

/**
 * An auction's ping of one buyer: `success` with the `bid` it made at or above the `floor`,
 * `failure` when it declined, bid nothing or bid below the floor, `error` when it erred or did not
 * answer within the auction's time budget (`late: true`), `skip` when it was not pinged (its
 * rules, a full cap, its schedule). The post to a winner is a recipient event.
 */
export const BidEvent = openStruct("BidEvent", {
  ...eventProperties,
  ...deliveryProperties,
  type: Schema.Literal("bid"),
  outcome: StepOutcome,
  /** The auction step. */
  auction_id: optional(Schema.String),
  bid: optional(Schema.NullOr(Schema.Finite)),
  floor: optional(Schema.Finite),
  late: optional(Schema.Boolean)
})
export type BidEvent = typeof BidEvent.Type

/** A filter step's decision: the flow continued or stopped. */
export const FilterEvent = openStruct("FilterEvent", {
  ...eventProperties,
  type: Schema.Literal("filter"),
  outcome: FilterOutcome,
  // Not in the reference's filter event; recorded so a filter event names its step.
  step_id: optional(Schema.String),
  rule_set: optional(RuleSet)
})
export type FilterEvent = typeof FilterEvent.Type

const feedbackProperties = {
  module_id: optional(ModuleId),
  /** The recipient event the feedback is about. */
  recipient_event_id: optional(ObjectId),
  /** The step that originally sent the lead. */
  step_id: optional(Schema.String),
  feedback: optional(FeedbackConfig),
  /** On an accepted return's received event: minus the delivery's revenue (reports net it out). */
  revenue: optional(Schema.Finite),
  /** On a return relayed to a source that refunds it: minus the lead's cost. */
  cost: optional(Schema.Finite),
  request: optional(HttpRequest),
  response: optional(HttpResponse)
}

/** Feedback (a return or a conversion) a recipient gave about a lead. */
export const FeedbackReceivedEvent = openStruct("FeedbackReceivedEvent", {
  ...eventProperties,
  ...feedbackProperties,
  type: Schema.Literal("feedback-received"),
  outcome: Outcome
})
export type FeedbackReceivedEvent = typeof FeedbackReceivedEvent.Type

/**
 * Feedback passed on to the source of the lead. Its outcome may be `skip` when the source's
 * feedback rules fail (the reference's Feedback description; its enum omits it).
 */
export const FeedbackSentEvent = openStruct("FeedbackSentEvent", {
  ...eventProperties,
  ...feedbackProperties,
  type: Schema.Literal("feedback-sent"),
  outcome: StepOutcome
})
export type FeedbackSentEvent = typeof FeedbackSentEvent.Type

/** A retry of a recipient delivery that ended in error. */
export const RetryEvent = openStruct("RetryEvent", {
  ...eventProperties,
  ...deliveryProperties,
  type: Schema.Literal("retry"),
  outcome: StepOutcome,
  retry_status: optional(Schema.Literal("started", "completed"))
})
export type RetryEvent = typeof RetryEvent.Type

/** Any event, told apart by `type`. */
export const LeadEvent = Schema.Union(
  SourceEvent,
  RecipientEvent,
  BidEvent,
  FilterEvent,
  FeedbackReceivedEvent,
  FeedbackSentEvent,
  RetryEvent
).annotations({ identifier: "LeadEvent" })
export type LeadEvent = typeof LeadEvent.Type
export type LeadEventEncoded = typeof LeadEvent.Encoded

export type EventType = LeadEvent["type"]
