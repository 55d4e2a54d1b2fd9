import { describe, expect, it } from "vitest"
import { maxMathNesting, parseMath } from "./MathExpression.js"

const evaluate = (source: string, vars: unknown = {}): unknown => {
  const parsed = parseMath(source)
  if (!parsed.ok) throw new Error(parsed.error)
  return parsed.program.evaluate(vars)
}

const errorOf = (source: string): string | undefined => {
  const parsed = parseMath(source)
  return parsed.ok ? undefined : parsed.error
}

describe("math expressions", () => {
  it("parses 90 nested parentheses, and refuses 20,000 with a message instead of running out of stack", () => {
    const nested = (depth: number) => "(".repeat(depth) + "1 + 1" + ")".repeat(depth)
    const ok = parseMath(nested(90))
    expect(ok.ok && ok.program.evaluate({})).toBe(2)
    for (const source of [nested(20_000), "-".repeat(20_000) + "1", "1 ? ".repeat(20_000) + "1" + " : 1".repeat(20_000)]) {
      const parsed = parseMath(source)
      expect(parsed.ok ? "parsed" : parsed.error, source.slice(0, 5)).toBe(`nested more than ${maxMathNesting} levels deep`)
    }
  })

  it.each([
    ["1 + 1", 2],
    ["2 + 3 * 4", 14],
    ["(2 + 3) * 4", 20],
    ["10 - 4 - 3", 3],
    ["2 * 3 / 4", 1.5],
    ["10 % 4", 2],
    ["2 ^ 3 ^ 2", 512],
    ["-2 ^ 2", -4],
    ["2 ^ -1", 0.5],
    ["3!", 6],
    ["-3 + +2", -1],
    ["1.5e2", 150],
    [".5 * 4", 2]
  ])("%s = %d (precedence and associativity)", (source, expected) => {
    expect(evaluate(source)).toBe(expected)
  })

  it("compares, combines with and/or/not, and chooses with ? :", () => {
    expect(evaluate("1 < 2 and 2 < 3")).toBe(true)
    expect(evaluate("1 > 2 or 0")).toBe(false)
    expect(evaluate("not 0")).toBe(true)
    expect(evaluate("2 >= 2 and 2 <= 2 and 1 != 2 and 3 == 3")).toBe(true)
    expect(evaluate("1 ? 2 : 3")).toBe(2)
    expect(evaluate("0 ? 2 : 1 ? 3 : 4")).toBe(3)
    expect(evaluate("1 + 1 > 1 ? 10 : 20")).toBe(10)
  })

  it("calls the documented functions", () => {
    expect(evaluate("sqrt(16) + abs(-3)")).toBe(7)
    expect(evaluate("ceil(1.2) + floor(1.8) + round(2.5)")).toBe(6)
    expect(evaluate("roundTo(1.005, 2)")).toBe(1.01)
    expect(evaluate("roundTo(-2.345, 1)")).toBe(-2.3)
    expect(evaluate("min(3, 1, 2) + max(3, 1, 2)")).toBe(4)
    expect(evaluate("pow(2, 10)")).toBe(1024)
    expect(evaluate("pyt(3, 4)")).toBe(5)
    expect(evaluate("atan2(1, 1)")).toBeCloseTo(Math.PI / 4)
    expect(evaluate("if(1 > 2, 10, 20)")).toBe(20)
    expect(evaluate("fac(5)")).toBe(120)
    expect(evaluate("exp(0) + log(1)")).toBe(1)
    expect(evaluate("sin(0) + cos(0) + tan(0) + asin(0) + acos(1) + atan(0)")).toBe(1)
    expect(evaluate("PI")).toBe(Math.PI)
  })

  it("applies named functions as prefix operators without parentheses", () => {
    expect(evaluate("sqrt 16")).toBe(4)
    expect(evaluate("sqrt 16 * 2")).toBe(8)
    expect(evaluate("abs -3")).toBe(3)
    expect(evaluate("floor 2.7 + 1")).toBe(3)
  })

  it("applies length, which takes text, as a prefix operator too", () => {
    expect(evaluate("length s", { s: "abc" })).toBe(3)
    expect(evaluate("length 'hello' + 1")).toBe(6)
    expect(evaluate("length lead.name", { lead: { name: { normal: "Mike", raw: "mike", valid: true } } })).toBe(4)
    expect(evaluate("length 12345")).toBe(5)
    expect(evaluate("length(s) * 2", { s: "ab" })).toBe(4)
    expect(errorOf("length")).toBeUndefined()
  })

  it("gives a number in [0, n) for random(n), and [0, 1) without n", () => {
    for (let i = 0; i < 50; i++) {
      const r = evaluate("random(10)") as number
      expect(r).toBeGreaterThanOrEqual(0)
      expect(r).toBeLessThan(10)
      expect(evaluate("random()") as number).toBeLessThan(1)
    }
  })

  it("reads variables by dot path, typed values by their normal", () => {
    const vars = {
      lead: {
        mortgage: { loan: { amount: 150000 }, new_property_value: { normal: 200000, raw: "$200,000", valid: true } },
        state: { normal: "TX", raw: "Texas", valid: true },
        count: "12"
      },
      random: 42
    }
    expect(evaluate("(lead.mortgage.loan.amount / lead.mortgage.new_property_value) * 100", vars)).toBe(75)
    expect(evaluate("lead.count * 2", vars)).toBe(24)
    expect(evaluate("lead.state == 'TX' ? 1 : 0", vars)).toBe(1)
    expect(evaluate("random + 1", vars)).toBe(43)
  })

  it("concatenates with || and compares text as text", () => {
    expect(evaluate("'a' || \"b\" || 1")).toBe("ab1")
    expect(evaluate("'abc' < 'abd'")).toBe(true)
    expect(evaluate("length('hello')")).toBe(5)
  })

  it("gives NaN for missing variables and impossible arithmetic", () => {
    expect(evaluate("lead.missing + 1")).toBeNaN()
    expect(evaluate("sqrt(-1)")).toBeNaN()
    expect(evaluate("fac(2.5)")).toBeNaN()
    expect(evaluate("1 / 0")).toBe(Number.POSITIVE_INFINITY)
  })

  it("does not reach Object's prototype through names", () => {
    expect(evaluate("constructor + 1")).toBeNaN()
    expect(errorOf("constructor(1)")).toBe('unknown function "constructor"')
    expect(errorOf("toString(1)")).toBe('unknown function "toString"')
  })

  it("reports syntax errors with a position", () => {
    expect(errorOf("1 +")).toBe("unexpected end of expression")
    expect(errorOf("(1 + 2")).toBe('expected ")" at the end')
    expect(errorOf("1 = 2")).toBe('unexpected "=" at position 3')
    expect(errorOf("1 2")).toBe('unexpected "2" at position 3')
    expect(errorOf("'open")).toBe("unterminated string at position 1")
    expect(errorOf("")).toBe("empty expression")
    expect(errorOf("sqrt(1, 2)")).toBe("sqrt() takes one argument")
    expect(errorOf("1 ? 2")).toBe('expected ":" at the end')
  })

  it("lists the variables it reads", () => {
    const parsed = parseMath("lead.a * 2 + max(lead.b, c.d) + PI")
    expect(parsed.ok && parsed.program.variables).toEqual(["lead.a", "lead.b", "c.d"])
  })
})
