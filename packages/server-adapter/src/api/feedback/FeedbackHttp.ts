import { HttpApiBuilder } from "@effect/platform"
import { CurrentAccount, MainApi, PayloadTooLarge, UnsupportedMediaType } from "@leadflow/api"
import { Effect } from "effect"
import { isCsvContentType } from "../../server/RequestLimits.js"
import { Feedback, maxReturnsUploadBytes, returnsUploadTooLarge } from "../../services/feedback/Feedback.js"
import { boundedBody } from "../BoundedBody.js"
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
      .handle("releaseCostRefund", ({ path }) =>
        orUnavailable(Effect.flatMap(CurrentAccount, (account) => feedback.releaseCostRefund(account.id, path.id)))
      )
      // Raw: the CSV is parsed as it streams in, and every row checked before any is applied, so a
      // body past the limit (announced by Content-Length: refused unread; or found so as it
      // arrives, chunked) is a 413 that applied nothing.
      .handleRaw("uploadReturns", ({ request }) =>
        Effect.gen(function* () {
          if (!isCsvContentType(request.headers["content-type"] ?? ""))
            return yield* Effect.fail(new UnsupportedMediaType({ error: "MIME type in Content-Type header is not supported. Use text/csv." }))
          if (Number(request.headers["content-length"] ?? 0) > maxReturnsUploadBytes)
            return yield* Effect.fail(new PayloadTooLarge({ error: returnsUploadTooLarge }))
          const account = yield* CurrentAccount
          return yield* feedback.upload(account.id, boundedBody(request, maxReturnsUploadBytes, returnsUploadTooLarge))
        })
      )
      .handle("returnRates", ({ urlParams }) =>
        orUnavailable(Effect.flatMap(CurrentAccount, (account) => feedback.rates(account.id, urlParams.flow_id)))
      )
  })
)
