import { BL, EQ, FV, IN, OB, PAT, operators } from "../Operators.js"
import type { FieldType } from "../FieldType.js"
import { textOf } from "../FieldType.js"
import type { TypedValue } from "../TypedValue.js"

/** A first token (the house number, or a word such as `PO`), whitespace, then the rest. */
const NUMBER_AND_NAME = /^(\S+)\s+([\s\S]+)$/

const parseStreet = (input: unknown): TypedValue => {
  const text = textOf(input)
  const trimmed = text.trim()
  const match = NUMBER_AND_NAME.exec(trimmed)
  if (match === null) return { normal: text, raw: text, valid: false, number: null, name: null }
  return { normal: trimmed, raw: text, valid: true, number: match[1] ?? null, name: match[2] ?? null }
}

export const street: FieldType = {
  name: "street",
  description: "Street address line: a number (or first word) followed by the street name",
  components: [
    { name: "number", type: "string", description: "The first word, usually the house number" },
    { name: "name", type: "string", description: "Everything after the first word" }
  ],
  operators: operators(EQ, BL, OB, FV, IN, PAT),
  examples: ["4203 Guadalupe St", "00283 Ondricka Street", "0746 Monahan Islands", "73398 Tomas Club"],
  maskable: false,
  parse: parseStreet
}
