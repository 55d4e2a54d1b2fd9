import { describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import { Engine } from "../src/index.js"
import { testIntegration } from "../src/testing/index.js"
import { compile, harness, lead, recipient, SOURCE_ID } from "./fixtures.js"

/** The recipient pipeline in the spec's order: integration lookup, then rules. */

describe("recipient step order", () => {
  it.effect("an unknown integration is an error even when the step's rules would skip it", () => {
    const h = harness()
    const compiled = compile({
      steps: [
        recipient("leadflow-nowhere.outbound.post", {
          rule_set: { op: "and", rules: [{ lhv: "lead.state", op: "is equal to", rhv: "CA" }] }
        })
      ]
    })
    return Effect.gen(function* () {
      const result = yield* Engine.submit(compiled, { sourceId: SOURCE_ID, data: lead })
      expect(result.events.map((e) => [e.type, e.outcome, e.reason])).toEqual([
        ["recipient", "error", "unknown integration leadflow-nowhere.outbound.post"],
        ["source", "success", null]
      ])
    }).pipe(Effect.provide(h.layer))
  })
})

describe("recipient pricing", () => {
  // A handler's price is checked by the engine too: a negative one was a negative sale and revenue.
  it.effect("a buyer's price that is negative or not finite is no sale price", () => {
    const prices = [-250, Number.NaN, Number.POSITIVE_INFINITY, 7.5]
    const h = harness(
      prices.map((price, i) => testIntegration({ id: `leadflow-test.outbound.buyer${i}`, respond: () => ({ price }) }))
    )
    const compiled = compile({
      steps: prices.map((_, i) => recipient(`leadflow-test.outbound.buyer${i}`, { pricing: { override: true } }))
    })
    return Effect.gen(function* () {
      const result = yield* Engine.submit(compiled, { sourceId: SOURCE_ID, data: lead })
      const recipients = result.events.filter((e) => e.type === "recipient") as ReadonlyArray<{ outcome: string; sale_price?: number }>
      expect(recipients.map((e) => [e.outcome, e.sale_price])).toEqual([
        ["success", undefined],
        ["success", undefined],
        ["success", undefined],
        ["success", 7.5]
      ])
      expect((result.events.find((e) => e.type === "source") as { revenue?: number }).revenue).toBe(7.5)
    }).pipe(Effect.provide(h.layer))
  })
})
