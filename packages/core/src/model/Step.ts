import { Schema } from "effect"
import { Caps } from "./Cap.js"
import { EntityReference } from "./Entity.js"
import { FeedbackConfig } from "./Feedback.js"
import { ShortId } from "./Ids.js"
import { IntegrationReference } from "./Integration.js"
import { closedStruct, optional } from "./internal/Record.js"
import { Outcome } from "./Outcome.js"
import { Pricing } from "./Pricing.js"
import { RuleSet } from "./Rule.js"

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
  enabled: optional(Schema.Boolean)
})
export type FilterStep = typeof FilterStep.Type
export type FilterStepEncoded = typeof FilterStep.Encoded

/**
 * Sends the lead out through an integration, when its rules pass and its caps allow. Its outcome
 * never stops the flow by itself.
 */
export const RecipientStep = closedStruct("RecipientStep", {
  type: Schema.Literal("recipient"),
  id: optional(ShortId),
  description: optional(Description),
  notes: optional(Notes),
  entity: EntityReference,
  integration: IntegrationReference,
  rule_set: optional(RuleSet),
  feedback: optional(FeedbackConfig),
  caps: optional(Caps),
  pricing: optional(Pricing),
  enabled: optional(Schema.Boolean),
  /** Retry the delivery, with backoff, when it ends in error. */
  retry_enabled: optional(Schema.Boolean)
})
export type RecipientStep = typeof RecipientStep.Type
export type RecipientStepEncoded = typeof RecipientStep.Encoded

/** A step of a flow, told apart by `type`. */
export const FlowStep = Schema.Union(FilterStep, RecipientStep).annotations({ identifier: "FlowStep" })
export type FlowStep = typeof FlowStep.Type
export type FlowStepEncoded = typeof FlowStep.Encoded
