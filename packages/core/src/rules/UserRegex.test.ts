import { describe, expect, it } from "vitest"
import { compileTemplate } from "../template/Template.js"
import { checkRule } from "./Check.js"
import { operators } from "./Operators.js"
import { compileUserRegex } from "./UserRegex.js"

/** How long `run` takes, in milliseconds. */
const timed = (run: () => unknown): number => {
  const start = performance.now()
  run()
  return performance.now() - start
}

const matches = operators["matches pattern"]?.test as (lhv: unknown, rhv: unknown) => boolean
const evil = `${"a".repeat(48)}!`
const long = "a".repeat(100_000)

describe("user regular expressions cannot hold the event loop (ReDoS)", () => {
  it("matches pattern: nested quantifiers and overlapping alternations answer in linear time", () => {
    for (const pattern of ["(a+)+$", "^(a|aa)+$", "/(a*)*b/", "(\\w|\\d)+$"]) {
      expect(timed(() => expect(matches(evil, pattern)).toBe(false))).toBeLessThan(200)
      expect(timed(() => expect(matches(long, pattern)).toBe(pattern !== "/(a*)*b/"))).toBeLessThan(500)
    }
  })

  it("matches pattern: a short pattern or a glob of stars on a 100 kB value answers in linear time", () => {
    expect(timed(() => expect(matches(long, "a*b")).toBe(false))).toBeLessThan(500)
    expect(timed(() => expect(matches(long, "*a*a*a*a*b")).toBe(false))).toBeLessThan(500)
    expect(matches("A.Bcd", "a.b*")).toBe(true)
    expect(matches("axbcd", "a.b*")).toBe(false)
  })

  it("refuses a pattern JavaScript alone runs (lookahead, backreference) with more than one repetition", () => {
    expect(compileUserRegex("^(?=a)(a+)+$", "")).toMatchObject({ ok: false, reason: expect.stringMatching(/^unsafe/) })
    expect(compileUserRegex("(a*)\\1*", "").ok).toBe(false)
    expect(compileUserRegex("(?=#)\\w+", "").ok).toBe(true)
    expect(matches(evil, "^(?=a)(a+)+$")).toBe(false)
    const issues = checkRule({ lhv: "lead.name", op: "matches pattern", rhv: "^(?=a)(a+)+$" } as never)
    expect(JSON.stringify(issues)).toMatch(/refused: unsafe regular expression/)
  })

  it("runs plain text and every pattern RE2 reads on texts of any length", () => {
    const body = `${"x".repeat(12_000)} accepted id=123`
    for (const [pattern, flags] of [["accepted", "i"], ["\\baccepted\\b", ""], ["id=(\\d\\d\\d)", ""], ["/accepted/", ""]] as const) {
      const compiled = compileUserRegex(pattern.replace(/^\/|\/$/g, ""), flags)
      expect(compiled.ok && compiled.regex.test(body), pattern).toBe(true)
    }
    const id = compileUserRegex("id=(\\d\\d\\d)", "")
    expect(id.ok && id.regex.exec(body)?.[1]).toBe("123")
  })

  it("alternations without a repetition, and escaped characters before ?, answer in linear time", () => {
    const alternations = compileUserRegex(`${"(?:a|a)".repeat(25)}b`, "")
    expect(timed(() => expect(alternations.ok && alternations.regex.test("a".repeat(40))).toBe(false))).toBeLessThan(200)
    const optional = compileUserRegex(`${"\\(?".repeat(28)}${"\\(".repeat(28)}`, "")
    expect(timed(() => expect(optional.ok && optional.regex.test("(".repeat(27))).toBe(false))).toBeLessThan(200)
  })

  it("refuses, for JavaScript's engine alone, an alternation even without a repetition and a backreference beside one", () => {
    expect(compileUserRegex(`(?=a)${"(?:a|a)".repeat(25)}b`, "")).toMatchObject({ ok: false, reason: expect.stringMatching(/^unsafe/) })
    expect(compileUserRegex("(a*)\\1b", "")).toMatchObject({ ok: false, reason: expect.stringMatching(/^unsafe.*backreference/) })
    expect(compileUserRegex("(.*)\\1!x", "").ok).toBe(false)
    // A lookahead with exact counts of one character each runs: each matches one way only.
    const phone = compileUserRegex("^(?!555)\\d{3}-\\d{4}$", "")
    expect(phone.ok && [phone.regex.test("556-1234"), phone.regex.test("555-1234")]).toEqual([true, false])
    // Two repetitions beside a lookahead are refused, as the rule says, even where anchoring would keep them fast.
    expect(compileUserRegex("^(?!.*test).*@", "").ok).toBe(false)
  })

  it("extract and replace: catastrophic patterns on long values answer in linear time; lookbehind still works", () => {
    const vars = { lead: { notes: evil, long, tags: "#John#Doe#Smith" } }
    const render = (source: string) => compileTemplate(source)(vars)
    expect(timed(() => expect(render('{{extract lead.notes pattern="(a+)+$"}}')).toBe(""))).toBeLessThan(200)
    expect(timed(() => render('{{replace lead.long pattern="regexp(a*b)" replace="x"}}'))).toBeLessThan(500)
    expect(render('{{extract lead.tags pattern="(?<=#)(\\w+)(?=#)"}}')).toBe("John Doe")
    expect(render('{{replace lead.tags pattern="regexp(#(\\w+))" replace="[$1]"}}')).toBe("[John][Doe][Smith]")
  })
})
