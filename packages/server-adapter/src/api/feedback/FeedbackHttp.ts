import { HttpApiBuilder, type HttpServerRequest } from "@effect/platform"
import { BadRequest, CurrentAccount, MainApi, PayloadTooLarge, UnsupportedMediaType } from "@leadflow/api"
import { Effect, Stream } from "effect"
import { isCsvContentType } from "../../server/RequestLimits.js"
import { Feedback, maxReturnsUploadBytes } from "../../services/feedback/Feedback.js"
import { orUnavailable } from "../StoreFailures.js"

/** The body's bytes as they arrive, failing with 413 past `maxReturnsUploadBytes`. */
const boundedBody = (request: HttpServerRequest.HttpServerRequest) => {
  let received = 0
  return request.stream.pipe(
    Stream.mapError(() => new BadRequest({ error: "The body could not be read" })),
    Stream.mapEffect((bytes) => {
      received += bytes.length
      return received > maxReturnsUploadBytes
        ? Effect.fail(new PayloadTooLarge({ error: `A CSV of returns is limited to ${maxReturnsUploadBytes} bytes` }))
        : Effect.succeed(bytes)
    })
  )
}

/** Handlers of the `feedback` group. */
export const FeedbackLive = HttpApiBuilder.group(MainApi, "feedback", (handlers) =>
  Effect.gen(function* () {
    const feedback = yield* Feedback
    return handlers
      .handle("giveFeedback", ({ payload }) => orUnavailable(Effect.flatMap(CurrentAccount, (account) => feedback.give(account.id, payload))))
      .handle("decideReturn", ({ path, payload }) =>
        orUnavailable(Effect.flatMap(CurrentAccount, (account) => feedback.decide(account.id, path.id, payload)))
      )
      // Raw: the CSV is streamed row by row, never read whole.
      .handleRaw("uploadReturns", ({ request }) =>
        Effect.gen(function* () {
          if (!isCsvContentType(request.headers["content-type"] ?? ""))
            return yield* Effect.fail(new UnsupportedMediaType({ error: "MIME type in Content-Type header is not supported. Use text/csv." }))
          const account = yield* CurrentAccount
          return yield* feedback.upload(account.id, boundedBody(request))
        })
      )
      .handle("returnRates", ({ urlParams }) =>
        orUnavailable(Effect.flatMap(CurrentAccount, (account) => feedback.rates(account.id, urlParams.flow_id)))
      )
  })
)
