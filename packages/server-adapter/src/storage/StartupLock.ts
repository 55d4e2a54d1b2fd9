import { SqlClient, type SqlError } from "@effect/sql"
import { Effect, Schedule } from "effect"

/** How often a process waiting for the startup lock tries it again. */
const lockPollMs = 100

/** The advisory lock's first key: a constant other users of a database do not take ("Lead"). */
const startupLockClass = 0x4c656164
const lockKeys = `${startupLockClass}, hashtext(current_schema())`

/**
 * Run `effect` (migrating, creating the first account) while no other Leadflow process starting
 * on the same PostgreSQL database does, so a second process waits, then sees what the first
 * committed. Without it, two processes started at once on an empty database could both create
 * the migrations table (one died) or both create a default account.
 *
 * The lock is a session's advisory lock, held by a connection of its own while `effect` runs on
 * the others (not a transaction's: the migrator probes for its table with a query that fails
 * when there is none, which would abort a transaction around it); a process that dies drops it
 * with its connection. It is the schema's (its second key hashes `current_schema()`), so
 * installs in other schemas of the database do not wait. SQLite runs `effect` as is.
 *
 * The lock is tried (`pg_try_advisory_lock`) every `lockPollMs` rather than waited for in one
 * statement: the server's connections carry a statement and a lock timeout
 * (`DatabaseTimeouts`), and another process may migrate for longer than those.
 */
export const withStartupLock = <A, E, R>(
  effect: Effect.Effect<A, E, R>
): Effect.Effect<A, E | SqlError.SqlError, R | SqlClient.SqlClient> =>
  Effect.flatMap(SqlClient.SqlClient, (sql) =>
    sql.onDialectOrElse({
      pg: () =>
        Effect.scoped(
          Effect.gen(function* () {
            const holder = yield* sql.reserve
            const tryLock = Effect.map(
              holder.executeValues(`SELECT pg_try_advisory_lock(${lockKeys})`, []),
              (rows) => rows[0]?.[0] === true
            )
            yield* Effect.repeat(tryLock, { until: (locked) => locked, schedule: Schedule.spaced(lockPollMs) })
            return yield* Effect.ensuring(effect, Effect.ignore(holder.executeRaw(`SELECT pg_advisory_unlock(${lockKeys})`, [])))
          })
        ),
      orElse: () => effect
    })
  )
