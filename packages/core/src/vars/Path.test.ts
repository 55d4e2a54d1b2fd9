import { describe, expect, it } from "vitest"
import { assocPath, compilePath, setPath } from "./Path.js"

describe("compilePath", () => {
  const vars = {
    lead: { phone_1: { normal: "5127891111", area: "512" }, "first.name": "Jane" },
    "a.b": { c: 1 },
    flat: 0
  }

  it("reads nested keys and components", () => {
    expect(compilePath("lead.phone_1.area")(vars)).toBe("512")
    expect(compilePath("flat")(vars)).toBe(0)
  })

  it("finds keys that contain dots", () => {
    expect(compilePath("lead.first.name")(vars)).toBe("Jane")
    expect(compilePath("a.b.c")(vars)).toBe(1)
  })

  it("yields undefined for missing segments and non-objects", () => {
    expect(compilePath("lead.email.domain")(vars)).toBeUndefined()
    expect(compilePath("flat.x")(vars)).toBeUndefined()
    expect(compilePath("")(vars)).toBeUndefined()
    expect(compilePath("lead")(null)).toBeUndefined()
    expect(compilePath("constructor")(vars)).toBeUndefined()
    expect(compilePath("lead.__proto__.toString")(vars)).toBeUndefined()
  })
})

describe("setPath", () => {
  it("creates objects on the way and overwrites non-objects", () => {
    const target: Record<string, unknown> = { a: 1 }
    setPath(target, "a.b.c", 2)
    setPath(target, "x.y", 3)
    expect(target).toEqual({ a: { b: { c: 2 } }, x: { y: 3 } })
  })

  it("writes __proto__ and constructor as own keys, never through Object.prototype", () => {
    const target: Record<string, unknown> = {}
    setPath(target, "__proto__.polluted", 1)
    setPath(target, "a.__proto__.polluted", 2)
    setPath(target, "constructor.prototype.polluted", 3)
    expect(({} as Record<string, unknown>)["polluted"]).toBeUndefined()
    expect(Object.getPrototypeOf(target)).toBe(Object.prototype)
    expect(JSON.stringify(target)).toBe('{"__proto__":{"polluted":1},"a":{"__proto__":{"polluted":2}},"constructor":{"prototype":{"polluted":3}}}')
  })
})

describe("assocPath", () => {
  it("copies every object on the way and leaves the original untouched", () => {
    const shared = { email: { normal: "a@b.co" } }
    const vars = { lead: shared, other: { x: 1 } }
    const next = assocPath(vars, "lead.email", "c@d.co")
    expect(next).toEqual({ lead: { email: "c@d.co" }, other: { x: 1 } })
    expect(vars.lead.email).toEqual({ normal: "a@b.co" })
    expect(next["other"]).toBe(vars.other)
  })

  it("writes __proto__ as an own key: no prototype is replaced, none polluted", () => {
    const next = assocPath(assocPath({ family: { a: 1 } }, "family.__proto__.polluted", "x"), "__proto__", { polluted: 1 })
    expect(({} as Record<string, unknown>)["polluted"]).toBeUndefined()
    expect(Object.getPrototypeOf(next)).toBe(Object.prototype)
    expect(Object.getPrototypeOf(next["family"])).toBe(Object.prototype)
    expect(JSON.stringify(next)).toBe('{"family":{"a":1,"__proto__":{"polluted":"x"}},"__proto__":{"polluted":1}}')
  })
})
