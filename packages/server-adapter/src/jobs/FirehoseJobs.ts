import { SqlClient } from "@effect/sql"
import { type CompiledFlow, Ids, type LeadEvent, type SubmitResult } from "@leadflow/core"
import { retryPolicy } from "@leadflow/integrations"
import { Clock, Context, Effect, Layer } from "effect"
import { directoryTargetOf, FirehoseExporter } from "../services/firehose/FirehoseExporter.js"
import { rootUnsetMessage } from "../services/firehose/DirectoryTarget.js"
import { parseBody } from "../storage/Documents.js"
import { asStoreError } from "../storage/StoreErrors.js"
import type { DurableRetryOptions } from "./DurableRetries.js"
import { type ClaimedJob, enqueueJobs, finishJob } from "./JobTable.js"
import { startJobWorker, withBackoff } from "./JobWorker.js"
import { eventsWithShared, storedEvent, storedParts } from "../storage/SharedVars.js"

/**
 * Firehose exports as jobs in the database (kind `firehose`): a stored lead whose flow exports
 * to a directory target queues one job (key `firehose:<lead id>`, so a lead is queued once), and
 * the worker writes its events from the store. A process that dies before or during the export
 * leaves the job for the next one: files are named by event id and written by temp + rename, so
 * an export run twice writes the same whole files. A failed export is tried again with the
 * retries' backoff, its error shown by `GET /jobs`. Only the target's path and prefix wait in the
 * table, never the rest of the flow's setting.
 */

interface FirehosePayload {
  readonly lead_id: string
  readonly event_ids: ReadonlyArray<string>
  readonly path: string
  readonly prefix?: string
}

export interface FirehoseQueueService {
  /** Queue the export of a stored lead's events, when its flow exports to a directory. */
  readonly enqueue: (accountId: string, compiled: CompiledFlow, result: SubmitResult) => Effect.Effect<void>
  /**
   * Tell the worker a job is due now: one the event store wrote with a lead's or a ping's events
   * (`LeadJobs`), so it is exported at once rather than at the next poll.
   */
  readonly wake: Effect.Effect<void>
}

export class FirehoseQueue extends Context.Tag("@leadflow/server-adapter/FirehoseQueue")<FirehoseQueue, FirehoseQueueService>() {}

/** Longer than writing a lead's few files can take. */
const leaseMs = 5 * 60_000

/** The lead's events the job names, in the job's order, read in its account only. */
const eventsOf = (accountId: string, ids: ReadonlyArray<string>) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) =>
    ids.length === 0
      ? Effect.succeed([] as ReadonlyArray<LeadEvent>)
      : // With its shared vars and template put back: the file holds the event as it was written.
        sql<{ id: string; body: unknown; shared_vars: unknown; template: unknown }>`SELECT events.id, body, ${storedParts(sql)} FROM ${eventsWithShared(sql)}
          WHERE account_id = ${accountId} AND events.id IN ${sql.in(ids)}`.pipe(
          asStoreError("reading a lead's events for the firehose"),
          Effect.map((rows) => {
            const byId = new Map(rows.map((row) => [row.id, storedEvent(row) as unknown as LeadEvent]))
            return ids.flatMap((id) => {
              const event = byId.get(id)
              return event === undefined ? [] : [event]
            })
          })
        )
  )

export const makeFirehoseJobs = (options: DurableRetryOptions = {}) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const exporter = yield* FirehoseExporter
    const ids = yield* Ids
    const backoff = retryPolicy(options)

    const run = (job: ClaimedJob) => {
      const payload = parseBody(job.payload) as unknown as FirehosePayload
      const setting = { services: { directory: { enabled: true, bucket: payload.path, ...(payload.prefix === undefined ? {} : { prefix: payload.prefix }) } } }
      const work = Effect.gen(function* () {
        const events = yield* eventsOf(job.account_id, payload.event_ids)
        const exported = yield* exporter.exportLead(job.account_id, setting, payload.lead_id, events)
        if (exported.skipped !== undefined) yield* Effect.logWarning(`firehose export of lead ${payload.lead_id} skipped: ${exported.skipped}`)
      })
      return withBackoff("firehose", job, backoff, work, finishJob(job.id))
    }

    const worker = yield* startJobWorker(
      { kind: "firehose", leaseMs, ...(options.pollEvery === undefined ? {} : { pollEvery: options.pollEvery }) },
      run
    )

    const enqueue: FirehoseQueueService["enqueue"] = (accountId, compiled, result) =>
      Effect.gen(function* () {
        const target = directoryTargetOf(compiled.flow.firehose)
        // Nothing to export: no job (as before the queue, a disabled target writes nothing).
        if ("skipped" in target) return
        // Saving such a flow is refused without the root; one saved while it was set is skipped, loudly.
        if (exporter.root === undefined) return yield* Effect.logWarning(`firehose export of lead ${result.leadId} skipped: ${rootUnsetMessage}`)
        const now = yield* Clock.currentTimeMillis
        const payload: FirehosePayload = {
          lead_id: result.leadId,
          event_ids: result.events.map((event) => event.id),
          ...target
        }
        yield* enqueueJobs([
          { id: ids.next(), accountId, kind: "firehose", key: `firehose:${result.leadId}`, flowId: compiled.id, payload: { ...payload }, runAt: now, createdAt: now }
        ]).pipe(Effect.provideService(SqlClient.SqlClient, sql))
        yield* worker.wake
      }).pipe(Effect.catchAllCause((cause) => Effect.logWarning("firehose export could not be queued", cause)))

    return FirehoseQueue.of({ enqueue, wake: worker.wake })
  })

/** The firehose queue, with its worker living as long as the layer. */
export const firehoseJobsLayer = (options: DurableRetryOptions = {}) =>
  Layer.scoped(FirehoseQueue, makeFirehoseJobs(options))
