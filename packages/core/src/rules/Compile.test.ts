import { parse } from "@leadflow/types"
import { describe, expect, it } from "vitest"
import type { RuleEncoded, RuleSetEncoded } from "../model/Rule.js"
import { compilePath } from "../vars/Path.js"
import { compileRule, compileRuleSet, type TemplateCompiler, type Vars } from "./Compile.js"

const all = (...rules: ReadonlyArray<RuleEncoded | RuleSetEncoded>): RuleSetEncoded => ({ op: "and", rules })
const any = (...rules: ReadonlyArray<RuleEncoded | RuleSetEncoded>): RuleSetEncoded => ({ op: "or", rules })

const texas = { lead: { state: parse("state", "Texas"), email: parse("email", "mike@example.com"), age: 42 } }

/** A template compiler that logs what it compiles and renders, printing paths as their text. */
const loggingTemplates = () => {
  const compiled: Array<string> = []
  const rendered: Array<string> = []
  const template: TemplateCompiler = (source) => {
    compiled.push(source)
    return (vars) => {
      rendered.push(source)
      return source.replace(/\{\{\s*([^}\s]+)\s*\}\}/g, (_, path: string) => String(compilePath(path)(vars) ?? ""))
    }
  }
  return { template, compiled, rendered }
}

describe("compileRuleSet: results and reasons", () => {
  it("passes with undefined and fails with the failing rule's reason", () => {
    const rules = all({ lhv: "lead.state", op: "is equal to", rhv: "TX" })
    expect(compileRuleSet(rules)(texas)).toBeUndefined()
    expect(compileRuleSet(rules)({ lead: { state: "CA" } })).toBe("lead.state is not equal to TX")
  })

  it("words each kind of failure", () => {
    const reason = (rule: RuleEncoded, vars: Vars = texas) => compileRule(rule)(vars)
    expect(reason({ lhv: "lead.email", op: "is blank" })).toBe("lead.email is not blank")
    expect(reason({ lhv: "lead.phone", op: "is not blank" })).toBe("lead.phone is blank")
    expect(reason({ lhv: "lead.age", op: "is greater than", rhv: 65 })).toBe("lead.age is not greater than 65")
    expect(reason({ lhv: "lead.state", op: "is included in", rhv: ["CA", "NY"] })).toBe(
      "lead.state is not included in CA, NY"
    )
    expect(reason({ lhv: "lead.state", op: "is included in", rhv: "CA,NY" })).toBe("lead.state is not included in CA,NY")
    expect(reason({ lhv: "lead.email", op: "format is invalid" })).toBe("lead.email format is not invalid")
    expect(reason({ lhv: "lead.phone", op: "format is valid" })).toBe("lead.phone format is not valid")
    expect(reason({ lhv: "lead.state", op: "is not equal to", rhv: "tx" })).toBe("lead.state is equal to tx")
    expect(reason({ lhv: "lead.age", op: "is between", rhv: "50-60" })).toBe("lead.age is not between 50-60")
  })

  it("stops an and set at the first failure", () => {
    const { template, rendered } = loggingTemplates()
    const rules = all(
      { lhv: "lead.state", op: "is equal to", rhv: "CA" },
      { lhv: "{{lead.age}} years", op: "is blank" }
    )
    expect(compileRuleSet(rules, { template })(texas)).toBe("lead.state is not equal to CA")
    expect(rendered).toEqual([])
  })

  it("stops an or set at the first pass", () => {
    const { template, rendered } = loggingTemplates()
    const rules = any({ lhv: "lead.state", op: "is equal to", rhv: "TX" }, { lhv: "{{lead.age}} years", op: "is blank" })
    expect(compileRuleSet(rules, { template })(texas)).toBeUndefined()
    expect(rendered).toEqual([])
  })

  it("gives every reason of a failing or set, parenthesising combined ones", () => {
    const rules = any(
      { lhv: "lead.state", op: "is equal to", rhv: "CA" },
      all({ lhv: "lead.age", op: "is less than", rhv: 18 }, { lhv: "lead.state", op: "is blank" }),
      any({ lhv: "lead.age", op: "is greater than", rhv: 65 }, { lhv: "lead.email", op: "is blank" })
    )
    expect(compileRuleSet(rules)(texas)).toBe(
      "lead.state is not equal to CA and lead.age is not less than 18 and " +
        "(lead.age is not greater than 65 and lead.email is not blank)"
    )
    expect(compileRuleSet(any({ lhv: "lead.state", op: "is equal to", rhv: "CA" }))(texas)).toBe(
      "lead.state is not equal to CA"
    )
  })

  it("ANDs a rule's attached rule set, which gives the reason once the rule itself passes", () => {
    const rule: RuleEncoded = {
      lhv: "lead.state",
      op: "is equal to",
      rhv: "TX",
      rule_set: all({ lhv: "lead.city", op: "is equal to", rhv: "Austin" })
    }
    expect(compileRule(rule)({ lead: { state: "TX", city: "austin" } })).toBeUndefined()
    expect(compileRule(rule)({ lead: { state: "TX", city: "Dallas" } })).toBe("lead.city is not equal to Austin")
    expect(compileRule(rule)({ lead: { state: "CA", city: "Dallas" } })).toBe("lead.state is not equal to TX")
    expect(compileRule({ ...rule, rule_set: null })({ lead: { state: "TX" } })).toBeUndefined()
  })

  it("parenthesises an attached or set's combined reason inside an or set", () => {
    const rules = any(
      { lhv: "lead.state", op: "is equal to", rhv: "CA" },
      {
        lhv: "lead.state",
        op: "is equal to",
        rhv: "TX",
        rule_set: any({ lhv: "lead.age", op: "is less than", rhv: 40 }, { lhv: "lead.age", op: "is greater than", rhv: 65 })
      }
    )
    expect(compileRuleSet(rules)({ lead: { state: "TX", age: 50 } })).toBe(
      "lead.state is not equal to CA and (lead.age is not less than 40 and lead.age is not greater than 65)"
    )
  })

  it("passes empty rule sets, and, or and nested alike", () => {
    expect(compileRuleSet(all())({})).toBeUndefined()
    expect(compileRuleSet(any())({})).toBeUndefined()
    expect(compileRuleSet(any(all(), { lhv: "x", op: "is not blank" }))({})).toBeUndefined()
  })
})

describe("compileRuleSet: the lhv and rhv", () => {
  it("reads dot paths, custom fields, components and trims the lhv", () => {
    const vars = { lead: { phone_1: parse("phone", "(512) 789-1111") }, favorite_abc: "Blue", "a.b": { c: 1 } }
    expect(compileRule({ lhv: "lead.phone_1.area", op: "is equal to", rhv: "512" })(vars)).toBeUndefined()
    expect(compileRule({ lhv: "favorite_abc", op: "is equal to", rhv: "blue" })(vars)).toBeUndefined()
    expect(compileRule({ lhv: " lead.phone_1 ", op: "format is valid" })(vars)).toBeUndefined()
    expect(compileRule({ lhv: "a.b.c", op: "is equal to", rhv: 1 })(vars)).toBeUndefined()
  })

  it("keeps the value itself, typed, for a template that is one path", () => {
    const vars = { lead: { income: parse("range", "10-20") }, source: { minimum: 14 } }
    expect(compileRule({ lhv: "{{lead.income}}", op: "is greater than", rhv: "{{source.minimum}}" })(vars)).toBeUndefined()
    expect(compileRule({ lhv: "lead.income", op: "is greater than", rhv: "{{ source.minimum }}" })(vars)).toBeUndefined()
    expect(compileRule({ lhv: "{{lead.income}}", op: "format is valid" })(vars)).toBeUndefined()
  })

  it("renders plain paths as text without a template compiler, other expressions as empty text", () => {
    const vars = { lead: { first_name: "Bob", last_name: parse("last_name", "Smith"), tags: ["a", "b"] } }
    expect(compileRule({ lhv: "{{lead.first_name}} {{lead.last_name}}", op: "is equal to", rhv: "bob smith" })(vars)).toBeUndefined()
    expect(compileRule({ lhv: "{{lead.tags}}!", op: "is equal to", rhv: "a,b!" })(vars)).toBeUndefined()
    expect(compileRule({ lhv: '{{format lead.first_name format="x"}}', op: "is blank" })(vars)).toBeUndefined()
  })

  it("hands other templates to the template compiler once, at compile time", () => {
    const { template, compiled, rendered } = loggingTemplates()
    const run = compileRule(
      { lhv: "{{lead.first_name}} {{lead.last_name}}", op: "is equal to", rhv: "{{source.name}}!" },
      { template }
    )
    expect(compiled).toEqual(["{{lead.first_name}} {{lead.last_name}}", "{{source.name}}!"])
    expect(run({ lead: { first_name: "Bob", last_name: "Smith" }, source: { name: "bob smith" } })).toBe(
      "{{lead.first_name}} {{lead.last_name}} is not equal to bob smith!"
    )
    expect(run({ lead: { first_name: "Bob" }, source: { name: "Bob" } })).toBe(
      "{{lead.first_name}} {{lead.last_name}} is not equal to Bob!"
    )
    expect(compiled).toHaveLength(2)
    expect(rendered).toHaveLength(4)
  })

  it("renders templated items of a list rhv", () => {
    const run = compileRule({ lhv: "lead.state", op: "is included in", rhv: ["{{source.home}}", "NY"] })
    expect(run({ lead: { state: "TX" }, source: { home: "tx" } })).toBeUndefined()
    expect(run({ lead: { state: "TX" }, source: { home: "CA" } })).toBe("lead.state is not included in CA, NY")
  })
})

describe("compileRuleSet: field types", () => {
  const lead = {
    lead: {
      state: parse("state", "TX"),
      dob: parse("dob", "1980-05-01"),
      opt_in: parse("boolean", "no"),
      called_at: parse("time", "2024-01-15T06:00:00Z"),
      loan: parse("number", "1000")
    }
  }
  const fieldTypes = { state: "state", dob: "dob", opt_in: "boolean", "lead.called_at": "time", loan: "number" } as const

  it("reads the rhv with the lhv's type", () => {
    const passes = (rule: RuleEncoded, types = fieldTypes) => compileRule(rule, { fieldTypes: types })(lead) === undefined
    expect(passes({ lhv: "lead.state", op: "is equal to", rhv: "Texas" })).toBe(true)
    expect(passes({ lhv: "lead.state", op: "is equal to", rhv: "Texas" }, {} as typeof fieldTypes)).toBe(false)
    expect(passes({ lhv: "lead.state", op: "is included in", rhv: "California,Texas" })).toBe(true)
    expect(passes({ lhv: "lead.state", op: "is not included in", rhv: ["California", "New York"] })).toBe(true)
    expect(passes({ lhv: "lead.dob", op: "is equal to", rhv: "05/01/1980" })).toBe(true)
    expect(passes({ lhv: "lead.dob", op: "is less than", rhv: "12/31/1989" })).toBe(true)
    expect(passes({ lhv: "lead.loan", op: "is greater than or equal to", rhv: "$1,000" })).toBe(true)
  })

  it("keeps an rhv that is not a valid value of the type as written", () => {
    expect(compileRule({ lhv: "lead.opt_in", op: "is equal to", rhv: "maybe" }, { fieldTypes })(lead)).toBe(
      "lead.opt_in is not equal to maybe"
    )
    expect(compileRule({ lhv: "lead.opt_in", op: "is equal to", rhv: "N" }, { fieldTypes })(lead)).toBeUndefined()
  })

  it("keeps an ISO date rhv of a time field at midnight", () => {
    const rule: RuleEncoded = { lhv: "lead.called_at", op: "is greater than", rhv: "2024-01-15" }
    expect(compileRule(rule, { fieldTypes })(lead)).toBeUndefined()
  })

  it("matches a dob against date ranges before 1970, ISO or US-written, and a ZIP+4 against a ZIP range (regression)", () => {
    const vars = { lead: { dob: parse("dob", "1962-05-05"), zip: parse("postal_code", "90210-1234") } }
    const types = { dob: "dob", zip: "postal_code" } as const
    const passes = (rule: RuleEncoded) => compileRule(rule, { fieldTypes: types })(vars) === undefined
    expect(passes({ lhv: "lead.dob", op: "is between", rhv: "1950-01-01 - 1965-12-31" })).toBe(true)
    expect(passes({ lhv: "lead.dob", op: "is between", rhv: "01/01/1950 - 12/31/1965" })).toBe(true)
    expect(passes({ lhv: "lead.dob", op: "is not between", rhv: "01/01/1966 - 12/31/1979" })).toBe(true)
    expect(passes({ lhv: "lead.zip", op: "is between", rhv: "90000-99999" })).toBe(true)
    expect(passes({ lhv: "lead.zip", op: "is greater than", rhv: "90000" })).toBe(true)
  })

  it("types a component by the component's declared type", () => {
    const rule: RuleEncoded = { lhv: "lead.phone_1.is_tollfree", op: "is equal to", rhv: "no" }
    const vars = { lead: { phone_1: parse("phone", "(512) 789-1111") } }
    expect(compileRule(rule, { fieldTypes: { phone_1: "phone" } })(vars)).toBeUndefined()
    expect(compileRule(rule)(vars)).toBe("lead.phone_1.is_tollfree is not equal to no")
  })

  it("parses a templated rhv with the lhv's type per lead", () => {
    const rule: RuleEncoded = { lhv: "lead.state", op: "is equal to", rhv: "{{source.state_name}}" }
    expect(compileRule(rule, { fieldTypes })({ ...lead, source: { state_name: "Texas" } })).toBeUndefined()
    expect(compileRule(rule, { fieldTypes })({ ...lead, source: { state_name: "Ohio" } })).toBe(
      "lead.state is not equal to Ohio"
    )
  })
})
