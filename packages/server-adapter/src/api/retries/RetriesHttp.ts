import { HttpApiBuilder } from "@effect/platform"
import { CurrentAccount, MainApi } from "@leadflow/api"
import { Effect } from "effect"
import { Retries } from "../../services/retries/Retries.js"
import { orUnavailable } from "../StoreFailures.js"

/** Handlers of the `retries` group. */
export const RetriesLive = HttpApiBuilder.group(MainApi, "retries", (handlers) =>
  Effect.gen(function* () {
    const retries = yield* Retries
    return handlers.handle("listRetries", ({ urlParams }) =>
      orUnavailable(Effect.flatMap(CurrentAccount, (account) => retries.pending(account.id, { flowId: urlParams.flow_id, limit: urlParams.limit })))
    )
  })
)
