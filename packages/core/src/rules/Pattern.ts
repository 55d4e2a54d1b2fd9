/**
 * Patterns for `matches pattern` / `does not match pattern`. The reference's documents show both
 * globs (`phone matches pattern 512*`) and regular expressions (`^512`, `gmail\.com$`), so the
 * two are told apart by their syntax.
 */

import { memoize } from "../template/Memo.js"
import { compileUserRegex } from "./UserRegex.js"

const REGEX_LITERAL = /^\/(.+)\/([a-z]*)$/s
const ALLOWED_FLAGS = /^[dimsuv]*$/
/** Syntax only a regular expression uses: anchors, escapes, classes, groups, `+`, `.*` and co. */
const REGEX_SYNTAX = /[\\^$[\](){}|+]|\.[*+?]/

/** What a pattern compiles to: only `test` is used. */
export interface PatternMatcher {
  readonly test: (text: string) => boolean
}

export type CompiledPattern = { readonly ok: true; readonly matcher: PatternMatcher } | { readonly ok: false; readonly reason: string }

/**
 * Compile a pattern into a case-insensitive matcher, or a reason it cannot match anything (an
 * empty pattern, an invalid or unsafe `/…/` expression). Regular expressions run as described in
 * `UserRegex.ts`: on RE2 (linear time), or refused when they could backtrack badly.
 * - `/…/flags`: a regular expression with its flags plus `i` (`g` and `y` are dropped: they would
 *   make `test` remember where it stopped).
 * - a pattern using regular-expression syntax (`^ $ \ [ ] ( ) { } | +`, or `.` before `*`, `+`,
 *   `?`): a regular expression, unanchored. If it does not compile it is read as a glob (`+1512*`).
 * - anything else: a glob anchored to the whole value, `*` any text, `?` one character, every
 *   other character itself (`512*`, `*@example.com`).
 */
export const patternOf = memoize((pattern: string): CompiledPattern => {
  if (pattern === "") return { ok: false, reason: "empty" }
  const literal = REGEX_LITERAL.exec(pattern)
  if (literal !== null) {
    const flags = (literal[2] as string).replace(/[gy]/g, "")
    if (ALLOWED_FLAGS.test(flags)) return regExp(literal[1] as string, flags.includes("i") ? flags : `${flags}i`)
  }
  if (REGEX_SYNTAX.test(pattern)) {
    const compiled = regExp(pattern, "i")
    // Not a regular expression at all: a glob. A valid but unsafe one stays refused.
    return !compiled.ok && compiled.reason.startsWith("invalid") ? globOf(pattern) : compiled
  }
  return globOf(pattern)
})

/** The pattern's matcher, or `undefined` when it cannot match anything. */
export const compilePattern = (pattern: string): PatternMatcher | undefined => {
  const compiled = patternOf(pattern)
  return compiled.ok ? compiled.matcher : undefined
}

const regExp = (source: string, flags: string): CompiledPattern => {
  const compiled = compileUserRegex(source, flags)
  return compiled.ok ? { ok: true, matcher: compiled.regex } : compiled
}

/** A glob as a regular expression (every special character escaped), run on RE2. */
const globOf = (glob: string): CompiledPattern => {
  let source = "^"
  for (const char of glob) {
    if (char === "*") source += "[\\s\\S]*"
    else if (char === "?") source += "[\\s\\S]"
    else source += char.replace(/[\\^$.*+?()[\]{}|/]/g, "\\$&")
  }
  return regExp(`${source}$`, "iu")
}
