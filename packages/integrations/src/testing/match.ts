/**
 * How a fixture's `expected` is compared with what the integration produced:
 * - `exact` (default): deep equality; a key holding `undefined` counts as absent.
 * - `subset`: every key in `expected`, at any depth, must match; other keys may exist. Arrays
 *   must have the same length, and their items are compared as subsets too.
 */
export type Match = "exact" | "subset"

/** The first place where actual and expected differ. */
export interface Mismatch {
  /** A dot path (`headers.Content-Type`, `items.0`), empty for the value itself. */
  readonly path: string
  readonly expected: unknown
  readonly actual: unknown
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value)

const definedKeys = (value: Record<string, unknown>): ReadonlyArray<string> =>
  Object.keys(value).filter((key) => value[key] !== undefined)

const join = (path: string, key: string | number): string => (path === "" ? String(key) : `${path}.${key}`)

const compare = (actual: unknown, expected: unknown, subset: boolean, path: string): Mismatch | undefined => {
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual) || actual.length !== expected.length) return { path, expected, actual }
    for (let i = 0; i < expected.length; i++) {
      const found = compare(actual[i], expected[i], subset, join(path, i))
      if (found !== undefined) return found
    }
    return undefined
  }
  if (isPlainObject(expected)) {
    if (!isPlainObject(actual)) return { path, expected, actual }
    const keys = subset ? definedKeys(expected) : [...new Set([...definedKeys(expected), ...definedKeys(actual)])]
    for (const key of keys) {
      const found = compare(actual[key], expected[key], subset, join(path, key))
      if (found !== undefined) return found
    }
    return undefined
  }
  return Object.is(actual, expected) ? undefined : { path, expected, actual }
}

/** Where `actual` differs from `expected`, or undefined when it matches. */
export const findMismatch = (actual: unknown, expected: unknown, match: Match = "exact"): Mismatch | undefined =>
  compare(actual, expected, match === "subset", "")

/** A mismatch in words: `at headers.Accept: expected "application/json", got undefined`. */
export const describeMismatch = (mismatch: Mismatch): string =>
  `${mismatch.path === "" ? "" : `at ${mismatch.path}: `}expected ${show(mismatch.expected)}, got ${show(mismatch.actual)}`

const show = (value: unknown): string => (value === undefined ? "undefined" : JSON.stringify(value))
