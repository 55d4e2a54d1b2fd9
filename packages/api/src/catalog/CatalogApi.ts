import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema, OpenApi } from "@effect/platform"
import { Schema } from "effect"
import { NotFound, ServiceUnavailable } from "../Errors.js"
import { Negotiation } from "../Negotiation.js"
import { Authentication } from "../Security.js"
import { TypeView } from "./TypeView.js"
import { Var } from "./Var.js"

/** `GET /status`: whether the API is up, for health checks. */
export const Status = Schema.Struct({
  status: Schema.String,
  version: Schema.String,
  time: Schema.String
}).annotations({ identifier: "Status" })

const many = Schema.optionalWith(Schema.Array(Schema.String), { exact: true })

export const VarsParams = Schema.Struct({
  /** Only these flows' variables (repeat the parameter for several). */
  flow_id: many,
  /** Leave out these variables, and everything under them (`exclude=appended`). */
  exclude: many
})

/** Catalogue endpoints: status, types, vars. Every endpoint needs the API key (group middleware). */
export class CatalogApi extends HttpApiGroup.make("catalog")
  .add(HttpApiEndpoint.get("status", "/status")
      .annotate(OpenApi.Summary, "Server status")
      .annotate(OpenApi.Description, "Whether the API is up, the server's version and time; for health checks with a key (`/healthz` and `/readyz` need none).").addSuccess(Status))
  .add(HttpApiEndpoint.get("types", "/types")
      .annotate(OpenApi.Summary, "List field types")
      .annotate(OpenApi.Description, "Every field type: its components and their types, the rule operators it allows, whether its values are masked when stored, and example inputs parsed.").addSuccess(Schema.Array(TypeView)))
  .add(
    HttpApiEndpoint.get("type")`/types/${HttpApiSchema.param("name", Schema.String)}`
      .annotate(OpenApi.Summary, "Get a field type")
      .annotate(OpenApi.Description, "One field type by name (`phone`, `email`, `state`, \u2026). 404 for an unknown name.")
      .addSuccess(TypeView)
      .addError(NotFound)
  )
  .add(
    HttpApiEndpoint.get("vars", "/vars")
      .annotate(OpenApi.Summary, "List the variables flows can use")
      .annotate(OpenApi.Description, "Every variable a flow's rules, templates and mappings can name (`lead.*`, `flow.id`, `source.id`, `appended.*`, \u2026), for all flows or those of `flow_id`; `exclude` leaves out a variable and everything under it. In events, these same variables are under `vars.` (see Event property paths).")
      .setUrlParams(VarsParams)
      .addSuccess(Schema.Array(Var))
      .addError(ServiceUnavailable)
  )
  .middleware(Negotiation)
  .middleware(Authentication) {}
