import { BL, BOOL, FV, operators } from "../Operators.js"
import type { FieldType } from "../FieldType.js"
import type { TypedValue } from "../TypedValue.js"

const NOT_LETTER_OR_DIGIT = /[^a-z0-9]+/gi

/** Accepted answers once punctuation and spaces are removed and letters lower-cased. */
const answers: ReadonlyMap<string, boolean> = new Map([
  ["y", true],
  ["yes", true],
  ["true", true],
  ["t", true],
  ["1", true],
  ["n", false],
  ["no", false],
  ["false", false],
  ["f", false],
  ["0", false]
])

const answerOf = (input: unknown): boolean | undefined => {
  switch (typeof input) {
    case "boolean":
      return input
    case "string":
      return answers.get(input.replace(NOT_LETTER_OR_DIGIT, "").toLowerCase())
    // Numbers are not cleaned: -1 and 2 are not answers.
    case "number":
      return input === 1 ? true : input === 0 ? false : undefined
    default:
      if (input instanceof Boolean) return input.valueOf()
      if (input instanceof String) return answerOf(input.valueOf())
      if (input instanceof Number) return answerOf(input.valueOf())
      return undefined
  }
}

/** Yes/no answers (`Y`, `yes`, `T.R.U.E`, `0`...); anything else is `false` and invalid. */
const parseBoolean = (input: unknown): TypedValue => {
  const answer = answerOf(input)
  if (answer === undefined) return { normal: false, raw: input, valid: false }
  return { normal: answer, raw: input, valid: true }
}

export const boolean: FieldType = {
  name: "boolean",
  description:
    "Yes/no answer: y, yes, true, t or 1 for true; n, no, false, f or 0 for false; case and punctuation ignored",
  components: [],
  operators: operators(BOOL, BL, FV),
  examples: ["yes", "no", "Y", "N", "true", "false", "T", "F", "1", "0"],
  maskable: false,
  parse: parseBoolean
}
