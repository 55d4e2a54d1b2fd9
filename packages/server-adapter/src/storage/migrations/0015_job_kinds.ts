import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * The jobs table carries more than retries: firehose exports (`firehose`) and scheduled batch
 * files (`batch`). `flow_id` and `batch_id` say what a job is about, so the API lists pending
 * jobs per flow or batch without reading payloads. A scheduled file's job is not deleted when it
 * ends but marked `finished_at`: its key (the batch and the cron period) must stay taken, or the
 * next look at the schedule would queue the same period again.
 */
export const jobKinds = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`ALTER TABLE jobs ADD COLUMN flow_id TEXT`
  yield* sql`ALTER TABLE jobs ADD COLUMN batch_id TEXT`
  yield* sql`ALTER TABLE jobs ADD COLUMN finished_at BIGINT`
  yield* sql.onDialectOrElse({
    pg: () => sql`UPDATE jobs SET flow_id = payload->>'flow_id' WHERE kind = 'retry'`,
    orElse: () => sql`UPDATE jobs SET flow_id = json_extract(payload, '$.flow_id') WHERE kind = 'retry'`
  })
  // Each kind's poller looks for its due jobs.
  yield* sql`CREATE INDEX jobs_kind_due ON jobs (kind, run_at)`
  yield* sql`CREATE INDEX jobs_batch ON jobs (account_id, batch_id, run_at)`
})
