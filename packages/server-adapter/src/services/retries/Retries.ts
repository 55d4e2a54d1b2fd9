import type { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { pendingRetries } from "../../jobs/RetryJobs.js"
import { dependencies } from "../Dependencies.js"

/** Deliveries of an account waiting to be retried, soonest first. */
export class Retries extends Effect.Service<Retries>()("@leadflow/server-adapter/Retries", {
  effect: Effect.gen(function* () {
    const run = yield* dependencies<SqlClient.SqlClient>()
    const pending = (accountId: string, options: { readonly flowId?: string | undefined; readonly limit?: number | undefined } = {}) =>
      run(pendingRetries(accountId, options.flowId, options.limit ?? 100))
    return { pending } as const
  })
}) {}
