import type { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { type PendingJobFilter, pendingJobs } from "../../jobs/PendingJobs.js"
import { dependencies } from "../Dependencies.js"

/** The account's jobs waiting in the durable queue (retries, firehose exports, scheduled files). */
export class Jobs extends Effect.Service<Jobs>()("@leadflow/server-adapter/Jobs", {
  effect: Effect.gen(function* () {
    const run = yield* dependencies<SqlClient.SqlClient>()
    const pending = (accountId: string, filter: PendingJobFilter) => run(pendingJobs(accountId, filter))
    return { pending } as const
  })
}) {}
