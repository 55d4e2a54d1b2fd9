import { type Lead, type LeadSearchResult, resultFields } from "@leadflow/api"
import type { SourceRow } from "./LeadStore.js"
import { matchesWordPrefix } from "./SearchTerms.js"
import { ownMember, pushOwn } from "../OwnMembers.js"

/** Leads as the API shows them, read from their source events. */

type Json = Record<string, unknown>

const object = (value: unknown): Json =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Json) : {}

/** A lead value as text: a typed value's normal form (else its raw input), a plain value as is. */
const valueText = (value: unknown): string | undefined => {
  if (typeof value === "string") return value
  if (typeof value === "number" || typeof value === "boolean") return String(value)
  const typed = object(value)
  for (const key of ["normal", "raw"]) {
    const part = typed[key]
    if (typeof part === "string" && part !== "") return part
    if (typeof part === "number") return String(part)
  }
  return undefined
}

/** Every text of a lead value (a typed value's raw and normal forms, list items), for highlighting. */
const texts = (value: unknown): ReadonlyArray<string> => {
  if (typeof value === "string") return [value]
  if (Array.isArray(value)) return value.flatMap(texts)
  const typed = object(value)
  const out = new Set<string>()
  for (const key of ["raw", "normal"]) if (typeof typed[key] === "string") out.add(typed[key] as string)
  return [...out]
}

const summary = (row: SourceRow) => {
  const vars = object(row.body["vars"])
  const lead = object(vars["lead"])
  const flow = object(vars["flow"])
  const source = object(vars["source"])
  const submitted = valueText(object(vars["submission"])["timestamp"])
  const out: Record<string, string> = {}
  for (const field of resultFields) {
    const text = valueText(lead[field])
    if (text !== undefined) out[field] = text
  }
  if (typeof flow["id"] === "string") out["flow_id"] = flow["id"]
  if (typeof flow["name"] === "string") out["flow_name"] = flow["name"]
  if (typeof source["id"] === "string") out["source_id"] = source["id"]
  if (typeof source["name"] === "string") out["source_name"] = source["name"]
  const timestamp = submitted !== undefined && !Number.isNaN(Date.parse(submitted)) ? submitted : new Date(row.createdAt).toISOString()
  return { ...out, lead_id: row.leadId, submission_timestamp: timestamp, lead }
}

const wrap = (text: string, term: string, at: number): string =>
  `${text.slice(0, at)}<em>${text.slice(at, at + term.length)}</em>${text.slice(at + term.length)}`

/** For each lead field a term matched, its text with the match wrapped in `<em>`. */
const highlight = (lead: Json, terms: ReadonlyArray<string>): Record<string, ReadonlyArray<string>> => {
  const out: Record<string, Array<string>> = {}
  for (const [field, value] of Object.entries(lead)) {
    for (const text of texts(value)) {
      for (const term of terms) {
        const at = matchesWordPrefix(text, term)
        if (at === -1) continue
        const marked = wrap(text, term, at)
        // A lead field may be named `toString` or `__proto__`: own members only.
        if (!(ownMember(out, field) ?? []).includes(marked)) pushOwn(out, field, marked)
      }
    }
  }
  return out
}

export const searchResult = (
  row: SourceRow,
  terms: ReadonlyArray<string>,
  latest: Record<string, unknown> | undefined
): LeadSearchResult => {
  const { lead, ...fields } = summary(row)
  return { ...fields, highlight: highlight(lead, terms), ...(latest === undefined ? {} : { latest_event: latest }) }
}

export const leadView = (row: SourceRow): Lead => {
  const reason = row.body["reason"]
  return { ...summary(row), id: row.leadId, outcome: row.outcome, reason: typeof reason === "string" ? reason : null }
}
