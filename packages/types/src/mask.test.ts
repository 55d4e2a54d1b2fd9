import { describe, it, expect } from "vitest"
import { mask } from "./mask.js"
import type { ResolvedParseOptions } from "./TypedValue.js"
import { credential } from "./types/credential.js"
import { ssn } from "./types/ssn.js"

const options: ResolvedParseOptions = { now: () => 0, certform: undefined }
const DIGIT = /\d/

describe("mask", () => {
  it("hides every digit of an ssn, raw and parts included, keeping valid", () => {
    const masked = mask(ssn.parse("123-45-6789", options))
    expect(masked).toEqual({
      normal: "*********",
      raw: "***********",
      valid: true,
      masked: true,
      first_three: "***",
      middle_two: "**",
      last_four: "****"
    })
    expect(DIGIT.test(JSON.stringify(masked))).toBe(false)
  })

  it("keeps null parts of an invalid ssn null", () => {
    expect(mask(ssn.parse("12-34", options))).toMatchObject({ normal: "*****", valid: false, first_three: null })
  })

  it("hides every character of a credential", () => {
    const masked = mask(credential.parse("sekret-pazzward", options))
    expect(masked).toEqual({ normal: "***************", raw: "***************", valid: true, masked: true })
  })

  it("hides a number raw by its text length", () => {
    expect(mask(credential.parse(1234, options))).toMatchObject({ normal: "****", raw: "****" })
  })

  it("keeps a dob's year, age and validity", () => {
    const dob = { normal: "1990-06-02", raw: "06/02/1990", valid: true, masked: false, age: 32, year: 1990 }
    expect(mask(dob)).toEqual({ normal: "**/**/1990", raw: "**/**/1990", valid: true, masked: true, age: 32, year: 1990 })
  })

  it("takes a dob's year from its normal form when it has no year", () => {
    const dob = { normal: "2000-01-01", raw: "01-01-2000", valid: true, masked: false, age: 22.4 }
    expect(mask(dob)).toMatchObject({ normal: "**/**/2000", raw: "**/**/2000" })
  })

  it("hides an invalid dob completely", () => {
    const dob = { normal: "soon", raw: "soon", valid: false, masked: false, age: null, year: null }
    expect(mask(dob)).toEqual({ normal: "****", raw: "****", valid: false, masked: true, age: null, year: null })
  })

  it("leaves values that are not maskable or already masked untouched", () => {
    const phone = { normal: "5127891111", raw: "(512) 789-1111", valid: true, area: "512" }
    expect(mask(phone)).toBe(phone)
    const already = { normal: "foo***", raw: "foo***", valid: true, masked: true }
    expect(mask(already)).toBe(already)
    expect(mask("secret")).toBe("secret")
    expect(mask(42)).toBe(42)
    expect(mask(null)).toBe(null)
    expect(mask(undefined)).toBe(undefined)
  })

  it("is idempotent", () => {
    const once = mask(ssn.parse("123456789", options))
    expect(mask(once)).toEqual(once)
  })

  it("does not change its input", () => {
    const value = ssn.parse("123-45-6789", options)
    const copy = { ...value }
    mask(value)
    expect(value).toEqual(copy)
  })

  it("masks the masked values inside a lead and leaves the rest", () => {
    const phone = { normal: "5127891111", raw: "5127891111", valid: true }
    const lead = { ssn: ssn.parse("123456789", options), phone, names: ["Ann"] }
    const masked = mask(lead) as Record<string, unknown>
    expect(masked["ssn"]).toMatchObject({ normal: "*********", masked: true })
    expect(masked["phone"]).toBe(phone)
    expect(masked["names"]).toEqual(["Ann"])
    expect(masked).not.toHaveProperty("masked")
  })

  it("masks plain objects flagged with masked, deeply, keeping valid", () => {
    const input = {
      masked: false,
      text: "a string",
      count: 102,
      flag: true,
      none: null,
      nested: { foo: "bar", list: [1, "23", false, { valid: true, x: "xy" }] },
      valid: false
    }
    expect(mask(input)).toEqual({
      masked: true,
      text: "********",
      count: "***",
      flag: "*",
      none: null,
      nested: { foo: "***", list: ["*", "**", "*", { valid: true, x: "**" }] },
      valid: false
    })
  })

  it("leaves functions alone and hides dates by their text", () => {
    const fn = () => "secret"
    const date = new Date(0)
    const masked = mask({ masked: false, fn, date }) as Record<string, unknown>
    expect(masked["fn"]).toBe(fn)
    expect(masked["date"]).toBe("*".repeat(String(date).length))
  })

  it("keeps a __proto__ key of parsed JSON a plain key", () => {
    const input = JSON.parse('{"masked":false,"__proto__":{"polluted":"yes"}}') as unknown
    const masked = mask(input) as Record<string, unknown>
    expect(Object.getPrototypeOf(masked)).toBe(Object.prototype)
    expect(Object.getOwnPropertyDescriptor(masked, "__proto__")?.value).toEqual({ polluted: "***" })
  })
})
