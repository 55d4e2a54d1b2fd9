/** Plain-object checks shared by the parsers and the answer builders. */

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

/** A key's own value: `record.constructor` and friends must not read through to the prototype. */
export const ownValue = (record: Readonly<Record<string, unknown>>, key: string): unknown =>
  Object.prototype.hasOwnProperty.call(record, key) ? record[key] : undefined
