import type { Flow } from "@leadflow/core"

/**
 * What is wrong with a flow's return settings beyond their shape (which the schema checks): a
 * source that refunds returns must have the feedback integration a return is relayed through.
 */
export interface ReturnIssue {
  readonly path: string
  readonly message: string
}

export const flowReturnIssues = (flow: Flow): ReadonlyArray<ReturnIssue> =>
  flow.sources.flatMap((source, i) =>
    source.returns?.refund_cost === true && source.feedback === undefined
      ? [{ path: `sources.${i}.returns.refund_cost`, message: "needs the source's feedback integration: returns are relayed through it" }]
      : []
  )
