import { SqlClient, type SqlError } from "@effect/sql"
import { Effect } from "effect"

/**
 * The summary of a write (`storage/EventRows.ts`, read by `events/WriteCounts.ts`) worked out in
 * SQL, as migrations 0025 and 0026 found the writes: in the row of each write's first event
 * (`events.group_*`). How many events (`group_events`, NULL when they are of several accounts),
 * the first and last `created_at`, a tally by type and outcome, and the `vars` members its events
 * hold in their own bodies with a value. 0025 sums up every write when it adds the columns; 0026,
 * before it moves the writes into `event_writes`, the ones an earlier version stored after 0025
 * (it did not know the columns), found through the `events_spanless` index.
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
