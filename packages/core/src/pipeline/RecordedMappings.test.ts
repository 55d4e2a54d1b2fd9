import { describe, expect, it } from "vitest"
import { maskMappings } from "./RecordedMappings.js"

describe("maskMappings", () => {
  it("masks header mappings that carry keys or credentials", () => {
    expect(
      maskMappings(
        [
          { property: "header.X-Api-Key", value: "k-12345678" },
          { property: "header.Authorization", value: "Bearer abc.def" },
          { property: "header.Cookie", value: "session=s3ss" },
          { property: "header.X-Campaign", value: "spring" }
        ],
        undefined
      )
    ).toEqual([
      { property: "header.X-Api-Key", value: "****" },
      { property: "header.Authorization", value: "****" },
      { property: "header.Cookie", value: "****" },
      { property: "header.X-Campaign", value: "spring" }
    ])
  })

  it("masks key-like parameters and fields by their last segment, repeated ones too", () => {
    expect(
      maskMappings(
        [
          { property: "parameter.api_key", value: "k-12345678" },
          { property: "parameter.token.0", value: ["t1", "t2"] },
          { property: "json_property.auth.password", value: "pw-9876" },
          { property: "cookie_search_term", value: "session" },
          { property: "json_property.email", value: "{{lead.email}}" }
        ],
        undefined
      )
    ).toEqual([
      { property: "parameter.api_key", value: "****" },
      { property: "parameter.token.0", value: "****" },
      { property: "json_property.auth.password", value: "****" },
      { property: "cookie_search_term", value: "session" },
      { property: "json_property.email", value: "{{lead.email}}" }
    ])
  })

  it("masks the password and key-like parameters of URL values, keeping the rest", () => {
    expect(
      maskMappings(
        [
          { property: "url", value: "https://jane:hunter2@buyer.com/leads?api_key=k-123&src=web" },
          { property: "fallbacks", value: ["https://buyer.com/a?token=t-1", null] }
        ],
        undefined
      )
    ).toEqual([
      { property: "url", value: "https://jane:****@buyer.com/leads?api_key=****&src=web" },
      { property: "fallbacks", value: ["https://buyer.com/a?token=****", null] }
    ])
  })

  it("masks the integration's declared secrets, and keeps null values and the array when nothing is secret", () => {
    expect(maskMappings([{ property: "pin", value: "4321" }, { property: "pass", value: null }], new Set(["pin"]))).toEqual([
      { property: "pin", value: "****" },
      { property: "pass", value: null }
    ])
    const plain = [{ property: "url", value: "https://buyer.com/leads" }]
    expect(maskMappings(plain, undefined)).toBe(plain)
  })
})
