import { HttpApiGroup } from "@effect/platform"
import { Negotiation } from "../Negotiation.js"
import { Authentication } from "../Security.js"

/** The `flows` endpoints. Every endpoint needs the API key (group middleware). */
export class FlowsApi extends HttpApiGroup.make("flows").middleware(Negotiation).middleware(Authentication) {}
