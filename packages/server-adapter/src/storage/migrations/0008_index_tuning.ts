import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * Index tuning once every reader existed. Every index on `events` is paid on each lead's insert,
 * so the ones no query needs go: `events_created_at`, `events_flow_created_at` and
 * `reports_events_account_time` are served by `events_account_created` (account, time, type,
 * outcome), since every events query is one account's over a time range (a flow filter is applied
 * within it), and `events_type` alone selects a third of the table. The
 * submission URLs name a flow or router by id alone, so those get an index on `id`.
 */
export const indexTuning = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`DROP INDEX IF EXISTS events_created_at`
  yield* sql`DROP INDEX IF EXISTS events_type`
  yield* sql`DROP INDEX IF EXISTS events_flow_created_at`
  yield* sql`DROP INDEX IF EXISTS reports_events_account_time`
  yield* sql`CREATE INDEX flows_id ON flows (id)`
  yield* sql`CREATE INDEX routers_id ON routers (id)`
})
