import { Schema } from "effect"
import { AcceptanceCriteria } from "./AcceptanceCriteria.js"
import { Caps } from "./Cap.js"
import { Destination } from "./Destination.js"
import { FieldId } from "./Field.js"
import { Firehose } from "./Firehose.js"
import { ObjectId } from "./Ids.js"
import { closedStruct, JsonObject, optional } from "./internal/Record.js"
import { ListChecks } from "./ListCheck.js"
import { PingLimits } from "./PingLimit.js"
import { Pricing, PricingServiceConfiguration } from "./Pricing.js"
import { ReturnPolicy } from "./ReturnPolicy.js"
import { Source } from "./Source.js"
import { FlowStep } from "./Step.js"
import { Timestamp } from "./Timestamp.js"

/**
 * A flow: the fields of its leads, the sources that submit them, the checks every lead passes on
 * the way in (list checks, pricing, caps, acceptance criteria) and the steps it runs. Flow-level
 * settings apply to every source and are evaluated before the source's own.
 */
export const Flow = closedStruct("Flow", {
  id: optional(ObjectId),
  name: Schema.String.pipe(Schema.minLength(1)),
  /** Read-only: what keeps the flow from being saved or deployed as is. */
  errors: optional(JsonObject),
  /** A disabled flow answers every submission with an error. */
  enabled: Schema.Boolean,
  /** Ids of the fields a lead of this flow has (`lead.*`). */
  fields: Schema.Array(FieldId),
  caps: optional(Caps),
  acceptance_criteria: optional(AcceptanceCriteria),
  pricing: optional(Pricing),
  list_checks: optional(ListChecks),
  destinations: optional(Schema.Array(Destination)),
  sources: Schema.Array(Source),
  steps: Schema.Array(FlowStep),
  /** Which returns its recipient steps take (a step's own `returns` replaces it). */
  returns: optional(ReturnPolicy),
  /** Whether `/ping` is answered; absent means false (the reference's default). */
  ping_enabled: optional(Schema.Boolean),
  ping_limits: optional(PingLimits),
  pricing_service: optional(PricingServiceConfiguration),
  firehose: optional(Firehose),
  created_at: optional(Timestamp),
  updated_at: optional(Timestamp)
})
export type Flow = typeof Flow.Type
export type FlowEncoded = typeof Flow.Encoded
