import { describe, expect, it } from "vitest"
import type { UserRegex } from "@leadflow/core"
import { firstGroup, searchRegex, userRegex } from "./Regex.js"

const regex = (source: string): UserRegex => userRegex(source) as UserRegex

describe("user regexes", () => {
  it("reads bare patterns and the /pattern/flags form", () => {
    expect(userRegex("[a-z]{3}foo")?.test("barfoo")).toBe(true)
    expect(userRegex("/^why: (.*)$/m")?.exec("a\nwhy: because")?.[1]).toBe("because")
    expect(userRegex("/FOO/i")?.test("foo")).toBe(true)
    expect(userRegex("FOO")?.test("foo")).toBe(false)
  })

  it("answers nothing for a pattern or flags that do not compile", () => {
    expect(userRegex("/[/")).toBeUndefined()
    expect(userRegex("(")).toBeUndefined()
    expect(userRegex("/bad: (.*/x")).toBeUndefined()
    expect(userRegex("/a/ii")).toBeUndefined()
  })

  it("drops g and y, so one regex answers the same every time", () => {
    const regex = userRegex("/foo/g") as UserRegex
    expect([regex.test("foo"), regex.test("foo"), regex.test("foo")]).toEqual([true, true, true])
  })

  it("makes search terms trimmed, lower-cased and case-insensitive; an empty term matches anything", () => {
    expect(searchRegex("  SUCCESS ")?.test("Result: Success")).toBe(true)
    expect(searchRegex("/ACCEPT(ED)?/")?.test("accepted")).toBe(true)
    expect(searchRegex(undefined)?.test("")).toBe(true)
    expect(searchRegex("")?.test("anything")).toBe(true)
    expect(searchRegex("/[/")).toBeUndefined()
  })

  it("takes the first capture group, or the whole match without groups", () => {
    expect(firstGroup(regex("cost=(\\d+)"), "a&cost=15&b")).toBe("15")
    expect(firstGroup(regex("cost=\\d+"), "a&cost=15&b")).toBe("cost=15")
    expect(firstGroup(regex("(x)?y"), "y")).toBeUndefined()
    expect(firstGroup(regex("z"), "y")).toBeUndefined()
  })
})

describe("response regexes cannot hold the event loop (ReDoS)", () => {
  it("runs a catastrophic search term, capture or path on a long body in linear time", () => {
    const body = `${"a".repeat(100_000)}!`
    for (const source of ["(a+)+$", "/^(a|aa)+$/", "a*b", ".*a.*a.*a.*b"]) {
      const start = performance.now()
      expect(searchRegex(source)?.test(body)).toBe(false)
      expect(firstGroup(regex(source), body)).toBeUndefined()
      expect(performance.now() - start).toBeLessThan(500)
    }
  })

  it("never matches with an unsafe lookahead pattern", () => {
    expect(userRegex("^(?=a)(a+)+$")).toBeUndefined()
    expect(searchRegex("/(?=x)(a|aa)+$/")).toBeUndefined()
  })
})
