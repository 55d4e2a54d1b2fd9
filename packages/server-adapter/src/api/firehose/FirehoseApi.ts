import { HttpApiGroup } from "@effect/platform"
import { Negotiation } from "../Negotiation.js"
import { Authentication } from "../Security.js"

/** The `firehose` endpoints. Every endpoint needs the API key (group middleware). */
export class FirehoseApi extends HttpApiGroup.make("firehose").middleware(Negotiation).middleware(Authentication) {}
