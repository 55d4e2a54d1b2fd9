import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/** Resources the API keeps as JSON documents, each owned by an account. */
export const documentTables = ["flows", "fields", "entities", "credentials", "changelogs"] as const
export type DocumentTable = (typeof documentTables)[number]

/**
 * Accounts and the API's documents. Each document row carries the columns the API filters and
 * guards on (owner, times in ms, a version for optimistic concurrency) and the document as JSON.
 * Credentials' secrets arrive encrypted by the caller; the store never sees them in clear.
 */
export const documents = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const jsonType = sql.onDialectOrElse({ pg: () => sql.literal("JSONB"), orElse: () => sql.literal("TEXT") })
  yield* sql`CREATE TABLE accounts (
    id TEXT PRIMARY KEY,
    api_key_hash TEXT NOT NULL UNIQUE,
    created_at BIGINT NOT NULL,
    updated_at BIGINT NOT NULL,
    version INTEGER NOT NULL DEFAULT 1,
    body ${jsonType} NOT NULL
  )`
  for (const table of documentTables) {
    // Ids are unique per account (field ids such as "email" repeat across accounts).
    yield* sql`CREATE TABLE ${sql(table)} (
      account_id TEXT NOT NULL,
      id TEXT NOT NULL,
      created_at BIGINT NOT NULL,
      updated_at BIGINT NOT NULL,
      version INTEGER NOT NULL DEFAULT 1,
      body ${jsonType} NOT NULL,
      PRIMARY KEY (account_id, id)
    )`
  }
  yield* sql`CREATE INDEX changelogs_created_at ON changelogs (account_id, created_at)`
})
