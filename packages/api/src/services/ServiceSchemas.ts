import { IntegrationReference, PricingService } from "@leadflow/core"
import { Schema } from "effect"

/**
 * A pricing service as the API takes it: a name and the outbound integration that answers the
 * price (module and mappings, as a recipient step has them). Read-only members (`id`,
 * `created_at`, `updated_at`) are accepted and ignored, except `updated_at` on update, which must
 * equal the stored one when given (else 409).
 */
export const PricingServiceInput = Schema.Struct({
  id: Schema.optionalWith(Schema.String, { exact: true }),
  name: Schema.String.pipe(Schema.minLength(1)),
  integration: IntegrationReference,
  created_at: Schema.optionalWith(Schema.String, { exact: true }),
  updated_at: Schema.optionalWith(Schema.String, { exact: true })
}).annotations({ identifier: "PricingServiceInput", parseOptions: { errors: "all", onExcessProperty: "error" } })
export type PricingServiceInput = typeof PricingServiceInput.Type

/** The record the API answers with: the reference's `PricingService`. */
export const PricingServiceRecord = PricingService
