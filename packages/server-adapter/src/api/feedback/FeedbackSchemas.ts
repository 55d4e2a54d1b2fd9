import { Schema } from "effect"
import { BsonId } from "../counters/BsonId.js"

/**
 * `POST /feedback`: a recipient reports a return or a conversion for a lead it was sent, naming
 * the recipient event (the `event_id` variable it received with the lead). The reference has no
 * operation for this (its spec says "not shown"); the body follows its feedback metadata
 * (`feedback.type`, `feedback.reason`).
 */
export const FeedbackPayload = Schema.Struct({
  event_id: BsonId,
  type: Schema.Literal("return", "conversion"),
  reason: Schema.optionalWith(Schema.String.pipe(Schema.maxLength(1000)), { exact: true })
}).annotations({ identifier: "FeedbackPayload", parseOptions: { errors: "all" } })

/** The answer: the feedback-received event recorded and its outcome (failure when refused). */
export const FeedbackResult = Schema.Struct({
  id: Schema.String,
  lead_id: Schema.String,
  recipient_event_id: Schema.String,
  type: Schema.Literal("return", "conversion"),
  outcome: Schema.Literal("success", "failure", "error"),
  reason: Schema.NullOr(Schema.String),
  /** The outcome of passing it on to the source, when the source takes feedback. */
  sent: Schema.optionalWith(
    Schema.Struct({
      id: Schema.String,
      outcome: Schema.Literal("success", "failure", "error", "skip"),
      reason: Schema.NullOr(Schema.String)
    }),
    { exact: true }
  )
}).annotations({ identifier: "FeedbackResult" })
