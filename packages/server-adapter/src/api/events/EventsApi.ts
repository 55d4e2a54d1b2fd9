import { HttpApiGroup } from "@effect/platform"
import { Negotiation } from "../Negotiation.js"
import { Authentication } from "../Security.js"

/** The `events` endpoints. Every endpoint needs the API key (group middleware). */
export class EventsApi extends HttpApiGroup.make("events").middleware(Negotiation).middleware(Authentication) {}
