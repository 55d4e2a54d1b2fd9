/** The 24 rule operators and which of them each field type allows. */

export const operatorNames = [
  "is equal to",
  "is not equal to",
  "is blank",
  "is not blank",
  "format is valid",
  "format is invalid",
  "is obscene",
  "is not obscene",
  "includes",
  "does not include",
  "is included in",
  "is not included in",
  "matches pattern",
  "does not match pattern",
  "is less than",
  "is less than or equal to",
  "is greater than",
  "is greater than or equal to",
  "is between",
  "is not between",
  "is true",
  "is not true",
  "is false",
  "is not false"
] as const

export type OperatorName = (typeof operatorNames)[number]

/** Operators that take no right-hand value. */
export const unaryOperators: ReadonlySet<OperatorName> = new Set<OperatorName>([
  "is blank",
  "is not blank",
  "format is valid",
  "format is invalid",
  "is obscene",
  "is not obscene",
  "is true",
  "is not true",
  "is false",
  "is not false"
])

export const EQ = ["is equal to", "is not equal to"] as const
export const BL = ["is blank", "is not blank"] as const
export const FV = ["format is valid", "format is invalid"] as const
export const OB = ["is obscene", "is not obscene"] as const
export const IN = ["includes", "does not include", "is included in", "is not included in"] as const
export const PAT = ["matches pattern", "does not match pattern"] as const
export const CMP = [
  "is less than",
  "is less than or equal to",
  "is greater than",
  "is greater than or equal to"
] as const
export const BTW = ["is between", "is not between"] as const
export const BOOL = ["is true", "is not true", "is false", "is not false"] as const

/** Concatenate operator groups in the order given. */
export const operators = (...groups: ReadonlyArray<ReadonlyArray<OperatorName>>): ReadonlyArray<OperatorName> =>
  groups.flat()
