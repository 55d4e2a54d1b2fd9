import { SqlClient } from "@effect/sql"
import { Cause, Clock, Duration, Effect, Queue, type Scope } from "effect"
import { asStoreError } from "../storage/StoreErrors.js"
import { countBackgroundFailure } from "../observability/ServerMetrics.js"
import { type ClaimedJob, type JobKind, rescheduleJob } from "./JobTable.js"

/**
 * The worker of one kind of job: a poller takes due jobs under a lease (`FOR UPDATE SKIP LOCKED`
 * on PostgreSQL, so two processes never take the same job; SQLite has one writer) and runs them.
 * Running a job ends it (finished, retired or rescheduled, the job's own business); a process
 * that dies mid-job leaves a lease that runs out, and the job runs again: at least once. A
 * process that shuts down interrupts its jobs and gives their leases back at once, so another
 * process (or its next start) takes them without waiting for the leases to run out.
 */

export interface JobWorkerOptions {
  readonly kind: JobKind
  /** Longer than any run of the job can take. */
  readonly leaseMs: number
  /** How often due jobs are looked for. Default 1 s. */
  readonly pollEvery?: Duration.DurationInput
  /** Jobs taken per look. Default 20. */
  readonly batchSize?: number
  /** Jobs run at once. Default 8. */
  readonly concurrency?: number
}

export interface JobWorker {
  /** Look for due jobs now rather than at the next poll (a job was just queued). */
  readonly wake: Effect.Effect<void>
}

const messageOf = (cause: Cause.Cause<unknown>): string => {
  const failure = Cause.squash(cause)
  return failure instanceof Error ? failure.message : String(failure)
}

export const startJobWorker = <R>(
  options: JobWorkerOptions,
  run: (job: ClaimedJob) => Effect.Effect<void, never, R>
): Effect.Effect<JobWorker, never, SqlClient.SqlClient | Scope.Scope | R> =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const { kind, leaseMs } = options
    const batchSize = options.batchSize ?? 20
    const pollEvery = options.pollEvery ?? "1 second"
    // Jobs this process has leased and not yet ended.
    const held = new Set<string>()
    const wakeUps = yield* Queue.sliding<void>(1)

    const claim = (now: number) => {
      const due = sql`SELECT id FROM jobs WHERE kind = ${kind} AND run_at <= ${now} AND finished_at IS NULL
        AND (locked_until IS NULL OR locked_until < ${now}) ORDER BY run_at LIMIT ${batchSize}`
      const locked = sql.onDialectOrElse({ pg: () => sql`${due} FOR UPDATE SKIP LOCKED`, orElse: () => due })
      return sql<ClaimedJob>`UPDATE jobs SET locked_until = ${now + leaseMs}
        WHERE id IN (${locked}) AND (locked_until IS NULL OR locked_until < ${now})
        RETURNING id, account_id, payload, attempts, run_at`.pipe(asStoreError(`taking due ${kind} jobs`))
    }

    const runOne = (job: ClaimedJob) =>
      run(job).pipe(
        // Not when interrupted (a shutdown): the finalizer below gives that lease back.
        Effect.zipLeft(Effect.sync(() => held.delete(job.id)))
      )

    const poll = Effect.gen(function* () {
      const now = yield* Clock.currentTimeMillis
      const rows = yield* Effect.uninterruptible(Effect.tap(claim(now), (rows) => Effect.sync(() => rows.forEach((row) => held.add(row.id)))))
      yield* Effect.forEach(rows, runOne, { concurrency: options.concurrency ?? 8, discard: true })
      return rows.length
    }).pipe(
      Effect.catchAllCause((cause) =>
        Cause.isInterruptedOnly(cause)
          ? Effect.interrupt
          : Effect.zipRight(
              Effect.sync(() => countBackgroundFailure(kind)),
              Effect.as(Effect.logWarning(`taking due ${kind} jobs failed`, cause).pipe(Effect.annotateLogs({ job: kind })), 0)
            )
      )
    )

    // Runs after the poller is interrupted (finalizers run in reverse): the leases of jobs cut
    // short go back to the queue.
    yield* Effect.addFinalizer(() =>
      Effect.suspend(() => {
        if (held.size === 0) return Effect.void
        const ids = [...held]
        held.clear()
        return sql`UPDATE jobs SET locked_until = NULL WHERE id IN ${sql.in(ids)}`.pipe(
          Effect.tap(() => Effect.logInfo(`shutdown: gave back ${ids.length} leased ${kind} jobs`)),
          Effect.catchAllCause((cause) => Effect.logWarning(`shutdown: giving back leased ${kind} jobs failed`, cause))
        )
      })
    )

    // A full batch means more may be due: look again at once. Otherwise wait for the next poll
    // or a wake-up, whichever comes first.
    const loop: Effect.Effect<never, never, R> = Effect.flatMap(poll, (taken) =>
      Effect.zipRight(
        taken >= batchSize ? Effect.void : Effect.race(Effect.sleep(pollEvery), Queue.take(wakeUps)),
        Effect.suspend(() => loop)
      )
    )
    yield* Effect.forkScoped(loop)

    return { wake: Queue.offer(wakeUps, undefined).pipe(Effect.asVoid) }
  })

/** How a job that failed is tried again: the retries' backoff. */
export interface JobBackoff {
  readonly maxAttempts: number
  readonly delayBefore: (attempt: number) => Duration.Duration
}

/**
 * Run a job's work and end it: `done` once it succeeds; when it fails, again after the backoff
 * with the error kept on the job (shown by the API), until its attempts run out, then `done`
 * with the failure logged. An interruption (a shutdown) leaves the job to the worker's finalizer.
 */
export const withBackoff = <R, R2>(
  kind: JobKind,
  job: ClaimedJob,
  backoff: JobBackoff,
  work: Effect.Effect<void, unknown, R>,
  done: Effect.Effect<void, unknown, R2>
): Effect.Effect<void, never, R | R2 | SqlClient.SqlClient> =>
  Effect.matchCauseEffect(work, {
    onSuccess: (): Effect.Effect<void, unknown, R2 | SqlClient.SqlClient> => done,
    onFailure: (cause): Effect.Effect<void, unknown, R2 | SqlClient.SqlClient> => {
      if (Cause.isInterruptedOnly(cause)) return Effect.interrupt
      // Runs that failed, this one included: the first is the job's own run, the rest its retries.
      const attempts = Number(job.attempts) + 1
      const message = messageOf(cause)
      const log = (text: string) =>
        Effect.zipRight(
          Effect.sync(() => countBackgroundFailure(kind)),
          Effect.logWarning(text, cause).pipe(Effect.annotateLogs({ job: kind, job_id: job.id, account_id: job.account_id }))
        )
      // As delivery retries: up to `maxAttempts` tries after the first run, the n-th after `delayBefore(n)` (10 s, 20 s, ...).
      if (attempts > backoff.maxAttempts) return Effect.zipRight(log(`${kind} job ${job.id} given up after ${attempts} attempts: ${message}`), done)
      return Effect.zipRight(
        log(`${kind} job ${job.id} failed (attempt ${attempts}): ${message}`),
        Effect.flatMap(Clock.currentTimeMillis, (now) =>
          rescheduleJob(job.id, attempts, now + Duration.toMillis(backoff.delayBefore(attempts)), message)
        )
      )
    }
  }).pipe(
    // The job could not even be ended (the store failed): its lease runs out and it runs again.
    Effect.catchAllCause((cause) =>
      Cause.isInterruptedOnly(cause)
        ? Effect.interrupt
        : Effect.zipRight(
            Effect.sync(() => countBackgroundFailure(kind)),
            Effect.logWarning(`${kind} job ${job.id} could not be ended`, cause).pipe(Effect.annotateLogs({ job: kind }))
          )
    )
  )
