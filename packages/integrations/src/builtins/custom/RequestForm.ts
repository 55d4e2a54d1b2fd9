/**
 * The form delivery's request: always a POST of `form_field.*` urlencoded, names flat (dots kept),
 * names percent-encoded unless `encode_form_field_names` is false.
 */
import type { OutboundRequest } from "../../Contract.js"
import { encodeParams, familyParams } from "./FormEncoding.js"
import { flag } from "./Normalize.js"
import { ACCEPT, contentLength, followsRedirects, requestHeaders, sendsAscii, urlOf } from "./RequestCommon.js"

const FORM_CONTENT_TYPE = "application/x-www-form-urlencoded; charset=utf-8"

export const formRequest = (vars: Readonly<Record<string, unknown>>): OutboundRequest => {
  const ascii = sendsAscii(vars)
  const body = encodeParams(familyParams(vars["form_field"], ascii), flag(vars["encode_form_field_names"], true))
  const headers = requestHeaders(vars, { "Content-Type": FORM_CONTENT_TYPE, Accept: ACCEPT }, true, ascii)
  headers["Content-Length"] = contentLength(body)
  return { url: urlOf(vars), method: "POST", headers, body, followRedirects: followsRedirects(vars, false) }
}
