import { createServer, type Server, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestServer, type TestServer } from "./TestServer.js"

/**
 * Past `maxInFlight` requests at once the server answers 503 with `Retry-After` rather than
 * queueing. A lead whose buyer has not answered yet holds the only slot.
 */
describe("load shedding", () => {
  let server: TestServer
  let buyer: Server
  const waiting: Array<ServerResponse> = []
  beforeAll(async () => {
    buyer = createServer((req, res) => {
      req.resume()
      req.on("end", () => waiting.push(res))
    })
    await new Promise<void>((done) => buyer.listen(0, "127.0.0.1", () => done()))
    server = await startTestServer({ server: { maxInFlight: 1 } })
  })
  afterAll(async () => {
    for (const res of waiting) res.end()
    await server.close()
    buyer.close()
  })

  it("answers 503 with Retry-After past the in-flight bound, and serves again once it drains", async () => {
    const buyerUrl = `http://127.0.0.1:${(buyer.address() as AddressInfo).port}/leads`
    const created = await fetch(`${server.url}/flows`, {
      method: "POST",
      headers: { authorization: server.auth, "content-type": "application/json" },
      body: JSON.stringify({
        name: "Slow buyer",
        enabled: true,
        fields: ["email"],
        sources: [{ entity: { id: server.accountId }, integration: { module_id: "leadflow-standard.inbound" } }],
        steps: [
          {
            type: "recipient",
            id: "slow01",
            entity: { id: server.accountId },
            integration: {
              module_id: "leadflow-custom.outbound.json",
              mappings: [
                { property: "url", value: buyerUrl },
                { property: "json_property.email", value: "{{lead.email}}" }
              ]
            }
          }
        ]
      })
    })
    expect(created.status).toBe(201)
    const flow = (await created.json()) as { id: string }
    expect((await fetch(`${server.url}/flows/${flow.id}/deploy`, { method: "POST", headers: { authorization: server.auth } })).status).toBe(200)
    const pending = fetch(`${server.url}/flows/${flow.id}/sources/${server.accountId}/submit`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "held@example.com" })
    })
    while (waiting.length === 0) await new Promise((done) => setTimeout(done, 20))

    const shed = await fetch(`${server.url}/status`, { headers: { authorization: server.auth } })
    expect(shed.status).toBe(503)
    expect(shed.headers.get("retry-after")).toBe("1")
    expect(await shed.json()).toMatchObject({ error: expect.any(String) })
    // Health checks are not shed: a liveness probe must not restart a process for being busy.
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200)
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200)

    const held = waiting.shift()
    held?.writeHead(200, { "content-type": "application/json" })
    held?.end(JSON.stringify({ outcome: "success" }))
    const lead = await pending
    expect(lead.status).toBe(201)
    const ok = await fetch(`${server.url}/status`, { headers: { authorization: server.auth } })
    expect(ok.status).toBe(200)
  })
})
