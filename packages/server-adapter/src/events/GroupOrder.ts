import { compareValues } from "./GroupAggregates.js"

/**
 * Groups of an answer (records of their group values: text, or null for a missing value) in one
 * order on both dialects: by their values as SQLite's `ORDER BY` orders them, a missing value
 * first, text by code point. PostgreSQL's `GROUP BY` hands its rows back in any order (a hash
 * aggregate's), sorts a missing value last and text by the database's collation, so the same
 * counts came in another order there (groups of equal counts, a missing group).
 */
export const compareGroups =
  (names: ReadonlyArray<string>) =>
  (a: Readonly<Record<string, unknown>>, b: Readonly<Record<string, unknown>>): number => {
    for (const name of names) {
      const c = compareValues(a[name] ?? null, b[name] ?? null)
      if (c !== 0) return c
    }
    return 0
  }
