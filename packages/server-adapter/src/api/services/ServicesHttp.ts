import { HttpApiBuilder } from "@effect/platform"
import { CurrentAccount, MainApi } from "@leadflow/api"
import { Effect } from "effect"
import { PricingServices } from "../../services/pricingServices/PricingServices.js"
import { orUnavailable } from "../StoreFailures.js"

/** Handlers of the `services` group (pricing services). */
export const ServicesLive = HttpApiBuilder.group(MainApi, "services", (handlers) =>
  Effect.gen(function* () {
    const services = yield* PricingServices
    const forAccount = <A, E>(f: (accountId: string) => Effect.Effect<A, E>) =>
      orUnavailable(Effect.flatMap(CurrentAccount, (account) => f(account.id)))
    return handlers
      .handle("list", () => forAccount(services.list))
      .handle("create", ({ payload }) => forAccount((account) => services.create(account, payload)))
      .handle("get", ({ path }) => forAccount((account) => services.get(account, path.id)))
      .handle("update", ({ path, payload }) => forAccount((account) => services.update(account, path.id, payload)))
      .handle("delete", ({ path }) => forAccount((account) => services.remove(account, path.id)))
  })
)
