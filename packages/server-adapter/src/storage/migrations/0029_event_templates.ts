import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/** The columns of `events` after this migration. */
const eventColumns = [
  "id", "lead_id", "type", "outcome", "created_at", "expires_at", "account_id", "flow_id", "source_id",
  "recipient_id", "step_id", "ms", "cost", "revenue", "ping", "shared_id", "template_id", "body"
] as const

/** The columns 0026's trigger writes into `event_writes` (unchanged here). */
const writeColumns = ["group_vars", "group_expires_at", "group_events", "group_first_at", "group_last_at", "group_tally", "group_members"] as const

/**
 * `event_templates`: the step settings an event repeats for every lead of a flow version (a
 * filter's `rule_set`, a delivery's `mappings`, the source's `acceptance_criteria`) stored once,
 * keyed by a digest of their JSON and of the account, which events name in `template_id`; each
 * event's body keeps those keys with `null` in their place (`storage/EventTemplates.ts`). Events
 * stored before have no template and read as they were. SQLite's insert view (0026) is made again
 * so its trigger writes the new column.
 */
export const eventTemplates = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const jsonType = sql.onDialectOrElse({ pg: () => sql.literal("JSONB"), orElse: () => sql.literal("TEXT") })
  yield* sql`CREATE TABLE event_templates (
    template_id TEXT PRIMARY KEY,
    template_account_id TEXT,
    template_created_at BIGINT NOT NULL,
    template_body ${jsonType} NOT NULL
  )`
  yield* sql`ALTER TABLE events ADD COLUMN template_id TEXT`
  yield* sql.onDialectOrElse({
    pg: () => Effect.void,
    orElse: () =>
      Effect.gen(function* () {
        yield* sql`DROP TRIGGER event_rows_insert`
        yield* sql`DROP VIEW event_rows`
        yield* sql`CREATE VIEW event_rows AS
          SELECT e.*, ${sql.literal(writeColumns.map((column) => `w.${column}`).join(", "))}
          FROM events e LEFT JOIN event_writes w ON w.shared_id = e.id`
        yield* sql`CREATE TRIGGER event_rows_insert INSTEAD OF INSERT ON event_rows BEGIN
          INSERT INTO event_writes (shared_id, account_id, ${sql.literal(writeColumns.join(", "))})
            SELECT NEW.id, NEW.account_id, ${sql.literal(writeColumns.map((column) => (column === "group_vars" ? "jsonb(NEW.group_vars)" : `NEW.${column}`)).join(", "))}
            WHERE NEW.group_vars IS NOT NULL;
          INSERT INTO events (${sql.literal(eventColumns.join(", "))})
            VALUES (${sql.literal(eventColumns.map((column) => `NEW.${column}`).join(", "))});
        END`
      })
  })
})
