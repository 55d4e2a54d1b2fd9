import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * A write's shared vars (0014) move from their own table into the row of the event that names
 * them (`events.group_vars`, with `group_expires_at`, the last expiry of the write's events): a
 * lead's write is then one INSERT into one table, three B-trees fewer to update per commit (the
 * shared table, its key and its expiry index). Measured with better-sqlite3 on the bench's rows,
 * SQLite CPU per lead went from 345 to 200 µs for a commit of one lead, 180 to 103 µs for four,
 * 95 to 68 µs for sixteen (issue 15).
 *
 * `event_shared_vars` becomes a view of those rows with the same columns, so every reader's
 * `LEFT JOIN event_shared_vars ON shared_id` is unchanged (both databases inline it as a lookup
 * of `events` by id). A shared row whose naming event was already purged (an older purge deleted
 * events one by one) moves to the earliest remaining event of its write, which the others then
 * name; a row none of whose events remain is dropped, as the purge would have dropped it.
 */
export const sharedVarsInEvents = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const jsonType = sql.onDialectOrElse({ pg: () => sql.literal("JSONB"), orElse: () => sql.literal("TEXT") })
  yield* sql`ALTER TABLE events ADD COLUMN group_vars ${jsonType}`
  yield* sql`ALTER TABLE events ADD COLUMN group_expires_at BIGINT`
  const orphans = yield* sql<{ readonly shared_id: string; readonly holder: string | null }>`SELECT s.shared_id,
      (SELECT MIN(e.id) FROM events e WHERE e.shared_id = s.shared_id) AS holder
    FROM event_shared_vars s WHERE NOT EXISTS (SELECT 1 FROM events e WHERE e.id = s.shared_id)`
  for (const orphan of orphans) {
    if (orphan.holder === null) continue
    yield* sql`UPDATE events SET group_vars = s.shared_vars, group_expires_at = s.shared_expires_at
      FROM event_shared_vars s WHERE s.shared_id = ${orphan.shared_id} AND events.id = ${orphan.holder}`
    yield* sql`UPDATE events SET shared_id = ${orphan.holder} WHERE shared_id = ${orphan.shared_id}`
  }
  yield* sql`UPDATE events SET group_vars = s.shared_vars, group_expires_at = s.shared_expires_at
    FROM event_shared_vars s WHERE s.shared_id = events.id`
  yield* sql`DROP TABLE event_shared_vars`
  yield* sql`CREATE VIEW event_shared_vars AS
    SELECT id AS shared_id, account_id AS shared_account_id, group_expires_at AS shared_expires_at, group_vars AS shared_vars
    FROM events WHERE group_vars IS NOT NULL`
})
