import { Clock, Effect } from "effect"
import type { Counters } from "../ports/Counters.js"
import type { Credentials } from "../ports/Credentials.js"
import { Ids } from "../ports/Ids.js"
import type { Integrations } from "../ports/Integrations.js"
import { runFilter } from "./FilterStep.js"
import type { LeadState } from "./LeadState.js"
import { runRecipient } from "./RecipientStep.js"

/**
 * The steps, one at a time. A disabled step is skipped without an event but counted in
 * `step_count`; a filter that matches stops the flow; a recipient's outcome never does.
 */
export const runSteps = (state: LeadState): Effect.Effect<void, never, Ids | Integrations | Credentials | Counters> =>
  Effect.gen(function* () {
    const ids = yield* Ids
    for (const step of state.compiled.steps) {
      state.stepCount++
      if (!step.enabled) continue
      if (step.kind === "filter") {
        runFilter(step, state, ids.next(), yield* Clock.currentTimeMillis)
        if (state.stop !== undefined) return
      } else yield* runRecipient(step, state, ids.next())
    }
  })
