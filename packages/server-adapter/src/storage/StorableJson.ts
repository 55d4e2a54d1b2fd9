/**
 * JSON text as both databases store it. PostgreSQL refuses NUL (`\u0000`) and lone surrogates
 * (`\ud800`) in JSONB, and `JSON.stringify` writes exactly those as escapes: a buyer's answer
 * or a raw request may hold either. Each becomes U+FFFD (the replacement character) instead of
 * failing the write, on SQLite too, so that both read back the same.
 */

// An escape is one preceded by an even number of backslashes (`\\u0000` is a backslash and text).
const UNSTORABLE_ESCAPE = /(?<!\\)((?:\\\\)*)\\u(?:0000|d[89a-f][0-9a-f]{2})/gi

export const storableJson = (text: string): string =>
  // Most texts hold no escape at all: one scan for the prefix, the regex only when there is one.
  text.includes("\\u") ? text.replace(UNSTORABLE_ESCAPE, "$1\\ufffd") : text

/**
 * Text for a text column: NUL (which PostgreSQL refuses in text) becomes U+FFFD. A lone
 * surrogate needs nothing: both drivers encode text as UTF-8, which writes U+FFFD for it.
 */
export const storableText = <T extends string | null>(text: T): T =>
  (text !== null && text.includes("\u0000") ? text.replaceAll("\u0000", "\uFFFD") : text) as T

/**
 * `JSON.stringify` of an event or a part of one that a BigInt or a cycle does not fail: such a
 * value, which an embedder's own integration could append (the plugin runtime refuses it at the
 * step), would otherwise fail the whole lead's write. The plain call first (no cost when all is
 * JSON); then one with a replacer: a BigInt as its decimal text, an object met again on its own
 * path as `"[Circular]"`.
 */
export const eventJson = (value: unknown): string => {
  try {
    return JSON.stringify(value)
  } catch {
    return JSON.stringify(value, safeReplacer())
  }
}

const safeReplacer = () => {
  // The objects on the path from the root to the value being written (a cycle returns to one).
  const path: Array<object> = []
  return function (this: unknown, _key: string, value: unknown): unknown {
    if (typeof value === "bigint") return value.toString()
    if (value === null || typeof value !== "object") return value
    const at = path.indexOf(this as object)
    if (at === -1) path.length = 0
    else path.length = at + 1
    if (path.includes(value)) return "[Circular]"
    path.push(value)
    return value
  }
}
