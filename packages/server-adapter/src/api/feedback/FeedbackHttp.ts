import { HttpApiBuilder } from "@effect/platform"
import { Effect, Option } from "effect"
import { processFeedback } from "../../feedback/FeedbackProcessor.js"
import { eventInAccount } from "../../feedback/RecipientEvents.js"
import { Documents } from "../../storage/Documents.js"
import { CurrentAccount } from "../CurrentAccount.js"
import { NotFound, ValidationFailed } from "../Errors.js"
import { MainApi } from "../MainApi.js"
import { orUnavailable } from "../counters/Unavailable.js"

/** Only deliveries take feedback: a recipient event, or the retry that delivered it. */
const deliveryTypes: ReadonlyArray<string> = ["recipient", "retry"]

/** Handlers of the `feedback` group. */
export const FeedbackLive = HttpApiBuilder.group(MainApi, "feedback", (handlers) =>
  handlers.handle("giveFeedback", ({ payload }) =>
    orUnavailable(
      Effect.gen(function* () {
        const account = yield* CurrentAccount
        const documents = yield* Documents
        const found = yield* eventInAccount(account.id, payload.event_id)
        if (Option.isNone(found)) return yield* Effect.fail(new NotFound({ error: `Event ${payload.event_id} not found` }))
        const recipient = found.value
        if (!deliveryTypes.includes(recipient.type))
          return yield* Effect.fail(ValidationFailed.of("event_id", `is a ${recipient.type} event, not a recipient event`))
        const flow = recipient.flowId === null ? Option.none() : yield* documents.get("flows", account.id, recipient.flowId)
        const recorded = yield* processFeedback({
          accountId: account.id,
          recipient,
          flow: Option.getOrUndefined(Option.map(flow, (doc) => doc.body)),
          type: payload.type,
          reason: payload.reason
        })
        const { received, sent } = recorded
        return {
          id: received.id,
          lead_id: recipient.leadId,
          recipient_event_id: recipient.id,
          type: payload.type,
          outcome: received.outcome,
          reason: received.reason,
          ...(sent === undefined ? {} : { sent: { id: sent.id, outcome: sent.outcome, reason: sent.reason } })
        }
      })
    )
  )
)
