import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { parseForm } from "./FormBody.js"
import { KeyCollision, unflatten } from "./Unflatten.js"

describe("form un-flattening", () => {
  it("nests dotted keys and decodes + and percent escapes", () => {
    expect(parseForm("first_name=Joe&callcenter.additional_services=script+writing&callcenter.seats=10%2B")).toEqual({
      first_name: "Joe",
      callcenter: { additional_services: "script writing", seats: "10+" }
    })
  })

  it("gives repeated keys as arrays and skips empty pairs", () => {
    expect(parseForm("a=1&&a=2&b=&c")).toEqual({ a: ["1", "2"], b: "", c: "" })
  })

  it("keeps malformed percent escapes as written", () => {
    expect(parseForm("note=100%zz")).toEqual({ note: "100%zz" })
  })

  it("refuses a value that is also a set of fields, in either order", () => {
    expect(() => parseForm("utility=SCE&utility.electric.company.name=SCE")).toThrow(KeyCollision)
    expect(() => parseForm("utility=SCE&utility.electric.company.name=SCE")).toThrow(
      "Cannot read property 'electric' of 'utility': it holds a value, not fields"
    )
    expect(() => parseForm("a.b.c=1&a.b=2")).toThrow("Cannot set 'a.b' to a value: it already holds fields")
    expect(() => parseForm("a=1&a=2&a.b=3")).toThrow(TypeError)
  })

  it("keeps keys with an empty segment as written", () => {
    expect(unflatten({ "a..b": "1", "c.": "2", ".d": "3" })).toEqual({ "a..b": "1", "c.": "2", ".d": "3" })
  })

  it("drops keys that would reach a prototype", () => {
    const out = parseForm("__proto__.polluted=1&a.constructor.prototype.polluted=1&constructor=x&safe=1")
    expect(out).toEqual({ safe: "1" })
    expect(({} as Record<string, unknown>)["polluted"]).toBeUndefined()
  })

  it("is the identity on keys without dots", () => {
    const key = fc.stringMatching(/^[a-z_][a-z0-9_]{0,8}$/).filter((k) => k !== "constructor" && k !== "prototype" && k !== "__proto__")
    fc.assert(
      fc.property(fc.dictionary(key, fc.string()), (flat) => {
        expect(unflatten(flat)).toEqual(flat)
      })
    )
  })

  it("nests every dotted key so that it reads back at its path", () => {
    const segment = fc.stringMatching(/^[a-z][a-z0-9]{0,4}$/).filter((k) => k !== "constructor" && k !== "prototype" && k !== "__proto__")
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 4 }), fc.string(), (path, value) => {
        let node: unknown = unflatten({ [path.join(".")]: value })
        for (const s of path) node = (node as Record<string, unknown>)[s]
        expect(node).toBe(value)
      })
    )
  })
})
