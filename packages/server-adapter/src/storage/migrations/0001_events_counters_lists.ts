import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * The engine's records: events (one row per event, the whole event as JSON), counters for caps
 * and ping limits (one row per counter and window), and suppression list entries. Times are ms
 * since the epoch in BIGINT columns so both dialects compare them as numbers.
 */
export const eventsCountersLists = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const jsonType = sql.onDialectOrElse({ pg: () => sql.literal("JSONB"), orElse: () => sql.literal("TEXT") })
  yield* sql`CREATE TABLE events (
    id TEXT PRIMARY KEY,
    lead_id TEXT NOT NULL,
    type TEXT NOT NULL,
    outcome TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    expires_at BIGINT NOT NULL,
    account_id TEXT,
    flow_id TEXT,
    source_id TEXT,
    step_id TEXT,
    body ${jsonType} NOT NULL
  )`
  yield* sql`CREATE INDEX events_lead_id ON events (lead_id)`
  yield* sql`CREATE INDEX events_created_at ON events (created_at)`
  yield* sql`CREATE INDEX events_flow_created_at ON events (flow_id, created_at)`
  yield* sql`CREATE INDEX events_type ON events (type)`
  // Purging finds expired events by this index.
  yield* sql`CREATE INDEX events_expires_at ON events (expires_at)`

  yield* sql`CREATE TABLE counters (
    kind TEXT NOT NULL,
    id TEXT NOT NULL,
    window_start BIGINT NOT NULL,
    window_end BIGINT NOT NULL,
    flow_id TEXT NOT NULL,
    source_id TEXT,
    step_id TEXT,
    name TEXT,
    count INTEGER NOT NULL DEFAULT 0,
    failed_count INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (kind, id, window_start)
  )`
  yield* sql`CREATE INDEX counters_window ON counters (window_end, window_start)`

  yield* sql`CREATE TABLE suppression_list_entries (
    list TEXT NOT NULL,
    value TEXT NOT NULL,
    added_at BIGINT NOT NULL,
    PRIMARY KEY (list, value)
  )`
})
