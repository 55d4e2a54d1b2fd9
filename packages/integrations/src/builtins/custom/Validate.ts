/**
 * `validate` for the custom deliveries: a message skips the step with that reason. Checks, in
 * order: the URL (required, valid, public), the method, `outcome_on_match`, the yes/no and number
 * settings (`Settings.ts`: `send_ascii`, `follow_redirects`, `encode_form_field_names`,
 * `fallback_price`), then the `header.*` mappings (names that are RFC 9110 tokens, a Content-Type
 * of the module's family, no Content-Length, no Accept).
 */
import { HEADER_NAME_RULE, isHeaderName } from "@leadflow/core"
import { urlProblem } from "../../runtime/Ssrf.js"
import { flattenFamily } from "./Flatten.js"
import { mappedHeaders } from "./Headers.js"
import { text } from "./Normalize.js"
import { settingsProblem } from "./Settings.js"
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
  /** The module's yes/no and number settings (`settingNames` of its request variables). */
  readonly settings: ReadonlyArray<string>
}

/** Why `header.<name>` can never be sent (core's RFC 9110 token rule, as for batch headers), or undefined. */
export const headerNameProblem = (name: string): string | undefined =>
  isHeaderName(name) ? undefined : `header.${name} is not a header name: ${HEADER_NAME_RULE}`

const headerProblem = (vars: Readonly<Record<string, unknown>>, family: ContentTypeFamily): string | undefined => {
  // Every name, blank values' too (another lead's value would be sent under it): a name that is
  // no token (`X Bad`, `X:Bad`) can never be sent, on any lead.
  for (const [name] of flattenFamily(vars["header"])) {
    const problem = headerNameProblem(name)
    if (problem !== undefined) return problem
  }
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
    return settingsProblem(vars, rules.settings) ?? headerProblem(vars, rules.family(vars))
  }
