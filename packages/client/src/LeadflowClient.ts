import {
  FetchHttpClient,
  HttpApi,
  type HttpApiEndpoint,
  type HttpApiGroup,
  HttpApiClient,
  HttpClient,
  HttpClientError,
  HttpClientRequest,
  HttpClientResponse
} from "@effect/platform"
import { LeadflowApi } from "@leadflow/api"
import { Context, Duration, Effect, Encoding, FiberRef, Layer, Option, ParseResult, Schema, type SchemaAST } from "effect"

/** Where the server is, the account's API key and how long a call may take. */
export interface LeadflowClientOptions {
  /** The server's URL, e.g. `http://localhost:3000` (a trailing slash is ignored). */
  readonly baseUrl: string | URL
  /** The account's API key, sent as HTTP Basic `API:<key>` on every request. */
  readonly apiKey: string
  /**
   * How long one call may take, from sending the request to having read the whole answer, in
   * milliseconds (default {@link defaultTimeoutMs}, 30 s). A call that takes longer is abandoned
   * (its request aborted) and fails with a `RequestError` (`reason: "Transport"`, "timed out" in
   * its description); the promise facade rejects with a `LeadflowApiError` of status 0. `0` or
   * `Infinity`: no limit.
   */
  readonly timeoutMs?: number | undefined
}

/** The default of `timeoutMs`: 30 seconds. */
export const defaultTimeoutMs = 30_000

/** The `Authorization` header for an API key: HTTP Basic with the username `API`. */
export const basicAuthorization = (apiKey: string): string => `Basic ${Encoding.encodeBase64(`API:${apiKey}`)}`

const trimmedBaseUrl = (baseUrl: string | URL): string => baseUrl.toString().replace(/\/+$/, "")

// ---------------------------------------------------------------------------------------------
// Path parameters: each one is a single segment, percent-encoded.

/**
 * A path parameter as one URL segment: percent-encoded (`encodeURIComponent`), so that `#`, `?`,
 * `/` or `%` in a value stay in it. The platform's client pastes parameters as they are. `""`,
 * `.` and `..` are refused: a URL normalises them away, whatever their encoding (`%2E%2E` is
 * `..` to the URL standard), so the request would reach another endpoint (`DELETE
 * /lists/{id}/items/..` is `DELETE /lists/{id}/`).
 */
const encodeSegment = (name: string, value: string): Either<string> => {
  if (value === "" || value === "." || value === "..")
    return { error: `The path parameter ${name} cannot be ${JSON.stringify(value)}: a URL drops such a segment, so the request would reach another endpoint` }
  try {
    return { value: encodeURIComponent(value) }
  } catch {
    return { error: `The path parameter ${name} is not well-formed Unicode (a lone surrogate)` }
  }
}

type Either<A> = { readonly value: A; readonly error?: undefined } | { readonly error: string; readonly value?: undefined }

const Segments = Schema.Record({ key: Schema.String, value: Schema.Unknown })

/** Encoded side: the segments as sent; decoded side: the path schema's encoded parameters. */
const PathSegments = Schema.transformOrFail(Segments, Segments, {
  strict: true,
  decode: (segments) => ParseResult.succeed(segments),
  encode: (params, _, ast) => {
    const segments: Record<string, unknown> = {}
    for (const [name, value] of Object.entries(params)) {
      if (typeof value !== "string") {
        segments[name] = value
        continue
      }
      const encoded = encodeSegment(name, value)
      if (encoded.error !== undefined) return ParseResult.fail(new ParseResult.Type(ast, params, encoded.error))
      segments[name] = encoded.value
    }
    return ParseResult.succeed(segments)
  }
})

const pathParams = (path: string): ReadonlyArray<string> => [...path.matchAll(/:(\w+)\??/g)].map((match) => match[1] ?? "")

/** The API with each endpoint's path parameters percent-encoded after their own schema. */
const withEncodedPaths = <A extends HttpApi.HttpApi.Any>(api: A): A => {
  let result = api as unknown as HttpApi.HttpApi.AnyWithProps
  for (const group of Object.values(result.groups) as Array<HttpApiGroup.HttpApiGroup.AnyWithProps>) {
    let encoded = group
    for (const endpoint of Object.values(group.endpoints) as Array<HttpApiEndpoint.HttpApiEndpoint.AnyWithProps>) {
      const params = pathParams(endpoint.path)
      if (params.length === 0) continue
      const schema = Option.getOrElse(endpoint.pathSchema, () =>
        Schema.Struct(Object.fromEntries(params.map((name) => [name, Schema.String])))
      ) as Schema.Schema<unknown, Record<string, unknown>>
      const composed = Schema.compose(PathSegments, schema, { strict: false })
      encoded = encoded.add(endpoint.setPath(composed as never) as unknown as HttpApiEndpoint.HttpApiEndpoint.AnyWithProps) as HttpApiGroup.HttpApiGroup.AnyWithProps
    }
    if (encoded !== group) result = result.add(encoded as never) as unknown as HttpApi.HttpApi.AnyWithProps
  }
  return result as unknown as A
}

let encodedApi: typeof LeadflowApi | undefined
const clientApi = (): typeof LeadflowApi => (encodedApi ??= withEncodedPaths(LeadflowApi))

// ---------------------------------------------------------------------------------------------
// Answers: read whole within the timeout, kept for the call's error handling.

/** The answer a call received: its status and body, as read (internal). */
export interface Answer {
  readonly status: number
  readonly body: ArrayBuffer
}

/** The answer of the request the current call sent (each call sets its own, see `wrapMethods`). */
const currentAnswer = FiberRef.unsafeMake<Answer | undefined>(undefined)

/** The body of an answer as text (internal). */
export const answerText = (answer: Answer): string => new TextDecoder().decode(answer.body)

/** The body of an answer: parsed when it is JSON, else its text; undefined when empty (internal). */
export const answerBody = (answer: Answer): unknown => {
  const text = answerText(answer)
  if (text === "") return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    return text
  }
}

// ---------------------------------------------------------------------------------------------
// Failures without the API key: an `HttpClientError` keeps the request it was about (method, URL,
// headers) and its answer (which keeps the request too), and `console.error` or `util.inspect`
// print them whole. The request's `Authorization` header is the API key in base64, so what the
// client fails with, and the answers it hands on, keep a copy of the request with that header
// replaced: method, URL, reason and description stay.

/** What the `Authorization` header reads in the requests that failures and answers keep. */
export const redactedAuthorization = "<redacted>"

/** The request without the API key: its `Authorization` header replaced (internal). */
export const withoutKey = (request: HttpClientRequest.HttpClientRequest): HttpClientRequest.HttpClientRequest =>
  request.headers["authorization"] === undefined || request.headers["authorization"] === redactedAuthorization
    ? request
    : HttpClientRequest.setHeader(request, "authorization", redactedAuthorization)

/**
 * An answer whose request is without the API key. Only an answer that failed while being read
 * still holds the request as sent (every other is handed on by `buffered`): its status and
 * headers are kept, not its body (it could not be read).
 */
const answerWithoutKey = (response: HttpClientResponse.HttpClientResponse): HttpClientResponse.HttpClientResponse => {
  const request = withoutKey(response.request)
  if (request === response.request) return response
  // `fetch` answers 200–599; a Response cannot be made with another status.
  const status = response.status >= 200 && response.status <= 599 ? response.status : 599
  return HttpClientResponse.fromWeb(request, new Response(null, { status, headers: Object.entries(response.headers as Record<string, string>) }))
}

/** A transport failure or an error answer, with its request (and its answer's) without the API key. */
const failureWithoutKey = (error: HttpClientError.HttpClientError): HttpClientError.HttpClientError => {
  const about = {
    request: withoutKey(error.request),
    ...(error.cause === undefined ? {} : { cause: error.cause }),
    ...(error.description === undefined ? {} : { description: error.description })
  }
  return error._tag === "RequestError"
    ? new HttpClientError.RequestError({ ...about, reason: error.reason })
    : new HttpClientError.ResponseError({ ...about, reason: error.reason, response: answerWithoutKey(error.response) })
}

/** Reads the whole answer, records it, and hands on an answer that can still be read (its request without the key). */
const buffered = (response: HttpClientResponse.HttpClientResponse) =>
  Effect.flatMap(response.arrayBuffer, (body) =>
    Effect.as(
      FiberRef.set(currentAnswer, { status: response.status, body }),
      HttpClientResponse.fromWeb(
        withoutKey(response.request),
        new Response(body.byteLength === 0 ? null : body, {
          status: response.status,
          headers: Object.entries(response.headers as Record<string, string>)
        })
      )
    )
  )

const timeoutOf = (options: LeadflowClientOptions): number | undefined => {
  const ms = options.timeoutMs ?? defaultTimeoutMs
  return ms > 0 && Number.isFinite(ms) ? ms : undefined
}

/**
 * The `HttpClient` a client sends with: authenticated, answers read whole, within the timeout;
 * its failures and answers keep the request without the API key.
 */
const transformClient = (options: LeadflowClientOptions) => {
  const timeout = timeoutOf(options)
  return (client: HttpClient.HttpClient): HttpClient.HttpClient =>
    client.pipe(
      HttpClient.mapRequest(HttpClientRequest.setHeader("authorization", basicAuthorization(options.apiKey))),
      HttpClient.transform((effect, request) => {
        const exchange = Effect.flatMap(effect, buffered)
        const timed =
          timeout === undefined
            ? exchange
            : Effect.timeoutFail(exchange, {
                duration: Duration.millis(timeout),
                onTimeout: () =>
                  new HttpClientError.RequestError({
                    request: withoutKey(request),
                    reason: "Transport",
                    description: `the request timed out after ${timeout} ms (timeoutMs)`
                  })
              })
        return Effect.mapError(timed, failureWithoutKey)
      })
    )
}

// ---------------------------------------------------------------------------------------------
// Error answers that do not match their schema: the declared error of their status.

/** The tag of the API's standard error of each status (`@leadflow/api`'s Errors). */
const standardTags: Readonly<Record<number, string>> = {
  400: "BadRequest",
  401: "Unauthorized",
  403: "Forbidden",
  404: "NotFound",
  406: "NotAcceptable",
  409: "Conflict",
  413: "PayloadTooLarge",
  415: "UnsupportedMediaType",
  503: "ServiceUnavailable"
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value)

/** What an answer's body says went wrong: its `error`, `message` or `reason`, or its text. */
export const errorMessageOf = (body: unknown): string | undefined => {
  if (typeof body === "string") return body.trim() === "" ? undefined : body
  if (!isRecord(body)) return undefined
  return [body["error"], body["message"], body["reason"]].find((member): member is string => typeof member === "string")
}

/**
 * An error answer whose body does not match its status's declared schema (a raw answer of the
 * server's front: load shedding, an unknown route, a request limit; or a proxy's page) as the
 * standard error the endpoint declares for that status, `{error}` taken from the body. Undefined
 * when the endpoint declares no such error at that status.
 */
const declaredErrorOf = (answer: Answer, declared: SchemaAST.AST | undefined): Option.Option<unknown> => {
  if (declared === undefined) return Option.none()
  const body = answerBody(answer)
  const message = errorMessageOf(body) ?? `HTTP ${answer.status}`
  const candidates: Array<unknown> = []
  const tag = standardTags[answer.status]
  if (tag !== undefined) candidates.push({ _tag: tag, error: message })
  if (answer.status === 422 && isRecord(body) && isRecord(body["errors"]))
    candidates.push({ _tag: "ValidationFailed", message: typeof body["message"] === "string" ? body["message"] : "Validation failed", errors: body["errors"] })
  const decode = Schema.decodeUnknownOption(Schema.make(declared))
  for (const candidate of candidates) {
    const decoded = decode(candidate)
    if (Option.isSome(decoded)) return decoded
  }
  return Option.none()
}

type AnyMethod = (request: unknown) => Effect.Effect<unknown, unknown>

/**
 * How a call's failure is handed on (internal): the failure, the answer it came with (when one
 * arrived) and the endpoint's declared error schemas by status.
 */
export type OnFailure = (failure: unknown, answer: Answer | undefined) => Effect.Effect<never, unknown>

/**
 * The client (internal): each method sends its request with the answer recorded for that call
 * only, turns an error answer that does not match its schema into the declared error of its
 * status, and hands every failure to `onFailure`.
 */
export const makeClientWith = (options: LeadflowClientOptions, onFailure: OnFailure = Effect.fail) =>
  Effect.map(
    HttpApiClient.make(clientApi(), { baseUrl: trimmedBaseUrl(options.baseUrl), transformClient: transformClient(options) }),
    (client) => {
      const methods = client as unknown as Record<string, Record<string, AnyMethod> | AnyMethod>
      HttpApi.reflect(clientApi(), {
        onGroup: () => undefined,
        onEndpoint: ({ endpoint, errors, group }) => {
          const declared = new Map<number, SchemaAST.AST>()
          errors.forEach(({ ast }, status) => (Option.isSome(ast) ? declared.set(status, ast.value) : undefined))
          const holder = (group.topLevel ? methods : methods[group.identifier]) as Record<string, AnyMethod> | undefined
          const method = holder?.[endpoint.name]
          if (holder === undefined || method === undefined) return
          holder[endpoint.name] = (request) =>
            Effect.locally(
              Effect.catchAll(method(request), (failure) =>
                Effect.flatMap(FiberRef.get(currentAnswer), (answer) => {
                  const declaredError =
                    ParseResult.isParseError(failure) && answer !== undefined && answer.status >= 400
                      ? declaredErrorOf(answer, declared.get(answer.status))
                      : Option.none()
                  return onFailure(Option.getOrElse(declaredError, () => failure), answer)
                })
              ),
              currentAnswer,
              undefined
            )
        }
      })
      return client as unknown as LeadflowClient
    }
  )

/**
 * The typed client of the whole API (`LeadflowApi`: main, batch, certificate APIs and lead
 * submission), derived from the API definition: one property per group, one method per
 * endpoint (`client.flows.list()`, `client.submission.submit({ path, payload })`). Failures are
 * the endpoint's declared errors (decoded; an error answer without the declared body, such as
 * the server's load-shedding 503, is the declared error of its status with the body's `error`),
 * `HttpClientError` (a `RequestError` when no answer came, or not within `timeoutMs`) or
 * `ParseError` (a request that does not match the API, or a success answer that does not).
 * Path parameters are percent-encoded, each as one segment.
 */
export const makeLeadflowClient = (options: LeadflowClientOptions): Effect.Effect<LeadflowClient, never, HttpClient.HttpClient> =>
  makeClientWith(options)

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
