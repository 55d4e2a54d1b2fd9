import { describe, it, expect } from "vitest"
import type { ResolvedParseOptions } from "../TypedValue.js"
import { ssn } from "./ssn.js"

const options: ResolvedParseOptions = { now: () => 0, certform: undefined }
const parse = (input: unknown) => ssn.parse(input, options)

describe("ssn", () => {
  it("splits nine digits into area, group and serial", () => {
    expect(parse("123-45-6789")).toEqual({
      normal: "123456789",
      raw: "123-45-6789",
      valid: true,
      masked: false,
      first_three: "123",
      middle_two: "45",
      last_four: "6789"
    })
  })

  it("ignores every character that is not a digit", () => {
    for (const input of ["123456789", "123 45 6789", "123.45.6789", " 123-45-6789 ", "ssn: 123456789"]) {
      expect(parse(input)).toMatchObject({ normal: "123456789", raw: input, valid: true })
    }
  })

  it("does not apply issuing rules: all zeros is nine digits", () => {
    expect(parse("000-00-0000")).toMatchObject({ normal: "000000000", valid: true, first_three: "000" })
  })

  it("reads a number through its text, so raw is text", () => {
    expect(parse(987654321)).toMatchObject({ normal: "987654321", raw: "987654321", valid: true, last_four: "4321" })
  })

  it("keeps anything but nine digits as its text, invalid and without parts", () => {
    for (const input of ["", "   ", "abcd", "123-45-678", "1234567890", "123 45 6789 0"]) {
      expect(parse(input)).toEqual({
        normal: input,
        raw: input,
        valid: false,
        masked: false,
        first_three: null,
        middle_two: null,
        last_four: null
      })
    }
    expect(parse({ foo: 42 })).toMatchObject({ normal: "[object Object]", raw: "[object Object]", valid: false })
  })

  it("is maskable", () => {
    expect(ssn.maskable).toBe(true)
  })
})
