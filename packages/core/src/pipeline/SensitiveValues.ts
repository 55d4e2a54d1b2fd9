import { mask } from "@leadflow/types"
import type { LeadEvent } from "../model/Event.js"

/**
 * Social security numbers and credentials are never stored in the clear. The engine needs them
 * while a lead runs (a buyer may be sent the number), so they are masked where events are
 * written: each `ssn` or `credential` typed value in an event's vars (under `lead`, and the copy
 * a custom field also has at the top of the vars) becomes its masked form (stars, `masked: true`,
 * as `mask` of `@leadflow/types` gives), and the texts it was written as are replaced by stars in
 * every text the event holds: the submission's body and URI, a delivery's request and response,
 * appended data, reasons. Those texts are the raw value and its normal form, as they are, as a
 * URL, a form, JSON or XML encodes them, and an SSN's digits with dashes or spaces. Only text is
 * rewritten (never the event's structure, numbers or its own ids and times), other values pass
 * untouched, and masking a masked event changes nothing.
 */

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

/** An ssn or credential typed value not yet masked (a dob is maskable too, and kept: its age and year are used). */
const isSensitive = (value: unknown): value is Readonly<Record<string, unknown>> => {
  if (!isRecord(value) || value["masked"] !== false || !("normal" in value)) return false
  if ("last_four" in value) return true
  const keys = Object.keys(value)
  return keys.length === 4 && "raw" in value && "valid" in value
}

const xmlEscaped = (text: string): string =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;").replaceAll("'", "&apos;")

/** The texts a value may have been written as. */
const textsOf = (value: Readonly<Record<string, unknown>>, into: Set<string>): void => {
  const forms: Array<string> = []
  for (const member of [value["raw"], value["normal"]])
    if (typeof member === "string" || typeof member === "number") forms.push(String(member))
  // An SSN's digits as a buyer's template may lay them out.
  const digits = typeof value["normal"] === "string" ? value["normal"].replace(/\D/g, "") : ""
  if ("last_four" in value && digits.length === 9)
    forms.push(`${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`, `${digits.slice(0, 3)} ${digits.slice(3, 5)} ${digits.slice(5)}`)
  for (const text of forms) {
    // A value this short would match too much else; its typed value is masked all the same.
    if (text.length < 4) continue
    into.add(text)
    into.add(encodeURIComponent(text))
    into.add(new URLSearchParams({ v: text }).toString().slice(2))
    into.add(JSON.stringify(text).slice(1, -1))
    into.add(xmlEscaped(text))
  }
}

const hide = (text: string, texts: ReadonlyArray<string>): string => {
  let out = text
  for (const secret of texts) if (out.includes(secret)) out = out.replaceAll(secret, "*".repeat(secret.length))
  return out
}

/** `node` with the texts hidden in every string it holds; the same object when none held one. */
const hideIn = (node: unknown, texts: ReadonlyArray<string>): unknown => {
  if (typeof node === "string") return hide(node, texts)
  if (Array.isArray(node)) {
    let out: Array<unknown> | undefined
    node.forEach((item: unknown, i) => {
      const hidden = hideIn(item, texts)
      if (hidden !== item) (out ??= node.slice())[i] = hidden
    })
    return out ?? node
  }
  if (!isRecord(node)) return node
  let out: Record<string, unknown> | undefined
  for (const key in node) {
    const value = node[key]
    const hidden = hideIn(value, texts)
    if (hidden !== value) (out ??= Object.assign({}, node))[key] = hidden
  }
  return out ?? node
}

/** An event's own members, never rewritten: ids, kinds, times and versions. */
const structural: ReadonlySet<string> = new Set([
  "id", "type", "outcome", "step_id", "key", "module_id", "expires_at", "version", "handler_version",
  "package_version", "host", "recipient_event_id", "retry_status", "lead_id", "flow_id", "source_id"
])

/** Where in the vars a sensitive value sits: `lead.<field>`, or a custom field's copy at the top. */
const sensitiveEntries = (vars: Readonly<Record<string, unknown>>): Array<readonly [string, Readonly<Record<string, unknown>>]> => {
  const entries: Array<readonly [string, Readonly<Record<string, unknown>>]> = []
  const lead = vars["lead"]
  if (isRecord(lead)) for (const key in lead) if (isSensitive(lead[key])) entries.push([`lead.${key}`, lead[key] as Readonly<Record<string, unknown>>])
  for (const key in vars) if (key !== "lead" && isSensitive(vars[key])) entries.push([key, vars[key] as Readonly<Record<string, unknown>>])
  return entries
}

/**
 * One write's masking: each sensitive value's masked form, the texts to hide (longest first, so
 * no shorter one cuts into a longer one), and each lead masked with them (events share theirs).
 */
interface Masking {
  readonly masked: Map<unknown, unknown>
  texts: ReadonlyArray<string>
  readonly leads: Map<unknown, Record<string, unknown>>
}

const maskLead = (lead: Readonly<Record<string, unknown>>, masking: Masking): Record<string, unknown> => {
  let out = masking.leads.get(lead)
  if (out === undefined) {
    out = {}
    for (const field in lead) out[field] = masking.masked.get(lead[field]) ?? hideIn(lead[field], masking.texts)
    masking.leads.set(lead, out)
  }
  return out
}

const maskVars = (vars: Readonly<Record<string, unknown>>, masking: Masking): Record<string, unknown> => {
  const out: Record<string, unknown> = {}
  for (const key in vars) {
    const value = vars[key]
    out[key] = masking.masked.get(value) ?? (key === "lead" && isRecord(value) ? maskLead(value, masking) : hideIn(value, masking.texts))
  }
  return out
}

/** One event as it may be stored. */
const maskEvent = (event: LeadEvent, masking: Masking): LeadEvent => {
  const vars = (event as { readonly vars?: unknown }).vars
  if (!isRecord(vars)) return event
  const entries = sensitiveEntries(vars)
  if (entries.length === 0) return event
  let added = false
  const texts = new Set(masking.texts)
  for (const [, value] of entries)
    if (!masking.masked.has(value)) {
      masking.masked.set(value, mask(value))
      textsOf(value, texts)
      added = true
    }
  if (added) {
    masking.texts = [...texts].sort((a, b) => b.length - a.length)
    masking.leads.clear()
  }
  const out: Record<string, unknown> = {}
  const record = event as unknown as Readonly<Record<string, unknown>>
  for (const key in record) {
    const value = record[key]
    out[key] = key === "vars" ? maskVars(vars, masking) : structural.has(key) ? value : hideIn(value, masking.texts)
  }
  return out as unknown as LeadEvent
}

/**
 * The events as they may be stored: copies with their sensitive values masked (see above), the
 * same objects when they hold none. The events of one write share their lead, masked once.
 */
export const maskSensitive = (events: ReadonlyArray<LeadEvent>): ReadonlyArray<LeadEvent> => {
  const masking: Masking = { masked: new Map(), texts: [], leads: new Map() }
  let out: Array<LeadEvent> | undefined
  events.forEach((event, i) => {
    const masked = maskEvent(event, masking)
    if (masked !== event) (out ??= events.slice(0, i)).push(masked)
    else out?.push(event)
  })
  return out ?? events
}

/**
 * The sensitive values of a lead's event (its `vars`) in the clear, by where they sit
 * (`lead.ssn`, or a custom field's copy `co_ssn`), or `undefined` when it has none: what a host
 * keeps, encrypted, for work that must send them again later (a retry), since the stored events
 * hold them masked.
 */
export const sensitiveValuesOf = (vars: unknown): Readonly<Record<string, unknown>> | undefined => {
  if (!isRecord(vars)) return undefined
  const entries = sensitiveEntries(vars)
  return entries.length === 0 ? undefined : Object.fromEntries(entries)
}

/** A stored event with the sensitive values put back where they sat (a copy; the event is not changed). */
export const withSensitiveValues = <E extends LeadEvent>(event: E, values: Readonly<Record<string, unknown>>): E => {
  const vars = (event as { readonly vars?: unknown }).vars
  if (!isRecord(vars)) return event
  const out: Record<string, unknown> = Object.assign({}, vars)
  const lead: Record<string, unknown> | undefined = isRecord(vars["lead"]) ? Object.assign({}, vars["lead"]) : undefined
  for (const [path, value] of Object.entries(values)) {
    if (path.startsWith("lead.") && lead !== undefined) lead[path.slice(5)] = value
    else if (!path.startsWith("lead.")) out[path] = value
  }
  if (lead !== undefined) out["lead"] = lead
  return Object.assign({}, event, { vars: out })
}
