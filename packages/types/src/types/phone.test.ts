import { describe, it, expect } from "vitest"
import { parse as parseAny } from "../parse.js"
import type { ResolvedParseOptions } from "../TypedValue.js"
import { phone } from "./phone.js"

const options: ResolvedParseOptions = { now: () => 0, certform: undefined }
const parse = (input: unknown) => phone.parse(input, options)

describe("phone", () => {
  it("splits a US number into area, exchange and line", () => {
    expect(parse("(214) 555-0187")).toEqual({
      normal: "2145550187",
      raw: "(214) 555-0187",
      valid: true,
      area: "214",
      exchange: "555",
      line: "0187",
      number: "5550187",
      extension: null,
      country_code: "US",
      country_calling_code: 1,
      is_tollfree: false,
      type: null
    })
  })

  it("reads the usual US spellings, with or without the leading 1, to the same normal form", () => {
    for (const input of ["214-555-0187", "214.555.0187", "1 214 555 0187", "+1 (214) 555-0187", "12145550187", " 2145550187 "]) {
      expect(parse(input)).toMatchObject({ normal: "2145550187", raw: input, valid: true, area: "214" })
    }
  })

  it("reads a number value through its text", () => {
    expect(parse(2145550187)).toMatchObject({ normal: "2145550187", raw: "2145550187", valid: true })
  })

  it("appends the extension to the normal form", () => {
    for (const input of ["214-555-0187 x9", "214-555-0187x9", "214-555-0187 ext. 9", "214 555 0187 extension 9"]) {
      expect(parse(input)).toMatchObject({ normal: "2145550187x9", extension: "9", number: "5550187" })
    }
  })

  it("flags the US toll-free area codes", () => {
    for (const area of ["800", "844", "855", "866", "877", "888"]) {
      expect(parse(`${area}-234-5678`)).toMatchObject({ area, is_tollfree: true })
    }
    expect(parse("900-234-5678")).toMatchObject({ area: "900", is_tollfree: false })
  })

  it("flags 833, a US toll-free code since 2017, as toll-free (regression)", () => {
    expect(parse("+1 833 555 0199")).toMatchObject({ area: "833", is_tollfree: true })
    expect(parse("1-833-234-5678")).toMatchObject({ area: "833", is_tollfree: true, valid: true })
  })

  it("keeps international numbers without their country code, exchange and line left undefined", () => {
    const berlin = parse("+49 30 901820")
    expect(berlin).toMatchObject({
      normal: "30901820",
      valid: true,
      area: "30",
      number: "901820",
      country_code: "DE",
      country_calling_code: 49
    })
    expect(berlin?.["exchange"]).toBeUndefined()
    expect(berlin?.["line"]).toBeUndefined()
    expect(parse("011 33 1 42 68 53 00")).toMatchObject({ normal: "142685300", area: "1", country_code: "FR" })
  })

  it("reports the main country of a shared calling code", () => {
    expect(parse("+1 604 555 0134")).toMatchObject({ area: "604", country_code: "US", country_calling_code: 1 })
    expect(parse("+7 727 250 0000")).toMatchObject({ country_code: "RU", country_calling_code: 7 })
  })

  it("counts an Argentine mobile token as part of the area code", () => {
    expect(parse("+54 9 11 2345 6789")).toMatchObject({ normal: "91123456789", area: "911", valid: true })
  })

  describe("line-type hints", () => {
    it("maps a trailing h, w, c or m to home, work or mobile and drops it from raw", () => {
      const cases: ReadonlyArray<readonly [input: string, type: string, raw: string]> = [
        ["2145550187h", "home", "2145550187"],
        ["2145550187 w", "work", "2145550187"],
        ["2145550187(c)", "mobile", "2145550187"],
        [" (214) 555-0187 m ", "mobile", "(214) 555-0187"]
      ]
      for (const [input, type, raw] of cases) {
        expect(parse(input)).toMatchObject({ normal: "2145550187", raw, type, valid: true })
      }
    })

    it("reads hints in either case, but never a letter inside a word", () => {
      expect(parse("2145550187M")).toMatchObject({ type: "mobile", normal: "2145550187" })
      expect(parse("+1 512 789 1111 (H)")).toMatchObject({ type: "home", normal: "5127891111" })
      expect(parse("5127891111 cash")).toMatchObject({ type: null, raw: "5127891111 cash" })
    })

    it("keeps the hint on numbers that cannot be read", () => {
      expect(parse("no phone m")).toEqual({ normal: "no phone", raw: "no phone", valid: false, type: "mobile" })
    })
  })

  describe("masked numbers", () => {
    it("parses stars as digits, masks the parts again and counts the number as valid", () => {
      expect(parse("(214) ***-**87")).toMatchObject({
        normal: "214*****87",
        raw: "(214) ***-**87",
        valid: true,
        masked: true,
        area: "214",
        exchange: "***",
        line: "**87",
        number: "*****87"
      })
    })

    it("masks the extension too", () => {
      expect(parse("214-***-**** x*5")).toMatchObject({ normal: "214*******x*5", extension: "*5", masked: true })
    })

    it("reports an unknown area as *** when the area code is masked", () => {
      expect(parse("***-***-0187")).toMatchObject({ normal: "******0187", area: "***", masked: true, valid: true })
    })

    it("sets no masked flag on numbers without stars", () => {
      expect(parse("2145550187")).not.toHaveProperty("masked")
    })
  })

  describe("numbers that parse but are not valid", () => {
    it("keep their parts with an unknown area", () => {
      expect(parse("555-0187")).toMatchObject({
        normal: "5550187",
        valid: false,
        area: "***",
        exchange: "555",
        line: "0187",
        country_code: "US"
      })
    })

    it("cut the subscriber number of +1 numbers to seven digits", () => {
      expect(parse("21455501877")).toMatchObject({ normal: "21455501877", valid: false, number: "2145550" })
    })

    it("include numbers on unassigned area codes", () => {
      expect(parse("1234567890")).toMatchObject({ valid: false, area: "***" })
    })
  })

  it("keeps text without a phone number as it is, invalid and without parts", () => {
    for (const input of ["", "   ", "call me", "n/a"]) {
      expect(parse(input)).toEqual({ normal: input, raw: input, valid: false })
    }
    expect(parse({ foo: 42 })).toEqual({ normal: "[object Object]", raw: "[object Object]", valid: false })
  })

  it("re-parses a parsed value from its raw", () => {
    const first = parseAny("phone", "214.555.0187")
    expect(parseAny("phone", first)).toEqual(first)
  })

  it("declares its operators, examples and components", () => {
    expect(phone.operators).toEqual([
      "is equal to",
      "is not equal to",
      "is blank",
      "is not blank",
      "format is valid",
      "format is invalid",
      "includes",
      "does not include",
      "is included in",
      "is not included in"
    ])
    expect(phone.maskable).toBe(false)
    for (const example of phone.examples) expect(parse(example)?.valid).toBe(true)
    const value = parse(phone.examples[0])
    for (const component of phone.components) expect(value).toHaveProperty(component.name)
  })
})
