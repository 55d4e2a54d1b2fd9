import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * Reports: a report has at most one token (so a reshare replaces the old token in one atomic
 * upsert, whichever process shares), a report name is unique within its account (enforced by the
 * database, so two concurrent creates cannot both win), and reports read an account's events
 * in a time window.
 */
export const reportsFeedback = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`CREATE UNIQUE INDEX report_tokens_report ON report_tokens (account_id, report_id)`
  yield* sql.onDialectOrElse({
    pg: () => sql`CREATE UNIQUE INDEX reports_name ON reports (account_id, (body ->> 'name'))`,
    orElse: () => sql`CREATE UNIQUE INDEX reports_name ON reports (account_id, json_extract(body, '$.name'))`
  })
  yield* sql`CREATE INDEX reports_events_account_time ON events (account_id, created_at)`
})
