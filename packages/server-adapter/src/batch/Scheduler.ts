import { SqlClient } from "@effect/sql"
import { Ids, type StoreError } from "@leadflow/core"
import { retryPolicy } from "@leadflow/integrations"
import { Clock, Cron, Effect, Either, Layer, Option, Schedule } from "effect"
import { countBackgroundFailure } from "../observability/ServerMetrics.js"
import type { Documents } from "../storage/Documents.js"
import { parseBody } from "../storage/Documents.js"
import { asStoreError } from "../storage/StoreErrors.js"
import type { DurableRetryOptions } from "../jobs/DurableRetries.js"
import { type ClaimedJob, enqueueJobs, retireJob } from "../jobs/JobTable.js"
import { type JobWorker, startJobWorker, withBackoff } from "../jobs/JobWorker.js"
import { getBatch, scheduledBatches, type StoredBatch } from "./Batches.js"
import { getFile } from "./BatchFiles.js"
import { removeContent } from "./FileContents.js"
import { createFile, deliverFile, deliveryUnfinished, type FileServices } from "./FileWriter.js"
import { hasUnfiled, releaseRecords } from "./Records.js"

/**
 * Scheduled files as jobs in the database (kind `batch`). Every process looks at the batches with
 * a `schedule` once a second; for each, the due period is the last cron time that has come and is
 * later than the batch's last save (a new or changed schedule waits for its next time). A period
 * is queued once, with the key `batch:<account>:<batch>:<period>`: several processes on one
 * PostgreSQL queue it once between them, and the worker's lease lets one of them make the file.
 * Periods missed while no process ran come down to the latest one (a file takes every unfiled
 * record anyway). A period's job is kept, retired, once done (the later one replaces it), so the
 * same period is never queued again. A due batch without unfiled records makes no file.
 *
 * The job's id is its file's id: a run after a crash finds the file it made (and delivers it if
 * its delivery did not finish), or hands back the records a half-made file had claimed and
 * starts again, so a period never makes two files.
 */

export const pollInterval = "1 second"

interface BatchPayload {
  readonly batch_id: string
  readonly period: number
}

/** Longer than writing and delivering a large file can take. */
const leaseMs = 30 * 60_000

/**
 * The last cron time at or before `now` and after `after`, if any. Throws when Effect's Cron
 * cannot find it (a date that never comes, such as 30 February: the save refuses those, a row
 * stored before may still hold one); the tick skips that batch alone. A time `Cron.prev` answers
 * that the schedule does not hold (it answers 1 May for `0 0 31 * *` looking back from mid-May)
 * is no period: no file is made on a day the schedule does not name.
 */
export const duePeriod = (schedule: string, after: number, now: number): number | undefined =>
  Either.match(Cron.parse(schedule), {
    onLeft: () => undefined,
    onRight: (cron) => {
      const last = Cron.prev(cron, new Date(now + 1))
      const period = last.getTime()
      return period > after && period <= now && Cron.match(cron, last) ? period : undefined
    }
  })

/** Whether the batch has a job (pending or done) for this period or a later one. */
const periodTaken = (batch: StoredBatch, period: number) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) =>
    sql`SELECT 1 AS one FROM jobs WHERE kind = 'batch' AND account_id = ${batch.accountId} AND batch_id = ${batch.id}
      AND run_at >= ${period} LIMIT 1`.pipe(
      Effect.map((rows) => rows.length > 0),
      asStoreError("reading scheduled jobs")
    )
  )

/** A batch's jobs other than `keep`, once done (or all of them, when the batch is gone). */
const dropDone = (accountId: string, batchId: string, keep: string | undefined) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) =>
    (keep === undefined
      ? sql`DELETE FROM jobs WHERE kind = 'batch' AND account_id = ${accountId} AND batch_id = ${batchId}`
      : sql`DELETE FROM jobs WHERE kind = 'batch' AND account_id = ${accountId} AND batch_id = ${batchId}
          AND finished_at IS NOT NULL AND id <> ${keep}`
    ).pipe(Effect.asVoid, asStoreError("dropping done scheduled jobs"))
  )

/** Make the period's file, once: the job's id is the file's id. */
export const makeScheduledFile = (job: ClaimedJob, batch: StoredBatch): Effect.Effect<void, StoreError, FileServices> =>
  Effect.gen(function* () {
    const made = yield* getFile(batch.accountId, job.id)
    if (Option.isSome(made)) {
      // Made by an earlier run that stopped before delivery ended: deliver it now.
      if (made.value.delivery.outcome === "error" && made.value.delivery.reason === deliveryUnfinished)
        yield* deliverFile(batch.accountId, made.value, batch.config)
      return
    }
    // What an earlier run left half-made goes back: its records to the batch, its content away.
    yield* removeContent(batch.accountId, job.id)
    yield* releaseRecords(batch.accountId, job.id)
    if (!(yield* hasUnfiled(batch.accountId, batch.id))) return
    const file = yield* createFile(batch.accountId, batch.id, batch.config.name, batch.config, job.id)
    yield* Effect.logDebug(`batch ${batch.id}: scheduled file ${file.id} (${file.record_count} records)`)
  })

const runJob =
  (backoff: ReturnType<typeof retryPolicy>) =>
  (job: ClaimedJob): Effect.Effect<void, never, FileServices | Documents> => {
    const payload = parseBody(job.payload) as unknown as BatchPayload
    return Effect.flatMap(getBatch(job.account_id, payload.batch_id), (found) =>
      Option.match(Option.filter(found, (batch) => batch.config.schedule !== undefined), {
        // The batch or its schedule is gone: so are its jobs.
        onNone: () => dropDone(job.account_id, payload.batch_id, undefined),
        onSome: (batch) =>
          withBackoff(
            "batch",
            job,
            backoff,
            makeScheduledFile(job, batch),
            Effect.flatMap(Clock.currentTimeMillis, (now) =>
              Effect.zipRight(retireJob(job.id, now), dropDone(job.account_id, payload.batch_id, job.id))
            )
          )
      })
    ).pipe(
      Effect.catchAllCause((cause) =>
        Effect.zipRight(
          Effect.sync(() => countBackgroundFailure("batch")),
          Effect.logWarning(`scheduled batch job ${job.id} failed`, cause).pipe(Effect.annotateLogs({ job: "batch" }))
        )
      )
    )
  }

/**
 * Queue each scheduled batch's due period; `queued` remembers, per process, the last one queued,
 * `unusable` the schedules whose period could not be worked out (logged once each, not every second).
 */
const makeTick = (worker: JobWorker, queued: Map<string, number>, unusable: Map<string, string>) =>
  Effect.gen(function* () {
    const ids = yield* Ids
    const batches = yield* scheduledBatches
    const now = yield* Clock.currentTimeMillis
    const seen = new Set<string>()
    let added = 0
    for (const read of batches) {
      if (Either.isLeft(read)) {
        // A configuration stored by an older version that no longer decodes: this batch alone is skipped.
        const { accountId, id, problem } = read.left
        const key = `${accountId}:${id}`
        seen.add(key)
        if (unusable.get(key) !== problem) {
          unusable.set(key, problem)
          yield* Effect.logWarning(
            `batch scheduler: batch ${id} of account ${accountId} is skipped: its stored configuration cannot be read (${problem}); save it again`
          ).pipe(Effect.annotateLogs({ job: "batch_scheduler" }))
        }
        continue
      }
      const batch = read.right
      const schedule = batch.config.schedule
      if (schedule === undefined) continue
      const key = `${batch.accountId}:${batch.id}`
      seen.add(key)
      // One batch whose period cannot be worked out is skipped: the others are still queued.
      const due = Either.try({
        try: () => duePeriod(schedule, batch.updatedAt, now),
        catch: (error) => (error instanceof Error ? error.message : String(error))
      })
      if (Either.isLeft(due)) {
        if (unusable.get(key) !== schedule) {
          unusable.set(key, schedule)
          yield* Effect.logWarning(
            `batch scheduler: batch ${batch.id} of account ${batch.accountId} is skipped: its schedule ${JSON.stringify(schedule)} has no time that can be found (${due.left}); save it with another schedule`
          ).pipe(Effect.annotateLogs({ job: "batch_scheduler" }))
        }
        continue
      }
      unusable.delete(key)
      const period = due.right
      if (period === undefined || queued.get(key) === period) continue
      if (!(yield* periodTaken(batch, period))) {
        added += yield* enqueueJobs([
          {
            id: ids.next(),
            accountId: batch.accountId,
            kind: "batch",
            key: `batch:${key}:${period}`,
            batchId: batch.id,
            payload: { batch_id: batch.id, period } satisfies BatchPayload,
            runAt: period,
            createdAt: now
          }
        ])
      }
      queued.set(key, period)
    }
    for (const key of queued.keys()) if (!seen.has(key)) queued.delete(key)
    for (const key of unusable.keys()) if (!seen.has(key)) unusable.delete(key)
    if (added > 0) yield* worker.wake
  }).pipe(
    Effect.catchAllCause((cause) =>
      Effect.zipRight(
        Effect.sync(() => countBackgroundFailure("batch_scheduler")),
        Effect.logWarning("batch scheduler: tick failed", cause).pipe(Effect.annotateLogs({ job: "batch_scheduler" }))
      )
    )
  )

/** The scheduler and the scheduled files' worker, started with the layer, stopped with its scope. */
export const batchSchedulerLayer = (options: DurableRetryOptions = {}): Layer.Layer<never, never, FileServices | Documents> =>
  Layer.scopedDiscard(
    Effect.gen(function* () {
      const worker = yield* startJobWorker(
        { kind: "batch", leaseMs, concurrency: 2, ...(options.pollEvery === undefined ? {} : { pollEvery: options.pollEvery }) },
        runJob(retryPolicy(options))
      )
      // Fresh maps per layer: every server (tests run several per process) keeps its own.
      yield* Effect.forkScoped(Effect.repeat(makeTick(worker, new Map(), new Map()), Schedule.spaced(pollInterval)))
    })
  )

/** The scheduler with the default backoff. */
export const BatchSchedulerLive = batchSchedulerLayer()
