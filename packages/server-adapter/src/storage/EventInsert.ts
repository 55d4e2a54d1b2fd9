import type { SqlClient, Statement } from "@effect/sql"
import type { EventRowValues, WriteRowValues } from "./EventRows.js"
import type { TemplateRowValues } from "./EventTemplates.js"

/**
 * The INSERT of a batch of leads' rows: their events, and their writes' rows in `event_writes`,
 * in one statement, so a batch is atomic without a transaction around it. PostgreSQL inserts the
 * writes in a `WITH`; SQLite inserts into the view `event_rows` (migration 0026), whose trigger
 * puts each row into `events` and, on a write's first event, its write into `event_writes`: each
 * statement more, or a transaction, cost SQLite ~25 % more CPU per lead at one lead a commit.
 * SQLite keeps a write's shared vars as its JSONB (`jsonb()` in the trigger, a blob; see
 * `SharedVars.ts` for why and how they are read), and its statement is spelled out, one text per
 * row count (better-sqlite3 prepares each text once).
 */
const eventColumns = [
  "id", "lead_id", "type", "outcome", "created_at", "expires_at", "account_id", "flow_id", "source_id",
  "recipient_id", "step_id", "ms", "cost", "revenue", "ping", "shared_id", "template_id", "body"
] as const satisfies ReadonlyArray<keyof EventRowValues>

const writeColumns = [
  "shared_id", "account_id", "group_vars", "group_expires_at", "group_events", "group_first_at", "group_last_at",
  "group_tally", "group_members"
] as const satisfies ReadonlyArray<keyof WriteRowValues>

// Every column of a row: one added to a row type and not listed above fails to compile here.
const everyEventColumnListed: Exclude<keyof EventRowValues, (typeof eventColumns)[number]> extends never ? true : never = true
const everyWriteColumnListed: Exclude<keyof WriteRowValues, (typeof writeColumns)[number]> extends never ? true : never = true

/** A write's columns that its first event's row does not already hold (its id, its account). */
const writeOnlyColumns = writeColumns.filter((column) => column !== "shared_id" && column !== "account_id")
const sqliteColumns = [...eventColumns, ...writeOnlyColumns]
const sqlitePlaceholders = `(${sqliteColumns.map(() => "?").join(", ")})`
const sqliteTexts = new Map<number, string>()
/** `INSERT INTO event_rows (...) VALUES (...), ...` for `rows` rows, each text made once. */
const sqliteText = (rows: number): string => {
  let text = sqliteTexts.get(rows)
  if (text === undefined) {
    text = `INSERT INTO event_rows (${sqliteColumns.join(", ")}) VALUES ${Array.from({ length: rows }, () => sqlitePlaceholders).join(", ")}`
    sqliteTexts.set(rows, text)
  }
  return text
}

/** SQLite's parameters: each event's, then its write's on the write's first event (NULLs on the others). */
const sqliteParams = (events: ReadonlyArray<EventRowValues>, writes: ReadonlyArray<WriteRowValues>): Array<unknown> => {
  const writeOf = new Map(writes.map((write) => [write.shared_id, write]))
  const params: Array<unknown> = []
  for (const row of events) {
    for (const column of eventColumns) params.push(row[column])
    const write = writeOf.get(row.id)
    for (const column of writeOnlyColumns) params.push(write === undefined ? null : write[column])
  }
  return params
}

/** The statement that stores `events` and `writes` (the writes of those events, each keyed by its first event's id). */
export const insertEventRows = (
  sql: SqlClient.SqlClient,
  events: ReadonlyArray<EventRowValues>,
  writes: ReadonlyArray<WriteRowValues>
): Statement.Statement<never> =>
  sql.onDialectOrElse({
    pg: () =>
      writes.length === 0
        ? sql`INSERT INTO events ${sql.insert(events)}`
        : sql`WITH w AS (INSERT INTO event_writes ${sql.insert(writes)}) INSERT INTO events ${sql.insert(events)}`,
    orElse: () => sql.unsafe<never>(sqliteText(events.length), sqliteParams(events, writes))
  })

/**
 * The statement that stores templates (`EventTemplates.ts`) a batch's events name and the store
 * has not committed yet: rare (a flow version's first leads), so a statement of its own; a row
 * already there (another process's, or one this store forgot) is left as it is.
 */
export const insertTemplateRows = (sql: SqlClient.SqlClient, templates: ReadonlyArray<TemplateRowValues>): Statement.Statement<never> =>
  sql.onDialectOrElse({
    pg: () => sql`INSERT INTO event_templates ${sql.insert(templates)} ON CONFLICT (template_id) DO NOTHING`,
    orElse: () => sql`INSERT OR IGNORE INTO event_templates ${sql.insert(templates)}`
  })

void everyEventColumnListed
void everyWriteColumnListed
