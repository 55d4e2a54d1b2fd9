import type { SqlClient, Statement } from "@effect/sql"

/**
 * SQL expressions over the events table's JSON `body` (JSONB on PostgreSQL, TEXT on SQLite),
 * written once per dialect. User-given paths are bound as parameters; fixed keys are literals.
 */
export interface EventSql {
  /** A property as text: booleans as `true`/`false`, a typed value by its `normal`, absent as NULL. */
  readonly text: (path: ReadonlyArray<string>) => Statement.Fragment
  /** A top-level numeric property (`cost`, `revenue`), 0 when absent or not a number. */
  readonly number: (key: "cost" | "revenue") => Statement.Fragment
  /** Whether a top-level property is JSON `true` (`ping`). */
  readonly isTrue: (key: "ping") => Statement.Fragment
  /** `id IN (<ids of a JSON array bound as one parameter>)`. */
  readonly idIn: (idsJson: string) => Statement.Fragment
}

const sqlitePath = (path: ReadonlyArray<string>): string => "$" + path.map((part) => `."${part}"`).join("")

export const eventSql = (sql: SqlClient.SqlClient): EventSql =>
  sql.onDialectOrElse({
    pg: (): EventSql => {
      const scalar = (path: ReadonlyArray<string>) => sql`(body #>> ${`{${path.join(",")}}`}::text[])`
      return {
        text: (path) => sql`COALESCE(${scalar([...path, "normal"])}, ${scalar(path)})`,
        number: (key) =>
          sql`(CASE WHEN jsonb_typeof(body -> ${sql.literal(`'${key}'`)}) = 'number' THEN (body ->> ${sql.literal(`'${key}'`)})::double precision ELSE 0 END)`,
        isTrue: (key) => sql`((body -> ${sql.literal(`'${key}'`)}) = 'true'::jsonb)`,
        idIn: (idsJson) => sql`id IN (SELECT jsonb_array_elements_text(${idsJson}::jsonb))`
      }
    },
    orElse: (): EventSql => {
      const scalar = (path: ReadonlyArray<string>) => {
        const at = sqlitePath(path)
        return sql`(CASE json_type(body, ${at}) WHEN 'true' THEN 'true' WHEN 'false' THEN 'false' WHEN 'null' THEN NULL ELSE CAST(json_extract(body, ${at}) AS TEXT) END)`
      }
      return {
        text: (path) => sql`COALESCE(${scalar([...path, "normal"])}, ${scalar(path)})`,
        number: (key) =>
          sql`(CASE WHEN json_type(body, ${sql.literal(`'$.${key}'`)}) IN ('integer', 'real') THEN json_extract(body, ${sql.literal(`'$.${key}'`)}) ELSE 0 END)`,
        isTrue: (key) => sql`(json_type(body, ${sql.literal(`'$.${key}'`)}) = 'true')`,
        idIn: (idsJson) => sql`id IN (SELECT value FROM json_each(${idsJson}))`
      }
    }
  })
