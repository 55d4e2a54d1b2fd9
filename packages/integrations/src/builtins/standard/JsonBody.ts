/**
 * A JSON body to a record. Web forms and hand-written integrations often put raw line breaks or
 * tabs inside string values; when the text does not parse, CR/LF/TAB are removed and it is tried
 * once more.
 */
import { isRecord } from "./Records.js"

const LINE_BREAKS_AND_TABS = /[\r\n\t]/g

/** Parse a JSON object. Throws the parser's SyntaxError (of the text as sent), or a TypeError for a non-object. */
export const parseJson = (text: string): Record<string, unknown> => {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (error) {
    try {
      value = JSON.parse(text.replace(LINE_BREAKS_AND_TABS, ""))
    } catch {
      throw error
    }
  }
  if (!isRecord(value)) throw new TypeError("the body must be a JSON object")
  return value
}
