import { operatorNames, type OperatorName } from "@leadflow/types"
import { Schema } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { RuleSet } from "../model/Rule.js"
import { leadValue, leadValueNear, rhvFor, ruleFieldTypes, ruleSet, ruleVars } from "../testing/arbitraries/rules.js"
import { compilePath } from "../vars/Path.js"
import { compileRule, compileRuleSet, type TemplateCompiler } from "./Compile.js"
import { operators } from "./Operators.js"
import { evaluateRuleSet } from "./Reference.js"
import { isBlank } from "./Value.js"

const fieldTypes = fc.option(ruleFieldTypes, { nil: undefined })

// A template compiler unlike the built-in fallback (it prints paths in brackets), so the tests
// see that both the compiler and the interpreter hand templates to it.
const bracketing: TemplateCompiler = (source) => (vars) =>
  source.replace(/\{\{\s*([^}\s]+)\s*\}\}/g, (_, path: string) => `[${String(compilePath(path)(vars) ?? "")}]`)

describe("compiled rules", () => {
  it("are generated as valid rule set documents", () => {
    fc.assert(
      fc.property(ruleSet(), (rules) => {
        expect(() => Schema.decodeUnknownSync(RuleSet)(rules)).not.toThrow()
      }),
      { numRuns: 300 }
    )
  })

  it("give what the reference interpreter gives, reasons included", () => {
    fc.assert(
      fc.property(ruleSet(), ruleVars, fieldTypes, (rules, vars, types) => {
        const options = types === undefined ? {} : { fieldTypes: types }
        expect(compileRuleSet(rules, options)(vars)).toBe(evaluateRuleSet(rules, vars, options))
      }),
      { numRuns: 3000 }
    )
  })

  it("give what the reference interpreter gives as closures, without generated code", () => {
    fc.assert(
      fc.property(ruleSet(), ruleVars, fieldTypes, (rules, vars, types) => {
        const options = types === undefined ? {} : { fieldTypes: types }
        expect(compileRuleSet(rules, { ...options, generate: false })(vars)).toBe(evaluateRuleSet(rules, vars, options))
      }),
      { numRuns: 2000 }
    )
  })

  it("give what the reference interpreter gives with a template compiler", () => {
    fc.assert(
      fc.property(ruleSet(2), ruleVars, fieldTypes, (rules, vars, types) => {
        const options = { template: bracketing, ...(types === undefined ? {} : { fieldTypes: types }) }
        expect(compileRuleSet(rules, options)(vars)).toBe(evaluateRuleSet(rules, vars, options))
      }),
      { numRuns: 1000 }
    )
  })

  it("compile to the same answer however often they run", () => {
    fc.assert(
      fc.property(ruleSet(), fc.array(ruleVars, { minLength: 2, maxLength: 4 }), (rules, leads) => {
        const compiled = compileRuleSet(rules)
        const first = leads.map((vars) => compiled(vars))
        expect(leads.map((vars) => compiled(vars))).toEqual(first)
      }),
      { numRuns: 300 }
    )
  })
})

describe("each operator", () => {
  it("prepared once answers as its plain form does", () => {
    fc.assert(
      fc.property(
        fc
          .constantFrom(...operatorNames)
          .chain((op) => rhvFor(op).map((rhv) => [op, rhv] as const))
          .chain(([op, rhv]) => fc.tuple(fc.constant(op), fc.oneof(leadValue, leadValueNear(rhv)), fc.constant(rhv))),
        ([op, lhv, rhv]) => {
          expect(operators[op].prepare(rhv)(lhv)).toBe(operators[op].test(lhv, rhv))
        }
      ),
      { numRuns: 5000 }
    )
  })
})

const complementary: ReadonlyArray<readonly [OperatorName, OperatorName]> = [
  ["is equal to", "is not equal to"],
  ["includes", "does not include"],
  ["is included in", "is not included in"],
  ["matches pattern", "does not match pattern"],
  ["is between", "is not between"],
  ["is blank", "is not blank"],
  ["is true", "is not true"],
  ["is false", "is not false"],
  ["is obscene", "is not obscene"],
  ["format is valid", "format is invalid"]
]

describe("complementary operators", () => {
  for (const [positive, negative] of complementary) {
    it(`${positive} / ${negative}: exactly one passes on a non-blank value`, () => {
      fc.assert(
        fc.property(
          rhvFor(positive).chain((rhv) => fc.tuple(fc.oneof(leadValue, leadValueNear(rhv)), fc.constant(rhv))),
          fieldTypes,
          ([value, rhv], types) => {
          fc.pre(!isBlank(value))
          const vars = { lead: { a: value } }
          const options = types === undefined ? {} : { fieldTypes: types }
          const passes = (op: OperatorName) => compileRule({ lhv: "lead.a", op, rhv }, options)(vars) === undefined
          expect(passes(positive)).toBe(!passes(negative))
          }
        ),
        { numRuns: 1000 }
      )
    })
  }
})
