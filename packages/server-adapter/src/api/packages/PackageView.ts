import type { IntegrationListing, PackageListing } from "@leadflow/integrations"
import { Schema } from "effect"

/**
 * Packages and their integration modules as `/packages` and `/modules` answer them, in the
 * reference's `IntegrationPackage` / `IntegrationModule` shape. Everything comes from the
 * package's own declaration; what the plugin contract does not declare has its fixed value here:
 * no package has a rich UI or images (`ui`, `images` false), no module takes feedback or opens a
 * configuration wizard (`feedback`, `editable` false), and no per-module wait times are measured
 * (`median_wait_ms` 0).
 */

export const IntegrationVariableView = Schema.Struct({
  name: Schema.String,
  type: Schema.String,
  required: Schema.optionalWith(Schema.Boolean, { exact: true }),
  description: Schema.String,
  label: Schema.optionalWith(Schema.String, { exact: true }),
  examples: Schema.optionalWith(Schema.Array(Schema.String), { exact: true }),
  deprecated: Schema.optionalWith(Schema.Boolean, { exact: true })
}).annotations({ identifier: "IntegrationVariable" })

export const PricingView = Schema.Struct({
  type: Schema.String,
  unit: Schema.optionalWith(Schema.String, { exact: true }),
  /** The first tier's price per unit, as a decimal string. */
  unit_price: Schema.optionalWith(Schema.String, { exact: true }),
  transaction: Schema.Boolean,
  tiers: Schema.Array(
    Schema.Struct({
      unit_price: Schema.Number,
      start_qty: Schema.Number,
      end_qty: Schema.optionalWith(Schema.Number, { exact: true })
    })
  )
}).annotations({ identifier: "IntegrationPricing" })

export const IntegrationModuleView = Schema.Struct({
  id: Schema.String,
  /** The package the module belongs to (for the deprecated `/modules` listing and for clients). */
  package: Schema.String,
  name: Schema.String,
  tag: Schema.optionalWith(Schema.String, { exact: true }),
  type: Schema.String,
  description: Schema.String,
  direction: Schema.Literal("inbound", "outbound"),
  feedback: Schema.Boolean,
  median_wait_ms: Schema.Number,
  pricing: Schema.optionalWith(PricingView, { exact: true }),
  request_variables: Schema.Array(IntegrationVariableView),
  response_variables: Schema.Array(IntegrationVariableView),
  editable: Schema.Boolean
}).annotations({ identifier: "IntegrationModule" })
export type IntegrationModuleView = typeof IntegrationModuleView.Type

export const IntegrationPackageView = Schema.Struct({
  id: Schema.String,
  provider: Schema.String,
  name: Schema.String,
  description: Schema.String,
  link: Schema.optionalWith(Schema.String, { exact: true }),
  version: Schema.String,
  ui: Schema.Boolean,
  images: Schema.Boolean,
  /** The ids of the package's modules. */
  paths: Schema.Array(Schema.String),
  integrations: Schema.Array(IntegrationModuleView)
}).annotations({ identifier: "IntegrationPackage" })
export type IntegrationPackageView = typeof IntegrationPackageView.Type

const pricingView = (pricing: NonNullable<IntegrationListing["pricing"]>): typeof PricingView.Type => {
  let start = 0
  const tiers = (pricing.tiers ?? []).map((tier) => {
    const out = {
      unit_price: tier.price,
      start_qty: start,
      ...(tier.up_to === undefined ? {} : { end_qty: tier.up_to })
    }
    start = (tier.up_to ?? start) + 1
    return out
  })
  const first = tiers[0]
  return {
    type: pricing.type,
    ...(pricing.unit === undefined ? {} : { unit: pricing.unit }),
    ...(first === undefined ? {} : { unit_price: first.unit_price.toFixed(2) }),
    transaction: pricing.transaction !== undefined && pricing.transaction !== "" && pricing.transaction !== "false",
    tiers
  }
}

export const moduleView = (pkg: PackageListing, integration: IntegrationListing): IntegrationModuleView => ({
  id: integration.id,
  package: pkg.id,
  name: integration.name,
  ...(integration.tag === undefined ? {} : { tag: integration.tag }),
  type: integration.type,
  description: integration.description,
  direction: integration.direction,
  feedback: false,
  median_wait_ms: 0,
  ...(integration.pricing === undefined ? {} : { pricing: pricingView(integration.pricing) }),
  request_variables: integration.request_variables,
  response_variables: integration.response_variables,
  editable: false
})

export const packageView = (pkg: PackageListing): IntegrationPackageView => ({
  id: pkg.id,
  provider: pkg.provider,
  name: pkg.name,
  description: pkg.description,
  ...(pkg.link === undefined ? {} : { link: pkg.link }),
  version: pkg.version,
  ui: false,
  images: false,
  paths: pkg.integrations.map((integration) => integration.id),
  integrations: pkg.integrations.map((integration) => moduleView(pkg, integration))
})
