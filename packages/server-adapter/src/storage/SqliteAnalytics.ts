import { SqlError, type Statement } from "@effect/sql"
import { Context, Effect, Layer } from "effect"
import { createRequire } from "node:module"
import { isInMemory, sqliteDriverPath } from "./SqliteDriver.js"
import { type AggregateHost, registerGroupAggregates, type Row } from "../events/GroupAggregates.js"
import { type FunctionHost, registerSqliteFunctions } from "./SqliteFunctions.js"

/**
 * A second, read-only connection to the SQLite file, for metrics and reports: it carries the
 * aggregates of `events/GroupAggregates.ts`, and the SQL functions every connection of the server
 * carries (`SqliteFunctions.ts`). Under WAL a reader sees the last committed write and never
 * blocks the writer. Absent for PostgreSQL (it
 * hashes by itself) and for an in-memory SQLite database (another connection would open another,
 * empty, database); readers ask with `Effect.serviceOption` and fall back to SQL's `GROUP BY`.
 * Being another connection, it does not see the writes of a transaction still open on the
 * client's (no metric or report runs inside one).
 */
export class SqliteAnalytics extends Context.Tag("@leadflow/server-adapter/SqliteAnalytics")<
  SqliteAnalytics,
  {
    /** Run a statement whose one value is an aggregate's handle, and take the aggregate's rows. */
    readonly rows: (statement: Statement.Statement<unknown>) => Effect.Effect<ReadonlyArray<Row>, SqlError.SqlError>
    /** Run a statement whose values (one row) are aggregates' handles, and take each one's rows: one pass, several aggregates. */
    readonly rowSets: (statement: Statement.Statement<unknown>) => Effect.Effect<ReadonlyArray<ReadonlyArray<Row>>, SqlError.SqlError>
  }
>() {}

interface Prepared {
  raw(): { get(...params: ReadonlyArray<unknown>): ReadonlyArray<unknown> | undefined }
}

interface ReadConnection extends AggregateHost, FunctionHost {
  prepare(sql: string): Prepared
  pragma(statement: string): unknown
  close(): void
}

type Open = new (filename: string, options: { readonly readonly: boolean; readonly fileMustExist: boolean }) => ReadConnection

const openReadConnection = (filename: string): ReadConnection => {
  const Database = createRequire(import.meta.url)(sqliteDriverPath()) as Open
  return new Database(filename, { readonly: true, fileMustExist: true })
}

const failure = (cause: unknown, message: string) => new SqlError.SqlError({ cause, message })

/** The analytics connection of a SQLite file (nothing for `:memory:`), closed with the layer. */
export const sqliteAnalyticsLayer = (filename: string, busyTimeoutMs: number): Layer.Layer<never> =>
  isInMemory(filename)
    ? Layer.empty
    : Layer.scoped(
        SqliteAnalytics,
        Effect.gen(function* () {
          const db = yield* Effect.acquireRelease(
            Effect.sync(() => openReadConnection(filename)),
            (connection) => Effect.sync(() => connection.close())
          )
          db.pragma(`busy_timeout = ${busyTimeoutMs}`)
          db.pragma("cache_size = -32768")
          const results = new Map<number, ReadonlyArray<Row>>()
          registerGroupAggregates(db, results)
          registerSqliteFunctions(db)
          const prepared = new Map<string, Prepared>()
          const prepare = (text: string): Prepared => {
            let statement = prepared.get(text)
            if (statement === undefined) {
              if (prepared.size >= 100) prepared.clear()
              statement = db.prepare(text)
              prepared.set(text, statement)
            }
            return statement
          }
          // Run a statement whose one row holds aggregates' handles, and take each one's rows (every
          // handle is taken, even when one is missing, so none is left behind).
          const rowSets = (statement: Statement.Statement<unknown>) =>
            Effect.try({
              try: () => {
                const [text, params] = statement.compile()
                const bound = params.map((p) => (typeof p === "boolean" ? (p ? 1 : 0) : p))
                const handles = prepare(text).raw().get(...bound) ?? []
                const sets = handles.map((handle) => results.get(Number(handle)))
                for (const handle of handles) results.delete(Number(handle))
                return sets.map((rows) => {
                  if (rows === undefined) throw new Error("an aggregate answered no rows")
                  return rows
                })
              },
              catch: (cause) => failure(cause, "Failed to run an analytics statement")
            })
          return {
            rowSets,
            rows: (statement) =>
              Effect.flatMap(rowSets(statement), ([rows]) =>
                rows === undefined ? Effect.fail(failure(undefined, "Failed to run an analytics statement: no aggregate in it")) : Effect.succeed(rows)
              )
          }
        })
      )
