import { type CompiledFlow, Ids, type LeadEvent } from "@leadflow/core"
import { type RetryOptions, retryPolicy } from "@leadflow/integrations"
import { Context, Duration, Effect, Layer } from "effect"
import { SecretBox } from "../secrets/SecretBox.js"
import { FirehoseExporter } from "../services/firehose/FirehoseExporter.js"
import { exportTargetOf } from "./ExportPlans.js"
import { sealedSensitive } from "./DurableRetries.js"
import type { NewJob } from "./JobTable.js"
import { type LeadJobPlan, leadJobPlan } from "./LeadJobPlan.js"

export { type LeadJobPlan, leadJobPlan }

/**
 * The jobs a stored lead leaves behind (retries of its recipient steps that ended in error with
 * `retry_enabled`, the export of its events by the flow's `firehose` setting), written by the
 * event store in the same transaction (the same group commit) as the lead's events. So a lead
 * whose answer was sent has its jobs stored too: a process that dies right after answering loses
 * no work, and the workers (`DurableRetries`, `FirehoseJobs`) take the jobs from the table.
 *
 * The submission path sets `leadJobPlan` around the engine's run of a lead of a flow that has
 * such work (`needsAfterLead`); the SQL event store reads it when it queues the lead's events. A
 * fiber without a plan (most leads, retries' own events) writes events only.
 */


export interface LeadJobsService {
  /** The plan of a flow's leads, or undefined when they leave no job. */
  readonly planFor: (accountId: string, compiled: CompiledFlow) => LeadJobPlan | undefined
}

export class LeadJobs extends Context.Tag("@leadflow/server-adapter/LeadJobs")<LeadJobs, LeadJobsService>() {}

/** The account a recipient event's lead belongs to (the engine records the flow's account). */
const accountOf = (event: LeadEvent, fallback: string): string => {
  const account = (event.vars as { readonly account?: { readonly id?: unknown } } | undefined)?.account
  return typeof account?.id === "string" ? account.id : fallback
}

/** The ids of a flow's recipient steps that retry, once per compiled flow. */
const retryingSteps = new WeakMap<CompiledFlow, ReadonlySet<string>>()
const retryingStepsOf = (compiled: CompiledFlow): ReadonlySet<string> => {
  let steps = retryingSteps.get(compiled)
  if (steps === undefined) {
    steps = new Set(compiled.steps.flatMap((step) => (step.kind === "recipient" && step.step.retry_enabled === true ? [step.id] : [])))
    retryingSteps.set(compiled, steps)
  }
  return steps
}

export const makeLeadJobs = (options: RetryOptions = {}) =>
  Effect.gen(function* () {
    const ids = yield* Ids
    const exporter = yield* FirehoseExporter
    const box = yield* SecretBox
    const firstDelay = Duration.toMillis(retryPolicy(options).delayBefore(1))

    const planFor: LeadJobsService["planFor"] = (accountId, compiled) => {
      const retrying = retryingStepsOf(compiled)
      const exports = exportTargetOf(exporter, compiled.flow.firehose)
      if (retrying.size === 0 && exports === undefined) return undefined
      return (leadId, events, now) => {
        const jobs: Array<NewJob> = []
        // The same jobs, keys and payloads as `DurableRetries.scheduleRetries` queues.
        for (const event of events) {
          if (event.type !== "recipient" || event.outcome !== "error" || event.step_id === undefined || !retrying.has(event.step_id)) continue
          jobs.push({
            id: ids.next(),
            accountId: accountOf(event, accountId),
            kind: "retry",
            key: `retry:${event.id}`,
            flowId: compiled.id,
            payload: { flow_id: compiled.id, step_id: event.step_id, lead_id: leadId, event_id: event.id, ...sealedSensitive(box, event) },
            runAt: now + firstDelay,
            createdAt: now
          })
        }
        // The same job as `FirehoseQueue.enqueue` queues: that later call finds its key taken.
        if (exports !== undefined)
          jobs.push({
            id: ids.next(),
            accountId,
            kind: "firehose",
            key: `firehose:${leadId}`,
            flowId: compiled.id,
            payload: { lead_id: leadId, event_ids: events.map((event) => event.id), ...exports },
            runAt: now,
            createdAt: now
          })
        return jobs
      }
    }
    return LeadJobs.of({ planFor })
  })

/** The plans with the retries' first delay. */
export const leadJobsLayer = (options: RetryOptions = {}) => Layer.effect(LeadJobs, makeLeadJobs(options))

/** Run a lead's submission so that its jobs are stored with its events. */
export const withLeadJobs = <A, E, R>(effect: Effect.Effect<A, E, R>, plan: LeadJobPlan | undefined): Effect.Effect<A, E, R> =>
  plan === undefined ? effect : Effect.locally(effect, leadJobPlan, plan)
