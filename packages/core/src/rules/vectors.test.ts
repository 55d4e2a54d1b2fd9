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

describe("rules conformance vectors", () => {
  it("lists only known vectors as deviations", () => {
    const ids = new Set(vectors.map((v) => v.id))
    for (const id of deviations) expect(ids.has(id), `unknown vector ${id} in rules-deviations.md`).toBe(true)
  })

  for (const vector of vectors) {
    const deviates = deviations.has(vector.id)
    it(`${vector.id}: ${deviates ? "deliberately not " : ""}${vector.expected.pass ? "passes" : "fails"} (${vector.note})`, () => {
      const rules = ruleSetOf(vector)
      const vars = decodeVars(vector.vars) as Vars
      const result = compileRuleSet(rules, options)(vars)
      expect(result).toBe(evaluateRuleSet(rules, vars, options))
      expect(result === undefined).toBe(deviates ? !vector.expected.pass : vector.expected.pass)
    })
  }
})
