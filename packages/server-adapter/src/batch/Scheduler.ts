import type { SqlClient } from "@effect/sql"
import { Clock, Cron, Effect, Either, Layer, Schedule } from "effect"
import { scheduledBatches, type StoredBatch } from "./Batches.js"
import { createFile, type FileServices } from "./FileWriter.js"
import { hasUnfiled } from "./Records.js"
import { countBackgroundFailure } from "../observability/ServerMetrics.js"

/**
 * Scheduled files: one fiber, for the life of the server, looks at the batches with a `schedule`
 * once a second and makes a file for each whose next cron time (`Cron.next` after it was last
 * seen or run) has come. Polling the stored batches picks up new, changed and deleted schedules
 * without a fiber per batch. A due batch without unfiled records is skipped: a schedule delivers
 * leads, not empty files. Two server processes on one database may both run a due batch; records
 * are claimed atomically, so at worst the second makes no file (or a file of the leads that came
 * in between).
 */

export const pollInterval = "1 second"

interface Due {
  readonly schedule: string
  readonly next: number
}

const nextRun = (schedule: string, after: number): number | undefined =>
  Either.match(Cron.parse(schedule), { onLeft: () => undefined, onRight: (cron) => Cron.next(cron, new Date(after)).getTime() })

const run = (batch: StoredBatch) =>
  Effect.gen(function* () {
    if (!(yield* hasUnfiled(batch.accountId, batch.id))) return
    const file = yield* createFile(batch.accountId, batch.id, batch.config.name, batch.config)
    yield* Effect.logDebug(`batch ${batch.id}: scheduled file ${file.id} (${file.record_count} records)`)
  }).pipe(
    Effect.catchAllCause((cause) =>
      Effect.zipRight(
        Effect.sync(() => countBackgroundFailure("batch_scheduler")),
        Effect.logWarning(`batch ${batch.id}: scheduled file failed`, cause).pipe(
          Effect.annotateLogs({ job: "batch_scheduler", batch_id: batch.id, account_id: batch.accountId })
        )
      )
    )
  )

const makeTick = (due: Map<string, Due>) =>
  Effect.gen(function* () {
    const batches = yield* scheduledBatches
    const now = yield* Clock.currentTimeMillis
    const seen = new Set<string>()
    for (const batch of batches) {
      const schedule = batch.config.schedule
      if (schedule === undefined) continue
      const key = `${batch.accountId}/${batch.id}`
      seen.add(key)
      const known = due.get(key)
      if (known === undefined || known.schedule !== schedule) {
        const next = nextRun(schedule, now)
        if (next !== undefined) due.set(key, { schedule, next })
        continue
      }
      if (now < known.next) continue
      yield* run(batch)
      const next = nextRun(schedule, yield* Clock.currentTimeMillis)
      if (next !== undefined) due.set(key, { schedule, next })
    }
    for (const key of due.keys()) if (!seen.has(key)) due.delete(key)
  }).pipe(
    Effect.catchAllCause((cause) =>
      Effect.zipRight(
        Effect.sync(() => countBackgroundFailure("batch_scheduler")),
        Effect.logWarning("batch scheduler: tick failed", cause).pipe(Effect.annotateLogs({ job: "batch_scheduler" }))
      )
    )
  )

/** The scheduler fiber, started with the layer and interrupted when its scope closes. */
export const BatchSchedulerLive: Layer.Layer<never, never, FileServices | SqlClient.SqlClient> = Layer.scopedDiscard(
  // A fresh map per layer: every server (tests run several per process) keeps its own times.
  Effect.suspend(() => Effect.forkScoped(Effect.repeat(makeTick(new Map()), Schedule.spaced(pollInterval))))
)
