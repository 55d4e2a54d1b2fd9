import type { SqlClient, Statement } from "@effect/sql"
import type { EventRowValues } from "./EventRows.js"

/**
 * The INSERT of event rows. PostgreSQL takes them as they are (`group_vars` is a JSONB column).
 * SQLite keeps a write's shared vars as its JSONB (`jsonb(?)`, a blob; see `SharedVars.ts` for
 * why and how they are read), so its statement is spelled out, one text per row count (better-
 * sqlite3 prepares each text once).
 */
const columns = [
  "id", "lead_id", "type", "outcome", "created_at", "expires_at", "account_id", "flow_id", "source_id",
  "recipient_id", "step_id", "ms", "cost", "revenue", "ping", "shared_id", "body", "group_vars", "group_expires_at",
  "group_events", "group_first_at", "group_last_at", "group_tally", "group_members"
] as const satisfies ReadonlyArray<keyof EventRowValues>

// Every column of a row: one added to the row type and not listed above fails to compile here.
const everyColumnListed: Exclude<keyof EventRowValues, (typeof columns)[number]> extends never ? true : never = true

const rowPlaceholders = `(${columns.map((column) => (column === "group_vars" ? "jsonb(?)" : "?")).join(", ")})`
const texts = new Map<number, string>()
const sqliteText = (rows: number): string => {
  let text = texts.get(rows)
  if (text === undefined) {
    text = `INSERT INTO events (${columns.join(", ")}) VALUES ${Array.from({ length: rows }, () => rowPlaceholders).join(", ")}`
    texts.set(rows, text)
  }
  return text
}

export const insertEvents = (sql: SqlClient.SqlClient, rows: ReadonlyArray<EventRowValues>): Statement.Statement<never> =>
  sql.onDialectOrElse({
    pg: () => sql`INSERT INTO events ${sql.insert(rows)}`,
    orElse: () => {
      const params: Array<unknown> = []
      for (const row of rows) for (const column of columns) params.push(row[column])
      return sql.unsafe<never>(sqliteText(rows.length), params)
    }
  })

void everyColumnListed
