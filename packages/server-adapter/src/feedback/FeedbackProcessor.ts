import {
  credentialIdOf,
  credentialPackageProblem,
  Credentials,
  documentStepsOf,
  EVENT_VERSION,
  eventExpiry,
  EventStore,
  HANDLER_VERSION,
  Ids,
  IntegrationError,
  Integrations,
  ObjectId,
  type FeedbackReceivedEvent,
  type FeedbackSentEvent,
  type IntegrationResult,
  type StepOutcome,
  type StoreError
} from "@leadflow/core"
import type { SqlClient } from "@effect/sql"
import { Clock, Duration, Effect, Option } from "effect"
import { hostname } from "node:os"
import { compileFeedback, type CompiledFeedback } from "./FeedbackRules.js"
import { laterExportPlan } from "../jobs/ExportPlans.js"
import { withLeadJobs } from "../jobs/LeadJobs.js"
import { FirehoseExporter } from "../services/firehose/FirehoseExporter.js"
import { findEntity } from "../services/entities/EntityCatalog.js"
import { errorDetails, feedbackErrors } from "../services/flows/FlowReferences.js"
import type { Documents } from "../storage/Documents.js"
import { leadSourceOf } from "./LeadSource.js"
import type { AccountEvent } from "./RecipientEvents.js"
import { claimCostRefund, costRefundUnconfirmed, releaseCostRefund } from "./ReturnClaims.js"

/**
 * Feedback about a delivered lead: a recipient reports a return or a conversion by the id of
 * its recipient event. The recipient step's feedback configuration decides whether it is
 * accepted (none, or failing rules: refused); the source's configuration decides whether it is
 * passed on (failing rules: a `skip` sent event; else the source's feedback integration is
 * called). When it is passed on, the received event takes the sent event's outcome and reason,
 * so a recipient learns when the source refused it. Both events copy the recipient event's vars
 * and add `feedback.{timestamp,type,reason}`, which is what reports count returns and
 * conversions by. A return whose received event succeeds carries `revenue`: minus the delivery's
 * revenue, so reports net it out (see `Returns.ts` for return policies); relayed to a source with
 * `returns.refund_cost` and accepted there, the sent event carries minus the lead's cost. Such a
 * relay first claims the lead's cost refund (`ReturnClaims.ts`): a lead goes back to a refunding
 * source once, so another buyer's return of it is not relayed (a `skip` sent event saying so).
 */

export type FeedbackType = "return" | "conversion"

export interface FeedbackRequest {
  readonly accountId: string
  readonly recipient: AccountEvent
  /** The flow that delivered the lead, as stored (undefined when it is gone). */
  readonly flow: Readonly<Record<string, unknown>> | undefined
  readonly type: FeedbackType
  readonly reason: string | undefined
  /** The received event's id: a manual return keeps the id it was answered with on arrival. */
  readonly id?: string
  /**
   * A return under a return policy (`Returns.ts`): its record in the received event, and why the
   * policy or its approver refused it (a failure, not passed on to the source).
   */
  readonly returnPolicy?: { readonly record: Json; readonly refusal: string | undefined }
  /** What the lead cost (its source event's `cost`): refunded by a source with `returns.refund_cost`. */
  readonly leadCost?: number
}

export interface FeedbackRecorded {
  readonly received: FeedbackReceivedEvent
  readonly sent: FeedbackSentEvent | undefined
  /** The lead's cost was refunded by an earlier return (its id): this one was not relayed. */
  readonly refundedBy?: string
}

/** Added to the reason of a relay that may have reached a refunding source without an answer. */
const unsureRefund = "; the source may have taken the return, so the lead's cost refund stays claimed by it"

/** How long a source's feedback integration may take. */
const sendTimeoutMs = 15_000

type Json = Record<string, unknown>

const object = (value: unknown): Json => (typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Json) : {})

/** The recipient step that sent the lead (a step without an id is `step<index>`, as core names it). */
const stepFeedback = (flow: Json | undefined, stepId: string | undefined): CompiledFeedback | undefined => {
  if (flow === undefined || stepId === undefined) return undefined
  // Group members included (`documentStepsOf` names steps as the engine does).
  const found = documentStepsOf(flow["steps"]).find((step) => step.id === stepId)
  return found === undefined ? undefined : compileFeedback(found.step["feedback"])
}

interface Sent {
  readonly outcome: StepOutcome
  readonly reason: string | null
  readonly result: IntegrationResult | undefined
  /** An error after the relay was sent, with no answer read: the source may have taken it. */
  readonly mayHaveReached?: boolean
}

/** The source a relay goes to: its feedback setting's path in the flow, and its entity as it is now. */
interface RelayParty {
  readonly path: string
  readonly entityId: string
  readonly entity: Json | undefined
}

/** The party of a relay to `source` (of the stored `flow`): one read, of its entity. */
const relayParty = (accountId: string, flow: Json | undefined, source: Json): Effect.Effect<RelayParty, StoreError, Documents> =>
  Effect.gen(function* () {
    // `leadSourceOf` answers the flow's own source object.
    const index = Array.isArray(flow?.["sources"]) ? (flow["sources"] as ReadonlyArray<unknown>).indexOf(source) : -1
    const id = object(source["entity"])["id"]
    const entityId = typeof id === "string" ? id : ""
    const found = entityId === "" ? Option.none() : yield* findEntity(accountId, entityId)
    return { path: `sources.${index}.feedback`, entityId, entity: Option.getOrUndefined(found)?.body }
  })

/**
 * Call the source's feedback integration with the mapped vars, as a recipient step calls its own
 * (core `runRecipient`). A deployed flow runs whatever its feedback settings say (a relay problem
 * must not stop its leads), so the relay checks its own first, as a save does
 * (`feedbackErrors`): its module one the source's entity allows now, no mapping setting the
 * account or a setting the module does not have; a problem ends the relay in error, naming it,
 * with nothing sent. The account is the one the feedback arrived for, and a `credential_id` is
 * looked up among the account's credentials into `credential` (a custom relay sends it as HTTP
 * Basic): one not found, or of another package than the module's, ends the relay in error too.
 */
const send = (feedback: CompiledFeedback, vars: Json, stepId: string, credentials: Credentials["Type"], party: RelayParty) =>
  Effect.gen(function* () {
    const integrations = yield* Integrations
    const moduleId = feedback.config.integration.module_id
    const handler = integrations.lookup(moduleId)
    if (handler === undefined) return { outcome: "error", reason: `Unknown feedback integration ${moduleId}`, result: undefined } satisfies Sent
    const problems = feedbackErrors(party.path, feedback.config, party.entityId, { entity: party.entity, lookup: integrations.lookup })
    if (Object.keys(problems).length > 0)
      return { outcome: "error", reason: `Invalid feedback setting, nothing sent (${errorDetails(problems)})`, result: undefined } satisfies Sent
    const mapped = feedback.map(vars)
    mapped["account"] = vars["account"]
    const credentialId = credentialIdOf(mapped["credential_id"])
    if (credentialId !== undefined) {
      const credential = yield* Effect.orElseSucceed(credentials.get(credentialId), () => undefined)
      if (credential === undefined) return { outcome: "error", reason: "credential not found", result: undefined } satisfies Sent
      const foreign = credentialPackageProblem(credential, moduleId)
      if (foreign !== undefined) return { outcome: "error", reason: foreign, result: undefined } satisfies Sent
      mapped["credential"] = credential
    }
    const invalid = handler.validate?.(mapped)
    if (invalid !== undefined) return { outcome: "skip", reason: invalid, result: undefined } satisfies Sent
    const result = yield* handler.invoke(mapped, { timeoutMs: sendTimeoutMs, stepId }).pipe(
      Effect.timeoutFail({
        duration: Duration.millis(sendTimeoutMs + 1_000),
        onTimeout: () => new IntegrationError({ reason: `timed out after ${sendTimeoutMs / 1000} s`, mayHaveReached: true })
      })
    )
    return { outcome: result.outcome, reason: result.reason ?? null, result, mayHaveReached: result.mayHaveReached === true } satisfies Sent
  }).pipe(
    Effect.catchAll((error) =>
      Effect.succeed<Sent>({ outcome: "error", reason: error.reason, result: undefined, mayHaveReached: error.mayHaveReached === true })
    ),
    Effect.catchAllDefect(() => Effect.succeed<Sent>({ outcome: "error", reason: "feedback integration failed", result: undefined }))
  )

/** Decide, send when configured, and store the feedback events of one report. */
export const processFeedback = (
  request: FeedbackRequest
): Effect.Effect<FeedbackRecorded, StoreError, Ids | Integrations | EventStore | Credentials | Documents | SqlClient.SqlClient> =>
  Effect.gen(function* () {
    const ids = yield* Ids
    const store = yield* EventStore
    const start = yield* Clock.currentTimeMillis
    const receivedId = ObjectId.make(request.id ?? ids.next())
    const recipient = request.recipient.body
    const stepId = "step_id" in recipient && typeof recipient.step_id === "string" ? recipient.step_id : undefined
    const moduleId = "module_id" in recipient && typeof recipient.module_id === "string" ? recipient.module_id : undefined
    const baseVars = object(recipient.vars)
    const vars: Json = {
      ...baseVars,
      // The account is the one the feedback arrived for, whatever the copied vars say.
      account: { ...object(baseVars["account"]), id: request.accountId },
      feedback: {
        timestamp: new Date(start).toISOString(),
        type: request.type,
        ...(request.reason === undefined ? {} : { reason: request.reason })
      }
    }
    const common = {
      vars,
      host: hostname(),
      handler_version: HANDLER_VERSION,
      version: EVENT_VERSION,
      recipient_event_id: ObjectId.make(request.recipient.id),
      ...(stepId === undefined ? {} : { step_id: stepId }),
      ...(moduleId === undefined ? {} : { module_id: moduleId })
    }

    const accepting = stepFeedback(request.flow, stepId)
    // A return policy accepts returns by itself; the step's feedback rules, when set, still apply.
    const policy = request.returnPolicy
    const refused =
      policy?.refusal ??
      (accepting === undefined
        ? policy === undefined
          ? "Feedback is not configured for this recipient"
          : undefined
        : accepting.check(vars) === undefined
          ? undefined
          : "Feedback rules failed")

    let sent: FeedbackSentEvent | undefined
    let refundedBy: string | undefined
    if (refused === undefined) {
      // The source the lead came in through (by its short id: another source may share its entity).
      const source = leadSourceOf(request.flow, baseVars["source"])
      const passing = source === undefined ? undefined : compileFeedback(source["feedback"])
      const refunds = request.type === "return" && object(source?.["returns"])["refund_cost"] === true
      if (source !== undefined && passing !== undefined) {
        const sendStart = yield* Clock.currentTimeMillis
        const relay = passing.check(vars) === undefined
        // A lead goes back to a refunding source once: the relay claims its cost refund first, so
        // two buyers' returns (even at once) cannot both be refunded; a refusal gives it back, and
        // so does an error before anything reached the source. An error after the relay was sent
        // (a timeout, a connection closed before the answer) keeps it: the source may have taken
        // the return and refunded the cost, and a second relay could refund it twice.
        const holder = relay && refunds ? yield* claimCostRefund(request.accountId, request.recipient.leadId, receivedId, sendStart) : receivedId
        if (holder !== receivedId) refundedBy = holder
        const skipped = (holder: string) =>
          Effect.map(costRefundUnconfirmed(request.accountId, holder), (unconfirmed): Sent => ({
            outcome: "skip",
            reason: unconfirmed
              ? `The lead's cost refund stays claimed by return ${holder}, whose relay may have reached the source`
              : `The lead's cost was already refunded (return ${holder})`,
            result: undefined
          }))
        const sentOutcome: Sent = !relay
          ? { outcome: "skip", reason: "Feedback rules failed", result: undefined }
          : refundedBy !== undefined
            ? yield* skipped(refundedBy)
            : yield* send(passing, vars, stepId ?? "feedback", yield* Credentials, yield* relayParty(request.accountId, request.flow, source))
        const held = relay && refunds && refundedBy === undefined
        const unsure = held && sentOutcome.outcome === "error" && sentOutcome.mayHaveReached === true
        if (held && sentOutcome.outcome !== "success" && !unsure) yield* releaseCostRefund(request.accountId, request.recipient.leadId, receivedId)
        const outcome: Sent = unsure ? { ...sentOutcome, reason: `${sentOutcome.reason ?? "error"}${unsureRefund}` } : sentOutcome
        const end = yield* Clock.currentTimeMillis
        // The last call: after redirects, the answer that decided the outcome (each hop is its own transaction).
        const transaction = outcome.result?.transactions.at(-1)
        // The source took the return back: what it was paid for the lead comes back too.
        const refund = refunds && outcome.outcome === "success" && (request.leadCost ?? 0) !== 0 ? -(request.leadCost ?? 0) : undefined
        sent = {
          ...common,
          id: ObjectId.make(ids.next()),
          type: "feedback-sent",
          outcome: outcome.outcome,
          reason: outcome.outcome === "success" ? null : outcome.reason,
          module_id: passing.config.integration.module_id,
          feedback: passing.config,
          start_timestamp: sendStart,
          end_timestamp: end,
          ms: end - sendStart,
          expires_at: eventExpiry(end),
          ...(refund === undefined ? {} : { cost: refund }),
          ...(transaction === undefined ? {} : { request: transaction.request, response: transaction.response })
        }
      }
    }

    const end = yield* Clock.currentTimeMillis
    // Passed on (not skipped): the recipient hears what the source said.
    const echo = sent !== undefined && sent.outcome !== "skip" ? sent : undefined
    const outcome = refused !== undefined ? "failure" : echo === undefined ? "success" : echo.outcome === "skip" ? "success" : echo.outcome
    // An accepted return takes back what the delivery earned: reports sum this with its revenue.
    const earned = "revenue" in recipient && typeof recipient.revenue === "number" ? recipient.revenue : 0
    const reversed = request.type === "return" && outcome === "success" && earned !== 0 ? -earned : undefined
    const received: FeedbackReceivedEvent = {
      ...common,
      id: receivedId,
      type: "feedback-received",
      outcome,
      reason: refused ?? echo?.reason ?? null,
      ...(accepting === undefined ? {} : { feedback: accepting.config }),
      ...(reversed === undefined ? {} : { revenue: reversed }),
      ...(policy === undefined ? {} : { return: { ...policy.record, status: outcome === "success" ? "approved" : "rejected" } }),
      start_timestamp: start,
      end_timestamp: end,
      ms: end - start,
      expires_at: eventExpiry(end)
    }
    // Exported as the lead's events were, by the firehose setting of the flow that delivered it.
    const exporter = yield* Effect.serviceOption(FirehoseExporter)
    const plan =
      Option.isSome(exporter) && request.recipient.flowId !== null
        ? laterExportPlan(ids, exporter.value, request.accountId, request.recipient.flowId, request.flow?.["firehose"])
        : undefined
    yield* withLeadJobs(store.writeLead(request.recipient.leadId, sent === undefined ? [received] : [received, sent]), plan)
    return { received, sent, ...(refundedBy === undefined ? {} : { refundedBy }) }
  })
