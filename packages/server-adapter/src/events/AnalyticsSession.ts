import { SqlClient, type SqlError } from "@effect/sql"
import { Effect } from "effect"

/**
 * Metrics and reports on PostgreSQL run in a transaction of their own with a larger `work_mem`
 * (32MB), when the database runs it at PostgreSQL's default of 4MB (a value the server's
 * configuration, the role or the database URL sets is left alone). Hashing a window's distinct
 * leads, or its events by write for the shared-vars fold, spilled to disk in five to twenty-one
 * batches at 4MB. `SET LOCAL` (`set_config(..., true)`) ends with the transaction, so the
 * server's other statements run as configured. Measured on the bench's 1M events (psql, the same
 * statements alternating, twice each): `count_unique` leads 0.69–0.71 → 0.55 s, `group_by
 * vars.lead.state` 1.06–1.08 → 0.93–0.94 s, the other metrics unchanged. (`random_page_cost =
 * 1.1` was tried too: it moved `count_unique` onto the `events_metrics` index, 0.37–0.40 s, but
 * made counts, groupings and distinct lists twice as slow, index scans instead of parallel
 * table scans, so it is not set.) SQLite has no such setting: the effect runs as it is.
 */
interface Setting {
  readonly name: "work_mem"
  readonly value: string
}

const analyticsSettings: ReadonlyArray<Setting> = [{ name: "work_mem", value: "32MB" }]

// Which of them each client's database leaves at the default, asked once per client.
const atDefault = new WeakMap<SqlClient.SqlClient, ReadonlyArray<Setting>>()

const settingsToRaise = (sql: SqlClient.SqlClient): Effect.Effect<ReadonlyArray<Setting>, SqlError.SqlError> => {
  const known = atDefault.get(sql)
  if (known !== undefined) return Effect.succeed(known)
  return Effect.map(
    sql<{ readonly name: string }>`SELECT name FROM pg_settings WHERE source = 'default' AND name IN ${sql.in(analyticsSettings.map((s) => s.name))}`,
    (rows) => {
      const names = new Set(rows.map((row) => row.name))
      const settings = analyticsSettings.filter((s) => names.has(s.name))
      atDefault.set(sql, settings)
      return settings
    }
  )
}

/** Run a metric's or a report's statements with the analytics settings (PostgreSQL). */
export const analyticsSession = <A, E, R>(effect: Effect.Effect<A, E, R>): Effect.Effect<A, E | SqlError.SqlError, R | SqlClient.SqlClient> =>
  Effect.flatMap(SqlClient.SqlClient, (sql) =>
    sql.onDialectOrElse({
      pg: () =>
        Effect.flatMap(settingsToRaise(sql), (settings) =>
          settings.length === 0
            ? effect
            : sql.withTransaction(
                Effect.zipRight(sql`SELECT ${sql.csv(settings.map((s) => sql`set_config(${s.name}, ${s.value}, true)`))}`, effect)
              )
        ),
      orElse: () => effect
    })
  )
