import { BL, EQ, FV, IN, OB, PAT, operators } from "../Operators.js"
import type { FieldType } from "../FieldType.js"
import { invalidValue } from "../FieldType.js"
import type { TypedValue } from "../TypedValue.js"

const NON_BLANK = /\S/

/**
 * Free text kept exactly as given. Only text counts: a number or an object is kept as its text
 * but flagged invalid, and so is blank text.
 */
const parseName = (input: unknown): TypedValue =>
  typeof input === "string" ? { normal: input, raw: input, valid: NON_BLANK.test(input) } : invalidValue(input)

export const city: FieldType = {
  name: "city",
  description: "City name, kept as given",
  components: [],
  operators: operators(EQ, BL, OB, FV, IN, PAT),
  examples: ["Austin", "Dallas", "Chicago", "Paris"],
  maskable: false,
  parse: parseName
}

export const first_name: FieldType = {
  name: "first_name",
  description: "A person's first (given) name, kept as given",
  components: [],
  operators: operators(EQ, BL, OB, FV, PAT),
  examples: ["Mike", "Robert", "Janet"],
  maskable: false,
  parse: parseName
}

export const last_name: FieldType = {
  name: "last_name",
  description: "A person's last (family) name, kept as given",
  components: [],
  operators: operators(EQ, BL, OB, FV, PAT),
  examples: ["Jones", "Campbell", "Smith"],
  maskable: false,
  parse: parseName
}
