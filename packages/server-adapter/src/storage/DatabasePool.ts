import { type SqlClient, SqlError } from "@effect/sql"
import { PgClient } from "@effect/sql-pg"
import { Context, Effect, Layer, Redacted } from "effect"
import { createRequire } from "node:module"

/**
 * The database connections of this process, for `/metrics`: on PostgreSQL the `pg` pool behind
 * `@effect/sql-pg` (open, idle, requests waiting for one, the most it opens); on SQLite the one
 * connection `better-sqlite3` keeps (waiting does not apply: its queries run synchronously).
 */

export interface PoolStats {
  readonly open: number
  /** PostgreSQL only. */
  readonly idle?: number
  /** Queries waiting for a connection; PostgreSQL only. */
  readonly waiting?: number
  readonly max: number
}

export class DatabasePool extends Context.Tag("@leadflow/server-adapter/DatabasePool")<
  DatabasePool,
  { readonly stats: () => PoolStats }
>() {}

export const sqlitePool = Layer.succeed(DatabasePool, { stats: () => ({ open: 1, max: 1 }) })

/** What this module uses of a `pg` pool (the package ships no types). */
interface PgPool {
  readonly totalCount: number
  readonly idleCount: number
  readonly waitingCount: number
  readonly options: { readonly max?: number }
  readonly query: (text: string) => Promise<unknown>
  readonly end: () => Promise<void>
  readonly on: (event: "error", listener: (error: unknown) => void) => void
}

type PoolConstructor = new (config: { readonly connectionString: string; readonly options?: string; readonly application_name: string }) => PgPool

/**
 * `pg` as `@effect/sql-pg` loads it (its own dependency, found from its own folder): the pool
 * given to `PgClient.layerFromPool` is then one this module can read the counts of.
 */
const loadPool = (): PoolConstructor => {
  const sqlPg = createRequire(import.meta.url).resolve("@effect/sql-pg")
  return (createRequire(sqlPg)("pg") as { readonly Pool: PoolConstructor }).Pool
}

/**
 * PostgreSQL's JIT compiles a query whose estimated cost passes `jit_above_cost`. For the metrics
 * and reports over a million events that compilation took 1.7 s of a 3.2 s `group_by
 * vars.lead.state` (`EXPLAIN ANALYZE`, PostgreSQL 15), more than it saved. So each connection
 * starts with it off, unless the database URL sets `jit` itself (`?options=-c jit=on`): the
 * setting travels in the connection's startup message (`options`), so no query runs for it. The
 * URL's own `options` are kept; pg reads them from the URL over the pool's configuration, so
 * `-c jit=off` joins them there.
 */
const jitOff = "-c jit=off"
const withJitOff = (connectionString: string): { readonly connectionString: string; readonly options?: string } => {
  let url: URL
  try {
    url = new URL(connectionString)
  } catch {
    return { connectionString, options: jitOff }
  }
  const options = url.searchParams.get("options")
  if (options === null) return { connectionString, options: jitOff }
  if (/\bjit\b/i.test(options)) return { connectionString }
  url.searchParams.set("options", `${options} ${jitOff}`)
  return { connectionString: url.toString() }
}

/** pg's default when `max` is not set. */
const pgDefaultMax = 10

/**
 * The PostgreSQL client over a pool this process can count, made as `PgClient.layer` makes its
 * own: a first query proves the connection, and the pool ends with the layer.
 */
export const postgresLayer = (
  url: Redacted.Redacted<string>
): Layer.Layer<SqlClient.SqlClient | PgClient.PgClient | DatabasePool, SqlError.SqlError> => {
  let pool: PgPool | undefined
  const acquire = Effect.acquireRelease(
    Effect.tryPromise({
      try: async () => {
        const Pool = loadPool()
        const made = new Pool({ ...withJitOff(Redacted.value(url)), application_name: "leadflow" })
        // Errors of idle connections would otherwise crash the process; queries see their own.
        made.on("error", () => {})
        pool = made
        await made.query("SELECT 1")
        return made
      },
      catch: (cause) => new SqlError.SqlError({ cause, message: "PgClient: Failed to connect" })
    }).pipe(
      Effect.timeoutFail({
        duration: "5 seconds",
        onTimeout: () => new SqlError.SqlError({ cause: new Error("Connection timed out"), message: "PgClient: Connection timed out" })
      })
    ),
    (made) => Effect.promise(() => made.end()).pipe(Effect.interruptible, Effect.timeoutOption(1000))
  )
  const stats = (): PoolStats =>
    pool === undefined
      ? { open: 0, idle: 0, waiting: 0, max: pgDefaultMax }
      : { open: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: pool.options.max ?? pgDefaultMax }
  // `layerFromPool` types the pool with pg's own (absent) types: ours is the same object.
  const client = PgClient.layerFromPool({ acquire: acquire as unknown as PgClient.PgClientFromPoolOptions["acquire"], applicationName: "leadflow" })
  return Layer.merge(client, Layer.succeed(DatabasePool, { stats }))
}
