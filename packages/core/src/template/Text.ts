/**
 * How a template prints a value. Typed values print their `normal`, missing values print as
 * empty text, and nothing here throws: a template render must never fail because of its data.
 */
import { isTypedValue } from "@leadflow/types"

/** The value a helper works on: a typed value's `normal`, anything else as it is. */
export const unwrap = (value: unknown): unknown => (isTypedValue(value) ? value.normal : value)

/**
 * The text of `value`: strings as they are, numbers and booleans as JavaScript prints them, typed
 * values by their `normal`, dates as ISO instants, arrays joined with commas (as Handlebars does)
 * and other objects as JSON. `undefined`, `null`, functions and symbols print as empty text.
 */
export const toText = (value: unknown): string => {
  switch (typeof value) {
    case "string":
      return value
    case "number":
    case "boolean":
    case "bigint":
      return String(value)
    case "object":
      return objectText(value)
    default:
      return ""
  }
}

const objectText = (value: object | null): string => {
  if (value === null) return ""
  if (isTypedValue(value)) return toText(value.normal)
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? "" : value.toISOString()
  if (Array.isArray(value)) return value.map(toText).join(",")
  try {
    return JSON.stringify(value) ?? ""
  } catch {
    // Cycles and BigInt fields cannot be serialised; such a value prints as nothing.
    return ""
  }
}

/**
 * Handlebars truthiness for `{{#if}}`, applied to a typed value's `normal`: `false`, `0`, `NaN`,
 * `""`, `null`, `undefined` and empty arrays are false.
 */
export const isTruthy = (value: unknown): boolean => {
  const plain = unwrap(value)
  if (Array.isArray(plain)) return plain.length > 0
  return Boolean(plain)
}

/** A finite number from a number or a numeric string (typed values by their `normal`), else undefined. */
export const toFiniteNumber = (value: unknown): number | undefined => {
  const plain = unwrap(value)
  if (typeof plain === "number") return Number.isFinite(plain) ? plain : undefined
  if (typeof plain === "string" && numericText.test(plain)) {
    const parsed = Number(plain)
    return Number.isFinite(parsed) ? parsed : undefined
  }
  return undefined
}

const numericText = /^\s*[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?\s*$/
