import { validateHeaderValue } from "node:http"
import { parse } from "@leadflow/types"
import { describe, expect, it } from "vitest"
import { mappedHeaders, mergeHeaders } from "./Headers.js"

describe("header.* mappings", () => {
  it("drops empty and blank values, joins lists with \", \" and sends typed values normalised", () => {
    expect(
      mappedHeaders({ A: "x", B: "", C: "  ", D: ["1", " ", "2"], E: parse("phone", "(512) 789-1111"), F: null, G: 7 })
    ).toEqual({ A: "x", D: "1, 2", E: "5127891111", G: "7" })
  })

  it("removes line breaks, which a header cannot carry, and finds dotted names the engine nested", () => {
    expect(mappedHeaders({ A: "x\r\nInjected: y", B: "\n", "X-Foo": { Bar: "z" } })).toEqual({ A: "xInjected: y", "X-Foo.Bar": "z" })
  })

  it("sends every value: controls but tab removed, Latin-1 as it is, what lies beyond transliterated to ASCII", () => {
    const headers = mappedHeaders({
      A: "Łukasz",
      B: "a\u0001b\u007fc",
      C: "José\tMüller",
      D: "東京",
      E: "Łódź 😀",
      F: "\u0001\u0002",
      G: ["Zoë", "Łukasz"],
      H: parse("string", "Ŝtefan")
    })
    expect(headers).toEqual({ A: "Lukasz", B: "abc", C: "José\tMüller", D: "DongJing", E: "Lódz :grinning:", G: "Zoë, Lukasz", H: "Stefan" })
    // Node (and undici, which checks the same characters) sends each of them.
    for (const [name, value] of Object.entries(headers)) expect(() => validateHeaderValue(name, value), name).not.toThrow()
  })

  it("merges over the defaults without regard to case, never over Accept or Content-Length", () => {
    const defaults = { "Content-Type": "application/json", Accept: "a" }
    expect(mergeHeaders(defaults, { "content-type": "application/vnd+json", accept: "b", "Content-Length": "9", X: "y" }, true)).toEqual({
      "content-type": "application/vnd+json",
      Accept: "a",
      X: "y"
    })
  })

  it("ignores a mapped Content-Type where there is no body", () => {
    expect(mergeHeaders({ Accept: "a" }, { "Content-Type": "text/plain", X: "y" }, false)).toEqual({ Accept: "a", X: "y" })
  })
})
