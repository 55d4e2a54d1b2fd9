import { HttpApiGroup } from "@effect/platform"
import { Negotiation } from "../Negotiation.js"
import { Authentication } from "../Security.js"

/** The `leads` endpoints. Every endpoint needs the API key (group middleware). */
export class LeadsApi extends HttpApiGroup.make("leads").middleware(Negotiation).middleware(Authentication) {}
