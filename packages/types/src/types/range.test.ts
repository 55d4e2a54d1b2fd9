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

  it("reads ISO date ranges before 1970, whose epoch milliseconds are negative (regression)", () => {
    const min = Date.parse("1960-01-01T00:00:00Z")
    const max = Date.parse("1965-12-31T00:00:00Z")
    const half = (min + max) / 2
    for (const input of ["1960-01-01 - 1965-12-31", "1960-01-01 to 1965-12-31", "1960-01-01-1965-12-31"]) {
      expect(parse(input)).toEqual({ normal: `${min} to ${max}`, raw: input, valid: true, min, max, avg: half, mid: half })
    }
    expect(bounds("1950-01-01 - 1965-12-31").slice(1, 3)).toEqual([Date.parse("1950-01-01T00:00:00Z"), max])
    expect(bounds("1969-07-01 - 2015-07-25")).toEqual([
      "-15897600000-1437782400000",
      -15897600000,
      1437782400000,
      710942400000,
      710942400000
    ])
    expect(bounds("1960-01-01T06:00:00Z - 1960-01-02")[1]).toBe(min + 6 * 3_600_000)
  })

  it("reads US dates M/D/YYYY as dates, month first, day first only when month first is no day", () => {
    const min = Date.parse("1950-01-01T00:00:00Z")
    const max = Date.parse("1965-12-31T00:00:00Z")
    expect(bounds("01/01/1950 - 12/31/1965").slice(1, 3)).toEqual([min, max])
    expect(bounds("1/1/1950 to 12/31/1965").slice(1, 3)).toEqual([min, max])
    expect(bounds("31/12/1965")[1]).toBe(max)
    expect(bounds("06/02/2014")[1]).toBe(Date.parse("2014-06-02T00:00:00Z"))
    expect(bounds("01/01/1950 - 2015-07-25").slice(1, 3)).toEqual([min, 1437782400000])
  })

  it("keeps a negative upper bound after `to`, not after a dash (regression)", () => {
    expect(parse("-10 to -1")).toEqual({
      normal: "-10 to -1",
      raw: "-10 to -1",
      valid: true,
      min: -10,
      max: -1,
      avg: -5.5,
      mid: -5
    })
    expect(bounds("-5 to -1.5")).toEqual(["-5 to -1.5", -5, -1.5, -3.25, -3])
    expect(bounds("$-10 to $-5")).toEqual(["-10 to -5", -10, -5, -7.5, -7])
    expect(bounds("1 to -1")).toEqual(["1 to -1", 1, -1, 0, 0])
    expect(parse("-10 - -5").valid).toBe(false)
  })

  it("writes a normal that reads back as the same range, negative maximum and dates before 1970 included", () => {
    for (const text of ["-10 to -1", "-5 to -1.5", "1 to -1", "1/1/1950 - 12/31/1960", "1950-01-01 - 1965-12-31", "-3-7", "10-20"]) {
      const first = parse(text)
      expect(first.valid, text).toBe(true)
      const again = parse(String(first.normal))
      expect([again.valid, again.min, again.max, again.normal], text).toEqual([true, first.min, first.max, first.normal])
    }
  })

  it("rejects text without a number, a negative upper bound and impossible dates", () => {
    const invalid = ["asdf", "", "5 -", "100-", "-10 - -5", "2015-02-30 - 2015-07-01", "1960-02-30 - 1965-12-31"]
    for (const input of [...invalid, "13/32/1960 - 12/31/1965"]) {
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
