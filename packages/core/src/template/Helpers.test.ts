import { createHash } from "node:crypto"
import { describe, expect, it } from "vitest"
import { helper, helperNames, maxHelperText, type StaticArgument } from "./Helpers.js"
import { compileTemplate } from "./Template.js"

const typed = (normal: string | number | boolean | null, extra: Record<string, unknown> = {}) => ({
  normal,
  raw: normal,
  valid: true,
  ...extra
})

const call = (
  name: string,
  params: ReadonlyArray<unknown>,
  hash: Record<string, unknown> = {},
  vars: unknown = {}
): unknown => {
  const definition = helper(name)
  if (definition === undefined) throw new Error(`no helper ${name}`)
  return definition.run(params, hash, vars)
}

const literal = (value: unknown): StaticArgument => ({ literal: true, value })
const dynamic: StaticArgument = { literal: false }

const check = (name: string, params: ReadonlyArray<StaticArgument>, hash: Record<string, StaticArgument> = {}) =>
  helper(name)?.check?.({ params, hash }) ?? []

describe("helper table", () => {
  it("has every helper of the reference", () => {
    expect([...helperNames].sort()).toEqual(
      [
        "extract", "format", "lowercase", "math", "md4", "md5", "replace", "ripemd", "ripemd160",
        "sha1", "sha224", "sha256", "sha384", "sha512", "substring", "uppercase", "whirlpool"
      ].sort()
    )
  })

  it("finds helpers by their own names only", () => {
    expect(helper("toString")).toBeUndefined()
    expect(helper("constructor")).toBeUndefined()
  })
})

describe("format", () => {
  const time = typed("2024-01-15T15:00:00.000Z")

  it("formats a time in a zone (day-parting)", () => {
    expect(call("format", [time], { format: "HHmm", timezone: "America/Chicago" })).toBe("0900")
    expect(call("format", [time], { format: "dddd" })).toBe("Monday")
  })

  it("formats a date's normal and a plain ISO string", () => {
    expect(call("format", [typed("2015-06-24")], { format: "YYYY-MM-DD" })).toBe("2015-06-24")
    expect(call("format", ["2015-06-24"], { format: "MM/DD/YYYY" })).toBe("06/24/2015")
  })

  it("formats numbers and numeric text with numeral patterns", () => {
    expect(call("format", [typed(45302)], { format: "$0,0.00" })).toBe("$45,302.00")
    expect(call("format", ["1000.234"], { format: "$0,0.00" })).toBe("$1,000.23")
    expect(call("format", [typed(45302)], { format: "$0,0.00", locale: "fr" })).toBe("€45 302,00")
  })

  it("converts with dataType", () => {
    expect(call("format", [typed(30)], { dataType: "String" })).toBe("30")
    expect(call("format", [typed(true)], { dataType: "String" })).toBe("true")
    expect(call("format", [typed("78751")], { dataType: "Number" })).toBe(78751)
    expect(call("format", [typed("H3Z 2Y7")], { dataType: "Number" })).toBe("H3Z 2Y7")
    expect(call("format", [typed("2015-06-24T17:24:49.060Z")], { format: "X", dataType: "Number" })).toBe(1435166689)
  })

  it("prints the value as it is without a format, and text by default", () => {
    expect(call("format", [typed(30)], {})).toBe("30")
    expect(call("format", ["plain"], {})).toBe("plain")
    expect(call("format", [undefined], {})).toBe("")
  })

  it("gives empty text for bad input", () => {
    expect(call("format", ["not a date"], { format: "YYYY" })).toBe("")
    expect(call("format", [time], { format: "HHmm", timezone: "Not/AZone" })).toBe("")
    expect(call("format", [undefined], { format: "YYYY" })).toBe("")
    expect(call("format", [Number.NaN], { format: "0,0" })).toBe("")
  })

  it("checks literal zones and data types", () => {
    expect(check("format", [dynamic], { timezone: literal("America/Chicago") })).toEqual([])
    expect(check("format", [dynamic], { timezone: literal("Mars/Base") })).toEqual(['format: unknown time zone "Mars/Base"'])
    expect(check("format", [dynamic], { timezone: dynamic })).toEqual([])
    expect(check("format", [dynamic], { dataType: literal("Boolean") })).toEqual([
      'format: dataType must be "String" or "Number", not "Boolean"'
    ])
    expect(check("format", [])).toEqual(["format: a value is required"])
  })
})

describe("lowercase and uppercase", () => {
  it("change the case of the value's text", () => {
    expect(call("lowercase", ["Mike"])).toBe("mike")
    expect(call("uppercase", ["Mike"])).toBe("MIKE")
    expect(call("uppercase", [typed("tx")])).toBe("TX")
    expect(call("lowercase", [undefined])).toBe("")
  })
})

describe("substring", () => {
  it("counts from 1 and includes the end (the reference's examples)", () => {
    expect(call("substring", ["Michael"], { start: "3" })).toBe("chael")
    expect(call("substring", ["Michael"], { start: "2", end: "4" })).toBe("ich")
  })

  it("accepts numbers and positional arguments", () => {
    expect(call("substring", ["Michael", 1, 3])).toBe("Mic")
    expect(call("substring", [typed("5127891111")], { start: 1, end: 3 })).toBe("512")
  })

  it("clamps a start before 1 and an end past the text, and is empty when end is before start", () => {
    expect(call("substring", ["Michael"], { start: 0, end: 2 })).toBe("Mi")
    expect(call("substring", ["Michael"], { start: 5, end: 99 })).toBe("ael")
    expect(call("substring", ["Michael"], { start: 4, end: 2 })).toBe("")
    expect(call("substring", ["Michael"], { start: 10 })).toBe("")
  })

  it("counts characters outside the basic plane as one", () => {
    expect(call("substring", ["a😀b"], { start: 2, end: 2 })).toBe("😀")
  })

  it("gives empty text for a start or end that is not a number", () => {
    expect(call("substring", ["Michael"], { start: "x" })).toBe("")
    expect(call("substring", ["Michael"], { start: 1, end: "y" })).toBe("")
    expect(check("substring", [dynamic], { start: literal("x") })).toEqual(["substring: start must be a number"])
  })
})

describe("replace", () => {
  it("replaces literal text and regexp() patterns (the reference's examples)", () => {
    expect(call("replace", ["Michael"], { pattern: "Mi", replace: "At" })).toBe("Atchael")
    expect(call("replace", ["Michael"], { pattern: "regexp(h.{3})", replace: "ke" })).toBe("Micke")
  })

  it("replaces every occurrence, without treating $ specially in literal mode", () => {
    expect(call("replace", ["512-789-1111"], { pattern: "-", replace: "" })).toBe("5127891111")
    expect(call("replace", ["a.b.c"], { pattern: ".", replace: "$&" })).toBe("a$&b$&c")
  })

  it("supports groups and flags in regexp()", () => {
    expect(call("replace", ["john@example.com"], { pattern: "regexp(^(.{2}).*(@.*)$)", replace: "$1***$2" })).toBe(
      "jo***@example.com"
    )
    expect(call("replace", ["ABC abc"], { pattern: "regexp(/b/i)", replace: "x" })).toBe("AxC axc")
  })

  it("takes positional arguments and removes when replace is absent", () => {
    expect(call("replace", ["Michael", "ch", "k"])).toBe("Mikael")
    expect(call("replace", ["Michael"], { pattern: "ae" })).toBe("Michl")
  })

  it("gives empty text for a missing pattern or an invalid expression", () => {
    expect(call("replace", ["Michael"], { replace: "x" })).toBe("")
    expect(call("replace", ["Michael"], { pattern: "regexp(()", replace: "x" })).toBe("")
    expect(check("replace", [dynamic], { pattern: literal("regexp(()") })).toEqual([
      'replace: invalid regular expression "("'
    ])
    expect(check("replace", [dynamic], {})).toEqual(["replace: a pattern is required"])
    expect(check("replace", [dynamic], { pattern: literal("(") })).toEqual([])
  })
})

describe("extract", () => {
  it("joins every match with spaces, the first group when there is one", () => {
    expect(call("extract", ["#John#Doe#Smith"], { pattern: "(?<=#)(\\w+)(?=#)" })).toBe("John Doe")
    expect(call("extract", ["Order #12345"], { pattern: "#(\\d+)" })).toBe("12345")
    expect(call("extract", ["a1b22c333"], { pattern: "\\d+" })).toBe("1 22 333")
    expect(call("extract", ["[x] and [y]"], { pattern: "\\[(.*?)\\]" })).toBe("x y")
  })

  it("accepts the regexp() wrapper too, and gives empty text when nothing matches", () => {
    expect(call("extract", ["abc123"], { pattern: "regexp([0-9]+)" })).toBe("123")
    expect(call("extract", ["abc"], { pattern: "\\d" })).toBe("")
  })

  it("gives empty text for an invalid expression, which the check reports", () => {
    expect(call("extract", ["abc"], { pattern: "(" })).toBe("")
    expect(check("extract", [dynamic], { pattern: literal("(") })).toEqual(['extract: invalid regular expression "("'])
  })
})

describe("math", () => {
  const vars = { lead: { loan: typed(150000), value: typed(205678), random_number: 30 } }

  it("evaluates against the variables and keeps the number", () => {
    expect(call("math", ["1 + 1"])).toBe(2)
    expect(call("math", ["1 + lead.random_number"], {}, vars)).toBe(31)
  })

  it("formats with a numeral pattern and converts with dataType", () => {
    expect(call("math", ["lead.loan / lead.value"], { format: "0.[00]%" }, vars)).toBe("72.93%")
    expect(call("math", ["1 + 1"], { dataType: "String" })).toBe("2")
    expect(call("math", ["2 * 3"], { format: "0.00", dataType: "Number" })).toBe(6)
  })

  it("keeps a comparison's result a boolean (false stays false), 1 or 0 with dataType=\"Number\"", () => {
    expect(call("math", ["lead.random_number >= 18"], {}, vars)).toBe(true)
    expect(call("math", ["lead.random_number < 18"], {}, vars)).toBe(false)
    expect(call("math", ["not 1 or 0 and 1"])).toBe(false)
    expect(call("math", ["2 > 1"], { dataType: "String" })).toBe("true")
    expect(call("math", ["2 > 1"], { dataType: "Number" })).toBe(1)
    expect(call("math", ["2 < 1"], { dataType: "Number" })).toBe(0)
    expect(call("math", ["2 < 1"], { format: "0.00" })).toBe("false")
    // format's dataType="Number" leaves a boolean as text, as it always did.
    expect(call("format", [true], { dataType: "Number" })).toBe("true")
  })

  it("gives empty text for a bad expression or a result that is not finite", () => {
    expect(call("math", ["1 +"])).toBe("")
    expect(call("math", ["1 / 0"])).toBe("")
    expect(call("math", ["lead.missing * 2"], {}, vars)).toBe("")
    expect(call("math", [undefined])).toBe("")
  })

  it("reports a bad literal expression and lists the expression's variables", () => {
    expect(check("math", [literal("1 +")])).toEqual(['math: unexpected end of expression in "1 +"'])
    expect(check("math", [])).toEqual(["math: an expression is required"])
    expect(helper("math")?.variables?.({ params: [literal("lead.a + b")], hash: {} })).toEqual(["lead.a", "b"])
  })
})

describe("hashes", () => {
  const md5 = (text: string, encoding: "hex" | "base64" | "latin1" = "hex") =>
    createHash("md5").update(text, "utf8").digest().toString(encoding)

  it("hash the value's text, hex by default", () => {
    expect(call("md5", [typed("bob@example.com")])).toBe(md5("bob@example.com"))
    expect(call("sha256", ["abc"])).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
  })

  it("hash several values together; a salt argument and the salt option are the same", () => {
    expect(call("md5", ["bob@example.com", "5127891111"])).toBe(md5("bob@example.com5127891111"))
    expect(call("md5", ["bob@example.com", "this is my salt"])).toBe(
      call("md5", ["bob@example.com"], { salt: "this is my salt" })
    )
  })

  it("encode as hex, base64 or latin1", () => {
    expect(call("md5", ["bob@example.com"], { encoding: "base64" })).toBe(md5("bob@example.com", "base64"))
    expect(call("md5", ["bob@example.com"], { encoding: "latin1" })).toBe(md5("bob@example.com", "latin1"))
    expect(call("md5", ["bob@example.com"], { encoding: "utf16" })).toBe("")
    expect(check("md5", [dynamic], { encoding: literal("utf16") })).toEqual([
      'md5: encoding must be hex, base64 or latin1, not "utf16"'
    ])
  })

  it("give empty text when there is nothing to hash", () => {
    expect(call("md5", [undefined])).toBe("")
    expect(call("sha1", [typed(null)], { salt: "s" })).toBe("")
    expect(check("sha1", [])).toEqual(["sha1: a value to hash is required"])
  })

  it("include md4 and whirlpool, which OpenSSL 3 no longer offers by default", () => {
    expect(call("md4", ["abc"])).toBe("a448017aaf21d8525fc10ae87aa6729d")
    expect(call("whirlpool", ["abc"])).toMatch(/^4e2448a4c6f486bb/)
  })
})

describe("replace output bound", () => {
  it("prints nothing rather than a result over maxHelperText (nested replaces grow tenfold a level)", () => {
    const nest = (n: number): string => (n === 0 ? "lead.note" : `(replace ${nest(n - 1)} "a" "aaaaaaaaaa")`)
    const vars = { lead: { note: "aaaa" } }
    expect(compileTemplate(`{{${nest(5)}}}`)(vars)).toHaveLength(400_000)
    const started = performance.now()
    expect(compileTemplate(`{{${nest(7)}}}`)(vars)).toBe("")
    expect(compileTemplate(`{{replace lead.note "regexp(/a/)" "${"b".repeat(300_000)}"}}`)(vars)).toBe("")
    expect(compileTemplate(`{{replace lead.note "regexp(/a/)" "bb"}}`)(vars)).toBe("bbbbbbbb")
    expect(performance.now() - started).toBeLessThan(1_000)
    expect(maxHelperText).toBe(1024 * 1024)
  })
})
