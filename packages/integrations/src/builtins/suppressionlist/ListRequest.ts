import { legacyListName, LOOKBACK_MS, normalizeListName, normalizeListValue } from "@leadflow/core"
import { isTypedValue } from "@leadflow/types"

/**
 * What a suppression list call asks for, read from its request variables: which lists, which
 * values, how far back. `validate` and `handle` both read it here, so they never disagree.
 */

/** Lookback units: the flow's list checks' own table (a month is 30 days, a year 365). */
const INTERVAL_MS: Readonly<Record<string, number>> = LOOKBACK_MS

export const LOOKBACK_INTERVALS = Object.keys(INTERVAL_MS)

export interface ListRequest {
  /** List names, normalised (`Bob's List` → `bobs_list`), each once, in the order given. */
  readonly lists: ReadonlyArray<string>
  /** A list's name as it was normalised before (`leads-2015` was `leads_2015`), where it differs. */
  readonly legacy: ReadonlyMap<string, string>
  /** Values, normalised (trimmed, lower-cased), each once, in the order given. */
  readonly values: ReadonlyArray<string>
  /** How many of the given entries were blank (reported as rejected by add and delete). */
  readonly blank: number
  /** How far back a lookup looks, in ms; undefined looks at the whole list. */
  readonly lookbackMs: number | undefined
}

export const MISSING_LIST = "a list name is required"
export const MISSING_VALUE = "values must not be blank"
export const INVALID_LIST_FORMAT = "invalid list name format"
export const INVALID_VALUES_FORMAT = "invalid values format"
export const INVALID_LOOKBACK_VALUE = "lookback.value must be a positive number"
export const INVALID_LOOKBACK_INTERVAL = `lookback.interval must be one of ${LOOKBACK_INTERVALS.join(", ")}`

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

/** A variable as text: a typed value by its normal form (a phone's 10 digits), scalars as written. */
const textOf = (value: unknown): string => {
  if (typeof value === "string") return value
  if (isTypedValue(value)) return value.normal === null ? "" : String(value.normal)
  if (typeof value === "number" || typeof value === "boolean") return String(value)
  return ""
}

/**
 * Fields of a comma-separated line, as CSV reads them: a field in double quotes may hold commas
 * (or any of `separators`), and `""` inside quotes is one quote. Fields are trimmed. Undefined
 * when a double quote is left open.
 */
export const csvFields = (line: string, separators = ","): Array<string> | undefined => {
  if (!line.includes('"') && ![...separators].some((separator) => line.includes(separator))) return [line.trim()]
  const fields: Array<string> = []
  let field = ""
  let quoted = false
  for (let i = 0; i < line.length; i++) {
    const c = line[i] ?? ""
    if (quoted) {
      if (c !== '"') field += c
      else if (line[i + 1] === '"') {
        field += '"'
        i++
      } else quoted = false
    } else if (c === '"') quoted = true
    else if (separators.includes(c)) {
      fields.push(field.trim())
      field = ""
    } else field += c
  }
  if (quoted) return undefined
  fields.push(field.trim())
  return fields
}

/**
 * Entries of a variable, each text read as CSV: an array's items flattened (`flatten`) or kept
 * whole; undefined when a text leaves a double quote open.
 */
const entriesOf = (value: unknown, separators: string, flatten: boolean): Array<string> | undefined => {
  if (Array.isArray(value) && !flatten) return value.map(textOf)
  const texts = Array.isArray(value) ? value.map(textOf) : [textOf(value)]
  const entries: Array<string> = []
  for (const text of texts) {
    const fields = csvFields(text, separators)
    if (fields === undefined) return undefined
    entries.push(...fields)
  }
  return entries
}

/** Distinct non-blank entries after `normalize`, and how many entries were blank. */
const distinct = (entries: ReadonlyArray<string>, normalize: (entry: string) => string) => {
  const seen = new Set<string>()
  let blank = 0
  for (const entry of entries) {
    const normal = normalize(entry)
    if (normal === "") blank++
    else seen.add(normal)
  }
  return { items: [...seen], blank }
}

/** List names are separated by commas (and, as before, `|`). */
const LIST_SEPARATORS = ",|"

/**
 * The lookback: `lookback.value` counted in `lookback.interval` (minute, hour, day, week, month or
 * year; a trailing "s" is allowed and day is the default), or a bare `lookback` number of days.
 * Blank means the whole list. A message when it cannot be read.
 */
const lookbackOf = (lookback: unknown): number | undefined | string => {
  const structured = isRecord(lookback) && !isTypedValue(lookback)
  const amountText = textOf(structured ? lookback["value"] : lookback).trim()
  if (amountText === "") return undefined
  const amount = Number(amountText)
  if (!Number.isFinite(amount) || amount <= 0) return INVALID_LOOKBACK_VALUE
  const intervalText = structured ? textOf(lookback["interval"]).trim().toLowerCase() : ""
  const interval = intervalText === "" ? "day" : intervalText.replace(/s$/, "")
  const unit = INTERVAL_MS[interval]
  return unit === undefined ? INVALID_LOOKBACK_INTERVAL : amount * unit
}

/** The request, or the reason it cannot be made (the step is then skipped with it). */
export const readListRequest = (vars: Readonly<Record<string, unknown>>): ListRequest | string => {
  const names = entriesOf(vars["list_name"], LIST_SEPARATORS, true)
  if (names === undefined) return INVALID_LIST_FORMAT
  const lists = distinct(names, normalizeListName).items
  if (lists.length === 0) return MISSING_LIST
  const entries = entriesOf(vars["values"], ",", false)
  if (entries === undefined) return INVALID_VALUES_FORMAT
  const values = distinct(entries, normalizeListValue)
  if (values.items.length === 0) return MISSING_VALUE
  const lookbackMs = lookbackOf(vars["lookback"])
  if (typeof lookbackMs === "string") return lookbackMs
  const legacy = new Map<string, string>()
  for (const name of names) {
    const old = legacyListName(name)
    if (old !== undefined && !lists.includes(old)) legacy.set(normalizeListName(name), old)
  }
  return { lists, legacy, values: values.items, blank: values.blank, lookbackMs }
}

/** `validate` for every list integration: a skip reason when the request cannot be made. */
export const validateListRequest = (vars: Readonly<Record<string, unknown>>): string | undefined => {
  const request = readListRequest(vars)
  return typeof request === "string" ? request : undefined
}
