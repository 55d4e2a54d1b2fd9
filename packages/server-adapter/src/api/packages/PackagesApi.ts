import { HttpApiGroup } from "@effect/platform"
import { Negotiation } from "../Negotiation.js"

/** The `packages` endpoints. Authentication is declared per endpoint (some of these are public). */
export class PackagesApi extends HttpApiGroup.make("packages").middleware(Negotiation) {}
