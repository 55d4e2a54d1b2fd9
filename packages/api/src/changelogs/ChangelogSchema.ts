import { Schema } from "effect"

/** A changelog as the reference shapes it: what changed in a flow, field or entity, and how. */

const optional = <S extends Schema.Schema.All>(schema: S) => Schema.optionalWith(schema, { exact: true })

export const ChangelogType = Schema.Literal("flow", "field", "entity").annotations({ identifier: "ChangelogType" })
export type ChangelogType = typeof ChangelogType.Type

export const ChangelogAction = Schema.Literal("create", "update", "delete").annotations({ identifier: "ChangelogAction" })
export type ChangelogAction = typeof ChangelogAction.Type

const ChangeSide = Schema.Struct({
  value: Schema.Unknown,
  index: optional(Schema.Number)
}).annotations({ identifier: "ChangeSide" })

export const Change = Schema.Struct({
  action: Schema.Literal("added", "removed", "changed"),
  /** Dotted path of the changed value in the record. */
  target: Schema.String,
  /** Dotted path of the change in `delta_from_last_revision`. */
  delta_path: Schema.String,
  previous: optional(ChangeSide),
  current: optional(ChangeSide)
}).annotations({ identifier: "Change" })

/** Who made the change; absent for changes made with an API key (keys have no user). */
export const ChangelogUser = Schema.Struct({
  id: Schema.String,
  first_name: optional(Schema.String),
  last_name: optional(Schema.String),
  email: optional(Schema.String)
}).annotations({ identifier: "ChangelogUser" })

export const Changelog = Schema.Struct({
  id: Schema.String,
  type: ChangelogType,
  action: ChangelogAction,
  changes: Schema.Array(Change),
  /** The record after the change (as deleted, for a delete), its id repeated as `_id`. */
  current_revision: Schema.Record({ key: Schema.String, value: Schema.Unknown }),
  /** The difference from the previous revision (jsondiffpatch delta format). */
  delta_from_last_revision: Schema.Record({ key: Schema.String, value: Schema.Unknown }),
  user: optional(ChangelogUser),
  created_at: Schema.String
}).annotations({ identifier: "Changelog" })
export type Changelog = typeof Changelog.Type
