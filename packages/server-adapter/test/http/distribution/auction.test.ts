import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { afterAll, beforeAll, expect, it } from "vitest"
import { heldBidGraceMs, purgeExpiredEvents } from "../../../src/events/Purge.js"
import { readLeadEvents } from "../../../src/storage/SqlEventStore.js"
import { member, minimalFlow, suite } from "../resources/harness.js"
import { storeFields, storeFlowEntities } from "../submission/fixtures.js"
import { deployedFlow, submitLead } from "./flows.js"

/**
 * Auction steps end to end: a flow saved and deployed through the API (the save-time checks
 * run), leads submitted over HTTP, several loopback buyers answering pings (bids, refusals, late
 * answers) and posts (accepting or rejecting), and the stored events.
 */

interface BuyerBehaviour {
  /** The bid (null: declines the ping). */
  bid: number | null
  /** How long the ping answer takes. */
  delayMs: number
  /** Whether the buyer rejects the post. */
  rejects: boolean
}

interface LoopbackBuyer {
  readonly url: string
  readonly behaviour: BuyerBehaviour
  readonly pings: Array<Record<string, unknown>>
  readonly posts: Array<Record<string, unknown>>
  readonly close: () => Promise<void>
}

/** A buyer with a `/ping` answering `{status, bid: {price}}` and a `/post` accepting or rejecting. */
const startAuctionBuyer = async (behaviour: BuyerBehaviour): Promise<LoopbackBuyer> => {
  const pings: Array<Record<string, unknown>> = []
  const posts: Array<Record<string, unknown>> = []
  const server: Server = createServer((req, res) => {
    const chunks: Array<Buffer> = []
    req.on("data", (chunk: Buffer) => chunks.push(chunk))
    req.on("end", () => {
      const body = JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}") as Record<string, unknown>
      const answer = (json: unknown, delay = 0) => {
        const text = JSON.stringify(json)
        setTimeout(() => {
          if (res.destroyed) return
          res.writeHead(200, { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(text) })
          res.end(text)
        }, delay)
      }
      if (req.url === "/ping") {
        pings.push(body)
        answer(behaviour.bid === null ? { status: "declined" } : { status: "accepted", bid: { price: behaviour.bid } }, behaviour.delayMs)
      } else {
        posts.push(body)
        answer(behaviour.rejects ? { status: "rejected", message: "duplicate lead" } : { status: "accepted", id: "ref-1" })
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url: base,
    behaviour,
    pings,
    posts,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
  }
}

/** A stored event's body, as the tests read it. */
const bodyOf = (event: { readonly body: unknown }): Record<string, unknown> => event.body as Record<string, unknown>

const BUYER_IDS = ["5f00000000000000000000d1", "5f00000000000000000000d2", "5f00000000000000000000d3", "5f00000000000000000000e4"] as const

const call = (url: string, extra: ReadonlyArray<{ property: string; value: string }> = []) => ({
  module_id: "leadflow-custom.outbound.json",
  mappings: [
    { property: "url", value: url },
    { property: "json_property.email", value: "{{lead.email}}" },
    { property: "outcome_search_path", value: "status" },
    { property: "outcome_search_term", value: "accepted" },
    { property: "reason_path", value: "message" },
    ...extra
  ]
})

const buyerStep = (i: number, buyer: LoopbackBuyer, extra: Record<string, unknown> = {}) => ({
  id: `buyer${i}`,
  entity: { id: BUYER_IDS[i] },
  ping: call(`${buyer.url}/ping`, [{ property: "price_path", value: "bid.price" }]),
  post: call(`${buyer.url}/post`),
  ...extra
})

suite("auction step", (harness) => {
  let buyers: Array<LoopbackBuyer> = []
  beforeAll(async () => {
    await storeFields(harness().server)
    await storeFlowEntities(harness().server, { steps: BUYER_IDS.map((id) => ({ entity: { id } })) })
    buyers = await Promise.all(
      [
        { bid: 6, delayMs: 0, rejects: false },
        { bid: 9, delayMs: 20, rejects: true },
        { bid: 7.5, delayMs: 10, rejects: false },
        { bid: 50, delayMs: 3000, rejects: false }
      ].map(startAuctionBuyer)
    )
  })
  afterAll(async () => {
    for (const buyer of buyers) await buyer.close()
  })

  it("pings every buyer in parallel, ignores the late one, posts to the best, falls back when its post fails", async () => {
    const { server, api } = harness()
    const id = await deployedFlow(api, server, {
      steps: [{ type: "auction", id: "auc001", timeout_ms: 600, floor: { fixed: 5 }, buyers: buyers.map((b, i) => buyerStep(i, b)) }]
    })
    const before = buyers.map((b) => [b.pings.length, b.posts.length])
    const started = Date.now()
    const statsFrom = new Date(started - 1000).toISOString()
    const answer = await submitLead(server.url, id, server.accountId)
    const elapsed = Date.now() - started
    expect(answer.outcome).toBe("success")
    // Bounded by the budget, not by the late buyer's 3 s.
    expect(elapsed).toBeLessThan(2500)
    expect(buyers.map((b, i) => [b.pings.length - before[i]![0]!, b.posts.length - before[i]![1]!])).toEqual([
      [1, 0],
      [1, 1],
      [1, 1],
      [1, 0]
    ])
    const events = await server.run(readLeadEvents(server.accountId, answer.lead.id))
    const bids = events
      .filter((e) => e.type === "bid")
      .map((e) => [bodyOf(e)["step_id"], bodyOf(e)["outcome"], bodyOf(e)["bid"], bodyOf(e)["late"]])
      .sort((a, b) => String(a[0]).localeCompare(String(b[0])))
    expect(bids).toEqual([
      ["buyer0", "success", 6, false],
      ["buyer1", "success", 9, false],
      ["buyer2", "success", 7.5, false],
      ["buyer3", "error", null, true]
    ])
    const posts = events.filter((e) => e.type === "recipient").map((e) => [bodyOf(e)["step_id"], bodyOf(e)["outcome"], bodyOf(e)["reason"], bodyOf(e)["sale_price"] ?? null])
    expect(posts).toEqual([
      ["buyer1", "failure", "duplicate lead", null],
      ["buyer2", "success", null, 7.5]
    ])
    const sold = events.find((e) => e.type === "recipient" && bodyOf(e)["outcome"] === "success")!
    expect(bodyOf(sold)["revenue"]).toBe(7.5)
    const source = events.find((e) => e.type === "source")!
    expect(member(bodyOf(source)["appended"] as never, "auc001")).toMatchObject({ winner: "buyer2", price: 7.5, sales: 1, floor: 5 })
    // Bid events are counted by the event stats like other types (`bid-<outcome>`).
    const window = `start=${statsFrom}&end=${new Date(Date.now() + 1000).toISOString()}`
    const stats = await api.get(`/events/stats?${window}&type=bid&by_lead=false`)
    expect(stats.status, JSON.stringify(stats.body)).toBe(200)
    expect(stats.body).toEqual([{ "bid-submitted": 4, "bid-success": 3, "bid-failure": 0, "bid-error": 1 }])
  })

  it("max_sales sells to several buyers; buyers whose rules fail are not pinged", async () => {
    const { server, api } = harness()
    const never = { op: "and", rules: [{ lhv: "lead.email", op: "is equal to", rhv: "nobody@example.com" }] }
    const id = await deployedFlow(api, server, {
      steps: [
        {
          type: "auction",
          id: "auc002",
          timeout_ms: 400,
          exclusive: false,
          max_sales: 2,
          buyers: [buyerStep(0, buyers[0]!), buyerStep(1, buyers[1]!), buyerStep(2, buyers[2]!), buyerStep(3, buyers[3]!, { rule_set: never })]
        }
      ]
    })
    const pingsBefore = buyers[3]!.pings.length
    const answer = await submitLead(server.url, id, server.accountId)
    expect(answer.outcome).toBe("success")
    expect(buyers[3]!.pings.length).toBe(pingsBefore)
    const events = await server.run(readLeadEvents(server.accountId, answer.lead.id))
    const skipped = events.find((e) => e.type === "bid" && bodyOf(e)["step_id"] === "buyer3")!
    expect([bodyOf(skipped)["outcome"], bodyOf(skipped)["reason"]]).toEqual(["skip", "lead.email is not equal to nobody@example.com"])
    const sales = events.filter((e) => e.type === "recipient" && bodyOf(e)["outcome"] === "success").map((e) => [bodyOf(e)["step_id"], bodyOf(e)["sale_price"]])
    expect(sales).toEqual([
      ["buyer2", 7.5],
      ["buyer0", 6]
    ])
  })

  it("bid holding: a seller's ping gets the best bid and a bid id; its post with the id goes to that buyer, once, and not after the bid's lifetime", async () => {
    const { server, api } = harness()
    const id = await deployedFlow(api, server, {
      ping_enabled: true,
      steps: [
        {
          type: "auction",
          id: "auc003",
          timeout_ms: 400,
          floor: { margin: 0.5 },
          bid_lifetime_seconds: 1,
          buyers: [buyerStep(0, buyers[0]!), buyerStep(2, buyers[2]!)]
        }
      ]
    })
    const send = async (kind: "ping" | "submit", body: Record<string, unknown>) => {
      const res = await fetch(`${server.url}/flows/${id}/sources/${server.accountId}/${kind}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body)
      })
      return (await res.json()) as Record<string, unknown>
    }
    const postsBefore = buyers.map((b) => b.posts.length)
    const ping = await send("ping", { email: "ada@example.com" })
    expect(ping).toMatchObject({ outcome: "success", price: 7 })
    expect(String(ping["bid_id"])).toMatch(/^[0-9a-f]{24}$/)
    expect(Date.parse(String(ping["bid_expires_at"]))).toBeGreaterThan(Date.now())
    expect(buyers.map((b, i) => b.posts.length - postsBefore[i]!)).toEqual([0, 0, 0, 0])
    // Buyer 2 (7.5) bid best: the post goes to it at 7.5, the lead costing the 7 offered.
    const post = await send("submit", { email: "ada@example.com", bid_id: ping["bid_id"] })
    expect(post).toMatchObject({ outcome: "success", price: 7 })
    expect(buyers.map((b, i) => b.posts.length - postsBefore[i]!)).toEqual([0, 0, 1, 0])
    const events = await server.run(readLeadEvents(server.accountId, String((post["lead"] as { id: string }).id)))
    const sale = events.find((e) => e.type === "recipient")!
    expect([bodyOf(sale)["step_id"], bodyOf(sale)["sale_price"]]).toEqual(["buyer2", 7.5])
    expect(events.filter((e) => e.type === "bid")).toEqual([])
    const again = await send("submit", { email: "ada@example.com", bid_id: ping["bid_id"] })
    expect(again).toMatchObject({ outcome: "failure", reason: `bid ${String(ping["bid_id"])} was already used` })
    // A bid not claimed within its lifetime is refused.
    const second = await send("ping", { email: "ada@example.com" })
    await new Promise((resolve) => setTimeout(resolve, 1100))
    const late = await send("submit", { email: "ada@example.com", bid_id: second["bid_id"] })
    expect(late).toMatchObject({ outcome: "failure", reason: `bid ${String(second["bid_id"])} expired` })
    expect(buyers.map((b, i) => b.posts.length - postsBefore[i]!)).toEqual([0, 0, 1, 0])
    // The purge drops held bids an hour after they expired: the id is then unknown.
    await server.run(purgeExpiredEvents(Date.now() + heldBidGraceMs + 5_000))
    const purged = await send("submit", { email: "ada@example.com", bid_id: second["bid_id"] })
    expect(purged).toMatchObject({ outcome: "failure", reason: `unknown bid ${String(second["bid_id"])}` })
  })

  it("bid holding with two sources of one entity: a bid is claimed only by a post from the source that pinged", async () => {
    const { server, api } = harness()
    const source = (id: string) => ({ id, entity: { id: server.accountId }, integration: { module_id: "leadflow-standard.inbound" } })
    const id = await deployedFlow(api, server, {
      ping_enabled: true,
      sources: [source("srcaaa"), source("srcbbb")],
      steps: [{ type: "auction", id: "auc004", timeout_ms: 400, bid_lifetime_seconds: 30, buyers: [buyerStep(0, buyers[0]!)] }]
    })
    const send = async (kind: "ping" | "submit", sourceId: string, body: Record<string, unknown>) => {
      const res = await fetch(`${server.url}/flows/${id}/sources/${sourceId}/${kind}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body)
      })
      return (await res.json()) as Record<string, unknown>
    }
    const ping = await send("ping", "srcaaa", { email: "ada@example.com" })
    expect(ping).toMatchObject({ outcome: "success" })
    const other = await send("submit", "srcbbb", { email: "ada@example.com", bid_id: ping["bid_id"] })
    expect(other).toMatchObject({ outcome: "failure", reason: `unknown bid ${String(ping["bid_id"])}` })
    // The entity id names the entity's last source: not the one that pinged either.
    const byEntity = await send("submit", server.accountId, { email: "ada@example.com", bid_id: ping["bid_id"] })
    expect(byEntity).toMatchObject({ outcome: "failure", reason: `unknown bid ${String(ping["bid_id"])}` })
    const own = await send("submit", "srcaaa", { email: "ada@example.com", bid_id: ping["bid_id"] })
    expect(own).toMatchObject({ outcome: "success" })
    // The entity's last source pings by the entity id and posts by its short id: one source.
    const last = await send("ping", server.accountId, { email: "ada@example.com" })
    const lastPost = await send("submit", "srcbbb", { email: "ada@example.com", bid_id: last["bid_id"] })
    expect(lastPost).toMatchObject({ outcome: "success" })
  })

  it("saves an auction that would sell more than once while exclusive with an error at its path", async () => {
    const { server, api } = harness()
    const saved = await api.post(
      "/flows",
      minimalFlow(server.accountId, {
        steps: [
          {
            type: "auction",
            exclusive: true,
            max_sales: 2,
            buyers: [buyerStep(0, buyers[0]!, { caps: [{ maximum: 5, duration: 1, duration_units: "day" }] }), buyerStep(1, buyers[1]!)]
          }
        ]
      })
    )
    expect(saved.status, JSON.stringify(saved.body)).toBe(201)
    expect(Object.keys(member(saved.body, "errors") as object)).toEqual(["steps.0.max_sales"])
    // A buyer's caps get ids (their counters' ids), and its entity its name, as a recipient step's.
    const buyer = (member(saved.body, "steps") as Array<{ buyers: Array<{ caps?: Array<{ id?: string }>; entity: { name?: string } }> }>)[0]!.buyers[0]!
    expect(buyer.caps?.[0]?.id).toMatch(/^[0-9a-f]{24}$/)
    expect(buyer.entity.name).toBe(BUYER_IDS[0])
    const unknown = await api.post(
      "/flows",
      minimalFlow(server.accountId, {
        steps: [{ type: "auction", buyers: [{ ...buyerStep(0, buyers[0]!), entity: { id: "5f0000000000000000000fff" }, ping: { module_id: "nobody.outbound.ping" } }] }]
      })
    )
    expect(Object.keys(member(unknown.body, "errors") as object).sort()).toEqual(["steps.0.buyers.0.entity.id", "steps.0.buyers.0.ping.module_id"])
    const refused = await api.post("/flows", minimalFlow(server.accountId, { steps: [{ type: "auction", buyers: [], timeout_ms: 1 }] }))
    expect(refused.status).toBe(422)
  })
})
