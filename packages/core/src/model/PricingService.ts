import { Schema } from "effect"
import { HttpTransaction } from "./Http.js"
import { ObjectId } from "./Ids.js"
import { IntegrationReference } from "./Integration.js"
import { closedStruct, openStruct, optional } from "./internal/Record.js"
import { Outcome } from "./Outcome.js"
import { Timestamp } from "./Timestamp.js"

/**
 * A pricing service: an external service that answers a price for a lead. It is an outbound
 * integration (module and mappings, like a recipient step's) whose response carries the price
 * (for example the custom JSON delivery with `price_path`). Flows and sources name one by id in
 * `pricing_service`, with the price to use when it fails.
 */
export const PricingService = closedStruct("PricingService", {
  id: ObjectId,
  name: Schema.String.pipe(Schema.minLength(1)),
  /** Required here (the reference leaves it optional): a service without one could answer nothing. */
  integration: IntegrationReference,
  created_at: optional(Timestamp),
  updated_at: optional(Timestamp)
})
export type PricingService = typeof PricingService.Type
export type PricingServiceEncoded = typeof PricingService.Encoded

/**
 * A pricing service's call as the source event records it (`pricing_service`): which service,
 * how it answered, the price used (its own, or the fallback price when it did not answer one)
 * and why not, how long it took and the calls it made (secrets redacted).
 */
export const PricingServiceCall = openStruct("PricingServiceCall", {
  service_id: Schema.String,
  outcome: Outcome,
  price: Schema.Finite,
  reason: optional(Schema.String),
  ms: Schema.NonNegativeInt,
  transactions: optional(Schema.Array(HttpTransaction))
})
export type PricingServiceCall = typeof PricingServiceCall.Type
