import type { SqlClient, Statement } from "@effect/sql"
import { isTemplatedPath } from "../storage/EventTemplates.js"
import { sharedVarsJoin, templateJoin } from "../storage/SharedVars.js"
import { sqliteFunctionNames } from "../storage/SqliteFunctions.js"
import { isIndexSegment } from "./JsonText.js"
import type { PropertyPath } from "./PropertyPath.js"

/**
 * SQL expressions over the `events` table for event properties, in the dialect of the client:
 * SQLite reads the JSON body with `json_extract`, PostgreSQL with the `#>>` operator. A `vars`
 * member an event shares with the other events of its write is read from its shared row
 * (`storage/EventRows.ts`): the body holds `null` there, so `COALESCE(shared, body)` is the
 * value; queries that read such paths select from `eventsWithShared`. A typed
 * value (an object with `normal`, such as a parsed phone) stands for its `normal`. Paths are
 * validated (`PropertyPath`) before they are written into a JSON-path literal, and every value
 * compared with is a bound parameter.
 *
 * Both dialects read alike what their JSON functions read apart: an array or object read as text
 * is PostgreSQL's `jsonb` text on SQLite too (`["auto", "home"]`, members in `jsonb`'s order), and
 * a path segment of digits (`vars.lead.tags.0`, `-1` from the end) indexes an array on SQLite too,
 * as PostgreSQL's `#>>` does (both through SQLite functions of the server's, `storage/SqliteFunctions.ts`).
 */
export type Fragment = Statement.Fragment

export type Dialect = "sqlite" | "pg"

/** How SQLite reads a path: its value, its JSON type, or its JSON text (`->`). */
type SqliteRead = "json_extract" | "json_type" | "->"

/** Properties kept in their own (indexed) columns: read there, not out of the JSON. */
const columns: ReadonlyArray<readonly [string, string]> = [
  ["id", "events.id"],
  ["type", "type"],
  ["outcome", "outcome"],
  ["step_id", "step_id"],
  ["vars.account.id", "account_id"],
  ["vars.flow.id", "flow_id"],
  ["vars.source.id", "source_id"],
  ["vars.recipient.id", "recipient_id"],
  ["vars.lead.id", "lead_id"]
]
const columnOf = new Map(columns)

/** Numeric properties kept in columns (numbers only, as the event schema has them). */
const numberColumnOf = new Map([
  ["ms", "ms"],
  ["cost", "cost"],
  ["revenue", "revenue"]
])

/** The properties with a column: a query on them reads the `events_metrics` index alone. */
export const columnProperties: ReadonlyArray<string> = [...columnOf.keys(), ...numberColumnOf.keys()]

/**
 * Numeric text is at most this many characters, with an exponent of at most three digits: what
 * PostgreSQL's `numeric` can hold (a longer number or exponent, such as "1e999999", overflows it
 * and fails the whole statement). Beyond that, text is not a number, on both dialects.
 */
const maxNumericTextLength = 1000

// A number as PostgreSQL's `numeric` accepts it (leading/trailing ASCII blanks allowed: the ones
// `numeric` skips; `\s` would also take Unicode spaces, which the cast then refused, failing the
// whole statement), within the bounds above (the lookahead, written as 4 × 250 since a bound is
// at most 255, refuses longer text). SQLite checks exactly the same syntax (`number` below).
const blank = "[ \\t\\n\\v\\f\\r]"
const numericPattern = `^(?!(?:.{${maxNumericTextLength / 4}}){4}.)${blank}*[-+]?([0-9]+\\.?[0-9]*|\\.[0-9]+)([eE][-+]?[0-9]{1,3})?${blank}*$`

/**
 * The sum of money amounts, the same on both dialects: SQLite's `SUM` (and the JS tally, which
 * adds as it does) compensates the rounding of each addition (Kahan-Babuska-Neumaier), so ten
 * amounts of 0.1 make 1; PostgreSQL's `SUM` of `double precision` adds them as they come
 * (0.9999999999999999), so there the amounts are added as `numeric` (each double as its 15
 * significant digits, exactly) and the sum read back as a number.
 */
export const moneySum = (sql: SqlClient.SqlClient, amount: Fragment): Fragment =>
  sql.onDialectOrElse({ pg: () => sql`SUM((${amount})::numeric)`, orElse: () => sql`SUM(${amount})` })

export interface EventSql {
  readonly sql: SqlClient.SqlClient
  readonly dialect: Dialect
  /** The column a path is kept in, if any. */
  readonly column: (path: PropertyPath) => string | undefined
  /**
   * The property as text (`true`/`false` for booleans, `jsonb`'s text for arrays and objects);
   * NULL when absent.
   */
  readonly text: (path: PropertyPath) => Fragment
  /**
   * Text with its case folded as PostgreSQL's `lower()` folds it (Unicode), on SQLite too, whose
   * own `lower()` folds ASCII only (`events/CaseFold.ts`).
   */
  readonly fold: (text: Fragment) => Fragment
  /** The property as a number (numeric text included); NULL otherwise. */
  readonly number: (path: PropertyPath) => Fragment
  /** The property is present: not absent, not null, not the empty string. */
  readonly present: (path: PropertyPath) => Fragment
  /**
   * Integer division, the same on both dialects (better-sqlite3 binds numbers as REAL, so the
   * numerator is cast back to an integer first).
   */
  readonly intDiv: (numerator: Fragment, divisor: number) => Fragment
  /**
   * `year-month` (or `year` when `unit` is "year") of a ms timestamp shifted by `offsetMs` (a
   * number, or an integer expression such as the offset of the event's span of a time zone).
   */
  readonly calendarKey: (millis: Fragment, offsetMs: number | Fragment, unit: "month" | "year") => Fragment
  /**
   * The FROM clause for the expressions made so far: `events` with its shared vars when one of
   * them reads a `vars` member from JSON, with its template when one reads a templated member,
   * else `events` alone (SQLite does not drop an unused
   * LEFT JOIN, and a million lookups for nothing would double a count). Call it last.
   */
  readonly from: () => Fragment
  /** What the expressions made so far read out of JSON (see `events/SharedFold.ts`). */
  readonly reads: () => JsonReads
}

/**
 * The JSON reads of the expressions made by one `EventSql`: any at all, whether each was a
 * `vars.<member>...` path (one a shared row can answer), and those members.
 */
export interface JsonReads {
  readonly json: boolean
  readonly onlyVarsMembers: boolean
  readonly members: ReadonlySet<string>
}

export interface EventSqlOptions {
  /**
   * Read `vars.<member>...` paths from the shared row alone (`shared_vars`), for rows where every
   * member read is known to be in it: there the body holds `null` for the member, so the value is
   * the shared row's (`COALESCE(shared, body)` is the shared value). Other paths read as usual.
   */
  readonly sharedOnly?: boolean
  /**
   * The column the shared row's JSON is read from: `shared_vars` (the joined `event_shared_vars`)
   * unless a query has it under another name, such as a write's own `group_vars`
   * (`events/WriteCounts.ts`); `null` for events known to have none (events of no write), read
   * from their bodies without a join.
   */
  readonly sharedColumn?: string | null
}

export const makeEventSql = (sql: SqlClient.SqlClient, options: EventSqlOptions = {}): EventSql => {
  const dialect: Dialect = sql.onDialectOrElse({ pg: () => "pg" as const, orElse: () => "sqlite" as const })
  const column = (path: PropertyPath) => columnOf.get(path.join("."))
  const sharedOnly = options.sharedOnly === true
  const shared = sql.literal(
    options.sharedColumn === null ? (dialect === "pg" ? "NULL::jsonb" : "NULL") : (options.sharedColumn ?? "shared_vars")
  )
  let readsShared = false
  let readsTemplate = false
  let readsJson = false
  let onlyVarsMembers = true
  const members = new Set<string>()
  const noteRead = (path: PropertyPath): void => {
    readsJson = true
    if (path.length >= 2 && path[0] === "vars") members.add(path[1] as string)
    else onlyVarsMembers = false
  }

  // SQLite JSON path `$."a"."b"` and PostgreSQL text array `{a,b}`: segments are [A-Za-z0-9_-].
  const sqlitePath = (path: PropertyPath) => sql.literal(`'$${path.map((s) => `."${s}"`).join("")}'`)
  const pgPath = (path: PropertyPath) => sql.literal(`'{${path.join(",")}}'`)
  const fn = sqliteFunctionNames
  /**
   * SQLite `f(doc, path)`, or `doc -> path` (the value's JSON text, a number as written); a path
   * with a segment of digits is walked from there by `lf_json_at` (an array's element or an
   * object's member, as PostgreSQL's `#>>` finds it), whose JSON text `f` reads whole.
   */
  const sqliteAt = (f: SqliteRead, doc: Fragment, path: PropertyPath): Fragment => {
    const read = (json: Fragment, at: Fragment) => (f === "->" ? sql`(${json} -> ${at})` : sql`${sql.literal(f)}(${json}, ${at})`)
    const i = path.findIndex(isIndexSegment)
    if (i === -1) return read(doc, sqlitePath(path))
    const rest = sql.literal(`'${JSON.stringify(path.slice(i))}'`)
    return read(sql`${sql.literal(fn.jsonAt)}(${doc} -> ${sqlitePath(path.slice(0, i))}, ${rest})`, sql.literal("'$'"))
  }
  // A member of vars may be in the shared row (the rest of the path, from the member down).
  const inShared = (path: PropertyPath): PropertyPath | undefined => (path.length >= 2 && path[0] === "vars" ? path.slice(1) : undefined)

  /** SQLite `f(json, path)` over the shared row and the body. */
  const sqliteRead = (f: SqliteRead, path: PropertyPath): Fragment => {
    const body = sql.literal("body")
    const rest = inShared(path)
    noteRead(path)
    if (rest !== undefined || (path.length === 1 && path[0] === "vars")) readsShared = true
    if (isTemplatedPath(path)) {
      readsTemplate = true
      return sql`COALESCE(${sqliteAt(f, sql.literal("template_body"), path)}, ${sqliteAt(f, body, path)})`
    }
    if (rest !== undefined && sharedOnly) return sqliteAt(f, shared, rest)
    if (rest !== undefined) return sql`COALESCE(${sqliteAt(f, shared, rest)}, ${sqliteAt(f, body, path)})`
    if (f !== "json_type" && path.length === 1 && path[0] === "vars")
      // The whole vars: the body's members, each shared one from the shared row, in order.
      return sql`(CASE WHEN ${shared} IS NULL THEN json_extract(body, '$.vars') ELSE (SELECT '{' || group_concat(json_quote(m.key) || ':' || COALESCE(${shared} -> ('$."' || m.key || '"'), body -> ('$.vars."' || m.key || '"')), ',') || '}' FROM json_each(body, '$.vars') m) END)`
    return sqliteAt(f, body, path)
  }
  const pgRead = (path: PropertyPath): Fragment => {
    const rest = inShared(path)
    noteRead(path)
    if (rest !== undefined || (path.length === 1 && path[0] === "vars")) readsShared = true
    if (isTemplatedPath(path)) {
      readsTemplate = true
      return sql`COALESCE(template_body #>> ${pgPath(path)}, body #>> ${pgPath(path)})`
    }
    if (rest !== undefined && sharedOnly) return sql`(${shared} #>> ${pgPath(rest)})`
    if (rest !== undefined) return sql`COALESCE(${shared} #>> ${pgPath(rest)}, body #>> ${pgPath(path)})`
    if (path.length === 1 && path[0] === "vars") return sql`((body -> 'vars') || COALESCE(${shared}, '{}'::jsonb))::text`
    return sql`body #>> ${pgPath(path)}`
  }

  const sqliteValue = (path: PropertyPath): Fragment =>
    sql`COALESCE(${sqliteRead("json_extract", [...path, "normal"])}, ${sqliteRead("json_extract", path)})`

  const text = (path: PropertyPath): Fragment => {
    const col = column(path)
    if (col !== undefined) return sql.literal(col)
    if (dialect === "pg") return sql`COALESCE(${pgRead([...path, "normal"])}, ${pgRead(path)})`
    // json_extract gives 1/0 for JSON booleans; spell them as PostgreSQL does, for the value and
    // for a typed value's `normal` (a boolean field is stored `{normal: true, raw: "yes"}`). Only
    // an object has a `normal` (PostgreSQL's `#>>` finds none in an array or a scalar either).
    // An array or object is `jsonb`'s text, as PostgreSQL's `#>>` gives it, and so is a number
    // that is not an integer, from its JSON text (`numeric` prints `1e21` in digits, keeps
    // `1.50`; SQLite's REAL would be `1.0e+21`, `1.5`); an integer is its JSON text (digits as
    // written, beyond 64 bits too, where SQLite's value is a REAL).
    const jsonb = (p: PropertyPath) => sql`${sql.literal(fn.jsonbText)}(${sqliteRead("->", p)})`
    const normal = [...path, "normal"]
    const scalar = (p: PropertyPath) =>
      sql`WHEN 'real' THEN ${jsonb(p)} WHEN 'integer' THEN ${sqliteRead("->", p)} ELSE CAST(${sqliteRead("json_extract", p)} AS TEXT)`
    return sql`(CASE ${sqliteRead("json_type", path)} WHEN 'true' THEN 'true' WHEN 'false' THEN 'false'
      WHEN 'object' THEN COALESCE(CASE ${sqliteRead("json_type", normal)} WHEN 'true' THEN 'true' WHEN 'false' THEN 'false'
        WHEN 'object' THEN ${jsonb(normal)} WHEN 'array' THEN ${jsonb(normal)} ${scalar(normal)} END, ${jsonb(path)})
      WHEN 'array' THEN ${jsonb(path)}
      ${scalar(path)} END)`
  }

  const fold = (value: Fragment): Fragment => (dialect === "pg" ? sql`lower(${value})` : sql`${sql.literal(fn.fold)}(${value})`)

  const number = (path: PropertyPath): Fragment => {
    const numberColumn = numberColumnOf.get(path.join("."))
    if (numberColumn !== undefined) return sql.literal(numberColumn)
    if (dialect === "pg") {
      const t = text(path)
      return sql`(CASE WHEN ${t} ~ ${numericPattern} THEN CAST(${t} AS NUMERIC) END)`
    }
    // Exactly the syntax of `numericPattern`, in GLOBs (SQLite has no regular expressions, and
    // `CAST(... AS REAL)` takes the leading digits of any text: "12345-6789" was 12345, a date
    // "1990-04-01" 1990). `x` is the text, `t` without the blanks around it, `r` without its sign
    // too: at most one sign; a mantissa of digits with at most one point, starting with a digit
    // or a point and a digit; at most one exponent, after the mantissa, of one to three digits
    // with a sign of its own at most; no more than 1,000 characters in all (so "1e999999" is
    // text here too, not REAL's Infinity). The cheap screen comes first: most text is not a number.
    const numericText = (v: Fragment) =>
      sql`(SELECT CASE WHEN r NOT GLOB '*[^0-9.eE+-]*' AND length(x) <= ${sql.literal(String(maxNumericTextLength))}
        AND length(t) - length(r) <= 1 AND (r GLOB '[0-9]*' OR r GLOB '.[0-9]*') AND r NOT GLOB '*.*.*'
        AND r NOT GLOB '*[eE]*[eE]*' AND r NOT GLOB '*[eE]*.*' AND r NOT GLOB '*[^eE][+-]*'
        AND (r NOT GLOB '*[eE]*' OR r GLOB '*[eE][0-9]' OR r GLOB '*[eE][0-9][0-9]' OR r GLOB '*[eE][0-9][0-9][0-9]'
          OR r GLOB '*[eE][+-][0-9]' OR r GLOB '*[eE][+-][0-9][0-9]' OR r GLOB '*[eE][+-][0-9][0-9][0-9]')
        THEN CAST(t AS REAL) END
        FROM (SELECT x, t, ltrim(t, '+-') AS r FROM (SELECT x, trim(x, char(32, 9, 10, 11, 12, 13)) AS t FROM (SELECT CAST(${v} AS TEXT) AS x))))`
    if (column(path) !== undefined) return numericText(text(path))
    // Branch on the JSON type so each row reads the value once (numbers are by far the usual case).
    const at = (p: PropertyPath) =>
      sql`(CASE ${sqliteRead("json_type", p)} WHEN 'integer' THEN ${sqliteRead("json_extract", p)} WHEN 'real' THEN ${sqliteRead("json_extract", p)} WHEN 'text' THEN ${numericText(sqliteRead("json_extract", p))} END)`
    return sql`(CASE ${sqliteRead("json_type", path)} WHEN 'object' THEN ${at([...path, "normal"])} ELSE ${at(path)} END)`
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

  const calendarKey = (millis: Fragment, offsetMs: number | Fragment, unit: "month" | "year"): Fragment =>
    dialect === "pg"
      ? sql`to_char(to_timestamp((${millis} + ${offsetMs}) / 1000.0) AT TIME ZONE 'UTC', ${unit === "month" ? "YYYY-MM" : "YYYY"})`
      : sql`strftime(${unit === "month" ? "%Y-%m" : "%Y"}, (${millis} + ${offsetMs}) / 1000, 'unixepoch')`

  const from = (): Fragment =>
    sql`events ${readsShared ? sharedVarsJoin(sql) : sql``} ${readsTemplate ? templateJoin(sql) : sql``}`

  const reads = (): JsonReads => ({ json: readsJson, onlyVarsMembers, members })

  return { sql, dialect, column, text, fold, number, present, intDiv, calendarKey, from, reads }
}
