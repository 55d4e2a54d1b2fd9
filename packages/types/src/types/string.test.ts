import { describe, it, expect } from "vitest"
import type { ResolvedParseOptions } from "../TypedValue.js"
import { string } from "./string.js"

const options: ResolvedParseOptions = { now: () => 0, certform: undefined }
const parse = (input: unknown) => string.parse(input, options)

describe("string", () => {
  it("keeps text as it is, blank included", () => {
    expect(parse(" any text ")).toEqual({ normal: " any text ", raw: " any text ", valid: true })
    expect(parse("")).toEqual({ normal: "", raw: "", valid: true })
  })

  it("converts other values to their text", () => {
    expect(parse(5)).toMatchObject({ normal: "5", raw: 5 })
    expect(parse(true)).toMatchObject({ normal: "true", raw: true })
    expect(parse({ a: 1 })).toMatchObject({ normal: "[object Object]" })
    expect(parse([1, 2])).toMatchObject({ normal: "1,2" })
  })

  it("reads an already typed value through its normal form", () => {
    const parsedBoolean = { normal: true, raw: "yes", valid: true }
    expect(parse(string.fromTyped?.(parsedBoolean))).toMatchObject({ normal: "true", valid: true })
    const parsedPhone = { normal: "5127891111", raw: "(512) 789-1111", valid: true, area: "512" }
    expect(string.fromTyped?.(parsedPhone)).toBe("5127891111")
  })
})
