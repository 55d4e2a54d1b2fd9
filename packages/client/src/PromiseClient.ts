import {
  FetchHttpClient,
  type HttpApiEndpoint,
  type HttpApiGroup,
  HttpClient,
  HttpClientError,
  type HttpClientResponse
} from "@effect/platform"
import type { LeadflowApi } from "@leadflow/api"
import { Effect, Either, FiberRef, Layer, ParseResult } from "effect"
import type { Simplify } from "effect/Types"
import { LeadflowApiError } from "./LeadflowApiError.js"
import { type ApiGroups, makeLeadflowClient, type LeadflowClientOptions } from "./LeadflowClient.js"

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
  ? (request: Simplify<HttpApiEndpoint.HttpApiEndpoint.ClientRequest<Path, UrlParams, Payload, Headers, false>>) => Promise<Success>
  : never

/** One group's endpoints, by name. */
export type PromiseGroup<Group extends HttpApiGroup.HttpApiGroup.Any> = {
  readonly [Endpoint in HttpApiGroup.HttpApiGroup.Endpoints<Group> as HttpApiEndpoint.HttpApiEndpoint.Name<Endpoint>]: PromiseMethod<Endpoint>
}

/**
 * The whole API as promises: `client.flows.list()`, `client.fields.create({ payload })`,
 * `client.submission.submit({ path: { flow_id, source_id }, payload })`. Derived from the same
 * definition as the Effect client, so every endpoint is there. A failed call rejects with a
 * `LeadflowApiError`.
 */
export type LeadflowPromiseClient = {
  readonly [Group in ApiGroups<typeof LeadflowApi> as HttpApiGroup.HttpApiGroup.Name<Group>]: PromiseGroup<Group>
}

export interface CreateLeadflowClientOptions extends LeadflowClientOptions {
  /** The `fetch` to send requests with (default: the global one). */
  readonly fetch?: typeof globalThis.fetch
}

/** The answer of the request the current call sent, so that a declared error keeps its status. */
const lastResponse = FiberRef.unsafeMake<HttpClientResponse.HttpClientResponse | undefined>(undefined)

const jsonOrText = (text: string): unknown => {
  try {
    return JSON.parse(text)
  } catch {
    return text === "" ? undefined : text
  }
}

const describe = (status: number, body: unknown): string => {
  const member = (key: string): unknown =>
    typeof body === "object" && body !== null ? (body as Record<string, unknown>)[key] : undefined
  const text = [member("error"), member("message"), member("reason")].find((m): m is string => typeof m === "string")
  return `Leadflow API answered ${status}${text === undefined ? "" : `: ${text}`}`
}

/** Any failure of the Effect client as a `LeadflowApiError`. */
const toApiError = (failure: unknown): Effect.Effect<LeadflowApiError> =>
  Effect.gen(function* () {
    const response = yield* FiberRef.get(lastResponse)
    if (HttpClientError.isHttpClientError(failure)) {
      if (failure._tag === "RequestError") return new LeadflowApiError({ status: 0, body: undefined, message: failure.message, cause: failure })
      // An undeclared status: its body is still unread.
      const text = yield* Effect.orElseSucceed(failure.response.text, () => "")
      const body = jsonOrText(text)
      return new LeadflowApiError({ status: failure.response.status, body, message: describe(failure.response.status, body), cause: failure })
    }
    if (ParseResult.isParseError(failure))
      return new LeadflowApiError({
        status: response?.status ?? 0,
        body: undefined,
        message:
          response === undefined
            ? `The request does not match the API: ${failure.message}`
            : `The answer (${response.status}) does not match the API: ${failure.message}`,
        cause: failure
      })
    // A declared error, decoded: its members are the body's.
    const body = typeof failure === "object" && failure !== null ? { ...failure } : failure
    const status = response?.status ?? 0
    return new LeadflowApiError({ status, body, message: describe(status, body), cause: failure })
  })

type AnyMethod = (request: unknown) => Effect.Effect<unknown, unknown>

/**
 * A client of the whole API with promises, for code not written with Effect. It runs the Effect
 * client over `fetch`; nothing to close.
 */
export const createLeadflowClient = (options: CreateLeadflowClientOptions): LeadflowPromiseClient => {
  const http = options.fetch === undefined
    ? FetchHttpClient.layer
    : FetchHttpClient.layer.pipe(Layer.provide(Layer.succeed(FetchHttpClient.Fetch, options.fetch)))
  const recorded = Layer.effect(
    HttpClient.HttpClient,
    Effect.map(HttpClient.HttpClient, HttpClient.tap((response) => FiberRef.set(lastResponse, response)))
  ).pipe(Layer.provide(http))
  // Building the client only reflects on the definition: synchronous, and every method keeps the HttpClient.
  const client = Effect.runSync(Effect.provide(makeLeadflowClient(options), recorded)) as unknown as Record<string, Record<string, AnyMethod>>
  const facade: Record<string, Record<string, (request: unknown) => Promise<unknown>>> = {}
  for (const [group, methods] of Object.entries(client)) {
    const promised: Record<string, (request: unknown) => Promise<unknown>> = {}
    for (const [name, method] of Object.entries(methods))
      promised[name] = async (request) => {
        const result = await Effect.runPromise(Effect.either(Effect.catchAll(method(request), (failure) => Effect.flip(toApiError(failure)))))
        if (Either.isLeft(result)) throw result.left
        return result.right
      }
    facade[group] = promised
  }
  return facade as unknown as LeadflowPromiseClient
}
