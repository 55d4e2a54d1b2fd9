import { Effect } from "effect"
import type { RotationKey } from "../ports/Rotations.js"
import { OUTSIDE_SCHEDULE } from "../schedule/Schedule.js"
import type { CompiledGroup } from "./CompiledFlow.js"
import { offerOrder, type OfferOrder } from "./Distribution.js"
import type { Env, Pending } from "./Env.js"
import type { LeadState } from "./LeadState.js"
import { runRecipient, skipRecipient } from "./RecipientStep.js"

/** What the events of a group's members record about the choice (`distribution` on each). */
export interface DistributionRecord {
  readonly group: string
  readonly method: CompiledGroup["method"]
  /** The member (step id) that took the lead; null when none did. */
  readonly chosen: string | null
  /** The members in the order this lead offered them (step ids). */
  readonly candidates: ReadonlyArray<string>
  /** The place of the group's rotation this lead started at (round robin and weighted; absent when the store could not say). */
  readonly position?: number
}

/** One lead in one group, as the functions below pass it along. */
interface Offer {
  readonly group: CompiledGroup
  readonly state: LeadState
  readonly env: Env
  readonly order: OfferOrder
  /** Where the lead's events start: every event from here is a member's. */
  readonly firstEvent: number
  readonly position: number | undefined
}

const keyOf = (group: CompiledGroup, state: LeadState): RotationKey => ({ flowId: state.compiled.id, groupId: group.id })

/** The members as listed (priority, a closed group, or a cursor the store could not move). */
const listed = (group: CompiledGroup): OfferOrder => ({ members: group.members.map((_, i) => i), steps: group.members.map(() => 0) })

/** Write the choice on every member event of this lead's pass through the group. */
const annotate = (offer: Offer, chosen: number | undefined): void => {
  const { group, state, order } = offer
  const record: Record<string, unknown> = {
    group: group.id,
    method: group.method,
    chosen: chosen === undefined ? null : (group.members[chosen] as CompiledGroup["members"][number]).id,
    candidates: order.members.map((i) => (group.members[i] as CompiledGroup["members"][number]).id)
  }
  if (offer.position !== undefined) record["position"] = offer.position
  for (let e = offer.firstEvent; e < state.events.length; e++) (state.events[e] as Record<string, unknown>)["distribution"] = record
}

/**
 * The lead went to `members[k]` (or to nobody: k undefined). When it was not the first offered,
 * the cursor moves on past it, so the next lead starts after the member that took this one.
 */
const done = (offer: Offer, k: number | undefined): Pending => {
  annotate(offer, k === undefined ? undefined : offer.order.members[k])
  const extra = k === undefined ? 0 : (offer.order.steps[k] as number)
  if (offer.group.method === "priority" || offer.position === undefined || extra === 0) return undefined
  return Effect.ignore(offer.env.rotations.advance(keyOf(offer.group, offer.state), extra))
}

/** Offer the lead to the members from the `k`th of the order on, until one succeeds. */
const offerFrom = (offer: Offer, k: number): Pending => {
  const { group, state, env, order } = offer
  for (let i = k; i < order.members.length; i++) {
    const member = group.members[order.members[i] as number] as CompiledGroup["members"][number]
    // A disabled member is passed over without an event, as a disabled step is.
    if (!member.enabled) continue
    const at = state.events.length
    const pending = runRecipient(member, state, env.ids.next(), env)
    if (pending !== undefined)
      return Effect.flatMap(pending, () => (sold(state, at) ? done(offer, i) : offerFrom(offer, i + 1)) ?? Effect.void)
    if (sold(state, at)) return done(offer, i)
  }
  return done(offer, undefined)
}

/** Whether the member event recorded at `at` is a successful delivery. */
const sold = (state: LeadState, at: number): boolean => state.events[at]?.outcome === "success"

/**
 * A group of recipient steps: the lead goes to one member. `priority` offers it in the listed
 * order; `round_robin` and `weighted` start at the next place of the group's rotation, taken
 * from the store (one atomic move per lead, shared by every process). A member that is skipped
 * or whose delivery fails or errs is passed over for the next; the first success ends the group.
 * Outside the group's schedule every member records a skip (`outside schedule`).
 *
 * When the store cannot move the cursor, the lead is still offered, in the listed order: selling
 * it matters more than the rotation's fairness (the events then carry no `position`).
 */
export const runGroup = (group: CompiledGroup, state: LeadState, env: Env): Pending => {
  const firstEvent = state.events.length
  if (group.open !== undefined && !group.open(env.now())) {
    const order = listed(group)
    for (const i of order.members) skipRecipient(group.members[i] as CompiledGroup["members"][number], state, env.ids.next(), env, OUTSIDE_SCHEDULE)
    annotate({ group, state, env, order, firstEvent, position: undefined }, undefined)
    return undefined
  }
  if (group.method === "priority")
    return offerFrom({ group, state, env, order: listed(group), firstEvent, position: undefined }, 0)
  return Effect.flatMap(Effect.either(env.rotations.advance(keyOf(group, state), 1)), (ticket) => {
    const position = ticket._tag === "Right" ? ticket.right % group.rotation.length : undefined
    const order = position === undefined ? listed(group) : offerOrder(group.rotation, group.members.length, position)
    return offerFrom({ group, state, env, order, firstEvent, position }, 0) ?? Effect.void
  })
}
