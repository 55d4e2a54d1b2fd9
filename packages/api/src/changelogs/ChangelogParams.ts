import { FieldId, ObjectId } from "@leadflow/core"
import { Schema } from "effect"
import { parseTime, timeParamFormat } from "../Instant.js"
import { ChangelogAction, ChangelogType } from "./ChangelogSchema.js"

/**
 * The changelog list query: bounds on creation (ids exclusive, times inclusive), what was
 * changed and how, who changed it, how many and in which order.
 */

const optional = <S extends Schema.Schema.All>(schema: S) => Schema.optionalWith(schema, { exact: true })

/** A time bound (`parseTime`, the rule every time parameter follows). */
const TimeParam = Schema.String.pipe(
  Schema.filter((text) =>
    parseTime(text) === undefined
      ? `Expected ${timeParamFormat}, actual ${JSON.stringify(text)}`
      : true
  )
)

export const maxChangelogs = 1000

const LimitParam = Schema.String.pipe(
  Schema.filter((text) =>
    /^\d{1,9}$/.test(text) && Number(text) >= 1 && Number(text) <= maxChangelogs
      ? true
      : `Expected an integer from 1 to ${maxChangelogs}, actual ${JSON.stringify(text)}`
  )
)

export const ChangelogParams = Schema.Struct({
  after_id: optional(ObjectId).annotations({ description: "Only changelogs created after this one (exclusive)" }),
  before_id: optional(ObjectId).annotations({ description: "Only changelogs created before this one (exclusive)" }),
  start: optional(TimeParam).annotations({
    description: "Created at or after (ISO 8601 or ms); with after_id the later bound applies (both, when start is in the id's second)"
  }),
  end: optional(TimeParam).annotations({
    description: "Created at or before (ISO 8601 or ms); with before_id the earlier bound applies (both, when end is in the id's second)"
  }),
  type: optional(ChangelogType).annotations({
    description: "Changes of this kind of record; with flow_id, field_id or entity_id it must be that id's kind (422 otherwise)"
  }),
  flow_id: optional(ObjectId).annotations({ description: "Changes of this flow (only one of flow_id, field_id, entity_id)" }),
  field_id: optional(FieldId).annotations({ description: "Changes of this field (only one of flow_id, field_id, entity_id)" }),
  entity_id: optional(ObjectId).annotations({ description: "Changes of this entity (only one of flow_id, field_id, entity_id)" }),
  action: optional(ChangelogAction),
  user_id: optional(Schema.Union(Schema.Literal("null"), ObjectId)).annotations({
    description: "Changes by this user; `null` selects changes made without a user (with an API key)"
  }),
  limit: optional(LimitParam).annotations({ description: `At most this many (1 to ${maxChangelogs}, default ${maxChangelogs})` }),
  sort: optional(Schema.Literal("asc", "desc")).annotations({ description: "By creation, default desc" })
}).annotations({ parseOptions: { errors: "all" } })
export type ChangelogParams = typeof ChangelogParams.Type
