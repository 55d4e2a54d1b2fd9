import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "@effect/platform"
import { Conflict, NotFound } from "../Errors.js"
import { Negotiation } from "../Negotiation.js"
import { Authentication } from "../Security.js"
import { Schema } from "effect"
import {
  CostRefundReleased,
  FeedbackIdPath,
  FeedbackPayload,
  FeedbackResult,
  ReturnDecision,
  ReturnRatesQuery,
  ReturnsCsv,
  ReturnsUploadResult,
  SourceReturnRate
} from "./FeedbackSchemas.js"

/** Lead feedback (returns and conversions). Every endpoint needs the API key (group middleware). */
export class FeedbackApi extends HttpApiGroup.make("feedback")
  .add(
    HttpApiEndpoint.post("giveFeedback", "/feedback")
      .annotate(OpenApi.Description, "A recipient names the recipient event of the lead it was sent (`event_id`) and gives `feedback.type` (return or conversion) and a reason. Records a feedback-received event and answers it; 404 when the event is not the account's. Only a successful delivery can be returned: a return of a recipient or retry event whose outcome is not `success` (the lead was not sold) is a 422 on `event_id` saying so, and nothing is recorded.")
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
  .add(
    HttpApiEndpoint.del("releaseCostRefund", "/feedback/:id/cost-refund")
      .setPath(FeedbackIdPath)
      .addSuccess(CostRefundReleased)
      .addError(NotFound)
      .addError(Conflict)
      .annotate(OpenApi.Summary, "Give back a lead's cost refund kept by a return whose relay may have reached the source")
      .annotate(
        OpenApi.Description,
        "A return relayed to a source with `returns.refund_cost` claims the lead's cost refund; when the relay failed after it was sent (a timeout, a connection closed before the answer), the source may have taken it, so the claim is kept and later returns of the lead are not relayed. Once the source says it did not take the return, this gives the claim back: a later return of the lead is relayed (and refunded) again. Nothing else moves. 404 for an unknown return or another account's; 409 when the return holds no claim on its lead's cost refund, or the source accepted it (the cost was refunded)."
      )
  )
  .add(
    HttpApiEndpoint.post("uploadReturns", "/feedback/returns")
      .setPayload(ReturnsCsv)
      .addSuccess(ReturnsUploadResult)
      .annotate(OpenApi.Summary, "Report returns in bulk from a CSV file")
      .annotate(
        OpenApi.Description,
        "A `text/csv` body of at most 64 MiB (67108864 bytes). A header row names the columns: `event_id` (the recipient event), or `lead_id` and `step_id` (the recipient step the lead was sent to: its successful delivery); `reason` is optional. The whole body is read and each row checked as `POST /feedback` checks its body (`event_id` a BSON id, `reason` at most 1000 characters) before any row is applied; then each row that passed is a return as `POST /feedback` takes it, under the same return policy, in file order (up to 100,000 rows are processed, further rows are counted as `skipped`). Only a successful delivery can be returned. Answers 200 with a result per row (row number, the header being row 1; `ok`, the return's `id`, `status` and `reversed_revenue`, or `error` saying why it was refused) and totals. A body past 64 MiB is a 413 and nothing in it is applied: refused unread when its Content-Length says so; sent chunked, it is refused once past the limit (the connection may then close before the client has read the 413, but no row was applied either way). A header without the id columns, or an empty body, is a 422 (`errors.body`) and nothing is applied."
      )
  )
  .add(
    HttpApiEndpoint.get("returnRates", "/feedback/return-rates")
      .setUrlParams(ReturnRatesQuery)
      .addSuccess(Schema.Array(SourceReturnRate))
      .annotate(OpenApi.Summary, "Get the sources' return rates")
      .annotate(
        OpenApi.Description,
        "Each source's return rate as last measured (approved returns of its leads in its cap's window over its leads in that window), with its `returns.rate_cap` and the status the cap gives it now: `ok`, `flagged` (its source events carry `return_rate`) or `paused` (its new leads fail with `source paused: ...`). `flow_id` keeps one flow's sources."
      )
  )
  .middleware(Negotiation)
  .middleware(Authentication) {}
