import type { SqlClient } from "@effect/sql"
import { defaultReturnRateMinLeads, type EventStore, type Ids, type Integrations, returnRateStatus } from "@leadflow/core"
import { Conflict, type CostRefundReleased, type FeedbackPayload, NotFound, type SourceReturnRate, ValidationFailed } from "@leadflow/api"
import { Effect, Option, type Stream } from "effect"
import { decideReturn, receiveFeedback } from "../../feedback/Returns.js"
import { releaseUnconfirmedCostRefund } from "../../feedback/ReturnClaims.js"
import { deliveryOfLead, eventInAccount } from "../../feedback/RecipientEvents.js"
import { entityRateCapOf, storedReturnRates } from "../../feedback/ReturnRates.js"
import { type RowFailure, uploadReturns } from "../../feedback/ReturnsUpload.js"
import { Documents } from "../../storage/Documents.js"
import { type AccountPorts, withAccountPorts } from "../../accounts/AccountPorts.js"
import { dependencies } from "../Dependencies.js"
import { flowToRun } from "../../secrets/FlowSecrets.js"
import type { SecretBox } from "../../secrets/SecretBox.js"

export { maxReturnsUploadBytes, returnsUploadTooLarge } from "../../feedback/ReturnsUpload.js"

/**
 * Only deliveries take feedback: a recipient event, or the retry that delivered it. A return
 * also needs the delivery to have succeeded (`receiveFeedback`).
 */
const deliveryTypes: ReadonlyArray<string> = ["recipient", "retry"]

/**
 * Feedback on a delivered lead (a return, a conversion): recorded as an event of the account,
 * and sent on to the buyer's integration when the flow says so. Returns follow the flow's or the
 * step's return policy (window, reasons, approval) and move money (`feedback/Returns.ts`).
 */
export class Feedback extends Effect.Service<Feedback>()("@leadflow/server-adapter/Feedback", {
  effect: Effect.gen(function* () {
    const run = yield* dependencies<Documents | SqlClient.SqlClient | Ids | Integrations | EventStore | SecretBox | AccountPorts>()
    const give = (accountId: string, input: typeof FeedbackPayload.Type) =>
      run(
        // The account's ports: a relay's credential is looked up among its credentials only.
        withAccountPorts(
          accountId,
          Effect.gen(function* () {
            const found = yield* eventInAccount(accountId, input.event_id)
            if (Option.isNone(found)) return yield* Effect.fail(new NotFound({ error: `Event ${input.event_id} not found` }))
            const recipient = found.value
            if (!deliveryTypes.includes(recipient.type))
              return yield* Effect.fail(ValidationFailed.of("event_id", `is a ${recipient.type} event, not a recipient event`))
            const flow = recipient.flowId === null ? Option.none() : yield* flowToRun(accountId, recipient.flowId)
            return yield* receiveFeedback({
              accountId,
              recipient,
              flow: Option.getOrUndefined(flow),
              type: input.type,
              reason: input.reason
            })
          })
        )
      ).pipe(Effect.withSpan("Feedback.give"))
    /** Approve or reject a return that waits for approval (`approval: "manual"`). */
    const decide = (accountId: string, id: string, input: { readonly status: "approved" | "rejected"; readonly reason?: string | undefined }) =>
      run(withAccountPorts(accountId, decideReturn({ accountId, id, status: input.status, reason: input.reason }))).pipe(
        Effect.withSpan("Feedback.decide")
      )
    /** Give back the cost refund claim of a return whose relay may have reached the source (`ReturnClaims.ts`). */
    const releaseCostRefund = (accountId: string, id: string) =>
      run(releaseUnconfirmedCostRefund(accountId, id)).pipe(
        Effect.flatMap((released): Effect.Effect<typeof CostRefundReleased.Type, NotFound | Conflict> => {
          switch (released._tag) {
            case "Released":
              return Effect.succeed({ id, lead_id: released.leadId, status: "released" as const })
            case "UnknownReturn":
              return Effect.fail(new NotFound({ error: `Return ${id} not found` }))
            case "NotHeld":
              return Effect.fail(new Conflict({ error: released.reason }))
          }
        }),
        Effect.withSpan("Feedback.releaseCostRefund")
      )
    /** A failure of one row of an upload, as the row's `error`. */
    const rowFailure = (error: NotFound | ValidationFailed | { readonly _tag: "StoreError" }): RowFailure => {
      if (error._tag === "NotFound") return { message: error.error }
      if (error._tag === "ValidationFailed")
        return { message: Object.entries(error.errors).map(([field, messages]) => `${field} ${messages.join("; ")}`).join("; ") }
      return { message: "storage unavailable" }
    }
    /**
     * `POST /feedback/returns`: a CSV of returns, read and checked whole before any row is given
     * (`feedback/ReturnsUpload.ts`): a body that fails (past its limit, unreadable) applies nothing.
     */
    const upload = <E>(accountId: string, body: Stream.Stream<Uint8Array, E>) =>
      uploadReturns(
        body,
        (eventId, reason) => Effect.mapError(give(accountId, { event_id: eventId, type: "return", ...(reason === undefined ? {} : { reason }) }), rowFailure),
        (leadId, stepId) => Effect.mapError(run(deliveryOfLead(accountId, leadId, stepId)), rowFailure)
      ).pipe(
        Effect.flatMap((read) => ("headerError" in read ? Effect.fail(ValidationFailed.of("body", read.headerError)) : Effect.succeed(read.result))),
        Effect.withSpan("Feedback.upload")
      )
    /** `GET /feedback/return-rates`: the stored rates, with what each source's cap makes of them now. */
    const rates = (accountId: string, flowId: string | undefined) =>
      run(
        Effect.gen(function* () {
          const documents = yield* Documents
          const stored = yield* storedReturnRates(accountId, flowId)
          const flows = new Map<string, Record<string, unknown> | undefined>()
          const out: Array<typeof SourceReturnRate.Type> = []
          for (const rate of stored) {
            if (!flows.has(rate.flow_id))
              flows.set(rate.flow_id, Option.getOrUndefined(Option.map(yield* documents.get("flows", accountId, rate.flow_id), (doc) => doc.body)))
            const cap = entityRateCapOf(flows.get(rate.flow_id), rate.source_id, rate.window_days)
            const tripped = cap === undefined ? undefined : returnRateStatus(cap, rate)
            out.push({
              flow_id: rate.flow_id,
              source_id: rate.source_id,
              status: cap === undefined ? "uncapped" : (tripped?.status ?? "ok"),
              rate: rate.leads === 0 ? 0 : Math.round((rate.returns * 10_000) / rate.leads) / 100,
              returns: rate.returns,
              leads: rate.leads,
              window_days: rate.window_days,
              measured_at: new Date(rate.measured_at).toISOString(),
              ...(cap === undefined
                ? {}
                : { cap: { percent: cap.percent, window_days: cap.window_days, min_leads: cap.min_leads ?? defaultReturnRateMinLeads, action: cap.action } })
            })
          }
          return out
        })
      ).pipe(Effect.withSpan("Feedback.rates"))
    return { give, decide, releaseCostRefund, upload, rates } as const
  })
}) {}
