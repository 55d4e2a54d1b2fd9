import { Schema } from "effect"
import { closedStruct, optional } from "./internal/Record.js"
import { Outcome } from "./Outcome.js"
import { RuleSet } from "./Rule.js"

/**
 * The leads a flow (then each source) accepts: when the rule set fails, the source is answered at
 * once with `outcome` and `reason` and no step runs.
 */
export const AcceptanceCriteria = closedStruct("AcceptanceCriteria", {
  rule_set: RuleSet,
  outcome: Outcome,
  /** A template rendered for the answer (`Lead must live in TX`). */
  reason: optional(Schema.String)
})
export type AcceptanceCriteria = typeof AcceptanceCriteria.Type
export type AcceptanceCriteriaEncoded = typeof AcceptanceCriteria.Encoded
