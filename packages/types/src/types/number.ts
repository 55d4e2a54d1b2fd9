import { BL, BTW, CMP, EQ, FV, IN, operators } from "../Operators.js"
import type { FieldType } from "../FieldType.js"
import type { TypedValue } from "../TypedValue.js"

const NOT_NUMBER_CHARACTER = /[^\d.-]+/g

/**
 * The number in a text once everything but digits, `-` and `.` is deleted (`$1,100 per month` is
 * 1100), or NaN. Kept as the old platform had it, so existing leads keep their values: `1e5` reads
 * 15, `0x1A` reads 1 and `1.234,56` reads 1.23456.
 */
export const numberFromText = (text: string): number => {
  const kept = text.replace(NOT_NUMBER_CHARACTER, "")
  // Number("") is 0, but a text without digits holds no number.
  if (kept === "") return Number.NaN
  const n = Number(kept)
  // "-0" is zero: keep -0 out of normals, it prints and compares as a different value.
  return n === 0 ? 0 : n
}

const numberOf = (input: unknown): number => {
  switch (typeof input) {
    case "number":
      return input === 0 ? 0 : input
    case "string":
      return numberFromText(input)
    case "bigint":
      return Number(input)
    default:
      if (input instanceof Number) return input.valueOf()
      if (input instanceof String) return numberFromText(input.valueOf())
      return Number.NaN
  }
}

/** A finite number is valid; anything else keeps NaN (or ±Infinity) as normal and is invalid. */
const parseNumber = (input: unknown): TypedValue => {
  const n = numberOf(input)
  return { normal: n, raw: input, valid: Number.isFinite(n) }
}

export const number: FieldType = {
  name: "number",
  description: "Number, read from text by keeping only digits, minus signs and the decimal point ($1,100 is 1100)",
  components: [],
  operators: operators(EQ, CMP, BL, FV, IN, BTW),
  examples: ["100", "100.999", "$100.99", "1,000", "1,000.00"],
  maskable: false,
  parse: parseNumber
}
