import { HttpApiBuilder } from "@effect/platform"
import { CurrentAccount, MainApi } from "@leadflow/api"
import { Effect } from "effect"
import { Jobs } from "../../services/jobs/Jobs.js"
import { orUnavailable } from "../StoreFailures.js"

/** Handlers of the `jobs` group. */
export const JobsLive = HttpApiBuilder.group(MainApi, "jobs", (handlers) =>
  Effect.gen(function* () {
    const jobs = yield* Jobs
    return handlers.handle("listJobs", ({ urlParams }) =>
      orUnavailable(
        Effect.flatMap(CurrentAccount, (account) =>
          jobs.pending(account.id, { kind: urlParams.kind, flowId: urlParams.flow_id, batchId: urlParams.batch_id, limit: urlParams.limit ?? 100 })
        )
      )
    )
  })
)
