import { HttpApiBuilder } from "@effect/platform"
import { IntegrationRuntime } from "@leadflow/integrations"
import { Effect } from "effect"
import { Documents } from "../../storage/Documents.js"
import { CurrentAccount } from "../CurrentAccount.js"
import { MainApi } from "../MainApi.js"
import { orUnavailable } from "../counters/Unavailable.js"
import { collectDestinations } from "./CollectDestinations.js"

/** Handlers of the `destinations` group. */
export const DestinationsLive = HttpApiBuilder.group(MainApi, "destinations", (handlers) =>
  handlers.handle("listDestinations", ({ urlParams }) =>
    orUnavailable(
      Effect.gen(function* () {
        const account = yield* CurrentAccount
        const documents = yield* Documents
        const runtime = yield* IntegrationRuntime
        const flows = yield* documents.list("flows", account.id)
        return collectDestinations(flows, runtime.packages, urlParams.include === "flow_usages")
      })
    )
  )
)
