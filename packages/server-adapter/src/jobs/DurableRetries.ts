import { SqlClient } from "@effect/sql"
import {
  type CompiledFlow,
  type CompiledStep,
  Counters,
  Credentials,
  EVENT_VERSION,
  EventStore,
  eventExpiry,
  HANDLER_VERSION,
  Ids,
  type Integrations,
  type LeadEvent,
  type RecipientEvent,
  type RetryEvent,
  maskSensitive,
  sensitiveValuesOf,
  SuppressionLists,
  withSensitiveValues
} from "@leadflow/core"
import {
  attemptRetry,
  type RetryOptions,
  RetryQueue,
  type RetryQueueService,
  retryJobFrom,
  retryJobsOf,
  retryPolicy
} from "@leadflow/integrations"
import { Cause, Clock, Context, Duration, Effect, Exit, Fiber, Layer, Option } from "effect"
import { AccountPorts } from "../accounts/AccountPorts.js"
import { eventInAccount } from "../feedback/RecipientEvents.js"
import { SecretBox, type SecretBoxService } from "../secrets/SecretBox.js"
import { parseBody } from "../storage/Documents.js"
import { type ClaimedJob, enqueueJobs, finishJob, rescheduleJob } from "./JobTable.js"
import { startJobWorker } from "./JobWorker.js"
import { laterExportPlan } from "./ExportPlans.js"
import { withLeadJobs } from "./LeadJobs.js"
import { FirehoseExporter } from "../services/firehose/FirehoseExporter.js"
import { makeFlowLoader } from "../submission/CompiledFlowLoader.js"
import { countDelivery, deliveryErrorLog } from "../observability/LeadObserver.js"
import { countBackgroundFailure } from "../observability/ServerMetrics.js"
import { defaultShutdownTimeoutMs, ServerConfig } from "../server/ServerConfig.js"

/**
 * Retries of errored deliveries (`retry_enabled` steps) as jobs in the database (`jobs`, kind
 * `retry`), so none is lost when a process stops or dies, and several processes share them. A
 * job names the flow, step, lead and recipient event; the request is rebuilt from the stored
 * event and the flow's step when the attempt runs, so nothing secret waits in the table. Each
 * attempt runs through `@leadflow/integrations`' `attemptRetry` (the in-memory queue's own
 * attempt) with the lead's account's credentials and lists, and records a `retry` event.
 *
 * The jobs' worker (`JobWorker`: leases, `FOR UPDATE SKIP LOCKED` on PostgreSQL, leases given
 * back on shutdown) runs them; a run deletes a finished job or sets its next time with the
 * backoff. A process that dies mid-attempt leaves a lease that runs out: the attempt is made again.
 *
 * A shutdown does not cut an attempt that is waiting on the buyer: it is given up to the server's
 * shutdown timeout (`shutdownTimeoutMs`) to end, and is recorded as usual (so a buyer that took
 * the lead is not sent it again by the next process). One still waiting then is cut, and recorded
 * as a `retry` event in `error` saying that the buyer may have received the lead; the job moves
 * on to its next attempt, which the next process makes (a duplicate, if the buyer had it, that
 * the lead's events show).
 */

interface RetryPayload {
  readonly flow_id: string
  readonly step_id: string
  readonly lead_id: string
  readonly event_id: string
  /**
   * The lead's social security numbers and credentials, encrypted (`SecretBox`): its stored
   * events hold them masked, and the retry must send what the original delivery sent.
   */
  readonly sensitive?: string
}

/** What the retry of `event` (a recipient event in error, in the clear) keeps of its lead's sensitive values. */
export const sealedSensitive = (box: SecretBoxService, event: LeadEvent): { readonly sensitive?: string } => {
  const values = sensitiveValuesOf(event.vars)
  return values === undefined ? {} : { sensitive: box.seal(JSON.stringify(values), `retry:${event.id}`) }
}

export interface DurableRetryOptions extends RetryOptions {
  /** How often due jobs are looked for. Default 1 s. */
  readonly pollEvery?: Duration.DurationInput
  /** Jobs taken per look. Default 20. */
  readonly batchSize?: number
}

/** The account a recipient event's lead belongs to (the engine records the flow's account). */
const accountOf = (event: RecipientEvent): string => {
  const account = (event.vars as { readonly account?: { readonly id?: unknown } } | undefined)?.account
  return typeof account?.id === "string" ? account.id : ""
}

/**
 * Why a queued retry may no longer deliver, if so: the flow deployed now is disabled or may not
 * run, or its step is disabled or no longer retries. Read at each attempt, so turning any of them
 * off stops the retries already queued, not only new ones. The step's `schedule` and `rule_set`
 * (of the flow deployed now) are read by the attempt itself (`attemptRetry`, with the lead's
 * values in the clear): closed, or failing on the lead, the retry ends in `skip` with the reason
 * a new lead's step would record (`outside schedule`, the rule's reason).
 */
const retryStopped = (compiled: CompiledFlow, step: Extract<CompiledStep, { readonly kind: "recipient" }>): string | undefined => {
  if (!compiled.flow.enabled) return "retry abandoned: the flow is disabled"
  if (compiled.blocked !== undefined) return `retry abandoned: the flow may not run (${compiled.blocked})`
  if (!step.enabled) return "retry abandoned: the step is disabled"
  if (step.step.retry_enabled !== true) return "retry abandoned: the step's retries are turned off"
  return undefined
}

/** The last retry event of a job whose flow step no longer exists. */
const abandoned = (
  original: RecipientEvent,
  id: string,
  attempt: number,
  now: number,
  reason = "retry abandoned: the step is no longer in the flow"
): RetryEvent =>
  ({
    id,
    type: "retry",
    outcome: "error",
    reason,
    retry_status: "completed",
    retry_attempt: attempt,
    recipient_event_id: original.id,
    start_timestamp: now,
    end_timestamp: now,
    ms: 0,
    wait_ms: 0,
    overhead_ms: 0,
    handler_version: HANDLER_VERSION,
    version: EVENT_VERSION,
    expires_at: eventExpiry(now),
    step_id: original.step_id,
    key: original.key,
    module_id: original.module_id,
    ...(original.vars === undefined ? {} : { vars: original.vars })
  }) as unknown as RetryEvent

/** Why an attempt cut by a shutdown is recorded: its buyer may have the lead already. */
export const cutAttemptReason =
  "retry attempt cut short by a shutdown while it waited on the buyer: the buyer may have received the lead, and the next attempt sends it again"

/** Longer than any attempt can take (a step's timeout is at most 360 s). */
const leaseMs = 7 * 60_000

const messageOf = (cause: Cause.Cause<unknown>): string => {
  const failure = Cause.squash(cause)
  return failure instanceof Error ? failure.message : String(failure)
}

export const makeDurableRetries = (options: DurableRetryOptions = {}) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const events = yield* EventStore
    const ports = yield* AccountPorts
    const services = yield* Effect.context<Integrations | Ids>()
    const box = yield* SecretBox
    const loadFlow = yield* makeFlowLoader
    const exporter = yield* FirehoseExporter
    const policy = retryPolicy(options)
    // How long a shutdown lets an attempt under way end: the server's shutdown timeout.
    const graceMs = Option.match(yield* Effect.serviceOption(ServerConfig), {
      onNone: () => defaultShutdownTimeoutMs,
      onSome: (config) => config.shutdownTimeoutMs ?? defaultShutdownTimeoutMs
    })

    const enqueue: RetryQueueService["scheduleRetries"] = (compiled, result) =>
      Effect.gen(function* () {
        const jobs = retryJobsOf(compiled, result, {
          credentials: yield* Credentials,
          lists: yield* SuppressionLists,
          counters: yield* Counters
        })
        if (jobs.length === 0) return 0
        const now = yield* Clock.currentTimeMillis
        const runAt = now + Duration.toMillis(policy.delayBefore(1))
        const ids = Context.get(services, Ids)
        yield* enqueueJobs(
          jobs.map((job) => ({
            id: ids.next(),
            accountId: accountOf(job.original),
            kind: "retry",
            key: `retry:${job.original.id}`,
            flowId: compiled.id,
            payload: {
              flow_id: compiled.id,
              step_id: job.step.id,
              lead_id: job.leadId,
              event_id: job.original.id,
              ...sealedSensitive(box, job.original)
            } satisfies RetryPayload,
            runAt,
            createdAt: now
          }))
        ).pipe(
          Effect.provideService(SqlClient.SqlClient, sql),
          Effect.catchAll((error) => Effect.logWarning("retries could not be queued", error))
        )
        return jobs.length
      })

    const pending = sql<{ n: unknown }>`SELECT COUNT(*) AS n FROM jobs WHERE kind = 'retry' AND finished_at IS NULL`.pipe(
      Effect.map((rows) => Number(rows[0]?.n ?? 0)),
      Effect.orElseSucceed(() => 0)
    )

    /** One attempt of one job; the job is finished or rescheduled after. */
    const runJob = (row: ClaimedJob) =>
      Effect.gen(function* () {
        const payload = parseBody(row.payload) as unknown as RetryPayload
        const loaded = yield* loadFlow(payload.flow_id, undefined)
        const flow = loaded?.kind === "flow" && loaded.accountId === row.account_id ? loaded : undefined
        const step = flow?.compiled.steps.find((s) => s.kind === "recipient" && s.id === payload.step_id)
        const original = yield* eventInAccount(row.account_id, payload.event_id)
        if (Option.isNone(original) || original.value.body.type !== "recipient") {
          // The lead's events are gone (purged with it): nothing to deliver, nothing to record.
          yield* Effect.logWarning(`retry ${row.id} dropped: its recipient event no longer exists`)
          return yield* finishJob(row.id)
        }
        if (flow === undefined || step === undefined || step.kind !== "recipient") {
          // The flow or its step is gone: the retry ends, and says so (no event stays "started").
          const now = yield* Clock.currentTimeMillis
          const ended = abandoned(original.value.body as RecipientEvent, Context.get(services, Ids).next(), Number(row.attempts) + 1, now)
          yield* events.writeLead(payload.lead_id, [ended])
          return yield* finishJob(row.id)
        }
        // The attempt's events are exported as the lead's were, by the flow deployed now.
        const plan = laterExportPlan(Context.get(services, Ids), exporter, row.account_id, flow.compiled.id, flow.compiled.flow.firehose)
        const write = (written: ReadonlyArray<LeadEvent>) => withLeadJobs(events.writeLead(payload.lead_id, written), plan)
        // The deployed flow turned the delivery off since: the retry ends as the step's absence ends it.
        const stopped = retryStopped(flow.compiled, step)
        if (stopped !== undefined) {
          const now = yield* Clock.currentTimeMillis
          yield* write([abandoned(original.value.body as RecipientEvent, Context.get(services, Ids).next(), Number(row.attempts) + 1, now, stopped)])
          return yield* finishJob(row.id)
        }
        // The lead's sensitive values, masked in the stored event, as the original delivery had them.
        const stored = original.value.body as RecipientEvent
        const sensitive =
          payload.sensitive === undefined
            ? undefined
            : yield* Effect.option(Effect.flatMap(box.open(payload.sensitive, `retry:${payload.event_id}`), (text) => Effect.try(() => JSON.parse(text) as Record<string, unknown>)))
        if (sensitive !== undefined && Option.isNone(sensitive)) {
          const now = yield* Clock.currentTimeMillis
          const reason = "retry abandoned: the lead's sensitive values cannot be read (was LEADFLOW_SECRET changed?)"
          yield* write([abandoned(stored, Context.get(services, Ids).next(), Number(row.attempts) + 1, now, reason)])
          return yield* finishJob(row.id)
        }
        const account = ports.of(row.account_id)
        const job = retryJobFrom(payload.lead_id, step, sensitive === undefined ? stored : withSensitiveValues(stored, sensitive.value), {
          credentials: Context.get(account, Credentials),
          lists: Context.get(account, SuppressionLists),
          counters: Context.get(account, Counters)
        })
        const attempt = Number(row.attempts) + 1
        // Once attempted, the attempt is recorded and the job moved on even if a shutdown comes.
        const record = (event: RetryEvent, again: boolean) =>
          Effect.uninterruptible(
            Effect.gen(function* () {
              const delivery = { ...event, module_id: event.module_id ?? step.moduleId, step_id: step.id }
              countDelivery(delivery)
              // Logged as stored: the attempt ran with the lead's clear values, which its reason may echo.
              if (event.outcome === "error")
                yield* deliveryErrorLog(payload.lead_id, maskSensitive([delivery])[0] ?? delivery, "retry delivery error")
              yield* write([event])
              if (!again) return yield* finishJob(row.id)
              const now = yield* Clock.currentTimeMillis
              yield* rescheduleJob(row.id, attempt, now + Duration.toMillis(policy.delayBefore(attempt + 1)), event.reason ?? undefined)
            })
          )
        // A shutdown (this fiber interrupted) waits for the attempt up to `graceMs` and records it;
        // one still waiting on the buyer then is cut, and that is recorded: it may have delivered.
        const whenShutDown = (running: Fiber.RuntimeFiber<{ readonly event: RetryEvent; readonly again: boolean }>) =>
          Effect.gen(function* () {
            // Interruptible, unlike this cleanup: past `graceMs` the wait is dropped, not waited out.
            const ended = yield* Effect.interruptible(Fiber.await(running)).pipe(Effect.timeout(graceMs), Effect.option)
            if (Option.isSome(ended) && Exit.isSuccess(ended.value)) return yield* record(ended.value.value.event, ended.value.value.again)
            yield* Fiber.interrupt(running)
            const now = yield* Clock.currentTimeMillis
            const cut = { ...abandoned(stored, Context.get(services, Ids).next(), attempt, now, cutAttemptReason), retry_status: "started" } as RetryEvent
            yield* write([cut])
            yield* rescheduleJob(row.id, attempt, now + Duration.toMillis(policy.delayBefore(attempt + 1)), cutAttemptReason)
            yield* Effect.logWarning(`shutdown: retry ${row.id} cut while waiting on the buyer; the next attempt may deliver the lead twice`).pipe(
              Effect.annotateLogs({ job: "retry", lead_id: payload.lead_id })
            )
          }).pipe(
            Effect.catchAllCause((cause) =>
              Effect.logWarning(`shutdown: retry ${row.id} could not be recorded: ${messageOf(cause)}`, cause).pipe(Effect.annotateLogs({ job: "retry" }))
            )
          )
        // A daemon: a shutdown interrupts this fiber, not the attempt, which `whenShutDown` waits for
        // (watched from the moment it starts: no interruption comes between the two).
        const { event, again } = yield* Effect.uninterruptibleMask((restore) =>
          Effect.flatMap(Effect.forkDaemon(restore(Effect.provide(attemptRetry(job, attempt, policy), services))), (running) =>
            restore(Fiber.join(running)).pipe(Effect.onInterrupt(() => whenShutDown(running)))
          )
        )
        yield* record(event, again)
      }).pipe(
        // A store failure leaves the lease to run out, and the attempt is made again.
        Effect.catchAllCause((cause) =>
          Cause.isInterruptedOnly(cause)
            ? Effect.interrupt
            : Effect.zipRight(
                Effect.sync(() => countBackgroundFailure("retry")),
                Effect.logWarning(`retry ${row.id} failed: ${messageOf(cause)}`, cause).pipe(Effect.annotateLogs({ job: "retry" }))
              )
        )
      )

    yield* startJobWorker(
      {
        kind: "retry",
        leaseMs,
        ...(options.pollEvery === undefined ? {} : { pollEvery: options.pollEvery }),
        ...(options.batchSize === undefined ? {} : { batchSize: options.batchSize })
      },
      runJob
    )

    return RetryQueue.of({ scheduleRetries: enqueue, pending })
  })

/** The durable queue as core's `RetryQueue`, with its poller living as long as the layer. */
export const durableRetriesLayer = (options: DurableRetryOptions = {}) => Layer.scoped(RetryQueue, makeDurableRetries(options))
