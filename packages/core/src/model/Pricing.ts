import { Schema } from "effect"
import { ObjectId } from "./Ids.js"
import { closedStruct, optional } from "./internal/Record.js"
import { RuleSet } from "./Rule.js"

/**
 * Pricing sets the purchase price of a lead (on a flow or a source) or its sale price (on a
 * recipient step). Every price is evaluated and the last one whose rules pass wins; none means 0.
 */

export const Price = closedStruct("Price", {
  // The reference points this id at the Price schema itself, a slip; any string is accepted.
  id: optional(Schema.String),
  /** The price in USD, above zero. */
  amount: Schema.Finite.pipe(Schema.positive()),
  rule_set: optional(RuleSet)
})
export type Price = typeof Price.Type
export type PriceEncoded = typeof Price.Encoded

/**
 * With `override` the source or recipient supplies the price itself, so `prices` must then be
 * empty, null or absent.
 */
export const Pricing = closedStruct("Pricing", {
  override: optional(Schema.Boolean),
  prices: optional(Schema.NullOr(Schema.Array(Price)))
}).pipe(
  Schema.filter(
    (pricing) =>
      pricing.override === true && pricing.prices != null && pricing.prices.length > 0
        ? { path: ["prices"], message: "must be empty when override is true" }
        : undefined,
    { identifier: "Pricing" }
  )
)
export type Pricing = typeof Pricing.Type
export type PricingEncoded = typeof Pricing.Encoded

/** An external pricing service for a flow or source, with the price used when it fails. */
export const PricingServiceConfiguration = closedStruct("PricingServiceConfiguration", {
  service_id: ObjectId,
  fallback_price: Schema.Finite
})
export type PricingServiceConfiguration = typeof PricingServiceConfiguration.Type
export type PricingServiceConfigurationEncoded = typeof PricingServiceConfiguration.Encoded
