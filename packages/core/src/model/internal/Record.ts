import { Schema } from "effect"

/**
 * How the model declares records. Every record reports all of its issues at once (the 422 body
 * lists every bad field), and follows the reference's `additionalProperties`: a closed record
 * rejects unknown keys, an open one keeps them through decode and encode.
 */

const closedOptions = { errors: "all", onExcessProperty: "error" } as const
const openOptions = { errors: "all", onExcessProperty: "preserve" } as const

/** A record the reference marks `additionalProperties: false`: an unknown key is an error. */
export const closedStruct = <Fields extends Schema.Struct.Fields>(identifier: string, fields: Fields) =>
  Schema.Struct(fields).annotations({ identifier, parseOptions: closedOptions })

/** A record whose unknown keys are kept (`additionalProperties: true`, or left unspecified). */
export const openStruct = <Fields extends Schema.Struct.Fields>(identifier: string, fields: Fields) =>
  Schema.Struct(fields).annotations({ identifier, parseOptions: openOptions })

/** An optional key that, when present, holds a value of `schema` (never `undefined`). */
export const optional = <S extends Schema.Schema.All>(schema: S) => Schema.optionalWith(schema, { exact: true })

/** Free-form JSON object (`vars`, `appended`, a flow's `errors`). */
export const JsonObject = Schema.Record({ key: Schema.String, value: Schema.Unknown })
