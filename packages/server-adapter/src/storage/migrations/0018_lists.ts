import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * The registry of suppression lists (`/lists`): one row per list name of an account, with an
 * id, a description and its times. The values stay in `suppression_lists`, keyed by the name,
 * so list checks and steps read them as before. Names a step wrote to before this migration are
 * registered here (times from their entries); later ones register on their first write.
 */
export const lists = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`CREATE TABLE lists (
    id TEXT PRIMARY KEY,
    account_id TEXT NOT NULL,
    name TEXT NOT NULL,
    description TEXT,
    created_at BIGINT NOT NULL,
    updated_at BIGINT NOT NULL,
    UNIQUE (account_id, name)
  )`
  // A 24-hex id per existing name, as the API's ids look (random: nothing orders them).
  const newId = sql.onDialectOrElse({
    pg: () => sql.literal("substr(md5(random()::text || account_id || list), 1, 24)"),
    orElse: () => sql.literal("lower(hex(randomblob(12)))")
  })
  yield* sql`INSERT INTO lists (id, account_id, name, description, created_at, updated_at)
    SELECT ${newId}, account_id, list, NULL, MIN(added_at), MAX(added_at)
    FROM suppression_lists GROUP BY account_id, list`
})
