import { BL, EQ, FV, operators } from "../Operators.js"
import type { FieldType } from "../FieldType.js"
import { invalidValue, textOf } from "../FieldType.js"
import type { TypedValue } from "../TypedValue.js"

interface Gender {
  readonly normal: string
  readonly abbr: string
}

const MALE: Gender = { normal: "male", abbr: "M" }
const FEMALE: Gender = { normal: "female", abbr: "F" }
const OTHER: Gender = { normal: "other", abbr: "O" }

/** Accepted spellings (trimmed, lower-cased) and what they mean. */
const genders: ReadonlyMap<string, Gender> = new Map([
  ["m", MALE],
  ["male", MALE],
  ["f", FEMALE],
  ["female", FEMALE],
  ["o", OTHER],
  ["other", OTHER]
])

const parseGender = (input: unknown): TypedValue => {
  const found = genders.get(textOf(input).trim().toLowerCase())
  if (found === undefined) return invalidValue(input, { abbr: null })
  return { normal: found.normal, raw: input, valid: true, abbr: found.abbr }
}

export const gender: FieldType = {
  name: "gender",
  description: "Gender: male, female or other, from the word or its first letter in any case",
  components: [{ name: "abbr", type: "string", description: "One-letter abbreviation: M, F or O" }],
  operators: operators(EQ, BL, FV),
  examples: ["male", "female", "other", "M", "F", "O"],
  maskable: false,
  parse: parseGender
}
