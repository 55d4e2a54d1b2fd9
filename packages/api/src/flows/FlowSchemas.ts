import { Flow, ObjectId } from "@leadflow/core"
import { Schema } from "effect"
import { documentPayload } from "./DocumentPayload.js"

/**
 * Flow documents in and out. A flow as answered carries its storage `version` (send it back, or
 * its `updated_at`, to be told with 409 when someone else changed the flow meanwhile), and,
 * when something is wrong with it (a broken reference, a template that does not parse, a rule that
 * cannot work), `errors` (path → messages) with a one-line `error`. The flow as answered is the
 * draft; `deployed_version` and `deployed_at` say which draft version submissions run.
 */

const optional = <S extends Schema.Schema.All>(schema: S) => Schema.optionalWith(schema, { exact: true })

const ErrorMap = Schema.Record({ key: Schema.String, value: Schema.Array(Schema.String) })

/** A flow sent to `POST /flows` or `PUT /flows/{id}`: core's Flow, plus the read-only members of a read flow. */
export const FlowDocument = Schema.Struct({
  ...Flow.fields,
  error: optional(Schema.String),
  version: optional(Schema.Int),
  deployed_version: optional(Schema.Int),
  deployed_at: optional(Schema.String)
}).annotations({ identifier: "FlowDocument", parseOptions: { errors: "all", onExcessProperty: "error" } })
export type FlowDocument = typeof FlowDocument.Type

export const FlowPayload = documentPayload(FlowDocument, "Flow")

/** A stored flow, read back (unknown members of other writers are dropped). */
export const StoredFlow = Schema.Struct(Flow.fields)

export const FlowRecord = Schema.Struct({
  ...Flow.fields,
  id: ObjectId,
  /** Read-only: the storage version, bumped by every update. */
  version: Schema.Int,
  /** Read-only: the version submissions run (absent until the flow is first deployed). */
  deployed_version: optional(Schema.Int),
  /** Read-only: when that version was made live (deployed or reverted to). */
  deployed_at: optional(Schema.String),
  /** Read-only: the draft's problems (references, templates, rules), by path into the flow. */
  errors: optional(ErrorMap),
  /** Read-only: a summary of `errors`. */
  error: optional(Schema.String)
}).annotations({ identifier: "Flow" })
export type FlowRecord = typeof FlowRecord.Type

export const DeployResponse = Schema.Struct({
  message: Schema.String,
  /** The draft version now live. */
  deployed_version: Schema.Int,
  deployed_at: Schema.String
}).annotations({ identifier: "DeployResponse" })

/** A version of a flow that was deployed. */
export const FlowVersion = Schema.Struct({
  /** The draft version it was (the flow's `version` when it was deployed). */
  version: Schema.Int,
  /** When it was first deployed. */
  deployed_at: Schema.String,
  /** Whether submissions run it now. */
  live: Schema.Boolean
}).annotations({ identifier: "FlowVersion" })

/** One deployed version of a flow with its document, as it was deployed. */
export const FlowVersionDocument = Schema.Struct({
  /** The draft version it was. */
  version: Schema.Int,
  /** When it was first deployed. */
  deployed_at: Schema.String,
  /** Whether submissions run it now. */
  live: Schema.Boolean,
  /** The flow document of that version. */
  flow: StoredFlow
}).annotations({ identifier: "FlowVersionDocument" })

/** `POST /flows/{id}/revert`: the deployed version to make live again. */
export const RevertRequest = Schema.Struct({
  version: Schema.Int.pipe(Schema.positive())
}).annotations({ identifier: "FlowRevert", parseOptions: { onExcessProperty: "error" } })

export const FieldUsage = Schema.Struct({
  path: Schema.String,
  location: Schema.String
}).annotations({ identifier: "FieldUsage" })

/** Per field of the flow, where the flow uses it. */
export const FieldUsages = Schema.Record({ key: Schema.String, value: Schema.Array(FieldUsage) }).annotations({
  identifier: "FieldUsages"
})

/** Members of a flow that only the server sets. */
export const readOnlyFlowKeys = ["error", "errors", "version", "deployed_version", "deployed_at", "created_at", "updated_at"] as const
