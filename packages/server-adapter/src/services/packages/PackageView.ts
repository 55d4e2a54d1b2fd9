import type { IntegrationListing, PackageListing } from "@leadflow/integrations"
import type { IntegrationModuleView, IntegrationPackageView, PricingView } from "@leadflow/api"

/** A package's own declaration as `/packages` and `/modules` answer it (see `PackageView` in `@leadflow/api`). */
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
