import { Either, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { isRuleSet, Rule, RuleSet } from "./Rule.js"

const decodeRuleSet = Schema.decodeUnknownEither(RuleSet)
const decodeRule = Schema.decodeUnknownEither(Rule)

describe("RuleSet", () => {
  it("decodes nested rule sets and rules with attached rule sets, and encodes them back", () => {
    const document = {
      id: "0d144a",
      op: "or",
      rules: [
        { id: "1aacd0", lhv: "lead.state", op: "is equal to", rhv: "TX", rule_set: { op: "and", rules: [{ lhv: "lead.city", op: "is not blank" }] } },
        { op: "and", rules: [{ lhv: "lead.age", op: "is between", rhv: "18-65" }] },
        { lhv: "lead.tags", op: "is included in", rhv: ["a", 1, true], rule_set: null }
      ]
    }
    const decoded = decodeRuleSet(document)
    expect(Either.isRight(decoded)).toBe(true)
    if (Either.isRight(decoded)) expect(Schema.encodeSync(RuleSet)(decoded.right)).toEqual(document)
  })

  it("accepts an empty rule set", () => {
    expect(Either.isRight(decodeRuleSet({ op: "and", rules: [] }))).toBe(true)
  })

  it("rejects an unknown set operator, unknown keys and bad ids", () => {
    expect(Either.isLeft(decodeRuleSet({ op: "xor", rules: [] }))).toBe(true)
    expect(Either.isLeft(decodeRuleSet({ op: "and", rules: [], mode: "all" }))).toBe(true)
    expect(Either.isLeft(decodeRuleSet({ id: "abc", op: "and", rules: [] }))).toBe(true)
  })
})

describe("Rule", () => {
  it("accepts a unary operator without an rhv", () => {
    expect(Either.isRight(decodeRule({ lhv: "lead.email", op: "is blank" }))).toBe(true)
  })

  it("needs an rhv for a binary operator", () => {
    const decoded = decodeRule({ lhv: "lead.state", op: "is equal to" })
    expect(Either.isLeft(decoded)).toBe(true)
    if (Either.isLeft(decoded)) expect(String(decoded.left)).toContain('"is equal to" needs an rhv')
  })

  it("rejects operators outside the 24, such as is within the last", () => {
    expect(Either.isLeft(decodeRule({ lhv: "lead.dob", op: "is within the last", rhv: "18 years" }))).toBe(true)
    expect(Either.isLeft(decodeRule({ lhv: "lead.state", op: "equals", rhv: "TX" }))).toBe(true)
  })

  it("rejects an rhv that is an object", () => {
    expect(Either.isLeft(decodeRule({ lhv: "lead.state", op: "is equal to", rhv: { a: 1 } }))).toBe(true)
  })
})

describe("isRuleSet", () => {
  it("tells rule sets from rules", () => {
    expect(isRuleSet({ op: "and", rules: [] })).toBe(true)
    expect(isRuleSet({ lhv: "lead.state", op: "is blank" })).toBe(false)
  })
})
