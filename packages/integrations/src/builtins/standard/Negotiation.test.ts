import { describe, expect, it } from "vitest"
import { negotiate } from "./Negotiation.js"

describe("Accept negotiation", () => {
  it("answers JSON without an Accept header or for anything", () => {
    expect(negotiate(undefined)).toBe("application/json")
    expect(negotiate("")).toBe("application/json")
    expect(negotiate("*/*")).toBe("application/json")
    expect(negotiate("application/*")).toBe("application/json")
    expect(negotiate("application/json; charset=utf-8")).toBe("application/json")
  })

  it("answers XML in the type asked for", () => {
    expect(negotiate("text/xml")).toBe("text/xml")
    expect(negotiate("application/xml")).toBe("application/xml")
    expect(negotiate("TEXT/XML")).toBe("text/xml")
    expect(negotiate("text/*")).toBe("text/xml")
  })

  it("follows qualities, and the most specific range gives a type its quality", () => {
    expect(negotiate("application/json;q=0.5, text/xml")).toBe("text/xml")
    expect(negotiate("*/*;q=0.1, application/xml")).toBe("application/xml")
    expect(negotiate("application/json;q=0, */*")).toBe("application/xml")
    expect(negotiate("text/xml, */*")).toBe("text/xml")
    // A browser's form post
    expect(negotiate("text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8")).toBe("application/xml")
  })

  it("finds nothing when no acceptable range names JSON or XML", () => {
    expect(negotiate("text/html")).toBeUndefined()
    expect(negotiate("image/png, text/plain")).toBeUndefined()
    expect(negotiate("application/json;q=0")).toBeUndefined()
    expect(negotiate("*/*;q=0")).toBeUndefined()
  })
})
