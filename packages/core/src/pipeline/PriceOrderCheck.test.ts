import { Effect, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { compile, lead, SOURCE_ID } from "../../test/fixtures.js"
import { Engine } from "../Engine.js"
import { Flow } from "../model/Flow.js"
import { flowPriceOrderIssues } from "./PriceOrderCheck.js"

const texas = { op: "and", rules: [{ lhv: "lead.state", op: "is equal to", rhv: "TX" }] } as const
const source = (pricing?: unknown) => ({
  entity: { id: "5f00000000000000000000a1" },
  integration: { module_id: "leadflow-standard.inbound" },
  ...(pricing === undefined ? {} : { pricing })
})
const recipient = (pricing: unknown) => ({
  type: "recipient",
  entity: { id: "5f00000000000000000000b1" },
  integration: { module_id: "leadflow-test.outbound.post" },
  pricing
})
const flowWith = (extra: Record<string, unknown>) =>
  Schema.decodeUnknownSync(Flow)({ name: "F", enabled: true, fields: ["state"], sources: [source()], steps: [], ...extra })

const message = (last: number) =>
  `This price never acts: prices.${last} after it prices every lead (it has no rules), and the last price whose rules pass wins. List the price without rules first, as the default the others replace`

describe("flowPriceOrderIssues", () => {
  it("passes a default price listed before the prices that replace it", () => {
    const flow = flowWith({
      pricing: { prices: [{ amount: 12 }, { amount: 20, rule_set: texas }] },
      sources: [source({ prices: [{ amount: 1, rule_set: texas }, { amount: 2, rule_set: texas }] })],
      steps: [recipient({ override: true })]
    })
    expect(flowPriceOrderIssues(flow)).toEqual([])
  })

  it("names each price a later price without rules (or with an empty rule set) always replaces, wherever pricing sits", () => {
    const flow = flowWith({
      pricing: { prices: [{ amount: 20, rule_set: texas }, { amount: 12 }] },
      sources: [source({ prices: [{ amount: 1 }, { amount: 2, rule_set: texas }, { amount: 3, rule_set: { op: "or", rules: [] } }] })],
      steps: [
        recipient({ prices: [{ amount: 5, rule_set: texas }, { amount: 4 }, { amount: 6, rule_set: texas }] }),
        { type: "group", distribution: "priority", steps: [{ ...recipient({ prices: [{ amount: 7, rule_set: texas }, { amount: 8 }] }), type: "recipient" }] }
      ]
    })
    expect(flowPriceOrderIssues(flow)).toEqual([
      { path: "pricing.prices.0", message: message(1) },
      { path: "sources.0.pricing.prices.0", message: message(2) },
      { path: "sources.0.pricing.prices.1", message: message(2) },
      { path: "steps.0.pricing.prices.0", message: message(1) },
      { path: "steps.1.steps.0.pricing.prices.0", message: message(1) }
    ])
  })

  it("blocks a flow with such a price: a Texan lead was priced 12, never 20; now each lead is an error naming it", async () => {
    const compiled = compile({ pricing: { prices: [{ amount: 20, rule_set: texas }, { amount: 12 }] } })
    expect(compiled.blocked).toContain(`pricing.prices.0: ${message(1)}`)
    const result = await Effect.runPromise(Effect.provide(Engine.submit(compiled, { sourceId: SOURCE_ID, data: lead }), Engine.memoryLayer()))
    expect([result.outcome, result.price]).toEqual(["error", 0])
  })
})
