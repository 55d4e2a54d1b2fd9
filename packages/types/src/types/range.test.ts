import { describe, it, expect } from "vitest"
import type { ResolvedParseOptions } from "../TypedValue.js"
import { range } from "./range.js"

const options: ResolvedParseOptions = { now: () => 0, certform: undefined }
const parse = (input: unknown) => range.parse(input, options)
const bounds = (input: unknown) => {
  const v = parse(input)
  return [v.normal, v["min"], v["max"], v["avg"], v["mid"]]
}

describe("range", () => {
  it("reads closed ranges written with a dash, `to` or a blank", () => {
    for (const input of ["1 - 10", "1-10", "1 to 10", "1     to      10", "1 10", "$1 to $10", "  1 to 10  "]) {
      expect(parse(input)).toEqual({ normal: "1-10", raw: input, valid: true, min: 1, max: 10, avg: 5.5, mid: 5 })
    }
    expect(bounds("$1,000 to $10,000")).toEqual(["1000-10000", 1000, 10000, 5500, 5500])
    expect(bounds("5 to 10 years")).toEqual(["5-10", 5, 10, 7.5, 7])
  })

  it("gives avg to two decimals and mid as the integer part, toward zero", () => {
    expect(bounds("999.95 to 10000.95")).toEqual(["999.95-10000.95", 999.95, 10000.95, 5500.45, 5500])
    expect(bounds("-5 - 10")).toEqual(["-5-10", -5, 10, 2.5, 2])
  })

  it("keeps bounds in the order written", () => {
    expect(bounds("10-5")).toEqual(["10-5", 10, 5, 7.5, 7])
  })

  it("reads open ranges with a plus", () => {
    expect(parse("10+")).toEqual({ normal: "10+", raw: "10+", valid: true, min: 10, max: null, avg: null, mid: null })
    expect(bounds("1,000+")).toEqual(["1000+", 1000, null, null, null])
    expect(bounds("-10+")).toEqual(["-10+", -10, null, null, null])
    expect(bounds("10 + 20")).toEqual(["10+", 10, null, null, null])
  })

  it("reads a single number as min = max, keeping the text as written", () => {
    expect(parse(10)).toEqual({ normal: "10", raw: "10", valid: true, min: 10, max: 10, avg: 10, mid: 10 })
    expect(bounds(" 10 ")).toEqual([" 10 ", 10, 10, 10, 10])
    expect(bounds("Over 100")).toEqual(["Over 100", 100, 100, 100, 100])
    expect(bounds("5.5")).toEqual(["5.5", 5.5, 5.5, 5.5, 5.5])
  })

  it("turns ISO dates into epoch milliseconds", () => {
    expect(bounds("2015-07-25")).toEqual(["1437782400000", 1437782400000, 1437782400000, 1437782400000, 1437782400000])
    expect(bounds("2015-07-01 to 2015-07-25")).toEqual([
      "1435708800000-1437782400000",
      1435708800000,
      1437782400000,
      1436745600000,
      1436745600000
    ])
    expect(bounds("2015-07-25T01:59:32.021Z")[1]).toBe(1437789572021)
    expect(bounds(new Date("2015-07-25T00:00:00Z"))[1]).toBe(1437782400000)
  })

  it("rejects text without a number, a negative upper bound and impossible dates", () => {
    for (const input of ["asdf", "", "5 -", "100-", "-10 - -5", "2015-02-30 - 2015-07-01"]) {
      const nothing = { min: null, max: null, avg: null, mid: null }
      expect(parse(input)).toEqual({ normal: input, raw: input, valid: false, ...nothing })
    }
  })

  it("offers comparisons but not between", () => {
    expect(range.operators).toContain("is greater than")
    expect(range.operators).not.toContain("is between")
    for (const example of range.examples) expect(parse(example).valid).toBe(true)
  })
})
