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
  deprecated: Schema.optionalWith(Schema.Boolean, { exact: true }),
  /** A `credential` variable's usable stored credential types (any when absent). */
  credential_types: Schema.optionalWith(Schema.Array(Schema.String), { exact: true })
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
