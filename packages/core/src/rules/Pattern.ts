/**
 * Patterns for `matches pattern` / `does not match pattern`. The reference's documents show both
 * globs (`phone matches pattern 512*`) and regular expressions (`^512`, `gmail\.com$`), so the
 * two are told apart by their syntax.
 */

const REGEX_LITERAL = /^\/(.+)\/([a-z]*)$/s
const ALLOWED_FLAGS = /^[dimsuv]*$/
/** Syntax only a regular expression uses: anchors, escapes, classes, groups, `+`, `.*` and co. */
const REGEX_SYNTAX = /[\\^$[\](){}|+]|\.[*+?]/

/**
 * Compile a pattern into a case-insensitive regular expression, or `undefined` when it cannot
 * match anything (an invalid `/…/` expression, an empty pattern).
 * - `/…/flags`: a regular expression with its flags plus `i` (`g` and `y` are dropped: they would
 *   make `test` remember where it stopped).
 * - a pattern using regular-expression syntax (`^ $ \ [ ] ( ) { } | +`, or `.` before `*`, `+`,
 *   `?`): a regular expression, unanchored. If it does not compile it is read as a glob (`+1512*`).
 * - anything else: a glob anchored to the whole value, `*` any text, `?` one character, every
 *   other character itself (`512*`, `*@example.com`).
 */
export const compilePattern = (pattern: string): RegExp | undefined => {
  if (pattern === "") return undefined
  const literal = REGEX_LITERAL.exec(pattern)
  if (literal !== null) {
    const flags = (literal[2] as string).replace(/[gy]/g, "")
    if (ALLOWED_FLAGS.test(flags)) return regExp(literal[1] as string, flags.includes("i") ? flags : `${flags}i`)
  }
  if (REGEX_SYNTAX.test(pattern)) return regExp(pattern, "i") ?? globToRegExp(pattern)
  return globToRegExp(pattern)
}

const regExp = (source: string, flags: string): RegExp | undefined => {
  try {
    return new RegExp(source, flags)
  } catch {
    return undefined
  }
}

const globToRegExp = (glob: string): RegExp => {
  let source = "^"
  for (const char of glob) {
    if (char === "*") source += "[\\s\\S]*"
    else if (char === "?") source += "[\\s\\S]"
    else source += char.replace(/[\\^$.*+?()[\]{}|/]/g, "\\$&")
  }
  return new RegExp(`${source}$`, "iu")
}
