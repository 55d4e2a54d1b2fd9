/**
 * Dot paths into a lead's variables (`lead.phone_1.area`, `appended.acme.price`). Compiled once
 * into a getter so the per-lead lookup is a few property reads.
 */

export type Getter = (vars: unknown) => unknown

// Own keys only: `constructor` or `__proto__` in a path must not reach Object's built-ins.
const read = (value: unknown, key: string): unknown =>
  value !== null && typeof value === "object" && Object.hasOwn(value, key)
    ? (value as Record<string, unknown>)[key]
    : undefined

/**
 * Compile `path` into a getter. A key that exists with a dot in its name (`{"a.b": 1}`) is found
 * too: at each level the longest matching dotted key wins, as submitted field names may contain
 * dots. A missing segment yields `undefined`.
 */
export const compilePath = (path: string): Getter => {
  const parts = path.split(".").filter((p) => p !== "")
  if (parts.length === 0) return () => undefined
  if (parts.length === 1) {
    const [key] = parts as [string]
    return (vars) => read(vars, key)
  }
  return (vars) => walk(vars, parts, 0)
}

const walk = (value: unknown, parts: ReadonlyArray<string>, from: number): unknown => {
  let current = value
  for (let i = from; i < parts.length; i++) {
    if (current === null || typeof current !== "object") return undefined
    const record = current as Record<string, unknown>
    const key = parts[i] as string
    if (Object.hasOwn(record, key)) {
      current = record[key]
      continue
    }
    // Fall back to a key that itself contains dots: `a.b` in `{ "a.b": { c: 1 } }`.
    for (let j = parts.length; j > i + 1; j--) {
      const joined = parts.slice(i, j).join(".")
      if (Object.hasOwn(record, joined)) return walk(record[joined], parts, j)
    }
    return undefined
  }
  return current
}

/** The segments of a dot path (split once, at compile time, where it matters). */
export const pathParts = (path: string): ReadonlyArray<string> => path.split(".").filter((p) => p !== "")

/**
 * Write `key` on `target` as an own data member: `__proto__` becomes an ordinary key (a plain
 * assignment would replace the object's prototype instead, or walk into `Object.prototype`).
 */
const setOwn = (target: Record<string, unknown>, key: string, value: unknown): void => {
  if (key === "__proto__") Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true })
  else target[key] = value
}

/** The own member `key` of `record` (never an inherited one such as `constructor` or `__proto__`). */
const own = (record: Record<string, unknown>, key: string): unknown => (Object.hasOwn(record, key) ? record[key] : undefined)

/**
 * Set `value` at `path` (a dot path or its segments), creating plain objects on the way. Only own
 * members are walked and written: `__proto__` or `constructor` in a path are ordinary keys.
 */
export const setPath = (target: Record<string, unknown>, path: string | ReadonlyArray<string>, value: unknown): void => {
  const parts = typeof path === "string" ? pathParts(path) : path
  let current = target
  for (let i = 0; i < parts.length - 1; i++) {
    const key = parts[i] as string
    const next = own(current, key)
    if (next === null || typeof next !== "object" || Array.isArray(next)) {
      const created: Record<string, unknown> = {}
      setOwn(current, key, created)
      current = created
    } else {
      current = next as Record<string, unknown>
    }
  }
  const last = parts[parts.length - 1]
  if (last !== undefined) setOwn(current, last, value)
}

/**
 * A copy of `target` with `value` at `path`: every object on the way is copied, so objects the
 * target shares with others (a lead's typed values, earlier steps' data) are never changed. Only
 * own members are walked and written, as in `setPath`.
 */
export const assocPath = (
  target: Readonly<Record<string, unknown>>,
  path: string | ReadonlyArray<string>,
  value: unknown
): Record<string, unknown> => {
  const parts = typeof path === "string" ? pathParts(path) : path
  if (parts.length === 0) return { ...target }
  const root: Record<string, unknown> = { ...target }
  let current = root
  for (let i = 0; i < parts.length - 1; i++) {
    const key = parts[i] as string
    const next = own(current, key)
    const copy: Record<string, unknown> =
      next !== null && typeof next === "object" && !Array.isArray(next) ? { ...(next as Record<string, unknown>) } : {}
    setOwn(current, key, copy)
    current = copy
  }
  setOwn(current, parts[parts.length - 1] as string, value)
  return root
}
