import { HttpApiGroup } from "@effect/platform"
import { Negotiation } from "../Negotiation.js"

/** The `batches` endpoints. Authentication is declared per endpoint (some of these are public). */
export class BatchesApi extends HttpApiGroup.make("batches").prefix("/batch").middleware(Negotiation) {}
