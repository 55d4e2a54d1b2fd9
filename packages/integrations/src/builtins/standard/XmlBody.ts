/**
 * An XML document to a record: the root element is dropped, attributes are merged into their
 * element, repeated children become arrays and single children stay as they are. Text stays text
 * (no number guessing); an empty element is `""`; an element with attributes and text keeps its
 * text under `_`.
 */
import { XMLParser, XMLValidator } from "fast-xml-parser"
import { isRecord } from "./Records.js"

/** Why a document could not be read, with the line (from 0) and column where reading stopped. */
export class XmlUnparseable extends Error {}

/** The key an element's own text is kept under when it also has attributes or children. */
export const XML_TEXT_KEY = "_"

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "",
  textNodeName: XML_TEXT_KEY,
  parseTagValue: false,
  parseAttributeValue: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  trimValues: true
})

const isSpace = (code: number): boolean => code === 0x20 || code === 0x0a || code === 0x0d || code === 0x09 || code === 0xfeff

/** Text before the first tag: reported with its position, as the submitter can fix it from that. */
const checkFirstTag = (text: string): void => {
  let line = 0
  let column = 0
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (code === 0x0a) {
      line++
      column = 0
      continue
    }
    column++
    if (isSpace(code)) continue
    if (code === 0x3c /* < */) return
    throw new XmlUnparseable(`Non-whitespace before first tag. Line: ${line} Column: ${column} Char: ${text[i] as string}`)
  }
  throw new XmlUnparseable("Start tag expected. Line: 0 Column: 0")
}

const withoutFinalDot = (message: string): string => (message.endsWith(".") ? message.slice(0, -1) : message)

/** Parse a document (root dropped). Throws `XmlUnparseable` for anything that is not one well-formed element. */
export const parseXml = (text: string): Record<string, unknown> => {
  checkFirstTag(text)
  const verdict = XMLValidator.validate(text)
  if (verdict !== true)
    throw new XmlUnparseable(
      `${withoutFinalDot(verdict.err.msg)}. Line: ${Math.max(0, verdict.err.line - 1)} Column: ${verdict.err.col}`
    )
  let document: unknown
  try {
    document = parser.parse(text)
  } catch (error) {
    // The parser refuses names such as __proto__ that could reach an object's prototype.
    throw new XmlUnparseable(withoutFinalDot(error instanceof Error ? error.message : String(error)))
  }
  if (!isRecord(document)) throw new XmlUnparseable("No root element")
  for (const name in document) {
    const root = document[name]
    if (root === "") return {}
    if (isRecord(root)) return root
    throw new XmlUnparseable(`The root element <${name}> holds text, not fields`)
  }
  throw new XmlUnparseable("No root element")
}
