import { Config, Context, Effect } from "effect"
import { millisecondsConfig } from "../server/NumberSettings.js"

/**
 * How long the server lets its database keep it waiting. Without these a database that stops
 * answering (a network partition that leaves connections open, a failover, another session's
 * `LOCK TABLE`, another process's write lock on a SQLite file) held submissions without bound.
 * Each is a number of milliseconds; 0 sets no limit.
 *
 * The defaults follow the server's own budgets: no statement outlives the shutdown timeout (30 s,
 * `LEADFLOW_SHUTDOWN_TIMEOUT_MS`), a lead is answered within the request body timeout (10 s) of
 * its engine run whatever the database does, a connection is opened within the 5 s the server
 * always gave its first one, and a lock is waited for 5 s (SQLite's busy timeout before this).
 */
export interface DatabaseTimeouts {
  /**
   * PostgreSQL's `statement_timeout` on every connection of the server (0: none set, the
   * database's own applies). A connection whose server has not answered a statement within this
   * plus `connectTimeoutMs` is taken as lost and closed (see `DatabasePool.ts`).
   */
  readonly statementTimeoutMs: number
  /** PostgreSQL's `lock_timeout` (0: none set): a statement waiting this long for a lock fails. */
  readonly lockTimeoutMs: number
  /**
   * PostgreSQL's `idle_in_transaction_session_timeout` (0: none set): a session left inside a
   * transaction this long (its client gone) is ended by the database, and its locks with it.
   */
  readonly idleInTransactionTimeoutMs: number
  /** PostgreSQL: opening a connection, or waiting for a free one of the pool. */
  readonly connectTimeoutMs: number
  /**
   * How long a lead's events may take to be committed (its group commit, `SqlEventStore.ts`).
   * Past it the lead is answered as a lead whose events could not be stored, and later commits
   * go on without waiting for that one.
   */
  readonly commitTimeoutMs: number
  /**
   * How long a submission waits for its flow or router to be read again once its cached copy is
   * due (`RevalidatingCache.ts`); past it the copy it has is used, and without one the answer is
   * 503 with `Retry-After`.
   */
  readonly lookupTimeoutMs: number
  /**
   * SQLite: how long a write is tried again while another process holds the file's write lock.
   * The server's connection waits `sqliteServerBusyTimeoutMs` at a time (SQLite waits on the
   * event loop), and tries again later, off it (`SqliteBusy.ts`).
   */
  readonly sqliteBusyTimeoutMs: number
}

export const defaultDatabaseTimeouts: DatabaseTimeouts = {
  statementTimeoutMs: 30_000,
  lockTimeoutMs: 5_000,
  idleInTransactionTimeoutMs: 10_000,
  connectTimeoutMs: 5_000,
  commitTimeoutMs: 10_000,
  lookupTimeoutMs: 5_000,
  sqliteBusyTimeoutMs: 5_000
}

/** The limits in force, as the database layer was given them. */
export class DatabaseLimits extends Context.Tag("@leadflow/server-adapter/DatabaseLimits")<DatabaseLimits, DatabaseTimeouts>() {}

/** The limits the database layer runs with, else the defaults (a store built over a bare client). */
export const currentDatabaseTimeouts: Effect.Effect<DatabaseTimeouts> = Effect.map(Effect.serviceOption(DatabaseLimits), (limits) =>
  limits._tag === "Some" ? limits.value : defaultDatabaseTimeouts
)

/** The given limits over the defaults. */
export const resolveDatabaseTimeouts = (given: Partial<DatabaseTimeouts> | undefined): DatabaseTimeouts =>
  given === undefined ? defaultDatabaseTimeouts : { ...defaultDatabaseTimeouts, ...given }

// Decimal digits only, at most `maxSettingNumber` (`NumberSettings.ts`): an empty value was 0, no limit.
const milliseconds = (name: string, fallback: number, min: 0 | 1 = 0) => Config.withDefault(millisecondsConfig(name, min), fallback)

const defaults = defaultDatabaseTimeouts

/** The limits from the environment, each defaulting to `defaultDatabaseTimeouts`. */
export const databaseTimeoutsFromEnv: Config.Config<DatabaseTimeouts> = Config.all({
  statementTimeoutMs: milliseconds("LEADFLOW_DB_STATEMENT_TIMEOUT_MS", defaults.statementTimeoutMs),
  lockTimeoutMs: milliseconds("LEADFLOW_DB_LOCK_TIMEOUT_MS", defaults.lockTimeoutMs),
  idleInTransactionTimeoutMs: milliseconds("LEADFLOW_DB_IDLE_IN_TRANSACTION_TIMEOUT_MS", defaults.idleInTransactionTimeoutMs),
  // 1 or more: 0 was taken, then read as 5000 for a first connection and as "wait forever" for a free one.
  connectTimeoutMs: milliseconds("LEADFLOW_DB_CONNECT_TIMEOUT_MS", defaults.connectTimeoutMs, 1),
  commitTimeoutMs: milliseconds("LEADFLOW_DB_COMMIT_TIMEOUT_MS", defaults.commitTimeoutMs),
  lookupTimeoutMs: milliseconds("LEADFLOW_DB_LOOKUP_TIMEOUT_MS", defaults.lookupTimeoutMs),
  sqliteBusyTimeoutMs: milliseconds("LEADFLOW_DB_BUSY_TIMEOUT_MS", defaults.sqliteBusyTimeoutMs)
})
