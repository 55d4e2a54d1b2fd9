import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/** Account-owned resources added with the API beyond the first five: same shape as 0002's tables. */
export const moreDocumentTables = ["routers", "reports", "batches", "batch_files", "onboards", "invitations"] as const

export const moreDocuments = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const jsonType = sql.onDialectOrElse({ pg: () => sql.literal("JSONB"), orElse: () => sql.literal("TEXT") })
  for (const table of moreDocumentTables) {
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
  // Report tokens are looked up without an account (a shared report needs no key).
  yield* sql`CREATE TABLE report_tokens (
    token TEXT PRIMARY KEY,
    account_id TEXT NOT NULL,
    report_id TEXT NOT NULL
  )`
})
