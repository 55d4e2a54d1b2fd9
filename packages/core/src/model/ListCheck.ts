import { Schema } from "effect"
import { closedStruct, openStruct, optional } from "./internal/Record.js"

/**
 * Suppression list checks a flow runs before its steps: is the lead a duplicate, an existing
 * customer, or on the do-not-call list.
 */

/** How far back a list check looks; null looks at the whole list. */
export const Lookback = closedStruct("Lookback", {
  // Stored flows are read with this schema, so it stays lenient: a lookback of zero or less (it
  // would never find anything) is a flow error instead (`pipeline/LimitCheck.ts`).
  value: Schema.Finite,
  interval: Schema.Literal("year", "month", "week", "day", "hour", "minute")
})
export type Lookback = typeof Lookback.Type

export const ListCheck = openStruct("ListCheck", {
  /** Template of the value looked up (`{{lead.phone}}`). */
  value: optional(Schema.String),
  list_name: optional(Schema.String.pipe(Schema.minLength(1))),
  lookback: optional(Schema.NullOr(Lookback))
})
export type ListCheck = typeof ListCheck.Type

export const ListChecks = closedStruct("ListChecks", {
  duplicate: optional(ListCheck),
  existing_customer: optional(ListCheck),
  dnc: optional(ListCheck)
})
export type ListChecks = typeof ListChecks.Type
export type ListChecksEncoded = typeof ListChecks.Encoded
