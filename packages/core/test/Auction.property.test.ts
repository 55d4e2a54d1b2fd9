import fc from "fast-check"
import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { Engine, type LeadEvent } from "../src/index.js"
import { testIntegration } from "../src/testing/index.js"
import { compile, harness, lead, SOURCE_ID } from "./fixtures.js"

/** Auction properties over random buyers, bids, failing posts, floors and sale limits. */

const PING = "leadflow-test.outbound.ping"
const POST = "leadflow-test.outbound.post"
const entityId = (i: number) => `5f0000000000000000000${(0xe00 + i).toString(16)}`

interface BuyerCase {
  /** A price, or null for a buyer that declines. */
  readonly bid: number | null
  /** The ping answers after yielding (interleaving the answers) rather than at once. */
  readonly yields: boolean
  readonly postFails: boolean
}

const buyerCase = fc.record({
  bid: fc.option(fc.integer({ min: 0, max: 30 }), { nil: null }),
  yields: fc.boolean(),
  postFails: fc.boolean()
})

const sale = fc.oneof(
  fc.constant({ exclusive: undefined, max_sales: undefined } as const),
  fc.constant({ exclusive: true, max_sales: undefined } as const),
  fc.integer({ min: 1, max: 8 }).map((n) => ({ exclusive: false, max_sales: n }) as const)
)

const floorCase = fc.record({
  cost: fc.integer({ min: 0, max: 10 }),
  margin: fc.option(fc.integer({ min: 0, max: 10 }), { nil: undefined }),
  fixed: fc.option(fc.integer({ min: 0, max: 25 }), { nil: undefined })
})

type FloorCase = typeof floorCase extends fc.Arbitrary<infer T> ? T : never

const run = (buyers: ReadonlyArray<BuyerCase>, limits: { exclusive: boolean | undefined; max_sales: number | undefined }, floor: FloorCase) => {
  const index = (vars: Readonly<Record<string, unknown>>) => parseInt((vars["recipient"] as { id: string }).id.slice(-3), 16) - 0xe00
  const integrations = [
    testIntegration({
      id: PING,
      respond: (vars) => {
        const b = buyers[index(vars)] as BuyerCase
        const answer = b.bid === null ? { outcome: "failure" as const, reason: "no" } : { outcome: "success" as const, price: b.bid }
        return b.yields ? Effect.as(Effect.yieldNow(), answer) : answer
      }
    }),
    testIntegration({
      id: POST,
      respond: (vars) => ((buyers[index(vars)] as BuyerCase).postFails ? { outcome: "failure", reason: "rejected" } : { outcome: "success" })
    })
  ]
  const floorDoc = floor.margin === undefined && floor.fixed === undefined ? {} : { floor: { margin: floor.margin, fixed: floor.fixed } }
  const step = {
    type: "auction",
    id: "auc001",
    buyers: buyers.map((_, i) => ({ id: `buyer${i}`, entity: { id: entityId(i) }, ping: { module_id: PING }, post: { module_id: POST } })),
    ...(limits.exclusive === undefined ? {} : { exclusive: limits.exclusive }),
    ...(limits.max_sales === undefined ? {} : { max_sales: Math.min(limits.max_sales, buyers.length) }),
    ...JSON.parse(JSON.stringify(floorDoc))
  }
  const compiled = compile({ ...(floor.cost > 0 ? { pricing: { prices: [{ amount: floor.cost }] } } : {}), steps: [step as never] })
  return Effect.runPromise(Engine.submit(compiled, { sourceId: SOURCE_ID, data: lead }).pipe(Effect.provide(harness(integrations).layer)))
}

const sales = (events: ReadonlyArray<LeadEvent>) =>
  events.filter((e) => e.type === "recipient" && e.outcome === "success") as unknown as ReadonlyArray<Record<string, unknown>>

const expectedFloor = (f: FloorCase) =>
  f.margin === undefined && f.fixed === undefined ? f.cost : Math.max(f.margin === undefined ? 0 : f.cost + f.margin, f.fixed ?? 0)

describe("Auction (properties)", () => {
  it("never sells below the floor, never more than max_sales, exclusive sells to exactly one buyer or none", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(buyerCase, { minLength: 1, maxLength: 8 }), sale, floorCase, async (buyers, limits, floor) => {
        const result = await run(buyers, limits, floor)
        const sold = sales(result.events)
        const minimum = expectedFloor(floor)
        const maxSales = limits.exclusive === false ? Math.min(limits.max_sales, buyers.length) : 1
        // Never below the floor, each at its own bid, each buyer at most once.
        for (const event of sold) {
          expect(event["sale_price"] as number).toBeGreaterThanOrEqual(minimum)
          expect(event["revenue"]).toBe(event["sale_price"])
        }
        expect(new Set(sold.map((e) => e["step_id"])).size).toBe(sold.length)
        expect(sold.length).toBeLessThanOrEqual(maxSales)
        // Exactly as many sales as there are buyers that bid at or above the floor and take the post.
        const takers = buyers.filter((b) => b.bid !== null && b.bid > 0 && b.bid >= minimum && !b.postFails)
        expect(sold.length).toBe(Math.min(maxSales, takers.length))
        if (maxSales === 1 && takers.length > 0) {
          // Exclusive: the best bid among those that take the post.
          expect(sold[0]?.["sale_price"]).toBe(Math.max(...takers.map((b) => b.bid as number)))
        }
        // One bid event per buyer, and the revenue is the sum of the sales.
        expect(result.events.filter((e) => e.type === "bid")).toHaveLength(buyers.length)
        const revenue = sold.reduce((sum, e) => sum + (e["sale_price"] as number), 0)
        const summary = ((result.events.at(-1) as Record<string, unknown>)["appended"] as Record<string, Record<string, unknown>>)["auc001"]
        expect(summary?.["sales"]).toBe(sold.length)
        expect((summary?.["winners"] as ReadonlyArray<{ price: number }>).reduce((s, w) => s + w.price, 0)).toBe(revenue)
      }),
      { numRuns: 150 }
    )
  })
})
