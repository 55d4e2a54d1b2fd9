import { HttpApiGroup } from "@effect/platform"
import { Negotiation } from "../Negotiation.js"
import { Authentication } from "../Security.js"

/** The `counters` endpoints. Every endpoint needs the API key (group middleware). */
export class CountersApi extends HttpApiGroup.make("counters").middleware(Negotiation).middleware(Authentication) {}
