import { describe, it, expect } from "vitest"
import type { ResolvedParseOptions } from "../TypedValue.js"
import { credential } from "./credential.js"

const options: ResolvedParseOptions = { now: () => 0, certform: undefined }
const parse = (input: unknown) => credential.parse(input, options)

describe("credential", () => {
  it("accepts any text, even empty, as a valid unmasked secret", () => {
    expect(parse("s3cret!")).toEqual({ normal: "s3cret!", raw: "s3cret!", valid: true, masked: false })
    expect(parse("")).toEqual({ normal: "", raw: "", valid: true, masked: false })
  })

  it("keeps the secret only in normal and raw", () => {
    const value = parse("hunter2")
    const elsewhere = Object.entries(value).filter(([key]) => key !== "normal" && key !== "raw")
    expect(elsewhere.map(([, item]) => item)).not.toContain("hunter2")
  })

  it("reads a number as its text", () => {
    expect(parse(1234)).toMatchObject({ normal: "1234", valid: true })
  })

  it("is maskable and offers no format operators", () => {
    expect(credential.maskable).toBe(true)
    expect(credential.operators).not.toContain("format is valid")
    expect(credential.operators).toContain("includes")
  })
})
