import { isTypedValue } from "@leadflow/types"
import { Schema } from "effect"
import { legacyListName, normalizeListName, normalizeListValue } from "../ports/SuppressionLists.js"
import { closedStruct, openStruct, optional } from "./internal/Record.js"

/**
 * Suppression list checks a flow runs before its steps: is the lead a duplicate, an existing
 * customer, or on the do-not-call list.
 */

/** How far back a list check looks; null looks at the whole list. */
export const Lookback = closedStruct("Lookback", {
  // Stored flows are read with this schema, so it stays lenient: a lookback of zero or less (it
  // would never find anything) or over 100 years is a flow error instead (`pipeline/LimitCheck.ts`).
  value: Schema.Finite,
  interval: Schema.Literal("year", "month", "week", "day", "hour", "minute")
})
export type Lookback = typeof Lookback.Type

export const ListCheck = openStruct("ListCheck", {
  /** Template of the value looked up (`{{lead.phone}}`). */
  value: optional(Schema.String),
  list_name: optional(Schema.String.pipe(Schema.minLength(1))),
  lookback: optional(Schema.NullOr(Lookback))
})
export type ListCheck = typeof ListCheck.Type

export const ListChecks = closedStruct("ListChecks", {
  duplicate: optional(ListCheck),
  existing_customer: optional(ListCheck),
  dnc: optional(ListCheck)
})
export type ListChecks = typeof ListChecks.Type
export type ListChecksEncoded = typeof ListChecks.Encoded

// ---------------------------------------------------------------------------------------------
// How list settings are read: by the flow's list checks, by the suppression list steps
// (`leadflow-suppressionlist`, whose request reader is `readListRequest` below), and by the host
// when it checks a flow on save or finds which flows use a list. One reader, so they never disagree.
// ---------------------------------------------------------------------------------------------

/** How long each lookback interval is, in ms (a month is 30 days, a year 365). */
export const LOOKBACK_MS = {
  minute: 60_000,
  hour: 3_600_000,
  day: 86_400_000,
  week: 7 * 86_400_000,
  month: 30 * 86_400_000,
  year: 365 * 86_400_000
} as const
export type LookbackInterval = keyof typeof LOOKBACK_MS

/**
 * The longest lookback: 100 years (36,525 days), the bound of a cap's period (`maxIntervalLength`).
 * Entries are stamped in ms since the epoch, so a longer one finds nothing more, and a window
 * start far before the epoch is a number PostgreSQL cannot compare with (every lead would fail).
 */
export const maxLookbackMs = 36_525 * 86_400_000

/** Whether `ms` is a lookback the lists can use: positive and at most 100 years. */
export const isUsableLookback = (ms: number): boolean => ms > 0 && ms <= maxLookbackMs

/** The most of `interval` a lookback may count (100 years of it, rounded down). */
export const maxLookbackOf = (interval: LookbackInterval): number => Math.floor(maxLookbackMs / LOOKBACK_MS[interval])

/**
 * Where a lookback window starts: `now` less the lookback, rounded down to a whole ms (a lookback
 * of a fraction of a ms, or of 1.5 units, is no whole number of ms, which PostgreSQL refuses to
 * compare with its integer times). Undefined (the whole list) without a lookback.
 */
export const windowStart = (now: number, lookbackMs: number | undefined): number | undefined =>
  lookbackMs === undefined ? undefined : Math.floor(now - lookbackMs)

/**
 * Longest list name taken, once normalised: as `POST /lists` (`maxListNameLength` of the API). A
 * name is a key of every entry on the list; a much longer one fails PostgreSQL's index size limit.
 */
export const maxListNameLength = 255

/**
 * Longest list value kept, in UTF-8 bytes (an entry is a key, not a document): with the list's name
 * it stays within PostgreSQL's B-tree entry limit (2,704 bytes). The same bound as `POST /lists`.
 */
export const maxListValueLength = 1_024

// PostgreSQL refuses NUL in text, and no list value holds a control character (tab and line breaks aside).
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/

/** Why a value cannot be on a list: too long, or a control character; undefined when it can. */
const valueRefusal = (value: string): "tooLong" | "control" | undefined => {
  if (value.length > maxListValueLength || Buffer.byteLength(value, "utf8") > maxListValueLength) return "tooLong"
  return CONTROL.test(value) ? "control" : undefined
}

/** Why a (normalised, non-blank) value cannot be on a list, as `POST /lists` says it, or undefined. */
export const listValueProblem = (value: string): string | undefined => {
  const refusal = valueRefusal(value)
  if (refusal === "tooLong") return `is longer than ${maxListValueLength} bytes (UTF-8)`
  return refusal === "control" ? "holds a control character" : undefined
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

/** List names are separated by commas (and, as before, `|`). */
const LIST_SEPARATORS = ",|"

/**
 * The list names a suppression list step's `list_name` text names, as written (not normalised):
 * CSV, separated by commas or `|` (`a,"Bob's List, Unplugged"` is two). Undefined when a double
 * quote is left open (the step then names no list).
 */
export const listNamesIn = (text: string): Array<string> | undefined => csvFields(text, LIST_SEPARATORS)

/** Why a suppression list request cannot be made: the step is skipped with it. */
export const listRequestMessages = {
  missingList: "a list name is required",
  listTooLong: `a list name must be at most ${maxListNameLength} characters once normalised`,
  missingValue: "values must not be blank",
  valueTooLong: `values must be at most ${maxListValueLength} bytes (UTF-8)`,
  valueControl: "values must not hold control characters",
  invalidListFormat: "invalid list name format",
  invalidValuesFormat: "invalid values format",
  invalidLookbackValue: "lookback.value must be a positive number",
  lookbackTooLong: "lookback must be at most 100 years",
  invalidLookbackInterval: `lookback.interval must be one of ${Object.keys(LOOKBACK_MS).join(", ")}`
} as const

export interface ListRequest {
  /** List names, normalised (`Bob's List` → `bobs_list`), each once, in the order given. */
  readonly lists: ReadonlyArray<string>
  /** A list's name as it was normalised before (`leads-2015` was `leads_2015`), where it differs. */
  readonly legacy: ReadonlyMap<string, string>
  /** Values, normalised (trimmed, lower-cased), each once, in the order given. */
  readonly values: ReadonlyArray<string>
  /**
   * How many of the given entries were blank, or no value a list can hold (too long, a control
   * character): left out, and reported as rejected by add and delete.
   */
  readonly blank: number
  /** How far back a lookup looks, in ms; undefined looks at the whole list. */
  readonly lookbackMs: number | undefined
}

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

/** The lists a `list_name` variable names (normalised, each once) and their legacy names; or why none. */
export const readListNames = (value: unknown): Pick<ListRequest, "lists" | "legacy"> | string => {
  const names = entriesOf(value, LIST_SEPARATORS, true)
  if (names === undefined) return listRequestMessages.invalidListFormat
  const lists: Array<string> = []
  const legacy = new Map<string, string>()
  for (const name of names) {
    const normal = normalizeListName(name)
    if (normal === "" || lists.includes(normal)) continue
    if (normal.length > maxListNameLength) return listRequestMessages.listTooLong
    lists.push(normal)
  }
  if (lists.length === 0) return listRequestMessages.missingList
  for (const name of names) {
    const old = legacyListName(name)
    if (old !== undefined && !lists.includes(old)) legacy.set(normalizeListName(name), old)
  }
  return { lists, legacy }
}

/**
 * The values a `values` variable gives (normalised, each once) and how many were left out (blank,
 * or no value a list can hold); or why none is left.
 */
export const readListValues = (value: unknown): Pick<ListRequest, "values" | "blank"> | string => {
  const entries = entriesOf(value, ",", false)
  if (entries === undefined) return listRequestMessages.invalidValuesFormat
  const seen = new Set<string>()
  let blank = 0
  let refused: string | undefined
  for (const entry of entries) {
    const normal = normalizeListValue(entry)
    const refusal = normal === "" ? undefined : valueRefusal(normal)
    if (normal !== "" && refusal === undefined) seen.add(normal)
    else {
      blank++
      if (refusal !== undefined) refused ??= refusal === "tooLong" ? listRequestMessages.valueTooLong : listRequestMessages.valueControl
    }
  }
  if (seen.size === 0) return refused ?? listRequestMessages.missingValue
  return { values: [...seen], blank }
}

/**
 * The lookback: `lookback.value` counted in `lookback.interval` (minute, hour, day, week, month or
 * year; a trailing "s" is allowed and day is the default), or a bare `lookback` number of days.
 * Blank means the whole list. A message when it cannot be read, or is over 100 years.
 */
export const readLookback = (lookback: unknown): number | undefined | string => {
  const structured = isRecord(lookback) && !isTypedValue(lookback)
  const amountText = textOf(structured ? lookback["value"] : lookback).trim()
  if (amountText === "") return undefined
  const amount = Number(amountText)
  if (!Number.isFinite(amount) || amount <= 0) return listRequestMessages.invalidLookbackValue
  const intervalText = structured ? textOf(lookback["interval"]).trim().toLowerCase() : ""
  const interval = intervalText === "" ? "day" : intervalText.replace(/s$/, "")
  if (!Object.hasOwn(LOOKBACK_MS, interval)) return listRequestMessages.invalidLookbackInterval
  const ms = amount * LOOKBACK_MS[interval as LookbackInterval]
  return ms > maxLookbackMs ? listRequestMessages.lookbackTooLong : ms
}

/**
 * What a suppression list call asks for, read from its request variables: which lists, which
 * values, how far back. Or the reason it cannot be made (the step is then skipped with it).
 */
export const readListRequest = (vars: Readonly<Record<string, unknown>>): ListRequest | string => {
  const names = readListNames(vars["list_name"])
  if (typeof names === "string") return names
  const values = readListValues(vars["values"])
  if (typeof values === "string") return values
  const lookbackMs = readLookback(vars["lookback"])
  if (typeof lookbackMs === "string") return lookbackMs
  return { ...names, ...values, lookbackMs }
}
