import { Effect } from "effect"
import { IntegrationError } from "@leadflow/core"
import type { Http, OutboundRequest } from "../Contract.js"
import { toInboundResponse, type CannedResponse } from "./cannedResponse.js"

/** What the fake answers one request with: a response, or a transport failure (`{ error }`). */
export type CannedAnswer = CannedResponse | { readonly error: string }

/** Answers in the order the requests come, or a function of the request (and its 0-based index). */
export type CannedAnswers =
  | ReadonlyArray<CannedAnswer | ((request: OutboundRequest) => CannedAnswer)>
  | ((request: OutboundRequest, index: number) => CannedAnswer)

/** An `Http` for tests: no network, canned answers, and every request it was sent. */
export interface FakeHttp extends Http {
  readonly requests: ReadonlyArray<OutboundRequest>
}

const isFailure = (answer: CannedAnswer): answer is { readonly error: string } =>
  "error" in answer && typeof answer.error === "string"

/**
 * A fake of the runtime's HTTP client for `handle` integrations. A `{ error }` answer fails the
 * call with an `IntegrationError` of that reason, as a timeout or a refused connection would; a
 * request beyond the canned answers fails the same way, naming the request.
 */
export const fakeHttp = (answers: CannedAnswers): FakeHttp => {
  const requests: Array<OutboundRequest> = []
  const answerFor = (request: OutboundRequest, index: number): CannedAnswer | undefined => {
    if (typeof answers === "function") return answers(request, index)
    const answer = answers[index]
    return typeof answer === "function" ? answer(request) : answer
  }
  return {
    requests,
    send: (request) =>
      Effect.suspend(() => {
        const index = requests.push(request) - 1
        const answer = answerFor(request, index)
        if (answer === undefined)
          return Effect.fail(
            new IntegrationError({ reason: `fake http: no answer for request ${index + 1} (${request.method} ${request.url})` })
          )
        if (isFailure(answer)) return Effect.fail(new IntegrationError({ reason: answer.error }))
        return Effect.succeed(toInboundResponse(answer))
      })
  }
}
