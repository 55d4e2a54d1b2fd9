import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * Secrets still in clear at rest, sealed or masked at the next start (a migration has not the
 * server secret, nor the integrations):
 * - `batch_secrets_sealed`: one row once the batch files recorded before delivery locations were
 *   masked have had their `delivery.location` masked (`batch/BatchSecretsUpgrade.ts`, which also
 *   seals batches' delivery secrets, at every start). Files are many: read once.
 * - The row of `flow_secrets_sealed` (0028) is removed, so that flows are looked through once more
 *   (`secrets/FlowSecretsUpgrade.ts`): a firehose `connection_string` saved before the API refused
 *   it is sealed in flows and their versions and masked in their changelogs. What is sealed stays.
 */
export const secretsAtRest = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`CREATE TABLE batch_secrets_sealed (id INTEGER PRIMARY KEY, done_at BIGINT NOT NULL)`
  yield* sql`DELETE FROM flow_secrets_sealed`
})
