/**
 * Regexes written by users: a bare pattern (`[a-z]+foo`) or the `/pattern/flags` form. One that
 * does not compile (`/[/`, unknown flags) never matches, rather than failing the response.
 */
import { memo } from "./Cache.js"

const SLASHED = /^\/([\s\S]*)\/([A-Za-z]*)$/

const compile = (source: string, caseInsensitive: boolean): RegExp | null => {
  const m = SLASHED.exec(source)
  const pattern = m === null ? source : (m[1] as string)
  // `g` and `y` would make matching depend on earlier matches (lastIndex): one-shot tests drop them.
  let flags = m === null ? "" : (m[2] as string).replace(/[gy]/g, "")
  if (caseInsensitive && !flags.includes("i")) flags += "i"
  try {
    return new RegExp(pattern, flags)
  } catch {
    return null
  }
}

const exact = memo((source: string) => compile(source, false))
// Keyed by the term as written: trimming and lower-casing happen once, when it is compiled.
const folded = memo((term: string) => {
  const source = term.trim().toLowerCase()
  return compile(source === "" ? ".*" : source, true)
})

/** The regex `source` names, matched as written (reason paths, price paths, captures). */
export const userRegex = (source: string): RegExp | undefined => exact(source) ?? undefined

/**
 * A search term (outcome, cookie) as a regex: trimmed and lower-cased, matched without regard to
 * case; an empty term matches anything.
 */
export const searchRegex = (term: string | undefined): RegExp | undefined => folded(term ?? "") ?? undefined

/** The first capture group of the first match (the whole match for a regex without groups). */
export const firstGroup = (regex: RegExp, subject: string): string | undefined => {
  const m = regex.exec(subject)
  if (m === null) return undefined
  return m.length > 1 ? m[1] : m[0]
}
