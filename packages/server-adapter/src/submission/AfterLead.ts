import type { CompiledFlow, SubmitResult } from "@leadflow/core"
import { RetryQueue } from "@leadflow/integrations"
import { Effect } from "effect"
import { FirehoseQueue } from "../jobs/FirehoseJobs.js"
import { countBackgroundFailure } from "../observability/ServerMetrics.js"

/**
 * What follows a stored lead, after the submitter has its answer: queued retries for recipient
 * steps that ended in error with `retry_enabled`, and the export of the lead's events by the
 * flow's `firehose` setting (into the account's own folder), both queued in the jobs table. Neither
 * can change the answer already given, so failures are logged, never raised.
 */
export const afterLead = (accountId: string, compiled: CompiledFlow, result: SubmitResult) =>
  Effect.gen(function* () {
    if (!result.recorded) return
    const retries = yield* RetryQueue
    yield* retries.scheduleRetries(compiled, result).pipe(
      Effect.catchAllCause((cause) =>
        Effect.zipRight(
          Effect.sync(() => countBackgroundFailure("retry")),
          Effect.logWarning("queueing retries failed", cause).pipe(Effect.annotateLogs({ lead_id: result.leadId, flow_id: compiled.id }))
        )
      )
    )
    // Queued in the database, exported by its worker (`FirehoseJobs`).
    if (compiled.flow.firehose !== undefined) yield* Effect.flatMap(FirehoseQueue, (queue) => queue.enqueue(accountId, compiled, result))
  }).pipe(Effect.catchAllCause((cause) => Effect.logWarning("after-lead work failed", cause)))

export type AfterLeadServices = RetryQueue | FirehoseQueue

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
