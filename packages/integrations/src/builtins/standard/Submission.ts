/**
 * Parsing of a submission to the standard source integration: method and content checks, the
 * body by its content type, and the query string merged over it (the query wins). Anything the
 * submitter must fix is thrown as an `HttpError` with a plain-text explanation.
 *
 * This runs once per submission on the hot path: the body is parsed only as its type needs, and
 * nothing is compiled per call.
 */
import { HttpError, type SubmittedRequest } from "../../Contract.js"
import { parseForm } from "./FormBody.js"
import { headerValue } from "./Headers.js"
import { parseJson } from "./JsonBody.js"
import { negotiate } from "./Negotiation.js"
import { isRecord, ownValue } from "./Records.js"
import { firstRedirUrl, isValidRedirect, queryStringOf } from "./SubmissionUri.js"
import { parseXml } from "./XmlBody.js"

const PLAIN_TEXT: Readonly<Record<string, string>> = { "Content-Type": "text/plain" }

/** The body types a submission may use, in the order the 406 answer names them. */
export const SUBMISSION_TYPES = [
  "application/x-www-form-urlencoded",
  "application/json",
  "application/xml",
  "text/xml"
] as const

export type SubmissionType = (typeof SUBMISSION_TYPES)[number]

const UNSUPPORTED_TYPE = `MIME type in Content-Type header is not supported. Use only ${SUBMISSION_TYPES.join(", ")}.`

const isSubmissionType = (type: string): type is SubmissionType =>
  (SUBMISSION_TYPES as ReadonlyArray<string>).includes(type)

const describe = (error: unknown): string => (error instanceof Error ? `${error.name}: ${error.message}` : String(error))

const badRequest = (message: string): HttpError => new HttpError(400, PLAIN_TEXT, message)

/** The media type of a Content-Type value, without parameters, lower-cased. */
const mediaTypeOf = (contentType: string): string => {
  const semi = contentType.indexOf(";")
  return (semi === -1 ? contentType : contentType.slice(0, semi)).trim().toLowerCase()
}

const isBlank = (text: string): boolean => {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (code !== 0x20 && code !== 0x0a && code !== 0x0d && code !== 0x09) return false
  }
  return true
}

/** A body is announced by a positive Content-Length, chunked encoding, or simply present. */
const announcesBody = (req: SubmittedRequest): boolean => {
  if (req.body !== undefined && req.body !== "") return true
  const length = headerValue(req.headers, "content-length", "Content-Length")
  if (length !== undefined && Number(length) > 0) return true
  const encoding = headerValue(req.headers, "transfer-encoding", "Transfer-Encoding")
  return encoding !== undefined && encoding.toLowerCase().includes("chunked")
}

/** The type of an announced body: 415 without one, 406 for one we do not read. */
const bodyTypeOf = (req: SubmittedRequest): SubmissionType => {
  const contentType = headerValue(req.headers, "content-type", "Content-Type")
  if (contentType === undefined || contentType.trim() === "")
    throw new HttpError(415, PLAIN_TEXT, "Content-Type header is required")
  const type = mediaTypeOf(contentType)
  if (!isSubmissionType(type)) throw new HttpError(406, PLAIN_TEXT, UNSUPPORTED_TYPE)
  return type
}

const parseBody = (type: SubmissionType, body: string): Record<string, unknown> => {
  switch (type) {
    case "application/x-www-form-urlencoded":
      try {
        return parseForm(body)
      } catch (error) {
        throw badRequest(`Unable to parse body -- ${describe(error)}.`)
      }
    case "application/json":
      try {
        return parseJson(body)
      } catch (error) {
        throw badRequest(`Unable to parse JSON -- ${describe(error)}.`)
      }
    case "application/xml":
    case "text/xml":
      try {
        return parseXml(body)
      } catch (error) {
        throw badRequest(`Body does not contain XML or XML is unparseable -- ${describe(error)}.`)
      }
  }
}

/** Deep-merge `over` into `base` (mutating `base`, a freshly parsed body): nested fields merge, values replace. */
const mergeOver = (base: Record<string, unknown>, over: Readonly<Record<string, unknown>>): Record<string, unknown> => {
  for (const key in over) {
    const value = over[key]
    const current = ownValue(base, key)
    if (isRecord(current) && isRecord(value)) mergeOver(current, value)
    else base[key] = value
  }
  return base
}

/**
 * The submitted fields of a request, or throws `HttpError`: 405 for a method other than GET or
 * POST, 406 for an Accept header we cannot answer or an unsupported body type, 415 for a body
 * without a type, 400 for an invalid `redir_url` or a body (or query) that does not parse.
 */
export const parseSubmission = (req: SubmittedRequest): Record<string, unknown> => {
  const method = req.method.toUpperCase()
  if (method !== "GET" && method !== "POST")
    throw new HttpError(405, { "Content-Type": "text/plain", Allow: "GET, POST" }, `The ${method} method is not allowed`)
  if (negotiate(headerValue(req.headers, "accept", "Accept")) === undefined)
    throw new HttpError(
      406,
      PLAIN_TEXT,
      "Not capable of generating content according to the Accept header. Accept application/json, application/xml or text/xml."
    )
  const type = announcesBody(req) ? bodyTypeOf(req) : undefined

  const queryString = queryStringOf(req.uri)
  let query: Record<string, unknown> | undefined
  if (queryString !== undefined && queryString !== "") {
    try {
      query = parseForm(queryString)
    } catch (error) {
      throw badRequest(`Unable to parse query string -- ${describe(error)}.`)
    }
    const redirUrl = firstRedirUrl(query)
    if (redirUrl !== undefined && !isValidRedirect(redirUrl)) throw badRequest("Invalid redir_url")
  }

  const body = req.body
  if (type === undefined || body === undefined || isBlank(body)) return query ?? {}
  const data = parseBody(type, body)
  return query === undefined ? data : mergeOver(data, query)
}
