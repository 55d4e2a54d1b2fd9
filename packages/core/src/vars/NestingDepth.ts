/**
 * How deeply a body or a value nests, checked without recursion so that a body 100,000 levels deep
 * costs a linear scan and never the stack. Management records may nest 32 levels, leads 16: the
 * code that walks them afterwards (schemas, rules, error formatting) is recursive.
 */

/** Deepest a management record (a flow, a report, …) may nest. */
export const maxRecordDepth = 32
/** Deepest a submitted lead may nest. */
export const maxLeadDepth = 16

const QUOTE = 0x22
const BACKSLASH = 0x5c
const OPEN_BRACKET = 0x5b
const CLOSE_BRACKET = 0x5d
const OPEN_BRACE = 0x7b
const CLOSE_BRACE = 0x7d

/**
 * Whether JSON text opens more than `limit` arrays and objects inside one another. Brackets in
 * strings do not count; malformed text is scanned all the same (the parser refuses it later).
 */
export const jsonNestsDeeper = (text: string, limit: number): boolean => {
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (inString) {
      if (code === BACKSLASH) i++
      else if (code === QUOTE) inString = false
    } else if (code === QUOTE) inString = true
    else if (code === OPEN_BRACKET || code === OPEN_BRACE) {
      if (++depth > limit) return true
    } else if (code === CLOSE_BRACKET || code === CLOSE_BRACE) depth--
  }
  return false
}

/** Where the markup that starts at `i` (a `<`) ends, past its closing `>`; skips quoted values. */
const markupEnd = (text: string, i: number): number => {
  if (text.startsWith("<!--", i)) {
    const end = text.indexOf("-->", i + 4)
    return end === -1 ? text.length : end + 3
  }
  if (text.startsWith("<![CDATA[", i)) {
    const end = text.indexOf("]]>", i + 9)
    return end === -1 ? text.length : end + 3
  }
  let quote = 0
  for (let j = i + 1; j < text.length; j++) {
    const code = text.charCodeAt(j)
    if (quote !== 0) {
      if (code === quote) quote = 0
    } else if (code === QUOTE || code === 0x27) quote = code
    else if (code === 0x3e) return j + 1
  }
  return text.length
}

/**
 * Whether XML text opens more than `limit` elements inside one another. Comments, CDATA,
 * declarations, processing instructions and self-closing tags open nothing.
 */
export const xmlNestsDeeper = (text: string, limit: number): boolean => {
  let depth = 0
  let i = text.indexOf("<")
  while (i !== -1 && i < text.length) {
    const end = markupEnd(text, i)
    const next = text.charCodeAt(i + 1)
    if (next === 0x2f) depth--
    else if (next !== 0x21 && next !== 0x3f && text.charCodeAt(end - 2) !== 0x2f) {
      if (++depth > limit) return true
    }
    i = text.indexOf("<", end)
  }
  return false
}

/**
 * Whether a parsed value holds arrays and objects more than `limit` levels deep (the value
 * itself is the first level), walked with an explicit stack.
 */
export const valueNestsDeeper = (value: unknown, limit: number): boolean => {
  if (typeof value !== "object" || value === null) return false
  const stack: Array<readonly [object, number]> = [[value, 1]]
  for (let top = stack.pop(); top !== undefined; top = stack.pop()) {
    const [container, depth] = top
    if (depth > limit) return true
    for (const item of Array.isArray(container) ? container : Object.values(container))
      if (typeof item === "object" && item !== null) stack.push([item as object, depth + 1])
  }
  return false
}

/** What a refused body is told. */
export const nestsDeeperMessage = (what: string, limit: number): string => `${what} nests deeper than ${limit} levels`
