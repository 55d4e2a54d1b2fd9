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
    const outcome = state.stop?.outcome ?? "success"
    const reason = state.stop?.reason
    const criteria = state.compiled.criteria
    const event: SourceEvent = compact({
      ...eventBase(state, (yield* Ids).next(), state.startedAt, end, state.waitMs),
      type: "source",
      outcome,
      reason: reason ?? null,
      vars: state.initialVars,
      lag_ms: Math.max(0, state.startedAt - state.receivedAt),
      module_id: state.source.moduleId,
      acceptance_criteria:
        criteria === undefined
          ? undefined
          : compact({
              rule_set: criteria.criteria.rule_set,
              outcome: state.criteriaResult?.outcome ?? "success",
              reason: state.criteriaResult?.reason
            }),
      step_count: state.stepCount,
      appended: state.appended,
      request: state.submission.request,
      response: {
        status: state.ping ? 200 : 201,
        version: "1.1",
        headers: { "content-type": "application/json" },
        body: answerBody(state, outcome, reason),
        timestamp: end
      },
      cap_reached: state.capReached,
      purchase_price: state.cost,
      cost: state.cost,
      revenue: state.revenue,
      ...extra
    })
    state.events.push(event)
    const stored = yield* (yield* EventStore).writeLead(state.leadId, state.events).pipe(
      Effect.as(true),
      Effect.catchAllCause(() => Effect.succeed(false))
    )
    const final = stored ? { outcome, reason } : { outcome: "error" as const, reason: "events could not be stored" }
    if (final.outcome !== "success") yield* Effect.ignore(releaseCaps(state.reservations))
    return { ...final, stored }
  })
