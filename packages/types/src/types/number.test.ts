import { describe, it, expect } from "vitest"
import type { ResolvedParseOptions } from "../TypedValue.js"
import { number, numberFromText } from "./number.js"

const options: ResolvedParseOptions = { now: () => 0, certform: undefined }
const parse = (input: unknown) => number.parse(input, options)

describe("number", () => {
  it("keeps JS numbers and their raw", () => {
    expect(parse(11)).toEqual({ normal: 11, raw: 11, valid: true })
    expect(parse(-1.111)).toEqual({ normal: -1.111, raw: -1.111, valid: true })
  })

  it("reads text by keeping only digits, minus signs and points", () => {
    expect(parse("$1100 per month")).toEqual({ normal: 1100, raw: "$1100 per month", valid: true })
    expect(numberFromText("1,100")).toBe(1100)
    expect(numberFromText("-$1,100")).toBe(-1100)
    expect(numberFromText("$-5")).toBe(-5)
    expect(numberFromText("(100)")).toBe(100)
    expect(numberFromText("5%")).toBe(5)
    expect(numberFromText(".5")).toBe(0.5)
    expect(numberFromText("007")).toBe(7)
    expect(numberFromText("1 000")).toBe(1000)
    expect(numberFromText("  -  3")).toBe(-3)
  })

  it("keeps the old platform's readings of exponents, hex and decimal commas", () => {
    expect(numberFromText("1e5")).toBe(15)
    expect(numberFromText("0x1A")).toBe(1)
    expect(numberFromText("€1.234,56")).toBe(1.23456)
  })

  it("never gives negative zero", () => {
    expect(Object.is(numberFromText("-0"), 0)).toBe(true)
    expect(Object.is(parse(-0).normal, 0)).toBe(true)
  })

  it("gives NaN, invalid, for text without a number and for non-numbers", () => {
    for (const input of ["", "  ", "derp", "-", "--5", "5-", "1-2", "1.2.3", "Infinity", true, [1], { foo: "bar" }]) {
      const value = parse(input)
      expect(value.valid).toBe(false)
      expect(value.normal).toBeNaN()
      expect(value.raw).toBe(input)
    }
    expect(parse(Number.NaN).valid).toBe(false)
    expect(parse(Number.POSITIVE_INFINITY).valid).toBe(false)
  })

  it("reads boxed numbers and strings", () => {
    expect(parse(new Number(4)).normal).toBe(4)
    expect(parse(new String("$4")).normal).toBe(4)
  })

  it("offers comparisons, membership and between", () => {
    expect(number.operators).toContain("is between")
    expect(number.operators).toContain("includes")
    for (const example of number.examples) expect(parse(example).valid).toBe(true)
  })
})
