import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * A write's first row (the one holding its shared vars, 0023) also sums the write up, so a metric
 * over the lead's fields counts a write whose events all fall in the window from that row alone,
 * without visiting its events (`events/WriteCounts.ts`, issue 15):
 * - `group_events`: how many events the write holds (NULL when they are of several accounts);
 * - `group_first_at`, `group_last_at`: the first and last `created_at` of its events;
 * - `group_tally`: its events counted by type and outcome (`[[type, outcome, count], ...]`);
 * - `group_members`: the `vars` members its events hold in their own bodies (not shared) with a
 *   value, so a member in neither place is known to be absent from all of them.
 * Partial indexes find those rows and the events of no write by account and time:
 * - `events_writes`: the rows holding a write's shared vars, by their last event's time;
 * - `events_solo`: the events stored with all their vars (no shared row);
 * - `events_spanless`: the rows holding a write's shared vars without a span (none, unless an
 *   earlier version writes after this migration).
 * Each row enters at most one of them, so a lead's write adds one index entry, not one per event.
 * The writes already stored are summed up here.
 */
export const writeCounts = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const jsonType = sql.onDialectOrElse({ pg: () => sql.literal("JSONB"), orElse: () => sql.literal("TEXT") })
  yield* sql`ALTER TABLE events ADD COLUMN group_events INTEGER`
  yield* sql`ALTER TABLE events ADD COLUMN group_first_at BIGINT`
  yield* sql`ALTER TABLE events ADD COLUMN group_last_at BIGINT`
  yield* sql`ALTER TABLE events ADD COLUMN group_tally ${jsonType}`
  yield* sql`ALTER TABLE events ADD COLUMN group_members ${jsonType}`
  yield* sql`UPDATE events SET
      group_events = CASE WHEN w.accounts = 1 AND w.unscoped = 0 THEN w.n END,
      group_first_at = w.first_at,
      group_last_at = w.last_at,
      group_members = ${sql.onDialectOrElse({ pg: () => sql`'[]'::jsonb`, orElse: () => sql`'[]'` })}
    FROM (
      SELECT shared_id AS sid, COUNT(*) AS n, MIN(created_at) AS first_at, MAX(created_at) AS last_at,
        COUNT(DISTINCT account_id) AS accounts, COUNT(*) - COUNT(account_id) AS unscoped
      FROM events WHERE shared_id IS NOT NULL GROUP BY shared_id
    ) w
    WHERE events.id = w.sid AND events.group_vars IS NOT NULL`
  yield* sql.onDialectOrElse({
    pg: () => sql`UPDATE events SET group_tally = t.tally FROM (
        SELECT sid, jsonb_agg(jsonb_build_array(type, outcome, n)) AS tally FROM (
          SELECT shared_id AS sid, type, outcome, COUNT(*) AS n FROM events WHERE shared_id IS NOT NULL GROUP BY shared_id, type, outcome
        ) c GROUP BY sid
      ) t WHERE events.id = t.sid AND events.group_vars IS NOT NULL`,
    orElse: () => sql`UPDATE events SET group_tally = t.tally FROM (
        SELECT sid, json_group_array(json_array(type, outcome, n)) AS tally FROM (
          SELECT shared_id AS sid, type, outcome, COUNT(*) AS n FROM events WHERE shared_id IS NOT NULL GROUP BY shared_id, type, outcome
        ) c GROUP BY sid
      ) t WHERE events.id = t.sid AND events.group_vars IS NOT NULL`
  })
  yield* sql.onDialectOrElse({
    pg: () => sql`UPDATE events SET group_members = m.members FROM (
        SELECT e.shared_id AS sid, jsonb_agg(DISTINCT v.key) AS members
        FROM events e, jsonb_each(CASE WHEN jsonb_typeof(e.body -> 'vars') = 'object' THEN e.body -> 'vars' ELSE '{}'::jsonb END) v
        WHERE e.shared_id IS NOT NULL AND v.value <> 'null'::jsonb GROUP BY e.shared_id
      ) m WHERE events.id = m.sid AND events.group_vars IS NOT NULL`,
    orElse: () => sql`UPDATE events SET group_members = m.members FROM (
        SELECT e.shared_id AS sid, json_group_array(DISTINCT v.key) AS members
        FROM events e, json_each(CASE WHEN json_type(e.body, '$.vars') = 'object' THEN json_extract(e.body, '$.vars') ELSE '{}' END) v
        WHERE e.shared_id IS NOT NULL AND v.type <> 'null' GROUP BY e.shared_id
      ) m WHERE events.id = m.sid AND events.group_vars IS NOT NULL`
  })
  yield* sql`CREATE INDEX events_writes ON events (account_id, group_last_at, group_first_at) WHERE group_vars IS NOT NULL`
  yield* sql`CREATE INDEX events_solo ON events (account_id, created_at) WHERE shared_id IS NULL`
  // Empty unless an earlier version writes leads after this migration (see `WriteCounts.ts`): a
  // look for such writes is then one probe, whatever the planner guesses of the column's NULLs.
  yield* sql`CREATE INDEX events_spanless ON events (account_id) WHERE group_vars IS NOT NULL AND group_last_at IS NULL`
})
