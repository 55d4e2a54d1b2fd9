import type { CompiledFlow, PingResult, SubmitResult } from "@leadflow/core"
import type { RetryQueue } from "@leadflow/integrations"
import { Effect } from "effect"
import { FirehoseQueue } from "../jobs/FirehoseJobs.js"
import { LeadJobs, withLeadJobs } from "../jobs/LeadJobs.js"

/**
 * What follows a stored lead, after the submitter has its answer. Its jobs (retries of recipient
 * steps that ended in error with `retry_enabled`, the export of its events by the flow's
 * `firehose` setting) are already in the jobs table: the event store wrote them with the lead's
 * events (`LeadJobs`, set up by `withLeadJobs` around the engine's run). Here the firehose worker
 * is told a job is due now; its `enqueue` finds the job's key taken and queues nothing twice.
 * Nothing here can change the answer already given, so failures are logged, never raised.
 */
export const afterLead = (accountId: string, compiled: CompiledFlow, result: SubmitResult) =>
  Effect.gen(function* () {
    if (!result.recorded) return
    if (compiled.flow.firehose !== undefined) yield* Effect.flatMap(FirehoseQueue, (queue) => queue.enqueue(accountId, compiled, result))
  }).pipe(Effect.catchAllCause((cause) => Effect.logWarning("after-lead work failed", cause)))

/**
 * What follows a recorded ping (a ping records its source event, and an auction's bid events):
 * its events are exported by the flow's `firehose` setting as a lead's are. The export job was
 * written with the ping's events (`submitWithJobs` around `Engine.ping`); the worker is told it
 * is due now. A ping queues no retry (it runs no delivery).
 */
export const afterPing = (compiled: CompiledFlow, result: PingResult) =>
  Effect.gen(function* () {
    if (result.events.length === 0 || compiled.flow.firehose === undefined) return
    yield* Effect.flatMap(FirehoseQueue, (queue) => queue.wake)
  }).pipe(Effect.catchAllCause((cause) => Effect.logWarning("after-ping work failed", cause)))

/**
 * The engine's run of a lead (or a ping), its jobs written with its events when its flow has
 * after-lead work.
 */
export const submitWithJobs = <A, E, R>(accountId: string, compiled: CompiledFlow, submit: Effect.Effect<A, E, R>) =>
  needsAfterLead(compiled)
    ? Effect.flatMap(LeadJobs, (jobs) => withLeadJobs(submit, jobs.planFor(accountId, compiled)))
    : submit

export type AfterLeadServices = RetryQueue | FirehoseQueue | LeadJobs

const needs = new WeakMap<CompiledFlow, boolean>()

/** Whether a flow has anything to do after a lead (most have not: no Effect runs for them). */
export const needsAfterLead = (compiled: CompiledFlow): boolean => {
  let answer = needs.get(compiled)
  if (answer === undefined) {
    answer =
      compiled.flow.firehose !== undefined ||
      compiled.flow.steps.some((step) => step.type === "recipient" && step.retry_enabled === true)
    needs.set(compiled, answer)
  }
  return answer
}
