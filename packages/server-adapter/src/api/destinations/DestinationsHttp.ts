import { HttpApiBuilder } from "@effect/platform"
import { CurrentAccount, MainApi } from "@leadflow/api"
import { Effect } from "effect"
import { Destinations } from "../../services/destinations/Destinations.js"
import { orUnavailable } from "../StoreFailures.js"

/** Handlers of the `destinations` group. */
export const DestinationsLive = HttpApiBuilder.group(MainApi, "destinations", (handlers) =>
  Effect.gen(function* () {
    const destinations = yield* Destinations
    return handlers.handle("listDestinations", ({ urlParams }) =>
      orUnavailable(
        Effect.flatMap(CurrentAccount, (account) => destinations.list(account.id, { flowUsages: urlParams.include === "flow_usages" }))
      )
    )
  })
)
