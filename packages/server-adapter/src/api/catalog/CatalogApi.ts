import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "@effect/platform"
import { Schema } from "effect"
import { NotFound, ServiceUnavailable } from "../Errors.js"
import { Negotiation } from "../Negotiation.js"
import { Authentication } from "../Security.js"
import { TypeView } from "./TypeView.js"
import { Var } from "./Vars.js"

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
  .add(HttpApiEndpoint.get("status", "/status").addSuccess(Status))
  .add(HttpApiEndpoint.get("types", "/types").addSuccess(Schema.Array(TypeView)))
  .add(
    HttpApiEndpoint.get("type")`/types/${HttpApiSchema.param("name", Schema.String)}`
      .addSuccess(TypeView)
      .addError(NotFound)
  )
  .add(
    HttpApiEndpoint.get("vars", "/vars")
      .setUrlParams(VarsParams)
      .addSuccess(Schema.Array(Var))
      .addError(ServiceUnavailable)
  )
  .middleware(Negotiation)
  .middleware(Authentication) {}
