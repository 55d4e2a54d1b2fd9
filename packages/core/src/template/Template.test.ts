import { describe, expect, it } from "vitest"
import { checkTemplate, compileTemplate, compileValueTemplate, maxNesting, templateVariables } from "./Template.js"

const typed = (normal: string | number | boolean | null, extra: Record<string, unknown> = {}) => ({
  normal,
  raw: normal,
  valid: true,
  ...extra
})

const vars = {
  lead: {
    first_name: typed("Mike"),
    last_name: "Jones",
    email: typed("bob@example.com", { user: "bob", domain: "example.com" }),
    phone_1: typed("5127891111", { area: "512", exchange: "789", line: "1111" }),
    age: typed(30),
    opt_in: typed(false),
    "first name": "Spaced",
    "a.b": "dotted"
  },
  appended: { acme: { score: 7, tags: ["x", "y"], detail: { level: 2 } } },
  submission: { timestamp: typed("2024-01-15T15:00:00.000Z") },
  custom_field: "custom",
  zero: 0,
  empty: ""
}

const render = (source: string, data: unknown = vars): string => compileTemplate(source)(data)

describe("compileTemplate: variables", () => {
  it("prints text without tags as it is", () => {
    expect(render("plain text")).toBe("plain text")
    expect(render("")).toBe("")
    expect(render("single { brace }")).toBe("single { brace }")
  })

  it("prints variables by dot path, typed values by their normal", () => {
    expect(render("Hello {{lead.first_name}} {{lead.last_name}}!")).toBe("Hello Mike Jones!")
    expect(render("{{lead.email}}")).toBe("bob@example.com")
    expect(render("{{custom_field}}")).toBe("custom")
    expect(render("{{lead.age}} {{lead.opt_in}}")).toBe("30 false")
  })

  it("prints components of typed values", () => {
    expect(render("({{lead.phone_1.area}}) {{lead.phone_1.exchange}}-{{lead.phone_1.line}}")).toBe("(512) 789-1111")
    expect(render("{{lead.email.domain}}")).toBe("example.com")
  })

  it("allows spaces inside the braces", () => {
    expect(render("{{ lead.first_name }} {{  lead.last_name\n}}")).toBe("Mike Jones")
  })

  it("prints a missing variable as empty text", () => {
    expect(render("[{{lead.missing}}]")).toBe("[]")
    expect(render("[{{nothing.at.all}}]")).toBe("[]")
    expect(compileTemplate("[{{lead.first_name}}]")(undefined)).toBe("[]")
    expect(render("[{{lead.first_name}}]", "not an object")).toBe("[]")
  })

  it("finds keys that contain dots or spaces", () => {
    expect(render("{{lead.a.b}}")).toBe("dotted")
    expect(render("{{lead.[a.b]}}")).toBe("dotted")
    expect(render("{{lead.[first name]}}")).toBe("Spaced")
  })

  it("reads array items by index", () => {
    expect(render("{{appended.acme.tags.1}} {{appended.acme.tags.[0]}}")).toBe("y x")
  })

  it("prints numbers, booleans, arrays and objects", () => {
    expect(render("{{zero}}|{{empty}}|{{appended.acme.score}}")).toBe("0||7")
    expect(render("{{appended.acme.tags}}")).toBe("x,y")
    expect(render("{{appended.acme.detail}}")).toBe('{"level":2}')
    expect(render("{{when}}", { when: new Date(Date.UTC(2024, 0, 1)) })).toBe("2024-01-01T00:00:00.000Z")
    expect(render("{{list}}", { list: [typed("a"), typed(1)] })).toBe("a,1")
  })

  it("prints literals and keywords", () => {
    expect(render('{{"text"}} {{42}} {{true}} {{null}}|{{undefined}}')).toBe("text 42 true |")
  })

  it("reads this and @root as the variables themselves", () => {
    expect(render("{{this.custom_field}} {{@root.custom_field}} {{./custom_field}}")).toBe("custom custom custom")
  })

  it("does not HTML-escape, and accepts the triple-stash and & forms", () => {
    const data = { q: "a&b <c> \"d\" 'e'" }
    expect(render("{{q}}", data)).toBe("a&b <c> \"d\" 'e'")
    expect(render("{{{q}}}", data)).toBe("a&b <c> \"d\" 'e'")
    expect(render("{{&q}}", data)).toBe("a&b <c> \"d\" 'e'")
  })
})

describe("compileTemplate: helpers", () => {
  it("calls helpers with positional and hash arguments", () => {
    expect(render("{{uppercase lead.first_name}}")).toBe("MIKE")
    expect(render('{{substring lead.first_name start="2" end="3"}}')).toBe("ik")
    expect(render('{{format submission.timestamp format="HHmm" timezone="America/Chicago"}}')).toBe("0900")
    expect(render('{{math "lead.age * 2"}} years')).toBe("60 years")
  })

  it("passes variables as hash values", () => {
    const data = { ...vars, settings: { zone: "America/Chicago", pattern: "HH:mm" } }
    expect(render("{{format submission.timestamp format=settings.pattern timezone=settings.zone}}", data)).toBe("09:00")
  })

  it("accepts single quotes and escaped quotes in strings, keeping other backslashes", () => {
    expect(render("{{replace lead.last_name pattern='J' replace='\\'J'}}")).toBe("'Jones")
    expect(render('{{replace lead.last_name pattern="o" replace="\\"o"}}')).toBe('J"ones')
    expect(render('{{extract "Order #12345" pattern="#(\\d+)"}}')).toBe("12345")
  })

  it("keeps }} inside a string argument", () => {
    expect(render('{{replace "a}}b" pattern="}}" replace="-"}}')).toBe("a-b")
  })

  it("nests helper calls in parentheses", () => {
    expect(render('{{uppercase (substring lead.first_name start=1 end=2)}}')).toBe("MI")
    expect(render('{{md5 (lowercase "BOB@EXAMPLE.COM")}}')).toBe(render("{{md5 lead.email}}"))
    expect(render("{{uppercase (lead.last_name)}}")).toBe("JONES")
  })

  it("prints an unknown helper as empty text", () => {
    expect(render("[{{nohelper lead.first_name}}]")).toBe("[]")
  })

  it("reads a lone helper name as a variable", () => {
    expect(render("{{format}}|{{math}}", { format: "f", math: 1 })).toBe("f|1")
  })
})

describe("compileTemplate: blocks", () => {
  it("renders #if and #unless with else, testing a typed value's normal", () => {
    expect(render("{{#if lead.age}}adult{{else}}unknown{{/if}}")).toBe("adult")
    expect(render("{{#if lead.opt_in}}yes{{else}}no{{/if}}")).toBe("no")
    expect(render("{{#if lead.missing}}yes{{/if}}")).toBe("")
    expect(render("{{#unless lead.missing}}none{{/unless}}")).toBe("none")
    expect(render("{{#if zero}}a{{else}}b{{/if}}{{#if empty}}c{{else}}d{{/if}}")).toBe("bd")
  })

  it("chains else if", () => {
    const t = compileTemplate("{{#if a}}A{{else if b}}B{{else if c}}C{{else}}D{{/if}}")
    expect([t({ a: 1 }), t({ b: 1 }), t({ c: 1 }), t({})]).toEqual(["A", "B", "C", "D"])
  })

  it("nests blocks and accepts a helper call as the condition", () => {
    expect(render("{{#if lead.age}}{{#unless lead.opt_in}}no opt-in{{/unless}}{{/if}}")).toBe("no opt-in")
    expect(render('{{#if (math "lead.age > 18")}}adult{{/if}}')).toBe("adult")
  })

  it("reads a false math comparison as a false condition, and prints it as false", () => {
    const t = compileTemplate('{{#if (math "lead.age >= 18")}}adult{{else}}minor{{/if}}')
    expect([t({ lead: { age: 30 } }), t({ lead: { age: 10 } }), t({ lead: { age: typed(10) } })]).toEqual(["adult", "minor", "minor"])
    expect(compileTemplate('{{#unless (math "lead.age >= 18")}}minor{{/unless}}')({ lead: { age: 10 } })).toBe("minor")
    expect(compileTemplate('{{math "n > m"}}|{{math "n < m"}}')({ n: 12, m: 9 })).toBe("true|false")
  })

  it("renders an inverse section {{^x}} and {{^}} as else", () => {
    expect(render("{{^lead.missing}}empty{{/lead.missing}}")).toBe("empty")
    expect(render("{{#if lead.missing}}a{{^}}b{{/if}}")).toBe("b")
  })

  it("treats an empty array as false", () => {
    expect(render("{{#if list}}some{{else}}none{{/if}}", { list: [] })).toBe("none")
  })

  it("renders an unsupported block as nothing", () => {
    expect(render("a{{#each appended.acme.tags}}{{this}}{{/each}}b")).toBe("ab")
  })
})

describe("compileTemplate: escapes, comments and whitespace control", () => {
  it("prints \\{{ as a literal {{", () => {
    expect(render("\\{{lead.first_name}}")).toBe("{{lead.first_name}}")
    expect(render("\\\\{{lead.first_name}}")).toBe("\\Mike")
  })

  it("drops comments", () => {
    expect(render("a{{! note }}b{{!-- has }} inside --}}c")).toBe("abc")
  })

  it("strips whitespace next to ~", () => {
    expect(render("a   {{~lead.first_name~}}   b")).toBe("aMikeb")
    expect(render("a \n {{~! comment ~}} \n b")).toBe("ab")
    expect(render("{{#if lead.age~}}\n  yes\n{{~/if}}")).toBe("yes")
  })
})

describe("compileTemplate: malformed templates", () => {
  it("does not count an {{else if}} chain's branches as nesting: 150 branches at one level render as written", () => {
    const branches = Array.from({ length: 150 }, (_, i) => `{{else if (math "n == ${i}")}}${i}`).join("")
    const chain = `{{#if (math "n == -1")}}first${branches}{{else}}none{{/if}}`
    expect(checkTemplate(chain)).toEqual([])
    expect(compileTemplate(chain)({ n: 120 })).toBe("120")
    expect(compileTemplate(chain)({ n: 999 })).toBe("none")
    const insideNested = "{{#if a}}".repeat(99) + `{{#if (math "n == 1")}}one{{else if (math "n == 2")}}two{{/if}}` + "{{/if}}".repeat(99)
    expect(checkTemplate(insideNested)).toEqual([])
    expect(compileTemplate(insideNested)({ a: true, n: 2 })).toBe("two")
  })

  it("reports blocks and ( ) nested deeper than maxNesting, and reads, checks and renders them without running out of stack", () => {
    const calls = (depth: number) => "{{" + "lowercase (".repeat(depth) + "name" + ")".repeat(depth) + "}}"
    const blocks = (depth: number) => "{{#if name}}".repeat(depth) + "x" + "{{/if}}".repeat(depth)
    expect(compileTemplate(calls(maxNesting))({ name: "ADA" })).toBe("ada")
    expect(checkTemplate(calls(maxNesting))).toEqual([])
    expect(compileTemplate(blocks(maxNesting))({ name: "a" })).toBe("x")
    expect(checkTemplate(blocks(maxNesting))).toEqual([])
    for (const template of [calls(maxNesting + 1), calls(50_000), blocks(maxNesting + 1), blocks(50_000)]) {
      expect(checkTemplate(template).map((issue) => issue.message).join()).toContain(`blocks or ( ) nested more than ${maxNesting} levels deep`)
      // The first mistakes, not one for each of 50,000 stray closing tags.
      expect(checkTemplate(template).length).toBeLessThanOrEqual(20)
      expect(() => compileTemplate(template)({ name: "a" })).not.toThrow()
      expect(() => compileValueTemplate(template)({ name: "a" })).not.toThrow()
      expect(() => templateVariables(template)).not.toThrow()
    }
  })

  it("prints a tag that is not closed as text", () => {
    expect(render("Hello {{lead.first_name")).toBe("Hello {{lead.first_name")
    expect(render("a {{ b")).toBe("a {{ b")
    expect(render('{{format "x}}')).toBe('{{format "x}}')
  })

  it("renders an unclosed block to the end and ignores a stray close", () => {
    expect(render("{{#if lead.age}}yes")).toBe("yes")
    expect(render("a{{/if}}b")).toBe("ab")
    expect(render("a{{else}}b")).toBe("ab")
  })

  it("does not throw when a variable's getter throws", () => {
    const hostile = {
      get lead(): unknown {
        throw new Error("boom")
      }
    }
    expect(render("[{{lead.first_name}}]", hostile)).toBe("[]")
    expect(render("[{{#if lead}}x{{else}}y{{/if}}]", hostile)).toBe("[y]")
    expect(compileValueTemplate("{{lead.first_name}}")(hostile)).toBeUndefined()
  })
})

describe("compileValueTemplate", () => {
  it("keeps the value's type when the template is one variable", () => {
    expect(compileValueTemplate("{{lead.age}}")(vars)).toEqual(typed(30))
    expect(compileValueTemplate("{{appended.acme.score}}")(vars)).toBe(7)
    expect(compileValueTemplate("{{appended.acme.tags}}")(vars)).toEqual(["x", "y"])
    expect(compileValueTemplate("{{ lead.missing }}")(vars)).toBeUndefined()
  })

  it("returns a helper's result: math a number, others text", () => {
    expect(compileValueTemplate('{{math "lead.age + 1"}}')(vars)).toBe(31)
    expect(compileValueTemplate('{{math "n > m"}}')({ n: 12, m: 9 })).toBe(true)
    expect(compileValueTemplate('{{math "n > m" dataType="Number"}}')({ n: 12, m: 9 })).toBe(1)
    expect(compileValueTemplate('{{format lead.age dataType="String"}}')(vars)).toBe("30")
    expect(compileValueTemplate("{{uppercase lead.last_name}}")(vars)).toBe("JONES")
  })

  it("returns text for anything else", () => {
    expect(compileValueTemplate("age {{lead.age}}")(vars)).toBe("age 30")
    expect(compileValueTemplate(" {{lead.age}}")(vars)).toBe(" 30")
    expect(compileValueTemplate("{{#if lead.age}}{{lead.age}}{{/if}}")(vars)).toBe("30")
    expect(compileValueTemplate("no tags")(vars)).toBe("no tags")
    expect(compileValueTemplate("\\{{lead.age}}")(vars)).toBe("{{lead.age}}")
  })
})

describe("checkTemplate", () => {
  const messages = (source: string) => checkTemplate(source).map((i) => i.message)

  it("finds nothing wrong in good templates", () => {
    expect(checkTemplate("plain")).toEqual([])
    expect(
      checkTemplate(
        '{{lead.email}} {{#if a}}{{format b format="HHmm" timezone="America/Chicago"}}{{else}}{{math "1 + c"}}{{/if}}'
      )
    ).toEqual([])
  })

  it("reports where a tag is not closed", () => {
    expect(checkTemplate("ab {{lead")).toEqual([{ message: 'tag is not closed (expected "}}")', at: 3 }])
    expect(messages('{{format "x}}')).toEqual(["string is not closed"])
    expect(messages("{{!-- never closed")).toEqual(["comment is not closed"])
  })

  it("reports unknown helpers and bad literal arguments", () => {
    expect(messages("{{shout lead.name}}")).toEqual(['unknown helper "shout"'])
    expect(messages('{{math "1 +"}}')).toEqual(['math: unexpected end of expression in "1 +"'])
    expect(messages('{{format t format="HH" timezone="Mars/Base"}}')).toEqual(['format: unknown time zone "Mars/Base"'])
    expect(messages('{{replace x pattern="regexp([)" replace="y"}}')).toEqual(['replace: invalid regular expression "["'])
    expect(messages("{{upper (shout x)}}")).toEqual(['unknown helper "shout"', 'unknown helper "upper"'])
  })

  it("reports block mistakes", () => {
    expect(messages("{{#if a}}x")).toEqual(["{{#if}} is not closed"])
    expect(messages("x{{/if}}")).toEqual(["{{/if}} closes no block"])
    expect(messages("{{#if a}}x{{/unless}}")).toEqual(["{{/unless}} closes {{#if}}"])
    expect(messages("{{else}}")).toEqual(["{{else}} outside a block"])
    expect(messages("{{#each items}}{{/each}}")).toEqual(['unsupported block helper "#each"'])
    expect(messages("{{#if}}{{/if}}")).toEqual(["{{#if}} needs a condition"])
  })

  it("reports unsupported syntax", () => {
    expect(messages("{{> partial}}")).toEqual(["partials ({{> name}}) are not supported"])
    expect(messages("{{../x}}")).toEqual(['unsupported path "../x" (no ../ or @data variables outside blocks)'])
    expect(messages("{{@index}}")).toEqual(['unsupported path "@index" (no ../ or @data variables outside blocks)'])
    expect(messages("{{}}")).toEqual(["empty tag"])
  })
})

describe("templateVariables", () => {
  it("accepts length as a prefix operator in math, as the other one-argument functions", () => {
    expect(compileTemplate('{{math "length s"}}|{{math "length s * 2"}}|{{math "length(s)"}}')({ s: "abc" })).toBe("3|6|3")
    expect(compileTemplate('{{math "length lead.first_name"}}')(vars)).toBe("4")
    expect(checkTemplate('{{math "length s"}}')).toEqual([])
    expect(templateVariables('{{math "length s"}}')).toEqual(["s"])
  })

  it("lists each variable read, including block conditions and math expressions", () => {
    expect(
      templateVariables(
        '{{#if lead.state}}{{lead.email}}{{/if}} {{math "lead.loan / lead.value"}} {{format submission.timestamp timezone=source.zone}} {{lead.email}}'
      )
    ).toEqual(["lead.state", "lead.email", "lead.loan", "lead.value", "submission.timestamp", "source.zone"])
  })

  it("is empty for text and literals", () => {
    expect(templateVariables("plain")).toEqual([])
    expect(templateVariables('{{md5 "x"}}')).toEqual([])
  })
})

describe("examples of docs/templates.md", () => {
  const lead = {
    first_name: typed("Michael"),
    email: typed("bob@example.com"),
    notes: "#John#Doe#Smith",
    quantity: 12,
    price: 10,
    age: typed(10),
    mortgage: { loan: { amount: typed(150000) }, new_property_value: typed(205678) }
  }
  const docVars = { lead }

  it.each([
    ['{{substring lead.first_name start="3"}}', "chael"],
    ['{{replace lead.first_name pattern="regexp(h.{3})" replace="ke"}}', "Micke"],
    ['{{extract lead.notes pattern="(?<=#)(\\w+)(?=#)"}}', "John Doe"],
    ['{{math "lead.quantity > 10 ? lead.price * 0.9 : lead.price"}}', "9"],
    ['{{math "lead.mortgage.loan.amount / lead.mortgage.new_property_value" format="0.[00]%"}}', "72.93%"],
    ['{{math "lead.age >= 18"}}', "false"],
    ['{{math "lead.age >= 18" dataType="Number"}}', "0"],
    ['{{#if (math "lead.age >= 18")}}adult{{/if}}', ""],
    ['{{math "length lead.first_name"}}', "7"],
    ["{{md5 lead.email}}", "4b9bb80620f03eb3719e0a061c14283d"],
    ['{{md5 lead.email encoding="base64"}}', "S5u4BiDwPrNxngoGHBQoPQ=="],
    ["{{uppercase (substring lead.first_name start=1 end=1)}}", "M"]
  ])("%s → %s", (source, expected) => {
    expect(compileTemplate(source)(docVars)).toBe(expected)
  })
})
