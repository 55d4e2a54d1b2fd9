import { createServer, type Server, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestServer, type TestServer } from "./TestServer.js"

/**
 * Past `maxInFlight` requests at once the server answers 503 with `Retry-After` rather than
 * queueing. A lead whose buyer has not answered yet holds the only slot. And an account runs
 * fewer leads than the slots still free, so that buyers that hang cannot shut out the others.
 */

/** A flow delivering to `buyerUrl`, created and deployed in the account of `auth`. */
const deployedFlow = async (server: TestServer, auth: string, accountId: string, buyerUrl: string): Promise<string> => {
  const created = await fetch(`${server.url}/flows`, {
    method: "POST",
    headers: { authorization: auth, "content-type": "application/json" },
    body: JSON.stringify({
      name: "Buyer",
      enabled: true,
      fields: ["email"],
      sources: [{ entity: { id: accountId }, integration: { module_id: "leadflow-standard.inbound" } }],
      steps: [
        {
          type: "recipient",
          id: "buyer1",
          entity: { id: accountId },
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
  expect((await fetch(`${server.url}/flows/${flow.id}/deploy`, { method: "POST", headers: { authorization: auth } })).status).toBe(200)
  return flow.id
}

/**
 * A server with 8 slots, a buyer that never answers (its pending answers in `waiting`) and one
 * that answers at once; started before the describe's tests, closed after.
 */
const withBuyers = () => {
  const fixture = { waiting: [] as Array<ServerResponse> } as {
    server: TestServer
    hanging: Server
    quick: Server
    readonly waiting: Array<ServerResponse>
  }
  beforeAll(async () => {
    fixture.hanging = createServer((req, res) => {
      req.resume()
      req.on("end", () => fixture.waiting.push(res))
    })
    fixture.quick = createServer((req, res) => {
      req.resume()
      req.on("end", () => res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ outcome: "success" })))
    })
    await Promise.all([fixture.hanging, fixture.quick].map((s) => new Promise<void>((done) => s.listen(0, "127.0.0.1", () => done()))))
    fixture.server = await startTestServer({ server: { maxInFlight: 8 } })
  })
  afterAll(async () => {
    for (const res of fixture.waiting) res.end()
    await fixture.server.close()
    fixture.hanging.close()
    fixture.quick.close()
  })
  return fixture
}

describe("an account's share of the slots", () => {
  const fixture = withBuyers()
  const { waiting } = fixture

  it("answers 503 to an account past half the slots while other accounts are served", async () => {
    const { server, hanging, quick } = fixture
    const port = (s: Server) => (s.address() as AddressInfo).port
    const slowFlow = await deployedFlow(server, server.auth, server.accountId, `http://127.0.0.1:${port(hanging)}/leads`)
    const other = await server.createAccount("Other")
    const fastFlow = await deployedFlow(server, other.auth, other.accountId, `http://127.0.0.1:${port(quick)}/leads`)
    const submit = (flowId: string, sourceId: string, email: string) =>
      fetch(`${server.url}/flows/${flowId}/sources/${sourceId}/submit`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email })
      })

    // Four leads (half of 8) wait on the hanging buyer.
    const held = [1, 2, 3, 4].map((i) => submit(slowFlow, server.accountId, `held${i}@example.com`))
    while (waiting.length < 4) await new Promise((done) => setTimeout(done, 20))
    const shed = await submit(slowFlow, server.accountId, "fifth@example.com")
    expect(shed.status).toBe(503)
    expect(shed.headers.get("retry-after")).toBe("1")
    expect(((await shed.json()) as { error: string }).error).toMatch(/too many leads in flight/)
    // The other account's leads, and the API, still get through.
    for (const i of [1, 2, 3]) expect((await submit(fastFlow, other.accountId, `other${i}@example.com`)).status).toBe(201)
    expect((await fetch(`${server.url}/status`, { headers: { authorization: server.auth } })).status).toBe(200)

    // Once its buyer answers, the account is served again.
    for (const res of waiting.splice(0)) res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ outcome: "success" }))
    for (const lead of await Promise.all(held)) expect(lead.status).toBe(201)
    const hangAgain = submit(slowFlow, server.accountId, "again@example.com")
    while (waiting.length < 1) await new Promise((done) => setTimeout(done, 20))
    waiting.shift()?.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ outcome: "success" }))
    expect((await hangAgain).status).toBe(201)
  })
})

describe("accounts whose buyers hang", () => {
  const fixture = withBuyers()
  const { waiting } = fixture

  it("take half of what is free each, so a fourth account is still served (half each left none for a third)", async () => {
    const { server, hanging, quick } = fixture
    const port = (s: Server) => (s.address() as AddressInfo).port
    const submit = (flowId: string, sourceId: string, email: string) =>
      fetch(`${server.url}/flows/${flowId}/sources/${sourceId}/submit`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email })
      })
    const stuck = [{ auth: server.auth, accountId: server.accountId }]
    for (const name of ["Second", "Third"]) stuck.push(await server.createAccount(name))
    const held: Array<Promise<Response>> = []
    // Of 8 slots the first takes 4 (half), the second 2 (half of the 4 free), the third 1.
    for (const [index, account] of stuck.entries()) {
      const flowId = await deployedFlow(server, account.auth, account.accountId, `http://127.0.0.1:${port(hanging)}/leads`)
      const share = 4 >> index
      for (let i = 0; i < share; i++) held.push(submit(flowId, account.accountId, `held${index}-${i}@example.com`))
      while (waiting.length < held.length) await new Promise((done) => setTimeout(done, 20))
      const shed = await submit(flowId, account.accountId, `shed${index}@example.com`)
      expect(shed.status).toBe(503)
      expect(((await shed.json()) as { error: string }).error).toMatch(/too many leads in flight/)
    }
    // A fourth account is still served, and so is the API.
    const fourth = await server.createAccount("Fourth")
    const fastFlow = await deployedFlow(server, fourth.auth, fourth.accountId, `http://127.0.0.1:${port(quick)}/leads`)
    for (const i of [1, 2]) expect((await submit(fastFlow, fourth.accountId, `fourth${i}@example.com`)).status).toBe(201)
    expect((await fetch(`${server.url}/status`, { headers: { authorization: server.auth } })).status).toBe(200)

    for (const res of waiting.splice(0)) res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ outcome: "success" }))
    for (const lead of await Promise.all(held)) expect(lead.status).toBe(201)
  })
})

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
    const flow = { id: await deployedFlow(server, server.auth, server.accountId, buyerUrl) }
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
