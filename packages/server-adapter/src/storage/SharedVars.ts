import type { SqlClient, Statement } from "@effect/sql"
import { withTemplate } from "./EventTemplates.js"
import { jsonbOrdered } from "./JsonbOrder.js"

/**
 * Reading events stored with shared vars (see `EventRows.ts`) and templates (`EventTemplates.ts`):
 * the FROM clause that brings each event's shared row and template along, and the body with the
 * shared values and the template's members put back. PostgreSQL hands JSONB back parsed. SQLite
 * keeps the shared rows as its JSONB (a blob: 20 % smaller than the text, and its JSON functions
 * read it without parsing text), so they are read as text with `json()` (`sharedVarsText`); rows
 * written as text before read back the same.
 */

/** The join that brings an event's shared vars (`shared_vars`, NULL for an event that has none). */
export const sharedVarsJoin = (sql: SqlClient.SqlClient): Statement.Fragment =>
  sql`LEFT JOIN event_shared_vars ON event_shared_vars.shared_id = events.shared_id`

/**
 * The condition that finds an event's template: its id, and the event's own account (an id is a
 * digest of the account and the settings, and the store enforces it too: another account's row
 * is never an event's template, whatever id the event names).
 */
export const templateOfEvent = (sql: SqlClient.SqlClient): Statement.Fragment =>
  sql.onDialectOrElse({
    pg: () => sql`event_templates.template_id = events.template_id AND event_templates.template_account_id IS NOT DISTINCT FROM events.account_id`,
    orElse: () => sql`event_templates.template_id = events.template_id AND event_templates.template_account_id IS events.account_id`
  })

/** The join that brings an event's template (`template_body`, NULL for an event that has none). */
export const templateJoin = (sql: SqlClient.SqlClient): Statement.Fragment => sql`LEFT JOIN event_templates ON ${templateOfEvent(sql)}`

/** `events` with its shared vars and its template. */
export const eventsWithShared = (sql: SqlClient.SqlClient): Statement.Fragment => sql`events ${sharedVarsJoin(sql)} ${templateJoin(sql)}`

/** `shared_vars` as a reader selects it: text on SQLite (see above), JSONB parsed on PostgreSQL. */
export const sharedVarsText = (sql: SqlClient.SqlClient): Statement.Fragment =>
  sql.onDialectOrElse({ pg: () => sql`shared_vars`, orElse: () => sql`json(shared_vars) AS shared_vars` })

/** What a reader of `eventsWithShared` selects beside `body` to read an event whole (`storedEvent`): its shared vars and template. */
export const storedParts = (sql: SqlClient.SqlClient): Statement.Fragment => sql`${sharedVarsText(sql)}, template_body AS template`

const parsed = (value: unknown): unknown => {
  if (typeof value === "string") return JSON.parse(value)
  // A reader that selected SQLite's JSONB blob itself instead of `sharedVarsText`.
  if (value instanceof Uint8Array) throw new TypeError("shared vars were read as SQLite JSONB: select them with sharedVarsText")
  return value
}

/**
 * The event as it was written: each shared member replaces the `null` its key holds in the body
 * (assigning an existing key keeps its place), and so does each member of its template. Its
 * objects' members come in `jsonb`'s order (`JsonbOrder.ts`) on both databases: PostgreSQL's
 * `jsonb` hands them back so, and SQLite's text, which keeps the written order, is put in that
 * order (so `GET /events`, the leads API and the firehose answer the same on both).
 */
export const fullBody = (body: unknown, sharedVars: unknown, template: unknown): Record<string, unknown> => {
  const event = withTemplate(parsed(body) as Record<string, unknown>, template === null || template === undefined ? undefined : (parsed(template) as Record<string, unknown>))
  const vars = event["vars"]
  if (sharedVars !== null && sharedVars !== undefined && typeof vars === "object" && vars !== null) {
    const own = vars as Record<string, unknown>
    const shared = parsed(sharedVars) as Record<string, unknown>
    for (const key of Object.keys(shared)) if (Object.hasOwn(own, key)) own[key] = shared[key]
  }
  // SQLite's body is text (PostgreSQL's is parsed already, in `jsonb`'s order).
  return typeof body === "string" ? (jsonbOrdered(event) as Record<string, unknown>) : event
}

/** A row selected with `body` and `storedParts`: its event as it was written. */
export const storedEvent = (row: { readonly body: unknown; readonly shared_vars: unknown; readonly template: unknown }): Record<string, unknown> =>
  fullBody(row.body, row.shared_vars, row.template)
