import { createServer, type Server, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"
import { afterAll, beforeAll, expect, it } from "vitest"
import { startTestServer, type TestServer } from "./TestServer.js"

/**
 * While the server is busy (half its slots taken), a flow holding its share of them (a quarter by
 * default) gets 503 for more, while other flows and the API are served; a quiet server lets one
 * flow take more than its share.
 */
let server: TestServer
let buyer: Server
const waiting: Array<ServerResponse> = []
beforeAll(async () => {
  buyer = createServer((req, res) => {
    req.resume()
    req.on("end", () => (req.url?.startsWith("/slow") === true ? waiting.push(res) : res.writeHead(200, { "content-type": "application/json" }).end("{}")))
  })
  await new Promise<void>((done) => buyer.listen(0, "127.0.0.1", () => done()))
  server = await startTestServer({ server: { maxInFlight: 8 } })
})
afterAll(async () => {
  for (const res of waiting) res.end()
  await server.close()
  buyer.close()
})

const deployedFlow = async (path: string) => {
  const headers = { authorization: server.auth, "content-type": "application/json" }
  const created = await fetch(`${server.url}/flows`, {
    method: "POST",
    headers,
    body: JSON.stringify({
      name: `Buyer at ${path}`,
      enabled: true,
      fields: ["email"],
      sources: [{ entity: { id: server.accountId }, integration: { module_id: "leadflow-standard.inbound" } }],
      steps: [
        {
          type: "recipient",
          entity: { id: server.accountId },
          integration: {
            module_id: "leadflow-custom.outbound.json",
            mappings: [
              { property: "url", value: `http://127.0.0.1:${(buyer.address() as AddressInfo).port}${path}` },
              { property: "json_property.email", value: "{{lead.email}}" }
            ]
          }
        }
      ]
    })
  })
  const id = ((await created.json()) as { id: string }).id
  expect((await fetch(`${server.url}/flows/${id}/deploy`, { method: "POST", headers })).status).toBe(200)
  return (email: string) =>
    fetch(`${server.url}/flows/${id}/sources/${server.accountId}/submit`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email })
    })
}

it("sheds a flow past its share of slots while the server is busy; other flows and the API are served", async () => {
  const slow = await deployedFlow("/slow")
  const other = await deployedFlow("/slow-too")
  const fast = await deployedFlow("/fast")
  const waitFor = async (n: number) => {
    while (waiting.length < n) await new Promise((done) => setTimeout(done, 20))
  }
  // A quiet server (8 slots, none busy): the slow flow takes three, past its share of two.
  const held = [slow("a@example.com"), slow("b@example.com"), slow("c@example.com")]
  await waitFor(3)
  held.push(other("d@example.com"), other("e@example.com"))
  await waitFor(5)
  // Busy now (5 of 8): the slow flow, over its share, is refused; the others are served.
  const shed = await slow("f@example.com")
  expect(shed.status).toBe(503)
  expect(shed.headers.get("retry-after")).toBe("1")
  expect(await shed.json()).toMatchObject({ error: expect.stringContaining("this flow has too many submissions in flight") })
  expect((await fast("g@example.com")).status).toBe(201)
  expect((await fetch(`${server.url}/flows`, { headers: { authorization: server.auth } })).status).toBe(200)
  for (const res of waiting.splice(0)) res.writeHead(200, { "content-type": "application/json" }).end("{}")
  for (const answer of await Promise.all(held)) expect(answer.status).toBe(201)
  // Its slots are given back.
  const again = slow("h@example.com")
  await waitFor(1)
  waiting.shift()?.writeHead(200, { "content-type": "application/json" }).end("{}")
  expect((await again).status).toBe(201)
})
