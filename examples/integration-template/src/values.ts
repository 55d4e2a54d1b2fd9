/**
 * Reading vars. A variable declared with a field type arrives as a typed value
 * (`{ normal, raw, valid, ...components }`); a `string` variable arrives as whatever was
 * mapped (text from a template, or a lead field's typed value). These helpers read both.
 */

type Vars = Readonly<Record<string, unknown>>

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  value !== null && typeof value === "object" && !Array.isArray(value)

/** A typed value: what the engine makes of a field (`lead.email`) or a variable with a field type. */
export interface TypedValue {
  readonly normal: unknown
  readonly raw: unknown
  readonly valid: boolean
}

export const isTypedValue = (value: unknown): value is TypedValue =>
  isRecord(value) && "normal" in value && "raw" in value && typeof value["valid"] === "boolean"

/** The value at a dot path (`lead.email`). */
export const valueAt = (vars: Vars, path: string): unknown =>
  path.split(".").reduce<unknown>((value, key) => (isRecord(value) ? value[key] : undefined), vars)

/** The text at a dot path: a typed value's normal form, trimmed; undefined when blank or absent. */
export const textAt = (vars: Vars, path: string): string | undefined => {
  const value = valueAt(vars, path)
  const plain = isTypedValue(value) ? value.normal : value
  if (plain === undefined || plain === null || typeof plain === "object") return undefined
  const text = String(plain).trim()
  return text === "" ? undefined : text
}

/** Whether the typed value at a dot path is valid (a plain value counts as valid). */
export const validAt = (vars: Vars, path: string): boolean => {
  const value = valueAt(vars, path)
  return !isTypedValue(value) || value.valid
}

/** JSON, or undefined when the text is not JSON (a proxy's HTML error page, say). */
export const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}

export { isRecord }
