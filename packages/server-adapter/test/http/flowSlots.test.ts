import { createServer, type Server, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"
import { afterAll, beforeAll, expect, it } from "vitest"
import { startTestServer, type TestServer } from "./TestServer.js"

/**
 * A flow whose buyer hangs holds at most its share of the server's slots (a quarter by default):
 * past it that flow's submissions are answered 503, while other flows and the API are served.
 */
let server: TestServer
let buyer: Server
const waiting: Array<ServerResponse> = []
beforeAll(async () => {
  buyer = createServer((req, res) => {
    req.resume()
    req.on("end", () => (req.url === "/slow" ? waiting.push(res) : res.writeHead(200, { "content-type": "application/json" }).end("{}")))
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

it("sheds a flow past its share of slots while other flows and the API are served", async () => {
  const slow = await deployedFlow("/slow")
  const fast = await deployedFlow("/fast")
  // A quarter of 8: two of the slow flow's submissions wait on its buyer.
  const held = [slow("a@example.com"), slow("b@example.com")]
  while (waiting.length < 2) await new Promise((done) => setTimeout(done, 20))
  const shed = await slow("c@example.com")
  expect(shed.status).toBe(503)
  expect(shed.headers.get("retry-after")).toBe("1")
  expect(await shed.json()).toMatchObject({ error: expect.stringContaining("this flow has too many submissions in flight") })
  expect((await fast("d@example.com")).status).toBe(201)
  expect((await fetch(`${server.url}/flows`, { headers: { authorization: server.auth } })).status).toBe(200)
  for (const res of waiting.splice(0)) res.writeHead(200, { "content-type": "application/json" }).end("{}")
  for (const answer of await Promise.all(held)) expect(answer.status).toBe(201)
  // Its slots are given back.
  const again = slow("e@example.com")
  while (waiting.length < 1) await new Promise((done) => setTimeout(done, 20))
  waiting.shift()?.writeHead(200, { "content-type": "application/json" }).end("{}")
  expect((await again).status).toBe(201)
})
