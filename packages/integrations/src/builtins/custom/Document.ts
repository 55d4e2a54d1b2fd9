/**
 * A mapping family to the JSON document the JSON delivery sends (`json_property.*`): nested
 * names make objects, a segment that is an integer makes an array, arrays are compacted (holes
 * and nulls dropped), and when every top-level name is an integer the document itself is an
 * array. Names may be nested (`{ foo: { bar } }`, as the engine maps them) or dotted
 * (`{ "foo.bar": x }`, merged into the same tree); brackets in names are literal. Where names
 * collide (`a` and `a.b`), the later mapping wins.
 *
 * This builds the document as objects; `DocumentText.ts` writes the same document's JSON text
 * directly, which is what a delivery sends.
 */
import { isTypedValue } from "@leadflow/types"
import { memo } from "./Cache.js"
import { isBranch, type Entry } from "./Flatten.js"
import { outgoingText } from "./Normalize.js"
import { setOwn } from "./OwnKeys.js"

/** A container being built: a plain object; anything else in it is a finished value. */
type Draft = Record<string, unknown>

const segmentsOf = memo((name: string): ReadonlyArray<string> => name.split("."))

const isDraft = (value: unknown): value is Draft =>
  typeof value === "object" && value !== null && !Array.isArray(value) && Object.getPrototypeOf(value) === Object.prototype

/** A name that is an array index (`0`, `12`). */
export const isIndex = (name: string): boolean => {
  if (name.length === 0) return false
  for (let i = 0; i < name.length; i++) {
    const c = name.charCodeAt(i)
    if (c < 48 || c > 57) return false
  }
  return true
}

/** Integer names in numeric order: Object.keys gives that already, except for spellings like "01". */
export const inIndexOrder = (names: Array<string>): Array<string> =>
  names.some((name) => name.length > 1 && name[0] === "0") ? names.sort((a, b) => Number(a) - Number(b)) : names

/** A mapped value as JSON holds it: typed values normalised, lists compacted, text transliterated when asked. */
export const jsonValue = (value: unknown, ascii: boolean): unknown => {
  if (typeof value === "string") return ascii ? outgoingText(value, true) : value
  switch (typeof value) {
    case "number":
      return Number.isFinite(value) ? value : null
    case "bigint":
      return String(value)
    case "function":
    case "symbol":
      return undefined
    case "object":
      break
    default:
      return value
  }
  if (value === null) return null
  if (isTypedValue(value)) return jsonValue(value.valid ? value.normal : value.raw, ascii)
  if (Array.isArray(value)) {
    const items: Array<unknown> = []
    for (const item of value) {
      const converted = jsonValue(item, ascii)
      if (converted !== null && converted !== undefined) items.push(converted)
    }
    return items
  }
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString()
  return isBranch(value) ? buildDocument(value, ascii) : value
}

/** The container at `name` in `draft`, created (or replacing a value: the later mapping wins). */
const child = (draft: Draft, name: string): Draft => {
  // Inherited members (`toString`) are functions, never drafts: no own-property check needed.
  const existing = draft[name]
  if (isDraft(existing)) return existing
  const created: Draft = {}
  setOwn(draft, name, created)
  return created
}

const fill = (draft: Draft, source: Readonly<Record<string, unknown>>, ascii: boolean): void => {
  for (const sourceName of Object.keys(source)) {
    const value = source[sourceName]
    let target = draft
    let name = ascii ? outgoingText(sourceName, true) : sourceName
    if (name.includes(".")) {
      const segments = segmentsOf(name)
      const last = segments.length - 1
      for (let i = 0; i < last; i++) target = child(target, segments[i] as string)
      name = segments[last] as string
    }
    if (isBranch(value)) fill(child(target, name), value, ascii)
    else setOwn(target, name, jsonValue(value, ascii))
  }
}

/** Drafts made final: integer-named ones become compacted arrays. */
const finish = (draft: Draft): unknown => {
  const names = Object.keys(draft)
  if (!names.every(isIndex)) {
    for (const name of names) {
      const value = draft[name]
      if (isDraft(value)) draft[name] = finish(value)
    }
    return draft
  }
  const items: Array<unknown> = []
  for (const name of inIndexOrder(names)) {
    const value = draft[name]
    if (value !== null && value !== undefined) items.push(isDraft(value) ? finish(value) : value)
  }
  return items
}

/**
 * The JSON document of a family's values. With none it is `[]` (every one of no names is an
 * integer), as the platform we replace sent.
 */
export const buildDocument = (family: unknown, ascii: boolean): unknown => {
  const root: Draft = {}
  if (isBranch(family)) fill(root, family, ascii)
  return finish(root)
}

/** The JSON document of dotted entries (a `nested_extra_parameter` field's values). */
export const documentOfEntries = (entries: ReadonlyArray<Entry>, ascii: boolean): unknown => {
  const source: Record<string, unknown> = {}
  for (const [name, value] of entries) setOwn(source, name, value)
  return buildDocument(source, ascii)
}
