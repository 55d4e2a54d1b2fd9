import fc from "fast-check"
import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { Engine } from "../src/index.js"
import { testIntegration } from "../src/testing/index.js"
import { compile, harness, lead, recipient, SOURCE_ID } from "./fixtures.js"

const BUYER = "leadflow-test.outbound.buyer"
const STATES = ["TX", "CA", "NY", "FL"] as const
const equals = (state: string) => ({ op: "and" as const, rules: [{ lhv: "lead.state", op: "is equal to" as const, rhv: state }] })

describe("Engine (properties)", () => {
  it("caps are never exceeded, however many leads arrive at once", async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 8 }), fc.integer({ min: 1, max: 40 }), async (maximum, count) => {
        // The buyer yields, so the submissions interleave at every step.
        const h = harness([testIntegration({ id: BUYER, respond: () => Effect.as(Effect.yieldNow(), {}) })])
        const compiled = compile({
          caps: [{ id: "5f00000000000000000000c1", maximum, duration: 1, duration_units: "day" }],
          steps: [recipient(BUYER)]
        })
        const results = await Effect.runPromise(
          Effect.all(
            Array.from({ length: count }, () => Engine.submit(compiled, { sourceId: SOURCE_ID, data: lead })),
            { concurrency: "unbounded" }
          ).pipe(Effect.provide(h.layer))
        )
        const accepted = results.filter((r) => r.outcome === "success").length
        expect(accepted).toBe(Math.min(maximum, count))
        expect(results.filter((r) => r.reason === "Cap reached")).toHaveLength(count - accepted)
      }),
      { numRuns: 60 }
    )
  })

  it("pricing picks the last matching price", async () => {
    const price = fc.record({ amount: fc.integer({ min: 1, max: 100 }), state: fc.option(fc.constantFrom(...STATES)) })
    await fc.assert(
      fc.asyncProperty(fc.array(price, { maxLength: 6 }), fc.constantFrom(...STATES), async (generated, state) => {
        // A price without rules comes first: after another price it would always replace it (a flow error).
        const prices = generated.filter((p, i) => i === 0 || p.state !== null)
        const compiled = compile({
          pricing: {
            prices: prices.map((p) => (p.state === null ? { amount: p.amount } : { amount: p.amount, rule_set: equals(p.state) }))
          }
        })
        const expected = prices.filter((p) => p.state === null || p.state === state).at(-1)?.amount ?? 0
        const result = await Effect.runPromise(
          Engine.submit(compiled, { sourceId: SOURCE_ID, data: { ...lead, state } }).pipe(Effect.provide(harness().layer))
        )
        expect(result.price).toBe(expected)
      }),
      { numRuns: 100 }
    )
  })

  it("any list of steps gives exactly one source event, written last, counting the steps reached", async () => {
    const step = fc.oneof(
      fc.record({
        kind: fc.constant("filter" as const),
        state: fc.constantFrom(...STATES),
        enabled: fc.boolean()
      }),
      fc.record({
        kind: fc.constant("recipient" as const),
        answer: fc.constantFrom("success", "failure", "error", "throw", "skip"),
        enabled: fc.boolean()
      })
    )
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 10 }), fc.constantFrom(...STATES), async (steps, state) => {
        const integrations = ["success", "failure", "error", "throw"].map((answer) =>
          testIntegration({
            id: `leadflow-${answer}.outbound.x`,
            respond: () => {
              if (answer === "throw") throw new Error("plugin bug")
              return { outcome: answer as "success" | "failure" | "error", reason: answer === "success" ? undefined : answer }
            }
          })
        )
        const compiled = compile({
          steps: steps.map((s) =>
            s.kind === "filter"
              ? { type: "filter" as const, outcome: "failure" as const, reason: "filtered", rule_set: equals(s.state), enabled: s.enabled }
              : s.answer === "skip"
                ? recipient("leadflow-success.outbound.x", { rule_set: equals("ZZ"), enabled: s.enabled })
                : recipient(`leadflow-${s.answer}.outbound.x`, { enabled: s.enabled })
          )
        })
        const result = await Effect.runPromise(
          Engine.submit(compiled, { sourceId: SOURCE_ID, data: { ...lead, state } }).pipe(
            Effect.provide(harness(integrations).layer)
          )
        )
        const stopAt = steps.findIndex((s) => s.kind === "filter" && s.enabled && s.state === state)
        const reached = stopAt === -1 ? steps.length : stopAt + 1
        const sources = result.events.filter((e) => e.type === "source")
        expect(sources).toHaveLength(1)
        expect(result.events.at(-1)?.type).toBe("source")
        expect(sources[0]?.step_count).toBe(reached)
        expect(result.events).toHaveLength(steps.slice(0, reached).filter((s) => s.enabled).length + 1)
        expect(result.outcome).toBe(stopAt === -1 ? "success" : "failure")
      }),
      { numRuns: 150 }
    )
  })
})
