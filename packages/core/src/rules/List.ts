/**
 * The list an `is included in` rule tests membership against. In the reference's editor a list is
 * typed as comma-separated text (`17201,95616,90210`), and a value that itself holds a comma is
 * wrapped in double quotes (`Acme,"Smith, Jones and Co"`).
 */

/**
 * Split comma-separated text. Items are trimmed and empty items dropped; an item wrapped in
 * double quotes keeps its commas, and `""` inside quotes is one quote character.
 */
export const splitList = (text: string): Array<string> => {
  const items: Array<string> = []
  let i = 0
  while (i <= text.length) {
    while (i < text.length && isSpace(text.charCodeAt(i))) i++
    let item: string
    if (text[i] === '"') {
      const [quoted, end] = readQuoted(text, i + 1)
      // Text between the closing quote and the next comma belongs to the item too.
      const comma = text.indexOf(",", end)
      const stop = comma === -1 ? text.length : comma
      item = (quoted + text.slice(end, stop)).trim()
      i = stop + 1
    } else {
      const comma = text.indexOf(",", i)
      const stop = comma === -1 ? text.length : comma
      item = text.slice(i, stop).trim()
      i = stop + 1
    }
    if (item !== "") items.push(item)
  }
  return items
}

const isSpace = (code: number): boolean => code === 32 || code === 9 || code === 10 || code === 13

// Read a quoted item starting after its opening quote: returns its text and the index after the
// closing quote (or the end of the text when the quote is never closed).
const readQuoted = (text: string, from: number): [string, number] => {
  let out = ""
  let i = from
  while (i < text.length) {
    const quote = text.indexOf('"', i)
    if (quote === -1) return [out + text.slice(i), text.length]
    out += text.slice(i, quote)
    if (text[quote + 1] === '"') {
      out += '"'
      i = quote + 2
    } else {
      return [out, quote + 1]
    }
  }
  return [out, text.length]
}

/**
 * The items of a list value: a list as it is, text split at commas, any other single value
 * (a typed value too: it is one value) as a list of one, `undefined` and `null` as no items.
 */
export const listItems = (value: unknown): ReadonlyArray<unknown> => {
  if (value === undefined || value === null) return []
  if (Array.isArray(value)) return value
  if (typeof value === "string") return splitList(value)
  return [value]
}
