import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { afterAll, expect, it } from "vitest"
import { sqliteTestDatabase } from "../../storage/testDatabases.js"
import { startTestServer } from "../TestServer.js"

/**
 * Every process on one database must use the same server secret: one started with another stops
 * at start, saying so, instead of serving requests that cannot read stored credentials.
 */
const database = await sqliteTestDatabase()
afterAll(() => database.dispose())

it("a second process with another secret stops at start; one with the same secret starts", async () => {
  const first = await startTestServer({ database, secret: "the-first-secret-of-this-db" })
  try {
    await expect(startTestServer({ database, secret: "another-secret-entirely" })).rejects.toThrow(
      /not the one this database was set up with/
    )
    const same = await startTestServer({ database, secret: "the-first-secret-of-this-db" })
    await same.close()
  } finally {
    await first.close()
  }
}, 60_000)

it("on a database set up before the check, a first process with another secret than its credentials' stops too", async () => {
  const upgraded = await sqliteTestDatabase()
  try {
    const first = await startTestServer({ database: upgraded, secret: "the-secret-of-the-credentials" })
    const created = await fetch(`${first.url}/credentials`, {
      method: "POST",
      headers: { authorization: first.auth, "content-type": "application/json" },
      body: JSON.stringify({ type: "user", package: "leadflow-custom", name: "Buyer login", username: "kim", password: "hunter2-pass" })
    })
    expect(created.status).toBe(201)
    // As before migration 0027: no check value yet.
    await first.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql`DELETE FROM secret_check`))
    await first.close()
    await expect(startTestServer({ database: upgraded, secret: "a-misconfigured-secret" })).rejects.toThrow(/not the one this database was set up with/)
    const right = await startTestServer({ database: upgraded, secret: "the-secret-of-the-credentials" })
    await right.close()
  } finally {
    await upgraded.dispose()
  }
}, 60_000)
