import { mask } from "@leadflow/types"
import type { LeadEvent } from "../model/Event.js"

/**
 * Social security numbers and credentials are never stored in the clear. The engine needs them
 * while a lead runs (a buyer may be sent the number), so they are masked where events are
 * written: each `ssn` or `credential` typed value in an event's `vars.lead` becomes its masked
 * form (`***-**-****` as stars, `masked: true`, as `mask` of `@leadflow/types` gives), and the
 * texts it was written as (the raw value, its normal form, and those as a form or query string
 * encodes them) are replaced by stars wherever else the event holds them: the submission's
 * body and URI, a delivery's request and response, appended data, reasons. Other values pass
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

/** The texts a value was written as, longest first (so no shorter one cuts into a longer one). */
const textsOf = (value: Readonly<Record<string, unknown>>, into: Set<string>): void => {
  for (const member of [value["raw"], value["normal"]]) {
    const text = typeof member === "string" ? member : typeof member === "number" ? String(member) : ""
    // A value this short would match too much else; its typed value is masked all the same.
    if (text.length < 4) continue
    into.add(text)
    into.add(encodeURIComponent(text))
    into.add(encodeURIComponent(text).replaceAll("%20", "+"))
    // As the text sits inside a JSON string, and inside a JSON string within one (a body).
    const once = JSON.stringify(text).slice(1, -1)
    into.add(once)
    into.add(JSON.stringify(once).slice(1, -1))
  }
}

interface Masking {
  readonly lead: Record<string, unknown>
  readonly texts: ReadonlyArray<string>
}

/** The lead with its sensitive values masked and the texts to hide, or `undefined` when it has none. */
const maskingOf = (lead: unknown): Masking | undefined => {
  if (!isRecord(lead)) return undefined
  let masked: Record<string, unknown> | undefined
  const texts = new Set<string>()
  for (const key in lead) {
    const value = lead[key]
    if (!isSensitive(value)) continue
    masked ??= Object.assign({}, lead)
    masked[key] = mask(value)
    textsOf(value, texts)
  }
  if (masked === undefined) return undefined
  const sorted = [...texts].sort((a, b) => b.length - a.length)
  // The lead's other members may quote the value too (a comment, a raw field of another name).
  const json = JSON.stringify(masked)
  const hidden = hide(json, sorted)
  return { lead: hidden === json ? masked : (JSON.parse(hidden) as Record<string, unknown>), texts: sorted }
}

const hide = (text: string, texts: ReadonlyArray<string>): string => {
  let out = text
  for (const secret of texts) if (out.includes(secret)) out = out.replaceAll(secret, "*".repeat(secret.length))
  return out
}

/** One event as it may be stored. */
const maskEvent = (event: LeadEvent, cache: Map<unknown, Masking | undefined>): LeadEvent => {
  const vars = (event as { readonly vars?: unknown }).vars
  if (!isRecord(vars)) return event
  const lead = vars["lead"]
  let masking = cache.get(lead)
  if (!cache.has(lead)) cache.set(lead, (masking = maskingOf(lead)))
  if (masking === undefined) return event
  // Everything else the event holds, as JSON: the texts are replaced wherever they sit. The lead,
  // masked once for the write, goes back in its place (its key keeps its position).
  const withoutLead = Object.assign({}, event, { vars: Object.assign({}, vars, { lead: null }) })
  const json = JSON.stringify(withoutLead)
  const hidden = hide(json, masking.texts)
  const out = (hidden === json ? withoutLead : JSON.parse(hidden)) as Record<string, unknown>
  ;(out["vars"] as Record<string, unknown>)["lead"] = masking.lead
  return out as LeadEvent
}

/**
 * The events as they may be stored: copies with their sensitive values masked (see above), the
 * same objects when they hold none. Events of one lead share their `vars.lead`, so it is examined
 * once per write.
 */
export const maskSensitive = (events: ReadonlyArray<LeadEvent>): ReadonlyArray<LeadEvent> => {
  const cache = new Map<unknown, Masking | undefined>()
  let out: Array<LeadEvent> | undefined
  events.forEach((event, i) => {
    const masked = maskEvent(event, cache)
    if (masked !== event) (out ??= events.slice(0, i)).push(masked)
    else out?.push(event)
  })
  return out ?? events
}

/**
 * The sensitive values of a lead (`vars.lead` of one of its events) in the clear, by field id, or
 * `undefined` when it has none: what a host keeps, encrypted, for work that must send them again
 * later (a retry), since the stored events hold them masked.
 */
export const sensitiveValuesOf = (lead: unknown): Readonly<Record<string, unknown>> | undefined => {
  if (!isRecord(lead)) return undefined
  let values: Record<string, unknown> | undefined
  for (const key in lead) if (isSensitive(lead[key])) (values ??= {})[key] = lead[key]
  return values
}

/** A stored event with the sensitive values put back into its `vars.lead` (a copy; the event is not changed). */
export const withSensitiveValues = <E extends LeadEvent>(event: E, values: Readonly<Record<string, unknown>>): E => {
  const vars = (event as { readonly vars?: unknown }).vars
  if (!isRecord(vars) || !isRecord(vars["lead"])) return event
  return Object.assign({}, event, { vars: Object.assign({}, vars, { lead: Object.assign({}, vars["lead"], values) }) })
}
