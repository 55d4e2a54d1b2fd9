import { HttpApiSchema } from "@effect/platform"
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
  // The message does not repeat the value (a reason too long to take is too long to echo back).
  reason: Schema.optionalWith(Schema.String.pipe(Schema.maxLength(1000, { message: () => "must be at most 1000 characters long" })), {
    exact: true
  })
}).annotations({ identifier: "FeedbackPayload", parseOptions: { errors: "all", onExcessProperty: "error" } })

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
}).annotations({ identifier: "ReturnDecision", parseOptions: { errors: "all", onExcessProperty: "error" } })

/** `DELETE /feedback/{id}/cost-refund`: the claim given back. */
export const CostRefundReleased = Schema.Struct({
  /** The return that held the claim. */
  id: Schema.String,
  lead_id: Schema.String,
  status: Schema.Literal("released")
}).annotations({ identifier: "CostRefundReleased" })

export const FeedbackIdPath = Schema.Struct({ id: Schema.String.pipe(Schema.minLength(1), Schema.maxLength(100)) })

/** `POST /feedback/returns`: a CSV of returns, read and checked whole before any row is applied. */
export const ReturnsCsv = HttpApiSchema.Text({ contentType: "text/csv" }).annotations({
  description:
    "A header row, then one return per row: `event_id` (the recipient event, a BSON id), or `lead_id` and `step_id` (the recipient step that was sent the lead; its successful delivery is returned); `reason` (optional, at most 1000 characters). Other columns are ignored. At most 64 MiB."
})

/** One row of a returns upload: what became of it. */
export const ReturnsUploadRow = Schema.Struct({
  /** The row number in the file, the header being row 1. */
  row: Schema.Number,
  ok: Schema.Boolean,
  /** The return's id (the feedback-received event's, or the pending return's). */
  id: Schema.optionalWith(Schema.String, { exact: true }),
  event_id: Schema.optionalWith(Schema.String, { exact: true }),
  lead_id: Schema.optionalWith(Schema.String, { exact: true }),
  status: Schema.optionalWith(ReturnStatus, { exact: true }),
  reversed_revenue: Schema.optionalWith(Schema.Number, { exact: true }),
  /** Why the row was not taken, or why its return was refused. */
  error: Schema.optionalWith(Schema.String, { exact: true })
}).annotations({ identifier: "ReturnsUploadRow" })

/** The answer to a returns upload: a result per row, and totals. */
export const ReturnsUploadResult = Schema.Struct({
  rows: Schema.Array(ReturnsUploadRow),
  totals: Schema.Struct({
    /** Data rows read (the header not counted). */
    rows: Schema.Number,
    approved: Schema.Number,
    pending: Schema.Number,
    /** Rows refused (bad row, unknown event, refused by the policy or the step's rules). */
    failed: Schema.Number,
    /** Rows past the limit of one upload, not processed and not listed. */
    skipped: Schema.Number
  })
}).annotations({ identifier: "ReturnsUploadResult" })

/** `GET /feedback/return-rates`: optionally one flow's sources only. */
export const ReturnRatesQuery = Schema.Struct({
  flow_id: Schema.optionalWith(Schema.String.pipe(Schema.minLength(1), Schema.maxLength(100)), { exact: true })
})

/** A source's return rate as last measured, and what its cap makes of it now. */
export const SourceReturnRate = Schema.Struct({
  flow_id: Schema.String,
  source_id: Schema.String,
  /** `ok`: under its cap (or too few leads); `flagged` or `paused`: over it; `uncapped`: the source has no cap now. */
  status: Schema.Literal("ok", "flagged", "paused", "uncapped"),
  /** Returned leads ÷ leads, in percent. */
  rate: Schema.Number,
  returns: Schema.Number,
  leads: Schema.Number,
  window_days: Schema.Number,
  measured_at: Schema.String,
  /** The source's `returns.rate_cap` now. */
  cap: Schema.optionalWith(
    Schema.Struct({
      percent: Schema.Number,
      window_days: Schema.Number,
      min_leads: Schema.Number,
      action: Schema.Literal("flag", "pause")
    }),
    { exact: true }
  )
}).annotations({ identifier: "SourceReturnRate" })
