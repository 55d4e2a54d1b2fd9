/**
 * Reading and growing records keyed by user input. A key such as `toString`, `constructor` or
 * `__proto__` names a member of `Object.prototype`: a plain `record[key]` finds the prototype's
 * function (and `record[key] ??= []` then crashes on `push`), and `record["__proto__"] = v`
 * replaces the prototype instead of adding a member. These helpers touch own members only.
 */

/** The record's own member `key`, or undefined. */
export const ownMember = <T>(record: Readonly<Record<string, T>>, key: string): T | undefined =>
  Object.hasOwn(record, key) ? record[key] : undefined

/** Set the own member `key` (even `__proto__`). */
export const setOwn = <T>(record: Record<string, T>, key: string, value: T): void => {
  Object.defineProperty(record, key, { value, enumerable: true, writable: true, configurable: true })
}

/** Append values to the own list at `key`, creating it. */
export const pushOwn = <T>(record: Record<string, Array<T>>, key: string, ...values: ReadonlyArray<T>): void => {
  const current = ownMember(record, key)
  if (current !== undefined) current.push(...values)
  else setOwn(record, key, [...values])
}
