import { describe, expect, it } from "vitest"
import { href, parseHash } from "./router.js"

describe("hash routes", () => {
  it("decode each path segment and read the query", () => {
    const route = parseHash("#/leads/a%2Fb?q=ada&outcome=failure")
    expect(route.parts).toEqual(["leads", "a/b"])
    expect(route.query.get("q")).toBe("ada")
    expect(parseHash(href("flows", "x y#?")).parts).toEqual(["flows", "x y#?"])
  })

  it("keep a segment that is not well-formed as it stands, instead of throwing", () => {
    expect(() => parseHash("#/leads/abc%E0%A4%A")).not.toThrow()
    expect(parseHash("#/leads/abc%E0%A4%A").parts).toEqual(["leads", "abc%E0%A4%A"])
    expect(parseHash("#/leads/100%").parts).toEqual(["leads", "100%"])
    expect(parseHash("#/flows/%zz/x%41").parts).toEqual(["flows", "%zz", "xA"])
    // The query is URLSearchParams': lenient (U+FFFD for what it cannot read), never throwing.
    expect(() => parseHash("#/leads?since=%E0%A4%A").query.get("since")).not.toThrow()
  })
})
