import { formatInTimeZone } from "date-fns-tz"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { checkTemplate, compileTemplate, compileValueTemplate } from "./Template.js"

/** Pieces that make sources likely to hit the parser's corners: tags, quotes, blocks, escapes. */
const fragment = fc.oneof(
  fc.constantFrom(
    "{{", "}}", "{{{", "}}}", "{{~", "~}}", "{{#if ", "{{/if}}", "{{else}}", "{{^}}", "{{!", "{{!--", "--}}",
    "{{> p}}", "\\", "\\\\", '"', "'", "(", ")", "=", " ", "\n", "[", "]", ".", "..", "../", "@root", "this",
    "lead.a", "lead.b.c", "x", "1", "-2.5", "true", "null", "format ", "math ", "replace ", "extract ", "md5 ",
    "substring ", "uppercase ", "whirlpool ", 'format="HHmm"', 'timezone="America/Chicago"', 'timezone="Bad/Zone"',
    'pattern="regexp(("', 'pattern="(a)"', '"1 + lead.a"', '"1 +"', "start=2", "end=x", 'encoding="base64"',
    "dataType=\"Number\"", "(lowercase lead.a)", "{{#each x}}", "{{/each}}"
  ),
  fc.string({ maxLength: 4 })
)

const source = fc.oneof(fc.array(fragment, { maxLength: 24 }).map((parts) => parts.join("")), fc.string(), fc.fullUnicodeString())

const typedValue = fc
  .record({
    normal: fc.oneof(fc.string(), fc.double(), fc.integer(), fc.boolean(), fc.constant(null)),
    raw: fc.anything(),
    valid: fc.boolean(),
    area: fc.string()
  })

const varsArbitrary = fc.oneof(
  fc.anything(),
  fc.record({
    lead: fc.dictionary(fc.constantFrom("a", "b", "c", "email"), fc.oneof(typedValue, fc.anything())),
    a: fc.anything()
  })
)

describe("templates, for any source and any variables", () => {
  it("compile, check and render without throwing, and render text", () => {
    fc.assert(
      fc.property(source, varsArbitrary, (text, vars) => {
        expect(typeof compileTemplate(text)(vars)).toBe("string")
        compileValueTemplate(text)(vars)
        expect(Array.isArray(checkTemplate(text))).toBe(true)
      }),
      { numRuns: 1500 }
    )
  })

  it("render a source without {{ as itself", () => {
    fc.assert(
      fc.property(
        fc.fullUnicodeString().filter((s) => !s.includes("{{")),
        varsArbitrary,
        (text, vars) => {
          expect(compileTemplate(text)(vars)).toBe(text)
          expect(compileValueTemplate(text)(vars)).toBe(text)
        }
      )
    )
  })
})

const reserved = new Set(["true", "false", "null", "undefined", "this", "else", "__proto__", "constructor", "prototype"])
const segment = fc.stringMatching(/^[a-z_][a-z0-9_]{0,8}$/).filter((s) => !reserved.has(s))
const nest = (segments: ReadonlyArray<string>, leaf: unknown): unknown =>
  segments.reduceRight<unknown>((inner, key) => ({ [key]: inner }), leaf)

describe("{{path}}", () => {
  const normal = fc.oneof(fc.string(), fc.double(), fc.integer(), fc.boolean(), fc.constant(null))

  it("renders String(normal) of the typed value at that path", () => {
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 4 }), normal, (segments, value) => {
        const vars = nest(segments, { normal: value, raw: "raw", valid: true })
        const expected = value === null ? "" : String(value)
        expect(compileTemplate(`{{${segments.join(".")}}}`)(vars)).toBe(expected)
      })
    )
  })

  it("renders a component of the typed value, and keeps surrounding text", () => {
    const text = fc.string().filter((s) => !s.includes("{{") && !s.endsWith("{") && !s.endsWith("\\"))
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 3 }), fc.string(), text, text, (segments, area, before, after) => {
        const vars = nest(segments, { normal: "x", raw: "x", valid: true, area })
        expect(compileTemplate(`${before}{{${segments.join(".")}.area}}${after}`)(vars)).toBe(before + area + after)
      })
    )
  })

  it("keeps the typed value itself in a value template", () => {
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 4 }), normal, (segments, value) => {
        const typed = { normal: value, raw: "raw", valid: true }
        expect(compileValueTemplate(`{{${segments.join(".")}}}`)(nest(segments, typed))).toBe(typed)
      })
    )
  })
})

describe("helpers against independent oracles", () => {
  it("format with 0,0 groups integers as Intl does for en-US", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (n) => {
        expect(compileTemplate('{{format n format="0,0"}}')({ n })).toBe(n.toLocaleString("en-US"))
      })
    )
  })

  it("format prints an instant in UTC as toISOString does", () => {
    fc.assert(
      fc.property(fc.date({ min: new Date("0100-01-01T00:00:00Z"), max: new Date("9999-12-31T23:59:59Z"), noInvalidDate: true }), (d) => {
        const t = { normal: d.toISOString(), raw: "", valid: true }
        expect(compileTemplate('{{format t format="YYYY-MM-DD[T]HH:mm:ss.SSS[Z]"}}')({ t })).toBe(d.toISOString())
      })
    )
  })

  it("format in a time zone agrees with date-fns-tz", () => {
    const zones = ["America/Chicago", "America/New_York", "Europe/London", "Asia/Kolkata", "Australia/Lord_Howe", "UTC"]
    fc.assert(
      fc.property(
        fc.date({ min: new Date("1990-01-01T00:00:00Z"), max: new Date("2040-01-01T00:00:00Z"), noInvalidDate: true }),
        fc.constantFrom(...zones),
        (d, zone) => {
          const t = { normal: d.toISOString(), raw: "", valid: true }
          const rendered = compileTemplate(`{{format t format="YYYY-MM-DD HH:mm:ss dddd" timezone="${zone}"}}`)({ t })
          expect(rendered).toBe(formatInTimeZone(d, zone, "yyyy-MM-dd HH:mm:ss EEEE"))
        }
      ),
      { numRuns: 400 }
    )
  })

  it("math follows arithmetic precedence", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), fc.integer({ min: -1000, max: 1000 }), fc.integer({ min: -1000, max: 1000 }), (a, b, c) => {
        const vars = { lead: { a: { normal: a, raw: a, valid: true } }, b, c }
        expect(compileValueTemplate('{{math "lead.a + b * c"}}')(vars)).toBe(a + b * c)
        expect(compileTemplate('{{math "(lead.a + b) * c"}}')(vars)).toBe(String((a + b) * c))
      })
    )
  })

  it("substring counts from 1, both ends included", () => {
    fc.assert(
      fc.property(fc.fullUnicodeString(), fc.nat(20), fc.nat(20), (text, x, y) => {
        const [start, end] = [Math.min(x, y) + 1, Math.max(x, y) + 1]
        const expected = Array.from(text).slice(start - 1, end).join("")
        expect(compileTemplate(`{{substring t start=${start} end=${end}}}`)({ t: text })).toBe(expected)
      })
    )
  })
})
