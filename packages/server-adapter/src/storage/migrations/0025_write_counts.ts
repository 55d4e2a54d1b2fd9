import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * A write's first row (the one holding its shared vars, 0023) also says how many events the write
 * holds and the span of their `created_at` (`group_events`, `group_first_at`, `group_last_at`),
 * so a metric that reads nothing but shared members counts a write whose events all fall in the
 * window from that row alone, without visiting its events (`events/WriteCounts.ts`, issue 15).
 * Two partial indexes find those rows and the events of no write by account and time:
 * - `events_writes`: the rows holding a write's shared vars, by their last event's time;
 * - `events_solo`: the events stored with all their vars (no shared row).
 * Each row enters at most one of them, so a lead's write adds one index entry, not one per event.
 * The rows already stored are counted here, in one pass.
 */
export const writeCounts = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`ALTER TABLE events ADD COLUMN group_events INTEGER`
  yield* sql`ALTER TABLE events ADD COLUMN group_first_at BIGINT`
  yield* sql`ALTER TABLE events ADD COLUMN group_last_at BIGINT`
  yield* sql`UPDATE events SET
      group_events = CASE WHEN w.accounts = 1 AND w.unscoped = 0 THEN w.n END,
      group_first_at = w.first_at,
      group_last_at = w.last_at
    FROM (
      SELECT shared_id AS sid, COUNT(*) AS n, MIN(created_at) AS first_at, MAX(created_at) AS last_at,
        COUNT(DISTINCT account_id) AS accounts, COUNT(*) - COUNT(account_id) AS unscoped
      FROM events WHERE shared_id IS NOT NULL GROUP BY shared_id
    ) w
    WHERE events.id = w.sid AND events.group_vars IS NOT NULL`
  yield* sql`CREATE INDEX events_writes ON events (account_id, group_last_at, group_first_at) WHERE group_vars IS NOT NULL`
  yield* sql`CREATE INDEX events_solo ON events (account_id, created_at) WHERE shared_id IS NULL`
})
