import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/** The new columns of the events already stored: the values the writer reads out of new ones. */
export const fillMetricColumns = Effect.flatMap(SqlClient.SqlClient, (sql) =>
  sql.onDialectOrElse({
    pg: () => sql`UPDATE events SET
      recipient_id = CASE WHEN jsonb_typeof(body #> '{vars,recipient,id}') = 'string' THEN NULLIF(body #>> '{vars,recipient,id}', '') END,
      ms = CASE WHEN jsonb_typeof(body -> 'ms') = 'number' THEN (body ->> 'ms')::double precision END,
      cost = CASE WHEN jsonb_typeof(body -> 'cost') = 'number' THEN (body ->> 'cost')::double precision END,
      revenue = CASE WHEN jsonb_typeof(body -> 'revenue') = 'number' THEN (body ->> 'revenue')::double precision END,
      ping = CASE WHEN body -> 'ping' = 'true'::jsonb THEN 1 END`,
    orElse: () => sql`UPDATE events SET
      recipient_id = CASE WHEN json_type(body, '$.vars.recipient.id') = 'text' THEN NULLIF(json_extract(body, '$.vars.recipient.id'), '') END,
      ms = CASE WHEN json_type(body, '$.ms') IN ('integer', 'real') THEN json_extract(body, '$.ms') END,
      cost = CASE WHEN json_type(body, '$.cost') IN ('integer', 'real') THEN json_extract(body, '$.cost') END,
      revenue = CASE WHEN json_type(body, '$.revenue') IN ('integer', 'real') THEN json_extract(body, '$.revenue') END,
      ping = CASE WHEN json_type(body, '$.ping') = 'true' THEN 1 END`
  })
)

/**
 * Events store once what a lead's events share, and keep what metrics count by in columns
 * (issue 15, see `storage/EventRows.ts`):
 * - `event_shared_vars`: the `vars` members every event of one write has alike, once; an event
 *   names its row in `shared_id` (NULL: its body holds all its vars, as every event written
 *   before this migration does, so they read as they always did);
 * - `recipient_id`, `ms`, `cost`, `revenue`, `ping` read out of each event, filled here for the
 *   events already stored;
 * - `events_metrics` replaces `events_account_created`: one account's events over a time range
 *   with every column the metrics and reports group, count and sum by, so those queries read the
 *   index alone (SQLite covering index, PostgreSQL index-only scan), never the bodies.
 */
export const sharedVarsMetricColumns = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const jsonType = sql.onDialectOrElse({ pg: () => sql.literal("JSONB"), orElse: () => sql.literal("TEXT") })
  const realType = sql.onDialectOrElse({ pg: () => sql.literal("DOUBLE PRECISION"), orElse: () => sql.literal("REAL") })
  yield* sql`CREATE TABLE event_shared_vars (
    shared_id TEXT PRIMARY KEY,
    shared_account_id TEXT,
    shared_expires_at BIGINT NOT NULL,
    shared_vars ${jsonType} NOT NULL
  )`
  yield* sql`CREATE INDEX event_shared_vars_expires_at ON event_shared_vars (shared_expires_at)`
  yield* sql`ALTER TABLE events ADD COLUMN shared_id TEXT`
  yield* sql`ALTER TABLE events ADD COLUMN recipient_id TEXT`
  yield* sql`ALTER TABLE events ADD COLUMN ms ${realType}`
  yield* sql`ALTER TABLE events ADD COLUMN cost ${realType}`
  yield* sql`ALTER TABLE events ADD COLUMN revenue ${realType}`
  yield* sql`ALTER TABLE events ADD COLUMN ping INTEGER`
  yield* fillMetricColumns
  yield* sql`DROP INDEX IF EXISTS events_account_created`
  yield* sql`CREATE INDEX events_metrics ON events
    (account_id, created_at, type, outcome, lead_id, flow_id, source_id, recipient_id, ms, cost, revenue, ping, shared_id)`
})
