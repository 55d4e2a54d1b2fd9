import fc from "fast-check"
import { parse } from "@leadflow/types"
import { describe, expect, it } from "vitest"
import { buildDocument } from "./Document.js"
import { documentJson } from "./DocumentText.js"

const json = (family: unknown, ascii = false) => JSON.parse(documentJson(family, ascii)) as unknown

describe("JSON documents from json_property.*", () => {
  it("compacts arrays: sparse indexes, explicit nulls and nulls inside list values", () => {
    expect(json({ foo: { "0": "a", "3": null, "7": "b" } })).toEqual({ foo: ["a", "b"] })
    expect(json({ "foo.0": "a", "foo.5": "b" })).toEqual({ foo: ["a", "b"] })
    expect(json({ foo: ["a", null, undefined, "b"] })).toEqual({ foo: ["a", "b"] })
  })

  it("orders array items by number, also for spellings like 01", () => {
    expect(json({ foo: { "10": "c", "2": "b", "01": "a" } })).toEqual({ foo: ["a", "b", "c"] })
  })

  it("makes a root array only when every top-level name is an integer", () => {
    expect(json({ "0": { a: 1 }, "2": { b: 2 } })).toEqual([{ a: 1 }, { b: 2 }])
    expect(json({ "0": { a: 1 }, b: 2 })).toEqual({ "0": { a: 1 }, b: 2 })
    expect(documentJson(undefined, false)).toBe("[]")
    expect(documentJson({}, false)).toBe("[]")
  })

  it("gives the same document for nested (engine) and dotted spellings, merging them", () => {
    const nested = { lead: { name: "Jo", phones: { "0": "1", "1": "2" } } }
    const dotted = { "lead.name": "Jo", "lead.phones.0": "1", "lead.phones.1": "2" }
    const mixed = { lead: { name: "Jo" }, "lead.phones.0": "1", "lead.phones.1": "2" }
    expect(json(nested)).toEqual({ lead: { name: "Jo", phones: ["1", "2"] } })
    expect(json(dotted)).toEqual(json(nested))
    expect(json(mixed)).toEqual(json(nested))
  })

  it("lets the later mapping win when a name is both a value and a container", () => {
    expect(json({ a: "x", "a.b": "y" })).toEqual({ a: { b: "y" } })
    expect(json({ "a.b": "y", a: "x" })).toEqual({ a: "x" })
  })

  it("drops from lists what JSON would write as null (NaN, Infinity, functions)", () => {
    expect(json({ a: [Number.NaN, 1, Number.POSITIVE_INFINITY, () => 2], b: Number.NaN })).toEqual({ a: [1], b: null })
  })

  it("keeps brackets literal and numbers, booleans and typed values as JSON values", () => {
    expect(json({ "a[0]": 1, b: true, c: parse("number", "$1,000"), d: parse("number", "nope") })).toEqual({
      "a[0]": 1,
      b: true,
      c: 1000,
      d: "nope"
    })
  })

  it("transliterates names and values with send_ascii", () => {
    expect(json({ "prénom": "Mêl", nested: { "straße": ["Groß"] } }, true)).toEqual({ prenom: "Mel", nested: { strasse: ["Gross"] } })
  })

  it("keeps __proto__ an ordinary name, never the document's prototype", () => {
    const family = JSON.parse('{"__proto__": {"polluted": 1}, "a": 1}') as Record<string, unknown>
    const doc = buildDocument(family, false) as Record<string, unknown>
    expect(Object.getPrototypeOf(doc)).toBe(Object.prototype)
    expect(Object.keys(doc)).toEqual(["__proto__", "a"])
    expect(documentJson(family, false)).toBe('{"__proto__":{"polluted":1},"a":1}')
  })

  it("writes exactly the JSON of the object document, for any family", () => {
    const name = fc.oneof(fc.constantFrom("a", "b", "0", "1", "7", "01", "a.b", "0.a", "x.1.y", "__proto__"), fc.string({ maxLength: 4 }))
    const leaf = fc.oneof(
      fc.string(),
      fc.integer(),
      fc.double(),
      fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, -0, null, undefined, true, false, "Mêl ß", 'a"b\\c\n'),
      fc.constantFrom(parse("phone", "512-789-1111"), parse("number", "oops"), new Date(0))
    )
    const family = fc.letrec((tie) => ({
      node: fc.dictionary(name, fc.oneof({ depthSize: "small" }, leaf, fc.array(leaf, { maxLength: 3 }), tie("node")), { maxKeys: 4 })
    })).node
    fc.assert(
      fc.property(family, fc.boolean(), (f, ascii) => {
        expect(documentJson(f, ascii)).toBe(JSON.stringify(buildDocument(f, ascii)))
      }),
      { numRuns: 1000 }
    )
  })
})
