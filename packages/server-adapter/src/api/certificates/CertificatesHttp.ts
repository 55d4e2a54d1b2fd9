import { HttpApiBuilder, HttpIncomingMessage, type HttpServerRequest, HttpServerResponse } from "@effect/platform"
import { Effect, Option, ParseResult, Schema } from "effect"
import { browserScript } from "../../certform/BrowserScript.js"
import { CaptureStart, CaptureUpdate, Forbidden, goneResponse, keyRefusal, MainApi, malformedResponse, MAX_CAPTURE_BYTES, maybeAccount, ServiceUnavailable, unauthorizedResponse } from "@leadflow/api"
import type { CertformSettings } from "../../certform/CertformSettings.js"
import { EXPIRED_REASON, MALFORMED_REASON, NOT_FOUND_REASON } from "../../certform/CertificateLookup.js"
import { demoPage } from "../../certform/DemoPage.js"
import { Certificates } from "../../services/certificates/Certificates.js"
import { jsonNestsDeeper, maxRecordDepth, nestsDeeperMessage } from "@leadflow/core"
import { errorsToIssues } from "../ErrorMapping.js"

/** Handlers of the `certificates` group (see `CertificatesApi.ts` and docs/certform.md). */

// Any page may load the script and post captures: the certificate is the page's own record.
const CORS = {
  "access-control-allow-origin": "*",
  "access-control-allow-methods": "POST, OPTIONS",
  "access-control-allow-headers": "content-type",
  "access-control-max-age": "86400"
} as const

const withCors = (response: HttpServerResponse.HttpServerResponse) => HttpServerResponse.setHeaders(response, CORS)

const corsJson = (body: unknown, status: number) => withCors(HttpServerResponse.unsafeJson(body, { status }))

const asArray = (value: string | ReadonlyArray<string> | undefined): ReadonlyArray<string> =>
  value === undefined ? [] : typeof value === "string" ? [value] : value

const storageUnavailable = () => new ServiceUnavailable({ error: "storage unavailable" })

/** The client's address: the socket's, or the first `X-Forwarded-For` hop behind a trusted proxy. */
const clientIp = (request: HttpServerRequest.HttpServerRequest, settings: CertformSettings): string | null => {
  const forwarded = settings.trustProxy ? request.headers["x-forwarded-for"]?.split(",")[0]?.trim() : undefined
  const address = forwarded !== undefined && forwarded !== "" ? forwarded : Option.getOrUndefined(request.remoteAddress)
  if (address === undefined || address === "") return null
  return address.startsWith("::ffff:") ? address.slice("::ffff:".length) : address
}

/** A capture body: JSON whatever the Content-Type (the script sends text/plain), size-bounded. */
const readCapture = <A, I>(request: HttpServerRequest.HttpServerRequest, schema: Schema.Schema<A, I>) =>
  Effect.gen(function* () {
    const length = Number(request.headers["content-length"] ?? 0)
    if (length > MAX_CAPTURE_BYTES) return { _tag: "TooLarge" as const }
    const text = yield* HttpIncomingMessage.withMaxBodySize(request.text, Option.some(MAX_CAPTURE_BYTES)).pipe(
      Effect.orElseSucceed(() => undefined)
    )
    if (text === undefined) return { _tag: "Invalid" as const, error: "request body could not be read" }
    if (jsonNestsDeeper(text, maxRecordDepth))
      return { _tag: "Invalid" as const, error: nestsDeeperMessage("request body", maxRecordDepth) }
    const json = yield* Effect.try(() => JSON.parse(text) as unknown).pipe(Effect.orElseSucceed(() => undefined))
    if (json === undefined) return { _tag: "Invalid" as const, error: "request body is not JSON" }
    // JSON that is not a capture: 422 with the errors by field, as the main API answers.
    return yield* Schema.decodeUnknown(schema, { errors: "all" })(json).pipe(
      Effect.map((value) => ({ _tag: "Ok" as const, value })),
      Effect.catchAll((error) =>
        Effect.succeed({ _tag: "Unprocessable" as const, errors: errorsToIssues(ParseResult.ArrayFormatter.formatErrorSync(error)) })
      )
    )
  })

type RefusedCapture =
  | { readonly _tag: "TooLarge" }
  | { readonly _tag: "Invalid"; readonly error: string }
  | { readonly _tag: "Unprocessable"; readonly errors: Readonly<Record<string, ReadonlyArray<string>>> }

const refusedCapture = (result: RefusedCapture) =>
  result._tag === "TooLarge"
    ? corsJson({ error: `Request body is larger than ${MAX_CAPTURE_BYTES} bytes` }, 413)
    : result._tag === "Invalid"
      ? corsJson({ error: result.error }, 400)
      : corsJson({ message: "Validation failed", errors: result.errors }, 422)

export const CertificatesLive = HttpApiBuilder.group(MainApi, "certificates", (handlers) =>
  Effect.gen(function* () {
    const certificates = yield* Certificates
    return handlers
      .handle("ping", ({ path, urlParams }) =>
        Effect.gen(function* () {
          const account = yield* maybeAccount
          if (account === undefined && !certificates.tokenAllows(path.cert_id, urlParams.token)) {
            // A good key whose scope does not allow pings (a `read` key) is told so, with the
            // words of every other 403: it is not a missing or wrong key (401).
            const refusal = yield* keyRefusal
            if (refusal !== undefined) return yield* Effect.fail(new Forbidden({ error: refusal }))
            return unauthorizedResponse()
          }
          const pinged = yield* certificates.ping(path.cert_id, {
            emails: asArray(urlParams.email),
            phones: asArray(urlParams.phone),
            fingerprints: asArray(urlParams.fingerprint),
            requiredScans: asArray(urlParams.required_scan),
            forbiddenScans: asArray(urlParams.forbidden_scan)
          })
          switch (pinged._tag) {
            case "Malformed":
              return malformedResponse(MALFORMED_REASON)
            case "NotFound":
              return goneResponse(NOT_FOUND_REASON)
            case "Expired":
              return goneResponse(EXPIRED_REASON)
            case "Answered":
              return HttpServerResponse.unsafeJson(pinged.answer, { status: 201 })
          }
        }).pipe(Effect.catchTag("StoreError", () => Effect.fail(storageUnavailable())))
      )
      .handle("pingUrl", ({ path }) => {
        // Deprecated and public: it signs a URL for any well-formed id and proves nothing about it.
        const url = certificates.pingUrl(path.cert_id)
        return Effect.succeed(url === undefined ? malformedResponse(MALFORMED_REASON) : { url })
      })
      .handle("script", () =>
        Effect.succeed(
          HttpServerResponse.text(browserScript, {
            contentType: "application/javascript; charset=utf-8",
            headers: { "cache-control": "public, max-age=300", "access-control-allow-origin": "*" }
          })
        )
      )
      .handle("demo", ({ request }) =>
        Effect.sync(() => {
          const query = new URL(request.url, "http://localhost").searchParams
          const submitted = Object.fromEntries(query.entries())
          return HttpServerResponse.html(demoPage({ scriptUrl: "certform.js", action: "demo", submitted }))
        })
      )
      .handleRaw("capture", ({ request }) =>
        Effect.gen(function* () {
          const read = yield* readCapture(request, CaptureStart)
          if (read._tag !== "Ok") return refusedCapture(read)
          const client = { ip: clientIp(request, certificates.settings), userAgent: request.headers["user-agent"] ?? null }
          return corsJson(yield* certificates.capture(read.value, client), 201)
        }).pipe(Effect.catchTag("StoreError", () => Effect.succeed(corsJson({ error: "storage unavailable" }, 503))))
      )
      .handle("capturePreflight", () => Effect.succeed(withCors(HttpServerResponse.empty({ status: 204 }))))
      .handleRaw("session", ({ path, request }) =>
        Effect.gen(function* () {
          const read = yield* readCapture(request, CaptureUpdate)
          if (read._tag !== "Ok") return refusedCapture(read)
          switch (yield* certificates.session(path.cert_id, read.value)) {
            case "recorded":
              return withCors(HttpServerResponse.empty({ status: 204 }))
            case "forbidden":
              return corsJson({ error: "the write token does not match this certificate" }, 403)
            case "not found":
              return corsJson({ outcome: "error", reason: NOT_FOUND_REASON }, 404)
            case "final":
              return corsJson({ error: "a buyer has pinged this certificate: its session is final and is not recorded again" }, 409)
          }
        }).pipe(Effect.catchTag("StoreError", () => Effect.succeed(corsJson({ error: "storage unavailable" }, 503))))
      )
      .handle("sessionPreflight", () => Effect.succeed(withCors(HttpServerResponse.empty({ status: 204 }))))
  })
)
