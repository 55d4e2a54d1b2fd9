import { SqlClient, type SqlError } from "@effect/sql"
import { Effect } from "effect"

/**
 * The summary a write's first row keeps of its events (migration 0025, read by
 * `events/WriteCounts.ts`): how many (`group_events`, NULL when they are of several accounts),
 * the first and last `created_at`, a tally by type and outcome, and the `vars` members its events
 * hold in their own bodies with a value. The store writes it with the row (`EventRows.ts`); this
 * works it out in SQL for writes stored without it: every write, when 0025 adds the columns, and
 * at start-up the writes an earlier version stored after 0025 ran (it does not know the columns),
 * found through the `events_spanless` index, which is otherwise empty. Until then the metrics read
 * such writes event by event: right, only slower.
 */
type Scope = "every write" | "writes without one"

export const summariseWrites = (scope: Scope): Effect.Effect<void, SqlError.SqlError, SqlClient.SqlClient> =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const pg = sql.onDialectOrElse({ pg: () => true, orElse: () => false })
    const unsummarised = scope === "writes without one"
    // The first rows to summarise, and the events of their writes.
    const holders = unsummarised ? sql`events.group_vars IS NOT NULL AND events.group_last_at IS NULL` : sql`events.group_vars IS NOT NULL`
    const ofWrites = (alias: string) =>
      unsummarised
        ? sql`${sql.literal(alias)}.shared_id IN (SELECT id FROM events WHERE group_vars IS NOT NULL AND group_last_at IS NULL)`
        : sql`${sql.literal(alias)}.shared_id IS NOT NULL`
    const tally = pg
      ? sql`jsonb_agg(jsonb_build_array(type, outcome, n))`
      : sql`json_group_array(json_array(type, outcome, n))`
    yield* sql`UPDATE events SET group_tally = t.tally FROM (
        SELECT sid, ${tally} AS tally FROM (
          SELECT c.shared_id AS sid, c.type, c.outcome, COUNT(*) AS n FROM events c WHERE ${ofWrites("c")} GROUP BY c.shared_id, c.type, c.outcome
        ) c GROUP BY sid
      ) t WHERE events.id = t.sid AND ${holders}`
    yield* sql`UPDATE events SET group_members = ${pg ? sql`'[]'::jsonb` : sql`'[]'`} WHERE ${holders}`
    yield* pg
      ? sql`UPDATE events SET group_members = m.members FROM (
          SELECT e.shared_id AS sid, jsonb_agg(DISTINCT v.key) AS members
          FROM events e, jsonb_each(CASE WHEN jsonb_typeof(e.body -> 'vars') = 'object' THEN e.body -> 'vars' ELSE '{}'::jsonb END) v
          WHERE ${ofWrites("e")} AND v.value <> 'null'::jsonb GROUP BY e.shared_id
        ) m WHERE events.id = m.sid AND ${holders}`
      : sql`UPDATE events SET group_members = m.members FROM (
          SELECT e.shared_id AS sid, json_group_array(DISTINCT v.key) AS members
          FROM events e, json_each(CASE WHEN json_type(e.body, '$.vars') = 'object' THEN json_extract(e.body, '$.vars') ELSE '{}' END) v
          WHERE ${ofWrites("e")} AND v.type <> 'null' GROUP BY e.shared_id
        ) m WHERE events.id = m.sid AND ${holders}`
    // Last: the span, which marks a first row as summarised.
    yield* sql`UPDATE events SET
        group_events = CASE WHEN w.accounts = 1 AND w.unscoped = 0 THEN w.n END,
        group_first_at = w.first_at,
        group_last_at = w.last_at
      FROM (
        SELECT c.shared_id AS sid, COUNT(*) AS n, MIN(c.created_at) AS first_at, MAX(c.created_at) AS last_at,
          COUNT(DISTINCT c.account_id) AS accounts, COUNT(*) - COUNT(c.account_id) AS unscoped
        FROM events c WHERE ${ofWrites("c")} GROUP BY c.shared_id
      ) w
      WHERE events.id = w.sid AND ${holders}`
  })

/** At start-up: the writes stored without a summary, if any (one probe of an empty index when none). */
export const summariseUnsummarisedWrites: Effect.Effect<void, SqlError.SqlError, SqlClient.SqlClient> = Effect.flatMap(SqlClient.SqlClient, (sql) =>
  Effect.flatMap(
    sql`SELECT 1 AS one FROM events ${sql.onDialectOrElse({ pg: () => sql``, orElse: () => sql`INDEXED BY events_spanless` })}
      WHERE group_vars IS NOT NULL AND group_last_at IS NULL LIMIT 1`,
    (rows) =>
      rows.length === 0
        ? Effect.void
        : Effect.zipRight(Effect.logInfo("summarising the writes an earlier version stored"), summariseWrites("writes without one"))
  )
)
