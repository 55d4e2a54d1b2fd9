import { ModuleId, ObjectId, RuleSet, ShortId, Timestamp } from "@leadflow/core"
import { Schema } from "effect"

/**
 * A router: one submission URL (`/routers/{id}/submit`, `/ping`) for several flows. Its routes
 * are tried in order against the submitted data; the first whose rule set passes (a route
 * without one always does) sends the lead to its flow and source. The shape is the reference's
 * Router/Route, plus an optional `name` and the read-only `submission_url`.
 */

const strict = { errors: "all", onExcessProperty: "error" } as const
const optional = <S extends Schema.Schema.All>(schema: S) => Schema.optionalWith(schema, { exact: true })

export const Route = Schema.Struct({
  id: optional(ShortId),
  /** The flow this route sends leads to (of the router's account). */
  flow_id: ObjectId,
  /** The source of that flow the lead arrives as (its entity id or short id). */
  source_id: Schema.String.pipe(Schema.minLength(1)),
  /** The route is taken when these rules pass against the submitted data (`state`, `lead.state`). */
  rule_set: optional(RuleSet)
}).annotations({ identifier: "Route", parseOptions: strict })
export type Route = typeof Route.Type

/** The inbound integration routers use unless they name another. */
export const defaultRouterModule = "leadflow-standard.inbound"

/** What a client sends to create or update a router; read-only members are accepted and ignored. */
export const RouterInput = Schema.Struct({
  id: optional(Schema.String),
  name: optional(Schema.String),
  /** The inbound integration that reads submissions and answers them (default the standard one). */
  module_id: optional(ModuleId),
  routes: Schema.Array(Route),
  submission_url: optional(Schema.String),
  created_at: optional(Schema.String),
  /** On update: when given, it must equal the stored router's (else 409). */
  updated_at: optional(Schema.String)
}).annotations({ identifier: "RouterInput", parseOptions: strict })
export type RouterInput = typeof RouterInput.Type

export const Router = Schema.Struct({
  id: ObjectId,
  name: optional(Schema.String),
  module_id: ModuleId,
  routes: Schema.Array(Route),
  /** Where sellers post leads: `{public url}/routers/{id}/submit`. */
  submission_url: Schema.String,
  created_at: Timestamp,
  updated_at: Timestamp
}).annotations({ identifier: "Router" })
export type Router = typeof Router.Type

/** What is stored (the documents' body): the router without its read-only members. */
export const StoredRouter = Schema.Struct({
  id: optional(Schema.String),
  name: optional(Schema.String),
  module_id: optional(ModuleId),
  routes: Schema.Array(Route)
}).annotations({ identifier: "StoredRouter", parseOptions: { errors: "all", onExcessProperty: "ignore" } })
export type StoredRouter = typeof StoredRouter.Type
