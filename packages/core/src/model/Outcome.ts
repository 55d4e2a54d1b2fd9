import { Schema } from "effect"

/**
 * Outcomes as the reference defines them. Sources, feedback, acceptance criteria and filter
 * steps answer with success, failure or error; a recipient (or retry) event may also be a skip,
 * which only the engine decides; a filter event says whether the flow went on.
 */

/** The outcome a source (or a feedback sender) is answered with. */
export const Outcome = Schema.Literal("success", "failure", "error").annotations({ identifier: "Outcome" })
export type Outcome = typeof Outcome.Type

/** The outcome of a recipient step: a source outcome, or `skip` when its rules or caps stopped it. */
export const StepOutcome = Schema.Literal("success", "failure", "error", "skip").annotations({
  identifier: "StepOutcome"
})
export type StepOutcome = typeof StepOutcome.Type

/** The outcome of a filter event: the flow went on, stopped, or the filter failed. */
export const FilterOutcome = Schema.Literal("continue", "stop", "error").annotations({ identifier: "FilterOutcome" })
export type FilterOutcome = typeof FilterOutcome.Type
