import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * Return-rate caps on sources (`returns.rate_cap`, see `feedback/ReturnRates.ts`):
 * - `source_returns`: one row per approved return (its delivery), with the flow and source of
 *   the lead and when it was approved: what a rate's numerator counts (leads, each once), read by
 *   `source_returns_window` without touching the events;
 * - `source_return_rates`: each capped source's rate as last measured (returns and leads in its
 *   window), the one row the engine reads per lead of a source with a cap.
 */
export const returnRates = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`CREATE TABLE source_returns (
    account_id TEXT NOT NULL,
    recipient_event_id TEXT NOT NULL,
    flow_id TEXT NOT NULL,
    source_id TEXT NOT NULL,
    lead_id TEXT NOT NULL,
    approved_at BIGINT NOT NULL,
    PRIMARY KEY (account_id, recipient_event_id)
  )`
  yield* sql`CREATE INDEX source_returns_window ON source_returns (account_id, flow_id, source_id, approved_at, lead_id)`
  yield* sql`CREATE TABLE source_return_rates (
    account_id TEXT NOT NULL,
    flow_id TEXT NOT NULL,
    source_id TEXT NOT NULL,
    returns INTEGER NOT NULL,
    leads INTEGER NOT NULL,
    window_days INTEGER NOT NULL,
    measured_at BIGINT NOT NULL,
    PRIMARY KEY (account_id, flow_id, source_id)
  )`
})
