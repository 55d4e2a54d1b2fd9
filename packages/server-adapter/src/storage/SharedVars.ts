import type { SqlClient, Statement } from "@effect/sql"

/**
 * Reading events stored with shared vars (see `EventRows.ts`): the FROM clause that brings each
 * event's shared row along, and the body with the shared values put back. PostgreSQL hands JSONB
 * back parsed. SQLite keeps the shared rows as its JSONB (a blob: 20 % smaller than the text, and
 * its JSON functions read it without parsing text), so they are read as text with `json()`
 * (`sharedVarsText`); rows written as text before read back the same.
 */

/** `events` with its shared vars (`shared_vars` is NULL for an event that has none). */
export const eventsWithShared = (sql: SqlClient.SqlClient): Statement.Fragment =>
  sql`events LEFT JOIN event_shared_vars ON event_shared_vars.shared_id = events.shared_id`

/** `shared_vars` as a reader selects it: text on SQLite (see above), JSONB parsed on PostgreSQL. */
export const sharedVarsText = (sql: SqlClient.SqlClient): Statement.Fragment =>
  sql.onDialectOrElse({ pg: () => sql`shared_vars`, orElse: () => sql`json(shared_vars) AS shared_vars` })

const parsed = (value: unknown): unknown => {
  if (typeof value === "string") return JSON.parse(value)
  // A reader that selected SQLite's JSONB blob itself instead of `sharedVarsText`.
  if (value instanceof Uint8Array) throw new TypeError("shared vars were read as SQLite JSONB: select them with sharedVarsText")
  return value
}

/**
 * The event as it was written: each shared member replaces the `null` its key holds in the body
 * (assigning an existing key keeps its place, so the members keep their order).
 */
export const fullBody = (body: unknown, sharedVars: unknown): Record<string, unknown> => {
  const event = parsed(body) as Record<string, unknown>
  if (sharedVars === null || sharedVars === undefined) return event
  const vars = event["vars"]
  if (typeof vars !== "object" || vars === null) return event
  const own = vars as Record<string, unknown>
  const shared = parsed(sharedVars) as Record<string, unknown>
  for (const key of Object.keys(shared)) if (Object.hasOwn(own, key)) own[key] = shared[key]
  return event
}
