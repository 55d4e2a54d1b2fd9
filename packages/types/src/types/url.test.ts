import { describe, it, expect } from "vitest"
import { parse as parseAny } from "../parse.js"
import type { ResolvedParseOptions } from "../TypedValue.js"
import { url } from "./url.js"

const options: ResolvedParseOptions = { now: () => 0, certform: undefined }
const parse = (input: unknown) => url.parse(input, options)

describe("url", () => {
  it("splits a URL into protocol, host, port, path, query and hash", () => {
    expect(parse("https://shop.example.com:8443/cart/view?id=7&x=1#top")).toEqual({
      normal: "https://shop.example.com:8443/cart/view?id=7&x=1#top",
      raw: "https://shop.example.com:8443/cart/view?id=7&x=1#top",
      valid: true,
      protocol: "https",
      host: "shop.example.com:8443",
      port: "8443",
      path: "/cart/view",
      query: "id=7&x=1",
      hash: "#top"
    })
  })

  it("reads text without a scheme as http", () => {
    expect(parse("example.com/pricing")).toMatchObject({
      normal: "http://example.com/pricing",
      raw: "example.com/pricing",
      valid: true,
      protocol: "http"
    })
    expect(parse("intranet")).toMatchObject({ normal: "http://intranet/", valid: true })
  })

  it("normalises the way browsers do", () => {
    const cases: ReadonlyArray<readonly [string, string]> = [
      ["  HTTPS://Example.COM  ", "https://example.com/"],
      ["http://example.com:80/a", "http://example.com/a"],
      ["https://bücher.de/", "https://xn--bcher-kva.de/"],
      ["http://example.com/a b", "http://example.com/a%20b"],
      ["example.com?q=1", "http://example.com/?q=1"]
    ]
    for (const [input, normal] of cases) expect(parse(input)).toMatchObject({ normal, raw: input, valid: true })
  })

  it("leaves port, query and hash empty when absent", () => {
    expect(parse("http://example.com")).toMatchObject({ port: "", path: "/", query: "", hash: "" })
  })

  it("accepts only http and https addresses with a host", () => {
    for (const input of ["", " ", "http://", "ftp://example.com", "mailto://x@example.com", "javascript:alert(1)", "http://exa mple.com"]) {
      expect(parse(input)).toEqual({ normal: input, raw: input, valid: false })
    }
    expect(parse({ foo: 42 })).toEqual({ normal: "[object Object]", raw: "[object Object]", valid: false })
  })

  it("re-parses a parsed value from its raw", () => {
    const first = parseAny("url", "Example.com/a?b=c")
    expect(parseAny("url", first)).toEqual(first)
  })

  it("declares its operators, examples and components", () => {
    expect(url.operators).toEqual([
      "is equal to",
      "is not equal to",
      "is blank",
      "is not blank",
      "is obscene",
      "is not obscene",
      "format is valid",
      "format is invalid",
      "includes",
      "does not include",
      "is included in",
      "is not included in"
    ])
    for (const example of url.examples) {
      const value = parse(example)
      expect(value?.valid).toBe(true)
      for (const component of url.components) expect(value).toHaveProperty(component.name)
    }
  })
})
