/**
 * Dot paths into a parsed JSON response (`baz.bip`, `array.0.bip`, `a[0].b`), with `*` for every
 * member of an object or array (`baz.*.details`). Compiled once per path text.
 */
import { memo } from "./Cache.js"

export interface JsonPath {
  readonly segments: ReadonlyArray<string>
  readonly wildcard: boolean
}

// `'42'` is how appended data spells a numeric key: the path may use either spelling.
const QUOTED_INDEX = /^'(\d+)'$/

export const jsonPath = memo((text: string): JsonPath => {
  const segments = text
    .replace(/\[([^\]]*)\]/g, ".$1")
    .split(".")
    .filter((s) => s !== "")
    .map((s) => QUOTED_INDEX.exec(s)?.[1] ?? s)
  return { segments, wildcard: segments.includes("*") }
})

const member = (value: unknown, key: string): unknown => {
  if (typeof value !== "object" || value === null) return undefined
  const found = (value as Record<string, unknown>)[key]
  // Only inherited members (functions, and `__proto__`) need the slower own-key check.
  if (found === undefined || (typeof found !== "function" && key !== "__proto__")) return found
  return Object.hasOwn(value, key) ? found : undefined
}

const collect = (value: unknown, segments: ReadonlyArray<string>, at: number, out: Array<unknown>): void => {
  if (value === undefined) return
  if (at === segments.length) {
    out.push(value)
    return
  }
  const segment = segments[at] as string
  if (segment === "*") {
    if (value === null || typeof value !== "object") return
    for (const item of Array.isArray(value) ? value : Object.values(value)) collect(item, segments, at + 1, out)
    return
  }
  collect(member(value, segment), segments, at + 1, out)
}

/** The one value at a path without `*` (undefined when there is none, or the path is empty). */
export const jsonPathValue = (root: unknown, path: JsonPath): unknown => {
  const segments = path.segments
  if (segments.length === 0) return undefined
  let value = root
  for (let i = 0; i < segments.length && value !== undefined; i++) value = member(value, segments[i] as string)
  return value
}

/** The values at `path` (at most one without a wildcard); an empty path finds nothing. */
export const resolveJsonPath = (root: unknown, path: JsonPath): Array<unknown> => {
  if (!path.wildcard) {
    const value = jsonPathValue(root, path)
    return value === undefined ? [] : [value]
  }
  const out: Array<unknown> = []
  collect(root, path.segments, 0, out)
  return out
}
