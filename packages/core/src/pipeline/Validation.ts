import { Effect } from "effect"
import type { StoreError } from "../ports/StoreError.js"
import { releaseCaps, reserveCaps, type CompiledCap } from "./Caps.js"
import type { CompiledCriteria } from "./CompiledFlow.js"
import type { Env } from "./Env.js"
import type { LeadState } from "./LeadState.js"
import { runListChecks } from "./ListChecks.js"
import { priceOf, suppliedPrice } from "./Pricing.js"

/** Acceptance criteria: true when they pass; otherwise the answer for the source is set in `state.stop`. */
export const checkCriteria = (criteria: CompiledCriteria | undefined, state: LeadState): boolean => {
  if (criteria === undefined) return true
  const failed = criteria.rules(state.vars)
  if (failed === undefined) {
    state.criteriaResult ??= { outcome: "success", reason: undefined }
    return true
  }
  const reason = criteria.reason === undefined ? failed : criteria.reason(state.vars) || failed
  state.criteriaResult = { outcome: criteria.outcome, reason }
  state.stop = { outcome: criteria.outcome, reason }
  return false
}

/** The price: the flow's pricing first; when none of its prices match, the source's. */
export const pricePhase = (state: LeadState): void => {
  const supplied = suppliedPrice(state.submission.data["price"])
  const price =
    priceOf(state.compiled.pricing, state.vars, supplied) ?? priceOf(state.source.pricing, state.vars, supplied) ?? 0
  state.cost = price
  state.vars["purchase_price"] = price
  state.vars["price"] = price
}

/**
 * Inbound validation, in the spec's order: suppression list checks, pricing, caps (flow, then
 * source), acceptance criteria (flow, then source). Sets `state.stop` when the lead is turned
 * away. Synchronous unless list checks or caps need their stores.
 */
export const inboundValidation = (state: LeadState, env: Env, now: number): Effect.Effect<void, StoreError> | undefined => {
  const { compiled, source } = state
  const rest = () => {
    pricePhase(state)
    if (compiled.caps.length === 0 && source.caps.length === 0) return criteria()
    const reserve = (caps: ReadonlyArray<CompiledCap>, next: () => Effect.Effect<void, StoreError>) =>
      Effect.flatMap(reserveCaps(env.counters, caps, state.vars, now), (check) => {
        if (check._tag === "Reserved") {
          state.reservations.push(...check.reserved)
          return next()
        }
        state.capReached = true
        state.stop = { outcome: "failure", reason: check.reason }
        const taken = state.reservations.splice(0)
        return releaseCaps(env.counters, taken)
      })
    // Flow caps, then source caps, then the criteria.
    return reserve(compiled.caps, () => reserve(source.caps, () => Effect.sync(criteria)))
  }
  const criteria = (): undefined => {
    if (checkCriteria(compiled.criteria, state)) checkCriteria(source.criteria, state)
    return undefined
  }
  if (compiled.listChecks.length === 0) return rest()
  return runListChecks(env.lists, compiled.listChecks, state.vars, now).pipe(
    Effect.flatMap((results) => {
      state.vars["suppressionlist"] = results
      return rest() ?? Effect.void
    })
  )
}
