import { operatorNames, unaryOperators, type OperatorName } from "@leadflow/types"
import { Schema } from "effect"
import { ShortId } from "./Ids.js"
import { closedStruct, optional } from "./internal/Record.js"

/**
 * Rules and rule sets as the reference stores them (`binary-rule`, `unary-rule`, `rule-set`):
 * `{ lhv, op, rhv?, rule_set? }` and `{ op: "and" | "or", rules }`, nested to any depth. The
 * engine compiles them once per flow version (`rules/Compile.ts`).
 */

/** One of the 24 rule operators. */
export const RuleOperator = Schema.Literal(...operatorNames).annotations({ identifier: "RuleOperator" })

/** How a rule set combines its rules: `and` = every rule passes, `or` = at least one does. */
export const RuleSetOperator = Schema.Literal("and", "or").annotations({ identifier: "RuleSetOperator" })
export type RuleSetOperator = typeof RuleSetOperator.Type

/** A right-hand value: text (a template, or a comma-separated list), a number, a boolean or a list. */
export const RuleValue = Schema.Union(
  Schema.String,
  Schema.Finite,
  Schema.Boolean,
  Schema.Array(Schema.Union(Schema.String, Schema.Finite, Schema.Boolean))
).annotations({ identifier: "RuleValue" })
export type RuleValue = typeof RuleValue.Type

export interface Rule {
  readonly id?: ShortId
  /** A dot path into the variables (`lead.phone_1.area`) or a template. */
  readonly lhv: string
  readonly op: OperatorName
  /** Absent for the unary operators (`is blank`, `is true`, ...). */
  readonly rhv?: RuleValue
  /** ANDed with the rule: the rule passes only when this set passes too. */
  readonly rule_set?: RuleSet | null
}

export interface RuleEncoded {
  readonly id?: string
  readonly lhv: string
  readonly op: OperatorName
  readonly rhv?: RuleValue
  readonly rule_set?: RuleSetEncoded | null
}

export interface RuleSet {
  readonly id?: ShortId
  readonly op: RuleSetOperator
  readonly rules: ReadonlyArray<Rule | RuleSet>
}

export interface RuleSetEncoded {
  readonly id?: string
  readonly op: RuleSetOperator
  readonly rules: ReadonlyArray<RuleEncoded | RuleSetEncoded>
}

const suspendedRuleSet = Schema.suspend((): Schema.Schema<RuleSet, RuleSetEncoded> => RuleSet)

export const Rule: Schema.Schema<Rule, RuleEncoded> = closedStruct("Rule", {
  id: optional(ShortId),
  lhv: Schema.String,
  op: RuleOperator,
  rhv: optional(RuleValue),
  rule_set: optional(Schema.NullOr(suspendedRuleSet))
}).pipe(
  Schema.filter((rule) =>
    unaryOperators.has(rule.op) || rule.rhv !== undefined
      ? undefined
      : { path: ["rhv"], message: `The operator "${rule.op}" needs an rhv` },
    // The identifier lets JSON Schema (and so OpenAPI) name the recursive rule.
    { identifier: "Rule" }
  )
)

/**
 * A rule set. The reference asks for at least one rule; an empty set is accepted here and passes
 * (the knowledge base says so, and a set emptied in an editor should not break a flow).
 */
export const RuleSet: Schema.Schema<RuleSet, RuleSetEncoded> = closedStruct("RuleSet", {
  id: optional(ShortId),
  op: RuleSetOperator,
  rules: Schema.Array(
    Schema.Union(
      Schema.suspend((): Schema.Schema<Rule, RuleEncoded> => Rule),
      suspendedRuleSet
    )
  )
})

/** True when an element of a rule set's `rules` is itself a rule set. */
export const isRuleSet = <R extends { readonly lhv: string }, S extends { readonly rules: ReadonlyArray<unknown> }>(
  element: R | S
): element is S => "rules" in element && !("lhv" in element)
