import { Effect } from "effect"
import { afterAll, beforeAll, expect, it } from "vitest"
import { Documents } from "../../../src/storage/Documents.js"
import { suite } from "../resources/harness.js"
import { flowBody, newFlowIds, startBuyer, storeDocument, storeFields, type Buyer } from "./fixtures.js"

/**
 * A flow's destinations run after its steps: each action POSTs the lead as JSON to its webhook
 * (here a loopback one), and the events API shows the delivery as a recipient event. On SQLite
 * and, with LEADFLOW_PG_URL, PostgreSQL.
 */

let buyer: Buyer
let webhook: Buyer
beforeAll(async () => {
  buyer = await startBuyer()
  webhook = await startBuyer()
})
afterAll(async () => {
  await buyer?.close()
  await webhook?.close()
})

suite("flow destinations, end to end", (h) => {
  beforeAll(async () => {
    await storeFields(h().server)
  })

  it("delivers the lead to a destination's webhook after the steps and records a recipient event", async () => {
    const { server } = h()
    const ids = newFlowIds()
    const pingLimit = { id: "6402715c40926f93753580d9", maximum: 600, duration: 1, duration_units: "minute" }
    await storeDocument(
      server,
      "flows",
      ids.flowId,
      flowBody(ids, buyer.url, {
        ping_limits: [pingLimit],
        // Stored as a flow saved before the API refused it: the source event masks the connection string.
        firehose: { services: { directory: { enabled: false, bucket: "exports", connection_string: "AccountKey=hush" } } },
        destinations: [
          {
            name: "Team webhook",
            integration_name: "Webhooks",
            instance_id: "hook-instance-1",
            actions: [{ name: "Lead created", action_id: "lead_created", webhook_url: webhook.url }]
          }
        ]
      })
    )
    const res = await fetch(`${server.url}/flows/${ids.flowId}/sources/${ids.source}/submit`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "dest@example.com", state: "CA", fname: "Dee", campaign: "spring" })
    })
    expect(res.status).toBe(201)
    const { lead } = (await res.json()) as { lead: { id: string } }

    // The webhook got the whole lead: typed fields in their normal form, undeclared ones as text.
    const received = webhook.received.filter((body) => body["id"] === lead.id)
    expect(received).toHaveLength(1)
    expect(received[0]).toMatchObject({ id: lead.id, email: "dest@example.com", first_name: "Dee", campaign: "spring" })

    let events: Array<Record<string, unknown>> = []
    for (let i = 0; i < 100; i++) {
      if (i > 0) await new Promise((done) => setTimeout(done, 50))
      const found = await fetch(`${server.url}/events?limit=1000`, { headers: { authorization: server.auth } })
      expect(found.status).toBe(200)
      events = ((await found.json()) as Array<Record<string, unknown>>).filter(
        (e) => (e["vars"] as { lead?: { id?: string } } | undefined)?.lead?.id === lead.id
      )
      if (events.some((e) => e["type"] === "source")) break
    }
    const delivered = events.find((e) => e["step_id"] === "destination0")
    expect(delivered).toMatchObject({
      type: "recipient",
      outcome: "success",
      module_id: "leadflow-custom.outbound.json",
      destination: { instance_id: "hook-instance-1", name: "Team webhook", action_id: "lead_created", action_name: "Lead created" },
      vars: { recipient: { id: "hook-instance-1", name: "Team webhook" } }
    })
    // After the flow's own steps.
    const buyerEvent = events.find((e) => e["step_id"] === "buy001")
    expect(buyerEvent?.["outcome"]).toBe("success")
    expect(Number(delivered?.["start_timestamp"])).toBeGreaterThanOrEqual(Number(buyerEvent?.["end_timestamp"]))
    const source = events.find((e) => e["type"] === "source")
    expect(source).toMatchObject({
      outcome: "success",
      step_count: 3,
      flow_ping_limits: pingLimit,
      firehose: { services: { directory: { enabled: false, bucket: "exports", connection_string: "****" } } },
      // An undeclared submitted value is in lead.* as a string.
      vars: { lead: { campaign: "spring" } }
    })
    expect(source?.["package_version"]).toMatch(/^\d+\.\d+\.\d+/)
  })

  it("reads the account's custom fields without a prefix (the loader marks them custom)", async () => {
    const { server } = h()
    const ids = newFlowIds()
    await server.run(
      Effect.flatMap(Documents, (documents) =>
        documents.insert("fields", server.accountId, "color_acorp", { id: "color_acorp", name: "Color", type: "string", standard: false }, Date.now())
      )
    )
    const filter = {
      type: "filter",
      id: "flt002",
      outcome: "failure",
      reason: "no {{color_acorp}} leads",
      rule_set: { op: "and", rules: [{ lhv: "color_acorp", op: "is equal to", rhv: "red" }] }
    }
    await storeDocument(server, "flows", ids.flowId, flowBody(ids, buyer.url, { fields: ["email", "color_acorp"], steps: [filter] }))
    const res = await fetch(`${server.url}/flows/${ids.flowId}/sources/${ids.source}/submit`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "red@example.com", color_acorp: "Red" })
    })
    expect(await res.json()).toMatchObject({ outcome: "failure", reason: "no Red leads" })
  })
})
