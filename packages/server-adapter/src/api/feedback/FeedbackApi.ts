import { HttpApiGroup } from "@effect/platform"
import { Negotiation } from "../Negotiation.js"
import { Authentication } from "../Security.js"

/** The `feedback` endpoints. Every endpoint needs the API key (group middleware). */
export class FeedbackApi extends HttpApiGroup.make("feedback").middleware(Negotiation).middleware(Authentication) {}
