import type { SqlClient, Statement } from "@effect/sql"
import type { EventRowValues, WriteRowValues } from "./EventRows.js"

/**
 * The INSERT of a batch of leads' rows: their events, and their writes' rows in `event_writes`.
 * PostgreSQL takes both in one statement (the writes' INSERT in a `WITH`), so a batch stays one
 * atomic round trip; SQLite runs two, in the caller's transaction. SQLite keeps a write's shared
 * vars as its JSONB (`jsonb(?)`, a blob; see `SharedVars.ts` for why and how they are read), so
 * its statements are spelled out, one text per row count (better-sqlite3 prepares each text once).
 */
const eventColumns = [
  "id", "lead_id", "type", "outcome", "created_at", "expires_at", "account_id", "flow_id", "source_id",
  "recipient_id", "step_id", "ms", "cost", "revenue", "ping", "shared_id", "body"
] as const satisfies ReadonlyArray<keyof EventRowValues>

const writeColumns = [
  "shared_id", "account_id", "group_vars", "group_expires_at", "group_events", "group_first_at", "group_last_at",
  "group_tally", "group_members"
] as const satisfies ReadonlyArray<keyof WriteRowValues>

// Every column of a row: one added to a row type and not listed above fails to compile here.
const everyEventColumnListed: Exclude<keyof EventRowValues, (typeof eventColumns)[number]> extends never ? true : never = true
const everyWriteColumnListed: Exclude<keyof WriteRowValues, (typeof writeColumns)[number]> extends never ? true : never = true

/** `INSERT INTO <table> (...) VALUES (...), ...` for `rows` rows, each text made once. */
const sqliteTexts = (table: string, columns: ReadonlyArray<string>, placeholders: string) => {
  const texts = new Map<number, string>()
  return (rows: number): string => {
    let text = texts.get(rows)
    if (text === undefined) {
      text = `INSERT INTO ${table} (${columns.join(", ")}) VALUES ${Array.from({ length: rows }, () => placeholders).join(", ")}`
      texts.set(rows, text)
    }
    return text
  }
}
const sqliteEvents = sqliteTexts("events", eventColumns, `(${eventColumns.map(() => "?").join(", ")})`)
const sqliteWrites = sqliteTexts("event_writes", writeColumns, `(${writeColumns.map((column) => (column === "group_vars" ? "jsonb(?)" : "?")).join(", ")})`)

const paramsOf = <Row, Column extends keyof Row>(rows: ReadonlyArray<Row>, columns: ReadonlyArray<Column>): Array<unknown> => {
  const params: Array<unknown> = []
  for (const row of rows) for (const column of columns) params.push(row[column])
  return params
}

/** The statements that store `events` and `writes` (the writes of those events): all or nothing only together in a transaction on SQLite. */
export const insertEventRows = (
  sql: SqlClient.SqlClient,
  events: ReadonlyArray<EventRowValues>,
  writes: ReadonlyArray<WriteRowValues>
): ReadonlyArray<Statement.Statement<never>> =>
  sql.onDialectOrElse({
    pg: () =>
      writes.length === 0
        ? [sql`INSERT INTO events ${sql.insert(events)}`]
        : [sql`WITH w AS (INSERT INTO event_writes ${sql.insert(writes)}) INSERT INTO events ${sql.insert(events)}`],
    orElse: () => [
      ...(writes.length === 0 ? [] : [sql.unsafe<never>(sqliteWrites(writes.length), paramsOf(writes, writeColumns))]),
      sql.unsafe<never>(sqliteEvents(events.length), paramsOf(events, eventColumns))
    ]
  })

void everyEventColumnListed
void everyWriteColumnListed
