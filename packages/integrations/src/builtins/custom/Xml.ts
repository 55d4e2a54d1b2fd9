/**
 * XML responses: parsed into a DOM (for XPath paths) and converted to the data that is appended:
 * the root element kept as a key, attributes merged into their element, text under `#text` (or
 * the element's value when it has nothing else), repeated elements as lists, text trimmed (an
 * element with only blanks keeps them), every value a string.
 */
import { createRequire } from "node:module"
import { DOMParser, type Document, type Element, type Node } from "@xmldom/xmldom"
import { memo } from "./Cache.js"
import { setOwn } from "./OwnKeys.js"

export type XmlDocument = Document

// Problems short of a fatal one (trailing text, unknown entities) are tolerated, silently.
const parser = new DOMParser({ locator: false, onError: () => undefined })

/** The DOM of `body`, or undefined when it is not well-formed XML with a root element. */
export const parseXml = (body: string): XmlDocument | undefined => {
  try {
    const doc = parser.parseFromString(body, "text/xml")
    return doc.documentElement === null ? undefined : doc
  } catch {
    return undefined
  }
}

const ELEMENT = 1
const TEXT = 3
const CDATA = 4
const DOCUMENT = 9

const addMember = (target: Record<string, unknown>, key: string, value: unknown, lists: Set<string>): void => {
  if (!Object.hasOwn(target, key)) return setOwn(target, key, value)
  if (lists.has(key)) (target[key] as Array<unknown>).push(value)
  else {
    lists.add(key)
    setOwn(target, key, [target[key], value])
  }
}

const elementValue = (element: Element): unknown => {
  let members: Record<string, unknown> | undefined
  const lists = new Set<string>()
  const attributes = element.attributes
  for (let i = 0; i < attributes.length; i++) {
    const attribute = attributes.item(i)
    if (attribute !== null) addMember((members ??= {}), attribute.name, attribute.value, lists)
  }
  let text = ""
  let cdata = false
  for (let child: Node | null = element.firstChild; child !== null; child = child.nextSibling) {
    if (child.nodeType === ELEMENT) addMember((members ??= {}), child.nodeName, elementValue(child as Element), lists)
    else if (child.nodeType === TEXT) text += child.nodeValue ?? ""
    else if (child.nodeType === CDATA) {
      text += child.nodeValue ?? ""
      cdata = true
    }
  }
  const blank = !cdata && text.trim() === ""
  if (members === undefined) return blank ? text : text.trim()
  if (!blank) addMember(members, "#text", text.trim(), lists)
  return members
}

/** The appended form of an XML document: `{ <root name>: <root value> }`. */
export const xmlToObject = (doc: XmlDocument): Record<string, unknown> => {
  const root = doc.documentElement
  const out: Record<string, unknown> = {}
  if (root !== null) setOwn(out, root.nodeName, elementValue(root))
  return out
}

// The xpath package, typed here by what is used: its published types pull the whole browser DOM
// library into every program that imports it.
interface XPathNode {
  readonly nodeType: number
  readonly nodeValue: string | null
  readonly textContent: string | null
}
interface XPathValue {
  stringValue(): string
  toArray?: () => ReadonlyArray<XPathNode>
}
interface ParsedXPath {
  evaluate(options: { readonly node: unknown }): XPathValue
}
const xpath = createRequire(import.meta.url)("xpath") as { parse(expression: string): ParsedXPath }

const compileXPath = memo((expression: string): ParsedXPath | null => {
  try {
    return xpath.parse(expression)
  } catch {
    return null
  }
})

// Elements and documents read as all their text; attributes, text and CDATA as their own value.
const nodeText = (node: XPathNode): string =>
  (node.nodeType === ELEMENT || node.nodeType === DOCUMENT ? node.textContent : node.nodeValue) ?? ""

/** The texts an XPath selects (node texts, or the one string a function gives); none when it is invalid. */
export const selectXPath = (doc: XmlDocument, expression: string): Array<string> => {
  const compiled = compileXPath(expression.trim())
  if (compiled === null) return []
  try {
    const result = compiled.evaluate({ node: doc })
    if (typeof result.toArray === "function") return result.toArray().map(nodeText)
    return [result.stringValue()]
  } catch {
    return []
  }
}
