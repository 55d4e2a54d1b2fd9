import { BL, EQ, IN, operators } from "../Operators.js"
import type { FieldType } from "../FieldType.js"
import { textOf } from "../FieldType.js"
import type { TypedValue } from "../TypedValue.js"

/** Any value is a credential; the secret lives only in `normal` and `raw`, so `mask` hides it all. */
const parseCredential = (input: unknown): TypedValue => ({
  normal: textOf(input),
  raw: input,
  valid: true,
  masked: false
})

export const credential: FieldType = {
  name: "credential",
  description: "A secret such as a password or API key; masked before it is stored or shown",
  components: [{ name: "masked", type: "boolean", description: "True once the value has been masked" }],
  operators: operators(EQ, BL, IN),
  examples: ["sekret-pazzward", "befa4e7379d81173dfe8d1a53deaf591", "483571ec0724b4c3243bdf142c8e75c99cae90ac"],
  maskable: true,
  parse: parseCredential
}
