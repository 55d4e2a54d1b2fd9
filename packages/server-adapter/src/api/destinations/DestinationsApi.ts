import { HttpApiGroup } from "@effect/platform"
import { Negotiation } from "../Negotiation.js"
import { Authentication } from "../Security.js"

/** The `destinations` endpoints. Every endpoint needs the API key (group middleware). */
export class DestinationsApi extends HttpApiGroup.make("destinations").middleware(Negotiation).middleware(Authentication) {}
