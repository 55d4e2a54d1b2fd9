import { SqlClient } from "@effect/sql"
import { Effect, Layer, ManagedRuntime } from "effect"
import { afterAll, describe, expect, it } from "vitest"
import { clientLayer, runMigrations } from "../../src/storage/index.js"
import { withStartupLock } from "../../src/storage/StartupLock.js"
import { postgresTestDatabase, postgresUrl, skipNotice, type TestDatabase } from "./testDatabases.js"

/**
 * Two processes starting at once on an empty PostgreSQL database: migrating, then creating the
 * first account, each under the schema's startup lock. Each side here has its own connection
 * pool, as two processes would.
 */
if (postgresUrl === undefined) skipNotice("two processes starting at once")
describe.skipIf(postgresUrl === undefined)("the startup lock (needs LEADFLOW_PG_URL)", () => {
  const databases: Array<TestDatabase> = []
  afterAll(async () => {
    for (const database of databases) await database.dispose()
  })

  const twoClients = async () => {
    const database = await postgresTestDatabase(postgresUrl ?? "")
    databases.push(database)
    const runtimes = [0, 1].map(() => ManagedRuntime.make(clientLayer(database.config).pipe(Layer.orDie)))
    return {
      runtimes,
      dispose: () => Promise.all(runtimes.map((runtime) => runtime.dispose()))
    }
  }

  it("migrates an empty schema from two clients at once: both succeed, each migration applied once", async () => {
    for (let round = 0; round < 3; round++) {
      const { runtimes, dispose } = await twoClients()
      try {
        await Promise.all(runtimes.map((runtime) => runtime.runPromise(withStartupLock(runMigrations))))
        const applied = await runtimes[0]!.runPromise(
          Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ n: number; d: number }>`SELECT COUNT(*)::int AS n, COUNT(DISTINCT migration_id)::int AS d FROM effect_sql_migrations`)
        )
        expect(applied[0]?.n).toBe(applied[0]?.d)
        expect(applied[0]?.n).toBeGreaterThanOrEqual(26)
      } finally {
        await dispose()
      }
    }
  }, 120_000)

  it("lets one check-then-create run at a time: the second sees the first's row", async () => {
    const { runtimes, dispose } = await twoClients()
    try {
      await runtimes[0]!.runPromise(Effect.flatMap(SqlClient.SqlClient, (sql) => sql`CREATE TABLE firsts (name TEXT)`))
      // What the bootstrap does: count, then create when there is none; slow on purpose.
      const createOnce = Effect.flatMap(SqlClient.SqlClient, (sql) =>
        Effect.gen(function* () {
          const rows = yield* sql<{ n: number }>`SELECT COUNT(*)::int AS n FROM firsts`
          if ((rows[0]?.n ?? 0) > 0) return false
          yield* Effect.sleep("200 millis")
          yield* sql`INSERT INTO firsts (name) VALUES ('Default')`
          return true
        })
      )
      const created = await Promise.all(runtimes.map((runtime) => runtime.runPromise(withStartupLock(createOnce))))
      expect(created.filter(Boolean)).toHaveLength(1)
      const rows = await runtimes[1]!.runPromise(Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ n: number }>`SELECT COUNT(*)::int AS n FROM firsts`))
      expect(rows[0]?.n).toBe(1)
    } finally {
      await dispose()
    }
  }, 60_000)
})
