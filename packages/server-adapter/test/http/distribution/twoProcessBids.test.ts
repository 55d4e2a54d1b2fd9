import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { postgresTestDatabase, postgresUrl, type TestDatabase } from "../../storage/testDatabases.js"
import { client } from "../resources/harness.js"
import { startBuyer, storeFields, type Buyer } from "../submission/fixtures.js"
import { postgresAvailable, startTestServer, type TestServer } from "../TestServer.js"
import { BUYER_IDS, deployedFlow } from "./flows.js"

/**
 * Two servers (two connection pools, as two processes would have) on one PostgreSQL share an
 * auction's held bids: a bid held by a ping to one is claimed by a post to the other, and when
 * the seller posts one bid id to both at once, exactly one post gets it.
 */

describe.skipIf(!postgresAvailable)("bid holding across two servers on one PostgreSQL", () => {
  let database: TestDatabase
  let one: TestServer
  let two: TestServer
  let buyers: Array<Buyer>
  let flowId: string
  beforeAll(async () => {
    database = await postgresTestDatabase(postgresUrl ?? "")
    one = await startTestServer({ dialect: "postgres", database, secret: "0".repeat(64) })
    two = await startTestServer({ dialect: "postgres", database, secret: "0".repeat(64) })
    // Loopback buyers answering every request with success and their price (2, 4, 3).
    buyers = await Promise.all([2, 4, 3].map((price) => startBuyer(price)))
    await storeFields(one)
    flowId = await deployedFlow(client(one.url, one.auth), one, {
      ping_enabled: true,
      steps: [
        {
          type: "auction",
          id: "auc001",
          timeout_ms: 1000,
          buyers: BUYER_IDS.map((id, i) => ({
            id: `buyer${i}`,
            entity: { id },
            ping: {
              module_id: "leadflow-custom.outbound.json",
              mappings: [
                { property: "url", value: buyers[i]!.url },
                { property: "price_path", value: "price" }
              ]
            },
            post: { module_id: "leadflow-custom.outbound.json", mappings: [{ property: "url", value: buyers[i]!.url }] }
          }))
        }
      ]
    })
  })
  afterAll(async () => {
    await one?.close()
    await two?.close()
    for (const buyer of buyers ?? []) await buyer.close()
    await database?.dispose()
  })

  const send = async (server: TestServer, kind: "ping" | "submit", body: Record<string, unknown>) => {
    const res = await fetch(`${server.url}/flows/${flowId}/sources/${one.accountId}/${kind}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body)
    })
    return (await res.json()) as Record<string, unknown>
  }

  it("a bid held by one server is sold by the other, and a bid posted to both at once is sold once", async () => {
    const received = () => buyers.map((b) => b.received.length)
    const ping = await send(one, "ping", { email: "ada@example.com" })
    expect(ping).toMatchObject({ outcome: "success", price: 4 })
    const before = received()
    expect(await send(two, "submit", { email: "ada@example.com", bid_id: ping["bid_id"] })).toMatchObject({ outcome: "success" })
    expect(received().map((n, i) => n - before[i]!)).toEqual([0, 1, 0])

    const rounds = 10
    const pings = await Promise.all(Array.from({ length: rounds }, (_, i) => send(i % 2 === 0 ? one : two, "ping", { email: "ada@example.com" })))
    const start = received()
    const posts = await Promise.all(
      pings.flatMap((p) => [one, two].map((server) => send(server, "submit", { email: "ada@example.com", bid_id: p["bid_id"] })))
    )
    const sold = posts.filter((p) => p["outcome"] === "success")
    expect(sold).toHaveLength(rounds)
    expect(posts.filter((p) => String(p["reason"]).endsWith("was already used"))).toHaveLength(rounds)
    // Only the best bidder's post endpoint was called for the posts (no pings: the bids were held).
    expect(received().map((n, i) => n - start[i]!)).toEqual([0, rounds, 0])
  })
})
