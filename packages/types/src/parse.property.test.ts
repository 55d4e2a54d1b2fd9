import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { mask } from "./mask.js"
import { parse } from "./parse.js"
import { anyRaw, credentialRaw, rawFor, ssnRaw, typedRaw, typeName } from "./testing/arbitraries.js"
import { isTypedValue, typeNames, type TypedValue } from "./TypedValue.js"

const now = Date.parse("2026-11-21T00:00:00Z")
const options = { now }

describe("parse (properties)", () => {
  it("never throws, for any type and any JSON value, unicode text or other value", () => {
    fc.assert(
      fc.property(typeName, anyRaw, (type, raw) => {
        const value = parse(type, raw, options)
        if (raw === null || raw === undefined) expect(value).toBe(raw)
        else expect(isTypedValue(value)).toBe(true)
      }),
      { numRuns: 3000 }
    )
  })

  it("re-parsing a value's raw gives the same value", () => {
    fc.assert(
      fc.property(typedRaw, ({ type, raw }) => {
        const value = parse(type, raw, options)
        if (!isTypedValue(value)) return
        const reparsed = parse(type, value.raw, options)
        if (type === "phone" && typeof value["type"] === "string") {
          // The one kept quirk: a line-type hint (`5127891111 m`) is cut from a phone's raw, as the
          // old platform stored it, so only the hint itself is not found again.
          const { type: _hint, ...rest } = value
          const { type: _none, ...again } = reparsed as TypedValue
          expect(again).toEqual(rest)
        } else expect(reparsed).toEqual(value)
        // A typed value handed back to parse keeps its normal form and validity.
        const again = parse(type, value, options) as TypedValue
        expect([again.normal, again.valid]).toEqual([value.normal, value.valid])
      }),
      { numRuns: 2000 }
    )
  })

  for (const type of typeNames) {
    it(`${type}: parsing a valid value's normal gives the same normal`, () => {
      fc.assert(
        fc.property(rawFor(type), (raw) => {
          const value = parse(type, raw, options)
          if (!isTypedValue(value) || !value.valid) return
          const again = parse(type, value.normal, options) as TypedValue
          expect(again.normal).toEqual(value.normal)
          expect(again.valid).toBe(true)
        }),
        { numRuns: 300 }
      )
    })
  }
})

/** Every text the masked value shows: normal, raw and every component, recursively. */
const texts = (value: unknown): string[] => {
  if (value === null || value === undefined) return []
  if (typeof value === "object") return Object.entries(value).flatMap(([k, v]) => (k === "valid" || k === "masked" ? [] : texts(v)))
  return [String(value)]
}

describe("mask (properties)", () => {
  it("leaves no digit of an ssn visible", () => {
    fc.assert(
      fc.property(fc.oneof(ssnRaw, anyRaw), (raw) => {
        const masked = mask(parse("ssn", raw, options))
        for (const text of texts(masked)) expect(text).not.toMatch(/\d/)
      }),
      { numRuns: 1000 }
    )
  })

  it("leaves no character of a credential visible", () => {
    fc.assert(
      fc.property(credentialRaw, (raw) => {
        const masked = mask(parse("credential", raw, options))
        for (const text of texts(masked)) expect(text).toMatch(/^\**$/)
      }),
      { numRuns: 1000 }
    )
  })
})
