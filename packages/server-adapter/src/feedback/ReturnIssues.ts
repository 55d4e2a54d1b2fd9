import { type Flow, forEachMember } from "@leadflow/core"

/**
 * What is wrong with a flow's return settings beyond their shape (which the schema checks): a
 * source that refunds returns must have the feedback integration a return is relayed through,
 * and a source's return settings (refunds, a rate cap) need a step that takes returns: one with a
 * return policy (the flow's `returns` or its own) or with a feedback integration. Without one
 * every return is refused, so they never act.
 */
export interface ReturnIssue {
  readonly path: string
  readonly message: string
}

export const flowReturnIssues = (flow: Flow): ReadonlyArray<ReturnIssue> => {
  // A step takes returns with a return policy (the flow's or its own), or, without one, through
  // its feedback integration as before policies existed (docs/returns.md).
  let takesReturns = flow.returns !== undefined
  forEachMember(flow.steps, (key) => {
    if (key === "returns" || key === "feedback") takesReturns = true
    return !takesReturns
  })
  return flow.sources.flatMap((source, i) => [
    ...(source.returns?.refund_cost === true && source.feedback === undefined
      ? [{ path: `sources.${i}.returns.refund_cost`, message: "needs the source's feedback integration: returns are relayed through it" }]
      : []),
    ...(source.returns !== undefined && !takesReturns
      ? [{ path: `sources.${i}.returns`, message: "never acts: no step takes returns (give the flow or a recipient step a returns policy, or a step a feedback integration)" }]
      : [])
  ])
}
