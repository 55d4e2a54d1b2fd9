/**
 * Dotted keys to nested objects (`callcenter.additional_services=x` → `{ callcenter: {
 * additional_services: "x" } }`), as form and query-string submissions carry nested fields.
 */
import { isRecord, ownValue } from "./Records.js"

/** Names that would reach an object's prototype through plain assignment: such keys are dropped. */
const UNSAFE_SEGMENTS: ReadonlySet<string> = new Set(["__proto__", "constructor", "prototype"])

/**
 * Two keys that need one name to be both a value and a set of fields (`utility=SCE` with
 * `utility.electric=x`). A TypeError: the submitted structure is contradictory.
 */
export class KeyCollision extends TypeError {}

const hasUnsafeSegment = (segments: ReadonlyArray<string>): boolean => {
  for (const segment of segments) if (UNSAFE_SEGMENTS.has(segment)) return true
  return false
}

const hasEmptySegment = (segments: ReadonlyArray<string>): boolean => {
  for (const segment of segments) if (segment === "") return true
  return false
}

const setLeaf = (node: Record<string, unknown>, key: string, value: unknown, fullKey: string): void => {
  if (isRecord(ownValue(node, key)))
    throw new KeyCollision(`Cannot set '${fullKey}' to a value: it already holds fields`)
  node[key] = value
}

/**
 * Un-flatten a flat record. Keys with an empty segment (`a..b`, `a.`) are kept as written; keys
 * with a prototype segment are dropped. Throws `KeyCollision` when keys contradict each other.
 */
export const unflatten = (flat: Readonly<Record<string, unknown>>): Record<string, unknown> => {
  const out: Record<string, unknown> = {}
  for (const key in flat) {
    if (key === "") continue
    const value = flat[key]
    if (!key.includes(".")) {
      if (!UNSAFE_SEGMENTS.has(key)) setLeaf(out, key, value, key)
      continue
    }
    const segments = key.split(".")
    if (hasUnsafeSegment(segments)) continue
    if (hasEmptySegment(segments)) {
      setLeaf(out, key, value, key)
      continue
    }
    let node = out
    const last = segments.length - 1
    for (let i = 0; i < last; i++) {
      const segment = segments[i] as string
      const next = ownValue(node, segment)
      if (next === undefined) {
        const created: Record<string, unknown> = {}
        node[segment] = created
        node = created
      } else if (isRecord(next)) {
        node = next
      } else {
        const holder = segments.slice(0, i + 1).join(".")
        throw new KeyCollision(
          `Cannot read property '${segments[i + 1] as string}' of '${holder}': it holds a value, not fields`
        )
      }
    }
    setLeaf(node, segments[last] as string, value, key)
  }
  return out
}
