import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { summariseWrites } from "./writeSummariesInEvents.js"

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
 * The writes already stored are summed up here (`WriteSummaries.ts`).
 */
export const writeCounts = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const jsonType = sql.onDialectOrElse({ pg: () => sql.literal("JSONB"), orElse: () => sql.literal("TEXT") })
  yield* sql`ALTER TABLE events ADD COLUMN group_events INTEGER`
  yield* sql`ALTER TABLE events ADD COLUMN group_first_at BIGINT`
  yield* sql`ALTER TABLE events ADD COLUMN group_last_at BIGINT`
  yield* sql`ALTER TABLE events ADD COLUMN group_tally ${jsonType}`
  yield* sql`ALTER TABLE events ADD COLUMN group_members ${jsonType}`
  yield* summariseWrites("every write")
  yield* sql`CREATE INDEX events_writes ON events (account_id, group_last_at, group_first_at) WHERE group_vars IS NOT NULL`
  yield* sql`CREATE INDEX events_solo ON events (account_id, created_at) WHERE shared_id IS NULL`
  // Empty unless an earlier version writes leads after this migration (see `WriteCounts.ts`): a
  // look for such writes is then one probe, whatever the planner guesses of the column's NULLs.
  yield* sql`CREATE INDEX events_spanless ON events (account_id) WHERE group_vars IS NOT NULL AND group_last_at IS NULL`
})
