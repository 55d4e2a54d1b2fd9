import type { FilterEvent } from "../model/Event.js"
import type { CompiledFilter } from "./CompiledFlow.js"
import { eventBase, snapshot } from "./Events.js"
import type { LeadState } from "./LeadState.js"
import { OUTSIDE_SCHEDULE } from "../schedule/Schedule.js"
import { recordedSetting } from "./RecordedSettings.js"

/**
 * A filter step: when its rules match (pass), the flow stops with the step's outcome and reason.
 * Records a filter event (`continue` or `stop`). Outside its schedule it does not apply: the
 * event says `continue`, `outside schedule`.
 */
export const runFilter = (step: CompiledFilter, state: LeadState, id: string, now: number): void => {
  const closed = step.open !== undefined && !step.open(now)
  const matched = !closed && step.rules(state.vars) === undefined
  const reason = matched ? step.reason(state.vars) || undefined : closed ? OUTSIDE_SCHEDULE : undefined
  const event = eventBase(state, id, now, now, 0) as Record<string, unknown>
  event["type"] = "filter"
  event["outcome"] = matched ? "stop" : "continue"
  event["reason"] = reason ?? null
  event["step_id"] = step.id
  event["rule_set"] = recordedSetting(step, "rule_set", step.step.rule_set)
  event["vars"] = snapshot(state)
  state.events.push(event as FilterEvent)
  if (matched) state.stop = { outcome: step.outcome, reason }
}
