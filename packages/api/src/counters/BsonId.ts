import { Schema } from "effect"

/** A 24-character hexadecimal BSON id, as query and body fields take it (a plain string, not branded). */
export const BsonId = Schema.String.pipe(
  Schema.pattern(/^[0-9a-fA-F]{24}$/, { message: () => "must be a 24-character hexadecimal BSON id" })
).annotations({ identifier: "BsonId" })

export const isBsonId = (value: unknown): value is string => typeof value === "string" && /^[0-9a-fA-F]{24}$/.test(value)
