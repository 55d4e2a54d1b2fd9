import { describe, expect, it } from "vitest"
import { describeMismatch, findMismatch } from "./match.js"

describe("findMismatch", () => {
  it("finds nothing between equal values, with undefined keys counted as absent", () => {
    expect(findMismatch({ a: [1, { b: "x" }], c: undefined }, { a: [1, { b: "x" }] })).toBeUndefined()
    expect(findMismatch(null, null)).toBeUndefined()
  })

  it("points at the first difference by dot path", () => {
    expect(findMismatch({ headers: { Accept: "text/xml" } }, { headers: { Accept: "application/json" } })).toEqual({
      path: "headers.Accept",
      expected: "application/json",
      actual: "text/xml"
    })
    expect(findMismatch({ items: [1, 2] }, { items: [1, 3] })?.path).toBe("items.1")
    expect(findMismatch({ items: [1, 2] }, { items: [1] })?.path).toBe("items")
    expect(findMismatch("1.5", 1.5)?.path).toBe("")
  })

  it("exact: a key the expected value lacks is a difference", () => {
    expect(findMismatch({ outcome: "success", price: 0 }, { outcome: "success" })).toEqual({ path: "price", expected: undefined, actual: 0 })
  })

  it("subset: only the expected keys matter, at any depth; arrays keep their length", () => {
    const actual = { outcome: "success", data: { id: "1", extra: true }, list: [{ a: 1, b: 2 }, { a: 3 }] }
    expect(findMismatch(actual, { data: { id: "1" } }, "subset")).toBeUndefined()
    expect(findMismatch(actual, { data: { id: "2" } }, "subset")?.path).toBe("data.id")
    expect(findMismatch(actual, { list: [{ a: 1 }, {}] }, "subset")).toBeUndefined()
    expect(findMismatch(actual, { list: [{ a: 1 }] }, "subset")?.path).toBe("list")
    expect(findMismatch(actual, { list: [{ a: 1 }, { a: 4 }] }, "subset")?.path).toBe("list.1.a")
    expect(findMismatch(actual, { list: [{ a: 1 }, {}] }, "exact")?.path).toBe("list.0.b")
  })

  it("says where and what in words", () => {
    expect(describeMismatch({ path: "headers.Accept", expected: "a", actual: undefined })).toBe(
      'at headers.Accept: expected "a", got undefined'
    )
    expect(describeMismatch({ path: "", expected: null, actual: "x" })).toBe('expected null, got "x"')
  })
})
