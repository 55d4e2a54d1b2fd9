/**
 * The order PostgreSQL's `jsonb` keeps an object's members in: shorter keys first (by their UTF-8
 * bytes), keys of one length by their bytes. PostgreSQL stores events as `jsonb`, which keeps no
 * written order, so on SQLite (which keeps the JSON text as written) an event is read back in
 * this order too (`SharedVars.ts` `fullBody`), and an object read as text is written in it
 * (`events/JsonText.ts`): both databases answer the same members in the same order.
 */

// eslint-disable-next-line no-control-regex
const ascii = /^[\u0000-\u007f]*$/

const compareAscii = (a: string, b: string): number => (a.length !== b.length ? a.length - b.length : a < b ? -1 : a > b ? 1 : 0)

/** Negative when `a` comes before `b` in a `jsonb` object. */
export const compareJsonbKeys = (a: string, b: string): number => {
  if (ascii.test(a) && ascii.test(b)) return compareAscii(a, b)
  const x = Buffer.from(a, "utf8")
  const y = Buffer.from(b, "utf8")
  return x.length !== y.length ? x.length - y.length : Buffer.compare(x, y)
}

/** Keys in `jsonb`'s order (ASCII keys, the usual ones, compared without encoding them). */
const jsonbKeys = (keys: Array<string>): Array<string> => {
  for (const key of keys) if (!ascii.test(key)) return keys.sort(compareJsonbKeys)
  return keys.sort(compareAscii)
}

/**
 * The order of an object's keys, `undefined` when they are in it already. Events repeat a few
 * shapes (a typed value, a lead's fields), so orders are kept by the keys as they come (short
 * lists only, a bounded number): reading a 1 KB event this way costs about as much again as
 * JSON.parse, sorting each object afresh twice that.
 */
const orders = new Map<string, ReadonlyArray<string> | undefined>()
const maxOrders = 1_000
const maxSignature = 1_024
const orderOf = (keys: Array<string>): ReadonlyArray<string> | undefined => {
  // JSON text: no two lists of keys share one (keys may hold any character).
  const signature = JSON.stringify(keys)
  const cacheable = signature.length <= maxSignature
  if (cacheable && orders.has(signature)) return orders.get(signature)
  const sorted = jsonbKeys([...keys])
  const order = sorted.every((key, i) => key === keys[i]) ? undefined : sorted
  if (cacheable) {
    if (orders.size >= maxOrders) orders.clear()
    orders.set(signature, order)
  }
  return order
}

const isObject = (value: unknown): value is object => value !== null && typeof value === "object"

/**
 * A parsed JSON value with every object's members in `jsonb`'s order (new objects where the order
 * changes; arrays, and objects already in order, are changed in place). JS itself lists
 * integer-like keys (`"0"`, `"12"`) first in any object, so those stay first, as they do in an
 * object parsed from PostgreSQL's text.
 */
export const jsonbOrdered = (value: unknown): unknown => {
  if (!isObject(value)) return value
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) if (isObject(value[i])) value[i] = jsonbOrdered(value[i])
    return value
  }
  const source = value as Record<string, unknown>
  const keys = Object.keys(source)
  const order = keys.length < 2 ? undefined : orderOf(keys)
  if (order === undefined) {
    for (const key of keys) if (isObject(source[key])) source[key] = jsonbOrdered(source[key])
    return source
  }
  const out: Record<string, unknown> = {}
  for (const key of order) {
    const member = jsonbOrdered(source[key])
    // `__proto__` as an own key (JSON.parse makes one) must stay a member, not set the prototype.
    if (key === "__proto__") Object.defineProperty(out, key, { value: member, enumerable: true, writable: true, configurable: true })
    else out[key] = member
  }
  return out
}
