import { comparable, isTypedValue, parse, type TypedValue } from "@leadflow/types"

/**
 * How rules read a value: blank or not, its text, the key it is equal by, the number it is
 * ordered by, its truth and its validity. A typed value is read through its `normal` (a range is
 * ordered by its average); everything is case-insensitive. The decisions are documented in
 * `packages/core/docs/rules.md`.
 */

/**
 * True for a typed value: an object with a boolean `valid` and a `normal`. Plain property reads
 * rather than `isTypedValue`'s three `in` checks: values of many types (so many object shapes)
 * meet here, and with that many shapes `in` costs several times a read.
 */
export const isTyped = (value: unknown): value is TypedValue =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as { valid?: unknown }).valid === "boolean" &&
  (value as { normal?: unknown }).normal !== undefined

/** True for a range typed value (ordered by its `avg`). */
export const isRange = (value: TypedValue): boolean => value["avg"] !== undefined && value["min"] !== undefined

/** True for text that is empty or only whitespace. */
export const isBlankText = (value: unknown): boolean => {
  if (typeof value !== "string") return false
  // Text starting with a printable ASCII character is not blank: no need to trim it.
  const first = value.charCodeAt(0)
  return !(first > 32 && first < 127) && value.trim() === ""
}

/**
 * Blank: `undefined`, `null`, `NaN`, whitespace-only text, a list without a non-blank element, an
 * object without keys, and a typed value whose `normal` is blank or whose `raw` is blank text (a
 * boolean parsed from `""` is `false`, yet nothing was submitted). Invalid values are not blank.
 */
export const isBlank = (value: unknown): boolean => {
  switch (typeof value) {
    case "undefined":
      return true
    case "string":
      return isBlankText(value)
    case "number":
      return Number.isNaN(value)
    case "object":
      if (value === null) return true
      if (isTyped(value)) return isBlankNormal(value.normal) || isBlankText(value.raw)
      if (Array.isArray(value)) return value.every(isBlank)
      return !(value instanceof Date) && Object.keys(value).length === 0
    default:
      return false
  }
}

// A typed value whose normal is NaN (an invalid number) still holds what was submitted.
const isBlankNormal = (normal: unknown): boolean => normal === null || isBlankText(normal)

/** A typed value's `normal` when it holds something, `undefined` for a blank typed value. */
const filledNormal = (value: TypedValue): unknown =>
  isBlankText(value.raw) ? undefined : value.normal

/**
 * The text of a single value (typed values by their `normal`), or `undefined` for lists, objects
 * and blanks. Not case-folded.
 */
export const textOf = (value: unknown): string | undefined => {
  const scalar = isTyped(value) ? filledNormal(value) : value
  switch (typeof scalar) {
    case "string":
      return scalar.trim() === "" ? undefined : scalar
    case "number":
      return Number.isNaN(scalar) ? undefined : String(scalar)
    case "boolean":
    case "bigint":
      return String(scalar)
    default:
      return undefined
  }
}

/** The number `comparable` reads from text (numbers, ISO dates and instants), if any. */
const numberOfText = (text: string): number | undefined => {
  // Upper-cased so that text equal up to case always yields the same number (`2024-01-01t...`).
  const key = comparable(text.toUpperCase())
  return typeof key === "number" ? key : undefined
}

/** Digits with leading zeros: text to `comparable` (a ZIP code), but a number to order by. */
const ZERO_LED_NUMBER = /^[+-]?0\d+(?:\.\d+)?$/

/**
 * The key two values are equal by (`is equal to`, `is included in`, lists in `includes`): a
 * number for numbers, numeric text, ISO dates and instants (so `"123"` = `123`, a date equals the
 * same calendar day written as `2024-01-15`), `"true"`/`"false"` for booleans, otherwise the
 * trimmed lower-cased text. Ranges are equal by their `normal` (`1-10`), not by their average.
 * `undefined` for blanks, lists and objects: such values equal nothing.
 */
export const equalityKey = (value: unknown): number | string | undefined => {
  const scalar = isTyped(value) ? filledNormal(value) : value
  switch (typeof scalar) {
    case "string": {
      const text = scalar.trim()
      return text === "" ? undefined : (numberOfText(text) ?? text.toLowerCase())
    }
    case "number":
      return Number.isNaN(scalar) ? undefined : scalar
    case "boolean":
      return scalar ? "true" : "false"
    case "bigint":
      return Number(scalar)
    case "object":
      return scalar instanceof Date && !Number.isNaN(scalar.getTime()) ? scalar.getTime() : undefined
    default:
      return undefined
  }
}

/**
 * The number a value is ordered by (`is less than`, `is between`): numbers, numeric text (with
 * leading zeros too: `0900` is 900, for times of day formatted `HHmm`), the average of a range (of
 * an open range such as `10+`, its minimum), a US postal code by its ZIP (`90210-1234` is 90210),
 * dates and times as epoch milliseconds. `undefined` when the value has no such number (text,
 * booleans, lists, blanks).
 */
export const orderKey = (value: unknown): number | undefined => {
  let scalar = value
  if (isTyped(value)) {
    if (isBlankText(value.raw)) return undefined
    if (isRange(value)) {
      // An open range (`100+`) has no average: it is ordered by its minimum, as `comparable` does.
      const key = value["avg"] ?? value["min"]
      return typeof key === "number" && !Number.isNaN(key) ? key : undefined
    }
    // A US postal code is ordered by its five-digit ZIP, so `90210-1234` lies between 90000 and 99999.
    const zip = value["zip"]
    if (typeof zip === "string" && zip !== "") return Number(zip)
    scalar = value.normal
  }
  switch (typeof scalar) {
    case "number":
      return Number.isNaN(scalar) ? undefined : scalar
    case "string": {
      const text = scalar.trim()
      return ZERO_LED_NUMBER.test(text) ? Number(text) : numberOfText(text)
    }
    case "bigint":
      return Number(scalar)
    case "object":
      return scalar instanceof Date && !Number.isNaN(scalar.getTime()) ? scalar.getTime() : undefined
    default:
      return undefined
  }
}

/**
 * The truth of a value as the boolean type reads it (`yes`, `1`, `t`, `true` / `no`, `0`, `f`,
 * `false`), or `undefined` when it is neither (blank, unrecognised text, an invalid boolean).
 */
export const truthOf = (value: unknown): boolean | undefined => {
  let scalar = value
  if (isTyped(value)) {
    scalar = filledNormal(value)
    if (typeof scalar === "boolean") return value.valid ? scalar : undefined
  }
  switch (typeof scalar) {
    case "boolean":
      return scalar
    case "string":
    case "number": {
      if (isBlank(scalar)) return undefined
      const parsed = parse("boolean", scalar)
      return isTypedValue(parsed) && parsed.valid && typeof parsed.normal === "boolean" ? parsed.normal : undefined
    }
    default:
      return undefined
  }
}

/**
 * Validity for `format is valid` / `format is invalid`: a typed value's `valid` flag; a non-blank
 * value without a flag (plain text, a number) counts as valid; `undefined` for blanks.
 */
export const validityOf = (value: unknown): boolean | undefined => {
  if (isBlank(value)) return undefined
  return isTyped(value) ? value.valid : true
}

/** A value's elements when it is a list, otherwise the value alone. */
export const elementsOf = (value: unknown): ReadonlyArray<unknown> => (Array.isArray(value) ? value : [value])
