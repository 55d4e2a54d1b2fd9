import type { SqlClient } from "@effect/sql"
import type { EventStore, Ids, Integrations } from "@leadflow/core"
import { type FeedbackPayload, NotFound, ValidationFailed } from "@leadflow/api"
import { Effect, Option } from "effect"
import { decideReturn, receiveFeedback } from "../../feedback/Returns.js"
import { eventInAccount } from "../../feedback/RecipientEvents.js"
import { Documents } from "../../storage/Documents.js"
import { dependencies } from "../Dependencies.js"

/** Only deliveries take feedback: a recipient event, or the retry that delivered it. */
const deliveryTypes: ReadonlyArray<string> = ["recipient", "retry"]

/**
 * Feedback on a delivered lead (a return, a conversion): recorded as an event of the account,
 * and sent on to the buyer's integration when the flow says so. Returns follow the flow's or the
 * step's return policy (window, reasons, approval) and move money (`feedback/Returns.ts`).
 */
export class Feedback extends Effect.Service<Feedback>()("@leadflow/server-adapter/Feedback", {
  effect: Effect.gen(function* () {
    const run = yield* dependencies<Documents | SqlClient.SqlClient | Ids | Integrations | EventStore>()
    const give = (accountId: string, input: typeof FeedbackPayload.Type) =>
      run(
        Effect.gen(function* () {
          const found = yield* eventInAccount(accountId, input.event_id)
          if (Option.isNone(found)) return yield* Effect.fail(new NotFound({ error: `Event ${input.event_id} not found` }))
          const recipient = found.value
          if (!deliveryTypes.includes(recipient.type))
            return yield* Effect.fail(ValidationFailed.of("event_id", `is a ${recipient.type} event, not a recipient event`))
          const flow = recipient.flowId === null ? Option.none() : yield* (yield* Documents).get("flows", accountId, recipient.flowId)
          return yield* receiveFeedback({
            accountId,
            recipient,
            flow: Option.getOrUndefined(Option.map(flow, (doc) => doc.body)),
            type: input.type,
            reason: input.reason
          })
        })
      ).pipe(Effect.withSpan("Feedback.give"))
    /** Approve or reject a return that waits for approval (`approval: "manual"`). */
    const decide = (accountId: string, id: string, input: { readonly status: "approved" | "rejected"; readonly reason?: string | undefined }) =>
      run(decideReturn({ accountId, id, status: input.status, reason: input.reason })).pipe(Effect.withSpan("Feedback.decide"))
    return { give, decide } as const
  })
}) {}
