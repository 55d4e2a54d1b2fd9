import { describe, it, expect } from "vitest"
import type { ResolvedParseOptions } from "../TypedValue.js"
import { boolean } from "./boolean.js"

const options: ResolvedParseOptions = { now: () => 0, certform: undefined }
const parse = (input: unknown) => boolean.parse(input, options)

describe("boolean", () => {
  it("reads yes-words and no-words in any case, ignoring punctuation and spaces", () => {
    for (const input of ["y", "Yes", "TRUE", "t", "1", "  true ", "T.R.U.E", "y e s", "true!", "-1"]) {
      expect(parse(input)).toEqual({ normal: true, raw: input, valid: true })
    }
    for (const input of ["n", "NO", "false", "F", "0", " f "]) {
      expect(parse(input)).toEqual({ normal: false, raw: input, valid: true })
    }
  })

  it("keeps booleans and reads only 1 and 0 among numbers", () => {
    expect(parse(true)).toEqual({ normal: true, raw: true, valid: true })
    expect(parse(false)).toEqual({ normal: false, raw: false, valid: true })
    expect(parse(1)).toEqual({ normal: true, raw: 1, valid: true })
    expect(parse(0)).toEqual({ normal: false, raw: 0, valid: true })
    expect(parse(2).valid).toBe(false)
    expect(parse(-1).valid).toBe(false)
  })

  it("gives false, invalid, for anything else", () => {
    for (const input of ["on", "off", "", "   ", "50", "asdf", "yes please", "N/A", { foo: 42 }, [1]]) {
      expect(parse(input)).toEqual({ normal: false, raw: input, valid: false })
    }
  })

  it("reads boxed values", () => {
    expect(parse(new Boolean(false))).toMatchObject({ normal: false, valid: true })
    expect(parse(new String("yes"))).toMatchObject({ normal: true, valid: true })
  })

  it("offers the truth operators first", () => {
    expect(boolean.operators.slice(0, 4)).toEqual(["is true", "is not true", "is false", "is not false"])
    for (const example of boolean.examples) expect(parse(example).valid).toBe(true)
  })
})
