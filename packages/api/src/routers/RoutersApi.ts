import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema, OpenApi } from "@effect/platform"
import { Schema } from "effect"
import { Conflict } from "../Errors.js"
import { Negotiation } from "../Negotiation.js"
import { Authentication } from "../Security.js"
import { Router, RouterInput } from "./Router.js"

const RouterPath = Schema.Struct({ id: Schema.String })

/**
 * The `routers` endpoints: list, create (201), get, update, delete (204). Every endpoint needs
 * the API key (group middleware). A router takes leads at `/routers/{id}/submit` and `/ping`.
 */
export class RoutersApi extends HttpApiGroup.make("routers")
  .add(HttpApiEndpoint.get("list", "/routers")
      .annotate(OpenApi.Summary, "List routers")
      .annotate(OpenApi.Description, "The account's routers, each with its routes and its `submission_url`.").addSuccess(Schema.Array(Router)))
  .add(HttpApiEndpoint.post("create", "/routers")
      .annotate(OpenApi.Summary, "Create a router")
      .annotate(OpenApi.Description, "A router is one submission URL (`/routers/{id}/submit`, `/ping`) for several flows: its routes are tried in order and the first whose rule set passes takes the lead. 422 with `errors` when a route names a flow or source that does not exist.").setPayload(RouterInput).addSuccess(Router, { status: 201 }))
  .add(HttpApiEndpoint.get("get", "/routers/:id")
      .annotate(OpenApi.Summary, "Get a router")
      .annotate(OpenApi.Description, "One router by id. 404 for an unknown id.").setPath(RouterPath).addSuccess(Router))
  .add(
    HttpApiEndpoint.put("update", "/routers/:id")
      .annotate(OpenApi.Summary, "Update a router")
      .annotate(OpenApi.Description, "Replaces the router's routes and settings; submissions use the new routes at once. 409 when the `updated_at` sent is older than the stored one.")
      .setPath(RouterPath)
      .setPayload(RouterInput)
      .addSuccess(Router)
      .addError(Conflict)
  )
  .add(HttpApiEndpoint.del("delete", "/routers/:id")
      .annotate(OpenApi.Summary, "Delete a router")
      .annotate(OpenApi.Description, "204; submissions to the router get 404 afterwards. The flows it routed to are not changed.").setPath(RouterPath).addSuccess(HttpApiSchema.NoContent))
  .middleware(Negotiation)
  .middleware(Authentication) {}
