import { describe, expect, it } from "vitest"
import { comparable, compare } from "./compare.js"
import { parse } from "./parse.js"

describe("compare", () => {
  it("orders numbers, numeric text and ranges by value", () => {
    expect(compare(parse("number", "$1,000"), 999)).toBeGreaterThan(0)
    expect(compare("10", 9)).toBeGreaterThan(0)
    expect(compare(parse("range", "1-10"), 5.5)).toBe(0)
  })

  it("orders an open range by its minimum", () => {
    expect(compare(parse("range", "100+"), 50)).toBeGreaterThan(0)
  })

  it("keeps text with a leading zero as text", () => {
    expect(comparable("01234")).toBe("01234")
    expect(compare("01234", "1234")).not.toBe(0)
    expect(comparable("0.5")).toBe(0.5)
  })

  it("orders dates and times chronologically", () => {
    expect(compare(parse("date", "06/02/2014"), "2014-06-01")).toBeGreaterThan(0)
    expect(compare(parse("time", "2015-06-14T18:27:33Z"), "2015-06-14T18:27:34Z")).toBeLessThan(0)
  })

  it("compares text case-insensitively and cannot order text against numbers", () => {
    expect(compare("Texas", "TEXAS ")).toBe(0)
    expect(compare("abc", 1)).toBeNaN()
    expect(compare(undefined, 1)).toBeNaN()
  })
})
