import { Context, type Effect } from "effect"
import type { PricingService } from "../model/PricingService.js"
import type { StoreError } from "./StoreError.js"

/** Pricing services, looked up by id when a flow or source prices its leads with one. */
export class PricingServices extends Context.Tag("@leadflow/core/PricingServices")<
  PricingServices,
  { readonly get: (id: string) => Effect.Effect<PricingService | undefined, StoreError> }
>() {}
