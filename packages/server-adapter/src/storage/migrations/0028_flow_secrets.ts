import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * `flow_secrets_sealed`: one row once the secrets that flows stored before this version hold in
 * their mappings have been sealed, in flows and their deployed versions, and masked in their
 * changelogs (`secrets/FlowSecretsUpgrade.ts`, run at start: it needs the server secret and the
 * integrations, which a migration has not).
 */
export const flowSecrets = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`CREATE TABLE flow_secrets_sealed (id INTEGER PRIMARY KEY, done_at BIGINT NOT NULL)`
})
