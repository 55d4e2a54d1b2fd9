import { Either, Schema } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { Engine } from "../../Engine.js"
import { Flow } from "../../model/Flow.js"
import { flowCheckIssues } from "../../pipeline/FlowChecks.js"
import type { RuleEncoded, RuleSetEncoded } from "../../model/Rule.js"
import { decodeWithErrors } from "../../model/ValidationErrors.js"
import { flow, flowDocument, sourceFor } from "./flow.js"

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

  it("generate flows that pass the save checks core can run, so the engine runs them (not blocked)", () => {
    fc.assert(
      fc.property(flow, (decoded) => {
        expect(flowCheckIssues(decoded)).toEqual([])
        const fields = decoded.fields.map((id) => ({ id, type: "string" as const }))
        expect(Engine.compile(decoded, fields).blocked).toBeUndefined()
      }),
      { numRuns: 100 }
    )
    // The sample the README's promise was measured on (seed 7): every flow passes.
    const sample = fc.sample(flow, { numRuns: 200, seed: 7 })
    expect(sample.filter((decoded) => flowCheckIssues(decoded).length > 0)).toEqual([])
  })

  it("keep ping limits to flows that take pings, and pricing apart from a pricing service, which is rare", () => {
    const documents = fc.sample(flowDocument, { numRuns: 200, seed: 7 })
    for (const document of documents) {
      const pingLimits = [document.ping_limits ?? [], ...document.sources.map((source) => source.ping_limits ?? [])].flat()
      if (document.ping_enabled !== true) expect(pingLimits).toEqual([])
      if (document.pricing_service !== undefined) {
        expect(document.pricing).toBeUndefined()
        for (const source of document.sources) expect([source.pricing, source.pricing_service]).toEqual([undefined, undefined])
      }
      for (const source of document.sources) expect(source.pricing !== undefined && source.pricing_service !== undefined).toBe(false)
    }
    // A service's id is random (no layer knows it, leads get its fallback price): rare, so pricing acts in most flows.
    expect(documents.filter((document) => document.pricing_service !== undefined).length).toBeLessThan(40)
    expect(documents.filter((document) => document.pricing !== undefined).length).toBeGreaterThan(100)
    expect(documents.some((document) => document.sources.some((source) => source.pricing !== undefined))).toBe(true)
    expect(documents.some((document) => document.sources.some((source) => source.pricing_service !== undefined))).toBe(true)
    expect(documents.some((document) => (document.ping_limits ?? []).length > 0)).toBe(true)
    expect(documents.some((document) => document.sources.some((source) => (source.ping_limits ?? []).length > 0))).toBe(true)
  })

  it("give a source ping limits only when its flow takes pings", () => {
    const fields = ["email", "state"]
    expect(fc.sample(sourceFor(fields), { numRuns: 100, seed: 7 }).filter((source) => source.ping_limits !== undefined)).toEqual([])
    expect(fc.sample(sourceFor(fields, { pings: true }), { numRuns: 100, seed: 7 }).some((source) => (source.ping_limits ?? []).length > 0)).toBe(true)
    const unpriced = fc.sample(sourceFor(fields, { pricing: false }), { numRuns: 100, seed: 7 })
    expect(unpriced.filter((source) => source.pricing !== undefined || source.pricing_service !== undefined)).toEqual([])
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
