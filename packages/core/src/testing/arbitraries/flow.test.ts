import { Either, Schema } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { Flow } from "../../model/Flow.js"
import type { RuleEncoded, RuleSetEncoded } from "../../model/Rule.js"
import { decodeWithErrors } from "../../model/ValidationErrors.js"
import { flow, flowDocument } from "./flow.js"

const decodeFlow = decodeWithErrors(Flow)

const lhvsOf = (ruleSet: RuleSetEncoded): ReadonlyArray<string> =>
  ruleSet.rules.flatMap((rule: RuleEncoded | RuleSetEncoded) => ("lhv" in rule ? [rule.lhv] : lhvsOf(rule)))

describe("flow arbitraries", () => {
  it("generate flow documents the Flow schema accepts", () => {
    fc.assert(
      fc.property(flowDocument, (document) => {
        expect(decodeFlow(document)).toEqual(Either.right(document))
      }),
      { numRuns: 60 }
    )
  })

  it("generate flows that survive an encode and decode", () => {
    fc.assert(
      fc.property(flow, (decoded) => {
        expect(Schema.decodeUnknownSync(Flow)(Schema.encodeSync(Flow)(decoded))).toEqual(decoded)
      }),
      { numRuns: 60 }
    )
  })

  it("write rules about the flow's own fields", () => {
    fc.assert(
      fc.property(flowDocument, (document) => {
        const ruleSets = document.steps.flatMap((step) => (step.type === "group" || step.type === "auction" || step.rule_set === undefined ? [] : [step.rule_set]))
        const known = new Set(document.fields.map((field) => `lead.${field}`))
        for (const lhv of ruleSets.flatMap(lhvsOf)) expect(known.has(lhv)).toBe(true)
      }),
      { numRuns: 60 }
    )
  })

  it("vary what they generate", () => {
    const documents = fc.sample(flowDocument, { numRuns: 200, seed: 7 })
    const steps = documents.flatMap((document) => document.steps)
    expect(new Set(steps.map((step) => step.type))).toEqual(new Set(["filter", "recipient"]))
    const caps = documents.flatMap((document) => document.caps ?? [])
    expect(caps.some((cap) => cap.caps !== undefined)).toBe(true)
    expect(documents.some((document) => document.pricing?.override === true)).toBe(true)
    expect(documents.some((document) => (document.pricing?.prices?.length ?? 0) > 0)).toBe(true)
  })
})
