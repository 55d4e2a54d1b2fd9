import { describe, it, expect } from "vitest"
import type { ResolvedParseOptions } from "../TypedValue.js"
import { gender } from "./gender.js"

const options: ResolvedParseOptions = { now: () => 0, certform: undefined }
const parse = (input: unknown) => gender.parse(input, options)

describe("gender", () => {
  it("reads the word or its first letter in any case and with surrounding spaces", () => {
    for (const input of ["male", "M", "Male", "  m ", "MALE\t"]) {
      expect(parse(input)).toEqual({ normal: "male", raw: input, valid: true, abbr: "M" })
    }
    expect(parse("Female")).toMatchObject({ normal: "female", abbr: "F", valid: true })
    expect(parse("f")).toMatchObject({ normal: "female", abbr: "F", valid: true })
    expect(parse("OTHER")).toMatchObject({ normal: "other", abbr: "O", valid: true })
    expect(parse(" o")).toMatchObject({ normal: "other", abbr: "O", valid: true })
  })

  it("keeps the input as raw, untouched", () => {
    expect(parse("  F  ").raw).toBe("  F  ")
  })

  it("rejects other words, blanks and non-text, keeping their text", () => {
    for (const input of ["man", "woman", "x", "nonbinary", "", "   "]) {
      expect(parse(input)).toEqual({ normal: input, raw: input, valid: false, abbr: null })
    }
    expect(parse(5)).toEqual({ normal: "5", raw: 5, valid: false, abbr: null })
    expect(parse(true)).toEqual({ normal: "true", raw: true, valid: false, abbr: null })
    expect(parse({ a: 1 })).toMatchObject({ normal: "[object Object]", valid: false })
  })

  it("offers equality, blank and format operators", () => {
    expect(gender.operators).toEqual([
      "is equal to",
      "is not equal to",
      "is blank",
      "is not blank",
      "format is valid",
      "format is invalid"
    ])
    expect(gender.maskable).toBe(false)
  })
})
