/**
 * The JSON delivery's request: `json_property.*` as a JSON document, or, with `json_parameter`,
 * that document as one form field next to `nested_extra_parameter.*` (each sent as JSON) and
 * `extra_parameter.*` (plain fields).
 */
import type { OutboundRequest } from "../../Contract.js"
import { documentOfEntries, jsonValue } from "./Document.js"
import { documentJson } from "./DocumentText.js"
import { flattenFamily, type Entry } from "./Flatten.js"
import { encodeParams, familyParams, type Param } from "./FormEncoding.js"
import { jsonText, outgoingText, text } from "./Normalize.js"
import { ACCEPT, methodOf, requestHeaders, requestSettings, urlOf } from "./RequestCommon.js"

export const JSON_METHODS: ReadonlyArray<string> = ["POST", "PUT", "DELETE", "PATCH"]

const JSON_CONTENT_TYPE = "application/json; charset=utf-8"
const FORM_CONTENT_TYPE = "application/x-www-form-urlencoded"

/** `nested_extra_parameter.<name>.<path>`: one field per name, its value the JSON of what is under it. */
const nestedParams = (family: unknown, ascii: boolean): Array<Param> => {
  const groups = new Map<string, Array<Entry>>()
  for (const [name, value] of flattenFamily(family)) {
    const dot = name.indexOf(".")
    const field = dot < 0 ? name : name.slice(0, dot)
    const entry: Entry = [dot < 0 ? "" : name.slice(dot + 1), value]
    const group = groups.get(field)
    if (group === undefined) groups.set(field, [entry])
    else group.push(entry)
  }
  const params: Array<Param> = []
  for (const [field, entries] of groups) {
    const whole = entries.length === 1 && entries[0]?.[0] === ""
    const json = jsonText(whole ? jsonValue(entries[0]?.[1], ascii) : documentOfEntries(entries, ascii))
    if (json !== undefined) params.push([outgoingText(field, ascii), json])
  }
  return params
}

export const jsonRequest = (vars: Readonly<Record<string, unknown>>): OutboundRequest => {
  const { ascii, followRedirects } = requestSettings(vars, false)
  const json = documentJson(vars["json_property"], ascii)
  const parameter = text(vars["json_parameter"])
  let body = json
  let contentType = JSON_CONTENT_TYPE
  if (parameter !== undefined) {
    const params: Array<Param> = json === "[]" || json === "{}" ? [] : [[outgoingText(parameter, ascii), json]]
    params.push(...nestedParams(vars["nested_extra_parameter"], ascii), ...familyParams(vars["extra_parameter"], ascii))
    body = encodeParams(params, true)
    contentType = FORM_CONTENT_TYPE
  }
  return {
    url: urlOf(vars),
    method: methodOf(vars, JSON_METHODS, "POST"),
    headers: requestHeaders(vars, { "Content-Type": contentType, Accept: ACCEPT }, true, ascii),
    body,
    followRedirects
  }
}
