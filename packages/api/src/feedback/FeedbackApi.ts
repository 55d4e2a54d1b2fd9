import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "@effect/platform"
import { Conflict, NotFound } from "../Errors.js"
import { Negotiation } from "../Negotiation.js"
import { Authentication } from "../Security.js"
import { FeedbackIdPath, FeedbackPayload, FeedbackResult, ReturnDecision } from "./FeedbackSchemas.js"

/** Lead feedback (returns and conversions). Every endpoint needs the API key (group middleware). */
export class FeedbackApi extends HttpApiGroup.make("feedback")
  .add(
    HttpApiEndpoint.post("giveFeedback", "/feedback")
      .annotate(OpenApi.Description, "A recipient names the recipient event of the lead it was sent (`event_id`) and gives `feedback.type` (return or conversion) and a reason. Records a feedback-received event and answers it; 404 when the event is not the account's.")
      .setPayload(FeedbackPayload)
      .addSuccess(FeedbackResult, { status: 201 })
      .addError(NotFound)
      .annotate(OpenApi.Summary, "Report a return or a conversion for a delivered lead")
  )
  .add(
    HttpApiEndpoint.put("decideReturn", "/feedback/:id")
      .setPath(FeedbackIdPath)
      .setPayload(ReturnDecision)
      .addSuccess(FeedbackResult)
      .addError(NotFound)
      .addError(Conflict)
      .annotate(OpenApi.Summary, "Approve or reject a return waiting for approval")
      .annotate(
        OpenApi.Description,
        "A return under a policy with `approval: manual` waits as `pending` until decided. Approved: the recipient's revenue is reversed in reports (and the lead's cost too when the source has `returns.refund_cost`). Rejected: nothing moves. Another account's return id answers 404; a return already decided answers 409."
      )
  )
  .middleware(Negotiation)
  .middleware(Authentication) {}
