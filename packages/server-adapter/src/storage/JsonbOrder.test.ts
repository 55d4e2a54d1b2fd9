import { describe, expect, it } from "vitest"
import { compareJsonbKeys, jsonbOrdered } from "./JsonbOrder.js"

describe("jsonbOrdered", () => {
  it("orders members as PostgreSQL's jsonb does, at every depth", () => {
    const value = jsonbOrdered(JSON.parse('{"state":"TX","zip":"1","email":{"valid":true,"raw":"a"},"list":[{"bb":1,"a":2}],"é":1,"ab":2}'))
    expect(JSON.stringify(value)).toBe('{"ab":2,"é":1,"zip":"1","list":[{"a":2,"bb":1}],"email":{"raw":"a","valid":true},"state":"TX"}')
  })

  it("keeps a member named __proto__ a member", () => {
    const value = jsonbOrdered(JSON.parse('{"b":1,"__proto__":{"polluted":true}}')) as Record<string, unknown>
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype)
    expect(JSON.stringify(value)).toBe('{"b":1,"__proto__":{"polluted":true}}')
    expect(({} as Record<string, unknown>)["polluted"]).toBeUndefined()
  })

  it("compares keys by UTF-8 length, then bytes", () => {
    expect(["state", "zip", "é", "ab", "\u{1F600}", "\uFFFD"].sort(compareJsonbKeys)).toEqual(["ab", "é", "zip", "\uFFFD", "\u{1F600}", "state"])
  })
})

describe("jsonbOrdered, shapes seen before", () => {
  it("never takes one list of keys for another", () => {
    const a = jsonbOrdered(JSON.parse('{"a\\u0000b":1,"c":2,"zz":3}'))
    const b = jsonbOrdered(JSON.parse('{"a":1,"b\\u0000c":2,"zz":3}'))
    expect(Object.keys(a as object)).toEqual(["c", "zz", "a\u0000b"])
    expect(Object.keys(b as object)).toEqual(["a", "zz", "b\u0000c"])
    // The same shape again, from the cache.
    expect(JSON.stringify(jsonbOrdered(JSON.parse('{"a\\u0000b":5,"c":6,"zz":7}')))).toBe('{"c":6,"zz":7,"a\\u0000b":5}')
  })
})
