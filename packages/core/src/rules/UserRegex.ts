/**
 * Regular expressions written by users (rule patterns, `replace` / `extract` helpers, a custom
 * delivery's response searches) run on text a lead source or a buyer sends, so a pattern must not
 * be able to hold the event loop: JavaScript's backtracking engine takes exponential time on
 * `(a+)+$` and quadratic time on a plain `a*b` (7 s on 100 kB of "a").
 *
 * Every pattern RE2 can read runs on RE2 (`re2js`, linear in the text). The rest (lookahead,
 * backreferences, other JavaScript-only syntax) run on JavaScript's engine only when they hold at
 * most one repetition (`*`, `+`, `?`, `{…}`) and no alternation `|` beside it, and only on texts of at most
 * `BACKTRACKING_TEXT_LIMIT` characters (a longer text does not match); any other pattern is
 * refused with a reason.
 */
import { RE2JS } from "re2js"

/** The longest text a pattern that RE2 cannot run is tried on. */
export const BACKTRACKING_TEXT_LIMIT = 10_000

/** A match: the whole match, then each group (undefined when it did not take part). */
export type RegexMatch = ReadonlyArray<string | undefined>

export interface UserRegex {
  readonly test: (text: string) => boolean
  /** The first match, or undefined. */
  readonly exec: (text: string) => RegexMatch | undefined
  /** Every match, left to right (an empty match moves on by one character). */
  readonly matchAll: (text: string) => ReadonlyArray<RegexMatch>
  /** How many matches there are, counting no further than `max`. */
  readonly count: (text: string, max: number) => number
  /** Every match replaced, `$1`, `$<name>`, `$&` and `$$` in the replacement as in JavaScript. */
  readonly replace: (text: string, replacement: string) => string
}

export type CompiledRegex = { readonly ok: true; readonly regex: UserRegex } | { readonly ok: false; readonly reason: string }

/**
 * Compile `source` with JavaScript `flags` (`g` and `y` are ignored: every call searches the whole
 * text). Not ok, with a reason, when the pattern is not a valid JavaScript regular expression or
 * could take more than linear time.
 */
export const compileUserRegex = (source: string, flags: string): CompiledRegex => {
  const jsFlags = flags.replace(/[gy]/g, "")
  let native: RegExp
  try {
    native = new RegExp(source, `${jsFlags}g`)
  } catch (e) {
    return { ok: false, reason: `invalid regular expression: ${e instanceof Error ? e.message : String(e)}` }
  }
  // A plain text (no special character) is found by the native engine in linear time, and
  // faster than RE2 in JS: a search term such as `accepted` on every buyer's answer.
  if (LITERAL.test(source)) return { ok: true, regex: nativeRegex(native, Infinity) }
  const re2 = compileRe2(source, jsFlags)
  if (re2 !== undefined) return { ok: true, regex: re2Regex(re2) }
  const count = repetitions(source)
  // JavaScript's engine alone: an alternation can take exponential time even without a repetition
  // (`(?:a|a)(?:a|a)…b`), and a backreference beside a repetition polynomial time (`(a*)\1b`).
  if (BACKREFERENCE.test(source) && count > 0)
    return {
      ok: false,
      reason: "unsafe regular expression: a backreference beside a repetition (*, +, ?, {n,m}) could take more than linear time"
    }
  if (count > 1 || alternates(source))
    return {
      ok: false,
      reason:
        "unsafe regular expression: with lookahead or a backreference a pattern may hold at most one repetition (*, +, ?, {n,m}) and no |, as it could take exponential time"
    }
  return { ok: true, regex: nativeRegex(native) }
}

const compileRe2 = (source: string, flags: string): RE2JS | undefined => {
  let mask = RE2JS.LOOKBEHINDS
  if (flags.includes("i")) mask |= RE2JS.CASE_INSENSITIVE
  if (flags.includes("m")) mask |= RE2JS.MULTILINE
  if (flags.includes("s")) mask |= RE2JS.DOTALL
  try {
    return RE2JS.compile(RE2JS.translateRegExp(source), mask)
  } catch {
    return undefined
  }
}

const groupsOf = (m: ReturnType<RE2JS["matcher"]>): RegexMatch => {
  const match: Array<string | undefined> = []
  for (let i = 0; i <= m.groupCount(); i++) match.push(m.group(i) ?? undefined)
  return match
}

const re2Regex = (re2: RE2JS): UserRegex => ({
  test: (text) => re2.matcher(text).find(),
  exec: (text) => {
    const m = re2.matcher(text)
    return m.find() ? groupsOf(m) : undefined
  },
  matchAll: (text) => {
    const m = re2.matcher(text)
    const found: Array<RegexMatch> = []
    while (m.find()) found.push(groupsOf(m))
    return found
  },
  count: (text, max) => {
    const m = re2.matcher(text)
    let n = 0
    while (n < max && m.find()) n++
    return n
  },
  replace: (text, replacement) => re2.matcher(text).replaceAll(replacement)
})

/** A global JavaScript regex, run only on texts up to the limit. */
const nativeRegex = (regex: RegExp, limit = BACKTRACKING_TEXT_LIMIT): UserRegex => {
  const fits = (text: string) => text.length <= limit
  const exec = (text: string): RegexMatch | undefined => {
    if (!fits(text)) return undefined
    regex.lastIndex = 0
    const m = regex.exec(text)
    return m === null ? undefined : [...m]
  }
  return {
    test: (text) => exec(text) !== undefined,
    exec,
    matchAll: (text) => (fits(text) ? [...text.matchAll(regex)].map((m) => [...m]) : []),
    count: (text, max) => {
      if (!fits(text)) return 0
      let n = 0
      const matches = text.matchAll(regex)
      while (n < max && matches.next().done !== true) n++
      return n
    },
    replace: (text, replacement) => (fits(text) ? text.replace(regex, replacement) : text)
  }
}

/** A pattern that is plain text: no character with a meaning of its own. */
const LITERAL = /^[^\\^$.|?*+()[\]{}]*$/

/** A numbered or named backreference (`\1`, `\k<name>`). */
const BACKREFERENCE = /\\(?:[1-9]|k<)/

/** Whether a pattern has an alternation `|` outside escapes and character classes. */
const alternates = (source: string): boolean => /\|/.test(source.replace(/\\[\s\S]|\[(?:\\[\s\S]|[^\]\\])*\]/g, ""))

/**
 * How many repetitions a pattern holds: `*`, `+`, `?` and `{n}`, `{n,}`, `{n,m}` outside
 * escapes and character classes (a lazy `?` after a repetition is not one).
 */
const repetitions = (source: string): number => {
  let count = 0
  let inClass = false
  // What the last token was: a `(` that opens a group, a repetition (a `?` after it makes it
  // lazy), or anything else (an escape such as `\(` included: `\(?` is a repetition).
  let last: "open" | "repetition" | "other" = "other"
  for (let i = 0; i < source.length; i++) {
    const c = source[i]
    if (c === "\\") {
      i++
      if (!inClass) last = "other"
      continue
    }
    if (inClass) {
      if (c === "]") inClass = false
      continue
    }
    if (c === "[") {
      inClass = true
      last = "other"
    } else if (c === "(") last = "open"
    else if (c === "*" || c === "+") {
      count++
      last = "repetition"
    } else if (c === "?") {
      if (last === "other") count++
      last = last === "open" ? "other" : "repetition"
    } else if (c === "{" && /^\{\d+(,\d*)?\}/.test(source.slice(i, i + 24))) {
      const close = source.indexOf("}", i)
      // An exact count of one character (`\d{3}`) matches one way only; of a group, or a range
      // (`{2,5}`), it may match several.
      if (source[i - 1] === ")" || source.slice(i, close).includes(",")) count++
      last = "repetition"
      i = close
    } else last = "other"
  }
  return count
}
