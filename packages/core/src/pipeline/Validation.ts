import { Effect } from "effect"
import type { StoreError } from "../ports/StoreError.js"
import { releaseCaps, reserveCaps, type CompiledCap } from "./Caps.js"
import type { CompiledCriteria } from "./CompiledFlow.js"
import { andThen, type Env } from "./Env.js"
import type { LeadState } from "./LeadState.js"
import { runListChecks } from "./ListChecks.js"
import { priceOf, suppliedPrice } from "./Pricing.js"
import { priceByService, pricingServiceOf } from "./PricingServiceCall.js"

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

const setPrice = (state: LeadState, price: number): void => {
  state.cost = price
  state.vars["purchase_price"] = price
  state.vars["price"] = price
}

/**
 * The price. A pricing service (the flow's, else the source's) answers it, or its fallback price
 * when it cannot: asynchronous, so an Effect. Without one, the flow's pricing first; when none
 * of its prices match, the source's (synchronous).
 */
export const pricePhase = (state: LeadState, env: Env): Effect.Effect<void> | undefined => {
  const service = pricingServiceOf(state)
  if (service !== undefined) return Effect.map(priceByService(service, state, env), (price) => setPrice(state, price))
  const supplied = suppliedPrice(state.submission.data["price"])
  setPrice(
    state,
    priceOf(state.compiled.pricing, state.vars, supplied) ?? priceOf(state.source.pricing, state.vars, supplied) ?? 0
  )
  return undefined
}

/**
 * Inbound validation, in the spec's order: suppression list checks, pricing, caps (flow, then
 * source), acceptance criteria (flow, then source). Sets `state.stop` when the lead is turned
 * away. Synchronous unless list checks, a pricing service or caps need their stores or a call.
 */
export const inboundValidation = (state: LeadState, env: Env, now: number): Effect.Effect<void, StoreError> | undefined => {
  const { compiled, source } = state
  const rest = () => andThen<StoreError>(pricePhase(state, env), capsAndCriteria)
  const capsAndCriteria = () => {
    if (compiled.caps.length === 0 && source.caps.length === 0) return criteria()
    // A level without caps goes straight on, without a step of the fiber for nothing.
    const reserve = (caps: ReadonlyArray<CompiledCap>, next: () => Effect.Effect<void, StoreError>) =>
      caps.length === 0
        ? next()
        : Effect.flatMap(reserveCaps(env.counters, caps, state.vars, now, state.leadId), (check) => {
            if (check._tag === "Reserved") {
              state.reservations.push(...check.reserved)
              return next()
            }
            state.capReached = true
            state.stop = { outcome: "failure", reason: check.reason }
            const taken = state.reservations.splice(0)
            return releaseCaps(env.counters, taken, state.leadId)
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
