import { setOwn } from "../OwnMembers.js"

/**
 * The difference between two revisions of a record, in the delta format of the reference's
 * changelogs (jsondiffpatch's): `[new]` added, `[old, new]` changed, `[old, 0, 0]` removed,
 * objects nested by key and arrays as `{_t: "a", "<i>": delta, "_<i>": [old, 0, 0]}` (compared
 * index by index). `changes` flattens a delta into one entry per changed value.
 */

export type Delta = unknown

type Json = Record<string, unknown>

const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value)

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b)

// Record keys come from user documents (`constructor`, `__proto__`): own members only.
const own = (record: Json, key: string): unknown => (Object.hasOwn(record, key) ? record[key] : undefined)

/** The delta from `previous` to `current`; `undefined` when nothing changed. */
export const diff = (previous: unknown, current: unknown): Delta | undefined => {
  if (previous === undefined && current === undefined) return undefined
  if (previous === undefined) return [current]
  if (current === undefined) return [previous, 0, 0]
  if (isObject(previous) && isObject(current)) {
    const delta: Json = {}
    for (const key of new Set([...Object.keys(previous), ...Object.keys(current)])) {
      const inner = diff(own(previous, key), own(current, key))
      if (inner !== undefined) setOwn<unknown>(delta, key, inner)
    }
    return Object.keys(delta).length === 0 ? undefined : delta
  }
  if (Array.isArray(previous) && Array.isArray(current)) {
    const delta: Json = { _t: "a" }
    for (let i = 0; i < Math.max(previous.length, current.length); i++) {
      if (i >= current.length) delta[`_${i}`] = [previous[i], 0, 0]
      else if (i >= previous.length) delta[String(i)] = [current[i]]
      else {
        const inner = diff(previous[i], current[i])
        if (inner !== undefined) delta[String(i)] = inner
      }
    }
    return Object.keys(delta).length === 1 ? undefined : delta
  }
  return same(previous, current) ? undefined : [previous, current]
}

export interface ChangeSide {
  readonly value: unknown
  readonly index?: number
}

export interface Change {
  readonly action: "added" | "removed" | "changed"
  /** Dotted path of the changed value in the record (`steps.1.description`). */
  readonly target: string
  /** Dotted path of the change in the delta (`steps._1` for a removed array element). */
  readonly delta_path: string
  readonly previous?: ChangeSide
  readonly current?: ChangeSide
}

const join = (path: ReadonlyArray<string>): string => path.join(".")

/** One change per added, removed or changed value of a delta. */
export const changes = (delta: Delta | undefined): Array<Change> => {
  const out: Array<Change> = []
  const walk = (node: unknown, target: ReadonlyArray<string>, deltaPath: ReadonlyArray<string>, index?: number) => {
    const at = (side: unknown): ChangeSide => (index === undefined ? { value: side } : { value: side, index })
    if (Array.isArray(node)) {
      if (node.length === 1) out.push({ action: "added", target: join(target), delta_path: join(deltaPath), current: at(node[0]) })
      else if (node.length === 2)
        out.push({ action: "changed", target: join(target), delta_path: join(deltaPath), previous: at(node[0]), current: at(node[1]) })
      else out.push({ action: "removed", target: join(target), delta_path: join(deltaPath), previous: at(node[0]) })
      return
    }
    if (!isObject(node)) return
    const isArrayDelta = node["_t"] === "a"
    for (const [key, inner] of Object.entries(node)) {
      if (isArrayDelta && key === "_t") continue
      const removed = isArrayDelta && key.startsWith("_")
      const name = removed ? key.slice(1) : key
      walk(inner, [...target, name], [...deltaPath, key], isArrayDelta ? Number(name) : undefined)
    }
  }
  walk(delta, [], [])
  return out
}
