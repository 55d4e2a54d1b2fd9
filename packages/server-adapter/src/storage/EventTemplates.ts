import { createHash } from "node:crypto"

/**
 * Step settings stored once (migration 0029). Every lead of a flow version repeats its steps'
 * settings in its events: a filter's `rule_set`, a delivery's `mappings`, the source's
 * `acceptance_criteria` (its rules, and the outcome, one of a few). In the bench flow that is
 * 1.6 KB of a lead's 6.5 KB of event bodies. These top-level members are stored in a row of
 * `event_templates` shared by every event with the same ones (keyed by a digest of their JSON and
 * of the account), which the event names in `template_id`; its body keeps each key with `null` in
 * its place, as shared vars do (`EventRows.ts`). So every reader takes the template's value
 * first: the API's readers put the members back (`withTemplate`), and SQL reading a path under
 * one of them reads `COALESCE(template, body)` (`events/EventSql.ts`).
 */
export const templatedMembers: ReadonlyArray<string> = ["rule_set", "mappings", "acceptance_criteria"]
const templated = new Set(templatedMembers)

/** Whether a property path's value may be in the event's template (its first name is templated). */
export const isTemplatedPath = (path: ReadonlyArray<string>): boolean => path.length >= 1 && templated.has(path[0] as string)

/** A template shorter than this as JSON stays in the body (a reference would cost more). */
const minTemplateLength = 48

/** Entries an id cache keeps before it starts over (distinct step settings in use are few). */
const maxCachedIds = 2_000

/**
 * Template ids by account and JSON, so that a lead costs a map lookup rather than a digest. One
 * per event store, beside the set of ids it knows are stored.
 */
export class TemplateIds {
  private readonly ids = new Map<string, string>()
  /** Ids this store committed, whose rows need not be written again (templates are never deleted). */
  readonly stored = new Set<string>()

  idOf(accountId: string | null, json: string): string {
    const key = `${accountId ?? ""}\u0000${json}`
    let id = this.ids.get(key)
    if (id === undefined) {
      if (this.ids.size >= maxCachedIds) this.ids.clear()
      id = `t${createHash("sha256").update(key).digest("base64url").slice(0, 31)}`
      this.ids.set(key, id)
    }
    return id
  }

  /** Remember ids once their rows are committed (a bounded set: forgetting only costs a write that conflicts). */
  noteStored(ids: Iterable<string>): void {
    if (this.stored.size >= maxCachedIds) this.stored.clear()
    for (const id of ids) this.stored.add(id)
  }
}

/** A template row (`event_templates`). */
export type TemplateRowValues = {
  readonly template_id: string
  readonly template_account_id: string | null
  readonly template_created_at: number
  readonly template_body: string
}

/**
 * The templated members of an event as a JSON object's text (in `templatedMembers`' order, so
 * the same members give the same text), or undefined when it has none worth a template. `jsonOf`
 * serialises one member.
 */
export const templateOf = (
  event: Readonly<Record<string, unknown>>,
  jsonOf: (value: unknown) => string | undefined
): { readonly json: string; readonly keys: ReadonlyArray<string> } | undefined => {
  let parts: Array<string> | undefined
  let keys: Array<string> | undefined
  for (const key of templatedMembers) {
    const value = event[key]
    if (value === null || value === undefined || typeof value !== "object") continue
    const text = jsonOf(value)
    if (text === undefined) continue
    ;(parts ??= []).push(`${JSON.stringify(key)}:${text}`)
    ;(keys ??= []).push(key)
  }
  if (parts === undefined || keys === undefined) return undefined
  const json = `{${parts.join(",")}}`
  return json.length < minTemplateLength ? undefined : { json, keys }
}

const parsed = (value: unknown): unknown => (typeof value === "string" ? JSON.parse(value) : value)

/** The event with its template's members put back (each replaces the `null` its key holds). */
export const withTemplate = (event: Record<string, unknown>, template: unknown): Record<string, unknown> => {
  if (template === null || template === undefined) return event
  const members = parsed(template) as Record<string, unknown>
  for (const key of Object.keys(members)) if (Object.hasOwn(event, key) && event[key] === null) event[key] = members[key]
  return event
}
