/**
 * Text with its case folded as PostgreSQL's `lower()` folds it in a UTF-8 database: each code
 * point by its simple lower-case mapping (Unicode's one-to-one mapping, without context), so
 * `É` is `é`, `ẞ` is `ß`, `İ` is `i` and a word-final `Σ` is `σ`. JS `toLowerCase()` differs only
 * in its two mappings that are not one to one (`İ` to `i` and a combining dot above, a final `Σ`
 * to `ς`), which are put aside first. SQLite folds case through this function too
 * (`storage/SqliteFunctions.ts`: its own `lower()` folds ASCII only), so case-insensitive rules
 * and lead search find the same events on both databases; the values compared with are folded
 * here as well.
 */
export const foldCase = (text: string): string =>
  // eslint-disable-next-line no-control-regex
  /^[\u0000-\u007f]*$/.test(text) ? text.toLowerCase() : text.replace(/[\u0130\u03a3]/g, (c) => (c === "\u0130" ? "i" : "\u03c3")).toLowerCase()
