import { HttpApiBuilder } from "@effect/platform"
import { CurrentAccount, MainApi } from "@leadflow/api"
import { Effect } from "effect"
import { Feedback } from "../../services/feedback/Feedback.js"
import { orUnavailable } from "../StoreFailures.js"

/** Handlers of the `feedback` group. */
export const FeedbackLive = HttpApiBuilder.group(MainApi, "feedback", (handlers) =>
  Effect.gen(function* () {
    const feedback = yield* Feedback
    return handlers
      .handle("giveFeedback", ({ payload }) => orUnavailable(Effect.flatMap(CurrentAccount, (account) => feedback.give(account.id, payload))))
      .handle("decideReturn", ({ path, payload }) =>
        orUnavailable(Effect.flatMap(CurrentAccount, (account) => feedback.decide(account.id, path.id, payload)))
      )
  })
)
