import { describe, expect, it } from "@effect/vitest"
import { Effect, Fiber, Layer, Schema, TestClock } from "effect"
import { Engine, Flow, flowAuctionIssues, HeldBids, type LeadEvent } from "../src/index.js"
import { testIntegration } from "../src/testing/integrations.js"
import { compile, flowOf, harness, lead, OTHER_SOURCE_ID, SOURCE_ID, sourceWith } from "./fixtures.js"

/** Auction steps (ping tree / ping-post) on the memory engine, with in-process buyers. */

export const PING = "leadflow-test.outbound.ping"
export const POST = "leadflow-test.outbound.post"
const ids = ["5f00000000000000000000d1", "5f00000000000000000000d2", "5f00000000000000000000d3", "5f00000000000000000000d4"]
const NAMES = ["A", "B", "C", "D"] as const
type Name = (typeof NAMES)[number]
const nameOf = (vars: Readonly<Record<string, unknown>>): Name => NAMES[ids.indexOf((vars["recipient"] as { id: string }).id)] as Name

/** How a buyer answers a ping: a price, a refusal, an error, or a price after `delay` ms. */
type PingAnswer = number | "failure" | "error" | { readonly price: number; readonly delay: number }

const pinger = (answers: Partial<Record<Name, PingAnswer>>, pinged: Array<Name> = []) =>
  testIntegration({
    id: PING,
    respond: (vars) => {
      const name = nameOf(vars)
      pinged.push(name)
      const answer = answers[name] ?? "failure"
      if (answer === "failure" || answer === "error") return { outcome: answer, reason: `${name} said ${answer}` }
      if (typeof answer === "number") return { outcome: "success", price: answer }
      return Effect.as(Effect.sleep(answer.delay), { outcome: "success" as const, price: answer.price })
    }
  })

const poster = (failing: ReadonlyArray<Name> = [], posted: Array<Name> = []) =>
  testIntegration({
    id: POST,
    respond: (vars) => {
      const name = nameOf(vars)
      posted.push(name)
      return failing.includes(name) ? { outcome: "failure", reason: `${name} rejected the post` } : { outcome: "success" }
    }
  })

export const buyer = (name: Name, extra: Record<string, unknown> = {}) => ({
  id: `buy${name}01`,
  entity: { id: ids[NAMES.indexOf(name)], name },
  ping: { module_id: PING },
  post: { module_id: POST },
  ...extra
})

export const auction = (buyers: ReadonlyArray<Record<string, unknown>>, extra: Record<string, unknown> = {}) =>
  ({ type: "auction", id: "auc001", buyers, ...extra }) as never

const bids = (events: ReadonlyArray<LeadEvent>) =>
  events
    .filter((e) => e.type === "bid")
    .map((e) => {
      const r = e as unknown as Record<string, unknown>
      return [NAMES[ids.indexOf((e.vars?.["recipient"] as { id: string }).id)], e.outcome, r["bid"], e.reason]
    })

const posts = (events: ReadonlyArray<LeadEvent>) =>
  events
    .filter((e) => e.type === "recipient")
    .map((e) => [NAMES[ids.indexOf((e.vars?.["recipient"] as { id: string }).id)], e.outcome, (e as { sale_price?: number }).sale_price ?? null])

const summaryOf = (events: ReadonlyArray<LeadEvent>) =>
  ((events.at(-1) as Record<string, unknown>)["appended"] as Record<string, unknown>)["auc001"] as Record<string, unknown>

describe("an auction step", () => {
  it.effect("pings every buyer, posts to the highest bid at its price, and appends the summary", () => {
    const compiled = compile({ steps: [auction([buyer("A"), buyer("B"), buyer("C")])] })
    const posted: Array<Name> = []
    return Effect.gen(function* () {
      const result = yield* Engine.submit(compiled, { sourceId: SOURCE_ID, data: lead })
      expect(result.outcome).toBe("success")
      expect(bids(result.events)).toEqual([
        ["A", "success", 5, null],
        ["B", "success", 8, null],
        ["C", "failure", null, "C said failure"]
      ])
      expect(posts(result.events)).toEqual([["B", "success", 8]])
      expect(posted).toEqual(["B"])
      const post = result.events.find((e) => e.type === "recipient") as unknown as Record<string, unknown>
      expect(post["revenue"]).toBe(8)
      expect(post["step_id"]).toBe("buyB01")
      expect(post["auction"]).toEqual({ id: "auc001", bid: 8, rank: 1, floor: 0 })
      expect(summaryOf(result.events)).toMatchObject({
        floor: 0,
        winner: "buyB01",
        price: 8,
        sales: 1,
        pinged: 3,
        reason: null,
        bids: [
          { buyer: "buyB01", price: 8 },
          { buyer: "buyA01", price: 5 }
        ]
      })
      // The auction is one step.
      expect((result.events.at(-1) as Record<string, unknown>)["step_count"]).toBe(1)
    }).pipe(Effect.provide(harness([pinger({ A: 5, B: 8 }), poster([], posted)]).layer))
  })

  it.effect("a failing post passes the lead to the next bidder; ties go to the first answer", () => {
    const compiled = compile({ steps: [auction([buyer("A"), buyer("B"), buyer("C")])] })
    return Effect.gen(function* () {
      const result = yield* Engine.submit(compiled, { sourceId: SOURCE_ID, data: lead })
      expect(posts(result.events)).toEqual([
        ["A", "failure", null],
        ["B", "success", 6]
      ])
      expect(summaryOf(result.events)).toMatchObject({ winner: "buyB01", price: 6, sales: 1 })
    }).pipe(Effect.provide(harness([pinger({ A: 9, B: 6, C: 6 }), poster(["A"])]).layer))
  })

  it.effect("every post failing: nobody buys, and the summary says why", () => {
    const compiled = compile({ steps: [auction([buyer("A"), buyer("B")])] })
    return Effect.gen(function* () {
      const result = yield* Engine.submit(compiled, { sourceId: SOURCE_ID, data: lead })
      expect(posts(result.events).map(([n, o]) => [n, o])).toEqual([
        ["A", "failure"],
        ["B", "failure"]
      ])
      expect(summaryOf(result.events)).toMatchObject({ winner: null, price: null, sales: 0, reason: "every post failed" })
      expect(result.outcome).toBe("success")
    }).pipe(Effect.provide(harness([pinger({ A: 9, B: 6 }), poster(["A", "B"])]).layer))
  })

  it.effect("the floor: the source's cost plus the margin, or a fixed floor; bids below it are not posted to", () => {
    const compiled = compile({
      pricing: { prices: [{ amount: 4 }] },
      steps: [auction([buyer("A"), buyer("B"), buyer("C")], { floor: { margin: 2 } })]
    })
    const fixed = compile({ steps: [auction([buyer("A"), buyer("B"), buyer("C")], { floor: { fixed: 7 } })] })
    return Effect.gen(function* () {
      const result = yield* Engine.submit(compiled, { sourceId: SOURCE_ID, data: lead })
      expect(bids(result.events)).toEqual([
        ["A", "failure", 5, "bid 5 is below the floor 6"],
        ["B", "success", 6, null],
        ["C", "success", 8, null]
      ])
      expect(posts(result.events)).toEqual([["C", "success", 8]])
      const high = yield* Engine.submit(fixed, { sourceId: SOURCE_ID, data: lead })
      expect(posts(high.events)).toEqual([["C", "success", 8]])
      expect(summaryOf(high.events)).toMatchObject({ floor: 7, bids: [{ buyer: "buyC01", price: 8 }] })
      const none = yield* Engine.submit(compile({ steps: [auction([buyer("A")], { floor: { fixed: 10 } })] }), { sourceId: SOURCE_ID, data: lead })
      expect(posts(none.events)).toEqual([])
      expect(summaryOf(none.events)).toMatchObject({ winner: null, reason: "no bid at or above the floor 10" })
    }).pipe(Effect.provide(harness([pinger({ A: 5, B: 6, C: 8 }), poster()]).layer))
  })

  it.effect("max_sales sells to up to N buyers, best first, each at its own bid", () => {
    const compiled = compile({ steps: [auction([buyer("A"), buyer("B"), buyer("C"), buyer("D")], { exclusive: false, max_sales: 2 })] })
    return Effect.gen(function* () {
      const result = yield* Engine.submit(compiled, { sourceId: SOURCE_ID, data: lead })
      expect(posts(result.events)).toEqual([
        ["D", "success", 9],
        ["B", "failure", null],
        ["A", "success", 5]
      ])
      expect(summaryOf(result.events)).toMatchObject({ sales: 2, winner: "buyD01", winners: [{ price: 9 }, { price: 5 }] })
      const source = result.events.at(-1) as Record<string, unknown>
      expect(source["outcome"]).toBe("success")
    }).pipe(Effect.provide(harness([pinger({ A: 5, B: 8, C: 3, D: 9 }), poster(["B"])]).layer))
  })

  it.effect("exclusive by default; max_sales without exclusive makes it non-exclusive, and saves without an issue", () => {
    const doc = (extra: Record<string, unknown>) => ({ steps: [auction([buyer("A"), buyer("B"), buyer("C")], extra)] })
    const sales = (extra: Record<string, unknown>) =>
      Effect.map(Engine.submit(compile(doc(extra)), { sourceId: SOURCE_ID, data: lead }), (r) => summaryOf(r.events)["sales"])
    return Effect.gen(function* () {
      expect(yield* sales({})).toBe(1)
      expect(yield* sales({ max_sales: 2 })).toBe(2)
      expect(yield* sales({ max_sales: 1 })).toBe(1)
      expect(yield* sales({ exclusive: false })).toBe(3)
      expect(yield* sales({ exclusive: false, max_sales: 2 })).toBe(2)
      expect(flowAuctionIssues(flowOf(doc({ max_sales: 2 })))).toEqual([])
      expect(flowAuctionIssues(flowOf(doc({ exclusive: true, max_sales: 2 }))).map((i) => i.path)).toEqual(["steps.0.max_sales"])
      // exclusive: true with max_sales: 1 says the same thing twice: accepted.
      expect(flowAuctionIssues(flowOf(doc({ exclusive: true, max_sales: 1 })))).toEqual([])
      expect(yield* sales({ exclusive: true, max_sales: 1 })).toBe(1)
    }).pipe(Effect.provide(harness([pinger({ A: 5, B: 8, C: 7 }), poster()]).layer))
  })

  it.effect("buyers whose rules fail, whose cap is full or whose schedule is closed are not pinged", () => {
    const ca = { op: "and", rules: [{ lhv: "lead.state", op: "is equal to", rhv: "CA" }] }
    const cap = { maximum: 1, duration: 1, duration_units: "day" }
    const never = { time_zone: "UTC", days: {} }
    const compiled = compile({
      steps: [auction([buyer("A", { rule_set: ca }), buyer("B", { caps: [cap] }), buyer("C", { schedule: never }), buyer("D", { enabled: false })])]
    })
    const pinged: Array<Name> = []
    return Effect.gen(function* () {
      const first = yield* Engine.submit(compiled, { sourceId: SOURCE_ID, data: lead })
      expect(bids(first.events)).toEqual([
        ["A", "skip", null, "lead.state is not equal to CA"],
        ["C", "skip", null, "outside schedule"],
        ["B", "success", 4, null]
      ])
      expect(posts(first.events)).toEqual([["B", "success", 4]])
      // B's cap (one sale a day) is now full: it is not pinged again.
      const second = yield* Engine.submit(compiled, { sourceId: SOURCE_ID, data: lead })
      expect(bids(second.events).find(([n]) => n === "B")).toEqual(["B", "skip", null, "Cap reached"])
      expect(summaryOf(second.events)).toMatchObject({ winner: null, pinged: 0, reason: "no eligible buyer" })
      expect(pinged).toEqual(["B"])
    }).pipe(Effect.provide(harness([pinger({ A: 1, B: 4, C: 1, D: 1 }, pinged), poster()]).layer))
  })

  it.effect("answers after the time budget are ignored and recorded as late", () => {
    const compiled = compile({ steps: [auction([buyer("A"), buyer("B"), buyer("C")], { timeout_ms: 500 })] })
    return Effect.gen(function* () {
      const fiber = yield* Effect.fork(Engine.submit(compiled, { sourceId: SOURCE_ID, data: lead }))
      yield* TestClock.adjust(2000)
      const result = yield* Fiber.join(fiber)
      expect(bids(result.events)).toEqual([
        ["A", "success", 3, null],
        ["B", "success", 7, null],
        ["C", "error", null, "no bid within 500 ms (late)"]
      ])
      expect((result.events.find((e) => e.type === "bid" && e.outcome === "error") as Record<string, unknown>)["late"]).toBe(true)
      expect(posts(result.events)).toEqual([["B", "success", 7]])
    }).pipe(Effect.provide(harness([pinger({ A: 3, B: { price: 7, delay: 200 }, C: { price: 50, delay: 900 } }), poster()]).layer))
  })

  it.live("with a real clock, the budget bounds the auction's wall time", () => {
    const compiled = compile({ steps: [auction([buyer("A"), buyer("B")], { timeout_ms: 100 })] })
    return Effect.gen(function* () {
      const started = Date.now()
      const result = yield* Engine.submit(compiled, { sourceId: SOURCE_ID, data: lead })
      expect(Date.now() - started).toBeLessThan(1000)
      expect(posts(result.events)).toEqual([["A", "success", 2]])
      expect(bids(result.events)[1]?.[3]).toBe("no bid within 100 ms (late)")
    }).pipe(Effect.provide(harness([pinger({ A: 2, B: { price: 9, delay: 5000 } }), poster()]).layer))
  })

  it.effect("a later step reads the summary; a closed auction pings nobody", () => {
    const weekdays = { time_zone: "UTC", days: {} }
    const stop = {
      type: "filter",
      outcome: "failure",
      reason: "Unsold",
      rule_set: { op: "and", rules: [{ lhv: "appended.auc001.sales", op: "is equal to", rhv: "0" }] }
    }
    const compiled = compile({ steps: [auction([buyer("A")]), stop] as never })
    const closed = compile({ steps: [auction([buyer("A")], { schedule: weekdays })] })
    return Effect.gen(function* () {
      expect((yield* Engine.submit(compiled, { sourceId: SOURCE_ID, data: lead })).outcome).toBe("success")
      const shut = yield* Engine.submit(closed, { sourceId: SOURCE_ID, data: lead })
      expect(bids(shut.events)).toEqual([["A", "skip", null, "outside schedule"]])
      expect(summaryOf(shut.events)).toMatchObject({ reason: "outside schedule" })
    }).pipe(Effect.provide(harness([pinger({ A: 2 }), poster()]).layer))
  })

  it.effect("a filter after an unsold auction stops the lead", () => {
    const stop = {
      type: "filter",
      outcome: "failure",
      reason: "Unsold",
      rule_set: { op: "and", rules: [{ lhv: "appended.auc001.sales", op: "is equal to", rhv: "0" }] }
    }
    const compiled = compile({ steps: [auction([buyer("A")]), stop] as never })
    return Effect.gen(function* () {
      const result = yield* Engine.submit(compiled, { sourceId: SOURCE_ID, data: lead })
      expect([result.outcome, result.reason]).toEqual(["failure", "Unsold"])
    }).pipe(Effect.provide(harness([pinger({}), poster()]).layer))
  })
})

describe("an auction buyer's ping timeout", () => {
  /** A pinger that records the timeout each ping is called with. */
  const timedPinger = (timeouts: Array<[Name, number]>) => {
    const base = pinger({ A: 5, B: 6, C: 7 })
    return {
      ...base,
      invoke: (vars: Readonly<Record<string, unknown>>, context: { readonly timeoutMs: number }) => {
        timeouts.push([nameOf(vars), context.timeoutMs])
        return base.invoke(vars, context as never)
      }
    } as typeof base
  }
  const timed = (value: unknown) => ({ module_id: PING, mappings: [{ property: "timeout_seconds", value }] })

  it.effect("is the smaller of the ping's timeout_seconds and the auction's timeout_ms rounded up", () => {
    const compiled = compile({
      steps: [
        auction(
          [
            buyer("A", { ping: timed("2") }),
            buyer("B", { ping: timed(9) }),
            buyer("C", { ping: timed("{{lead.email}}") }),
            buyer("D")
          ],
          { timeout_ms: 4500 }
        )
      ]
    })
    const timeouts: Array<[Name, number]> = []
    return Effect.gen(function* () {
      yield* Engine.submit(compiled, { sourceId: SOURCE_ID, data: lead })
      expect(timeouts).toEqual([
        ["A", 2000],
        ["B", 5000],
        ["C", 5000],
        ["D", 5000]
      ])
    }).pipe(Effect.provide(harness([timedPinger(timeouts), poster()]).layer))
  })
})

describe("auction documents", () => {
  it("decode with defaults and report what they would not do", () => {
    const flow = flowOf({ steps: [auction([buyer("A"), buyer("B")], { exclusive: true, max_sales: 2 })] })
    expect(flowAuctionIssues(flow)).toEqual([{ path: "steps.0.max_sales", message: "An exclusive auction sells once: max_sales needs exclusive: false" }])
    const dup = flowOf({ steps: [auction([buyer("A"), buyer("A")], { exclusive: false, max_sales: 3 })] })
    expect(flowAuctionIssues(dup).map((i) => i.path)).toEqual(["steps.0.max_sales", "steps.0.buyers.1.id"])
    expect(flowAuctionIssues(flowOf({ steps: [auction([buyer("A")])] }))).toEqual([])
  })

  it("refuse unknown keys and bad values, with their paths", () => {
    const decode = Schema.decodeUnknownEither(Flow)
    const bad = decode({
      ...flowOf(),
      sources: [sourceWith(SOURCE_ID)],
      steps: [auction([{ ...buyer("A"), price: 3 }], { timeout_ms: 0, floor: { margin: -1 } })]
    })
    expect(bad._tag).toBe("Left")
    const message = bad._tag === "Left" ? String(bad.left) : ""
    expect(message).toContain("timeout_ms")
    expect(message).toContain("margin")
    expect(message).toContain("price")
  })
})

describe("bid holding: a seller's ping answered by the auction, its post claiming the bid", () => {
  const flow = (extra: Record<string, unknown> = {}) =>
    compile({ ping_enabled: true, steps: [auction([buyer("A"), buyer("B"), buyer("C")], { floor: { margin: 1 }, ...extra })] })

  it.effect("the ping answers with the best bid less the margin and a bid id; the post goes to that buyer at its bid", () => {
    const compiled = flow()
    const pinged: Array<Name> = []
    const posted: Array<Name> = []
    return Effect.gen(function* () {
      const ping = yield* Engine.ping(compiled, { sourceId: SOURCE_ID, data: lead })
      expect([ping.outcome, ping.price]).toEqual(["success", 7])
      expect(ping.bidId).toMatch(/^[0-9a-f]{24}$/)
      expect(ping.bidExpiresAt).toBe(60_000)
      expect(bids(ping.events)).toEqual([
        ["A", "success", 5, null],
        ["B", "success", 8, null],
        ["C", "failure", null, "C said failure"]
      ])
      expect(posted).toEqual([])
      // The buyers' bids change; the held one stands.
      yield* TestClock.adjust(59_000)
      const post = yield* Engine.submit(compiled, { sourceId: SOURCE_ID, data: { ...lead, bid_id: ping.bidId } })
      expect([post.outcome, post.price]).toEqual(["success", 7])
      expect(posts(post.events)).toEqual([["B", "success", 8]])
      expect(pinged).toHaveLength(3)
      // The floor recorded is the auction's floor for a lead costing the offer (7 + margin 1), not the offer.
      expect(summaryOf(post.events)).toMatchObject({ winner: "buyB01", price: 8, floor: 8, bid_id: ping.bidId })
      // A bid is used once.
      const again = yield* Engine.submit(compiled, { sourceId: SOURCE_ID, data: { ...lead, bid_id: ping.bidId } })
      expect([again.outcome, again.reason]).toEqual(["failure", `bid ${ping.bidId} was already used`])
      expect(posted).toEqual(["B"])
    }).pipe(Effect.provide(harness([pinger({ A: 5, B: 8 }, pinged), poster([], posted)]).layer))
  })

  it.effect("a post after the bid's lifetime, with an unknown bid, or from another source fails with the reason", () => {
    const compiled = flow({ bid_lifetime_seconds: 5 })
    const posted: Array<Name> = []
    return Effect.gen(function* () {
      const ping = yield* Engine.ping(compiled, { sourceId: SOURCE_ID, data: lead })
      const other = yield* Engine.submit(compiled, { sourceId: OTHER_SOURCE_ID, data: { ...lead, bid_id: ping.bidId } })
      expect([other.outcome, other.reason]).toEqual(["failure", `unknown bid ${ping.bidId}`])
      yield* TestClock.adjust(5_001)
      const late = yield* Engine.submit(compiled, { sourceId: SOURCE_ID, data: { ...lead, bid_id: ping.bidId } })
      expect([late.outcome, late.reason, late.price]).toEqual(["failure", `bid ${ping.bidId} expired`, 0])
      const unknown = yield* Engine.submit(compiled, { sourceId: SOURCE_ID, data: { ...lead, bid_id: "5f0000000000000000000fff" } })
      expect(unknown.reason).toBe("unknown bid 5f0000000000000000000fff")
      expect(posted).toEqual([])
      // Without a bid id the lead goes through the auction as usual.
      const plain = yield* Engine.submit(compiled, { sourceId: SOURCE_ID, data: lead })
      expect(posts(plain.events)).toEqual([["B", "success", 8]])
    }).pipe(Effect.provide(harness([pinger({ A: 5, B: 8 }), poster([], posted)]).layer))
  })

  it.effect("a bid that leaves the seller no offer after the margin is no bid: failure, nothing held", () => {
    const compiled = compile({ ping_enabled: true, steps: [auction([buyer("A"), buyer("B")], { floor: { margin: 5 } })] })
    const held: Array<unknown> = []
    const holds = Layer.succeed(HeldBids, {
      hold: (bid) => Effect.sync(() => void held.push(bid)),
      claim: () => Effect.die("no claim expected")
    })
    return Effect.gen(function* () {
      const ping = yield* Engine.ping(compiled, { sourceId: SOURCE_ID, data: lead })
      expect([ping.outcome, ping.reason, ping.price, ping.bidId]).toEqual(["failure", "no bid", 0, undefined])
      // The bid at the floor (5, the margin on a lead that cost 0) is refused by its bid event too.
      expect(bids(ping.events)).toEqual([
        ["A", "failure", 5, "bid 5 leaves no offer after the margin 5"],
        ["B", "failure", 4, "bid 4 is below the floor 5"]
      ])
      expect(summaryOf(ping.events)).toMatchObject({ bids: [], reason: "no bid above the margin 5" })
      expect(summaryOf(ping.events)["bid_id"]).toBeUndefined()
      expect(held).toEqual([])
      // A lead's auction posts to the same bid: only a seller's ping takes the margin off it.
      const post = yield* Engine.submit(compiled, { sourceId: SOURCE_ID, data: lead })
      expect(posts(post.events)).toEqual([["A", "success", 5]])
    }).pipe(Effect.provide(Layer.merge(harness([pinger({ A: 5, B: 4 }), poster()]).layer, holds)))
  })

  it.effect("a ping no buyer bids on is answered with no bid", () => {
    const compiled = flow()
    return Effect.gen(function* () {
      const ping = yield* Engine.ping(compiled, { sourceId: SOURCE_ID, data: lead })
      expect([ping.outcome, ping.reason, ping.price, ping.bidId]).toEqual(["failure", "no bid", 0, undefined])
    }).pipe(Effect.provide(harness([pinger({}), poster()]).layer))
  })
})
