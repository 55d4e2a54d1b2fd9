import { SqlClient, type SqlError } from "@effect/sql"
import { Effect } from "effect"

/**
 * The PostgreSQL metric statements that hash a group per write (the shared-vars folds,
 * `SharedFoldPg.ts`, `WriteCounts.ts`) or per distinct value over a whole window (`count_unique`
 * without groups) run in a transaction of their own with `work_mem` at 32MB, when the database runs it at
 * PostgreSQL's default of 4MB (a value the server's configuration, the role or the database URL
 * sets is left alone): at 4MB those hashes spilled to disk in five to twenty-one batches.
 * `set_config(..., true)` is `SET LOCAL`: it ends with the transaction, so other statements run as
 * configured.
 *
 * Measured on the bench's 1M events, `bench:metrics` alternating with the code before, two runs
 * each: `count_unique` leads 0.62–0.64 → 0.53–0.55 s, `group_by vars.lead.state` (folded) ~0.93 →
 * 0.79–0.83 s. Applied to every metric and report it made the daily counts slower (0.49–0.50 →
 * 0.52–0.54 s: PostgreSQL sizes a hash table for the groups it expects, up to `work_mem`), so it
 * is applied where it helps. JIT compilation is turned off for the same statements (`jit =
 * off`, again only when the database runs PostgreSQL's default): a folded statement's plan holds
 * branches that run only for some writes (those a window cuts), which the planner prices as if
 * they read every event, so a plan's estimated cost crossed `jit_optimize_above_cost` in some
 * loads and not in others. When it did, LLVM spent ~1 s inlining and optimising the expressions:
 * `group_by vars.lead.state` over the bench's 1M events, its window spelled out in `psql`, took
 * 1.29–1.54 s with it and 0.37–0.42 s without (`EXPLAIN ANALYZE`: JIT 1,013 ms). Through the
 * server, whose plan came out cheaper on the same data, 0.43–0.45 s either way: the setting guards
 * against the cliff, it does not speed up the plans that stay below it. (`random_page_cost = 1.1` was tried too: `count_unique` moved onto
 * the `events_metrics` index, 0.37–0.40 s, but counts, groupings and distinct lists took twice as
 * long on index scans instead of parallel table scans, so it is not set.) SQLite has no such
 * setting: the statement runs as it is.
 */
interface Setting {
  readonly name: "work_mem" | "jit"
  readonly value: string
}

const analyticsSettings: ReadonlyArray<Setting> = [
  { name: "work_mem", value: "32MB" },
  { name: "jit", value: "off" }
]

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
