import { foldCase } from "../events/CaseFold.js"
import { jsonAt, jsonbText } from "../events/JsonText.js"
import { matchesWordPrefix } from "../services/leads/SearchTerms.js"

/**
 * The SQL functions every SQLite connection of the server carries (the client's own,
 * `SqliteConnection.ts`, and the metrics' read connection, `SqliteAnalytics.ts`), so that SQLite
 * reads what PostgreSQL reads:
 *
 * - `lf_fold(text)`: the text with its case folded as PostgreSQL's `lower()` folds it
 *   (`events/CaseFold.ts`); SQLite's `lower()` and `LIKE` fold ASCII only, so `É` was not `é`;
 * - `lf_jsonb_text(json)`: an array or object as PostgreSQL's `jsonb` text (`events/JsonText.ts`);
 * - `lf_json_at(json, path)`: the JSON text at `path` (a JSON array of segments) under `json`, a
 *   segment of digits indexing an array as PostgreSQL's `#>` does (`events/JsonText.ts`);
 * - `lf_word_prefix(text, term)`: 1 when the text, case folded, has the (folded) term at the start
 *   of a word, as the lead search's `ILIKE` patterns find it on PostgreSQL
 *   (`services/leads/SearchTerms.ts`): one call per value, where folding each value for five
 *   `LIKE` patterns made a search three times slower.
 *
 * SQL written for SQLite by `events/EventSql.ts`, `reports/EventSql.ts` and the lead search uses
 * them: a connection without them (one opened elsewhere) fails those statements with "no such
 * function".
 */
export const sqliteFunctionNames = { fold: "lf_fold", jsonbText: "lf_jsonb_text", jsonAt: "lf_json_at", wordPrefix: "lf_word_prefix" } as const

/** The subset of `better-sqlite3`'s `Database#function` used here. */
export interface FunctionHost {
  function(name: string, options: { readonly deterministic: boolean }, run: (...args: Array<never>) => unknown): unknown
}

/** A path's segments, parsed once per distinct path text (paths are few: they are written into SQL). */
const pathCache = new Map<string, ReadonlyArray<string>>()
const segmentsOf = (path: string): ReadonlyArray<string> => {
  let segments = pathCache.get(path)
  if (segments === undefined) {
    const parsed: unknown = JSON.parse(path)
    segments = Array.isArray(parsed) ? parsed.map(String) : []
    if (pathCache.size >= 1_000) pathCache.clear()
    pathCache.set(path, segments)
  }
  return segments
}

export const registerSqliteFunctions = (db: FunctionHost): void => {
  db.function(sqliteFunctionNames.fold, { deterministic: true }, (value: unknown) =>
    typeof value === "string" ? foldCase(value) : typeof value === "number" || typeof value === "bigint" ? String(value) : value
  )
  db.function(sqliteFunctionNames.jsonbText, { deterministic: true }, (value: unknown) => (typeof value === "string" ? jsonbText(value) : value))
  db.function(sqliteFunctionNames.jsonAt, { deterministic: true }, (json: unknown, path: unknown) =>
    typeof json === "string" && typeof path === "string" ? jsonAt(json, segmentsOf(path)) : null
  )
  db.function(sqliteFunctionNames.wordPrefix, { deterministic: true }, (text: unknown, term: unknown) =>
    typeof text === "string" && typeof term === "string" && matchesWordPrefix(text, term) !== -1 ? 1 : 0
  )
}
