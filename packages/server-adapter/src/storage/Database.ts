import { SqlClient, SqlError } from "@effect/sql"
import type { Migrator } from "@effect/sql"
import { Config, ConfigError, Effect, Either, Layer, Redacted } from "effect"
import { type DatabasePool, postgresLayer, sqlitePool } from "./DatabasePool.js"
import { DatabaseLimits, type DatabaseTimeouts, databaseTimeoutsFromEnv, resolveDatabaseTimeouts } from "./DatabaseTimeouts.js"
import { runMigrations } from "./migrations/index.js"
import { sqliteAnalyticsLayer } from "./SqliteAnalytics.js"
import { busyRetryingLayer, sqliteServerBusyTimeoutMs } from "./SqliteBusy.js"
import { sqliteClientLayer } from "./SqliteConnection.js"
import { withStartupLock } from "./StartupLock.js"
import { walCheckpointer } from "./SqliteCheckpointer.js"

/** Where the server keeps its records, as `LEADFLOW_DB` names it. */
export type DatabaseConfig =
  | { readonly dialect: "sqlite"; readonly filename: string }
  | { readonly dialect: "postgres"; readonly url: Redacted.Redacted<string> }

export const defaultDatabaseUrl = "sqlite:./leadflow.db"

/** The page size of a new SQLite database (an existing one keeps its own). */
export const sqlitePageSize = 16_384

/**
 * How long a SQLite connection waits for another process's write lock before failing, by
 * default: a command's connection (`leadflow accounts`) waits this long itself; the server's
 * tries again off the event loop for as long (`DatabaseTimeouts.sqliteBusyTimeoutMs`).
 */
export const sqliteBusyTimeoutMs = 5_000

/**
 * How a process uses its database:
 *
 * - `timeouts`: the time limits (`DatabaseTimeouts`), over `defaultDatabaseTimeouts`;
 * - `sqliteWait`: how a SQLite write waits for another process's write lock. `"retry"` (the
 *   default: the server, an embedder) waits `sqliteServerBusyTimeoutMs` on the connection, then
 *   tries again off the event loop (`SqliteBusy.ts`), so the process keeps serving meanwhile;
 *   `"block"` (a command that does one thing and exits, `leadflow accounts`) lets the connection
 *   itself wait up to `sqliteBusyTimeoutMs`, as SQLite's busy timeout does.
 */
export interface DatabaseOptions {
  readonly timeouts?: Partial<DatabaseTimeouts>
  readonly sqliteWait?: "retry" | "block"
}

/**
 * Read a `LEADFLOW_DB` value: `sqlite:<path>` (`sqlite::memory:` for a private in-memory
 * database) or `postgres://…` / `postgresql://…`.
 */
export const parseDatabaseUrl = (value: string): Either.Either<DatabaseConfig, string> => {
  const text = value.trim()
  if (text.startsWith("sqlite:")) {
    const filename = text.slice("sqlite:".length)
    return filename === ""
      ? Either.left("LEADFLOW_DB: sqlite: needs a file name (sqlite:./leadflow.db)")
      : Either.right({ dialect: "sqlite", filename })
  }
  if (text.startsWith("postgres://") || text.startsWith("postgresql://"))
    return Either.right({ dialect: "postgres", url: Redacted.make(text) })
  return Either.left(
    `LEADFLOW_DB must be sqlite:<path> or postgres://…, got ${JSON.stringify(text.split(":")[0] ?? "")}:…`
  )
}

/** `LEADFLOW_DB`, by default `sqlite:./leadflow.db`. */
export const databaseConfig: Config.Config<DatabaseConfig> = Config.string("LEADFLOW_DB").pipe(
  Config.withDefault(defaultDatabaseUrl),
  Config.mapOrFail((value) =>
    Either.mapLeft(parseDatabaseUrl(value), (message) => ConfigError.InvalidData(["LEADFLOW_DB"], message))
  )
)

/**
 * SQLite tuned for a server: WAL (set here, after the page size) so readers never block the writer,
 * `synchronous=NORMAL` (durable at each checkpoint, about 8× the single-insert rate of FULL, see
 * perf-notes §6), and a busy timeout so several processes on one file wait for the lock: a short
 * one, with writes tried again off the event loop, for the server (`DatabaseOptions.sqliteWait`).
 */
const sqliteLayer = (
  filename: string,
  timeouts: DatabaseTimeouts,
  wait: "retry" | "block"
): Layer.Layer<SqlClient.SqlClient | DatabasePool, SqlError.SqlError> => {
  const busyTimeoutMs = wait === "retry" ? sqliteServerBusyTimeoutMs : timeouts.sqliteBusyTimeoutMs
  const pragmas = Layer.scopedDiscard(
    Effect.flatMap(SqlClient.SqlClient, (sql) =>
      Effect.all([
        sql.unsafe(`PRAGMA busy_timeout = ${busyTimeoutMs}`),
        // 16 KiB pages for a new database (set before WAL, after which the size is fixed). Chosen
        // when event rows were 2–3 KiB; since migration 0026, 4 and 16 KiB store the same bytes per
        // lead at the same CPU (docs/scaling.md, eleventh section).
        sql.unsafe(`PRAGMA page_size = ${sqlitePageSize}`),
        sql`PRAGMA journal_mode = WAL`,
        sql`PRAGMA synchronous = NORMAL`,
        // 64 MiB of page cache (the default is 2 MiB): the events indexes stay in memory.
        sql`PRAGMA cache_size = -65536`
      ]).pipe(
        // Checkpoints off the event loop (see `SqliteCheckpointer.ts`), once WAL is on.
        Effect.zipRight(walCheckpointer(filename))
      )
    )
  )
  // The server's own connection, which carries its SQL functions (`SqliteFunctions.ts`).
  const connection = Layer.provideMerge(pragmas, sqliteClientLayer(filename))
  const client = wait === "retry" ? Layer.provide(busyRetryingLayer(timeouts.sqliteBusyTimeoutMs), connection) : connection
  // The metrics' read connection (`SqliteAnalytics`, read with `Effect.serviceOption`), opened once
  // the client has created the file and set WAL on it.
  const analytics = Layer.provideMerge(
    Layer.unwrapEffect(Effect.as(SqlClient.SqlClient, sqliteAnalyticsLayer(filename, busyTimeoutMs))),
    client
  )
  return Layer.merge(analytics, sqlitePool)
}

/** The `SqlClient` for a database, without migrating it, its connection counts and its limits. */
export const clientLayer = (
  config: DatabaseConfig,
  options: DatabaseOptions = {}
): Layer.Layer<SqlClient.SqlClient | DatabasePool | DatabaseLimits, SqlError.SqlError> => {
  const timeouts = resolveDatabaseTimeouts(options.timeouts)
  const client: Layer.Layer<SqlClient.SqlClient | DatabasePool, SqlError.SqlError> =
    config.dialect === "sqlite" ? sqliteLayer(config.filename, timeouts, options.sqliteWait ?? "retry") : postgresLayer(config.url, timeouts)
  return Layer.merge(client, Layer.succeed(DatabaseLimits, timeouts))
}

/**
 * The migrations, under the startup lock. On PostgreSQL they run over connections of their own,
 * without the statement, lock and idle-in-transaction limits: a migration may rewrite a large
 * table, and waits for the locks of processes of the earlier version as long as they hold them
 * (see the upgrade notes in docs/operations.md). The pool closes once they are done.
 */
const migrate = (config: DatabaseConfig, options: DatabaseOptions) => {
  const migrations = withStartupLock(runMigrations)
  if (config.dialect === "sqlite") return migrations
  const timeouts = resolveDatabaseTimeouts(options.timeouts)
  return Effect.provide(migrations, postgresLayer(config.url, { ...timeouts, statementTimeoutMs: 0, lockTimeoutMs: 0, idleInTransactionTimeoutMs: 0 }))
}

/**
 * Fail at start when a SQLite file can only be read. SQLite opens a file it may not write
 * read-only without a word, and a migrated database needs no write to start: the server would
 * start, say it is ready, and answer every lead with "events could not be stored" until restarted.
 * A statement that would write nothing still needs the write lock, so it fails on such a file.
 */
export const writableCheck = (config: DatabaseConfig) =>
  config.dialect === "postgres"
    ? Effect.void
    : Effect.flatMap(SqlClient.SqlClient, (sql) => sql`UPDATE effect_sql_migrations SET name = name WHERE 0`).pipe(
        Effect.asVoid,
        Effect.mapError(
          (error) =>
            new SqlError.SqlError({
              cause: error,
              message: `the SQLite database ${config.filename} can only be read: Leadflow writes to it, and to its -wal and -shm files beside it (check their permissions and the folder's)`
            })
        )
      )

/** The `SqlClient` for a database, migrated to the current schema before anything uses it. */
export const layer = (
  config: DatabaseConfig,
  options: DatabaseOptions = {}
): Layer.Layer<SqlClient.SqlClient | DatabasePool | DatabaseLimits, SqlError.SqlError | Migrator.MigrationError> =>
  Layer.provideMerge(Layer.effectDiscard(Effect.zipRight(migrate(config, options), writableCheck(config))), clientLayer(config, options))

/** The database `LEADFLOW_DB` names, migrated. */
export const layerFromEnv: Layer.Layer<
  SqlClient.SqlClient | DatabasePool | DatabaseLimits,
  SqlError.SqlError | Migrator.MigrationError | ConfigError.ConfigError
> = Layer.unwrapEffect(Effect.map(Effect.all([databaseConfig, databaseTimeoutsFromEnv]), ([config, timeouts]) => layer(config, { timeouts })))
