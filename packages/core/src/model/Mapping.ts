import { Schema } from "effect"
import { ShortId } from "./Ids.js"
import { closedStruct, optional } from "./internal/Record.js"
import { RuleSet } from "./Rule.js"

/**
 * A mapping sets `property` to `value` (a template when a string) on the way into a flow (source
 * mappings) or out to a recipient (step mappings), when its rule set passes.
 */

/** What a mapping sets: a template string, a number, null, or a list of templates. */
export const MappingValue = Schema.Union(
  Schema.String,
  Schema.Finite,
  Schema.Null,
  Schema.Array(Schema.NullOr(Schema.String)).pipe(Schema.minItems(1))
).annotations({ identifier: "MappingValue" })
export type MappingValue = typeof MappingValue.Type

export const Mapping = closedStruct("Mapping", {
  id: optional(ShortId),
  /** The variable to set (`lead.first_name`, `timeout_seconds`). */
  property: Schema.String.pipe(Schema.minLength(1)),
  value: MappingValue,
  /** Apply the mapping only when this rule set passes. */
  rule_set: optional(RuleSet)
})
export type Mapping = typeof Mapping.Type
export type MappingEncoded = typeof Mapping.Encoded
