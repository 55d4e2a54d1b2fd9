import type { SqlClient, Statement } from "@effect/sql"
import type { PropertyPath } from "./PropertyPath.js"

/**
 * SQL expressions over the `events` table for event properties, in the dialect of the client:
 * SQLite reads the JSON body with `json_extract`, PostgreSQL with the `#>>` operator. A typed
 * value (an object with `normal`, such as a parsed phone) stands for its `normal`. Paths are
 * validated (`PropertyPath`) before they are written into a JSON-path literal, and every value
 * compared with is a bound parameter.
 */
export type Fragment = Statement.Fragment

export type Dialect = "sqlite" | "pg"

/** Properties kept in their own (indexed) columns: read there, not out of the JSON. */
const columns: ReadonlyArray<readonly [string, string]> = [
  ["id", "id"],
  ["type", "type"],
  ["outcome", "outcome"],
  ["step_id", "step_id"],
  ["vars.account.id", "account_id"],
  ["vars.flow.id", "flow_id"],
  ["vars.source.id", "source_id"],
  ["vars.lead.id", "lead_id"]
]
const columnOf = new Map(columns)

// A number as PostgreSQL's `numeric` accepts it (leading/trailing blanks allowed).
const numericPattern = "^\\s*[-+]?([0-9]+\\.?[0-9]*|\\.[0-9]+)([eE][-+]?[0-9]+)?\\s*$"

export interface EventSql {
  readonly sql: SqlClient.SqlClient
  readonly dialect: Dialect
  /** The column a path is kept in, if any. */
  readonly column: (path: PropertyPath) => string | undefined
  /** The property as text (`true`/`false` for booleans, JSON for objects); NULL when absent. */
  readonly text: (path: PropertyPath) => Fragment
  /** The property as a number (numeric text included); NULL otherwise. */
  readonly number: (path: PropertyPath) => Fragment
  /** The property is present: not absent, not null, not the empty string. */
  readonly present: (path: PropertyPath) => Fragment
  /**
   * Integer division, the same on both dialects (better-sqlite3 binds numbers as REAL, so the
   * numerator is cast back to an integer first).
   */
  readonly intDiv: (numerator: Fragment, divisor: number) => Fragment
  /** `year-month` (or `year` when `unit` is "year") of a ms timestamp shifted by `offsetMs`. */
  readonly calendarKey: (millis: Fragment, offsetMs: number, unit: "month" | "year") => Fragment
}

export const makeEventSql = (sql: SqlClient.SqlClient): EventSql => {
  const dialect: Dialect = sql.onDialectOrElse({ pg: () => "pg" as const, orElse: () => "sqlite" as const })
  const column = (path: PropertyPath) => columnOf.get(path.join("."))

  // SQLite JSON path `$."a"."b"` and PostgreSQL text array `{a,b}`: segments are [A-Za-z0-9_-].
  const sqlitePath = (path: PropertyPath) => sql.literal(`'$.${path.map((s) => `"${s}"`).join(".")}'`)
  const pgPath = (path: PropertyPath) => sql.literal(`'{${path.join(",")}}'`)

  const sqliteValue = (path: PropertyPath): Fragment =>
    sql`COALESCE(json_extract(body, ${sqlitePath([...path, "normal"])}), json_extract(body, ${sqlitePath(path)}))`

  const text = (path: PropertyPath): Fragment => {
    const col = column(path)
    if (col !== undefined) return sql.literal(col)
    if (dialect === "pg") return sql`COALESCE(body #>> ${pgPath([...path, "normal"])}, body #>> ${pgPath(path)})`
    // json_extract gives 1/0 for JSON booleans; spell them as PostgreSQL does.
    return sql`(CASE json_type(body, ${sqlitePath(path)}) WHEN 'true' THEN 'true' WHEN 'false' THEN 'false' ELSE CAST(${sqliteValue(path)} AS TEXT) END)`
  }

  const number = (path: PropertyPath): Fragment => {
    if (dialect === "pg") {
      const t = text(path)
      return sql`(CASE WHEN ${t} ~ ${numericPattern} THEN CAST(${t} AS NUMERIC) END)`
    }
    const numericText = (v: Fragment) =>
      sql`(CASE WHEN trim(${v}) <> '' AND trim(${v}) NOT GLOB '*[^0-9.eE+-]*' THEN CAST(trim(${v}) AS REAL) END)`
    if (column(path) !== undefined) return numericText(text(path))
    // Branch on the JSON type so each row reads the value once (numbers are by far the usual case).
    const at = (p: PropertyPath) =>
      sql`(CASE json_type(body, ${sqlitePath(p)}) WHEN 'integer' THEN json_extract(body, ${sqlitePath(p)}) WHEN 'real' THEN json_extract(body, ${sqlitePath(p)}) WHEN 'text' THEN ${numericText(sql`json_extract(body, ${sqlitePath(p)})`)} END)`
    return sql`(CASE json_type(body, ${sqlitePath(path)}) WHEN 'object' THEN ${at([...path, "normal"])} ELSE ${at(path)} END)`
  }

  const present = (path: PropertyPath): Fragment => {
    const col = column(path)
    if (col !== undefined) return sql`(${sql.literal(col)} IS NOT NULL AND ${sql.literal(col)} <> '')`
    if (dialect === "pg") {
      const t = text(path)
      return sql`(${t} IS NOT NULL AND ${t} <> '')`
    }
    const v = sqliteValue(path)
    return sql`(${v} IS NOT NULL AND ${v} <> '')`
  }

  const intDiv = (numerator: Fragment, divisor: number): Fragment =>
    sql`(CAST(${numerator} AS BIGINT) / CAST(${divisor} AS BIGINT))`

  const calendarKey = (millis: Fragment, offsetMs: number, unit: "month" | "year"): Fragment =>
    dialect === "pg"
      ? sql`to_char(to_timestamp((${millis} + ${offsetMs}) / 1000.0) AT TIME ZONE 'UTC', ${unit === "month" ? "YYYY-MM" : "YYYY"})`
      : sql`strftime(${unit === "month" ? "%Y-%m" : "%Y"}, (${millis} + ${offsetMs}) / 1000, 'unixepoch')`

  return { sql, dialect, column, text, number, present, intDiv, calendarKey }
}
