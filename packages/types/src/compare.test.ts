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

  it("reads an ISO date-time without a zone as UTC in any process time zone (regression)", () => {
    const before = process.env["TZ"]
    try {
      for (const tz of ["America/Chicago", "Asia/Kolkata", "UTC"]) {
        process.env["TZ"] = tz
        expect(comparable("2024-03-05T15:00"), tz).toBe(Date.parse("2024-03-05T15:00:00Z"))
        expect(comparable("2024-03-05 15:00:30.5"), tz).toBe(Date.parse("2024-03-05T15:00:30.500Z"))
        expect(comparable("2024-03-05T15:00+05:00"), tz).toBe(Date.parse("2024-03-05T10:00:00Z"))
        expect(comparable("2024-03-05 15:00-0600"), tz).toBe(Date.parse("2024-03-05T21:00:00Z"))
        // a date alone is its UTC midnight, as the date and dob types and ranges read days
        expect(comparable("2024-03-05"), tz).toBe(Date.parse("2024-03-05T00:00:00Z"))
        expect(compare(parse("date", "03/05/2024"), "2024-03-05"), tz).toBe(0)
        expect(compare(parse("time", "2024-03-05T15:00"), "2024-03-05T15:00"), tz).toBe(0)
        expect(compare(parse("time", "2024-03-05 15:00"), "2024-03-05 15:00"), tz).toBe(0)
      }
    } finally {
      if (before === undefined) delete process.env["TZ"]
      else process.env["TZ"] = before
    }
  })

  it("compares text case-insensitively and cannot order text against numbers", () => {
    expect(compare("Texas", "TEXAS ")).toBe(0)
    expect(compare("abc", 1)).toBeNaN()
    expect(compare(undefined, 1)).toBeNaN()
  })
})
