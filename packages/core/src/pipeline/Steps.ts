import { Effect } from "effect"
import type { Env, Pending } from "./Env.js"
import { runAuction } from "./Auction.js"
import { runFilter } from "./FilterStep.js"
import { runGroup } from "./GroupStep.js"
import type { LeadState } from "./LeadState.js"
import { runRecipient } from "./RecipientStep.js"

/**
 * The steps, one at a time: the flow's own, then those of its destinations (compiled into the
 * same list, see `Destinations.ts`). A disabled step is skipped without an event but counted in
 * `step_count`; a filter that matches stops the flow (destinations included); a recipient's
 * outcome never does; a group of recipient steps (`GroupStep.ts`) and an auction (`Auction.ts`) each count as one step. Steps run synchronously; a step with asynchronous work hands back an
 * Effect, and the rest of the steps run after it.
 */
export const runSteps = (state: LeadState, env: Env, from = 0): Pending => {
  const steps = state.compiled.steps
  for (let i = from; i < steps.length; i++) {
    const step = steps[i] as (typeof steps)[number]
    state.stepCount++
    if (!step.enabled) continue
    if (step.kind === "filter") {
      runFilter(step, state, env.ids.next(), env.now())
      if (state.stop !== undefined) return undefined
    } else {
      const pending =
        step.kind === "group"
          ? runGroup(step, state, env)
          : step.kind === "auction"
            ? runAuction(step, state, env)
            : runRecipient(step, state, env.ids.next(), env)
      // An auction stops the flow only when a post's held bid cannot be claimed (`Auction.ts`).
      if (pending !== undefined)
        return pending.pipe(Effect.flatMap(() => (state.stop === undefined ? (runSteps(state, env, i + 1) ?? Effect.void) : Effect.void)))
      if (state.stop !== undefined) return undefined
    }
  }
  return undefined
}
