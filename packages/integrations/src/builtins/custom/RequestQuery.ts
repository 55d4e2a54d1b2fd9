/**
 * The query delivery's request: always a GET with `parameter.*` in the query string; it follows
 * redirects unless `follow_redirects` is false.
 */
import type { OutboundRequest } from "../../Contract.js"
import { encodeParams, familyParams } from "./FormEncoding.js"
import { ACCEPT, requestHeaders, requestSettings, urlOf } from "./RequestCommon.js"

/** `url` with `query` added: after an existing query string, before a fragment. */
const withQuery = (url: string, query: string): string => {
  if (query === "") return url
  const hash = url.indexOf("#")
  const base = hash < 0 ? url : url.slice(0, hash)
  const fragment = hash < 0 ? "" : url.slice(hash)
  const separator = !base.includes("?") ? "?" : base.endsWith("?") || base.endsWith("&") ? "" : "&"
  return `${base}${separator}${query}${fragment}`
}

export const queryRequest = (vars: Readonly<Record<string, unknown>>): OutboundRequest => {
  const { ascii, followRedirects } = requestSettings(vars, true)
  return {
    url: withQuery(urlOf(vars), encodeParams(familyParams(vars["parameter"], ascii), true)),
    method: "GET",
    headers: requestHeaders(vars, { Accept: ACCEPT }, false, ascii),
    followRedirects
  }
}
