import { describe, it, expect } from "vitest"
import type { ResolvedParseOptions } from "../TypedValue.js"
import { date } from "./date.js"

const options: ResolvedParseOptions = { now: () => Date.parse("2022-06-02T00:00:00Z"), certform: undefined }
const parse = (input: unknown) => date.parse(input, options)

describe("date", () => {
  it("normalises the usual US, ISO and compact forms to YYYY-MM-DD, keeping the input as raw", () => {
    const inputs = ["Mon Jun 02 2014", "Jun 02 2014", "June 2, 2014", "06/02/2014", "6/2/14", "2014-06-02"]
    for (const input of [...inputs, "06-02-2014", "06022014", "20140602"]) {
      expect(parse(input)).toEqual({ normal: "2014-06-02", raw: input, valid: true })
    }
  })

  it("reads day-first dates when the month-first reading is impossible", () => {
    const inputs = ["Fri 18 July 2014", "18 July 2014", "18/07/2014", "18/7/14", "2014-18-07", "18-07-2014"]
    for (const input of [...inputs, "18072014", "20141807"]) {
      expect(parse(input).normal).toBe("2014-07-18")
    }
    expect(parse("02-06-2014").normal).toBe("2014-02-06")
  })

  it("ignores what follows a complete date, such as a clock time", () => {
    expect(parse("2014-06-02T23:30:00-05:00").normal).toBe("2014-06-02")
    expect(parse("Mon Jun 02 2014 13:27:33 GMT-0500 (CDT)").normal).toBe("2014-06-02")
  })

  it("reads a number as its digits and a Date as its UTC day", () => {
    expect(parse(20140602)).toEqual({ normal: "2014-06-02", raw: 20140602, valid: true })
    const at = new Date("2014-06-02T23:59:59Z")
    expect(parse(at)).toEqual({ normal: "2014-06-02", raw: at, valid: true })
  })

  it("rejects impossible days, unknown layouts and words, keeping their text", () => {
    const inputs = ["2014-02-30", "13/13/2014", "00/00/0000", "2014/06/02", "today", "garbage", "", "   "]
    for (const input of [...inputs, "Tue Jun 02 2014"]) {
      expect(parse(input)).toEqual({ normal: input, raw: input, valid: false })
    }
    const object = { foo: 42 }
    expect(parse(object)).toEqual({ normal: "[object Object]", raw: object, valid: false })
  })

  it("declares comparison operators and its examples", () => {
    expect(date.operators).toEqual([
      "is equal to",
      "is not equal to",
      "is less than",
      "is less than or equal to",
      "is greater than",
      "is greater than or equal to",
      "is blank",
      "is not blank",
      "format is valid",
      "format is invalid",
      "is between",
      "is not between"
    ])
    for (const example of date.examples) expect(parse(example).valid).toBe(true)
    expect(date.maskable).toBe(false)
  })
})
