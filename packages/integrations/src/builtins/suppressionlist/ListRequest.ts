import { LOOKBACK_MS, normalizeListName, normalizeListValue } from "@leadflow/core"
import { isTypedValue } from "@leadflow/types"

/**
 * What a suppression list call asks for, read from its request variables: which lists, which
 * values, how far back. `validate` and `handle` both read it here, so they never disagree.
 */

/** Lookback units: the flow's list checks' own table (a month is 30 days, a year 365). */
const INTERVAL_MS: Readonly<Record<string, number>> = LOOKBACK_MS

export const LOOKBACK_INTERVALS = Object.keys(INTERVAL_MS)

export interface ListRequest {
  /** List names, normalised (`Do Not Call` → `do_not_call`), each once, in the order given. */
  readonly lists: ReadonlyArray<string>
  /** Values, normalised (trimmed, lower-cased), each once, in the order given. */
  readonly values: ReadonlyArray<string>
  /** How many of the given entries were blank (reported as rejected by add and delete). */
  readonly blank: number
  /** How far back a lookup looks, in ms; undefined looks at the whole list. */
  readonly lookbackMs: number | undefined
}

export const MISSING_LIST = "list name must not be blank"
export const MISSING_VALUE = "values must not be blank"
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
 * Fields of a comma-separated line, as CSV reads them: a field in double quotes may hold commas,
 * and `""` inside quotes is one quote. Fields are trimmed.
 */
export const csvFields = (line: string): Array<string> => {
  if (!line.includes(",") && !line.includes('"')) return [line.trim()]
  const fields: Array<string> = []
  let field = ""
  let quoted = false
  for (let i = 0; i < line.length; i++) {
    const c = line[i]
    if (quoted) {
      if (c !== '"') field += c
      else if (line[i + 1] === '"') {
        field += '"'
        i++
      } else quoted = false
    } else if (c === '"') quoted = true
    else if (c === ",") {
      fields.push(field.trim())
      field = ""
    } else field += c
  }
  fields.push(field.trim())
  return fields
}

/** Entries of a variable: an array's items as they are, a text split by `split`. */
const entriesOf = (value: unknown, split: (text: string) => Array<string>): Array<string> =>
  Array.isArray(value) ? value.map(textOf) : split(textOf(value))

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

const LIST_SEPARATOR = /[,|]/

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
  const lists = distinct(entriesOf(vars["list_name"], (text) => text.split(LIST_SEPARATOR)), normalizeListName).items
  if (lists.length === 0) return MISSING_LIST
  const values = distinct(entriesOf(vars["values"], csvFields), normalizeListValue)
  if (values.items.length === 0) return MISSING_VALUE
  const lookbackMs = lookbackOf(vars["lookback"])
  if (typeof lookbackMs === "string") return lookbackMs
  return { lists, values: values.items, blank: values.blank, lookbackMs }
}

/** `validate` for every list integration: a skip reason when the request cannot be made. */
export const validateListRequest = (vars: Readonly<Record<string, unknown>>): string | undefined => {
  const request = readListRequest(vars)
  return typeof request === "string" ? request : undefined
}
