import { Effect } from "effect"
import type { SourceEvent } from "../model/Event.js"
import type { Outcome } from "../model/Outcome.js"
import { releaseCaps } from "./Caps.js"
import type { Env } from "./Env.js"
import { eventBase } from "./Events.js"
import type { LeadState } from "./LeadState.js"
import { recordedCriteria, recordedFirehose } from "./RecordedSettings.js"

export interface Finished {
  readonly outcome: Outcome
  readonly reason: string | undefined
  readonly stored: boolean
}

/** The body the source is answered with (as the submission API sends it), recorded on the source event. */
const answerBody = (state: LeadState, outcome: Outcome, reason: string | undefined): string =>
  `{"outcome":"${outcome}"${reason === undefined ? "" : `,"reason":${JSON.stringify(reason)}`}${
    state.ping ? "" : `,"lead":{"id":"${state.leadId}"}`
  },"price":${state.cost}}`

/**
 * The last phases: revenue is already summed by the steps; write the source event last, store
 * every event of the lead in one write, and give back cap counts unless the lead succeeded. A
 * lead whose events cannot be stored is answered `error`: never a silent loss.
 */
export const finish = (
  state: LeadState,
  env: Env,
  extra: Partial<SourceEvent> & { readonly ping?: boolean } = {}
): Effect.Effect<Finished> => {
  const end = env.now()
  const id = env.ids.next()
  const outcome = state.stop?.outcome ?? "success"
  const reason = state.stop?.reason
  // A lead is paid for only when it is accepted.
  if (outcome !== "success") state.cost = 0
  const criteria = state.compiled.criteria
  // Built by assignment: an object spread of this size costs more than the rest of the phase.
  const event = eventBase(state, id, state.startedAt, end, state.waitMs) as Record<string, unknown>
  event["type"] = "source"
  event["outcome"] = outcome
  event["reason"] = reason ?? null
  event["vars"] = state.initialVars
  event["lag_ms"] = Math.max(0, state.startedAt - state.receivedAt)
  event["module_id"] = state.source.moduleId
  if (criteria !== undefined) {
    const result = state.criteriaResult
    event["acceptance_criteria"] = recordedCriteria(criteria, criteria.criteria.rule_set, result?.outcome ?? "success", result?.reason)
  }
  event["step_count"] = state.stepCount
  event["appended"] = state.appended
  if (state.submission.request !== undefined) event["request"] = state.submission.request
  event["response"] = {
    status: state.ping ? 200 : 201,
    version: "1.1",
    headers: { "content-type": "application/json" },
    body: answerBody(state, outcome, reason),
    timestamp: end
  }
  event["cap_reached"] = state.capReached
  // Ping limits as configured (a ping overrides them with the counted records, by `extra`).
  const flowLimit = state.compiled.pingLimits[0]
  if (flowLimit !== undefined) event["flow_ping_limits"] = flowLimit.limit
  const sourceLimit = state.source.pingLimits[0]
  if (sourceLimit !== undefined) event["source_ping_limits"] = sourceLimit.limit
  event["ping_limit_reached"] = false
  const packageVersion = env.integrations.packageVersion?.(state.source.moduleId)
  if (packageVersion !== undefined) event["package_version"] = packageVersion
  const firehose = recordedFirehose(state.compiled.flow)
  if (firehose !== undefined) event["firehose"] = firehose
  if (state.pricingService !== undefined) event["pricing_service"] = state.pricingService
  if (state.returnRate !== undefined) event["return_rate"] = state.returnRate
  event["purchase_price"] = state.cost
  event["cost"] = state.cost
  event["revenue"] = state.revenue
  for (const key in extra) {
    const value = extra[key as keyof typeof extra]
    if (value !== undefined) event[key] = value
  }
  state.events.push(event as SourceEvent)
  const stored: Finished = { outcome, reason, stored: true }
  const lost: Finished = { outcome: "error", reason: "events could not be stored", stored: false }
  // The flow's and source's counts are given back before the events are stored when the lead did
  // not succeed (a store that keeps holds ends them with the events: `Caps.releaseCaps`), and
  // after, when a successful lead's events could not be stored.
  const release = state.reservations.length === 0 ? undefined : Effect.ignore(releaseCaps(env.counters, state.reservations, state.leadId))
  const write = Effect.matchCauseEffect(env.events.writeLead(state.leadId, state.events), {
    onSuccess: () => Effect.succeed(stored),
    onFailure: () => (release === undefined || outcome !== "success" ? Effect.succeed(lost) : Effect.as(release, lost))
  })
  return release === undefined || outcome === "success" ? write : Effect.zipRight(release, write)
}
