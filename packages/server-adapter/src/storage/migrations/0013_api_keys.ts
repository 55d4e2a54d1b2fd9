import { SqlClient } from "@effect/sql"
import { objectIdGenerator } from "@leadflow/core"
import { Effect } from "effect"

/**
 * Several API keys per account, each with a name, a scope (`full`, `read`, `submit`), when it was
 * made, last used and revoked. Each account's one key so far (its SHA-256 in
 * `accounts.api_key_hash`) becomes a `full` key named "default", so every key keeps working; the
 * column then goes, so that no second copy of a key's hash outlives its revocation. A revoked key
 * stays as a row (`revoked_at`), so its hash can never be issued again and the list can say when.
 */
export const apiKeys = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`CREATE TABLE api_keys (
    id TEXT PRIMARY KEY,
    account_id TEXT NOT NULL,
    name TEXT NOT NULL,
    scope TEXT NOT NULL,
    key_hash TEXT NOT NULL UNIQUE,
    prefix TEXT,
    created_at BIGINT NOT NULL,
    last_used_at BIGINT,
    revoked_at BIGINT
  )`
  yield* sql`CREATE INDEX api_keys_account ON api_keys (account_id, created_at)`
  const ids = objectIdGenerator()
  const existing = yield* sql<{ readonly id: string; readonly api_key_hash: string; readonly created_at: unknown }>`
    SELECT id, api_key_hash, created_at FROM accounts ORDER BY created_at, id`
  for (const account of existing) {
    yield* sql`INSERT INTO api_keys ${sql.insert({
      id: ids(),
      account_id: account.id,
      name: "default",
      scope: "full",
      key_hash: account.api_key_hash,
      prefix: null,
      created_at: Number(account.created_at)
    })}`
  }
  // SQLite cannot drop a UNIQUE column in place: the table is rebuilt without it.
  yield* sql.onDialectOrElse({
    pg: () => sql`ALTER TABLE accounts DROP COLUMN api_key_hash`,
    orElse: () =>
      Effect.gen(function* () {
        yield* sql`CREATE TABLE accounts_next (
          id TEXT PRIMARY KEY,
          created_at BIGINT NOT NULL,
          updated_at BIGINT NOT NULL,
          version INTEGER NOT NULL DEFAULT 1,
          body TEXT NOT NULL
        )`
        yield* sql`INSERT INTO accounts_next (id, created_at, updated_at, version, body)
          SELECT id, created_at, updated_at, version, body FROM accounts`
        yield* sql`DROP TABLE accounts`
        yield* sql`ALTER TABLE accounts_next RENAME TO accounts`
      })
  })
})
