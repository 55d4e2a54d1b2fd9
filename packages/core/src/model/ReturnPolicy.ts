import { Schema } from "effect"
import { closedStruct, optional } from "./internal/Record.js"

/**
 * Which returns a recipient may make, on a flow (every recipient step) or on a recipient step
 * (overrides the flow's as a whole). `window_days`: the most days after delivery a return is
 * accepted; `reasons`: the reason codes accepted (a return must give one of them); `approval`:
 * `auto` approves an accepted return at once, `manual` keeps it pending until
 * `PUT /feedback/{id}` approves or rejects it. An approved return reverses the delivery's revenue.
 */
export const ReturnReasonCode = Schema.String.pipe(Schema.minLength(1), Schema.maxLength(100)).annotations({
  identifier: "ReturnReasonCode"
})

export const ReturnPolicy = closedStruct("ReturnPolicy", {
  window_days: optional(Schema.Int.pipe(Schema.between(1, 3650))),
  reasons: optional(
    Schema.Array(ReturnReasonCode).pipe(
      Schema.minItems(1),
      Schema.maxItems(200),
      Schema.filter((codes) => new Set(codes).size === codes.length || "must not repeat a reason code")
    )
  ),
  /** Absent: `auto`. */
  approval: optional(Schema.Literal("auto", "manual"))
})
export type ReturnPolicy = typeof ReturnPolicy.Type
export type ReturnPolicyEncoded = typeof ReturnPolicy.Encoded

/**
 * What a source does with returns relayed to it (through its `feedback` integration):
 * `refund_cost` — a return it accepts (the relay succeeds) refunds what the lead cost, so reports
 * take that cost back (the feedback-sent event carries minus the lead's cost).
 */
export const SourceReturns = closedStruct("SourceReturns", {
  refund_cost: optional(Schema.Boolean)
})
export type SourceReturns = typeof SourceReturns.Type
