/**
 * The form delivery's request: always a POST of `form_field.*` urlencoded, names flat (dots kept),
 * names percent-encoded unless `encode_form_field_names` is false.
 */
import type { OutboundRequest } from "../../Contract.js"
import { encodeParams, familyParams } from "./FormEncoding.js"
import { ACCEPT, contentLength, requestHeaders, requestSettings, urlOf } from "./RequestCommon.js"
import { flagSetting } from "./Settings.js"

const FORM_CONTENT_TYPE = "application/x-www-form-urlencoded; charset=utf-8"

export const formRequest = (vars: Readonly<Record<string, unknown>>): OutboundRequest => {
  const { ascii, followRedirects } = requestSettings(vars, false)
  const body = encodeParams(familyParams(vars["form_field"], ascii), flagSetting(vars, "encode_form_field_names", true))
  const headers = requestHeaders(vars, { "Content-Type": FORM_CONTENT_TYPE, Accept: ACCEPT }, true, ascii)
  headers["Content-Length"] = contentLength(body)
  return { url: urlOf(vars), method: "POST", headers, body, followRedirects }
}
