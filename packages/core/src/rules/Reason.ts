import type { Operator } from "./Operators.js"
import { isTyped } from "./Value.js"

/**
 * The reason a failing rule gives: its lhv as written, what failed and its rhv, e.g.
 * `lead.state is not equal to TX`. A failing `and` set gives the reason of its first failing
 * element; a failing `or` set gives every element's reason joined with `and` (each of them
 * failed), with parentheses around a reason that is itself such a combination.
 */

/** An rhv as a reason shows it: text as written, lists joined with `, `, typed values by normal. */
export const describeValue = (value: unknown): string => {
  if (Array.isArray(value)) return value.map(describeValue).join(", ")
  if (isTyped(value)) return describeValue(value.normal)
  if (value === undefined || value === null) return ""
  return typeof value === "object" ? JSON.stringify(value) : String(value)
}

/** The reason of a rule whose own test failed; `rhv` is the rhv as rendered (absent for unary). */
export const ruleReason = (lhv: string, operator: Operator, unary: boolean, rhv: unknown): string => {
  const shown = unary ? "" : describeValue(rhv)
  return shown === "" ? `${lhv} ${operator.failure}` : `${lhv} ${operator.failure} ${shown}`
}

/** The reason of a failing `or` set with more than one element. */
export const allFailed = (reasons: ReadonlyArray<string>, composite: ReadonlyArray<boolean>): string =>
  reasons.map((reason, i) => (composite[i] === true ? `(${reason})` : reason)).join(" and ")
