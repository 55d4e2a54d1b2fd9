import { describe, it, expect } from "vitest"
import type { ResolvedParseOptions } from "../TypedValue.js"
import { street } from "./street.js"

const options: ResolvedParseOptions = { now: () => 0, certform: undefined }
const parse = (input: unknown) => street.parse(input, options)

describe("street", () => {
  it("splits the first word from the rest", () => {
    expect(parse("4203 Guadalupe St")).toEqual({
      normal: "4203 Guadalupe St",
      raw: "4203 Guadalupe St",
      valid: true,
      number: "4203",
      name: "Guadalupe St"
    })
  })

  it("trims the normal form, keeps inner spacing and the raw text", () => {
    expect(parse("  Apt 4  B  ")).toEqual({
      normal: "Apt 4  B",
      raw: "  Apt 4  B  ",
      valid: true,
      number: "Apt",
      name: "4  B"
    })
  })

  it("does not require the first word to be a number", () => {
    expect(parse("PO Box 123")).toMatchObject({ number: "PO", name: "Box 123", valid: true })
  })

  it("needs at least two words", () => {
    for (const input of ["", "   ", "Asdf", "123", " 123 "]) {
      expect(parse(input)).toEqual({ normal: input, raw: input, valid: false, number: null, name: null })
    }
  })

  it("reads non-text through its text", () => {
    expect(parse({ foo: 42 })).toMatchObject({ normal: "[object Object]", raw: "[object Object]", number: "[object" })
  })
})
