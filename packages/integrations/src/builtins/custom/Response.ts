/**
 * The response parser every HTTP custom delivery shares. In order: a 5xx is an error ("Server
 * error") and nothing else; the cookie is picked from Set-Cookie; the body is read as JSON, XML,
 * HTML or text; the outcome comes from the search term (found: `outcome_on_match`, not found: its
 * inverse); then the reason, price and reference paths. JSON and XML documents are appended whole
 * (numeric JSON keys quoted, `'42'`), `capture.*` regexes add named values, and `outcome`,
 * `price` and, when found, `reason`, `cookie` and `reference` are set over them.
 */
import type { UserRegex } from "@leadflow/core"
import type { Appended, InboundResponse, OutboundRequest } from "../../Contract.js"
import { readBody, type Body } from "./Body.js"
import { isIndex } from "./Document.js"
import { flattenFamily } from "./Flatten.js"
import { plain, text } from "./Normalize.js"
import { setOwn } from "./OwnKeys.js"
import { priceSetting } from "./Settings.js"
import { firstGroup, searchRegex, userRegex } from "./Regex.js"
import { jsonPath, jsonPathValue } from "./JsonPath.js"
import { firstText, selectReference, someText } from "./Selectors.js"
import { xmlToObject } from "./Xml.js"

type Outcome = "success" | "failure" | "error"

const INVERSE: Readonly<Record<Outcome, Outcome>> = { success: "failure", failure: "success", error: "success" }

const outcomeNamed = (value: string | undefined): Outcome =>
  value === "failure" || value === "error" ? value : "success"

/** A response header's values; the runtime gives Camel-Case names, other spellings are found too. */
const headerValues = (headers: InboundResponse["headers"], name: string): string | ReadonlyArray<string> | undefined => {
  const value = headers[name]
  if (value !== undefined) return value
  const lower = name.toLowerCase()
  for (const key of Object.keys(headers)) if (key.toLowerCase() === lower) return headers[key]
  return undefined
}

const firstValue = (value: string | ReadonlyArray<string> | undefined): string | undefined =>
  typeof value === "string" || value === undefined ? value : value[0]

/**
 * The text at a plain JSON path when it holds one scalar (the usual case: `result.status`), read
 * directly; `undefined` when the general walk must decide (other bodies, wildcards, lists, objects,
 * nothing there). Saves the visitor closures of `someText` on every response.
 */
const jsonScalar = (body: Body, path: string): string | undefined => {
  if (body.kind !== "json") return undefined
  const compiled = jsonPath(path)
  if (compiled.wildcard) return undefined
  const value = jsonPathValue(body.doc, compiled)
  return typeof value === "string" ? value : typeof value === "number" || typeof value === "boolean" ? String(value) : undefined
}

const found = (body: Body, path: string | undefined, regex: UserRegex): boolean => {
  if (path === undefined) return regex.test(body.raw)
  const scalar = jsonScalar(body, path)
  if (scalar !== undefined) return regex.test(scalar.trim())
  return someText(body, path, "search", (candidate) => regex.test(candidate.trim()))
}

const outcomeOf = (vars: Readonly<Record<string, unknown>>, body: Body): Outcome => {
  const term = text(vars["outcome_search_term"])
  const onMatch = text(vars["outcome_on_match"])?.toLowerCase()
  if (term === undefined && onMatch === undefined) return "success"
  const whenFound = outcomeNamed(onMatch)
  const regex = searchRegex(term)
  return regex !== undefined && found(body, text(vars["outcome_search_path"]), regex) ? whenFound : INVERSE[whenFound]
}

const reasonOf = (vars: Readonly<Record<string, unknown>>, body: Body): string | undefined => {
  const path = text(vars["reason_path"])
  if (path !== undefined) {
    const scalar = jsonScalar(body, path)
    if (scalar !== undefined) return scalar.trim() || text(vars["default_reason"])
    const reasons: Array<string> = []
    someText(body, path, "value", (candidate) => {
      const reason = candidate.trim()
      if (reason !== "") reasons.push(reason)
      return false
    })
    if (reasons.length === 1) return reasons[0]
    if (reasons.length > 1) return reasons.sort().join(", ")
  }
  return text(vars["default_reason"])
}

const priceOf = (vars: Readonly<Record<string, unknown>>, body: Body): unknown => {
  const path = text(vars["price_path"])
  const scalar = path === undefined ? undefined : jsonScalar(body, path)
  const price = scalar !== undefined ? scalar.trim() || undefined : path === undefined ? undefined : firstText(body, path)
  if (price !== undefined) return price
  // A number of 0 or more, as given (the runtime hands it over typed: its number). One that cannot
  // be read throws, naming it; the request refused it before sending, so this is for a parser
  // called on its own ("response could not be read: fallback_price must be ...").
  if (priceSetting(vars, "fallback_price") === undefined) return 0
  const fallback = plain(vars["fallback_price"])
  return typeof fallback === "string" ? fallback.trim() : fallback
}

const cookieOf = (vars: Readonly<Record<string, unknown>>, response: InboundResponse): string | undefined => {
  const term = text(vars["cookie_search_term"])
  if (term === undefined) return undefined
  const regex = searchRegex(term)
  if (regex === undefined) return undefined
  const header = headerValues(response.headers, "Set-Cookie")
  if (header === undefined) return undefined
  const cookies = typeof header === "string" ? [header] : [...header].sort()
  return cookies.find((cookie) => regex.test(cookie))
}

const isNumericKey = (key: string): boolean => {
  const c = key.charCodeAt(0)
  return c >= 48 && c <= 57 && isIndex(key)
}

/**
 * Numeric keys quoted (`'42'`), so that flattening the appended data later keeps them object keys.
 * Works in place on the freshly parsed document; only an object with a numeric key is rebuilt.
 */
const quoteNumericKeys = (value: object): object => {
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i]
      if (typeof item === "object" && item !== null) value[i] = quoteNumericKeys(item)
    }
    return value
  }
  const record = value as Record<string, unknown>
  let numeric = false
  // JSON.parse gives own, enumerable keys on plain objects: for-in needs no own-key filter here.
  for (const key in record) {
    if (isNumericKey(key)) numeric = true
    else {
      const member = record[key]
      if (typeof member === "object" && member !== null) record[key] = quoteNumericKeys(member)
    }
  }
  if (!numeric) return record
  const out: Record<string, unknown> = {}
  for (const key in record) {
    const member = record[key]
    if (!isNumericKey(key)) setOwn(out, key, member)
    else setOwn(out, `'${key}'`, typeof member === "object" && member !== null ? quoteNumericKeys(member) : member)
  }
  return out
}

const documentOf = (body: Body): Record<string, unknown> => {
  if (body.kind === "json") return quoteNumericKeys(body.doc) as Record<string, unknown>
  if (body.kind === "xml") return xmlToObject(body.doc)
  return {}
}

const capture = (vars: Readonly<Record<string, unknown>>, raw: string, appended: Record<string, unknown>): void => {
  const family = vars["capture"]
  if (family === undefined) return
  for (const [name, pattern] of flattenFamily(family)) {
    const source = text(pattern)
    const regex = source === undefined ? undefined : userRegex(source)
    const value = regex === undefined ? undefined : firstGroup(regex, raw)
    if (value !== undefined) setOwn(appended, name, value)
  }
}

export const parseResponse = (
  vars: Readonly<Record<string, unknown>>,
  _request: OutboundRequest,
  response: InboundResponse
): Appended => {
  if (response.status >= 500 && response.status < 600) return { outcome: "error", reason: "Server error" }
  const contentType = text(vars["response_content_type_override"]) ?? firstValue(headerValues(response.headers, "Content-Type"))
  const body = readBody(contentType, typeof response.body === "string" ? response.body : "")
  const outcome = outcomeOf(vars, body)
  const reason = reasonOf(vars, body)
  const price = priceOf(vars, body)
  const referencePath = text(vars["reference_path"])
  const reference = referencePath === undefined ? undefined : selectReference(body, referencePath)
  const cookie = cookieOf(vars, response)
  // Paths above read the document as received; only then are its numeric keys quoted.
  const appended = documentOf(body)
  capture(vars, body.raw, appended)
  appended["outcome"] = outcome
  appended["price"] = price
  if (reason !== undefined) appended["reason"] = reason
  if (cookie !== undefined) appended["cookie"] = cookie
  if (reference !== undefined) appended["reference"] = reference
  return appended
}
