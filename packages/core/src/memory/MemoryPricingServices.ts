import { Effect, Layer } from "effect"
import type { PricingService } from "../model/PricingService.js"
import { PricingServices } from "../ports/PricingServices.js"

/** Pricing services from a fixed list, by id. */
export const makeMemoryPricingServices = (services: ReadonlyArray<PricingService> = []): PricingServices["Type"] => {
  const byId = new Map(services.map((service) => [service.id.toLowerCase(), service]))
  return { get: (id) => Effect.succeed(byId.get(id.toLowerCase())) }
}

export const memoryPricingServicesLayer = (services: ReadonlyArray<PricingService> = []): Layer.Layer<PricingServices> =>
  Layer.succeed(PricingServices, makeMemoryPricingServices(services))
