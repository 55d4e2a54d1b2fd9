import { describe, expect, it } from "vitest"
import { cleanName, cleanRecord, cleanValue } from "./Hygiene.js"

describe("hygiene", () => {
  it("trims values and drops control characters", () => {
    expect(cleanValue("  Jane\u0007 ")).toBe("Jane")
  })

  it("replaces lone surrogates (not storable text) and keeps real pairs", () => {
    expect(cleanValue("a\ud800b")).toBe("a\uFFFDb")
    expect(cleanValue("\udc00")).toBe("\uFFFD")
    expect(cleanValue("smile 😀")).toBe("smile 😀")
    expect(cleanRecord({ name: ["x\ud83d"] }, false)).toEqual({ name: ["x\uFFFD"] })
  })

  it("drops control characters from names and replaces their lone surrogates (no database stores them)", () => {
    expect(cleanName("fir\u0000st\u0007 name")).toBe("first_name")
    expect(cleanName("a\ud800")).toBe("a\uFFFD")
    expect(Object.keys(cleanRecord({ "e\u0000mail": "x@example.com" }, false))).toEqual(["email"])
    expect(cleanName("first\vname")).toBe("first_name")
  })

  it("never keeps a name that cleans to a prototype key", () => {
    const hostile = JSON.parse('{"__PROTO__":{"polluted":1},"__pro\\u0000to__":{"polluted":2}," Constructor ":1,"email":"x@example.com"}') as Record<string, unknown>
    const cleaned = cleanRecord(hostile, false)
    expect(Object.getPrototypeOf(cleaned)).toBe(Object.prototype)
    expect((cleaned as { polluted?: unknown }).polluted).toBeUndefined()
    expect(Object.keys(cleaned)).toEqual(["email"])
  })

  it("cleans names and never keeps prototype keys", () => {
    expect(cleanName(" First Name ")).toBe("first_name")
    const cleaned = cleanRecord(JSON.parse('{"__proto__":{"x":1},"email":"a@b.co"}') as Record<string, unknown>, false)
    expect(Object.keys(cleaned)).toEqual(["email"])
  })

  it("cleans a name the same way each time it comes, however many other names came between", () => {
    expect(cleanName("Zip-Code")).toBe("zip_code")
    expect(cleanName("xxTrustedFormCertUrl")).toBe("certform_cert_url")
    expect(cleanName("EMAIL")).toBe("email")
    expect(cleanName("email")).toBe("email")
    for (let i = 0; i < 10_000; i++) expect(cleanName(`Field ${i}`)).toBe(`field_${i}`)
    expect(cleanName("Zip-Code")).toBe("zip_code")
    expect(cleanName("xxTrustedFormCertUrl")).toBe("certform_cert_url")
    expect(cleanName(" First Name ")).toBe("first_name")
  })
})
