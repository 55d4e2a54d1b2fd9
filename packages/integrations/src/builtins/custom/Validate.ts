/**
 * `validate` for the custom deliveries: a message skips the step with that reason. Checks, in
 * order: the URL (required, valid, public), the method, `outcome_on_match`, then the `header.*`
 * mappings (a Content-Type of the module's family, no Content-Length, no Accept).
 */
import { urlProblem } from "../../runtime/Ssrf.js"
import { mappedHeaders } from "./Headers.js"
import { text } from "./Normalize.js"
import { privateHostsAllowed } from "../../runtime/PrivateHosts.js"

/** The kind of body a module sends, which a mapped Content-Type must name; `none` for GET. */
export type ContentTypeFamily = "json" | "form" | "xml" | "none"

const FAMILY: Readonly<Record<ContentTypeFamily, RegExp | undefined>> = {
  json: /json/i,
  form: /x-www-form-urlencoded/i,
  xml: /xml/i,
  none: undefined
}

const OUTCOMES: ReadonlySet<string> = new Set(["success", "failure", "error"])

export interface ValidateRules {
  /** The methods the `method` variable may name; undefined when the module has a fixed method. */
  readonly methods?: ReadonlyArray<string>
  /** The Content-Type family for these vars (a `json_parameter` turns JSON into a form post). */
  readonly family: (vars: Readonly<Record<string, unknown>>) => ContentTypeFamily
}

const headerProblem = (vars: Readonly<Record<string, unknown>>, family: ContentTypeFamily): string | undefined => {
  const headers = mappedHeaders(vars["header"])
  let contentType: string | undefined
  let contentLength = false
  let accept = false
  for (const name of Object.keys(headers)) {
    const lower = name.toLowerCase()
    if (lower === "content-type") contentType = headers[name]
    else if (lower === "content-length") contentLength = true
    else if (lower === "accept") accept = true
  }
  if (contentType !== undefined) {
    const pattern = FAMILY[family]
    const mediaType = contentType.split(";")[0] as string
    if (pattern === undefined || !pattern.test(mediaType)) return "Invalid Content-Type header value"
  }
  if (contentLength) return "Content-Length header is not allowed"
  if (accept) return "Accept header is not allowed"
  return undefined
}

/** The `validate` function for a module with these rules. */
export const validator =
  (rules: ValidateRules) =>
  (vars: Readonly<Record<string, unknown>>): string | undefined => {
    const url = urlProblem(vars["url"], privateHostsAllowed(vars))
    if (url !== undefined) return url
    const methods = rules.methods
    if (methods !== undefined) {
      const method = text(vars["method"])
      if (method !== undefined && !methods.includes(method.toUpperCase()))
        return `Unsupported HTTP method - use ${methods.join(", ")}`
    }
    const onMatch = text(vars["outcome_on_match"])
    if (onMatch !== undefined && !OUTCOMES.has(onMatch.toLowerCase()))
      return "Outcome on match must be 'success', 'failure', or 'error'"
    return headerProblem(vars, rules.family(vars))
  }
