import { Entity } from "@leadflow/core"
import { Schema } from "effect"
import { DocumentName } from "../DocumentName.js"
import { documentPayload } from "../flows/DocumentPayload.js"

/** An entity sent to `POST /entities` or `PUT /entities/{id}`: core's Entity (read-only members are ignored). */
export const EntityDocument = Schema.Struct({
  ...Entity.fields,
  name: DocumentName,
  // The spec: empty means any module may be used, and so does leaving it out.
  module_ids: Schema.optionalWith(Entity.fields.module_ids, { default: () => [] })
}).annotations({
  identifier: "EntityDocument",
  parseOptions: { errors: "all", onExcessProperty: "error" }
})

export const EntityPayload = documentPayload(EntityDocument, "Entity")

/** Members of an entity that only the server sets (kept from the stored entity on update). */
export const readOnlyEntityKeys = [
  "id",
  "standard",
  "account",
  "pending",
  "connected",
  "invitation_id",
  "flow_ids",
  "created_at",
  "updated_at"
] as const
