import { describe, it, expect } from "vitest"
import type { ResolvedParseOptions } from "../TypedValue.js"
import { time } from "./time.js"

const options: ResolvedParseOptions = { now: () => Date.parse("2022-06-02T12:00:00Z"), certform: undefined }
const parse = (input: unknown) => time.parse(input, options)
const instant = (input: unknown) => parse(input).normal

describe("time", () => {
  it("normalises the usual forms to an ISO-8601 UTC instant, keeping the text as raw", () => {
    for (const input of [
      "Sat Jun 14 2014 13:27:33 GMT-0500 (CDT)",
      "06/14/2014 6:27:33 PM",
      "2014-06-14T18:27:33Z",
      "2014-06-14T18:27:33.000Z",
      "2014-06-14T20:27:33+02:00",
      "Sat, 14 Jun 2014 18:27:33 GMT",
      "June 14, 2014 at 1:27:33 pm CDT"
    ]) {
      expect(parse(input)).toEqual({ normal: "2014-06-14T18:27:33.000Z", raw: input, valid: true })
    }
  })

  it("reads times without a zone as UTC and dates without a clock as noon", () => {
    expect(instant("2014-06-14 18:27")).toBe("2014-06-14T18:27:00.000Z")
    expect(instant("2014-06-14")).toBe("2014-06-14T12:00:00.000Z")
    expect(instant("06/14/2014")).toBe("2014-06-14T12:00:00.000Z")
    expect(instant("June 14, 2014 6pm")).toBe("2014-06-14T18:00:00.000Z")
  })

  it("puts a clock without a date on the UTC day of now", () => {
    expect(instant("18:27")).toBe("2022-06-02T18:27:00.000Z")
    expect(instant("6pm")).toBe("2022-06-02T18:00:00.000Z")
    expect(instant("12:05 am")).toBe("2022-06-02T00:05:00.000Z")
  })

  it("applies zone abbreviations", () => {
    expect(instant("12/25/2015 10:00 AM CST")).toBe("2015-12-25T16:00:00.000Z")
    expect(instant("12/25/2015 10:00 AM EST")).toBe("2015-12-25T15:00:00.000Z")
    expect(instant("12/25/2015 10:00 AM UTC")).toBe("2015-12-25T10:00:00.000Z")
  })

  it("reads fraction digits as a whole count of milliseconds, ignoring five or more", () => {
    expect(instant("2014-06-14T18:27:33.123Z")).toBe("2014-06-14T18:27:33.123Z")
    expect(instant("2014-06-14T18:27:33.1Z")).toBe("2014-06-14T18:27:33.001Z")
    expect(instant("2014-06-14T18:27:33.12Z")).toBe("2014-06-14T18:27:33.012Z")
    expect(instant("2014-06-14T18:27:33.1234Z")).toBe("2014-06-14T18:27:34.234Z")
    expect(instant("2014-06-14T18:27:33.12345Z")).toBe("2014-06-14T18:27:33.000Z")
  })

  it("keeps a Date's instant and records its GMT text as raw", () => {
    const at = new Date("2015-11-06T11:47:42.250Z")
    expect(parse(at)).toEqual({
      normal: "2015-11-06T11:47:42.250Z",
      raw: "Fri Nov 06 2015 11:47:42 GMT+0000 (Greenwich Mean Time)",
      valid: true
    })
    expect(parse(new Date(Number.NaN)).valid).toBe(false)
  })

  it("rejects epoch numbers, impossible clocks, unknown zones and stray words", () => {
    for (const input of [
      "garbage",
      "",
      "1402770453000",
      "18:60",
      "13pm",
      "2014-06-14T24:00:00Z",
      "2014-06-14 garbage",
      "06/14/2014 6:27 PM XYZ",
      "2014-02-30T10:00:00Z"
    ]) {
      expect(parse(input)).toEqual({ normal: input, raw: input, valid: false })
    }
    expect(parse(1402770453000)).toEqual({ normal: "1402770453000", raw: "1402770453000", valid: false })
    expect(parse({ foo: 42 })).toEqual({ normal: "[object Object]", raw: "[object Object]", valid: false })
  })

  it("declares comparison operators and valid examples", () => {
    expect(time.operators).toContain("is greater than")
    expect(time.operators).toContain("is between")
    for (const example of time.examples) expect(instant(example)).toBe("2015-06-14T18:27:33.000Z")
  })
})
