/**
 * A small memo for compiling user-written patterns (regexes, paths, selectors) once per text. A
 * step's configuration repeats for every lead, so hits are the rule; the size bound keeps a flood
 * of distinct texts from growing memory without limit (the map is simply dropped when full).
 */
export const memo = <V>(compile: (text: string) => V, limit = 512): ((text: string) => V) => {
  let cache = new Map<string, V>()
  return (text) => {
    const hit = cache.get(text)
    if (hit !== undefined || cache.has(text)) return hit as V
    const value = compile(text)
    if (cache.size >= limit) cache = new Map()
    cache.set(text, value)
    return value
  }
}
