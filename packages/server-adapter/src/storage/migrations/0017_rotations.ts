import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * The cursors of round-robin and weighted groups of recipient steps: one row per account, flow
 * and group, moved by an atomic upsert per lead (see `SqlRotations`).
 */
export const rotations = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`CREATE TABLE rotations (
    account_id TEXT NOT NULL,
    flow_id TEXT NOT NULL,
    group_id TEXT NOT NULL,
    position BIGINT NOT NULL,
    updated_at BIGINT NOT NULL,
    PRIMARY KEY (account_id, flow_id, group_id)
  )`
})
