import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "@effect/platform"
import { Schema } from "effect"
import { Negotiation } from "../Negotiation.js"
import { Authentication } from "../Security.js"
import { Destination, DestinationsQuery } from "./DestinationSchemas.js"

/** Configured destinations. Every endpoint needs the API key (group middleware). */
export class DestinationsApi extends HttpApiGroup.make("destinations")
  .add(
    HttpApiEndpoint.get("listDestinations", "/destinations")
      .annotate(OpenApi.Description, "Every delivery destination (recipient steps' integrations and their settings) named in the account's flows; `include=flow_usages` adds the flows and steps using each.")
      .setUrlParams(DestinationsQuery)
      .addSuccess(Schema.Array(Destination))
      .annotate(OpenApi.Summary, "Destinations configured in the account's flows; `include=flow_usages` adds where each is used")
  )
  .middleware(Negotiation)
  .middleware(Authentication) {}
