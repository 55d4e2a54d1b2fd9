import { BL, EQ, IN, OB, PAT, operators } from "../Operators.js"
import type { FieldType } from "../FieldType.js"
import { textOf } from "../FieldType.js"
import type { TypedValue } from "../TypedValue.js"

const parseString = (input: unknown): TypedValue => ({ normal: textOf(input), raw: input, valid: true })

/**
 * Plain text. A value already parsed as another type reads as that type's normal form (a parsed
 * boolean `yes` is the string `true`, a parsed phone its digits), so `fromTyped` picks `normal`.
 */
export const string: FieldType = {
  name: "string",
  description: "Any text; other values are converted to their text",
  components: [],
  operators: operators(EQ, BL, OB, IN, PAT),
  examples: ["any text"],
  maskable: false,
  parse: parseString,
  fromTyped: (value) => value.normal
}
