/**
 * A response body as the parser reads it, by `response_content_type_override` or else the
 * response's Content-Type: JSON (an object; a root array reads as `{ array: [...] }`), XML (a
 * DOM), HTML (loaded on first use) or text. A body that does not parse as what it claims to be,
 * or markup that does not start with `<`, is read as text (a leading byte order mark ignored). JSON or XML nested more than 32 levels
 * deep is refused before it is parsed (it throws, and the step is an error saying so): reading it
 * recurses, and a buyer's answer a million elements deep stalled every lead for seconds.
 */
import { jsonNestsDeeper, maxRecordDepth, nestsDeeperMessage, xmlNestsDeeper } from "@leadflow/core"
import { loadHtml, type HtmlDocument } from "./Html.js"
import { isRecord } from "./OwnKeys.js"
import { parseXml, type XmlDocument } from "./Xml.js"

export type Body =
  | { readonly kind: "json"; readonly raw: string; readonly doc: Record<string, unknown> }
  | { readonly kind: "xml"; readonly raw: string; readonly doc: XmlDocument }
  | { readonly kind: "html"; readonly raw: string; readonly html: () => HtmlDocument }
  | { readonly kind: "text"; readonly raw: string }

const JSON_TYPE = /json/i
const HTML_TYPE = /html/i
const XML_TYPE = /xml/i

const parseJson = (raw: string): Record<string, unknown> | undefined => {
  try {
    const value: unknown = JSON.parse(raw)
    if (Array.isArray(value)) return { array: value }
    return isRecord(value) ? value : undefined
  } catch {
    return undefined
  }
}

const looksLikeMarkup = (raw: string): boolean => raw.trimStart().startsWith("<")

const lazyHtml = (raw: string): (() => HtmlDocument) => {
  let doc: HtmlDocument | undefined
  return () => (doc ??= loadHtml(raw))
}

export const readBody = (contentType: string | undefined, given: string): Body => {
  // A byte order mark is no part of the document (JSON.parse refuses one); the HTTP client drops
  // it, a body handed over by other code may still start with it.
  const raw = given.charCodeAt(0) === 0xfeff ? given.slice(1) : given
  const type = contentType ?? ""
  if (type.includes("json") || JSON_TYPE.test(type)) {
    if (jsonNestsDeeper(raw, maxRecordDepth)) throw new Error(nestsDeeperMessage("the answer", maxRecordDepth))
    const doc = parseJson(raw)
    if (doc !== undefined) return { kind: "json", raw, doc }
  } else if (HTML_TYPE.test(type)) {
    if (looksLikeMarkup(raw)) return { kind: "html", raw, html: lazyHtml(raw) }
  } else if (XML_TYPE.test(type) && looksLikeMarkup(raw)) {
    if (xmlNestsDeeper(raw, maxRecordDepth)) throw new Error(nestsDeeperMessage("the answer", maxRecordDepth))
    const doc = parseXml(raw)
    if (doc !== undefined) return { kind: "xml", raw, doc }
  }
  return { kind: "text", raw }
}
