/**
 * Dotted names to the XML document the XML delivery sends (`xml_path.*`): pretty-printed with a
 * two-space indent after `<?xml version="1.0"?>`. An integer segment or an array value repeats the
 * element (gaps closed); `@name` sets an attribute (`foo.bar@id`, `foo.bar.0.@id`, `foo.bar.0@id`),
 * `#text` the element's text and `#cdata` a CDATA section.
 */
import { memo } from "./Cache.js"
import type { Entry } from "./Flatten.js"
import { leafText } from "./Normalize.js"

const DECLARATION = '<?xml version="1.0"?>'
const INDEX = /^\d+$/

/** An element being built: attributes (`@id`), `#text`, `#cdata` and child elements, in mapping order. */
class Branch {
  readonly members = new Map<string, unknown>()
}

/** `foo.bar@id` → `foo`, `bar`, `@id`; an attribute name runs to the end (`@xml.lang` stays whole). */
const segmentsOf = memo((name: string): ReadonlyArray<string> => {
  const parts = name.split(".")
  const out: Array<string> = []
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i] as string
    const at = part.indexOf("@")
    if (at < 0) {
      out.push(part)
      continue
    }
    if (at > 0) out.push(part.slice(0, at))
    out.push([part.slice(at), ...parts.slice(i + 1)].join("."))
    break
  }
  return out
})

const insert = (root: Branch, segments: ReadonlyArray<string>, value: unknown): void => {
  let node = root
  const last = segments.length - 1
  for (let i = 0; i < last; i++) {
    const segment = segments[i] as string
    let next = node.members.get(segment)
    if (!(next instanceof Branch)) {
      // `foo.bar` = "x" then `foo.bar@id`: the value becomes the element's text.
      const branch = new Branch()
      if (next !== undefined) branch.members.set("#text", next)
      node.members.set(segment, branch)
      next = branch
    }
    node = next as Branch
  }
  const key = segments[last] as string
  const existing = node.members.get(key)
  if (existing instanceof Branch && !Array.isArray(value)) existing.members.set("#text", value)
  else node.members.set(key, value)
}

// XML 1.0 cannot carry these characters at all; they are dropped rather than failing the request.
const NOT_XML =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g
const TEXT_SPECIAL = /[&<>\r]/g
const ATTRIBUTE_SPECIAL = /[&<>"\t\n\r]/g
const ENTITIES: Readonly<Record<string, string>> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "\t": "&#x9;",
  "\n": "&#xA;",
  "\r": "&#xD;"
}
const entity = (c: string): string => ENTITIES[c] ?? c

const escapeText = (text: string): string => text.replace(NOT_XML, "").replace(TEXT_SPECIAL, entity)
const escapeAttribute = (text: string): string => text.replace(NOT_XML, "").replace(ATTRIBUTE_SPECIAL, entity)
const cdata = (text: string): string => `<![CDATA[${text.replace(NOT_XML, "").replaceAll("]]>", "]]]]><![CDATA[>")}]]>`

// A mapped name that is not an XML name (`1st`, `my field`) is made one rather than failing.
const NAME_START = /[A-Za-z_:\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u02FF\u0370-\u037D\u037F-\u1FFF\u200C-\u200D\u2070-\u218F\u2C00-\u2FEF\u3001-\uD7FF\uF900-\uFDCF\uFDF0-\uFFFD]/
const NOT_NAME_CHAR =
  /[^-.0-9A-Za-z_:\u00B7\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u037D\u037F-\u1FFF\u200C-\u200D\u203F-\u2040\u2070-\u218F\u2C00-\u2FEF\u3001-\uD7FF\uF900-\uFDCF\uFDF0-\uFFFD]/g
const xmlName = memo((name: string): string => {
  const cleaned = name.replace(NOT_NAME_CHAR, "_")
  return cleaned !== "" && NAME_START.test(cleaned[0] as string) ? cleaned : `_${cleaned}`
})

/** A branch whose members are all integers is a list of repeated elements, gaps closed. */
const asList = (branch: Branch): Array<unknown> | undefined => {
  const keys: Array<string> = []
  for (const key of branch.members.keys()) {
    if (!INDEX.test(key)) return undefined
    keys.push(key)
  }
  return keys.sort((a, b) => Number(a) - Number(b)).map((key) => branch.members.get(key))
}

const attributesOf = (branch: Branch, ascii: boolean): string => {
  let out = ""
  for (const [key, value] of branch.members) {
    if (key[0] !== "@") continue
    const text = leafText(value, ascii)
    if (text !== undefined) out += ` ${xmlName(key.slice(1))}="${escapeAttribute(text)}"`
  }
  return out
}

const write = (name: string, value: unknown, depth: number, ascii: boolean, lines: Array<string>): void => {
  if (value === undefined) return
  if (Array.isArray(value)) {
    for (const item of value) if (item !== null && item !== undefined) write(name, item, depth, ascii, lines)
    return
  }
  if (value instanceof Branch) {
    const list = asList(value)
    if (list !== undefined) return write(name, list, depth, ascii, lines)
  }
  const indent = "  ".repeat(depth)
  const tag = xmlName(name)
  if (!(value instanceof Branch)) {
    const text = leafText(value, ascii)
    lines.push(text === undefined ? `${indent}<${tag}/>` : `${indent}<${tag}>${escapeText(text)}</${tag}>`)
    return
  }
  const open = `${indent}<${tag}${attributesOf(value, ascii)}`
  let content = ""
  const children: Array<[string, unknown]> = []
  for (const [key, member] of value.members) {
    if (key === "#text") content += escapeText(leafText(member, ascii) ?? "")
    else if (key === "#cdata") content += cdata(leafText(member, ascii) ?? "")
    else if (key[0] !== "@") children.push([key, member])
  }
  if (children.length === 0) {
    lines.push(content === "" && !value.members.has("#text") && !value.members.has("#cdata") ? `${open}/>` : `${open}>${content}</${tag}>`)
    return
  }
  lines.push(`${open}>`)
  if (content !== "") lines.push(`${indent}  ${content}`)
  for (const [key, member] of children) write(key, member, depth + 1, ascii, lines)
  lines.push(`${indent}</${tag}>`)
}

/** The XML text for these entries; with none, only the declaration. */
export const buildXml = (entries: ReadonlyArray<Entry>, ascii: boolean): string => {
  if (entries.length === 0) return DECLARATION
  const root = new Branch()
  for (const [name, value] of entries) insert(root, segmentsOf(name), value)
  const lines = [DECLARATION]
  for (const [name, value] of root.members) write(name, value, 0, ascii, lines)
  return lines.join("\n")
}
