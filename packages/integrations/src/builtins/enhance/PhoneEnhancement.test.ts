import { parse } from "@leadflow/types"
import { anyRaw, phoneRaw } from "@leadflow/types/testing"
import fc from "fast-check"
import { parsePhoneNumberFromString } from "libphonenumber-js/max"
import { describe, expect, it } from "vitest"
import { enhancePhone } from "./PhoneEnhancement.js"

describe("enhancePhone", () => {
  it("describes a US number: range type, country, state of the area code, formats", () => {
    expect(enhancePhone("(512) 789-1111")).toEqual({
      valid: true,
      line_type: "landline-or-mobile",
      country: "US",
      country_calling_code: 1,
      state: "TX",
      e164: "+15127891111",
      national: "(512) 789-1111",
      international: "+1 512 789 1111"
    })
  })

  it("leaves the extension out of every format", () => {
    expect(enhancePhone("512.789.1111 x 44")).toMatchObject({
      e164: "+15127891111",
      national: "(512) 789-1111",
      international: "+1 512 789 1111"
    })
  })

  it("tells the line types libphonenumber knows", () => {
    expect(enhancePhone("1-800-555-0199")).toMatchObject({ line_type: "toll-free", country: "US", state: null })
    expect(enhancePhone("+1 900 555 1234")).toMatchObject({ line_type: "premium-rate", state: null })
    expect(enhancePhone("+1 500 555 1234")).toMatchObject({ line_type: "personal", state: null })
    expect(enhancePhone("+44 7400 123456")).toMatchObject({ line_type: "mobile", country: "GB", country_calling_code: 44 })
    expect(enhancePhone("+44 20 7946 0958")).toMatchObject({
      line_type: "landline",
      country: "GB",
      state: null,
      national: "020 7946 0958",
      international: "+44 20 7946 0958"
    })
    expect(enhancePhone("+1 684 258 1234")).toMatchObject({ line_type: "mobile", country: "AS", state: "AS" })
  })

  it("gives the number's own country inside the +1 plan, and a state only for the US", () => {
    expect(enhancePhone("416 555 0123")).toMatchObject({ country: "CA", country_calling_code: 1, state: null })
    expect(enhancePhone("787 555 0123")).toMatchObject({ country: "PR", state: "PR" })
    expect(enhancePhone("+1 876 927 1234")).toMatchObject({ country: "JM", state: null })
  })

  it("reads a typed phone from its raw input, so a foreign number keeps its country", () => {
    const typed = parse("phone", "+44 20 7946 0958 h")
    expect(typed?.["normal"]).toBe("2079460958")
    expect(enhancePhone(typed)).toMatchObject({ country: "GB", e164: "+442079460958" })
    expect(enhancePhone(5127891111)).toMatchObject({ e164: "+15127891111" })
  })

  it("has nothing to say about what is no valid number, masked or not a phone at all", () => {
    for (const value of ["555-1234", "123", "hello", "", "512-789-****", parse("phone", "512-789-****"), null, {}, [5127891111]])
      expect(enhancePhone(value)).toBeUndefined()
  })

  it("answers exactly for the phones @leadflow/types finds valid (masked ones aside)", () => {
    fc.assert(
      fc.property(fc.oneof(phoneRaw, anyRaw), (raw) => {
        const typed = parse("phone", raw)
        const enhanced = enhancePhone(typed)
        const readable = typed !== null && typed !== undefined && typed.valid && typed["masked"] !== true
        expect(enhanced !== undefined).toBe(readable)
        if (enhanced === undefined || typed === null || typed === undefined) return
        // E.164 reads back as the same number.
        expect(parsePhoneNumberFromString(enhanced.e164)?.nationalNumber).toBe(String(typed.normal).split("x")[0])
        expect(enhanced.country_calling_code).toBe(typed["country_calling_code"])
      })
    )
  })
})
