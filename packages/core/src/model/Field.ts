import { typeNames } from "@leadflow/types"
import { Schema } from "effect"
import { openStruct, optional } from "./internal/Record.js"
import { Timestamp } from "./Timestamp.js"

/**
 * A lead field: its id (the name under `lead.*`), display name and type. Custom fields end with
 * the owning entity's suffix (`favorite_color_acorp`).
 */

/** A field id: letters, digits and underscores (`phone_1`, `certform_cert_url`). */
export const FieldId = Schema.String.pipe(
  Schema.pattern(/^[A-Za-z0-9_]+$/, {
    message: (issue) => `Expected a field id of letters, digits and underscores, actual ${JSON.stringify(issue.actual)}`
  })
).annotations({ identifier: "FieldId" })
export type FieldId = typeof FieldId.Type

/** The type a field's values are parsed as (the 21 types of `@leadflow/types`). */
export const FieldTypeName = Schema.Literal(...typeNames).annotations({ identifier: "FieldTypeName" })
export type FieldTypeName = typeof FieldTypeName.Type

export const Field = openStruct("Field", {
  id: FieldId,
  name: Schema.String,
  type: FieldTypeName,
  description: optional(Schema.String),
  /** Read-only: a built-in field. */
  standard: optional(Schema.Boolean),
  aggregate: optional(Schema.Boolean),
  deprecated: optional(Schema.Boolean),
  /** The id of the field to use instead of this deprecated one. */
  see: optional(FieldId),
  created_at: optional(Timestamp),
  updated_at: optional(Timestamp)
})
export type Field = typeof Field.Type
export type FieldEncoded = typeof Field.Encoded
