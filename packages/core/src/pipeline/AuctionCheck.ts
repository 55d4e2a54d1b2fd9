import type { Flow } from "../model/Flow.js"
import { buyerIdAt, stepIdAt } from "./StepIds.js"

/** One problem of a flow's auctions, at its path into the flow. */
export interface AuctionIssue {
  readonly path: string
  readonly message: string
}

/**
 * What an auction says that it would not do, reported as the flow's `errors` on save:
 * `max_sales` above 1 on an exclusive auction, `max_sales` above the number of buyers, and two
 * buyers of one auction with the same id (their events could not be told apart).
 */
export const flowAuctionIssues = (flow: Flow): ReadonlyArray<AuctionIssue> => {
  const issues: Array<AuctionIssue> = []
  flow.steps.forEach((step, i) => {
    if (step.type !== "auction") return
    const path = `steps.${i}`
    if (step.exclusive === true && step.max_sales !== undefined && step.max_sales > 1)
      issues.push({ path: `${path}.max_sales`, message: "An exclusive auction sells once: max_sales needs exclusive: false" })
    if (step.max_sales !== undefined && step.max_sales > step.buyers.length)
      issues.push({ path: `${path}.max_sales`, message: `max_sales is ${step.max_sales} but the auction has ${step.buyers.length} buyers` })
    const id = stepIdAt(step.id, i)
    const seen = new Set<string>()
    step.buyers.forEach((buyer, j) => {
      const buyerId = buyerIdAt(buyer.id, id, j)
      if (seen.has(buyerId)) issues.push({ path: `${path}.buyers.${j}.id`, message: `Another buyer of this auction has the id ${buyerId}` })
      seen.add(buyerId)
    })
  })
  return issues
}
