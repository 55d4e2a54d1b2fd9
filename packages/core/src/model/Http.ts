import { Schema } from "effect"
import { closedStruct, openStruct, optional } from "./internal/Record.js"
import { EpochMillis } from "./Timestamp.js"

/**
 * HTTP exchanges recorded on events: the source's submission and the answer it got, a
 * recipient's calls (transactions), feedback calls. Bodies are recorded as text.
 */

export const HttpHeaders = Schema.Record({ key: Schema.String, value: Schema.String }).annotations({
  identifier: "HttpHeaders"
})
export type HttpHeaders = typeof HttpHeaders.Type

export const HttpMethod = Schema.Literal("GET", "POST", "PUT", "DELETE", "PATCH", "OPTIONS").annotations({
  identifier: "HttpMethod"
})
export type HttpMethod = typeof HttpMethod.Type

export const HttpRequest = closedStruct("HttpRequest", {
  method: HttpMethod,
  uri: Schema.String,
  /** HTTP version (`1.1`). */
  version: Schema.String,
  headers: HttpHeaders,
  body: Schema.String,
  /** Just before the request was sent. */
  timestamp: EpochMillis
})
export type HttpRequest = typeof HttpRequest.Type

// The reference copies HttpRequest's required list here (method, uri); the response's own
// counterparts are required instead.
export const HttpResponse = openStruct("HttpResponse", {
  status: Schema.Int,
  status_text: optional(Schema.String),
  version: Schema.String,
  headers: HttpHeaders,
  body: Schema.String,
  /** Just after the body was read. */
  timestamp: EpochMillis
})
export type HttpResponse = typeof HttpResponse.Type

/** One call an integration made: request, response and how long it took. */
export const HttpTransaction = openStruct("HttpTransaction", {
  request: HttpRequest,
  response: HttpResponse,
  ms: Schema.Int
})
export type HttpTransaction = typeof HttpTransaction.Type
