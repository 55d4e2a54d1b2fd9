import { eventRetentionDays, type LeadEvent } from "@leadflow/core"
import { eventJson, storableJson } from "./StorableJson.js"
import { type TemplateIds, templateOf, type TemplateRowValues } from "./EventTemplates.js"

/**
 * How events are stored (migrations 0014, 0023, 0026, 0029). The engine writes a lead's events
 * together, and each carries its own copy of the lead's `vars`, mostly the same values (the lead,
 * the flow, the source ...). So one write's `vars` members that are the same in every one of its
 * events are stored once, in the write's row of `event_writes` (`group_vars`, read through the
 * view `event_shared_vars`), keyed by the id of the write's first event, which every event of the
 * write names in `shared_id`; each event's body keeps that member's key with `null` in its place
 * (so the body keeps the key order, and SQL reading `vars.<key>...` takes the shared value, the
 * body's being null, see `events/EventSql.ts`). Reading puts the values back (`SharedVars.ts`):
 * every answer is the event as it was written. The write's row also sums its events up for the
 * metrics (`events/WriteCounts.ts`). The step settings every lead of a flow version repeats go to
 * templates stored once, the same way (`EventTemplates.ts`).
 *
 * The properties the metrics and the reports count by have their own columns: the ids of the
 * account, flow, source, recipient, the step, `ms`, `cost`, `revenue` and `ping`.
 */
const dayMs = 86_400_000

/** A shared member must be longer than this as JSON (shorter ones cost more as a reference). */
const minSharedLength = 8

// Type aliases (not interfaces): `sql.insert` takes them as records.
export type EventRowValues = {
  readonly id: string
  readonly lead_id: string
  readonly type: string
  readonly outcome: string
  readonly created_at: number
  readonly expires_at: number
  readonly account_id: string | null
  readonly flow_id: string | null
  readonly source_id: string | null
  readonly recipient_id: string | null
  readonly step_id: string | null
  readonly ms: number | null
  readonly cost: number | null
  readonly revenue: number | null
  readonly ping: number | null
  readonly shared_id: string | null
  /** The row of `event_templates` holding this event's step settings (`EventTemplates.ts`), if any. */
  readonly template_id: string | null
  readonly body: string
}

/**
 * A write's summary row in `event_writes` (migration 0026), keyed by the id of its first event,
 * which every event of the write names in `shared_id`. Its own table, narrow and in write order,
 * so a metric over a month's writes reads ~170 bytes of pages per write rather than a page of
 * events each (see `events/WriteCounts.ts`).
 */
export type WriteRowValues = {
  readonly shared_id: string
  /** The first event's account. */
  readonly account_id: string | null
  /** The members its events share, as a JSON object. */
  readonly group_vars: string
  /** The last `expires_at` of the write's events (see `events/Purge.ts`). */
  readonly group_expires_at: number
  /**
   * How many events the write holds (the sum of `group_tally`, kept apart so a count needs no
   * JSON). NULL when they are not all of its account, or once a purge took some of them: a metric
   * counts the write's events from this row only when this is set and the window holds all of
   * them (`events/WriteCounts.ts`, migration 0025).
   */
  readonly group_events: number | null
  /** The first and the last `created_at` of the write's events. */
  readonly group_first_at: number
  readonly group_last_at: number
  /** Its events counted by type and outcome, a JSON array of `[type, outcome, count]`. */
  readonly group_tally: string
  /**
   * The `vars` members some event of the write holds in its own body (not shared) with a value
   * other than `null`, a JSON array of names. A member in neither the shared row nor this list is
   * absent from every event of the write.
   */
  readonly group_members: string
}

/** The rows one write of a lead's events stores. */
export interface LeadRows {
  readonly events: ReadonlyArray<EventRowValues>
  /** The write's summary and shared vars, when its events share any. */
  readonly write: WriteRowValues | undefined
  /** The templates its events name (`EventTemplates.ts`) that the store had not committed when the rows were laid out. */
  readonly templates: ReadonlyArray<TemplateRowValues>
}

type Vars = Readonly<Record<string, unknown>>

const textOrNull = (value: unknown): string | null => (typeof value === "string" && value !== "" ? value : null)
const numberOrNull = (value: unknown): number | null => (typeof value === "number" && Number.isFinite(value) ? value : null)
const idOf = (vars: Vars | undefined, key: string): string | null => {
  const member = vars?.[key]
  return typeof member === "object" && member !== null ? textOrNull((member as { readonly id?: unknown }).id) : null
}

const varsOf = (event: LeadEvent): Vars | undefined => {
  const vars: unknown = event.vars
  return typeof vars === "object" && vars !== null && !Array.isArray(vars) ? (vars as Vars) : undefined
}

/**
 * The members every event's vars has with the same JSON, in the first event's order (each
 * distinct value is serialised once: the engine's events share the objects themselves).
 */
const sharedMembers = (all: ReadonlyArray<Vars>): ReadonlyArray<readonly [string, string]> => {
  const first = all[0]
  if (all.length < 2 || first === undefined) return []
  const json = new Map<unknown, string | undefined>()
  const jsonOf = (value: unknown): string | undefined => {
    if (typeof value !== "object" || value === null) return eventJson(value)
    if (!json.has(value)) json.set(value, eventJson(value))
    return json.get(value)
  }
  const shared: Array<readonly [string, string]> = []
  for (const key of Object.keys(first)) {
    const value = first[key]
    const text = jsonOf(value)
    if (text === undefined || text.length <= minSharedLength) continue
    if (all.every((vars) => Object.hasOwn(vars, key) && (vars[key] === value || jsonOf(vars[key]) === text))) shared.push([key, text])
  }
  return shared
}

/**
 * A lead's rows. With `templates`, the events' step settings go to templates
 * (`EventTemplates.ts`); without, every body is whole (as rows written before 0029).
 */
export const leadRows = (leadId: string, events: ReadonlyArray<LeadEvent>, now: number, templates?: TemplateIds): LeadRows => {
  const allVars = events.map(varsOf)
  const withVars = allVars.filter((vars): vars is Vars => vars !== undefined)
  const shared = withVars.length === events.length ? sharedMembers(withVars) : []
  const sharedId = shared.length === 0 ? null : (events[0] as LeadEvent).id
  const sharedKeys = new Set(shared.map(([key]) => key))
  const templateRows: Array<TemplateRowValues> = []
  const rows = events.map((event, i): EventRowValues => {
    const vars = allVars[i]
    const createdAt = event.end_timestamp ?? event.start_timestamp ?? now
    const expiresAt = event.expires_at === undefined ? Number.NaN : Date.parse(event.expires_at)
    const stepId = "step_id" in event && typeof event.step_id === "string" ? event.step_id : null
    const record = event as unknown as Readonly<Record<string, unknown>>
    const accountId = idOf(vars, "account")
    const found = templates === undefined ? undefined : templateOf(record)
    let templateId: string | null = null
    const ownVars = sharedId !== null && vars !== undefined
    // The body: the event, less its shared vars and its template's members (each key kept, null).
    const stored: Record<string, unknown> = ownVars || found !== undefined ? { ...record } : record
    if (found !== undefined && templates !== undefined) {
      const { template, kept } = found
      const id = templates.idOf(accountId, template, kept)
      templateId = id
      // Its row, unless the store has it already.
      if (!templates.stored.has(id) && !templateRows.some((row) => row.template_id === id))
        templateRows.push({ template_id: id, template_account_id: accountId, template_created_at: createdAt, template_body: storableJson(template.json) })
      for (const key of template.keys) stored[key] = null
    }
    if (ownVars) {
      const own: Record<string, unknown> = {}
      for (const key of Object.keys(vars)) own[key] = sharedKeys.has(key) ? null : vars[key]
      stored["vars"] = own
    }
    return {
      id: event.id,
      lead_id: leadId,
      type: event.type,
      outcome: event.outcome,
      created_at: createdAt,
      expires_at: Number.isFinite(expiresAt) ? expiresAt : createdAt + eventRetentionDays * dayMs,
      account_id: accountId,
      flow_id: idOf(vars, "flow"),
      source_id: idOf(vars, "source"),
      recipient_id: idOf(vars, "recipient"),
      step_id: stepId,
      ms: numberOrNull(record["ms"]),
      cost: numberOrNull(record["cost"]),
      revenue: numberOrNull(record["revenue"]),
      ping: record["ping"] === true ? 1 : null,
      shared_id: sharedId,
      template_id: templateId,
      body: storableJson(eventJson(stored))
    }
  })
  const first = rows[0]
  if (sharedId === null || first === undefined) return { events: rows, write: undefined, templates: templateRows }
  let firstAt = first.created_at
  let lastAt = first.created_at
  let expiresAt = first.expires_at
  let oneAccount = true
  const tally = new Map<string, [string, string, number]>()
  for (const row of rows) {
    if (row.created_at < firstAt) firstAt = row.created_at
    if (row.created_at > lastAt) lastAt = row.created_at
    if (row.expires_at > expiresAt) expiresAt = row.expires_at
    if (row.account_id !== first.account_id) oneAccount = false
    const key = `${row.type}\u0000${row.outcome}`
    const counted = tally.get(key)
    if (counted === undefined) tally.set(key, [row.type, row.outcome, 1])
    else counted[2]++
  }
  const ownMembers = new Set<string>()
  for (const vars of withVars) for (const key of Object.keys(vars)) if (!sharedKeys.has(key) && vars[key] !== null && vars[key] !== undefined) ownMembers.add(key)
  const write: WriteRowValues = {
    shared_id: sharedId,
    account_id: first.account_id,
    group_vars: storableJson(`{${shared.map(([key, text]) => `${JSON.stringify(key)}:${text}`).join(",")}}`),
    group_expires_at: expiresAt,
    group_events: oneAccount && first.account_id !== null ? rows.length : null,
    group_first_at: firstAt,
    group_last_at: lastAt,
    group_tally: storableJson(JSON.stringify([...tally.values()])),
    group_members: storableJson(JSON.stringify([...ownMembers]))
  }
  return { events: rows, write, templates: templateRows }
}
