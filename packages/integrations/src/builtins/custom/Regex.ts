/**
 * Regexes written by users: a bare pattern (`[a-z]+foo`) or the `/pattern/flags` form. They run on
 * the buyer's response body, so they run as `compileUserRegex` (in @leadflow/core) runs them: on
 * RE2, in linear time. One that does not compile (`/[/`, unknown flags) or could take more than
 * linear time (`(?=x)(a+)+$`) never matches, rather than failing the response.
 */
import { compileUserRegex, type UserRegex } from "@leadflow/core"
import { memo } from "./Cache.js"

const SLASHED = /^\/([\s\S]*)\/([A-Za-z]*)$/

const compile = (source: string, caseInsensitive: boolean): UserRegex | null => {
  const m = SLASHED.exec(source)
  const pattern = m === null ? source : (m[1] as string)
  // `g` and `y` would make matching depend on earlier matches (lastIndex): one-shot tests drop them.
  let flags = m === null ? "" : (m[2] as string).replace(/[gy]/g, "")
  if (caseInsensitive && !flags.includes("i")) flags += "i"
  const compiled = compileUserRegex(pattern, flags)
  return compiled.ok ? compiled.regex : null
}

const exact = memo((source: string) => compile(source, false))
// Keyed by the term as written: trimming and lower-casing happen once, when it is compiled.
const folded = memo((term: string) => {
  const source = term.trim().toLowerCase()
  return compile(source === "" ? ".*" : source, true)
})

/** The regex `source` names, matched as written (reason paths, price paths, captures). */
export const userRegex = (source: string): UserRegex | undefined => exact(source) ?? undefined

/**
 * A search term (outcome, cookie) as a regex: trimmed and lower-cased, matched without regard to
 * case; an empty term matches anything.
 */
export const searchRegex = (term: string | undefined): UserRegex | undefined => folded(term ?? "") ?? undefined

/** The first capture group of the first match (the whole match for a regex without groups). */
export const firstGroup = (regex: UserRegex, subject: string): string | undefined => {
  const m = regex.exec(subject)
  if (m === undefined) return undefined
  return m.length > 1 ? m[1] : m[0]
}
