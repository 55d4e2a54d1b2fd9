import { describe, it, expect } from "vitest"
import type { ResolvedParseOptions } from "../TypedValue.js"
import { dob } from "./dob.js"

const at = (iso: string): ResolvedParseOptions => ({ now: () => Date.parse(iso), certform: undefined })
const june2 = at("2022-06-02T00:00:00Z")
const age = (input: string, options = june2) => dob.parse(input, options)["age"]

describe("dob", () => {
  it("reads dates like the date type and adds age, year and masked", () => {
    expect(dob.parse("06/02/2014", june2)).toEqual({
      normal: "2014-06-02",
      raw: "06/02/2014",
      valid: true,
      masked: false,
      age: 8,
      year: 2014
    })
  })

  it("gives whole years on the birthday and adds tenths of a year since the last birthday", () => {
    expect(age("1990-06-02")).toBe(32)
    expect(age("1990-06-03")).toBe(31.9)
    expect(age("1990-04-26")).toBe(32.1)
    expect(age("01/15/1985")).toBe(37.3)
  })

  it("rounds down, so the tenths never reach the next birthday", () => {
    expect(age("1990-06-03", at("2022-06-02T23:59:59Z"))).toBe(31.9)
    expect(age("1990-06-03", at("2022-06-03T00:00:00Z"))).toBe(32)
  })

  it("counts by the UTC day of now, whatever the hour", () => {
    expect(age("1990-06-02", at("2022-06-01T23:59:59Z"))).toBe(31.9)
    expect(age("1990-06-02", at("2022-06-02T23:59:59Z"))).toBe(32)
  })

  it("gives a Feb 29 birthday a real age, the birthday being Mar 1 in common years", () => {
    expect(age("2000-02-29")).toBe(22.2)
    expect(age("2000-02-29", at("2022-02-28T12:00:00Z"))).toBe(21.9)
    expect(age("2000-02-29", at("2022-03-01T12:00:00Z"))).toBe(22)
    expect(age("2000-02-29", at("2024-02-29T12:00:00Z"))).toBe(24)
  })

  it("gives future dates negative whole years plus the tenths since the last anniversary", () => {
    expect(age("2030-01-01")).toBe(-6.6)
    expect(age("2023-06-02")).toBe(0)
  })

  it("pivots two-digit years like the date type", () => {
    expect(dob.parse("6/2/04", june2)).toMatchObject({ normal: "2004-06-02", age: 18, year: 2004 })
  })

  it("marks unreadable input invalid, unmasked, with no age or year", () => {
    expect(dob.parse("garbage", june2)).toEqual({
      normal: "garbage",
      raw: "garbage",
      valid: false,
      masked: false,
      age: null,
      year: null
    })
  })

  it("is maskable and comparable", () => {
    expect(dob.maskable).toBe(true)
    expect(dob.operators).toContain("is between")
    expect(dob.components.map((c) => c.name)).toEqual(["age", "year", "masked"])
  })
})
