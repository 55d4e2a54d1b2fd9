import { describe, expect, it } from "vitest"
import type { RuleEncoded, RuleSetEncoded } from "../model/Rule.js"
import { checkTemplate } from "../template/Template.js"
import { checkRule, checkRuleSet } from "./Check.js"

const options = { template: checkTemplate, fields: new Set(["email", "phone_1"]) }
const all = (...rules: ReadonlyArray<RuleEncoded | RuleSetEncoded>): RuleSetEncoded => ({ op: "and", rules })

describe("checkRuleSet", () => {
  it("finds nothing wrong in sound rules", () => {
    expect(
      checkRuleSet(
        all(
          { lhv: "lead.email", op: "is not blank" },
          { lhv: "lead.phone_1.area", op: "is equal to", rhv: "512" },
          // Undeclared submitted values are strings under lead.*, and custom fields have no prefix.
          { lhv: "lead.utm_source", op: "is equal to", rhv: "{{lead.email}}" },
          { lhv: "{{lowercase lead.email}}", op: "matches pattern", rhv: ["^a", ""] }
        ),
        options
      )
    ).toEqual([])
  })

  it("reports each problem at its path: operators, missing rhv, templates, patterns, fields", () => {
    const issues = checkRuleSet(
      all(
        { lhv: "lead.email", op: "is like" as RuleEncoded["op"], rhv: "x" },
        { lhv: "lead.email", op: "is equal to" },
        { op: "or", rules: [{ lhv: "{{lead.email", op: "is blank" }] },
        { lhv: "lead.email", op: "is equal to", rhv: ["ok", "{{nope lead.email}}"] },
        { lhv: "lead.email", op: "matches pattern", rhv: "/([/" },
        {
          lhv: "lead.email",
          op: "is not blank",
          rule_set: all({ lhv: "lead.phone_2.area", op: "is equal to", rhv: "512" })
        }
      ),
      options
    )
    expect(issues.map((issue) => issue.path)).toEqual([
      "rules.0.op",
      "rules.1.rhv",
      "rules.2.rules.0.lhv",
      "rules.3.rhv.1",
      "rules.4.rhv",
      "rules.5.rule_set.rules.0.lhv"
    ])
    expect(issues[0]?.message).toMatch(/Unknown rule operator "is like"/)
    expect(issues[2]?.message).toMatch(/not closed/)
    expect(issues[3]?.message).toMatch(/unknown helper "nope"/)
    expect(issues[4]?.message).toMatch(/never match/)
    expect(issues[5]?.message).toMatch(/"phone_2", which is not a field of the flow/)
  })

  it("reports a component a declared field's type does not have, when told the fields' members", () => {
    const members = (field: string) => (field === "phone_1" ? new Set(["normal", "raw", "valid", "area"]) : undefined)
    const issues = checkRuleSet(
      all(
        { lhv: "lead.phone_1.area", op: "is equal to", rhv: "512" },
        { lhv: "lead.phone_1.valid", op: "is true" },
        { lhv: "lead.phone_1.arae", op: "is equal to", rhv: "512" },
        // A field whose members are not known is not checked.
        { lhv: "lead.email.whatever", op: "is blank" }
      ),
      { ...options, members }
    )
    expect(issues).toEqual([
      { path: "rules.2.lhv", message: 'lead.phone_1.arae reads "arae", which a value of "phone_1" does not have (it has normal, raw, valid, area)' }
    ])
  })

  it("reports a unary operator's rhv that would be ignored; a blank one left by an editor is fine", () => {
    const issues = checkRuleSet(
      all(
        { lhv: "lead.email", op: "is blank", rhv: "X" },
        { lhv: "lead.email", op: "is not blank", rhv: "" },
        { lhv: "lead.email", op: "is true", rhv: [] }
      )
    )
    expect(issues).toEqual([
      { path: "rules.0.rhv", message: 'The operator "is blank" compares nothing: its rhv would be ignored (remove it, or use an operator that compares)' }
    ])
  })

  it("tells `read` each path the rules read (plain lhv, lhv and rhv templates, attached sets), an issue where it answers", () => {
    const read = (variable: string) => (variable.split(".").includes("cell_acme") ? `reads ${variable}` : undefined)
    const issues = checkRuleSet(
      all(
        { lhv: "cell_acme", op: "is equal to", rhv: "2145550187" },
        { lhv: " lead.cell_acme.area ", op: "is blank" },
        { lhv: "lead.email", op: "is equal to", rhv: ["x", "{{lowercase cell_acme}}"] },
        { op: "or", rules: [{ lhv: "{{format lead.cell_acme}}", op: "is not blank", rule_set: all({ lhv: "lead.cell_acme", op: "is blank" }) }] },
        // Not a read: a constant rhv, another field.
        { lhv: "lead.cell_acme_2", op: "is equal to", rhv: "cell_acme" }
      ),
      { read }
    )
    expect(issues).toEqual([
      { path: "rules.0.lhv", message: "reads cell_acme" },
      { path: "rules.1.lhv", message: "reads lead.cell_acme.area" },
      { path: "rules.2.rhv.1", message: "reads cell_acme" },
      { path: "rules.3.rules.0.lhv", message: "reads lead.cell_acme" },
      { path: "rules.3.rules.0.rule_set.rules.0.lhv", message: "reads lead.cell_acme" }
    ])
  })

  it("checks templates only with a template checker, and fields only when told them", () => {
    expect(checkRule({ lhv: "{{lead.email", op: "is blank" })).toEqual([])
    expect(checkRule({ lhv: "lead.phone_2.area", op: "is blank" })).toEqual([])
    expect(checkRule({ lhv: "lead.phone_2.area", op: "is blank" }, { fields: new Set() })).toHaveLength(1)
  })
})
