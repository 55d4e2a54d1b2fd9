import type { AuctionBuyer, FlowStep, GroupMember, RecipientStep } from "../model/Step.js"

/**
 * The ids steps run under, and where each step sits in a flow document. A step without an `id`
 * is `step<index>`; a group member without one is `<group id>.<index>`. Hosts use these to find
 * a step from its events (feedback, counters, references), group members included.
 */

export const stepIdAt = (id: string | undefined, index: number): string => id ?? `step${index}`
export const memberIdAt = (id: string | undefined, groupId: string, index: number): string => id ?? `${groupId}.${index}`
/** An auction buyer without an `id` is `<auction id>.<index>`, as a group member is. */
export const buyerIdAt = memberIdAt

/** A recipient step of a flow, top-level or a group member, with its id and its path in the flow (`steps.2.steps.0`). */
export interface RecipientStepAt {
  readonly step: RecipientStep | GroupMember
  readonly id: string
  readonly path: string
  /** The id of the group it belongs to, if any. */
  readonly groupId?: string | undefined
}

/** Every recipient step of a flow's `steps`, group members included, in document order. */
export const recipientStepsOf = (steps: ReadonlyArray<FlowStep>): ReadonlyArray<RecipientStepAt> => {
  const out: Array<RecipientStepAt> = []
  steps.forEach((step, i) => {
    const id = stepIdAt(step.id, i)
    if (step.type === "recipient") out.push({ step, id, path: `steps.${i}` })
    else if (step.type === "group")
      step.steps.forEach((member, j) =>
        out.push({ step: member, id: memberIdAt(member.id, id, j), path: `steps.${i}.steps.${j}`, groupId: id })
      )
  })
  return out
}

/** `steps` with each recipient step (group members and auction buyers included) replaced by `f`'s result. */
export const mapRecipientSteps = (
  steps: ReadonlyArray<FlowStep>,
  f: <S extends RecipientStep | GroupMember | AuctionBuyer>(step: S) => S
): ReadonlyArray<FlowStep> =>
  steps.map((step) =>
    step.type === "recipient"
      ? f(step)
      : step.type === "group"
        ? { ...step, steps: step.steps.map((member) => f(member)) }
        : step.type === "auction"
          ? { ...step, buyers: step.buyers.map((buyer) => f(buyer)) }
          : step
  )

type Json = Record<string, unknown>
const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value)

/**
 * Every step of a stored (undecoded) `steps` list that runs on its own, with its id: filters,
 * recipient steps, the members of groups and the buyers of auctions (not the groups and auctions
 * themselves), in document order.
 */
export const documentStepsOf = (steps: unknown): ReadonlyArray<{ readonly step: Json; readonly id: string }> => {
  const out: Array<{ step: Json; id: string }> = []
  if (!Array.isArray(steps)) return out
  steps.forEach((step: unknown, i) => {
    if (!isObject(step)) return
    const id = stepIdAt(typeof step["id"] === "string" ? step["id"] : undefined, i)
    if (step["type"] === "auction") {
      // An auction's buyers (their posts deliver: feedback, caps and returns find them by id).
      if (Array.isArray(step["buyers"]))
        (step["buyers"] as ReadonlyArray<unknown>).forEach((buyer, j) => {
          if (isObject(buyer)) out.push({ step: buyer, id: buyerIdAt(typeof buyer["id"] === "string" ? buyer["id"] : undefined, id, j) })
        })
    } else if (step["type"] !== "group") out.push({ step, id })
    else if (Array.isArray(step["steps"]))
      (step["steps"] as ReadonlyArray<unknown>).forEach((member, j) => {
        if (isObject(member)) out.push({ step: member, id: memberIdAt(typeof member["id"] === "string" ? member["id"] : undefined, id, j) })
      })
  })
  return out
}
