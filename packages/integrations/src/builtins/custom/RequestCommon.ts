/** What every custom delivery request shares: URL, Accept, authentication, header mappings, yes/no settings. */
import { authorization } from "./Authorization.js"
import { mappedHeaders, mergeHeaders } from "./Headers.js"
import { text } from "./Normalize.js"
import { flagSetting, priceSetting } from "./Settings.js"

/** The Accept header of every custom delivery: the formats the response parser understands. */
export const ACCEPT = "application/json;q=0.9,text/xml;q=0.8,application/xml;q=0.7,text/html;q=0.6,text/plain;q=0.5"

export const urlOf = (vars: Readonly<Record<string, unknown>>): string => text(vars["url"]) ?? ""

/** The yes/no settings every custom request reads. */
export interface RequestSettings {
  /** `send_ascii`: transliterate what is sent to ASCII. */
  readonly ascii: boolean
  /** `follow_redirects`, with the module's default (GET follows, POST and the like do not). */
  readonly followRedirects: boolean
}

/**
 * `send_ascii` and `follow_redirects`, read before anything is built, and `fallback_price`
 * checked then too (the answer's parser reads it): a setting that cannot be read (`Settings.ts`)
 * throws, naming it, so the call ends in error ("request could not be built: ...") with nothing
 * sent, rather than going out with a default nobody chose.
 */
export const requestSettings = (vars: Readonly<Record<string, unknown>>, followByDefault: boolean): RequestSettings => {
  const ascii = flagSetting(vars, "send_ascii", false)
  const followRedirects = flagSetting(vars, "follow_redirects", followByDefault)
  priceSetting(vars, "fallback_price")
  return { ascii, followRedirects }
}

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
