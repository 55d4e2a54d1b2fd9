import { parse, type OperatorName } from "@leadflow/types"
import { listItems } from "./List.js"
import { isObsceneText } from "./Obscene.js"
import { compilePattern, type PatternMatcher } from "./Pattern.js"
import {
  elementsOf,
  equalityKey,
  isBlank,
  isBlankText,
  isRange,
  isTyped,
  orderKey,
  textOf,
  truthOf,
  validityOf
} from "./Value.js"

/**
 * The 24 rule operators. Each has two forms with one meaning:
 * - `test(lhv, rhv)` reads everything from the data on every call (the reference interpreter and
 *   templated rhvs use it);
 * - `prepare(rhv)` works out everything about the rhv once (keys, sets, regular expressions,
 *   range bounds) and returns the per-lead test the compiler runs.
 * The property tests check that the two agree. Every "not" operator is the exact complement of
 * its positive form, except `format is invalid` (blank values are neither valid nor invalid).
 * The semantics are tabled in `packages/core/docs/rules.md`.
 */

/** A prepared per-lead test of one resolved lhv. */
export type Test = (lhv: unknown) => boolean

export interface Operator {
  readonly name: OperatorName
  /** The operator's meaning, read from the data on every call. */
  readonly test: (lhv: unknown, rhv: unknown) => boolean
  /** The same meaning with the rhv's work done once. */
  readonly prepare: (rhv: unknown) => Test
  /** What a rule with this operator says when it fails (`is not equal to`). */
  readonly failure: string
}

const never: Test = () => false

const defined = <A>(value: A | undefined): value is A => value !== undefined

// ---------------------------------------------------------------------------------------------
// is equal to

type Key = number | string

const byKey = (a: Key, b: Key): number =>
  typeof a === typeof b ? (a < b ? -1 : a > b ? 1 : 0) : typeof a === "number" ? -1 : 1

/** The sorted keys of a value's non-blank elements; `undefined` if one of them has no key. */
const keyList = (value: unknown): ReadonlyArray<Key> | undefined => {
  const keys: Array<Key> = []
  for (const element of elementsOf(value)) {
    if (isBlank(element)) continue
    const key = equalityKey(element)
    if (key === undefined) return undefined
    keys.push(key)
  }
  return keys.sort(byKey)
}

const sameKeys = (a: ReadonlyArray<Key> | undefined, b: ReadonlyArray<Key>): boolean =>
  a !== undefined && a.length === b.length && a.every((key, i) => key === b[i])

/**
 * Equal by `equalityKey` (case-insensitive text, numbers and numeric text alike, dates by day,
 * ranges by their normal). Lists are equal as sorted lists, so `[b, a]` equals `[a, b]`, and a
 * single value equals a list of that one value. A blank side equals nothing.
 */
export const isEqualTo = (lhv: unknown, rhv: unknown): boolean => {
  if (isBlank(lhv) || isBlank(rhv)) return false
  if (Array.isArray(lhv) || Array.isArray(rhv)) {
    const keys = keyList(rhv)
    return keys !== undefined && sameKeys(keyList(lhv), keys)
  }
  const key = equalityKey(lhv)
  return key !== undefined && key === equalityKey(rhv)
}

/**
 * When every key a value must match is text, the value can only match by its trimmed lower-cased
 * text: text that reads as a number has a number key, and its lower-cased form is not any text
 * key either. So the per-lead test skips the number check (`equalityKey`'s costly part).
 */
const textKey = (lhv: unknown): string | undefined => {
  switch (typeof lhv) {
    case "string":
      return lhv.trim().toLowerCase()
    case "boolean":
      return lhv ? "true" : "false"
    case "object": {
      if (!isTyped(lhv) || isBlankText(lhv.raw)) return undefined
      const normal = lhv.normal
      if (typeof normal === "string") return normal.trim().toLowerCase()
      return typeof normal === "boolean" ? (normal ? "true" : "false") : undefined
    }
    default:
      return undefined
  }
}

const prepareIsEqualTo = (rhv: unknown): Test => {
  if (isBlank(rhv)) return never
  if (Array.isArray(rhv)) {
    const keys = keyList(rhv)
    if (keys === undefined) return never
    return (lhv) => !isBlank(lhv) && sameKeys(keyList(lhv), keys)
  }
  const key = equalityKey(rhv)
  if (key === undefined) return never
  const single = [key]
  if (typeof key === "number") {
    return (lhv) => {
      if (typeof lhv === "number") return lhv === key
      if (Array.isArray(lhv)) return !isBlank(lhv) && sameKeys(keyList(lhv), single)
      return equalityKey(lhv) === key
    }
  }
  const exact = typeof rhv === "string" ? rhv : undefined
  return (lhv) => {
    if (typeof lhv === "string") return lhv === exact || lhv.trim().toLowerCase() === key
    if (Array.isArray(lhv)) return !isBlank(lhv) && sameKeys(keyList(lhv), single)
    return textKey(lhv) === key
  }
}

// ---------------------------------------------------------------------------------------------
// is less than, is less than or equal to, is greater than, is greater than or equal to

const ordering = (name: OperatorName, failure: string, holds: (a: number, b: number) => boolean): Operator => ({
  name,
  failure,
  test: (lhv, rhv) => {
    const a = orderKey(lhv)
    const b = orderKey(rhv)
    return a !== undefined && b !== undefined && holds(a, b)
  },
  prepare: (rhv) => {
    const b = orderKey(rhv)
    if (b === undefined) return never
    return (lhv) => {
      // NaN fails every comparison, as a blank number should.
      const a = typeof lhv === "number" ? lhv : orderKey(lhv)
      return a !== undefined && holds(a, b)
    }
  }
})

// ---------------------------------------------------------------------------------------------
// is between

type Bounds = readonly [low: number, high: number]

/**
 * The inclusive bounds of a between rhv: a range (`10-20`, `10 to 20`, `0830-1645`, dates
 * `2024-01-01 - 2024-06-30`), an open range `10+` (no upper bound), a single number (both bounds),
 * or a list of exactly two values. Reversed bounds (`20-10`) are put in order.
 */
const boundsOf = (rhv: unknown): Bounds | undefined => {
  if (isBlank(rhv)) return undefined
  if (Array.isArray(rhv)) {
    const ends = rhv.filter((item) => !isBlank(item)).map(orderKey)
    if (ends.length !== 2) return undefined
    const [a, b] = ends
    return a === undefined || b === undefined ? undefined : ordered(a, b)
  }
  const range = isTyped(rhv) && isRange(rhv) ? rhv : parse("range", isTyped(rhv) ? rhv.normal : rhv)
  if (!isTyped(range)) return undefined
  const min = range["min"]
  const max = range["max"]
  if (typeof min !== "number" || Number.isNaN(min)) return undefined
  if (max === null || max === undefined) return [min, Number.POSITIVE_INFINITY]
  return typeof max === "number" && !Number.isNaN(max) ? ordered(min, max) : undefined
}

const ordered = (a: number, b: number): Bounds => (a <= b ? [a, b] : [b, a])

const within = (lhv: unknown, [low, high]: Bounds): boolean => {
  const x = orderKey(lhv)
  return x !== undefined && low <= x && x <= high
}

/** The lhv's number (a range by its average) lies within the rhv's bounds, both included. */
export const isBetween = (lhv: unknown, rhv: unknown): boolean => {
  const bounds = boundsOf(rhv)
  return bounds !== undefined && within(lhv, bounds)
}

const prepareIsBetween = (rhv: unknown): Test => {
  const bounds = boundsOf(rhv)
  return bounds === undefined ? never : (lhv) => within(lhv, bounds)
}

// ---------------------------------------------------------------------------------------------
// includes

/** The rhv's values, without blanks (an rhv list means "any of these"). */
const needlesOf = (rhv: unknown): ReadonlyArray<unknown> => elementsOf(rhv).filter((item) => !isBlank(item))

const lowerText = (value: unknown): string | undefined => textOf(value)?.toLowerCase()

/**
 * A list lhv includes the rhv when one of its elements equals it; any other lhv when its text
 * contains the rhv's text, case-insensitively (`Registered Nursing` includes `nursing`). An rhv
 * list passes when any of its values is included.
 */
export const includes = (lhv: unknown, rhv: unknown): boolean => {
  if (isBlank(lhv)) return false
  const needles = needlesOf(rhv)
  if (Array.isArray(lhv)) {
    const keys = needles.map(equalityKey).filter(defined)
    return lhv.some((element) => {
      const key = equalityKey(element)
      return key !== undefined && keys.includes(key)
    })
  }
  const text = lowerText(lhv)
  if (text === undefined) return false
  return needles.some((needle) => {
    const part = lowerText(needle)
    return part !== undefined && text.includes(part)
  })
}

const prepareIncludes = (rhv: unknown): Test => {
  const needles = needlesOf(rhv)
  const keys = new Set(needles.map(equalityKey).filter(defined))
  const parts = needles.map(lowerText).filter(defined)
  if (parts.length === 0 && keys.size === 0) return never
  return (lhv) => {
    if (Array.isArray(lhv)) return lhv.some((element) => keys.has(equalityKey(element) as Key))
    const text = lowerText(lhv)
    if (text === undefined) return false
    for (const part of parts) if (text.includes(part)) return true
    return false
  }
}

// ---------------------------------------------------------------------------------------------
// is included in

/**
 * The lhv equals (see `isEqualTo`) an item of the rhv list: a list, or comma-separated text with
 * double quotes around items that hold a comma. A list lhv passes when any element is included.
 */
export const isIncludedIn = (lhv: unknown, rhv: unknown): boolean => {
  if (isBlank(lhv)) return false
  const keys = listItems(rhv).map(equalityKey).filter(defined)
  return elementsOf(lhv).some((element) => {
    const key = equalityKey(element)
    return key !== undefined && keys.includes(key)
  })
}

const prepareIsIncludedIn = (rhv: unknown): Test => {
  const items = listItems(rhv)
  const keys = new Set(items.map(equalityKey).filter(defined))
  if (keys.size === 0) return never
  const member = (element: unknown): boolean => keys.has(equalityKey(element) as Key)
  if (![...keys].every((key) => typeof key === "string")) {
    return (lhv) => (Array.isArray(lhv) ? !isBlank(lhv) && lhv.some(member) : member(lhv))
  }
  // With text keys only, the lower-cased text decides (see `textKey`); text written exactly as a
  // list item (`TX` in `TX,CA`) is found before it is lower-cased.
  // Items read with the lhv's field type are typed values: their `normal` is how they are written.
  const written = new Set(
    items.flatMap((item) => {
      const text = typeof item === "string" ? item.trim() : writtenText(item)
      return text === undefined || text === "" ? [] : [text]
    })
  )
  return (lhv) => {
    if (Array.isArray(lhv)) return !isBlank(lhv) && lhv.some(member)
    const text = writtenText(lhv)
    return (text !== undefined && written.has(text)) || keys.has(textKey(lhv) as Key)
  }
}

/** A value's text as it is (a typed value's `normal` when not blank), before any case folding. */
const writtenText = (lhv: unknown): string | undefined => {
  if (typeof lhv === "string") return lhv
  if (!isTyped(lhv) || isBlankText(lhv.raw)) return undefined
  return typeof lhv.normal === "string" ? lhv.normal : undefined
}

// ---------------------------------------------------------------------------------------------
// matches pattern

const patternsOf = (rhv: unknown): ReadonlyArray<PatternMatcher> =>
  needlesOf(rhv)
    .map(textOf)
    .filter(defined)
    .map(compilePattern)
    .filter(defined)

const textsOf = (lhv: unknown): ReadonlyArray<string> => elementsOf(lhv).map(textOf).filter(defined)

/**
 * The lhv's text (any element of a list) matches the pattern: `/regex/flags`, or a glob with `*`
 * and `?` that must match the whole text. Case-insensitive. An rhv list passes when any pattern
 * matches; an invalid regular expression matches nothing.
 */
export const matchesPattern = (lhv: unknown, rhv: unknown): boolean => {
  const patterns = patternsOf(rhv)
  return textsOf(lhv).some((text) => patterns.some((pattern) => pattern.test(text)))
}

const prepareMatchesPattern = (rhv: unknown): Test => {
  const patterns = patternsOf(rhv)
  if (patterns.length === 0) return never
  return (lhv) => {
    if (!Array.isArray(lhv)) {
      const text = textOf(lhv)
      return text !== undefined && patterns.some((pattern) => pattern.test(text))
    }
    return textsOf(lhv).some((text) => patterns.some((pattern) => pattern.test(text)))
  }
}

// ---------------------------------------------------------------------------------------------
// unary operators

/** The lhv's text (any element of a list) holds an obscene word. */
export const isObscene = (lhv: unknown): boolean => textsOf(lhv).some(isObsceneText)

/** See `isBlank` in `Value.ts`: missing, null, whitespace, empty lists, blank typed values. */
export const isBlankValue = (lhv: unknown): boolean => isBlank(lhv)

/** The lhv reads as true with the boolean type (`yes`, `1`, `true`, a valid parsed `true`). */
export const isTrue = (lhv: unknown): boolean => truthOf(lhv) === true

/** The lhv reads as false with the boolean type (`no`, `0`, `false`, a valid parsed `false`). */
export const isFalse = (lhv: unknown): boolean => truthOf(lhv) === false

/** A non-blank lhv whose `valid` flag is not false (values without a flag count as valid). */
export const formatIsValid = (lhv: unknown): boolean => validityOf(lhv) === true

/** A non-blank lhv whose `valid` flag is false. */
export const formatIsInvalid = (lhv: unknown): boolean => validityOf(lhv) === false

// ---------------------------------------------------------------------------------------------
// the table

const unary = (name: OperatorName, failure: string, holds: (lhv: unknown) => boolean): Operator => ({
  name,
  failure,
  test: (lhv) => holds(lhv),
  prepare: () => holds
})

const binary = (
  name: OperatorName,
  failure: string,
  test: (lhv: unknown, rhv: unknown) => boolean,
  prepare: (rhv: unknown) => Test
): Operator => ({ name, failure, test, prepare })

/** The exact complement of `operator`. */
const not = (name: OperatorName, failure: string, operator: Operator): Operator => ({
  name,
  failure,
  test: (lhv, rhv) => !operator.test(lhv, rhv),
  prepare: (rhv) => {
    const holds = operator.prepare(rhv)
    return (lhv) => !holds(lhv)
  }
})

const equalTo = binary("is equal to", "is not equal to", isEqualTo, prepareIsEqualTo)
const between = binary("is between", "is not between", isBetween, prepareIsBetween)
const includesOperator = binary("includes", "does not include", includes, prepareIncludes)
const includedIn = binary("is included in", "is not included in", isIncludedIn, prepareIsIncludedIn)
const matches = binary("matches pattern", "does not match pattern", matchesPattern, prepareMatchesPattern)
const blank = unary("is blank", "is not blank", isBlankValue)
const obscene = unary("is obscene", "is not obscene", isObscene)
const isTrueOperator = unary("is true", "is not true", isTrue)
const isFalseOperator = unary("is false", "is not false", isFalse)

export const operators: { readonly [Name in OperatorName]: Operator } = {
  "is equal to": equalTo,
  "is not equal to": not("is not equal to", "is equal to", equalTo),
  "is blank": blank,
  "is not blank": not("is not blank", "is blank", blank),
  "format is valid": unary("format is valid", "format is not valid", formatIsValid),
  "format is invalid": unary("format is invalid", "format is not invalid", formatIsInvalid),
  "is obscene": obscene,
  "is not obscene": not("is not obscene", "is obscene", obscene),
  includes: includesOperator,
  "does not include": not("does not include", "includes", includesOperator),
  "is included in": includedIn,
  "is not included in": not("is not included in", "is included in", includedIn),
  "matches pattern": matches,
  "does not match pattern": not("does not match pattern", "matches pattern", matches),
  "is less than": ordering("is less than", "is not less than", (a, b) => a < b),
  "is less than or equal to": ordering("is less than or equal to", "is not less than or equal to", (a, b) => a <= b),
  "is greater than": ordering("is greater than", "is not greater than", (a, b) => a > b),
  "is greater than or equal to": ordering(
    "is greater than or equal to",
    "is not greater than or equal to",
    (a, b) => a >= b
  ),
  "is between": between,
  "is not between": not("is not between", "is between", between),
  "is true": isTrueOperator,
  "is not true": not("is not true", "is true", isTrueOperator),
  "is false": isFalseOperator,
  "is not false": not("is not false", "is false", isFalseOperator)
}
