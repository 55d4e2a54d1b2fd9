import type { SqlClient, Statement } from "@effect/sql"
import { isIndexSegment } from "../events/JsonText.js"
import { isTemplatedPath } from "../storage/EventTemplates.js"
import { sqliteFunctionNames } from "../storage/SqliteFunctions.js"

/**
 * SQL expressions over the events table's JSON `body` (JSONB on PostgreSQL, TEXT on SQLite),
 * written once per dialect. User-given paths are bound as parameters; fixed keys are literals.
 * A `vars` member shared by the events of a write is read from the shared row (its place in the
 * body holds null; see `storage/EventRows.ts`) by a correlated subquery, which runs only where the
 * expression is evaluated (the feedback type: feedback events only), so reports need no join; so
 * is a member an event's template holds (`storage/EventTemplates.ts`).
 * The ids of the account, flow, source and recipient, `cost`, `revenue` and `ping` are columns.
 * As in `events/EventSql.ts`, SQLite reads an array or object as PostgreSQL's `jsonb` text and a
 * segment of digits as an array index where it meets an array.
 */
export interface EventSql {
  /** A property as text: booleans as `true`/`false`, a typed value by its `normal`, absent as NULL. */
  readonly text: (path: ReadonlyArray<string>) => Statement.Fragment
  /** A top-level numeric property (`cost`, `revenue`), 0 when absent or not a number. */
  readonly number: (key: "cost" | "revenue") => Statement.Fragment
  /** Whether a top-level property is JSON `true` (`ping`). */
  readonly isTrue: (key: "ping") => Statement.Fragment
  /**
   * `id` is one of `ids`, the ids bound as one parameter: on PostgreSQL a `text[]` (so the planner
   * sees a constant array and hashes it: a nested loop that expanded a JSON array once per event
   * took seconds over a day's events), on SQLite a JSON array (an `IN (subquery)`, which SQLite
   * turns into a temporary index built once).
   */
  readonly idIn: (ids: ReadonlyArray<string>) => Statement.Fragment
}

/**
 * A PostgreSQL array literal of texts (`{"a","b"}`), to bind as one parameter cast to `text[]`:
 * every item quoted, `"` and `\\` escaped, so any text is one item.
 */
export const pgTextArray = (items: ReadonlyArray<string>): string =>
  `{${items.map((item) => `"${item.replace(/[\\"]/g, (c) => `\\${c}`)}"`).join(",")}}`

const sqlitePath = (path: ReadonlyArray<string>): string => "$" + path.map((part) => `."${part}"`).join("")

const shared = "(SELECT shared_vars FROM event_shared_vars WHERE event_shared_vars.shared_id = events.shared_id)"
// An event's template: its id, of the event's own account (as `storage/SharedVars.ts` `templateOfEvent`).
const templateIn = (sameAccount: string) =>
  `(SELECT template_body FROM event_templates WHERE event_templates.template_id = events.template_id AND event_templates.template_account_id ${sameAccount} events.account_id)`

/** Ids with a column (a non-empty text id, as every event the engine writes has). */
const idColumns: Readonly<Record<string, string>> = {
  "vars.account.id": "account_id",
  "vars.flow.id": "flow_id",
  "vars.source.id": "source_id",
  "vars.recipient.id": "recipient_id"
}
const idColumn = (path: ReadonlyArray<string>): string | undefined => {
  const key = path.join(".")
  return Object.hasOwn(idColumns, key) ? idColumns[key] : undefined
}

export const eventSql = (sql: SqlClient.SqlClient): EventSql =>
  sql.onDialectOrElse({
    pg: (): EventSql => {
      const read = (json: string, path: ReadonlyArray<string>) => sql`(${sql.literal(json)} #>> ${`{${path.join(",")}}`}::text[])`
      const scalar = (path: ReadonlyArray<string>) =>
        path.length >= 2 && path[0] === "vars"
          ? sql`COALESCE(${read(shared, path.slice(1))}, ${read("body", path)})`
          : isTemplatedPath(path)
            ? sql`COALESCE(${read(templateIn("IS NOT DISTINCT FROM"), path)}, ${read("body", path)})`
            : read("body", path)
      return {
        text: (path) => {
          const column = idColumn(path)
          return column !== undefined ? sql.literal(column) : sql`COALESCE(${scalar([...path, "normal"])}, ${scalar(path)})`
        },
        number: (key) => sql`COALESCE(${sql.literal(key)}, 0)`,
        isTrue: (key) => sql`(${sql.literal(key)} = 1)`,
        idIn: (ids) => sql`id = ANY(${pgTextArray(ids)}::text[])`
      }
    },
    orElse: (): EventSql => {
      const read = (json: string, path: ReadonlyArray<string>) => {
        // From a segment of digits on, the path is walked by `lf_json_at` (see `storage/SqliteFunctions.ts`).
        const i = path.findIndex(isIndexSegment)
        const doc =
          i === -1
            ? sql.literal(json)
            : sql`${sql.literal(sqliteFunctionNames.jsonAt)}(${sql.literal(json)} -> ${sqlitePath(path.slice(0, i))}, ${JSON.stringify(path.slice(i))})`
        const at = i === -1 ? sqlitePath(path) : "$"
        // An array, an object or a number that is not an integer as `jsonb`'s text, from its JSON
        // text; an integer as its JSON text (its digits, beyond 64 bits too).
        const jsonb = sql`${sql.literal(sqliteFunctionNames.jsonbText)}(${doc} -> ${at})`
        return sql`(CASE json_type(${doc}, ${at}) WHEN 'true' THEN 'true' WHEN 'false' THEN 'false' WHEN 'null' THEN NULL
          WHEN 'object' THEN ${jsonb} WHEN 'array' THEN ${jsonb} WHEN 'real' THEN ${jsonb} WHEN 'integer' THEN (${doc} -> ${at})
          ELSE CAST(json_extract(${doc}, ${at}) AS TEXT) END)`
      }
      const scalar = (path: ReadonlyArray<string>) =>
        path.length >= 2 && path[0] === "vars"
          ? sql`COALESCE(${read(shared, path.slice(1))}, ${read("body", path)})`
          : isTemplatedPath(path)
            ? sql`COALESCE(${read(templateIn("IS"), path)}, ${read("body", path)})`
            : read("body", path)
      return {
        text: (path) => {
          const column = idColumn(path)
          return column !== undefined ? sql.literal(column) : sql`COALESCE(${scalar([...path, "normal"])}, ${scalar(path)})`
        },
        number: (key) => sql`COALESCE(${sql.literal(key)}, 0)`,
        isTrue: (key) => sql`(${sql.literal(key)} = 1)`,
        idIn: (ids) => sql`id IN (SELECT value FROM json_each(${JSON.stringify(ids)}))`
      }
    }
  })
