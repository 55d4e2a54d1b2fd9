import { Clock, Effect } from "effect"
import type { SourceEvent } from "../model/Event.js"
import type { Outcome } from "../model/Outcome.js"
import type { Counters } from "../ports/Counters.js"
import { EventStore } from "../ports/EventStore.js"
import { Ids } from "../ports/Ids.js"
import { releaseCaps } from "./Caps.js"
import { compact, eventBase } from "./Events.js"
import type { LeadState } from "./LeadState.js"

export interface Finished {
  readonly outcome: Outcome
  readonly reason: string | undefined
  readonly stored: boolean
}

/** The body the source is answered with, as recorded on the source event. */
const answerBody = (state: LeadState, outcome: Outcome, reason: string | undefined): string =>
  JSON.stringify(
    state.ping
      ? compact({ outcome, reason, price: state.cost })
      : compact({ outcome, reason, lead: { id: state.leadId }, price: state.cost })
  )

/**
 * The last phases: revenue is already summed by the steps; write the source event last, store
 * every event of the lead in one write, and give back cap counts unless the lead succeeded. A
 * lead whose events cannot be stored is answered `error`: never a silent loss.
 */
export const finish = (
  state: LeadState,
  extra: Partial<SourceEvent> & { readonly ping?: boolean } = {}
): Effect.Effect<Finished, never, Ids | EventStore | Counters> =>
  Effect.gen(function* () {
    const end = yield* Clock.currentTimeMillis
    const id = (yield* Ids).next()
    const outcome = state.stop?.outcome ?? "success"
    const reason = state.stop?.reason
    const criteria = state.compiled.criteria
    // Built by assignment: spreading into a literal inside a generator is many times slower.
    const event = eventBase(state, id, state.startedAt, end, state.waitMs) as Record<string, unknown>
    event["type"] = "source"
    event["outcome"] = outcome
    event["reason"] = reason ?? null
    event["vars"] = state.initialVars
    event["lag_ms"] = Math.max(0, state.startedAt - state.receivedAt)
    event["module_id"] = state.source.moduleId
    if (criteria !== undefined) {
      const result = state.criteriaResult
      event["acceptance_criteria"] =
        result?.reason === undefined
          ? { rule_set: criteria.criteria.rule_set, outcome: result?.outcome ?? "success" }
          : { rule_set: criteria.criteria.rule_set, outcome: result.outcome, reason: result.reason }
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
    event["purchase_price"] = state.cost
    event["cost"] = state.cost
    event["revenue"] = state.revenue
    for (const key in extra) {
      const value = extra[key as keyof typeof extra]
      if (value !== undefined) event[key] = value
    }
    state.events.push(event as SourceEvent)
    const stored = yield* (yield* EventStore).writeLead(state.leadId, state.events).pipe(
      Effect.as(true),
      Effect.catchAllCause(() => Effect.succeed(false))
    )
    const final = stored ? { outcome, reason } : { outcome: "error" as const, reason: "events could not be stored" }
    if (final.outcome !== "success") yield* Effect.ignore(releaseCaps(state.reservations))
    return { ...final, stored }
  })
