/**
 * Patterns for `matches pattern` / `does not match pattern`. The reference's documents show both
 * globs (`phone matches pattern 512*`) and regular expressions, so the two are told apart by form:
 * `/…/flags` is a regular expression, anything else a glob.
 */

const REGEX_LITERAL = /^\/(.+)\/([a-z]*)$/s
const ALLOWED_FLAGS = /^[dimsuv]*$/

/**
 * Compile a pattern into a case-insensitive regular expression, or `undefined` when it cannot
 * match anything (an invalid regular expression, an empty pattern).
 * - `/…/flags`: a regular expression, unanchored, with its flags plus `i` (`g` and `y` are dropped:
 *   they would make `test` remember where it stopped).
 * - otherwise a glob anchored to the whole value: `*` is any text, `?` one character, everything
 *   else itself.
 */
export const compilePattern = (pattern: string): RegExp | undefined => {
  if (pattern === "") return undefined
  const literal = REGEX_LITERAL.exec(pattern)
  if (literal !== null) {
    const source = literal[1] as string
    const flags = (literal[2] as string).replace(/[gy]/g, "")
    if (ALLOWED_FLAGS.test(flags)) {
      try {
        return new RegExp(source, flags.includes("i") ? flags : `${flags}i`)
      } catch {
        return undefined
      }
    }
  }
  return globToRegExp(pattern)
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
