import { jobKinds } from "@leadflow/api"
import { SqlClient } from "@effect/sql"
import type { StoreError } from "@leadflow/core"
import { Effect } from "effect"
import { asStoreError } from "../storage/StoreErrors.js"
import { storableJson } from "../storage/StorableJson.js"

/**
 * The rows of the `jobs` table (migrations 0012 and 0015) and the statements every kind of job
 * shares: queue one (once per idempotency key), finish it, retire it (finished but kept, so its
 * key stays taken), move it on to a later time with the last error.
 */

/** What waits in the table: retries of errored deliveries, firehose exports, scheduled batch files. */
export { jobKinds }
export type JobKind = (typeof jobKinds)[number]

/** A job as its worker takes it. */
export interface ClaimedJob {
  readonly id: string
  readonly account_id: string
  readonly payload: unknown
  readonly attempts: unknown
  readonly run_at: unknown
}

/** A job to queue. */
export interface NewJob {
  readonly id: string
  readonly accountId: string
  readonly kind: JobKind
  /** The same key is queued once: a second insert of it does nothing. */
  readonly key: string
  readonly payload: Record<string, unknown>
  readonly runAt: number
  readonly createdAt: number
  readonly flowId?: string
  readonly batchId?: string
}

type Sql = SqlClient.SqlClient

/** A job as a row of the table (`sql.insert` takes it). */
export const jobRow = (job: NewJob) => ({
  id: job.id,
  account_id: job.accountId,
  kind: job.kind,
  idempotency_key: job.key,
  payload: storableJson(JSON.stringify(job.payload)),
  attempts: 0,
  run_at: job.runAt,
  created_at: job.createdAt,
  flow_id: job.flowId ?? null,
  batch_id: job.batchId ?? null
})

/** Queue jobs; those whose key is already taken are left as they are. The number queued. */
export const enqueueJobs = (jobs: ReadonlyArray<NewJob>): Effect.Effect<number, StoreError, Sql> =>
  jobs.length === 0
    ? Effect.succeed(0)
    : Effect.flatMap(SqlClient.SqlClient, (sql) =>
        sql<{ id: string }>`INSERT INTO jobs ${sql.insert(
jobs.map(jobRow))} ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`.pipe(
          Effect.map((rows) => rows.length),
          asStoreError("queueing jobs")
        )
      )

/** A job done: it leaves the table. */
export const finishJob = (id: string): Effect.Effect<void, StoreError, Sql> =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql`DELETE FROM jobs WHERE id = ${id}`.pipe(Effect.asVoid, asStoreError("finishing a job")))

/** A job done whose key must stay taken: kept, marked finished, never taken again. */
export const retireJob = (id: string, now: number): Effect.Effect<void, StoreError, Sql> =>
  Effect.flatMap(SqlClient.SqlClient, (sql) =>
    sql`UPDATE jobs SET finished_at = ${now}, locked_until = NULL WHERE id = ${id}`.pipe(Effect.asVoid, asStoreError("retiring a job"))
  )

/** A job to try again at `runAt`, its lease given back, with why the last attempt failed. */
export const rescheduleJob = (
  id: string,
  attempts: number,
  runAt: number,
  lastError: string | undefined
): Effect.Effect<void, StoreError, Sql> =>
  Effect.flatMap(SqlClient.SqlClient, (sql) =>
    sql`UPDATE jobs SET attempts = ${attempts}, run_at = ${runAt}, locked_until = NULL, last_error = ${lastError ?? null}
      WHERE id = ${id}`.pipe(Effect.asVoid, asStoreError("rescheduling a job"))
  )
