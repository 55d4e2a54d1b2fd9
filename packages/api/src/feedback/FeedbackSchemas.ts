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

/** Where a return stands under its policy (absent when no return policy applies). */
export const ReturnStatus = Schema.Literal("pending", "approved", "rejected").annotations({ identifier: "ReturnStatus" })

/**
 * The answer: the feedback-received event recorded and its outcome (failure when refused). A
 * return waiting for approval (`manual` policy) has no event yet: outcome and status `pending`,
 * and `id` is the id `PUT /feedback/{id}` decides it by (the event takes it when decided).
 */
export const FeedbackResult = Schema.Struct({
  id: Schema.String,
  lead_id: Schema.String,
  recipient_event_id: Schema.String,
  type: Schema.Literal("return", "conversion"),
  outcome: Schema.Literal("success", "failure", "error", "pending"),
  reason: Schema.NullOr(Schema.String),
  status: Schema.optionalWith(ReturnStatus, { exact: true }),
  /** Revenue the approved return took back from the delivery (reports subtract it). */
  reversed_revenue: Schema.optionalWith(Schema.Number, { exact: true }),
  /** The outcome of passing it on to the source, when the source takes feedback. */
  sent: Schema.optionalWith(
    Schema.Struct({
      id: Schema.String,
      outcome: Schema.Literal("success", "failure", "error", "skip"),
      reason: Schema.NullOr(Schema.String),
      /** The lead's cost the source refunded for an accepted return (`returns.refund_cost`). */
      refunded_cost: Schema.optionalWith(Schema.Number, { exact: true })
    }),
    { exact: true }
  )
}).annotations({ identifier: "FeedbackResult" })

/** `PUT /feedback/{id}`: approve or reject a pending return (`reason` is recorded on a rejection). */
export const ReturnDecision = Schema.Struct({
  status: Schema.Literal("approved", "rejected"),
  reason: Schema.optionalWith(Schema.String.pipe(Schema.maxLength(1000)), { exact: true })
}).annotations({ identifier: "ReturnDecision", parseOptions: { errors: "all" } })

export const FeedbackIdPath = Schema.Struct({ id: Schema.String.pipe(Schema.minLength(1), Schema.maxLength(100)) })
