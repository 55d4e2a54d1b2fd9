import { Schema } from "effect"
import { AcceptanceCriteria } from "./AcceptanceCriteria.js"
import { Caps } from "./Cap.js"
import { EntityReference } from "./Entity.js"
import { FeedbackConfig } from "./Feedback.js"
import { ObjectId, ShortId } from "./Ids.js"
import { IntegrationReference } from "./Integration.js"
import { openStruct, optional } from "./internal/Record.js"
import { PingLimits } from "./PingLimit.js"
import { Pricing, PricingServiceConfiguration } from "./Pricing.js"
import { SourceReturns } from "./ReturnPolicy.js"
import { Schedule } from "./Schedule.js"

/**
 * A source of a flow: the entity that submits leads (its id is the `source_id` of the submit
 * URL), the inbound integration with its mappings, and what applies to this source only:
 * acceptance criteria, caps, ping limits, pricing and authentication.
 */
export const Source = openStruct("Source", {
  id: optional(ShortId),
  integration: IntegrationReference,
  entity: EntityReference,
  acceptance_criteria: optional(AcceptanceCriteria),
  feedback: optional(FeedbackConfig),
  /** Whether a return relayed to this source refunds the lead's cost (needs `feedback`). */
  returns: optional(SourceReturns),
  caps: optional(Caps),
  ping_limits: optional(PingLimits),
  credential_id: optional(ObjectId),
  pricing: optional(Pricing),
  pricing_service: optional(PricingServiceConfiguration),
  /** A disabled source's leads never enter the flow. */
  enabled: optional(Schema.Boolean),
  authentication_required: optional(Schema.Boolean),
  /** Hours of operation: a lead arriving outside them fails with the reason `outside schedule`. */
  schedule: optional(Schedule)
})
export type Source = typeof Source.Type
export type SourceEncoded = typeof Source.Encoded
