import { Schema } from "effect"
import { ObjectId } from "./Ids.js"
import { ModuleId } from "./Integration.js"
import { closedStruct, optional } from "./internal/Record.js"
import { Timestamp } from "./Timestamp.js"

/**
 * An entity: an identity that sends leads (a source kind), receives them (a recipient kind), or
 * both. `null` means it cannot play that part.
 */

export const EntitySourceKind = Schema.Literal("seller", "form", "other").annotations({
  identifier: "EntitySourceKind"
})
export type EntitySourceKind = typeof EntitySourceKind.Type

export const EntityRecipientKind = Schema.Literal(
  "buyer",
  "crm",
  "analytics",
  "enhancement",
  "esp",
  "other"
).annotations({ identifier: "EntityRecipientKind" })
export type EntityRecipientKind = typeof EntityRecipientKind.Type

/** Suffix of an entity's custom field ids: 3 to 5 lowercase letters or digits (`acorp`). */
export const FieldSuffix = Schema.String.pipe(
  Schema.pattern(/^[0-9a-z]{3,5}$/, {
    message: (issue) => `Expected 3 to 5 lowercase letters or digits, actual ${JSON.stringify(issue.actual)}`
  })
).annotations({ identifier: "FieldSuffix" })

export const Entity = closedStruct("Entity", {
  id: optional(ObjectId),
  name: Schema.String,
  description: optional(Schema.String),
  /** Read-only: a built-in entity. */
  standard: optional(Schema.Boolean),
  /** Read-only: the entity stands for another account. */
  account: optional(Schema.NullOr(Schema.Boolean)),
  /** Read-only: waiting for an invitation to be accepted. */
  pending: optional(Schema.Boolean),
  /** Read-only: how an account entity is connected to this account. */
  connected: optional(Schema.Literal("seller", "buyer", "both")),
  deprecated: optional(Schema.Boolean),
  /** The entity to use instead of this deprecated one. */
  see: optional(ObjectId),
  field_suffix: optional(Schema.NullOr(FieldSuffix)),
  invitation_id: optional(Schema.NullOr(ObjectId)),
  /** Flows listing the entity among their sources (null for a non-account entity). */
  flow_ids: optional(Schema.NullOr(Schema.Array(ObjectId))),
  logo_url: optional(Schema.NullOr(Schema.String)),
  /** Modules the entity may be used with; empty means any. */
  module_ids: Schema.Array(ModuleId),
  source: Schema.NullOr(EntitySourceKind),
  recipient: Schema.NullOr(EntityRecipientKind),
  time_zone: optional(Schema.String),
  certform_certified_vendor: optional(Schema.Boolean),
  website: optional(Schema.String),
  created_at: optional(Timestamp),
  updated_at: optional(Timestamp)
})
export type Entity = typeof Entity.Type
export type EntityEncoded = typeof Entity.Encoded

/**
 * An entity as a flow's source or step refers to it. `name` is read-only in the reference
 * (required in responses), so documents sent in may leave it out. `time_zone` is the zone the
 * source's or step's caps and ping limits without a zone of their own count in (`limitZone`); an
 * embedder sets it from its entity, a host that keeps entity records fills it in from them (the
 * server does, as it does `name`). A zone that is not IANA is a flow issue (`flowEntityZoneIssues`).
 */
export const EntityReference = closedStruct("EntityReference", {
  id: ObjectId,
  name: optional(Schema.String),
  time_zone: optional(Schema.String)
})
export type EntityReference = typeof EntityReference.Type
export type EntityReferenceEncoded = typeof EntityReference.Encoded
