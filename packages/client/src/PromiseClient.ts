import { FetchHttpClient, type HttpApiEndpoint, type HttpApiGroup, HttpClientError } from "@effect/platform"
import type { LeadflowApi } from "@leadflow/api"
import { Effect, Either, Layer, ParseResult } from "effect"
import type { Simplify } from "effect/Types"
import { LeadflowApiError } from "./LeadflowApiError.js"
import { type Answer, answerBody, type ApiGroups, errorMessageOf, type LeadflowClientOptions, makeClientWith } from "./LeadflowClient.js"

/** One endpoint as a function returning a promise of its decoded answer. */
export type PromiseMethod<Endpoint> = [Endpoint] extends [
  HttpApiEndpoint.HttpApiEndpoint<
    infer _Name,
    infer _Method,
    infer Path,
    infer UrlParams,
    infer Payload,
    infer Headers,
    infer Success,
    infer _Error,
    infer _R,
    infer _RE
  >
]
  ? (request: Simplify<HttpApiEndpoint.HttpApiEndpoint.ClientRequest<Path, UrlParams, Payload, Headers, false>>, options?: CallOptions) => Promise<Success>
  : never

/** One group's endpoints, by name. */
export type PromiseGroup<Group extends HttpApiGroup.HttpApiGroup.Any> = {
  readonly [Endpoint in HttpApiGroup.HttpApiGroup.Endpoints<Group> as HttpApiEndpoint.HttpApiEndpoint.Name<Endpoint>]: PromiseMethod<Endpoint>
}

/**
 * The whole API as promises: `client.flows.list()`, `client.fields.create({ payload })`,
 * `client.submission.submit({ path: { flow_id, source_id }, payload })`. Derived from the same
 * definition as the Effect client, so every endpoint is there. A failed call rejects with a
 * `LeadflowApiError`. Every method takes a second, optional argument: `{ signal }` to abort it.
 */
export type LeadflowPromiseClient = {
  readonly [Group in ApiGroups<typeof LeadflowApi> as HttpApiGroup.HttpApiGroup.Name<Group>]: PromiseGroup<Group>
}

export interface CreateLeadflowClientOptions extends LeadflowClientOptions {
  /** The `fetch` to send requests with (default: the global one). */
  readonly fetch?: typeof globalThis.fetch
}

/** Per call, the second argument of every method: `client.flows.list(undefined, { signal })`. */
export interface CallOptions {
  /** Aborts the call: its request is abandoned and the call rejects with a `LeadflowApiError` of status 0. */
  readonly signal?: AbortSignal | undefined
}

const describe = (status: number, body: unknown): string => {
  const text = errorMessageOf(body)
  return `Leadflow API answered ${status}${text === undefined ? "" : `: ${text}`}`
}

const tagOf = (failure: unknown): string | undefined => {
  const tag = typeof failure === "object" && failure !== null ? (failure as { _tag?: unknown })._tag : undefined
  return typeof tag === "string" ? tag : undefined
}

/** Any failure of the Effect client as a `LeadflowApiError`, with the answer's status and body as sent. */
const toApiError = (failure: unknown, answer: Answer | undefined): LeadflowApiError => {
  if (HttpClientError.isHttpClientError(failure) && failure._tag === "RequestError")
    return new LeadflowApiError({ status: 0, body: undefined, message: failure.message, cause: failure })
  if (answer === undefined) {
    if (ParseResult.isParseError(failure))
      return new LeadflowApiError({ status: 0, body: undefined, message: `The request does not match the API: ${failure.message}`, cause: failure })
    return new LeadflowApiError({ status: 0, body: undefined, message: `The request failed: ${String(failure)}`, cause: failure })
  }
  const body = answerBody(answer)
  if (ParseResult.isParseError(failure))
    return new LeadflowApiError({
      status: answer.status,
      body,
      message: `The answer (${answer.status}) does not match the API: ${failure.message}`,
      cause: failure
    })
  // A declared error (its tag, even when the server's raw answer had none) or an undeclared status.
  const tag = HttpClientError.isHttpClientError(failure) ? undefined : tagOf(failure)
  return new LeadflowApiError({ status: answer.status, body, tag, message: describe(answer.status, body), cause: failure })
}

const aborted = (signal: AbortSignal): Effect.Effect<never, LeadflowApiError> =>
  Effect.async<never, LeadflowApiError>((resume) => {
    const abort = (): void =>
      resume(
        Effect.fail(
          new LeadflowApiError({
            status: 0,
            body: undefined,
            message: `The request was aborted${signal.reason instanceof Error ? `: ${signal.reason.message}` : ""}`,
            cause: signal.reason
          })
        )
      )
    if (signal.aborted) {
      abort()
      return
    }
    signal.addEventListener("abort", abort, { once: true })
    return Effect.sync(() => signal.removeEventListener("abort", abort))
  })

type AnyMethod = (request: unknown) => Effect.Effect<unknown, unknown>

/**
 * A client of the whole API with promises, for code not written with Effect. It runs the Effect
 * client over `fetch`; nothing to close. Options: `baseUrl`, `apiKey`, `timeoutMs` (default 30 s)
 * and `fetch`.
 */
export const createLeadflowClient = (options: CreateLeadflowClientOptions): LeadflowPromiseClient => {
  const http = options.fetch === undefined
    ? FetchHttpClient.layer
    : FetchHttpClient.layer.pipe(Layer.provide(Layer.succeed(FetchHttpClient.Fetch, options.fetch)))
  // Building the client only reflects on the definition: synchronous, and every method keeps the HttpClient.
  const client = Effect.runSync(
    Effect.provide(
      makeClientWith(options, (failure, answer) => Effect.fail(toApiError(failure, answer))),
      http
    )
  ) as unknown as Record<string, Record<string, AnyMethod>>
  const facade: Record<string, Record<string, (request: unknown, call?: CallOptions) => Promise<unknown>>> = {}
  for (const [group, methods] of Object.entries(client)) {
    const promised: Record<string, (request: unknown, call?: CallOptions) => Promise<unknown>> = {}
    for (const [name, method] of Object.entries(methods))
      promised[name] = async (request, call) => {
        const signal = call?.signal
        const effect = method(request) as Effect.Effect<unknown, LeadflowApiError>
        const result = await Effect.runPromise(Effect.either(signal === undefined ? effect : Effect.raceFirst(effect, aborted(signal))))
        if (Either.isLeft(result)) throw result.left
        return result.right
      }
    facade[group] = promised
  }
  return facade as unknown as LeadflowPromiseClient
}
