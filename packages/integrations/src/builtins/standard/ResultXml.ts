/**
 * The XML form of an answer: `<?xml version="1.0"?>` and a `<result>` element, indented by two
 * spaces, one element per field (arrays repeat their element, empty values are `<name/>`).
 */

const XML_NAME = /^[A-Za-z_][\w.-]*$/
const NOT_NAME_CHARACTER = /[^\w.-]/g
const STARTS_AS_NAME = /^[A-Za-z_]/
// Markup characters are escaped; control characters XML 1.0 cannot carry are dropped.
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const NEEDS_ESCAPE = /[&<>\u0000-\u0008\u000B\u000C\u000E-\u001F]/g

const escapeCharacter = (character: string): string =>
  character === "&" ? "&amp;" : character === "<" ? "&lt;" : character === ">" ? "&gt;" : ""

const escapeText = (text: string): string => text.replace(NEEDS_ESCAPE, escapeCharacter)

/** A key as an element name: characters a name cannot hold are dropped (`'5'` → `_5`). */
const elementName = (key: string): string => {
  if (XML_NAME.test(key)) return key
  const cleaned = key.replace(NOT_NAME_CHARACTER, "")
  return STARTS_AS_NAME.test(cleaned) ? cleaned : `_${cleaned}`
}

const writeElement = (lines: Array<string>, key: string, value: unknown, indent: string): void => {
  if (Array.isArray(value)) {
    for (const item of value) writeElement(lines, key, item, indent)
    return
  }
  const name = elementName(key)
  if (value === undefined || value === null || value === "") {
    lines.push(`${indent}<${name}/>`)
    return
  }
  if (typeof value === "object") {
    const keys = Object.keys(value)
    if (keys.length === 0) {
      lines.push(`${indent}<${name}/>`)
      return
    }
    lines.push(`${indent}<${name}>`)
    const inner = `${indent}  `
    for (const child of keys) writeElement(lines, child, (value as Record<string, unknown>)[child], inner)
    lines.push(`${indent}</${name}>`)
    return
  }
  lines.push(`${indent}<${name}>${escapeText(String(value))}</${name}>`)
}

/** The answer document for a result record. */
export const resultXml = (result: Readonly<Record<string, unknown>>): string => {
  const lines = ['<?xml version="1.0"?>']
  writeElement(lines, "result", result, "")
  return lines.join("\n")
}
