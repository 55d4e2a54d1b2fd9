import { Migrator, SqlClient } from "@effect/sql"
import { Effect, ManagedRuntime } from "effect"
import { afterAll, beforeAll } from "vitest"
import { clientLayer } from "../../src/storage/index.js"
import { migrations } from "../../src/storage/migrations/index.js"
import { fullBody } from "../../src/storage/SharedVars.js"
import type { TestDatabase } from "./testDatabases.js"

type Migrations = Record<string, Effect.Effect<unknown, unknown, SqlClient.SqlClient>>

/** The migrations numbered before `name` (the migrator runs only those past the last one applied). */
export const migrationsBefore = (name: string): Migrations => Object.fromEntries(Object.entries(migrations).filter(([key]) => key < name))

export const migrate = (record: Migrations) => Migrator.make({})({ loader: Migrator.fromRecord(record) })

/**
 * For a migration's test, inside a `describe`: a database not migrated yet (`open`), a runner
 * over it, and every event of `account`, whole, by id (to compare before and after).
 */
export const migrationHarness = (open: () => Promise<TestDatabase>, account: string) => {
  let database: TestDatabase
  let runtime: ManagedRuntime.ManagedRuntime<SqlClient.SqlClient, unknown>
  const run = <A, E>(effect: Effect.Effect<A, E, SqlClient.SqlClient>): Promise<A> => runtime.runPromise(effect)

  beforeAll(async () => {
    database = await open()
    runtime = ManagedRuntime.make(clientLayer(database.config))
  })
  afterAll(async () => {
    await runtime?.dispose()
    await database?.dispose()
  })

  const readAll = () =>
    run(
      Effect.flatMap(SqlClient.SqlClient, (sql) =>
        // The shared vars' view as 0023 made it (the migrations under test come before templates, 0029).
        sql<{ id: string; body: unknown; shared_vars: unknown }>`SELECT events.id, body, shared_vars FROM events LEFT JOIN event_shared_vars ON event_shared_vars.shared_id = events.shared_id
          WHERE account_id = ${account} ORDER BY events.id`.pipe(Effect.map((rows) => rows.map((row) => [row.id, fullBody(row.body, row.shared_vars, null)] as const)))
      )
    )
  return { run, readAll }
}
