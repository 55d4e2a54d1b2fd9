import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * `secret_check`: one row, a known text sealed with the server secret the database was first
 * served with. A process started with another `LEADFLOW_SECRET` cannot open it and stops at
 * start (`secrets/SecretCheck.ts`), instead of saying it is ready and failing each request that
 * reads a credential.
 */
export const secretCheck = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`CREATE TABLE secret_check (id INTEGER PRIMARY KEY, sealed TEXT NOT NULL)`
})
