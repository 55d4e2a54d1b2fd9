import * as Reactivity from "@effect/experimental/Reactivity"
import { SqlClient, type SqlConnection, SqlError, Statement } from "@effect/sql"
import { Duration, Effect, Layer, Option, Schedule } from "effect"

/**
 * A SQLite write that waits for another process's write lock without stopping the event loop.
 *
 * `better-sqlite3` runs statements synchronously, SQLite's busy handler included: with the
 * 5 s `busy_timeout` the server had, each write blocked by another process (an operator's
 * `sqlite3` session in `BEGIN EXCLUSIVE`, a maintenance script, a second server started by
 * mistake) stopped the whole process for up to 5 s, `/healthz` included. So the server's
 * connection waits `sqliteServerBusyTimeoutMs` at a time (enough for another process's ordinary
 * commit), and a write that still finds the lock taken (`SQLITE_BUSY`, `SQLITE_LOCKED`) is tried
 * again later from a timer, with backoff, for up to the busy timeout in all
 * (`DatabaseTimeouts.sqliteBusyTimeoutMs`), then fails as before (503, or a lead's `error`).
 *
 * A statement outside a transaction is tried again alone (one that failed busy changed nothing);
 * a transaction is tried again whole, from its start, once rolled back (a statement inside one
 * cannot be: its snapshot may be stale). Statements that only read (`SELECT`) never wait for the
 * write lock in WAL mode: they go through at once.
 *
 * While the lock is known to be taken, writes do not each pay the connection's wait: one probe
 * at most every `probeEveryMs` tries, the others wait on timers until a write gets through. So
 * the event loop is held at most `sqliteServerBusyTimeoutMs` every `probeEveryMs`, however many
 * writes wait.
 */

/** The server connection's `busy_timeout`: what SQLite itself waits, on the event loop. */
export const sqliteServerBusyTimeoutMs = 20

/**
 * While the lock is taken, at most one write tries at a time: the first probe 2 ms after the busy
 * answer, each next one twice as late, up to every `probeEveryMs`. A lock held for a moment (a
 * commit of the checkpointer's or another connection's) is seen free within a few ms; one held
 * for long costs the event loop at most `sqliteServerBusyTimeoutMs` every `probeEveryMs`.
 */
const probeEveryMs = 100
const firstProbeMs = 2

/** `SQLITE_BUSY*` or `SQLITE_LOCKED*` somewhere along an error's causes. */
export const isBusyError = (error: unknown): boolean => {
  let current: unknown = error
  for (let depth = 0; depth < 8 && typeof current === "object" && current !== null; depth++) {
    const code = (current as { readonly code?: unknown }).code
    if (typeof code === "string" && (code.startsWith("SQLITE_BUSY") || code.startsWith("SQLITE_LOCKED"))) return true
    current = (current as { readonly cause?: unknown }).cause
  }
  return false
}

/** A statement that only reads: it never needs the write lock (WAL). */
const readsOnly = (sql: string): boolean => /^\s*(SELECT|EXPLAIN)\b/i.test(sql)

/** What the connection knows of the write lock, for every write of the client. */
class WriteLock {
  /** Another process held it at the last write's try. */
  taken = false
  /** While taken: when the next write may try. */
  nextProbeAt = 0
  /** While taken: how long after this probe the next one may try (doubling up to `probeEveryMs`). */
  probeDelayMs = firstProbeMs
  /** The last busy error, for the writes that gave up without trying. */
  lastBusy: unknown = undefined
}

/** Thrown (as a failure) by a write that waited its turn instead of trying: tried again later. */
class Waiting {
  readonly _tag = "Waiting"
}
const waiting = new Waiting()

const retryWrites = (lock: WriteLock, budgetMs: number) => {
  // 1, 2, 4, 8, 16, then every 20 ms (each ± jitter), for the budget: cheap, as a write that
  // waits its turn touches nothing; the lock's probes are spaced as `WriteLock` says.
  const schedule = Schedule.exponential(Duration.millis(1)).pipe(
    Schedule.union(Schedule.spaced(Duration.millis(20))),
    Schedule.jittered,
    Schedule.upTo(Duration.millis(budgetMs))
  )
  const tries = <A, E, R>(attempt: Effect.Effect<A, E, R>): Effect.Effect<A, E | Waiting, R> =>
    Effect.suspend((): Effect.Effect<A, E | Waiting, R> => {
      const now = Date.now()
      if (lock.taken) {
        if (now < lock.nextProbeAt) return Effect.fail(waiting)
        lock.nextProbeAt = now + lock.probeDelayMs
      }
      return attempt.pipe(
        Effect.tapBoth({
          onSuccess: () => Effect.sync(freed),
          // Failed for another reason (a constraint, say), the write had the lock: free again.
          onFailure: (error) =>
            Effect.sync(() => {
              if (isBusyError(error)) noteBusy(error)
              else freed()
            })
        })
      )
    })
  const busyOrWaiting = (error: unknown): boolean => error === waiting || isBusyError(error)
  const gaveUp = () =>
    new SqlError.SqlError({
      cause: lock.lastBusy,
      message: `the SQLite database is locked by another process (waited ${budgetMs} ms for its write lock)`
    })
  const freed = (): void => {
    lock.taken = false
    lock.probeDelayMs = firstProbeMs
  }
  const noteBusy = (error: unknown): void => {
    lock.taken = true
    lock.lastBusy = error
    lock.nextProbeAt = Date.now() + lock.probeDelayMs
    lock.probeDelayMs = Math.min(lock.probeDelayMs * 2, probeEveryMs)
  }
  const retried = <A, E, R>(attempt: Effect.Effect<A, E, R>): Effect.Effect<A, E | SqlError.SqlError, R> =>
    Effect.retry(tries(attempt), { schedule, while: busyOrWaiting }).pipe(
      Effect.catchIf(
        (error): error is Waiting => error === waiting,
        () => Effect.fail(gaveUp())
      )
    )
  /** A write: tried at once unless the lock is known taken, then again while busy, within the budget. */
  const write = <A, E, R>(attempt: Effect.Effect<A, E, R>): Effect.Effect<A, E | SqlError.SqlError, R> =>
    Effect.suspend(() =>
      lock.taken
        ? retried(attempt)
        : Effect.catchIf(attempt, isBusyError, (error) => {
            noteBusy(error)
            return retried(attempt)
          })
    )
  /** A read: tried again only when it itself finds the database busy (rare under WAL). */
  const read = <A, E, R>(attempt: Effect.Effect<A, E, R>): Effect.Effect<A, E, R> =>
    Effect.catchIf(attempt, isBusyError, () => Effect.retry(attempt, { schedule, while: isBusyError }))
  return { write, read }
}

/**
 * The client `inner` (the server's own, `SqliteConnection.ts`, over one connection) with busy writes tried
 * again off the event loop, for up to `budgetMs` in all (see above). Its connection's
 * `busy_timeout` should be `sqliteServerBusyTimeoutMs`.
 */
export const busyRetryingClient = (inner: SqlClient.SqlClient, budgetMs: number) =>
  Effect.gen(function* () {
    const lock = new WriteLock()
    const { read, write } = retryWrites(lock, budgetMs)
    // The one connection, held (as the inner client holds it) for one statement at a time, or a
    // whole transaction.
    const reserve = inner.reserve
    const once = <A>(use: (connection: SqlConnection.Connection) => Effect.Effect<A, SqlError.SqlError>) =>
      Effect.scoped(Effect.flatMap(reserve, use))
    const guarded = <A>(sql: string, use: (connection: SqlConnection.Connection) => Effect.Effect<A, SqlError.SqlError>) =>
      readsOnly(sql) ? read(once(use)) : write(once(use))
    const connection: SqlConnection.Connection = {
      execute: (sql, params, transformRows) => guarded(sql, (c) => c.execute(sql, params, transformRows)),
      executeRaw: (sql, params) => guarded(sql, (c) => c.executeRaw(sql, params)),
      executeValues: (sql, params) => guarded(sql, (c) => c.executeValues(sql, params)),
      executeUnprepared: (sql, params, transformRows) => guarded(sql, (c) => c.executeUnprepared(sql, params, transformRows)),
      // Not implemented by the SQLite client (it dies), as before.
      executeStream: () => Effect.dieMessage("executeStream not implemented")
    }
    const client = yield* SqlClient.make({
      acquirer: Effect.succeed(connection),
      transactionAcquirer: reserve,
      compiler: Statement.makeCompilerSqlite(),
      spanAttributes: [["db.system.name", "sqlite"]]
    })
    const withTransaction = client.withTransaction
    // The outermost transaction is tried again whole; a nested one (a savepoint) fails into it.
    const retried: SqlClient.SqlClient["withTransaction"] = (effect) =>
      Effect.flatMap(Effect.serviceOption(SqlClient.TransactionConnection), (outer) =>
        Option.isSome(outer) ? withTransaction(effect) : write(withTransaction(effect))
      )
    return Object.assign(client, { withTransaction: retried })
  })

/** `busyRetryingClient` over the `SqlClient` it is given, as the `SqlClient`. */
export const busyRetryingLayer = (budgetMs: number): Layer.Layer<SqlClient.SqlClient, never, SqlClient.SqlClient> =>
  Layer.scoped(SqlClient.SqlClient, Effect.flatMap(SqlClient.SqlClient, (inner) => busyRetryingClient(inner, budgetMs))).pipe(
    Layer.provide(Reactivity.layer)
  )
