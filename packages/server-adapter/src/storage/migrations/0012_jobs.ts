import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * Background work kept in the database (retries of errored deliveries), so a restart or a killed
 * process loses none of it and several processes on one PostgreSQL share it. A job is due at
 * `run_at`; a process takes it by setting a lease (`locked_until`), so no two run it at once, and
 * a lease that runs out (the process died mid-job) makes it due again: at least once.
 * `idempotency_key` keeps one job per piece of work however often it is queued.
 */
export const jobs = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const jsonType = sql.onDialectOrElse({ pg: () => sql.literal("JSONB"), orElse: () => sql.literal("TEXT") })
  yield* sql`CREATE TABLE jobs (
    id TEXT PRIMARY KEY,
    account_id TEXT NOT NULL,
    kind TEXT NOT NULL,
    idempotency_key TEXT NOT NULL UNIQUE,
    payload ${jsonType} NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0,
    run_at BIGINT NOT NULL,
    locked_until BIGINT,
    last_error TEXT,
    created_at BIGINT NOT NULL
  )`
  yield* sql`CREATE INDEX jobs_due ON jobs (run_at)`
  yield* sql`CREATE INDEX jobs_account ON jobs (account_id, kind)`
})
