import { HttpApiBuilder, type HttpApiError, type HttpApp, HttpServerError, HttpServerRequest, HttpServerResponse } from "@effect/platform"
import { Effect, Option, type ParseResult } from "effect"
import { BadRequest, MainApi, ValidationFailed } from "@leadflow/api"
import { issuesByPath } from "@leadflow/core"
import { pushOwn } from "../services/OwnMembers.js"

/**
 * The API's answers to bad input, applied around every handler: a payload, path or query that
 * fails its schema is a 422 `{errors: {path: [messages]}}` (not the platform's 400; the body as a
 * whole is `body`), a body that
 * does not parse is a 400 with a JSON `{error}`, an unknown route a 404 with one.
 */
export const errorsToIssues = (
  issues: ReadonlyArray<ParseResult.ArrayFormatterIssue>,
  document?: unknown
): Record<string, Array<string>> => {
  const errors: Record<string, Array<string>> = {}
  // Core's fold: a value outside a literal union is one message naming every member, not one
  // message per member, and no message quotes a secret (a secret member's value is said by its
  // type). An issue with the whole body (an empty PUT, a body that is not an object) is named `body`.
  for (const [path, messages] of Object.entries(issuesByPath(issues, document)))
    for (const message of messages) pushOwn(errors, path === "" ? "body" : path, message)
  return errors
}

/**
 * The body a refused payload was decoded from, when one of its issues lies in a `value` (a
 * mapping's, whose `property` says whether it is a secret): the request's JSON, already read
 * (the platform keeps it), else nothing.
 */
const documentOf = (issues: ReadonlyArray<ParseResult.ArrayFormatterIssue>): Effect.Effect<unknown, never, HttpServerRequest.HttpServerRequest> =>
  issues.some((issue) => issue.path.includes("value"))
    ? Effect.flatMap(HttpServerRequest.HttpServerRequest, (request) => request.json).pipe(Effect.orElseSucceed(() => undefined))
    : Effect.succeed(undefined)

export const ErrorMappingLive = HttpApiBuilder.middleware(MainApi, (app) =>
  (app as HttpApp.Default<HttpApiError.HttpApiDecodeError | HttpServerError.RouteNotFound>).pipe(
    Effect.catchTag("HttpApiDecodeError", (error) =>
      Effect.flatMap(documentOf(error.issues), (document) => Effect.fail(ValidationFailed.fromErrors(errorsToIssues(error.issues, document))))
    ),
    Effect.catchTag("RouteNotFound", () =>
      Effect.succeed(HttpServerResponse.unsafeJson({ _tag: "NotFound", error: "Not Found" }, { status: 404 }))
    ),
    Effect.catchSomeDefect((defect) =>
      HttpServerError.isServerError(defect) && defect._tag === "RequestError" && defect.reason === "Decode"
        ? Option.some(Effect.fail(new BadRequest({ error: "Request body could not be parsed" })))
        : Option.none()
    )
  )
)

/**
 * The last resort, around the whole app: whatever still ends in a 5xx with an empty body (a
 * defect in a handler, an undeclared error) is answered with a JSON `{error}` and logged, so a
 * client always gets JSON. It stays a 5xx: the bug behind it is still to be fixed.
 */
export const jsonLastResort = <E, R>(app: HttpApp.Default<E, R>): HttpApp.Default<E, R> =>
  Effect.catchAllCause(app, (cause) =>
    Effect.flatMap(HttpServerError.causeResponse(cause), ([response]) =>
      response.status >= 500 && response.body._tag === "Empty"
        ? Effect.logError("Unhandled failure in the API", cause).pipe(
            Effect.as(
              HttpServerResponse.unsafeJson(
                { error: response.status === 500 ? "internal error" : "Service Unavailable" },
                { status: response.status }
              )
            )
          )
        : Effect.failCause(cause)
    )
  )
