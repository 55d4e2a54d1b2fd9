/**
 * application/x-www-form-urlencoded bodies and query strings from a mapping family (`form_field.*`,
 * `parameter.*`, `extra_parameter.*`). Dotted names stay flat (`foo.bar=x`); a trailing `.N` or an
 * array value repeats the name, in index order with the gaps closed (`foo.0`, `foo.4` → `foo=a&foo=b`).
 */
import { memo } from "./Cache.js"
import { flattenFamily } from "./Flatten.js"
import { leafText, outgoingText } from "./Normalize.js"

/** One name=value pair, before encoding. */
export type Param = readonly [name: string, value: string]

interface Slot {
  readonly index: number
  readonly values: ReadonlyArray<string>
}

interface IndexedName {
  readonly base: string
  /** -1 for a name without a trailing index. */
  readonly index: number
}

const TRAILING_INDEX = /^(.+)\.(\d+)$/

const indexedName = memo((name: string): IndexedName => {
  const m = TRAILING_INDEX.exec(name)
  return m === null ? { base: name, index: -1 } : { base: m[1] as string, index: Number(m[2]) }
})

const valuesOf = (value: unknown, ascii: boolean): Array<string> => {
  if (!Array.isArray(value)) {
    const one = leafText(value, ascii)
    return one === undefined ? [] : [one]
  }
  const out: Array<string> = []
  for (const item of value) out.push(...valuesOf(item, ascii))
  return out
}

/** The parameters of a family, in mapping order, repeated names grouped and index-ordered. */
export const familyParams = (family: unknown, ascii: boolean): Array<Param> => {
  const groups = new Map<string, Array<Slot>>()
  for (const [name, value] of flattenFamily(family)) {
    const values = valuesOf(value, ascii)
    if (values.length === 0) continue
    const { base, index } = indexedName(name)
    const slots = groups.get(base)
    if (slots === undefined) groups.set(base, [{ index, values }])
    else slots.push({ index, values })
  }
  const params: Array<Param> = []
  for (const [base, slots] of groups) {
    const name = outgoingText(base, ascii)
    if (slots.length > 1) slots.sort((a, b) => a.index - b.index)
    for (const slot of slots) for (const value of slot.values) params.push([name, value])
  }
  return params
}

/** Percent-encoding as form bodies and query strings use it (space as %20). Never throws. */
const encodeComponent = (text: string): string => {
  try {
    return encodeURIComponent(text)
  } catch {
    // Lone surrogates cannot be percent-encoded as UTF-8: they are sent as U+FFFD rather than throwing.
    return encodeURIComponent(text.toWellFormed())
  }
}

/** `name=value&...`; with `encodeNames` false the names are sent as written (values still encoded). */
export const encodeParams = (params: ReadonlyArray<Param>, encodeNames: boolean): string => {
  let out = ""
  for (const [name, value] of params) {
    if (out !== "") out += "&"
    out += `${encodeNames ? encodeComponent(name) : name}=${encodeComponent(value)}`
  }
  return out
}
