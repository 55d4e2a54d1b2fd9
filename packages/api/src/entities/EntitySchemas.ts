import { Entity, TimeZone } from "@leadflow/core"
import { Schema } from "effect"
import { DocumentName } from "../DocumentName.js"
import { documentPayload } from "../flows/DocumentPayload.js"

/** A web address an entity is shown with: an absolute http(s) URL, at most 2,048 characters, or empty for none. */
const WebUrl = Schema.String.pipe(
  Schema.filter((text) => {
    if (text === "") return true
    if (text.length > 2048) return "must be at most 2048 characters"
    try {
      const url = new URL(text)
      return url.protocol === "http:" || url.protocol === "https:" || "must be an http or https URL"
    } catch {
      return "must be an absolute http or https URL"
    }
  })
)

/**
 * An entity sent to `POST /entities` or `PUT /entities/{id}`: core's Entity (read-only members
 * are ignored). Its descriptive members are checked here, where they come in (stored entities
 * still read as they were saved): a time zone this runtime knows, web addresses that are.
 */
export const EntityDocument = Schema.Struct({
  ...Entity.fields,
  name: DocumentName,
  time_zone: Schema.optionalWith(TimeZone, { exact: true }),
  website: Schema.optionalWith(WebUrl, { exact: true }),
  logo_url: Schema.optionalWith(Schema.NullOr(WebUrl), { exact: true }),
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
