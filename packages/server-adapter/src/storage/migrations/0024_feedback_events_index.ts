import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * `events_feedback`: the account's feedback events by time, a partial index of those events
 * alone. A report counts them by their feedback type, read from each one's JSON (see
 * `reports/EventTally.ts`); they are a few per cent of the events, and `events_metrics` made that
 * query walk every event of the window to find them (0.22–0.27 s of a report over 1M events on
 * SQLite, against 0.09 s with this index, issue 15). Only feedback events enter it, so the
 * submission path, which writes none, does not pay for it.
 */
export const feedbackEventsIndex = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`CREATE INDEX events_feedback ON events (account_id, created_at) WHERE type IN ('feedback-received', 'feedback-sent')`
})
