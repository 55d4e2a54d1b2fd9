import { Effect } from "effect"
import { Counters } from "../ports/Counters.js"
import { Credentials } from "../ports/Credentials.js"
import { Ids } from "../ports/Ids.js"
import { Integrations } from "../ports/Integrations.js"
import { runFilter } from "./FilterStep.js"
import type { LeadState } from "./LeadState.js"
import { runRecipient, type StepEnv } from "./RecipientStep.js"

/**
 * The steps, one at a time. A disabled step is skipped without an event but counted in
 * `step_count`; a filter that matches stops the flow; a recipient's outcome never does. Steps
 * run synchronously; only a step with asynchronous work hands back an Effect to wait for.
 */
export const runSteps = (state: LeadState): Effect.Effect<void, never, Ids | Integrations | Credentials | Counters> =>
  Effect.gen(function* () {
    if (state.compiled.steps.length === 0) return
    const ids = yield* Ids
    const clock = yield* Effect.clock
    const env: StepEnv = {
      now: () => clock.unsafeCurrentTimeMillis(),
      integrations: yield* Integrations,
      credentials: yield* Credentials,
      counters: yield* Counters
    }
    for (const step of state.compiled.steps) {
      state.stepCount++
      if (!step.enabled) continue
      if (step.kind === "filter") {
        runFilter(step, state, ids.next(), env.now())
        if (state.stop !== undefined) return
      } else {
        const pending = runRecipient(step, state, ids.next(), env)
        if (pending !== undefined) yield* pending
      }
    }
  })
