import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "@effect/platform"
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
  .add(HttpApiEndpoint.get("list", "/routers").addSuccess(Schema.Array(Router)))
  .add(HttpApiEndpoint.post("create", "/routers").setPayload(RouterInput).addSuccess(Router, { status: 201 }))
  .add(HttpApiEndpoint.get("get", "/routers/:id").setPath(RouterPath).addSuccess(Router))
  .add(
    HttpApiEndpoint.put("update", "/routers/:id")
      .setPath(RouterPath)
      .setPayload(RouterInput)
      .addSuccess(Router)
      .addError(Conflict)
  )
  .add(HttpApiEndpoint.del("delete", "/routers/:id").setPath(RouterPath).addSuccess(HttpApiSchema.NoContent))
  .middleware(Negotiation)
  .middleware(Authentication) {}
