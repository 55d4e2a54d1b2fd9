import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "@effect/platform"
import { NotFound } from "../Errors.js"
import { Negotiation } from "../Negotiation.js"
import { Authentication } from "../Security.js"
import { FeedbackPayload, FeedbackResult } from "./FeedbackSchemas.js"

/** Lead feedback (returns and conversions). Every endpoint needs the API key (group middleware). */
export class FeedbackApi extends HttpApiGroup.make("feedback")
  .add(
    HttpApiEndpoint.post("giveFeedback", "/feedback")
      .setPayload(FeedbackPayload)
      .addSuccess(FeedbackResult, { status: 201 })
      .addError(NotFound)
      .annotate(OpenApi.Summary, "Report a return or a conversion for a delivered lead")
  )
  .middleware(Negotiation)
  .middleware(Authentication) {}
