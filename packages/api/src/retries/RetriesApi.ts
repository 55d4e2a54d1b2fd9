import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "@effect/platform"
import { Schema } from "effect"
import { Negotiation } from "../Negotiation.js"
import { Authentication } from "../Security.js"
import { ListLimit } from "../ListLimit.js"

/** A retry waiting in the queue. */
export const PendingRetry = Schema.Struct({
  id: Schema.String,
  flow_id: Schema.String,
  step_id: Schema.String,
  lead_id: Schema.String,
  recipient_event_id: Schema.String.annotations({ description: "The recipient event in error that is being retried" }),
  attempts: Schema.Number.annotations({ description: "Attempts made so far, the original delivery not counted" }),
  next_attempt_at: Schema.String.annotations({ description: "When the next attempt is due (ISO 8601)" }),
  last_error: Schema.NullOr(Schema.String).annotations({ description: "Why the last attempt failed, if one was made" }),
  created_at: Schema.String
}).annotations({ identifier: "PendingRetry" })

export const RetriesQuery = Schema.Struct({
  flow_id: Schema.optionalWith(Schema.String, { exact: true }).annotations({ description: "Only this flow's retries" }),
  limit: Schema.optionalWith(ListLimit, { exact: true })
})

/** Retries of errored deliveries waiting in the durable queue. Every endpoint needs the API key. */
export class RetriesApi extends HttpApiGroup.make("retries")
  .add(
    HttpApiEndpoint.get("listRetries", "/retries")
      .setUrlParams(RetriesQuery)
      .addSuccess(Schema.Array(PendingRetry))
      .annotate(OpenApi.Summary, "Pending retries")
      .annotate(
        OpenApi.Description,
        "Deliveries of `retry_enabled` steps that ended in error and wait for their next attempt, soonest first, with the last attempt's error. A retry leaves the list once an attempt ends in anything but an error, or its attempts run out."
      )
  )
  .middleware(Negotiation)
  .middleware(Authentication) {}
