import { HttpApiGroup } from "@effect/platform"
import { Negotiation } from "../Negotiation.js"
import { Authentication } from "../Security.js"

/** The `entities` endpoints. Every endpoint needs the API key (group middleware). */
export class EntitiesApi extends HttpApiGroup.make("entities").middleware(Negotiation).middleware(Authentication) {}
