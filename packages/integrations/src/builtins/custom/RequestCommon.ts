/** What every custom delivery request shares: URL, Accept, authentication, header mappings, redirects. */
import { authorization } from "./Authorization.js"
import { mappedHeaders, mergeHeaders } from "./Headers.js"
import { flag, text } from "./Normalize.js"

/** The Accept header of every custom delivery: the formats the response parser understands. */
export const ACCEPT = "application/json;q=0.9,text/xml;q=0.8,application/xml;q=0.7,text/html;q=0.6,text/plain;q=0.5"

export const urlOf = (vars: Readonly<Record<string, unknown>>): string => text(vars["url"]) ?? ""

/** `send_ascii`: transliterate what is sent to ASCII. */
export const sendsAscii = (vars: Readonly<Record<string, unknown>>): boolean => flag(vars["send_ascii"], false)

/** `follow_redirects`, with the module's default (GET follows, POST and the like do not). */
export const followsRedirects = (vars: Readonly<Record<string, unknown>>, byDefault: boolean): boolean =>
  flag(vars["follow_redirects"], byDefault)

/**
 * The method named by `method` when the module allows it (upper-cased), else the default: an
 * unsupported method is stopped by validate, and never sent.
 */
export const methodOf = (vars: Readonly<Record<string, unknown>>, allowed: ReadonlyArray<string>, byDefault: string): string => {
  const method = text(vars["method"])?.toUpperCase()
  return method !== undefined && allowed.includes(method) ? method : byDefault
}

const hasHeader = (headers: Readonly<Record<string, string>>, lower: string): boolean => {
  for (const name of Object.keys(headers)) if (name.toLowerCase() === lower) return true
  return false
}

/**
 * Request headers: the module's defaults with the `header.*` mappings over them, and an
 * Authorization header from credentials unless a mapping already sets one.
 */
export const requestHeaders = (
  vars: Readonly<Record<string, unknown>>,
  defaults: Readonly<Record<string, string>>,
  hasBody: boolean,
  ascii: boolean
): Record<string, string> => {
  const header = vars["header"]
  const headers = header === undefined ? Object.assign({}, defaults) : mergeHeaders(defaults, mappedHeaders(header, ascii), hasBody)
  const auth = authorization(vars)
  // A mapped Authorization header is the user's explicit choice: it wins over Basic credentials.
  if (auth !== undefined && !hasHeader(headers, "authorization")) headers["Authorization"] = auth
  return headers
}

/** The body's length in bytes, as the Content-Length header carries it. */
export const contentLength = (body: string): string => String(Buffer.byteLength(body, "utf8"))
