import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * Indexes for reading events (issue 6). Every events query is one account's events over a time
 * range, so the index leads with `(account_id, created_at)`; carrying `type` and `outcome` lets
 * counts by outcome, by type and by interval run from the index alone (SQLite covering index,
 * PostgreSQL index-only scan) without reading the JSON bodies. `GET /events` pages by
 * `(created_at, id)` within the account, which the same index orders. The statement is the same
 * in both dialects; property paths are read out of the JSON per query (see `events/EventSql.ts`).
 */
export const eventsQueries = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`CREATE INDEX events_account_created ON events (account_id, created_at, type, outcome)`
})
