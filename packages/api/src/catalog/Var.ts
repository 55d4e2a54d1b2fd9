import { Schema } from "effect"

/** A variable a flow's rules, templates and mappings can use, as `GET /vars` lists it (the reference's `Var`). */
export const Var = Schema.Struct({
  name: Schema.String,
  label: Schema.String,
  type: Schema.optionalWith(Schema.String, { exact: true }),
  description: Schema.optionalWith(Schema.String, { exact: true }),
  module_id: Schema.optionalWith(Schema.String, { exact: true }),
  entity_id: Schema.optionalWith(Schema.String, { exact: true }),
  examples: Schema.optionalWith(Schema.Array(Schema.String), { exact: true })
}).annotations({ identifier: "Var" })
export type Var = typeof Var.Type
