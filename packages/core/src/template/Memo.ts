/**
 * A bounded memo for the parsing a helper does on its options: a date or number pattern, a
 * regular expression, a math expression. Options are nearly always literals in the template, so
 * each is parsed once and every later render is a map lookup; options that come from lead data
 * are remembered too, but never without bound.
 */

/** Remember `compute(key)` for up to `limit` keys; past that the memo starts afresh. */
export const memoize = <V>(compute: (key: string) => V, limit = 512): ((key: string) => V) => {
  const cache = new Map<string, V>()
  return (key) => {
    const hit = cache.get(key)
    if (hit !== undefined || cache.has(key)) return hit as V
    const value = compute(key)
    if (cache.size >= limit) cache.clear()
    cache.set(key, value)
    return value
  }
}
