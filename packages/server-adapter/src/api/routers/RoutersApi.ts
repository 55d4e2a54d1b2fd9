import { HttpApiGroup } from "@effect/platform"
import { Negotiation } from "../Negotiation.js"
import { Authentication } from "../Security.js"

/** The `routers` endpoints. Every endpoint needs the API key (group middleware). */
export class RoutersApi extends HttpApiGroup.make("routers").middleware(Negotiation).middleware(Authentication) {}
