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

// RFC 9110 `token` (tchar): what a header name may hold.
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/
// What Node (and undici) send in a header value: tab, visible ASCII and Latin-1 (each character
// one byte); never CR, LF, NUL or other controls, nor a character beyond U+00FF (they throw).
const HEADER_VALUE = /^[\t\x20-\x7e\x80-\xff]*$/

/**
 * Whether `name` can be sent as an HTTP header name: an RFC 9110 token. The batch deliveries'
 * headers (`@leadflow/api`) and the custom deliveries' `header.*` mappings
 * (`@leadflow/integrations`) are checked with it.
 */
export const isHeaderName = (name: string): boolean => HEADER_NAME.test(name)

/** `isHeaderName`'s rule in words, for messages. */
export const HEADER_NAME_RULE = "use letters, digits and ! # $ % & ' * + - . ^ _ ` | ~ only (no spaces or colons)"

/** Whether `value` can be sent as an HTTP header value as it is (see `HEADER_VALUE`). */
export const isHeaderValue = (value: string): boolean => HEADER_VALUE.test(value)
