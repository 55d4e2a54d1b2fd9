import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * Returns waiting for approval (a `manual` return policy): account-owned documents, the same
 * shape as 0002's tables, kept after the decision as its record (see `feedback/Returns.ts`).
 * `return_claims`: the one return a delivery may have approved or pending at a time (its primary
 * key makes a second one lose, whatever the timing), so revenue is never taken back twice.
 */
export const returnTables = ["returns"] as const

export const returns = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const jsonType = sql.onDialectOrElse({ pg: () => sql.literal("JSONB"), orElse: () => sql.literal("TEXT") })
  for (const table of returnTables) {
    yield* sql`CREATE TABLE ${sql(table)} (
      account_id TEXT NOT NULL,
      id TEXT NOT NULL,
      created_at BIGINT NOT NULL,
      updated_at BIGINT NOT NULL,
      version INTEGER NOT NULL DEFAULT 1,
      body ${jsonType} NOT NULL,
      PRIMARY KEY (account_id, id)
    )`
    yield* sql`CREATE INDEX ${sql(`${table}_created_at`)} ON ${sql(table)} (account_id, created_at)`
  }
  yield* sql`CREATE TABLE return_claims (
    account_id TEXT NOT NULL,
    recipient_event_id TEXT NOT NULL,
    return_id TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    PRIMARY KEY (account_id, recipient_event_id)
  )`
})
