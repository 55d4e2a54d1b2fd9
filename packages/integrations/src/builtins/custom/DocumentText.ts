/**
 * The JSON text of the document `Document.ts` describes, written directly from the mapped values:
 * building the object first and then stringifying it costs clearly more, and this runs for every
 * lead. Only a level with a dotted name (`{ "foo.bar": x }`), which needs merging, takes the
 * object route. A property test holds the two routes to the same text.
 */
import { isTypedValue } from "@leadflow/types"
import { memo } from "./Cache.js"
import { buildDocument, inIndexOrder, isIndex } from "./Document.js"
import { jsonText, outgoingText } from "./Normalize.js"

/** Returned when a level needs merging: the whole document is then built as objects. */
const MERGE = Symbol("merge")

/** A JSON string literal: written as is unless a character needs escaping. */
const quote = (text: string): string => {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (c < 0x20 || c === 0x22 || c === 0x5c || (c >= 0xd800 && c <= 0xdfff)) return JSON.stringify(text)
  }
  return `"${text}"`
}

const isPlainObject = (value: object): boolean => {
  const proto: unknown = Object.getPrototypeOf(value)
  return proto === Object.prototype || proto === null
}

/** The JSON of one value; undefined when JSON leaves it out (undefined, functions). */
const valueText = (value: unknown, ascii: boolean): string | undefined | typeof MERGE => {
  switch (typeof value) {
    case "string":
      return quote(ascii ? outgoingText(value, true) : value)
    case "number":
      return Number.isFinite(value) ? String(value) : "null"
    case "boolean":
      return value ? "true" : "false"
    case "bigint":
      return `"${String(value)}"`
    case "object":
      if (value === null) return "null"
      if (Array.isArray(value)) return listText(value, ascii)
      if (isTypedValue(value)) return valueText(value.valid ? value.normal : value.raw, ascii)
      if (isPlainObject(value)) return levelText(value as Readonly<Record<string, unknown>>, ascii)
      if (value instanceof Date) return Number.isNaN(value.getTime()) ? "null" : `"${value.toISOString()}"`
      return jsonText(value)
    default:
      return undefined
  }
}

/** A list value, compacted: nulls and what JSON cannot hold are dropped. */
const listText = (items: ReadonlyArray<unknown>, ascii: boolean): string | typeof MERGE => {
  let out = "["
  for (const item of items) {
    const text = valueText(item, ascii)
    if (text === MERGE) return MERGE
    if (text === undefined || text === "null") continue
    out += out.length === 1 ? text : `,${text}`
  }
  return `${out}]`
}

/** What a level needs to know of a mapped name; names come from the step's configuration, so they are memoised. */
interface Name {
  readonly dotted: boolean
  readonly index: boolean
  /** `"name":`, ready to write. */
  readonly member: string
}

const describeName = (name: string): Name => ({ dotted: name.includes("."), index: isIndex(name), member: `${quote(name)}:` })
const plainName = memo(describeName)
const asciiName = memo((name: string) => describeName(outgoingText(name, true)))

/** A level whose names are not all integers: an object. */
const objectText = (source: Readonly<Record<string, unknown>>, names: ReadonlyArray<string>, ascii: boolean): string | typeof MERGE => {
  const nameOf = ascii ? asciiName : plainName
  let out = "{"
  for (const name of names) {
    const described = nameOf(name)
    if (described.dotted || name.includes(".")) return MERGE
    const text = valueText(source[name], ascii)
    if (text === MERGE) return MERGE
    if (text === undefined) continue
    out += out.length === 1 ? described.member + text : `,${described.member}${text}`
  }
  return `${out}}`
}

/** One level of names: an object, or a compacted array when every name is an integer. */
const levelText = (source: Readonly<Record<string, unknown>>, ascii: boolean): string | typeof MERGE => {
  const names = Object.keys(source)
  const nameOf = ascii ? asciiName : plainName
  // Most levels are objects, which the first name already shows: they take one pass.
  if (names.length > 0 && !nameOf(names[0] as string).index) return objectText(source, names, ascii)
  for (const name of names) {
    const described = nameOf(name)
    if (described.dotted || name.includes(".")) return MERGE
    if (!described.index) return objectText(source, names, ascii)
  }
  let out = "["
  for (const name of inIndexOrder(names)) {
    const text = valueText(source[name], ascii)
    if (text === MERGE) return MERGE
    if (text === undefined || text === "null") continue
    out += out.length === 1 ? text : `,${text}`
  }
  return `${out}]`
}

/** The JSON text of a family's document (`[]` when it has no values). */
export const documentJson = (family: unknown, ascii: boolean): string => {
  if (typeof family === "object" && family !== null && !Array.isArray(family) && !isTypedValue(family) && isPlainObject(family)) {
    const text = levelText(family as Readonly<Record<string, unknown>>, ascii)
    if (text !== MERGE) return text
  }
  return jsonText(buildDocument(family, ascii)) ?? "[]"
}
