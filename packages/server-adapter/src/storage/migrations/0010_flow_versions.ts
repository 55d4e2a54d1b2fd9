import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * Saved and deployed are two versions of a flow (round 2). `flows` keeps the draft, as before;
 * `flow_versions` keeps the body of every draft version that was deployed (keyed by that draft
 * `version`), and two new columns of `flows` say which of them is live and since when. Submissions
 * run the live version only, in every process, because the pointer is in the database.
 * Every flow stored before this migration was live, so it is recorded as deployed as it stands.
 */
export const flowVersions = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const jsonType = sql.onDialectOrElse({ pg: () => sql.literal("JSONB"), orElse: () => sql.literal("TEXT") })
  yield* sql`CREATE TABLE flow_versions (
    account_id TEXT NOT NULL,
    flow_id TEXT NOT NULL,
    version INTEGER NOT NULL,
    body ${jsonType} NOT NULL,
    deployed_at BIGINT NOT NULL,
    PRIMARY KEY (account_id, flow_id, version)
  )`
  yield* sql`ALTER TABLE flows ADD COLUMN deployed_version INTEGER`
  yield* sql`ALTER TABLE flows ADD COLUMN deployed_at BIGINT`
  yield* sql`INSERT INTO flow_versions (account_id, flow_id, version, body, deployed_at)
    SELECT account_id, id, version, body, updated_at FROM flows`
  yield* sql`UPDATE flows SET deployed_version = version, deployed_at = updated_at`
})
