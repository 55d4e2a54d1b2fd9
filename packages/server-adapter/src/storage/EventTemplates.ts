import { isRecordedSetting } from "@leadflow/core"
import { createHash } from "node:crypto"

/**
 * Step settings stored once (migration 0029). Every lead of a flow version repeats its steps'
 * settings in its events: a filter's `rule_set`, a delivery's `mappings`, the source's
 * `acceptance_criteria` (its rules and its outcome, when it has no `reason`: that one is
 * rendered from the lead, so it stays in the body, and a template never holds a lead's data). In
 * the bench flow that is 1.3 KB of a lead's 6.5 KB of event bodies. These top-level members are stored in a row of
 * `event_templates` shared by every event with the same ones (keyed by a digest of their JSON and
 * of the account), which the event names in `template_id`; its body keeps each key with `null` in
 * its place, as shared vars do (`EventRows.ts`). So every reader takes the template's value
 * first: the API's readers put the members back (`withTemplate`), and SQL reading a path under
 * one of them reads `COALESCE(template, body)` (`events/EventSql.ts`).
 */
export const templatedMembers: ReadonlyArray<string> = ["rule_set", "mappings", "acceptance_criteria"]
const templated = new Set(templatedMembers)

/**
 * Whether a member's value is the flow's settings alone, the same for every lead of its version:
 * rules and mappings as configured (templates such as `{{lead.email}}` unrendered), and the
 * acceptance criteria without the `reason` the engine renders from the lead on a failure.
 */
const settingsOnly = (key: string, value: object): boolean =>
  key !== "acceptance_criteria" || Object.keys(value).every((name) => name === "rule_set" || name === "outcome")

/** Whether a property path's value may be in the event's template (its first name is templated). */
export const isTemplatedPath = (path: ReadonlyArray<string>): boolean => path.length >= 1 && templated.has(path[0] as string)

/** A template shorter than this as JSON stays in the body (a reference would cost more). */
const minTemplateLength = 48

/** Entries an id cache keeps before it starts over (distinct step settings in use are few). */
const maxCachedIds = 2_000

/** An event's template: the members it holds, and their JSON object as stored. */
export interface Template {
  readonly keys: ReadonlyArray<string>
  /** `{"rule_set":...}`: the members in `templatedMembers`' order, so the same members give the same text. */
  readonly json: string
}

/**
 * Template ids by account and template, so that a lead costs a map lookup rather than a digest:
 * by the template object when it is one `templateOf` keeps (the engine's recorded settings),
 * else by its JSON.
 * One per event store, beside the set of ids it knows are stored.
 */
export class TemplateIds {
  private readonly byTemplate = new WeakMap<Template, Map<string, string>>()
  private readonly byText = new Map<string, string>()
  /** Ids this store committed, whose rows need not be written again (templates are never deleted). */
  readonly stored = new Set<string>()

  idOf(accountId: string | null, template: Template, kept: boolean): string {
    const account = accountId ?? ""
    if (kept) {
      let ids = this.byTemplate.get(template)
      if (ids === undefined) {
        ids = new Map()
        this.byTemplate.set(template, ids)
      }
      let id = ids.get(account)
      if (id === undefined) {
        id = digest(account, template.json)
        ids.set(account, id)
      }
      return id
    }
    const key = `${account}\u0000${template.json}`
    let id = this.byText.get(key)
    if (id === undefined) {
      if (this.byText.size >= maxCachedIds) this.byText.clear()
      id = digest(account, template.json)
      this.byText.set(key, id)
    }
    return id
  }

  /**
   * The rows among `rows` this store has not committed, each once, in id order: two transactions
   * inserting the same new ids (two processes, or a commit and a failed batch's leads retried
   * alone) take their rows' locks in the same order, so PostgreSQL never deadlocks.
   */
  unstored(rows: Iterable<TemplateRowValues>): ReadonlyArray<TemplateRowValues> {
    const found = new Map<string, TemplateRowValues>()
    for (const row of rows) if (!this.stored.has(row.template_id)) found.set(row.template_id, row)
    return [...found.values()].sort((a, b) => (a.template_id < b.template_id ? -1 : a.template_id > b.template_id ? 1 : 0))
  }

  /** Remember ids once their rows are committed (a bounded set: forgetting only costs a write that conflicts). */
  noteStored(ids: Iterable<string>): void {
    if (this.stored.size >= maxCachedIds) this.stored.clear()
    for (const id of ids) this.stored.add(id)
  }
}

const digest = (account: string, json: string): string =>
  `t${createHash("sha256").update(account).update("\u0000").update(json).digest("base64url").slice(0, 31)}`

/** A template row (`event_templates`). */
export type TemplateRowValues = {
  readonly template_id: string
  readonly template_account_id: string | null
  readonly template_created_at: number
  readonly template_body: string
}

/** JSON of a member, or undefined when it is not plain JSON (a BigInt, a cycle): such a member stays in the body, which writes it as before. */
const plainJson = (value: unknown): string | undefined => {
  try {
    return JSON.stringify(value)
  } catch {
    return undefined
  }
}

/** The templated members an event holds, in `templatedMembers`' order: their names and values. */
const membersOf = (event: Readonly<Record<string, unknown>>): { keys: Array<string>; values: Array<object> } | undefined => {
  let keys: Array<string> | undefined
  let values: Array<object> | undefined
  for (const key of templatedMembers) {
    const value = event[key]
    if (value === null || value === undefined || typeof value !== "object" || !settingsOnly(key, value)) continue
    ;(keys ??= []).push(key)
    ;(values ??= []).push(value)
  }
  return keys === undefined || values === undefined ? undefined : { keys, values }
}

const makeTemplate = (keys: ReadonlyArray<string>, values: ReadonlyArray<object>): Template | undefined => {
  const parts: Array<string> = []
  for (let i = 0; i < keys.length; i++) {
    const text = plainJson(values[i])
    if (text === undefined) return undefined
    parts.push(`${JSON.stringify(keys[i])}:${text}`)
  }
  const json = `{${parts.join(",")}}`
  return json.length < minTemplateLength ? undefined : { keys, json }
}

/**
 * Templates of the engine's recorded settings, by their first member: the engine records its
 * settings as deep-frozen objects, the same for every lead (core's `recordedSetting`,
 * `isRecordedSetting`), which cannot change, so their template, JSON and all, is made once.
 * `null`: such members make no template. Other objects (an embedder's own events) are
 * serialised for each event.
 */
interface KeptTemplate {
  readonly keys: ReadonlyArray<string>
  readonly others: ReadonlyArray<object>
  readonly template: Template | null
}
const keptTemplates = new WeakMap<object, Array<KeptTemplate>>()
const maxKeptPerMember = 8

/**
 * An event's template (undefined when it has none worth one), and whether it is a kept one
 * (recorded settings: the same object for every lead, see above).
 */
export const templateOf = (event: Readonly<Record<string, unknown>>): { readonly template: Template; readonly kept: boolean } | undefined => {
  const members = membersOf(event)
  if (members === undefined) return undefined
  const { keys, values } = members
  if (!values.every(isRecordedSetting)) {
    const template = makeTemplate(keys, values)
    return template === undefined ? undefined : { template, kept: false }
  }
  const first = values[0] as object
  const others = values.slice(1)
  let kept = keptTemplates.get(first)
  const found = kept?.find(
    (entry) => entry.keys.length === keys.length && entry.keys.every((key, i) => key === keys[i]) && entry.others.every((other, i) => other === others[i])
  )
  if (found !== undefined) return found.template === null ? undefined : { template: found.template, kept: true }
  const template = makeTemplate(keys, values) ?? null
  if (kept === undefined) keptTemplates.set(first, (kept = []))
  // Past the limit (one rule set shared by many steps' combinations) a template is not kept,
  // and its id is found by its text.
  const keep = kept.length < maxKeptPerMember
  if (keep) kept.push({ keys, others, template })
  return template === null ? undefined : { template, kept: keep }
}

/** The event with its template's members put back (each replaces the `null` its key holds). */
export const withTemplate = (event: Record<string, unknown>, template: Readonly<Record<string, unknown>> | undefined): Record<string, unknown> => {
  if (template === undefined) return event
  for (const key of Object.keys(template)) if (Object.hasOwn(event, key) && event[key] === null) event[key] = template[key]
  return event
}
