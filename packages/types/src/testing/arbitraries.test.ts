import fc from "fast-check"
import { describe, expect, it } from "vitest"
import type { TypeName } from "../TypedValue.js"
import { leadFor, rawFor } from "./arbitraries.js"

describe("lead arbitraries", () => {
  it("generate a raw value for every field of a lead", () => {
    const [lead] = fc.sample(leadFor({ phone_1: "phone", email: "email", ip_address: "ip" }), { numRuns: 1, seed: 1 })
    expect(Object.keys(lead ?? {}).sort()).toEqual(["email", "ip_address", "phone_1"])
  })

  it("name a type that is not a field type, at once", () => {
    expect(() => rawFor("ip_address" as TypeName)).toThrow('rawFor: "ip_address" is not a field type')
    expect(() => leadFor({ ip_address: "ip_address" as TypeName })).toThrow(/is not a field type \(/)
  })
})
