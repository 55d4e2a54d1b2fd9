import { FetchHttpClient, type HttpApi, HttpApiClient, HttpClient, HttpClientRequest } from "@effect/platform"
import { LeadflowApi } from "@leadflow/api"
import { Context, type Effect, Encoding, Layer } from "effect"

/** Where the server is and the account's API key. */
export interface LeadflowClientOptions {
  /** The server's URL, e.g. `http://localhost:3000` (a trailing slash is ignored). */
  readonly baseUrl: string | URL
  /** The account's API key, sent as HTTP Basic `API:<key>` on every request. */
  readonly apiKey: string
}

/** The `Authorization` header for an API key: HTTP Basic with the username `API`. */
export const basicAuthorization = (apiKey: string): string => `Basic ${Encoding.encodeBase64(`API:${apiKey}`)}`

const trimmedBaseUrl = (baseUrl: string | URL): string => baseUrl.toString().replace(/\/+$/, "")

/**
 * The typed client of the whole API (`LeadflowApi`: main, batch, certificate APIs and lead
 * submission), derived from the API definition: one property per group, one method per
 * endpoint (`client.flows.list()`, `client.submission.submit({ path, payload })`). Failures are
 * the endpoint's declared errors (decoded), `HttpClientError` or `ParseError`.
 */
export const makeLeadflowClient = (options: LeadflowClientOptions): Effect.Effect<LeadflowClient, never, HttpClient.HttpClient> =>
  HttpApiClient.make(LeadflowApi, {
    baseUrl: trimmedBaseUrl(options.baseUrl),
    transformClient: HttpClient.mapRequest(HttpClientRequest.setHeader("authorization", basicAuthorization(options.apiKey)))
  })

/** The groups of an `HttpApi` and the errors every endpoint of it may fail with. */
export type ApiGroups<Api> = Api extends HttpApi.HttpApi<infer _Id, infer Groups, infer _E, infer _R> ? Groups : never
export type ApiErrors<Api> = Api extends HttpApi.HttpApi<infer _Id, infer _Groups, infer E, infer _R> ? E : never

/**
 * The Effect client's type: groups of endpoint methods returning `Effect`s.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- an interface, so declarations name it instead of expanding every endpoint (850 KB of .d.ts otherwise)
export interface LeadflowClient extends HttpApiClient.Client<ApiGroups<typeof LeadflowApi>, ApiErrors<typeof LeadflowApi>, never> {}

/** The client as a service, for Effect programs: `yield* Leadflow` then `client.flows.list()`. */
export class Leadflow extends Context.Tag("@leadflow/client/Leadflow")<Leadflow, LeadflowClient>() {
  /** The client over the `HttpClient` the program provides. */
  static readonly layer = (options: LeadflowClientOptions): Layer.Layer<Leadflow, never, HttpClient.HttpClient> =>
    Layer.effect(Leadflow, makeLeadflowClient(options))

  /** The client over `fetch` (Node 18+, browsers, Deno, Bun). */
  static readonly layerFetch = (options: LeadflowClientOptions): Layer.Layer<Leadflow> =>
    Leadflow.layer(options).pipe(Layer.provide(FetchHttpClient.layer))
}
