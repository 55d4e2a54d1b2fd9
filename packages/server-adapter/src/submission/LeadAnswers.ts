import type { InboundIntegration, SubmittedRequest } from "@leadflow/integrations"
import type { PingResult, SubmitResult } from "@leadflow/core"
import type { Answer } from "./Replies.js"

/**
 * The answer to a handled submission, by the source's inbound integration: the lead's vars it
 * reads (`outcome`, `reason`, `lead.id`, `price`, `appended`) and, should a plugin's `response`
 * throw, the standard JSON answer built here instead (never a 500).
 */

const fallback = (vars: Readonly<Record<string, unknown>>, ping: boolean): Answer => {
  const answer: Record<string, unknown> = { outcome: vars["outcome"] }
  if (vars["reason"] !== undefined) answer["reason"] = vars["reason"]
  if (vars["lead"] !== undefined) answer["lead"] = vars["lead"]
  answer["price"] = vars["price"] ?? 0
  if (vars["bid_id"] !== undefined) {
    answer["bid_id"] = vars["bid_id"]
    answer["bid_expires_at"] = vars["bid_expires_at"]
  }
  return { status: ping ? 200 : 201, headers: { "Content-Type": "application/json" }, body: JSON.stringify(answer) }
}

export const answerWith = (
  inbound: InboundIntegration,
  request: SubmittedRequest,
  vars: Readonly<Record<string, unknown>>,
  ping: boolean
): Answer => {
  try {
    return inbound.response(request, vars)
  } catch {
    return fallback(vars, ping)
  }
}

/** The vars of a submitted lead: no lead id when nothing was recorded. */
export const submitVars = (result: SubmitResult): Record<string, unknown> =>
  result.leadId === "" || !result.recorded
    ? { outcome: result.outcome, reason: result.reason, price: result.price }
    : { outcome: result.outcome, reason: result.reason, lead: { id: result.leadId }, price: result.price, appended: result.appended }

/** The vars of a ping's answer; an auction's held bid adds `bid_id` and `bid_expires_at` (ISO). */
export const pingVars = (result: PingResult): Record<string, unknown> =>
  result.bidId === undefined
    ? { outcome: result.outcome, reason: result.reason, price: result.price }
    : {
        outcome: result.outcome,
        reason: result.reason,
        price: result.price,
        bid_id: result.bidId,
        bid_expires_at: new Date(result.bidExpiresAt ?? 0).toISOString()
      }

/** The 429 of an exhausted ping limit: `retry_after` seconds in the body and the header. */
export const tooManyPings = (retryAfter: number): Answer => ({
  status: 429,
  headers: { "Content-Type": "application/json", "Retry-After": String(Math.max(1, Math.ceil(retryAfter))) },
  body: JSON.stringify({ status: 429, message: "Too Many Requests", retry_after: retryAfter })
})
