import { describe, it, expect } from "vitest"
import type { ResolvedParseOptions } from "../TypedValue.js"
import { city, first_name, last_name } from "./names.js"

const options: ResolvedParseOptions = { now: () => 0, certform: undefined }

describe.each([city, first_name, last_name])("$name", (type) => {
  const parse = (input: unknown) => type.parse(input, options)

  it("keeps text exactly as given", () => {
    for (const input of ["Austin", "  Saint-Louis ", "o'neil", "Zoë"]) {
      expect(parse(input)).toEqual({ normal: input, raw: input, valid: true })
    }
  })

  it("flags blank text as invalid but keeps it", () => {
    expect(parse("")).toEqual({ normal: "", raw: "", valid: false })
    expect(parse(" \t")).toEqual({ normal: " \t", raw: " \t", valid: false })
  })

  it("flags non-text as invalid, keeping its text and the original raw", () => {
    const object = { foo: 42 }
    expect(parse(object)).toEqual({ normal: "[object Object]", raw: object, valid: false })
    expect(parse(42)).toEqual({ normal: "42", raw: 42, valid: false })
  })

  it("offers no comparison operators", () => {
    expect(type.operators).not.toContain("is less than")
    expect(type.operators).toContain("matches pattern")
  })
})

describe("operators", () => {
  it("lets only city use the inclusion operators", () => {
    expect(city.operators).toContain("is included in")
    expect(first_name.operators).not.toContain("is included in")
    expect(last_name.operators).toEqual(first_name.operators)
  })
})
