import { readFileSync } from "node:fs"
import { parse } from "@leadflow/types"
import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { Rule, RuleSet, type RuleSetEncoded } from "../model/Rule.js"
import { compileTemplate } from "../template/Template.js"
import { compileRuleSet, type Vars } from "./Compile.js"
import { evaluateRuleSet } from "./Reference.js"

/**
 * Every vector of the rules conformance corpus (`test/conformance/rules-vectors.json`, a copy of
 * `conformance/rules-vectors.json`). A vector listed in `docs/rules-deviations.md` must fail its
 * documented expectation; every other vector must meet it.
 */

interface Vector {
  readonly id: string
  readonly rule?: unknown
  readonly rule_set?: unknown
  readonly vars: unknown
  readonly expected: { readonly pass: boolean }
  readonly note: string
}

const read = (relative: string): string => readFileSync(new URL(relative, import.meta.url), "utf8")

const vectors = JSON.parse(read("../../../../test/conformance/rules-vectors.json")) as ReadonlyArray<Vector>

/** Vector ids in the first column of the deviations table: rows starting "| `id` |". */
const deviations: ReadonlySet<string> = new Set(
  [...read("../../docs/rules-deviations.md").matchAll(/^\|\s*`([^`]+)`\s*\|/gm)].map((m) => m[1] as string)
)

/** `{"$parse": [type, raw]}` is the value a lead field of that type holds after parsing. */
const decodeVars = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(decodeVars)
  if (value === null || typeof value !== "object") return value
  const record = value as Record<string, unknown>
  const spec = record["$parse"]
  if (Array.isArray(spec)) return parse(String(spec[0]), spec[1])
  return Object.fromEntries(Object.entries(record).map(([key, inner]) => [key, decodeVars(inner)]))
}

const ruleSetOf = (vector: Vector): RuleSetEncoded =>
  vector.rule_set !== undefined
    ? Schema.encodeSync(RuleSet)(Schema.decodeUnknownSync(RuleSet)(vector.rule_set))
    : { op: "and", rules: [Schema.encodeSync(Rule)(Schema.decodeUnknownSync(Rule)(vector.rule))] }

const options = { template: compileTemplate }

/** A vector's answer from the compiled rules and from the reference evaluator. */
const evaluate = (vector: Vector) => {
  const rules = ruleSetOf(vector)
  const vars = decodeVars(vector.vars) as Vars
  return { compiled: compileRuleSet(rules, options)(vars), reference: evaluateRuleSet(rules, vars, options) }
}

describe("rules conformance vectors", () => {
  it("lists only known vectors as deviations", () => {
    const ids = new Set(vectors.map((v) => v.id))
    for (const id of deviations) expect(ids.has(id), `unknown vector ${id} in rules-deviations.md`).toBe(true)
  })

  // A listed deviation is a skipped test named as such, never a pass of the corpus; the test after
  // the loop checks that each still deviates (and that compiled and reference evaluators agree).
  for (const vector of vectors) {
    const title = `${vector.id}: ${vector.expected.pass ? "passes" : "fails"} (${vector.note})`
    if (deviations.has(vector.id)) it.skip(`${title} (listed deviation: ${vector.expected.pass ? "fails" : "passes"} on purpose)`, () => undefined)
    else
      it(title, () => {
        const { compiled, reference } = evaluate(vector)
        expect(compiled).toBe(reference)
        expect(compiled === undefined).toBe(vector.expected.pass)
      })
  }

  it("every listed deviation still deviates, the same way in both evaluators", () => {
    for (const vector of vectors.filter((v) => deviations.has(v.id))) {
      const { compiled, reference } = evaluate(vector)
      expect(compiled, vector.id).toBe(reference)
      expect(compiled === undefined, `${vector.id} meets the corpus: remove it from rules-deviations.md`).toBe(!vector.expected.pass)
    }
  })
})
