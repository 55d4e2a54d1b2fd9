/**
 * Reading response paths the way the body's kind calls for: a JSON dot path (with `*`), an XPath
 * for XML, a CSS selector (with ` @attr`) for HTML, and for text a regex whose first capture group
 * is the value. What a path cannot select (an invalid one included) is simply not there.
 */
import type { Body } from "./Body.js"
import { selectCss } from "./Html.js"
import { jsonPath, jsonPathValue, resolveJsonPath } from "./JsonPath.js"
import { jsonText } from "./Normalize.js"
import { firstGroup, userRegex } from "./Regex.js"
import { selectXPath } from "./Xml.js"

/** Why a path is read: to search in (HTML gives inner HTML, text the whole body) or for a value. */
export type Purpose = "search" | "value"

/** Stops a walk over selected texts when it answers true. */
export type Visit = (text: string) => boolean

/** Visits the texts in a JSON value, lists opened up; true when `visit` stopped the walk. */
const visitJson = (value: unknown, visit: Visit): boolean => {
  switch (typeof value) {
    case "string":
      return visit(value)
    case "number":
    case "boolean":
      return visit(String(value))
    case "object": {
      if (value === null) return false
      if (Array.isArray(value)) {
        for (const item of value) if (visitJson(item, visit)) return true
        return false
      }
      const json = jsonText(value)
      return json !== undefined && visit(json)
    }
    default:
      return false
  }
}

const visitAll = (texts: ReadonlyArray<string>, visit: Visit): boolean => {
  for (const text of texts) if (visit(text)) return true
  return false
}

/**
 * Visits the texts at `path` in order (a path to a list of reasons gives each reason) until
 * `visit` answers true; true when it did.
 */
export const someText = (body: Body, path: string, purpose: Purpose, visit: Visit): boolean => {
  switch (body.kind) {
    case "json": {
      const compiled = jsonPath(path)
      if (!compiled.wildcard) return visitJson(jsonPathValue(body.doc, compiled), visit)
      for (const value of resolveJsonPath(body.doc, compiled)) if (visitJson(value, visit)) return true
      return false
    }
    case "xml":
      return visitAll(selectXPath(body.doc, path), visit)
    case "html":
      return visitAll(selectCss(body.html(), path, purpose === "search"), visit)
    case "text": {
      if (purpose === "search") return visit(body.raw)
      const regex = userRegex(path)
      const value = regex === undefined ? undefined : firstGroup(regex, body.raw)
      return value !== undefined && visit(value)
    }
  }
}

/** The first non-blank text at `path`, trimmed. */
export const firstText = (body: Body, path: string): string | undefined => {
  let first: string | undefined
  someText(body, path, "value", (text) => {
    const trimmed = text.trim()
    if (trimmed === "") return false
    first = trimmed
    return true
  })
  return first
}

/**
 * The reference at `path`: for JSON the value as it is, or the list of values when the path has
 * a `*`; for other kinds the first text selected.
 */
export const selectReference = (body: Body, path: string): unknown => {
  if (body.kind !== "json") return firstText(body, path)
  const compiled = jsonPath(path)
  if (!compiled.wildcard) {
    const value = jsonPathValue(body.doc, compiled)
    return value === null ? undefined : value
  }
  const values = resolveJsonPath(body.doc, compiled).filter((v) => v !== null)
  return values.length === 0 ? undefined : values
}
