import type { Flow } from "../model/Flow.js"
import type { FlowIssue } from "./FlowMembers.js"
import { buyerIdAt, memberIdAt, stepIdAt } from "./StepIds.js"

/**
 * Two steps of a flow under one id (`StepIds.ts`: its own, else `step<index>`), wherever each sits.
 * The steps that run (filters, recipient steps, group members, auction buyers) share one set of
 * ids, since a step's events (`step_id`), the default ids of its caps (`<flow>.<step id>.cap<i>`,
 * `LimitIds.ts`), the feedback and returns sent to it and the reports per step all go by it. Groups
 * and auctions share another: neither records events, caps or feedback under its own id (a group's
 * id keys its round-robin cursor, an auction's its summary, `appended.<id>`, and its held bids),
 * so one may have the id of a step that runs, its own members' included. Reported at the later
 * one. Two buyers of one auction with one id are the auction check's (`flowAuctionIssues`); a
 * member or buyer without an id runs under its group's or auction's id, so only that one is
 * reported.
 */
export const flowStepIdIssues = (flow: Flow): ReadonlyArray<FlowIssue> => {
  const issues: Array<FlowIssue> = []
  const runs = new Map<string, string>()
  const holds = new Map<string, string>()
  const add = (firstAt: Map<string, string>, id: string, path: string): void => {
    const first = firstAt.get(id)
    if (first === undefined) firstAt.set(id, path)
    else
      issues.push({
        path: `${path}.id`,
        message: `${first} has the id ${id} too: a step's events, caps, feedback and reports go by its id, so the two could not be told apart (caps without an id of their own would share one count). Give this step another id`
      })
  }
  flow.steps.forEach((step, i) => {
    const id = stepIdAt(step.id, i)
    const path = `steps.${i}`
    add(step.type === "group" || step.type === "auction" ? holds : runs, id, path)
    if (step.type === "group")
      step.steps.forEach((member, j) => {
        if (member.id !== undefined) add(runs, memberIdAt(member.id, id, j), `${path}.steps.${j}`)
      })
    else if (step.type === "auction") {
      const own = new Set<string>()
      step.buyers.forEach((buyer, j) => {
        if (buyer.id === undefined) return
        const buyerId = buyerIdAt(buyer.id, id, j)
        if (!own.has(buyerId)) add(runs, buyerId, `${path}.buyers.${j}`)
        own.add(buyerId)
      })
    }
  })
  return issues
}
