import { Field, FieldId } from "@leadflow/core"
import { Schema } from "effect"
import { DocumentName } from "../DocumentName.js"
import { documentPayload } from "../flows/DocumentPayload.js"

/**
 * Field documents in. A member the spec's field record does not have (`required`, `default`...)
 * is refused with a 422 naming it, rather than stored and never acted on; the read-only members
 * a client read (`standard`, the times, `version`) are accepted and ignored.
 */

const strictOptions = { parseOptions: { errors: "all", onExcessProperty: "error" } } as const

/** Read back by a client and sent again: ignored (`readOnlyFieldKeys`). */
const version = Schema.optionalWith(Schema.Unknown, { exact: true })

/**
 * `aggregate` marked a field for the reporting subset of the platform we migrate from. No such
 * subset is kept here: reports and metrics group and filter by every field's stored value, so
 * `true` would be stored and never act. Only `false` is taken (a record stored with `true`
 * before reads as stored, and its next PUT must send `false`).
 */
const aggregate = Schema.optionalWith(
  Schema.Literal(false).annotations({
    message: () =>
      "must be false or left out: true would mark the field for a reporting subset, and none is kept here (reports and metrics group and filter by every field's stored value)"
  }),
  { exact: true }
)

/** Longest field id taken (the entity's suffix may add 6 more): it keys the fields table. */
export const maxFieldIdLength = 100

/**
 * A field id sent in: core's, bounded. Stored records and flows are read with core's unbounded
 * one, so a field stored before keeps loading; a long id had failed PostgreSQL's key index (503).
 */
const NewFieldId = FieldId.pipe(
  Schema.maxLength(maxFieldIdLength, { message: (issue) => `A field id is at most ${maxFieldIdLength} characters, actual ${String(issue.actual).length}` })
)

/** A field sent to `POST /fields`: core's Field (read-only members are ignored). */
export const FieldDocument = Schema.Struct({ ...Field.fields, id: NewFieldId, see: Schema.optionalWith(NewFieldId, { exact: true }), name: DocumentName, aggregate, version }).annotations({
  identifier: "FieldDocument",
  ...strictOptions
})

/** A field sent to `PUT /fields/{id}`: the id may be left out (the path names it). */
export const FieldUpdateDocument = Schema.Struct({
  ...Field.fields,
  name: DocumentName,
  id: Schema.optionalWith(NewFieldId, { exact: true }),
  see: Schema.optionalWith(NewFieldId, { exact: true }),
  aggregate,
  version
}).annotations({ identifier: "FieldUpdateDocument", ...strictOptions })

export const FieldPayload = documentPayload(FieldDocument, "Field")
export const FieldUpdatePayload = documentPayload(FieldUpdateDocument, "Field")

/** Members of a field that only the server sets. */
export const readOnlyFieldKeys = ["standard", "created_at", "updated_at", "version"] as const
