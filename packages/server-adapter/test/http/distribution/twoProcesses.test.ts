import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { postgresTestDatabase, postgresUrl, type TestDatabase } from "../../storage/testDatabases.js"
import { client } from "../resources/harness.js"
import { startBuyer, storeFields, type Buyer } from "../submission/fixtures.js"
import { postgresAvailable, startTestServer, type TestServer } from "../TestServer.js"
import { BUYER_IDS, deployedFlow, submitLead } from "./flows.js"

/**
 * Two servers (two connection pools, as two processes would have) on one PostgreSQL share a
 * round-robin group's cursor: leads alternating between them still go to each buyer in turn, and
 * leads sent to both at once are shared out exactly evenly.
 */

describe.skipIf(!postgresAvailable)("round robin across two servers on one PostgreSQL", () => {
  let database: TestDatabase
  let one: TestServer
  let two: TestServer
  let buyers: Array<Buyer>
  let flowId: string
  beforeAll(async () => {
    database = await postgresTestDatabase(postgresUrl ?? "")
    one = await startTestServer({ dialect: "postgres", database, secret: "0".repeat(64) })
    two = await startTestServer({ dialect: "postgres", database, secret: "0".repeat(64) })
    buyers = await Promise.all(BUYER_IDS.map(() => startBuyer(2)))
    await storeFields(one)
    flowId = await deployedFlow(client(one.url, one.auth), one, {
      steps: [
        {
          type: "group",
          distribution: "round_robin",
          steps: BUYER_IDS.map((id, i) => ({
            type: "recipient",
            entity: { id },
            integration: { module_id: "leadflow-custom.outbound.json", mappings: [{ property: "url", value: buyers[i]!.url }] }
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
  const counts = () => buyers.map((b) => b.received.length)

  it("no buyer gets two leads in a row while another waits, whichever server takes each lead", async () => {
    const order: Array<number> = []
    let last = counts()
    for (let i = 0; i < 12; i++) {
      const server = i % 3 === 0 ? one : two
      expect((await submitLead(server.url, flowId, one.accountId)).outcome).toBe("success")
      const now = counts()
      order.push(now.findIndex((n, b) => n !== last[b]))
      last = now
    }
    // Whoever the cursor starts at, each buyer follows the one before it.
    order.forEach((buyer, i) => expect(buyer).toBe((order[0]! + i) % 3))
  })

  it("leads sent to both servers at once are shared out evenly", async () => {
    const before = counts()
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => submitLead((i % 2 === 0 ? one : two).url, flowId, one.accountId))
    )
    expect(answers.every((a) => a.outcome === "success")).toBe(true)
    expect(counts().map((n, b) => n - before[b]!)).toEqual([20, 20, 20])
  })
})
