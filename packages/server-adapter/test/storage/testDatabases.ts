import { mkdtemp, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { randomBytes } from "node:crypto"
import { SqlClient } from "@effect/sql"
import { Effect, Redacted } from "effect"
import { clientLayer, type DatabaseConfig } from "../../src/storage/index.js"

/** A database for one test file, and how to throw it away. */
export interface TestDatabase {
  readonly config: DatabaseConfig
  /** The same database as a `LEADFLOW_DB` value, for child processes. */
  readonly url: string
  readonly dispose: () => Promise<void>
}

/** The PostgreSQL the PostgreSQL suites use; they are skipped when it is unset. */
export const postgresUrl: string | undefined = process.env["LEADFLOW_PG_URL"] || undefined

export const skipNotice = (suite: string): void => {
  if (postgresUrl === undefined) console.warn(`[skipped] ${suite} on PostgreSQL: set LEADFLOW_PG_URL to run it`)
}

/** A SQLite file in a fresh temporary directory. */
export const sqliteTestDatabase = async (): Promise<TestDatabase> => {
  const dir = await mkdtemp(join(tmpdir(), "leadflow-storage-"))
  const filename = join(dir, "leadflow.db")
  return {
    config: { dialect: "sqlite", filename },
    url: `sqlite:${filename}`,
    dispose: () => rm(dir, { recursive: true, force: true })
  }
}

const onPostgres = <A>(url: string, statement: (sql: SqlClient.SqlClient) => Effect.Effect<A, unknown>) =>
  Effect.runPromise(
    Effect.flatMap(SqlClient.SqlClient, statement).pipe(
      Effect.provide(clientLayer({ dialect: "postgres", url: Redacted.make(url) })),
      Effect.scoped
    )
  )

/**
 * A fresh schema on the PostgreSQL at `LEADFLOW_PG_URL`, selected for every connection through
 * the `options` connection parameter, so parallel runs never see each other's tables.
 */
export const postgresTestDatabase = async (base: string): Promise<TestDatabase> => {
  const schema = `leadflow_test_${randomBytes(6).toString("hex")}`
  await onPostgres(base, (sql) => sql`CREATE SCHEMA ${sql(schema)}`)
  const url = new URL(base)
  url.searchParams.set("options", `-c search_path=${schema}`)
  return {
    config: { dialect: "postgres", url: Redacted.make(url.toString()) },
    url: url.toString(),
    dispose: () => onPostgres(base, (sql) => sql`DROP SCHEMA ${sql(schema)} CASCADE`).then(() => undefined)
  }
}

/** A random id, so tests sharing one database never touch each other's rows. */
export const uniqueId = (prefix: string): string => `${prefix}-${randomBytes(6).toString("hex")}`
