import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Schema } from "effect"
import { Negotiation } from "../Negotiation.js"
import { Authentication } from "../Security.js"

/** `GET /status`: whether the API is up, for health checks. */
export const Status = Schema.Struct({
  status: Schema.String,
  version: Schema.String,
  time: Schema.String
}).annotations({ identifier: "Status" })

/** Catalogue endpoints: status, types, vars. Every endpoint needs the API key (group middleware). */
export class CatalogApi extends HttpApiGroup.make("catalog")
  .add(HttpApiEndpoint.get("status", "/status").addSuccess(Status))
  .middleware(Negotiation)
  .middleware(Authentication) {}
