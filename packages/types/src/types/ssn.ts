import { BL, EQ, FV, IN, operators } from "../Operators.js"
import type { FieldType } from "../FieldType.js"
import { textOf } from "../FieldType.js"
import type { TypedValue } from "../TypedValue.js"

const NON_DIGITS = /\D+/g

/**
 * Any text holding exactly nine digits is a valid SSN (separators and stray words are ignored);
 * the issuing rules of the SSA are not checked.
 */
const parseSsn = (input: unknown): TypedValue => {
  const text = textOf(input)
  const digits = text.replace(NON_DIGITS, "")
  if (digits.length !== 9) {
    return {
      normal: text,
      raw: text,
      valid: false,
      masked: false,
      first_three: null,
      middle_two: null,
      last_four: null
    }
  }
  return {
    normal: digits,
    raw: text,
    valid: true,
    masked: false,
    first_three: digits.slice(0, 3),
    middle_two: digits.slice(3, 5),
    last_four: digits.slice(5)
  }
}

export const ssn: FieldType = {
  name: "ssn",
  description: "US Social Security number: nine digits, with or without separators",
  components: [
    { name: "first_three", type: "string", description: "Area number: the first three digits" },
    { name: "middle_two", type: "string", description: "Group number: the middle two digits" },
    { name: "last_four", type: "string", description: "Serial number: the last four digits" },
    { name: "masked", type: "boolean", description: "True once the value has been masked" }
  ],
  operators: operators(EQ, BL, FV, IN),
  examples: ["123-45-6789", "123 45 6789", "123456789"],
  maskable: true,
  parse: parseSsn
}
