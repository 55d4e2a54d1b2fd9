import { HttpBody, type HttpApp, HttpIncomingMessage, HttpServerRequest, HttpServerResponse } from "@effect/platform"
import { Effect, Layer, Option } from "effect"
import { isListUpload, maxListUploadBytes } from "../server/RequestLimits.js"
import { jsonNestsDeeper, maxRecordDepth, nestsDeeperMessage } from "@leadflow/core"
import { NotAcceptable, Negotiation, PayloadTooLarge, UnsupportedMediaType, ValidationFailed } from "@leadflow/api"

/**
 * Content negotiation for the JSON resources: the spec's media types
 * `application/vnd.com.leadflow.<resource>+json` and `application/json` in both directions (a
 * vendor type asked for is the answer's Content-Type, see `answerInVendorType`), an Accept header
 * naming neither 406 (endpoints that serve files or CSV also take their own types), a body of another type 415, a body over the limit 413, a
 * body nesting deeper than 32 levels 422. (Multipart bodies never get here: the server refuses
 * them before the app, which would wait on them.)
 * It runs before the payload is read, so a refused request costs nothing more.
 */

/** Largest request body the management API reads. */
export const maxBodyBytes = 10 * 1024 * 1024

const vendorJson = /^application\/vnd\.com\.leadflow\.[a-z0-9_.-]+\+json$/

const mediaType = (value: string): string => {
  const semi = value.indexOf(";")
  return (semi === -1 ? value : value.slice(0, semi)).trim().toLowerCase()
}

/** A JSON resource answers in JSON: plain, the vendor type, or a wildcard that covers them. */
const jsonRange = (type: string): boolean =>
  type === "" || type === "*/*" || type === "application/*" || type === "application/json" || vendorJson.test(type)

/** What an endpoint that serves a file or CSV answers in besides JSON. */
const fileRange = (type: string): boolean =>
  type === "text/*" ||
  type === "text/csv" ||
  type === "text/plain" ||
  type === "application/octet-stream" ||
  type === "application/x-ndjson" ||
  type === "text/tab-separated-values"

/** A range the client refuses outright (`;q=0`). */
const refused = (range: string): boolean => /;\s*q\s*=\s*0(\.0*)?\s*(;|$)/i.test(range)

const ranges = (accept: string): ReadonlyArray<string> => accept.split(",").filter((range) => !refused(range))

const noPreference = (accept: string | undefined): accept is undefined =>
  accept === undefined || accept.trim() === ""

/** Whether an Accept header lets a JSON resource answer (absent means anything). */
export const acceptsJson = (accept: string | undefined): boolean =>
  noPreference(accept) || ranges(accept).some((range) => jsonRange(mediaType(range)))

/** Whether an Accept header lets an endpoint that serves files or CSV answer (JSON or its types). */
export const acceptsFile = (accept: string | undefined): boolean =>
  noPreference(accept) || ranges(accept).some((range) => jsonRange(mediaType(range)) || fileRange(mediaType(range)))

/**
 * The vendor type a JSON answer carries as its Content-Type: the first JSON range of the Accept
 * header when it is `application/vnd.com.leadflow.<resource>+json`; otherwise none (plain JSON).
 */
export const vendorTypeAsked = (accept: string | undefined): string | undefined => {
  if (noPreference(accept)) return undefined
  for (const range of ranges(accept)) {
    const type = mediaType(range)
    if (vendorJson.test(type)) return type
    if (jsonRange(type)) return undefined
  }
  return undefined
}

/** The endpoints that answer in a file's or CSV's type: batch file downloads, report runs. */
const servesFiles = /^\/(batch\/files\/[^/]+\/download|reports\/preview|reports\/[^/]+\/run)\/?$/

/** Whether a body's Content-Type is JSON (plain or the vendor type). */
export const isJsonContentType = (contentType: string): boolean => {
  const type = mediaType(contentType)
  return type === "application/json" || vendorJson.test(type)
}

const announcesBody = (headers: Readonly<Record<string, string | undefined>>): boolean => {
  const length = headers["content-length"]
  if (length !== undefined) return Number(length) > 0
  return headers["transfer-encoding"] !== undefined
}

const listItems = /^\/lists\/[^/]+\/items\/?$/

/** Whether a body read failed at its size limit (`@effect/platform-node` says so in the cause). */
const exceededLimit = (error: { readonly cause?: unknown }): boolean =>
  error.cause instanceof Error && error.cause.message === "maxBytes exceeded"

export const negotiate = Effect.gen(function* () {
  const request = yield* HttpServerRequest.HttpServerRequest
  const headers = request.headers
  const pathname = request.url.split("?")[0] ?? ""
  const acceptable = servesFiles.test(pathname) ? acceptsFile : acceptsJson
  if (!acceptable(headers["accept"]))
    return yield* Effect.fail(
      new NotAcceptable({ error: "Not capable of generating content according to the Accept header. Accept application/json." })
    )
  const nulParameter = queryNulParameter(request.url)
  if (nulParameter !== undefined)
    return yield* Effect.fail(ValidationFailed.of(nulParameter, "must not contain a NUL character (U+0000)"))
  if (request.method === "GET" || request.method === "HEAD" || !announcesBody(headers)) return
  const length = Number(headers["content-length"] ?? 0)
  // A CSV upload to a list is streamed into it by its handler, with its own limit.
  if (isListUpload(request.method, pathname, headers["content-type"])) {
    if (length > maxListUploadBytes)
      return yield* Effect.fail(new PayloadTooLarge({ error: `A CSV upload is limited to ${maxListUploadBytes} bytes` }))
    return
  }
  if (length > maxBodyBytes)
    return yield* Effect.fail(new PayloadTooLarge({ error: `Request body is larger than ${maxBodyBytes} bytes` }))
  const contentType = headers["content-type"]
  if (contentType === undefined || !isJsonContentType(contentType))
    return yield* Effect.fail(
      new UnsupportedMediaType({
        error: listItems.test(pathname)
          ? "MIME type in Content-Type header is not supported. Use application/json or text/csv."
          : "MIME type in Content-Type header is not supported. Use application/json."
      })
    )
  // A member named `__proto__` cannot be kept (records drop it on decode), so it is refused
  // rather than silently lost. The body text is cached: the handler reads it again for free.
  // Read with the limit too: a chunked body announces no length to check first. The first read
  // decides (the text is cached), and one past the limit is never held whole in memory.
  const read = yield* HttpIncomingMessage.withMaxBodySize(request.text, Option.some(maxBodyBytes)).pipe(
    Effect.map((text) => ({ text, tooLarge: false })),
    Effect.catchAll((error) => Effect.succeed({ text: "", tooLarge: exceededLimit(error) }))
  )
  if (read.tooLarge)
    return yield* Effect.fail(new PayloadTooLarge({ error: `Request body is larger than ${maxBodyBytes} bytes` }))
  const text = read.text
  // Before anything parses or walks it: what follows (schemas, error formatting) recurses.
  if (jsonNestsDeeper(text, maxRecordDepth))
    return yield* Effect.fail(ValidationFailed.of("body", nestsDeeperMessage("the body", maxRecordDepth)))
  if (protoMember.test(text))
    return yield* Effect.fail(ValidationFailed.of("", "a member named __proto__ is not allowed"))
  // Text a database cannot store is a 422 naming where it is, not a storage error later:
  // a lone surrogate (`\ud800` without its pair) is not text, and PostgreSQL refuses NUL
  // (U+0000) in text and JSON. Only escaped ones can arrive (the UTF-8 decoder replaces raw
  // surrogates, and JSON forbids raw control characters), so bodies without an escape skip the
  // parse. A list's items are exempt: each bad item is reported in the answer, the rest are added.
  const surrogates = surrogateEscape.test(text)
  const nuls = nulEscape.test(text) && !listItems.test(pathname)
  if (surrogates || nuls) {
    const parsed = parsedOrUndefined(text)
    const surrogatePath = surrogates ? unstorablePath(parsed, [], holdsLoneSurrogate) : undefined
    if (surrogatePath !== undefined)
      return yield* Effect.fail(ValidationFailed.of(surrogatePath, "is not valid text (a lone UTF-16 surrogate)"))
    const nulPath = nuls ? unstorablePath(parsed, [], holdsNul) : undefined
    if (nulPath !== undefined)
      return yield* Effect.fail(ValidationFailed.of(nulPath, "must not contain a NUL character (U+0000)"))
  }
})

/**
 * The first query parameter whose name or value holds NUL: `%00`, or `\u0000` in a value that is
 * JSON (filters, rules, funnel steps are read as JSON). No stored text matches one.
 */
const queryNulParameter = (url: string): string | undefined => {
  const q = url.indexOf("?")
  if (q === -1) return undefined
  const query = url.slice(q + 1)
  if (!query.includes("%00") && !/%5cu0000|\\u0000/i.test(query)) return undefined
  for (const [name, value] of new URLSearchParams(query)) {
    if (holdsNul(name)) return "query"
    if (holdsNul(value)) return name
    if (nulEscape.test(value) && unstorablePath(parsedOrUndefined(value), [], holdsNul) !== undefined) return name
  }
  return undefined
}

const surrogateEscape = /\\u[dD][89a-fA-F]/
const nulEscape = /\\u0000/
const holdsNul = (text: string): boolean => text.includes("\u0000")
const holdsLoneSurrogate = (text: string): boolean => !text.isWellFormed()

const parsedOrUndefined = (text: string): unknown => {
  try {
    return JSON.parse(text)
  } catch {
    // Unparseable bodies are the decoder's 400.
    return undefined
  }
}

/** The dotted path of the first key or string that `unstorable` matches, if any. */
const unstorablePath = (value: unknown, path: ReadonlyArray<string>, unstorable: (text: string) => boolean): string | undefined => {
  if (typeof value === "string") return unstorable(value) ? path.join(".") : undefined
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = unstorablePath(item, [...path, String(i)], unstorable)
      if (found !== undefined) return found
    }
    return undefined
  }
  if (value !== null && typeof value === "object")
    for (const [key, item] of Object.entries(value)) {
      if (unstorable(key)) return [...path, key].join(".")
      const found = unstorablePath(item, [...path, key], unstorable)
      if (found !== undefined) return found
    }
  return undefined
}

const protoMember = /"__proto__"\s*:/

export const NegotiationLive = Layer.succeed(Negotiation, negotiate)

/**
 * Around the whole app: a successful JSON answer to a request that asked for the spec's vendor
 * type carries that type as its Content-Type (the body is the same JSON). Errors stay
 * `application/json`: they are not a representation of the resource asked for.
 */
export const answerInVendorType = <E, R>(app: HttpApp.Default<E, R | HttpServerRequest.HttpServerRequest>) =>
  Effect.flatMap(HttpServerRequest.HttpServerRequest, (request) => {
    const vendor = vendorTypeAsked(request.headers["accept"])
    if (vendor === undefined) return app
    return Effect.map(app, (response) =>
      response.status >= 200 &&
      response.status < 300 &&
      response.body._tag === "Uint8Array" &&
      mediaType(response.body.contentType) === "application/json"
        ? // The body's own type is what the response is written with.
          HttpServerResponse.setBody(response, HttpBody.uint8Array(response.body.body, vendor))
        : response
    )
  })
