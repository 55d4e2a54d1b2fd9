import type { FilterEvent } from "../model/Event.js"
import type { CompiledFilter } from "./CompiledFlow.js"
import { compact, eventBase, snapshot } from "./Events.js"
import type { LeadState } from "./LeadState.js"

/**
 * A filter step: when its rules match (pass), the flow stops with the step's outcome and reason.
 * Records a filter event (`continue` or `stop`).
 */
export const runFilter = (step: CompiledFilter, state: LeadState, id: string, now: number): void => {
  const matched = step.rules(state.vars) === undefined
  const reason = matched ? step.reason(state.vars) || undefined : undefined
  const event: FilterEvent = compact({
    ...eventBase(state, id, now, now, 0),
    type: "filter",
    outcome: matched ? "stop" : "continue",
    reason: reason ?? null,
    step_id: step.id,
    rule_set: step.step.rule_set,
    vars: snapshot(state)
  })
  state.events.push(event)
  if (matched) state.stop = { outcome: step.outcome, reason }
}
