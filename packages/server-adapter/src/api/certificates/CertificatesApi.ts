import { HttpApiGroup } from "@effect/platform"
import { Negotiation } from "../Negotiation.js"

/** The `certificates` endpoints. Authentication is declared per endpoint (some of these are public). */
export class CertificatesApi extends HttpApiGroup.make("certificates").prefix("/cert").middleware(Negotiation) {}
