import { Schema } from "effect"

/**
 * Identifiers of the reference: 24-hex BSON-style object ids for records (flows, entities,
 * credentials, caps, events) and 6-character short ids for the parts of a flow (sources, steps,
 * rules, mappings).
 */

const actual = (value: unknown): string => JSON.stringify(value) ?? String(value)

/** A 24-character hexadecimal BSON-style object id (`5fd4371e940df5a34a3888b2`). */
export const ObjectId = Schema.String.pipe(
  Schema.pattern(/^[0-9a-fA-F]{24}$/, {
    message: (issue) => `Expected a 24-character hexadecimal id, actual ${actual(issue.actual)}`
  }),
  Schema.brand("ObjectId")
).annotations({ identifier: "ObjectId" })
export type ObjectId = typeof ObjectId.Type

/** A 6-character alphanumeric id of a flow part (`1aacd0`). */
export const ShortId = Schema.String.pipe(
  Schema.pattern(/^[0-9a-zA-Z]{6}$/, {
    message: (issue) => `Expected a 6-character alphanumeric id, actual ${actual(issue.actual)}`
  }),
  Schema.brand("ShortId")
).annotations({ identifier: "ShortId" })
export type ShortId = typeof ShortId.Type
