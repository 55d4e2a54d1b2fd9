import { HttpApiGroup } from "@effect/platform"
import { Negotiation } from "../Negotiation.js"
import { Authentication } from "../Security.js"

/** The `changelogs` endpoints. Every endpoint needs the API key (group middleware). */
export class ChangelogsApi extends HttpApiGroup.make("changelogs").middleware(Negotiation).middleware(Authentication) {}
