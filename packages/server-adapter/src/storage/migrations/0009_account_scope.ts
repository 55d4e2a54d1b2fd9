import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * Every record resolved inside its account (round 2's tenant isolation):
 * - `flow_ids` remembers every flow id ever used and by which account, so a deleted flow's id
 *   (which its sellers' submission URLs still name) can never be claimed by another account;
 * - suppression lists get an owner: the same list name in two accounts is two lists. Entries
 *   written before this migration had no owner; they go to the oldest account (the default
 *   account of a single-tenant install, which is who wrote them there);
 * - counters get an owner and are keyed by flow too, so two accounts' caps that share an id
 *   (cap ids are chosen by whoever writes the flow) never share a count.
 * SQLite cannot change a primary key in place, so both tables are rebuilt and renamed.
 */
export const accountScope = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`CREATE TABLE flow_ids (
    id TEXT PRIMARY KEY,
    account_id TEXT NOT NULL,
    created_at BIGINT NOT NULL
  )`
  yield* sql`INSERT INTO flow_ids (id, account_id, created_at) SELECT id, account_id, created_at FROM flows`

  yield* sql`CREATE TABLE suppression_lists (
    account_id TEXT NOT NULL,
    list TEXT NOT NULL,
    value TEXT NOT NULL,
    added_at BIGINT NOT NULL,
    PRIMARY KEY (account_id, list, value)
  )`
  yield* sql`INSERT INTO suppression_lists (account_id, list, value, added_at)
    SELECT a.id, e.list, e.value, e.added_at FROM suppression_list_entries e
    JOIN (SELECT id FROM accounts ORDER BY created_at, id LIMIT 1) a ON TRUE`
  yield* sql`DROP TABLE suppression_list_entries`

  yield* sql`CREATE TABLE counters_scoped (
    account_id TEXT NOT NULL,
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
    PRIMARY KEY (account_id, flow_id, kind, id, window_start)
  )`
  yield* sql`INSERT INTO counters_scoped
    SELECT f.account_id, c.kind, c.id, c.window_start, c.window_end, c.flow_id, c.source_id, c.step_id, c.name, c.count, c.failed_count
    FROM counters c JOIN flow_ids f ON f.id = c.flow_id`
  yield* sql`DROP TABLE counters`
  yield* sql`ALTER TABLE counters_scoped RENAME TO counters`
  yield* sql`CREATE INDEX counters_window ON counters (window_end, window_start)`
})
