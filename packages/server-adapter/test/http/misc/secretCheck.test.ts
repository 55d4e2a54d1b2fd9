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
