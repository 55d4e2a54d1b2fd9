import { HttpApiBuilder } from "@effect/platform"
import { Effect } from "effect"
import { pendingRetries } from "../../jobs/RetryJobs.js"
import { orUnavailable } from "../counters/Unavailable.js"
import { CurrentAccount } from "../CurrentAccount.js"
import { MainApi } from "../MainApi.js"

/** Handlers of the `retries` group. */
export const RetriesLive = HttpApiBuilder.group(MainApi, "retries", (handlers) =>
  handlers.handle("listRetries", ({ urlParams }) =>
    orUnavailable(
      Effect.flatMap(CurrentAccount, (account) => pendingRetries(account.id, urlParams.flow_id, urlParams.limit ?? 100))
    )
  )
)
