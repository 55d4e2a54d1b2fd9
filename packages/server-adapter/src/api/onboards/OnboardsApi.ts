import { HttpApiGroup } from "@effect/platform"
import { Negotiation } from "../Negotiation.js"
import { Authentication } from "../Security.js"

/** The `onboards` endpoints. Every endpoint needs the API key (group middleware). */
export class OnboardsApi extends HttpApiGroup.make("onboards").middleware(Negotiation).middleware(Authentication) {}
