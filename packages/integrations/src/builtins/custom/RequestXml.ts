/**
 * The XML delivery's request: `xml_path.*` as a pretty-printed XML document, or, with
 * `xml_parameter`, that document as one urlencoded form field next to `extra_parameter.*`.
 */
import type { OutboundRequest } from "../../Contract.js"
import { flattenFamily } from "./Flatten.js"
import { encodeParams, familyParams, type Param } from "./FormEncoding.js"
import { outgoingText, text } from "./Normalize.js"
import { ACCEPT, contentLength, methodOf, requestHeaders, requestSettings, urlOf } from "./RequestCommon.js"
import { buildXml } from "./XmlDocument.js"

export const XML_METHODS: ReadonlyArray<string> = ["POST", "PUT", "PATCH"]

export const xmlRequest = (vars: Readonly<Record<string, unknown>>): OutboundRequest => {
  const { ascii, followRedirects } = requestSettings(vars, false)
  const xml = buildXml(flattenFamily(vars["xml_path"]), ascii)
  const parameter = text(vars["xml_parameter"])
  let body = xml
  let contentType = "text/xml"
  if (parameter !== undefined) {
    const params: Array<Param> = [[outgoingText(parameter, ascii), xml], ...familyParams(vars["extra_parameter"], ascii)]
    body = encodeParams(params, true)
    contentType = "application/x-www-form-urlencoded"
  }
  const headers = requestHeaders(vars, { "Content-Type": contentType, Accept: ACCEPT }, true, ascii)
  headers["Content-Length"] = contentLength(body)
  return {
    url: urlOf(vars),
    method: methodOf(vars, XML_METHODS, "POST"),
    headers,
    body,
    followRedirects
  }
}
