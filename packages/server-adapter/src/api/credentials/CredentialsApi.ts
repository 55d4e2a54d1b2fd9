import { HttpApiGroup } from "@effect/platform"
import { Negotiation } from "../Negotiation.js"
import { Authentication } from "../Security.js"

/** The `credentials` endpoints. Every endpoint needs the API key (group middleware). */
export class CredentialsApi extends HttpApiGroup.make("credentials").middleware(Negotiation).middleware(Authentication) {}
