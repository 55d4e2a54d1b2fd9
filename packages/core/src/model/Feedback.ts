import { closedStruct, optional } from "./internal/Record.js"
import { IntegrationReference } from "./Integration.js"
import { RuleSet } from "./Rule.js"

/**
 * How feedback (a return or a conversion) about a lead is received from a recipient step or sent
 * to a source. When the rule set fails, received feedback is refused (failure) and sent feedback
 * is skipped.
 */
export const FeedbackConfig = closedStruct("FeedbackConfig", {
  rule_set: optional(RuleSet),
  integration: IntegrationReference
})
export type FeedbackConfig = typeof FeedbackConfig.Type
export type FeedbackConfigEncoded = typeof FeedbackConfig.Encoded
