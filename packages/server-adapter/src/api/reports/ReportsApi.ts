import { HttpApiGroup } from "@effect/platform"
import { Negotiation } from "../Negotiation.js"

/** The `reports` endpoints. Authentication is declared per endpoint (some of these are public). */
export class ReportsApi extends HttpApiGroup.make("reports").middleware(Negotiation) {}
