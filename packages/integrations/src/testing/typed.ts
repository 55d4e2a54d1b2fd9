import { isTypedValue, parse } from "@leadflow/types"
import type { Variable } from "../Contract.js"
import { varsTyper } from "../runtime/RequestVars.js"

/**
 * A typed value written as plain test data: `{ $type: "phone", $raw: "(512) 789-1111" }` stands
 * for `parse("phone", "(512) 789-1111")`, the value the engine would hold for a phone field.
 */
export interface TypedMarker {
  readonly $type: string
  readonly $raw: unknown
}

const isMarker = (value: unknown): value is TypedMarker =>
  value !== null &&
  typeof value === "object" &&
  !Array.isArray(value) &&
  Object.keys(value).length === 2 &&
  typeof (value as { $type?: unknown }).$type === "string" &&
  "$raw" in value

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype

const unmark = (value: unknown): unknown => {
  if (isMarker(value)) return parse(value.$type, value.$raw)
  if (Array.isArray(value)) return value.map(unmark)
  if (isPlainObject(value) && !isTypedValue(value)) {
    const out: Record<string, unknown> = {}
    for (const [key, v] of Object.entries(value)) out[key] = unmark(v)
    return out
  }
  return value
}

/**
 * Test data with every `{ $type, $raw }` marker, at any depth, replaced by the typed value it
 * stands for. Everything else is copied as it is.
 */
export const typed = (vars: Readonly<Record<string, unknown>>): Record<string, unknown> =>
  unmark(vars) as Record<string, unknown>

/**
 * The vars an integration receives from the engine for this test data: markers parsed (`typed`),
 * then, as the engine and the runtime do before calling the integration (the runtime's own
 * `varsTyper`), each declared request variable of a field type that holds a plain value parsed
 * with that type. A mapped `lead.phone_1` string becomes a phone; `string` and `credential`
 * variables stay as given (a token is the plain string, not `{ normal, raw, ... }`); wildcards
 * are not typed; an unmapped variable stays absent.
 */
export const engineVars = (
  requestVariables: ReadonlyArray<Pick<Variable, "name" | "type">>,
  vars: Readonly<Record<string, unknown>>
): Record<string, unknown> => varsTyper(requestVariables)(typed(vars)) as Record<string, unknown>
