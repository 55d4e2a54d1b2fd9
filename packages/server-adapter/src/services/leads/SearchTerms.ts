import { searchQueryTerms } from "@leadflow/api"
import { foldCase } from "../../events/CaseFold.js"

/**
 * The `query` of `/search/leads`: words (all must match, each at the beginning of a word of some
 * lead value) and double-quoted phrases (matched as written). Case is ignored, folded in Unicode
 * as PostgreSQL's `lower()` folds it (`events/CaseFold.ts`), on both databases. The API refuses
 * more than `maxSearchTerms` terms or one longer than `maxSearchTermLength` (each term is a scan
 * of every lead's values).
 */

export const parseSearchTerms = (query: string | undefined): ReadonlyArray<string> =>
  query === undefined ? [] : searchQueryTerms(query).map(foldCase)

/** Escape LIKE's wildcards (the statements declare `\` as the escape character). */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`)

/** Where a word may start inside a value: its start, or after a space, `-`, `@` or `.`. */
const boundaries = [" ", "-", "@", "."] as const

/** The LIKE patterns that find `term` at the beginning of a word. */
export const wordPrefixPatterns = (term: string): ReadonlyArray<string> => {
  const escaped = escapeLike(term)
  return [`${escaped}%`, ...boundaries.map((b) => `%${b}${escaped}%`)]
}

/**
 * Where `value` contains `term` (folded) at the beginning of a word, -1 if nowhere: the rule of the
 * LIKE patterns above, in memory for highlighting, and the search itself on SQLite
 * (`lf_word_prefix`, `storage/SqliteFunctions.ts`).
 */
export const matchesWordPrefix = (value: string, term: string): number => {
  const lower = foldCase(value)
  let at = lower.indexOf(term)
  while (at !== -1) {
    if (at === 0 || (boundaries as ReadonlyArray<string>).includes(lower.charAt(at - 1))) return at
    at = lower.indexOf(term, at + 1)
  }
  return -1
}
