import { type SqlClient, SqlError } from "@effect/sql"
import { PgClient } from "@effect/sql-pg"
import { Context, Effect, Layer, Redacted } from "effect"
import { createRequire } from "node:module"
import { type DatabaseTimeouts, defaultDatabaseTimeouts } from "./DatabaseTimeouts.js"

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

/** What this module uses of a `pg` client (the package ships no types; private members marked). */
interface PgClientLike {
  /** False while a statement is under way (pg sets it on the server's ReadyForQuery). */
  readonly readyForQuery?: boolean
  /** pg's statement under way (private), null once answered: its result, or its error. */
  readonly _activeQuery?: unknown
  /** pg's statements waiting their turn on the connection (private). */
  readonly _queryQueue?: ReadonlyArray<unknown>
  /** pg's own record of the last ReadyForQuery status: "T" or "E" inside a transaction. */
  readonly _txStatus?: string | null
  readonly connection?: {
    readonly stream?: { readonly destroy: (error?: Error) => void; readonly prependListener: (event: "data", listener: () => void) => void }
  }
  query: (...args: Array<unknown>) => unknown
  release?: (error?: unknown) => void
  readonly once: (event: "end", listener: () => void) => void
  readonly on: (event: "error", listener: (error: unknown) => void) => void
  readonly off: (event: "error", listener: (error: unknown) => void) => void
}

type Release = (error?: unknown) => void
type ConnectCallback = (error: unknown, client: PgClientLike | undefined, release: Release) => void

/** What this module uses of a `pg` pool. */
interface PgPool {
  readonly totalCount: number
  readonly idleCount: number
  readonly waitingCount: number
  readonly options: { readonly max?: number }
  readonly query: (text: string) => Promise<unknown>
  connect: (callback?: ConnectCallback) => unknown
  readonly end: () => Promise<void>
  readonly on: {
    (event: "error", listener: (error: unknown) => void): void
    (event: "connect" | "acquire" | "remove", listener: (client: PgClientLike) => void): void
    (event: "release", listener: (error: unknown, client: PgClientLike) => void): void
  }
}

interface PoolConfig {
  readonly connectionString: string
  readonly options?: string
  readonly application_name: string
  readonly connectionTimeoutMillis: number
  readonly keepAlive: boolean
  readonly keepAliveInitialDelayMillis: number
}

type PoolConstructor = new (config: PoolConfig) => PgPool

/**
 * `pg` as `@effect/sql-pg` loads it (its own dependency, found from its own folder): the pool
 * given to `PgClient.layerFromPool` is then one this module can read the counts of.
 */
const loadPool = (): PoolConstructor => {
  const sqlPg = createRequire(import.meta.url).resolve("@effect/sql-pg")
  return (createRequire(sqlPg)("pg") as { readonly Pool: PoolConstructor }).Pool
}

/**
 * Settings every connection starts with, in its startup message (`options`), so no query runs
 * for them. PostgreSQL's JIT compiles a query whose estimated cost passes `jit_above_cost`. For
 * the metrics and reports over a million events that compilation took 1.7 s of a 3.2 s `group_by
 * vars.lead.state` (`EXPLAIN ANALYZE`, PostgreSQL 15), more than it saved: so `jit=off`. The time
 * limits (`DatabaseTimeouts`) bound what a statement may wait: `statement_timeout`,
 * `lock_timeout`, `idle_in_transaction_session_timeout`. A setting the database URL sets itself
 * (in its `options`, `?options=-c jit=on`, or as a parameter of its own, `?statement_timeout=0`)
 * is left as the URL says. The URL's own `options` are kept; pg reads them from the URL over the
 * pool's configuration, so the settings join them there.
 */
export const sessionSettings = (timeouts: DatabaseTimeouts): ReadonlyArray<readonly [string, string]> => [
  ["jit", "off"],
  ...(timeouts.statementTimeoutMs > 0 ? [["statement_timeout", String(timeouts.statementTimeoutMs)] as const] : []),
  ...(timeouts.lockTimeoutMs > 0 ? [["lock_timeout", String(timeouts.lockTimeoutMs)] as const] : []),
  ...(timeouts.idleInTransactionTimeoutMs > 0
    ? [["idle_in_transaction_session_timeout", String(timeouts.idleInTransactionTimeoutMs)] as const]
    : [])
]

export const withSessionSettings = (
  connectionString: string,
  settings: ReadonlyArray<readonly [string, string]>
): { readonly connectionString: string; readonly options?: string } => {
  const switches = (list: ReadonlyArray<readonly [string, string]>) => list.map(([name, value]) => `-c ${name}=${value}`).join(" ")
  let url: URL
  try {
    url = new URL(connectionString)
  } catch {
    return settings.length === 0 ? { connectionString } : { connectionString, options: switches(settings) }
  }
  const options = url.searchParams.get("options")
  const missing = settings.filter(
    ([name]) => !url.searchParams.has(name) && (options === null || !new RegExp(`\\b${name}\\b`, "i").test(options))
  )
  if (missing.length === 0) return { connectionString }
  if (options === null) return { connectionString, options: switches(missing) }
  url.searchParams.set("options", `${options} ${switches(missing)}`)
  return { connectionString: url.toString() }
}

/** pg's default when `max` is not set. */
const pgDefaultMax = 10

/** TCP keepalive on every connection, so the kernel finds a peer gone for good after a partition. */
const keepAliveInitialDelayMs = 10_000

/**
 * A pool that never lends a connection the database may not answer on:
 *
 * - a connection idle for `checkAfterIdleMs` or more answers a `SELECT 1` before it is lent
 *   (at most `checkTimeoutMs`); one that does not is closed, and the caller gets another (that
 *   one connection only: a slow check closed every idle connection). Idle connections die unseen
 *   in a partition that leaves them open; lent, each held its caller until the silent limit
 *   below. Under load connections are lent again within milliseconds and never checked;
 * - a connection handed back while a statement is still under way (pg has not answered it: its
 *   fiber was interrupted, a time limit, a client gone) or inside a transaction is closed, not
 *   kept for the next caller, who would queue behind a statement that may never end. A statement
 *   that failed (a unique violation, a lock or statement timeout) is answered: its connection is
 *   kept (pg answers the error before the server's ReadyForQuery, which the next statement waits
 *   for; judged by `readyForQuery`, every failed statement cost its connection);
 * - a connection busy with a statement the server has not answered (not a byte) for the
 *   statement timeout in force (the database URL's own `statement_timeout` if it sets one, see
 *   `statementTimeoutInForceMs`; none when that is 0: keepalive alone then) plus
 *   `connectTimeoutMs` is closed: the database would have cancelled the statement itself by
 *   then, so the connection is lost (a partition that leaves it open, a failover). Its statement
 *   fails, and so does whatever queued behind it;
 * - when a connection is closed that way, or handed back with a statement its server has been
 *   silent on for longer than a connection takes to open, the idle ones silent for
 *   `checkAfterIdleMs` are closed too (they went through the same network). A statement answered,
 *   even by an error, is no silence.
 */
const checkAfterIdleMs = 1_000

/** A PostgreSQL duration setting (`500`, `120s`, `2min`, milliseconds by default), or undefined. */
const durationMs = (value: string): number | undefined => {
  const match = /^'?\s*(\d+(?:\.\d+)?)\s*(us|ms|s|min|h|d)?\s*'?$/i.exec(value.trim())
  if (match === null) return undefined
  const units: Record<string, number> = { us: 0.001, ms: 1, s: 1_000, min: 60_000, h: 3_600_000, d: 86_400_000 }
  return Number(match[1]) * (units[(match[2] ?? "ms").toLowerCase()] ?? 1)
}

/**
 * The `statement_timeout` the server's connections run with, in milliseconds (0: none): the
 * database URL's own when it sets one (`?statement_timeout=…` or `?options=-c
 * statement_timeout=…`, which `withSessionSettings` leaves as they are), else `configuredMs`.
 * A value of the URL's not read (not a number with a unit PostgreSQL knows) counts as none.
 */
export const statementTimeoutInForceMs = (connectionString: string, configuredMs: number): number => {
  let url: URL
  try {
    url = new URL(connectionString)
  } catch {
    return configuredMs
  }
  const own = url.searchParams.get("statement_timeout")
  if (own !== null) return durationMs(own) ?? 0
  const options = url.searchParams.get("options")
  if (options === null || !/\bstatement_timeout\b/i.test(options)) return configuredMs
  const value = /\bstatement_timeout\s*=\s*('[^']*'|\S+)/i.exec(options)?.[1]
  return value === undefined ? 0 : (durationMs(value) ?? 0)
}

const guardPool = (pool: PgPool, timeouts: DatabaseTimeouts, statementTimeoutMs: number): (() => void) => {
  const connectTimeoutMs = timeouts.connectTimeoutMs > 0 ? timeouts.connectTimeoutMs : 5_000
  const silentLimitMs = statementTimeoutMs > 0 ? statementTimeoutMs + connectTimeoutMs : 0
  const checkTimeoutMs = Math.min(1_000, connectTimeoutMs)
  // Every open connection, with when it last sent a statement and last heard from its server.
  const clients = new Map<PgClientLike, { sent: number; heard: number; lent: boolean }>()
  // A statement pg has not answered yet, or one queued behind it. (Not `readyForQuery`: pg
  // answers a failed statement before the server's ReadyForQuery; the next one waits for it.)
  const busy = (client: PgClientLike): boolean =>
    "_activeQuery" in client
      ? (client._activeQuery !== null && client._activeQuery !== undefined) || (client._queryQueue?.length ?? 0) > 0
      : client.readyForQuery === false
  const inTransaction = (client: PgClientLike): boolean => client._txStatus === "T" || client._txStatus === "E"
  const silentFor = (state: { sent: number; heard: number }, now: number): number => now - Math.max(state.sent, state.heard)
  const close = (client: PgClientLike, why: string): void => {
    clients.delete(client)
    client.connection?.stream?.destroy(new Error(why))
  }
  // The idle connections not heard from for `checkAfterIdleMs`: each would need a check anyway.
  const closeIdle = (why: string): void => {
    const now = Date.now()
    for (const [client, state] of clients) if (!state.lent && silentFor(state, now) >= checkAfterIdleMs) close(client, why)
  }
  pool.on("connect", (client) => {
    const state = { sent: 0, heard: Date.now(), lent: true }
    clients.set(client, state)
    const query = client.query
    client.query = function (this: PgClientLike, ...args: Array<unknown>) {
      state.sent = Date.now()
      return query.apply(this, args)
    }
    // Before pg's own listener, which answers the statement (its callback may hand the
    // connection back at once): what the server sent counts before the statement is judged.
    client.connection?.stream?.prependListener("data", () => {
      state.heard = Date.now()
    })
    client.once("end", () => clients.delete(client))
  })
  pool.on("acquire", (client) => {
    const state = clients.get(client)
    if (state !== undefined) state.lent = true
  })
  pool.on("release", (_error, client) => {
    const state = clients.get(client)
    if (state !== undefined) state.lent = false
  })
  pool.on("remove", (client) => void clients.delete(client))
  // The release handed to the borrower: a connection given back busy is closed, not kept.
  const guardRelease = (client: PgClientLike, release: Release): Release => (cause) => {
    if ((cause === undefined || cause === null) && (busy(client) || inTransaction(client))) {
      const state = clients.get(client)
      const silent = state === undefined ? 0 : silentFor(state, Date.now())
      close(client, "the connection was handed back with a statement or transaction under way")
      release(new Error("closed: handed back with a statement or transaction under way"))
      // Silent for longer than a connection takes to open: the network, not the statement.
      if (silent > connectTimeoutMs) closeIdle("another connection stopped answering")
      return
    }
    release(cause)
  }
  const connect = pool.connect.bind(pool)
  const lend = (callback: ConnectCallback, checks: number): void => {
    connect((error, client, release) => {
      if ((error !== undefined && error !== null) || client === undefined) return callback(error, client, release)
      const guarded = guardRelease(client, release)
      client.release = guarded
      const state = clients.get(client)
      if (state === undefined || checks === 0 || silentFor(state, Date.now()) < checkAfterIdleMs) return callback(error, client, guarded)
      let settled = false
      // Lent, the connection has no listener of pg-pool's: its errors are the check's meanwhile
      // (an error event nobody listens to would end the process).
      const failed = (why: unknown): void => {
        if (settled) return
        settled = true
        clearTimeout(timer)
        close(client, "no answer to the check of an idle connection")
        // Given back with an error: pg-pool listens to the connection again, then drops it.
        guarded(why instanceof Error ? why : new Error(String(why)))
        client.off("error", failed)
        lend(callback, checks - 1)
      }
      client.on("error", failed)
      const timer = setTimeout(() => failed(new Error(`an idle connection did not answer SELECT 1 within ${checkTimeoutMs} ms`)), checkTimeoutMs)
      client.query("SELECT 1", (queryError: unknown) => {
        if (queryError !== undefined && queryError !== null) return failed(queryError)
        if (settled) return
        settled = true
        clearTimeout(timer)
        client.off("error", failed)
        callback(undefined, client, guarded)
      })
    })
  }
  pool.connect = (callback?: ConnectCallback) => {
    if (typeof callback !== "function") return connect()
    lend(callback, 3)
    return undefined
  }
  if (silentLimitMs === 0) return () => {}
  const sweep = setInterval(
    () => {
      const now = Date.now()
      let lost = false
      for (const [client, state] of clients)
        if (busy(client) && silentFor(state, now) > silentLimitMs) {
          lost = true
          close(client, `the database did not answer for ${silentLimitMs} ms: connection closed`)
        }
      if (lost) closeIdle("another connection stopped answering")
    },
    Math.min(1_000, Math.max(50, Math.floor(silentLimitMs / 4)))
  )
  sweep.unref()
  return () => clearInterval(sweep)
}

/**
 * The PostgreSQL client over a pool this process can count, made as `PgClient.layer` makes its
 * own: a first query proves the connection, and the pool ends with the layer. Its connections
 * carry the time limits of `timeouts` (see `sessionSettings` and `guardPool`).
 */
export const postgresLayer = (
  url: Redacted.Redacted<string>,
  timeouts: DatabaseTimeouts = defaultDatabaseTimeouts
): Layer.Layer<SqlClient.SqlClient | PgClient.PgClient | DatabasePool, SqlError.SqlError> => {
  let pool: PgPool | undefined
  let unguard = (): void => {}
  const connectTimeoutMs = timeouts.connectTimeoutMs > 0 ? timeouts.connectTimeoutMs : 5_000
  const acquire = Effect.acquireRelease(
    Effect.tryPromise({
      try: async () => {
        const Pool = loadPool()
        const made = new Pool({
          ...withSessionSettings(Redacted.value(url), sessionSettings(timeouts)),
          application_name: "leadflow",
          connectionTimeoutMillis: timeouts.connectTimeoutMs,
          keepAlive: true,
          keepAliveInitialDelayMillis: keepAliveInitialDelayMs
        })
        // Errors of idle connections would otherwise crash the process; queries see their own.
        made.on("error", () => {})
        unguard = guardPool(made, timeouts, statementTimeoutInForceMs(Redacted.value(url), timeouts.statementTimeoutMs))
        pool = made
        await made.query("SELECT 1")
        return made
      },
      catch: (cause) => new SqlError.SqlError({ cause, message: "PgClient: Failed to connect" })
    }).pipe(
      Effect.timeoutFail({
        duration: connectTimeoutMs,
        onTimeout: () => new SqlError.SqlError({ cause: new Error("Connection timed out"), message: "PgClient: Connection timed out" })
      })
    ),
    (made) =>
      Effect.sync(() => unguard()).pipe(
        Effect.zipRight(Effect.promise(() => made.end()).pipe(Effect.interruptible, Effect.timeoutOption(1000)))
      )
  )
  const stats = (): PoolStats =>
    pool === undefined
      ? { open: 0, idle: 0, waiting: 0, max: pgDefaultMax }
      : { open: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: pool.options.max ?? pgDefaultMax }
  // `layerFromPool` types the pool with pg's own (absent) types: ours is the same object.
  const client = PgClient.layerFromPool({ acquire: acquire as unknown as PgClient.PgClientFromPoolOptions["acquire"], applicationName: "leadflow" })
  return Layer.merge(client, Layer.succeed(DatabasePool, { stats }))
}
