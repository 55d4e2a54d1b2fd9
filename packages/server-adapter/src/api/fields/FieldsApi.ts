import { HttpApiGroup } from "@effect/platform"
import { Negotiation } from "../Negotiation.js"
import { Authentication } from "../Security.js"

/** The `fields` endpoints. Every endpoint needs the API key (group middleware). */
export class FieldsApi extends HttpApiGroup.make("fields").middleware(Negotiation).middleware(Authentication) {}
