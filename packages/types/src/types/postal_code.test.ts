import { describe, it, expect } from "vitest"
import { parse as parseAny } from "../parse.js"
import type { ResolvedParseOptions } from "../TypedValue.js"
import { postal_code } from "./postal_code.js"

const options: ResolvedParseOptions = { now: () => 0, certform: undefined }
const parse = (input: unknown) => postal_code.parse(input, options)

describe("postal_code", () => {
  describe("US", () => {
    it("reads a five-digit ZIP", () => {
      expect(parse("10001")).toEqual({
        normal: "10001",
        raw: "10001",
        valid: true,
        country_code: "US",
        code: "10001",
        zip: "10001",
        four: null,
        fsa: null,
        ldu: null,
        district: null,
        outcode: null,
        incode: null
      })
    })

    it("writes ZIP+4 with a dash, whatever separated it", () => {
      for (const input of ["10001-2345", "10001 2345", "100012345", "10001 -  2345", " 10001-2345 "]) {
        expect(parse(input)).toMatchObject({ normal: "10001-2345", raw: input, zip: "10001", four: "2345", valid: true })
      }
    })

    it("keeps the matched text, trimmed, as code", () => {
      expect(parse(" 10001 - 2345 ")).toMatchObject({ code: "10001 - 2345" })
    })

    it("ignores a dangling dash", () => {
      expect(parse("10001-")).toMatchObject({ normal: "10001", zip: "10001", four: null, valid: true })
    })

    it("reads a number value through its text", () => {
      expect(parse(10001)).toMatchObject({ normal: "10001", raw: "10001", valid: true })
    })

    it("treats a blank text as a valid US code without parts, as the old platform did", () => {
      expect(parse("  ")).toMatchObject({ normal: "", raw: "  ", valid: true, country_code: "US", code: null, zip: null })
    })
  })

  describe("Canada", () => {
    it("upper-cases and spaces the two halves", () => {
      for (const input of ["h3z 2y7", "H3Z2Y7", "h3z   2Y7"]) {
        expect(parse(input)).toMatchObject({
          normal: "H3Z 2Y7",
          raw: input,
          valid: true,
          country_code: "CA",
          fsa: "H3Z",
          ldu: "2Y7",
          district: "H",
          zip: null,
          outcode: null
        })
      }
    })
  })

  describe("United Kingdom", () => {
    it("splits outward and inward code and spaces them", () => {
      const cases: ReadonlyArray<readonly [input: string, normal: string, outcode: string]> = [
        ["M1 1AE", "M1 1AE", "M1"],
        ["b338th", "B33 8TH", "B33"],
        ["CR2 6XH", "CR2 6XH", "CR2"],
        ["dn551pt", "DN55 1PT", "DN55"],
        ["W1A 1HQ", "W1A 1HQ", "W1A"],
        ["ec1a 1bb", "EC1A 1BB", "EC1A"]
      ]
      for (const [input, normal, outcode] of cases) {
        expect(parse(input)).toMatchObject({ normal, outcode, valid: true, country_code: "GB" })
      }
    })

    it("accepts an inward code alone, keeping the separating blank as the old platform did", () => {
      expect(parse("9zz")).toMatchObject({ normal: " 9ZZ", outcode: null, incode: "9ZZ", valid: true })
    })
  })

  it("keeps anything else as its text, invalid and without parts", () => {
    for (const input of ["1000", "10001-23", "10001-234567", "ABCDE", "H3Z 2Y", "not a zip"]) {
      expect(parse(input)).toEqual({ normal: input, raw: input, valid: false })
    }
    expect(parse({ foo: 42 })).toEqual({ normal: "[object Object]", raw: "[object Object]", valid: false })
  })

  it("re-parses a parsed value from its raw", () => {
    const first = parseAny("postal_code", "h3z2y7")
    expect(parseAny("postal_code", first)).toEqual(first)
  })

  it("declares its operators, examples and components", () => {
    expect(postal_code.operators).toEqual([
      "is equal to",
      "is not equal to",
      "is blank",
      "is not blank",
      "format is valid",
      "format is invalid",
      "includes",
      "does not include",
      "is included in",
      "is not included in",
      "matches pattern",
      "does not match pattern"
    ])
    for (const example of postal_code.examples) {
      const value = parse(example)
      expect(value?.valid).toBe(true)
      for (const component of postal_code.components) expect(value).toHaveProperty(component.name)
    }
  })
})
