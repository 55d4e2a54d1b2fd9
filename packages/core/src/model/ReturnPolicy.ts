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
 * A cap on a source's return rate: approved returns of its leads in the last `window_days` days
 * (leads returned, each once) over its leads received in those days (pings not counted). Over
 * `percent` (strictly), with at least `min_leads` leads in the window (default 10, so 1 return of
 * 1 lead does not trip it): `flag` marks the source (its source events carry `return_rate`),
 * `pause` refuses its new leads and pings (`source paused: return rate 23% over 20% in 30 days`).
 */
export const ReturnRateCap = closedStruct("ReturnRateCap", {
  percent: Schema.Finite.pipe(Schema.greaterThan(0), Schema.lessThan(100)),
  window_days: Schema.Int.pipe(Schema.between(1, 3650)),
  /** Absent: 10. */
  min_leads: optional(Schema.Int.pipe(Schema.between(1, 1_000_000))),
  action: Schema.Literal("flag", "pause")
})
export type ReturnRateCap = typeof ReturnRateCap.Type

/** `min_leads` when a cap does not set it. */
export const defaultReturnRateMinLeads = 10

/**
 * What a source does with returns relayed to it (through its `feedback` integration):
 * `refund_cost` — a return it accepts (the relay succeeds) refunds what the lead cost, so reports
 * take that cost back (the feedback-sent event carries minus the lead's cost); `rate_cap` —
 * flag or pause the source when too many of its leads are returned (`ReturnRateCap`).
 */
export const SourceReturns = closedStruct("SourceReturns", {
  refund_cost: optional(Schema.Boolean),
  rate_cap: optional(ReturnRateCap)
})
export type SourceReturns = typeof SourceReturns.Type
