import type { FieldType } from "./FieldType.js"
import { invalidValue } from "./FieldType.js"
import { fieldTypes } from "./registry.js"
import type { ParseOptions, ResolvedParseOptions, TypedValue, TypeName } from "./TypedValue.js"
import { isTypedValue } from "./TypedValue.js"

let defaults: ResolvedParseOptions = { now: Date.now, certform: undefined }

/** Set process-wide defaults (certificate settings, a fixed clock for tests). */
export const setDefaultParseOptions = (options: ParseOptions): void => {
  defaults = resolve(options, { now: Date.now, certform: undefined })
}

const resolve = (options: ParseOptions, base: ResolvedParseOptions): ResolvedParseOptions => {
  const now = options.now
  return {
    now: now === undefined ? base.now : () => now,
    certform: options.certform ?? base.certform
  }
}

/** The field type named `type`; unknown names read as `string`. */
export const fieldType = (type: string): FieldType =>
  (fieldTypes as Record<string, FieldType>)[type] ?? fieldTypes.string

/**
 * Parse `raw` as a value of `type`. Never throws. `null` and `undefined` mean "no value" and are
 * returned as they are. A typed value is parsed again from its `raw`, and keeps that raw.
 */
export function parse(type: TypeName | string, raw: null, options?: ParseOptions): null
export function parse(type: TypeName | string, raw: undefined, options?: ParseOptions): undefined
export function parse(type: TypeName | string, raw: unknown, options?: ParseOptions): TypedValue | null | undefined
export function parse(type: TypeName | string, raw: unknown, options?: ParseOptions): TypedValue | null | undefined {
  const t = fieldType(type)
  let input = raw
  try {
    if (isTypedValue(raw)) input = t.fromTyped === undefined ? raw.raw : t.fromTyped(raw)
    if (input === null || input === undefined) return input
    return t.parse(input, options === undefined ? defaults : resolve(options, defaults))
  } catch {
    return invalidValue(input)
  }
}
