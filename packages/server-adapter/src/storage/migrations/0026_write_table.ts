import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { summariseWrites } from "./writeSummariesInEvents.js"

/** The columns of `events` after this migration. */
const eventColumns = [
  "id", "lead_id", "type", "outcome", "created_at", "expires_at", "account_id", "flow_id", "source_id",
  "recipient_id", "step_id", "ms", "cost", "revenue", "ping", "shared_id", "body"
] as const

/** The columns 0023 and 0025 added to the row of a write's first event, now `event_writes`'. */
const writeColumns = ["group_vars", "group_expires_at", "group_events", "group_first_at", "group_last_at", "group_tally", "group_members"] as const

/**
 * A write's shared vars and summary (0023, 0025) move out of the row of its first event into a
 * table of their own, `event_writes`, keyed by that event's id (which the write's events name in
 * `shared_id`), in write order. A metric over the lead's fields reads one row per write in its
 * window (`events/WriteCounts.ts`): in `events` each such row sat on a page of events of its own,
 * so a month of the bench's writes (127k of 1M events) touched most of PostgreSQL's 1.1 GB heap,
 * 0.30 s of a 0.5 s query; the same rows on their own take 166 MB and 0.08 s (issue 15).
 *
 * `event_shared_vars` stays a view with the same columns, over the new table, so the readers
 * that join it are unchanged. Every write gets its summary first (those an earlier version
 * stored after 0025 had none), so the summary's columns are NOT NULL from here on, but the count
 * (NULL for a write of several accounts, or one a purge took events from). The event holding a
 * write's vars need no longer outlive the others: the purge deletes each event at its own
 * expiry, and the write's row with the last of them (`group_expires_at`).
 */
export const writeTable = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const jsonType = sql.onDialectOrElse({ pg: () => sql.literal("JSONB"), orElse: () => sql.literal("TEXT") })
  yield* summariseWrites("writes without one")
  yield* sql`CREATE TABLE event_writes (
    shared_id TEXT PRIMARY KEY,
    account_id TEXT,
    group_vars ${jsonType} NOT NULL,
    group_expires_at BIGINT NOT NULL,
    group_events INTEGER,
    group_first_at BIGINT NOT NULL,
    group_last_at BIGINT NOT NULL,
    group_tally ${jsonType} NOT NULL,
    group_members ${jsonType} NOT NULL
  )`
  yield* sql`INSERT INTO event_writes (shared_id, account_id, ${sql.literal(writeColumns.join(", "))})
    SELECT id, account_id, group_vars, COALESCE(group_expires_at, expires_at), group_events, group_first_at, group_last_at, group_tally, group_members
    FROM events WHERE group_vars IS NOT NULL ORDER BY created_at, id`
  yield* sql`CREATE INDEX event_writes_window ON event_writes (account_id, group_last_at, group_first_at)`
  yield* sql`DROP VIEW event_shared_vars`
  yield* sql`CREATE VIEW event_shared_vars AS
    SELECT shared_id, account_id AS shared_account_id, group_expires_at AS shared_expires_at, group_vars AS shared_vars
    FROM event_writes`
  yield* sql`DROP INDEX events_writes`
  yield* sql`DROP INDEX events_spanless`
  for (const column of writeColumns) yield* sql`ALTER TABLE events DROP COLUMN ${sql.literal(column)}`
  // SQLite: a batch's events and writes in one INSERT (`storage/EventInsert.ts`), through a view
  // with the events' columns and the writes' beside them, set on a write's first event only.
  yield* sql.onDialectOrElse({
    pg: () => Effect.void,
    orElse: () =>
      Effect.zipRight(
        sql`CREATE VIEW event_rows AS
          SELECT e.*, ${sql.literal(writeColumns.map((column) => `w.${column}`).join(", "))}
          FROM events e LEFT JOIN event_writes w ON w.shared_id = e.id`,
        sql`CREATE TRIGGER event_rows_insert INSTEAD OF INSERT ON event_rows BEGIN
          INSERT INTO event_writes (shared_id, account_id, ${sql.literal(writeColumns.join(", "))})
            SELECT NEW.id, NEW.account_id, ${sql.literal(writeColumns.map((column) => (column === "group_vars" ? "jsonb(NEW.group_vars)" : `NEW.${column}`)).join(", "))}
            WHERE NEW.group_vars IS NOT NULL;
          INSERT INTO events (${sql.literal(eventColumns.join(", "))})
            VALUES (${sql.literal(eventColumns.map((column) => `NEW.${column}`).join(", "))});
        END`
      )
  })
})
