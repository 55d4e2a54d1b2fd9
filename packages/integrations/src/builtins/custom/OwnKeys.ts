/**
 * Writing keys that come from outside (mapped names, response documents) onto plain objects:
 * `__proto__` must become an ordinary own key, never the object's prototype.
 */
export const setOwn = (target: Record<string, unknown>, key: string, value: unknown): void => {
  if (key === "__proto__") Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true })
  else target[key] = value
}

/** A plain (non-array) object, the kind of value that holds named members. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value)
