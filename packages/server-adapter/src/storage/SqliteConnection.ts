import * as Reactivity from "@effect/experimental/Reactivity"
import { SqlClient, type SqlConnection, SqlError, Statement } from "@effect/sql"
import { Cache, Context, Duration, Effect, Layer, Scope } from "effect"
import { createRequire } from "node:module"
import { sqliteDriverPath } from "./SqliteDriver.js"
import { type FunctionHost, registerSqliteFunctions } from "./SqliteFunctions.js"

/**
 * The SQL client over one `better-sqlite3` connection that the server opens itself: what
 * `@effect/sql-sqlite-node`'s client does (one connection, statements prepared once and cached,
 * one statement or transaction at a time), with the server's SQL functions registered on the
 * connection (`SqliteFunctions.ts`), which that client gives no way to do (it keeps its handle to
 * itself). The same build of the driver (`SqliteDriver.ts`).
 */

interface PreparedStatement {
  readonly reader: boolean
  all(...params: ReadonlyArray<unknown>): ReadonlyArray<object>
  run(...params: ReadonlyArray<unknown>): unknown
  raw(on: boolean): PreparedStatement
  safeIntegers(on: boolean): PreparedStatement
}

interface Connection extends FunctionHost {
  prepare(sql: string): PreparedStatement
  close(): void
}

type Open = new (filename: string, options: { readonly readonly: boolean }) => Connection

const open = (filename: string): Connection => {
  const Database = createRequire(import.meta.url)(sqliteDriverPath()) as Open
  return new Database(filename, { readonly: false })
}

const failure = (cause: unknown, message: string) => new SqlError.SqlError({ cause, message })

const make = (filename: string) =>
  Effect.gen(function* () {
    const db = open(filename)
    yield* Effect.addFinalizer(() => Effect.sync(() => db.close()))
    registerSqliteFunctions(db)
    const statements = yield* Cache.make({
      capacity: 200,
      timeToLive: Duration.minutes(10),
      lookup: (sql: string) => Effect.try({ try: () => db.prepare(sql), catch: (cause) => failure(cause, "Failed to prepare statement ") })
    })
    const runStatement = (statement: PreparedStatement, params: ReadonlyArray<unknown>, raw: boolean) =>
      Effect.withFiberRuntime<ReadonlyArray<object>, SqlError.SqlError>((fiber) => {
        if (Context.get(fiber.currentContext, SqlClient.SafeIntegers)) statement.safeIntegers(true)
        try {
          if (statement.reader) return Effect.succeed(statement.all(...params))
          const result = statement.run(...params)
          return Effect.succeed(raw ? (result as ReadonlyArray<object>) : [])
        } catch (cause) {
          return Effect.fail(failure(cause, "Failed to execute statement"))
        }
      })
    const run = (sql: string, params: ReadonlyArray<unknown>, raw = false) =>
      Effect.flatMap(statements.get(sql), (statement) => runStatement(statement, params, raw))
    const runValues = (sql: string, params: ReadonlyArray<unknown>) =>
      Effect.acquireUseRelease(
        statements.get(sql),
        (statement) =>
          Effect.try({
            try: () => {
              if (statement.reader) return statement.raw(true).all(...params) as ReadonlyArray<ReadonlyArray<unknown>>
              statement.run(...params)
              return []
            },
            catch: (cause) => failure(cause, "Failed to execute statement")
          }),
        (statement) => Effect.sync(() => statement.reader && statement.raw(false))
      )
    // The client's types say `any` rows; these are the driver's rows as they come.
    const connection = {
      execute: (sql, params, transformRows) => (transformRows ? Effect.map(run(sql, params), transformRows) : run(sql, params)),
      executeRaw: (sql, params) => run(sql, params, true),
      executeValues: (sql, params) => runValues(sql, params),
      executeUnprepared: (sql, params, transformRows) => {
        const effect = Effect.flatMap(
          Effect.try({ try: () => db.prepare(sql), catch: (cause) => failure(cause, "Failed to prepare statement ") }),
          (statement) => runStatement(statement, params ?? [], false)
        )
        return transformRows ? Effect.map(effect, transformRows) : effect
      },
      executeStream: () => Effect.dieMessage("executeStream not implemented")
    } as SqlConnection.Connection
    const semaphore = yield* Effect.makeSemaphore(1)
    const acquirer = semaphore.withPermits(1)(Effect.succeed(connection))
    const transactionAcquirer = Effect.uninterruptibleMask((restore) =>
      Effect.as(
        Effect.zipRight(
          restore(semaphore.take(1)),
          Effect.tap(Effect.scope, (scope) => Scope.addFinalizer(scope, semaphore.release(1)))
        ),
        connection
      )
    )
    return yield* SqlClient.make({
      acquirer,
      compiler: Statement.makeCompilerSqlite(),
      transactionAcquirer,
      spanAttributes: [["db.system.name", "sqlite"]]
    })
  })

/** The `SqlClient` over a SQLite file (or `:memory:`) of the server's own connection, closed with the layer. */
export const sqliteClientLayer = (filename: string): Layer.Layer<SqlClient.SqlClient> =>
  Layer.scoped(SqlClient.SqlClient, make(filename)).pipe(Layer.provide(Reactivity.layer))
