import { Conflict, type FeedbackResult, NotFound, ValidationFailed } from "@leadflow/api"
import { type Credentials, documentStepsOf, type EventStore, Ids, type Integrations, ReturnPolicy, type StoreError } from "@leadflow/core"
import type { SqlClient } from "@effect/sql"
import { Clock, Effect, Option, Schema } from "effect"
import { Documents, StaleVersion } from "../storage/Documents.js"
import { flowToRun } from "../secrets/FlowSecrets.js"
import type { SecretBox } from "../secrets/SecretBox.js"
import { type FeedbackRecorded, type FeedbackRequest, processFeedback } from "./FeedbackProcessor.js"
import { type AccountEvent, deliveryOfLead, eventInAccount, isSuccessfulDelivery, leadCostInAccount } from "./RecipientEvents.js"
import { claimDelivery, releaseDelivery } from "./ReturnClaims.js"
import { recordApprovedReturn } from "./ReturnRates.js"

/**
 * Returns under a return policy (`returns` on the recipient step, else on the flow): a return
 * outside the window (days since delivery) or without an accepted reason code is refused (the
 * failure is recorded, the caller gets a 422 saying why); an accepted one is approved at once
 * (`auto`) or kept in the `returns` table as pending (`manual`) until `PUT /feedback/{id}`
 * approves or rejects it, and only then is its feedback-received event written, with the id the
 * return was answered with. Only a successful delivery (a recipient or retry event with outcome
 * `success`) can be returned: one that failed, erred or was skipped sold nothing, so there is no
 * revenue to take back, no cost to refund and no return to count (a 422, nothing recorded). A
 * step's delivery that erred and was then retried successfully is returned by the retry event,
 * the one successful delivery of that sale, so the sale has one claim. Every return, with a policy
 * or not, first claims its delivery (`ReturnClaims.ts`): a delivery with a return approved or
 * pending cannot be returned again. Conversions go straight to `processFeedback`.
 */

export type FeedbackAnswer = typeof FeedbackResult.Type

type Json = Record<string, unknown>

const dayMs = 86_400_000

const decodePolicy = Schema.decodeUnknownOption(ReturnPolicy)

/** The policy for a delivery by step `stepId`: the step's own, else the flow's (one that does not decode: none). */
export const returnPolicyFor = (flow: Json | undefined, stepId: string | undefined): ReturnPolicy | undefined => {
  if (flow === undefined) return undefined
  const step = stepId === undefined ? undefined : documentStepsOf(flow["steps"]).find((s) => s.id === stepId)
  const own = step?.step["returns"]
  return Option.getOrUndefined(decodePolicy(own !== undefined ? own : flow["returns"]))
}

export type ReturnAssessment =
  | { readonly kind: "refused"; readonly field: "event_id" | "reason"; readonly message: string; readonly record: Json }
  | { readonly kind: "pending" | "approved"; readonly record: Json }

/** What a policy says of a return delivered at `deliveredAt`, arriving at `now` with `reason`. */
export const assessReturn = (policy: ReturnPolicy, deliveredAt: number, now: number, reason: string | undefined): ReturnAssessment => {
  const approval = policy.approval ?? "auto"
  const record: Json = {
    approval,
    delivered_at: new Date(deliveredAt).toISOString(),
    received_at: new Date(now).toISOString(),
    ...(policy.window_days === undefined ? {} : { window_days: policy.window_days })
  }
  if (policy.window_days !== undefined && now - deliveredAt > policy.window_days * dayMs) {
    const age = Math.floor((now - deliveredAt) / dayMs)
    return { kind: "refused", field: "event_id", message: `the lead was delivered ${age} days ago; returns are accepted for ${policy.window_days} days`, record }
  }
  if (policy.reasons !== undefined && (reason === undefined || !policy.reasons.includes(reason))) {
    return { kind: "refused", field: "reason", message: `must be one of the accepted return reasons: ${policy.reasons.join(", ")}`, record }
  }
  return { kind: approval === "manual" ? "pending" : "approved", record }
}

const answerOf = (request: FeedbackRequest, recorded: FeedbackRecorded): FeedbackAnswer => {
  const { received, sent, refundedBy } = recorded
  const record = (received as unknown as Json)["return"]
  const status = typeof record === "object" && record !== null ? (record as Json)["status"] : undefined
  return {
    id: received.id,
    lead_id: request.recipient.leadId,
    recipient_event_id: request.recipient.id,
    type: request.type,
    outcome: received.outcome,
    reason: received.reason,
    ...(status === "approved" || status === "rejected" ? { status } : {}),
    ...(received.revenue === undefined ? {} : { reversed_revenue: -received.revenue }),
    ...(sent === undefined
      ? {}
      : {
          sent: {
            id: sent.id,
            outcome: sent.outcome,
            reason: sent.reason,
            // Refunded by an earlier return of the lead: nothing this time.
            ...(sent.cost !== undefined ? { refunded_cost: -sent.cost } : refundedBy !== undefined ? { refunded_cost: 0 } : {})
          }
        })
  }
}

/** `Credentials`: the feedback's account's (a relay's `credential_id` is looked up among them). */
type Needs = Ids | Integrations | EventStore | Documents | SecretBox | Credentials

/**
 * An approved return counts towards its source's return rate (`ReturnRates.ts`). The return is
 * recorded already: failing to count it is logged, not answered as a failure.
 */
const countApproved = (request: FeedbackRequest, recorded: FeedbackRecorded) =>
  request.type !== "return" || recorded.received.outcome !== "success"
    ? Effect.void
    : Effect.flatMap(Clock.currentTimeMillis, (now) =>
        recordApprovedReturn({
          accountId: request.accountId,
          flowId: request.recipient.flowId,
          flow: request.flow,
          recipientEventId: request.recipient.id,
          leadId: request.recipient.leadId,
          vars: request.recipient.body.vars,
          approvedAt: now
        })
      ).pipe(Effect.catchAll((error) => Effect.logWarning("return not counted towards the source's return rate", error)))

/** A return carries what the lead cost, for a source that refunds it (`processFeedback`). */
const withLeadCost = (request: FeedbackRequest) =>
  request.type === "return"
    ? Effect.map(leadCostInAccount(request.accountId, request.recipient.leadId), (leadCost): FeedbackRequest => ({ ...request, leadCost }))
    : Effect.succeed(request)

/**
 * A return of a delivery that did not succeed: the 422 saying so, naming the step's successful
 * delivery of the lead when there is one (the retry that delivered it).
 */
const notSold = (accountId: string, delivery: AccountEvent): Effect.Effect<never, ValidationFailed | StoreError, SqlClient.SqlClient> =>
  Effect.gen(function* () {
    const body = delivery.body
    const stepId = "step_id" in body && typeof body.step_id === "string" ? body.step_id : undefined
    const sold = stepId === undefined ? Option.none() : yield* deliveryOfLead(accountId, delivery.leadId, stepId)
    const hint = Option.match(sold, {
      onNone: () => "",
      onSome: (id) => `; the lead's successful delivery by step ${stepId} is event ${id}`
    })
    return yield* Effect.fail(
      ValidationFailed.of("event_id", `is a delivery that was not successful (outcome ${body.outcome}): only a successful delivery can be returned${hint}`)
    )
  })

/** `POST /feedback` once the delivery and its flow are found: apply the return policy, if any. */
export const receiveFeedback = (
  given: FeedbackRequest
): Effect.Effect<FeedbackAnswer, ValidationFailed | StoreError, Needs | SqlClient.SqlClient> =>
  Effect.gen(function* () {
    // Nothing sold, nothing to take back: before anything is claimed or recorded.
    if (given.type === "return" && !isSuccessfulDelivery(given.recipient)) return yield* notSold(given.accountId, given.recipient)
    const request = yield* withLeadCost(given)
    const recipient = request.recipient.body
    const stepId = "step_id" in recipient && typeof recipient.step_id === "string" ? recipient.step_id : undefined
    if (request.type !== "return") return answerOf(request, yield* processFeedback(request))
    const policy = returnPolicyFor(request.flow, stepId)
    const now = yield* Clock.currentTimeMillis
    const deliveredAt = recipient.end_timestamp ?? recipient.start_timestamp ?? now
    const assessment = policy === undefined ? undefined : assessReturn(policy, deliveredAt, now, request.reason)
    if (assessment?.kind === "refused") {
      yield* processFeedback({ ...request, returnPolicy: { record: assessment.record, refusal: `Return refused: ${assessment.message}` } })
      return yield* Effect.fail(ValidationFailed.of(assessment.field, assessment.message))
    }

    // One return per delivery: claim it before anything is recorded (revenue comes back once).
    const id = (yield* Ids).next()
    const holder = yield* claimDelivery(request.accountId, request.recipient.id, id, now)
    if (holder !== id) return yield* Effect.fail(ValidationFailed.of("event_id", `has already been returned (return ${holder})`))
    const release = Effect.ignore(releaseDelivery(request.accountId, request.recipient.id, id))

    if (assessment?.kind === "pending") {
      const documents = yield* Documents
      yield* documents
        .insert(
          "returns",
          request.accountId,
          id,
          {
            status: "pending",
            lead_id: request.recipient.leadId,
            recipient_event_id: request.recipient.id,
            ...(request.reason === undefined ? {} : { reason: request.reason }),
            record: assessment.record
          },
          now
        )
        .pipe(Effect.tapError(() => release))
      return {
        id,
        lead_id: request.recipient.leadId,
        recipient_event_id: request.recipient.id,
        type: "return",
        outcome: "pending",
        reason: null,
        status: "pending"
      } satisfies FeedbackAnswer
    }
    const recorded = yield* processFeedback({
      ...request,
      id,
      ...(assessment === undefined ? {} : { returnPolicy: { record: assessment.record, refusal: undefined } })
    }).pipe(Effect.tapError(() => release))
    // Refused by the step's rules or the source: the delivery may be returned again.
    if (recorded.received.outcome !== "success") yield* release
    yield* countApproved(request, recorded)
    return answerOf(request, recorded)
  }).pipe(
    // Claims are taken before the relay and recorded after it: a client that disconnects must not
    // leave a claim held with nothing recorded (the relay is bounded by its own timeout).
    Effect.uninterruptible
  )

interface PendingReturn {
  readonly status: "pending" | "approved" | "rejected"
  readonly recipient_event_id: string
  readonly reason?: string
  readonly record: Json
}

const PendingReturnBody = Schema.Struct({
  status: Schema.Literal("pending", "approved", "rejected"),
  recipient_event_id: Schema.String,
  reason: Schema.optionalWith(Schema.String, { exact: true }),
  record: Schema.Record({ key: Schema.String, value: Schema.Unknown })
})

const decodePending = Schema.decodeUnknownOption(PendingReturnBody)

export interface ReturnDecisionRequest {
  readonly accountId: string
  readonly id: string
  readonly status: "approved" | "rejected"
  readonly reason: string | undefined
}

/**
 * `PUT /feedback/{id}`: decide a pending return. The return is claimed first (its version must
 * not have moved), so two decisions cannot both write events; a failed write puts it back.
 */
export const decideReturn = (
  decision: ReturnDecisionRequest
): Effect.Effect<FeedbackAnswer, NotFound | Conflict | StoreError, Needs | SqlClient.SqlClient> =>
  Effect.gen(function* () {
    const documents = yield* Documents
    const notFound = new NotFound({ error: `Return ${decision.id} not found` })
    const stored = yield* documents.get("returns", decision.accountId, decision.id)
    if (Option.isNone(stored)) return yield* Effect.fail(notFound)
    const doc = stored.value
    const pending: PendingReturn | undefined = Option.getOrUndefined(decodePending(doc.body))
    if (pending === undefined) return yield* Effect.fail(notFound)
    if (pending.status !== "pending") return yield* Effect.fail(new Conflict({ error: `Return ${decision.id} is already ${pending.status}` }))
    const found = yield* eventInAccount(decision.accountId, pending.recipient_event_id)
    if (Option.isNone(found)) return yield* Effect.fail(new NotFound({ error: `Event ${pending.recipient_event_id} not found (expired)` }))
    const recipient = found.value
    const flow = recipient.flowId === null ? Option.none() : yield* flowToRun(decision.accountId, recipient.flowId)

    const now = yield* Clock.currentTimeMillis
    const claim = (status: PendingReturn["status"], version: number, extra: Json) =>
      documents.update("returns", decision.accountId, decision.id, { ...doc.body, ...extra, status }, now, version).pipe(
        Effect.catchIf(
          (error): error is StaleVersion => error instanceof StaleVersion,
          () => Effect.fail(new Conflict({ error: `Return ${decision.id} is being decided by another request` }))
        )
      )
    const claimed = yield* claim(decision.status, doc.version, {})
    if (Option.isNone(claimed)) return yield* Effect.fail(notFound)

    const request: FeedbackRequest = {
      accountId: decision.accountId,
      recipient,
      flow: Option.getOrUndefined(flow),
      type: "return",
      reason: pending.reason,
      id: decision.id,
      returnPolicy: {
        // The approver's reason is kept with either decision (a rejection's also names the refusal).
        record: {
          ...pending.record,
          decided_at: new Date(now).toISOString(),
          ...(decision.reason === undefined ? {} : { decision_reason: decision.reason })
        },
        refusal:
          decision.status === "rejected" ? `Return rejected${decision.reason === undefined ? "" : `: ${decision.reason}`}` : undefined
      }
    }
    const recorded = yield* processFeedback(yield* withLeadCost(request)).pipe(
      Effect.tapError(() => Effect.ignore(claim("pending", claimed.value.version, {})))
    )
    const answer = answerOf(request, recorded)
    yield* countApproved(request, recorded)
    // Rejected, or refused by the source: the delivery may be returned again.
    if (recorded.received.outcome !== "success") yield* Effect.ignore(releaseDelivery(decision.accountId, recipient.id, decision.id))
    // The source may refuse a relayed return: the record says what the event says.
    if (answer.status !== undefined && answer.status !== decision.status)
      yield* Effect.ignore(claim(answer.status, claimed.value.version, {}))
    return answer
  }).pipe(
    // Claims are taken before the relay and recorded after it: a client that disconnects must not
    // leave a claim held with nothing recorded (the relay is bounded by its own timeout).
    Effect.uninterruptible
  )
