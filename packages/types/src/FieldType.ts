import type { OperatorName } from "./Operators.js"
import type { ComponentInfo, ResolvedParseOptions, TypedValue, TypeName } from "./TypedValue.js"

/**
 * One field type: how to parse a raw value, and what it tells the rest of the system
 * (components, allowed rule operators, examples). Every type lives in `types/<name>.ts`.
 */
export interface FieldType {
  readonly name: TypeName
  readonly description: string
  readonly components: ReadonlyArray<ComponentInfo>
  readonly operators: ReadonlyArray<OperatorName>
  /** Raw example inputs; `typeInfo` shows them parsed. */
  readonly examples: ReadonlyArray<string>
  /** True when `mask` hides this type's content (ssn, credential, dob). */
  readonly maskable: boolean
  /**
   * Parse a value that is neither null nor undefined nor already a typed value (the dispatcher
   * unwraps those). May throw: the dispatcher turns a throw into an invalid value.
   */
  readonly parse: (input: unknown, options: ResolvedParseOptions) => TypedValue
  /**
   * What to read from an input that is already a typed value (of this or another type). Default:
   * its `raw`, so re-parsing is stable; `string` reads the other type's `normal` instead.
   */
  readonly fromTyped?: (value: TypedValue) => unknown
}

/** Text of an input the way most types read it: strings as they are, anything else stringified. */
export const textOf = (input: unknown): string => {
  if (typeof input === "string") return input
  try {
    return String(input)
  } catch {
    // Objects without a prototype (or with a throwing toString) cannot be converted.
    return Object.prototype.toString.call(input)
  }
}

/** The invalid value every type falls back to: the input's text as normal. */
export const invalidValue = (input: unknown, extra?: Record<string, unknown>): TypedValue => ({
  normal: textOf(input),
  raw: input,
  valid: false,
  ...extra
})
