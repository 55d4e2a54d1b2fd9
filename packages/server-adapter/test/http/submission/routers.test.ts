import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { readLeadEvents } from "../../../src/storage/SqlEventStore.js"
import { startTestServer, type TestServer } from "../TestServer.js"
import { flowBody, newFlowIds, startBuyer, storeDocument, storeFields, type Buyer, type FlowIds } from "./fixtures.js"
import { rawRequest } from "./rawRequest.js"

describe("routers", () => {
  let server: TestServer
  let buyer: Buyer
  let texas: FlowIds
  let others: FlowIds
  const api = (path: string, init: { method?: string; body?: unknown } = {}) =>
    fetch(`${server.url}${path}`, {
      method: init.method ?? "GET",
      headers: { authorization: server.auth, ...(init.body === undefined ? {} : { "content-type": "application/json" }) },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) })
    })
  const routes = () => [
    {
      flow_id: texas.flowId,
      source_id: texas.source,
      rule_set: { op: "and", rules: [{ lhv: "lead.state", op: "is equal to", rhv: "TX" }] }
    },
    {
      flow_id: others.flowId,
      source_id: others.source,
      rule_set: { op: "and", rules: [{ lhv: "state", op: "is included in", rhv: "CA, NY" }] }
    }
  ]

  beforeAll(async () => {
    server = await startTestServer()
    buyer = await startBuyer()
    await storeFields(server)
    texas = newFlowIds()
    others = newFlowIds()
    // The Texas flow has no Texas filter.
    await storeDocument(server, "flows", texas.flowId, { ...flowBody(texas, buyer.url), name: "Texas", steps: [] })
    await storeDocument(server, "flows", others.flowId, { ...flowBody(others, buyer.url), name: "Coasts" })
  })
  afterAll(async () => {
    await server?.close()
    await buyer?.close()
  })

  it("create (201), get, list, update, delete; 401 without the key", async () => {
    expect((await fetch(`${server.url}/routers`)).status).toBe(401)
    const created = await api("/routers", { method: "POST", body: { name: "Main router", routes: routes() } })
    expect(created.status).toBe(201)
    const router = (await created.json()) as { id: string; routes: Array<{ id: string }>; submission_url: string; updated_at: string }
    expect(router).toMatchObject({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      name: "Main router",
      module_id: "leadflow-standard.inbound",
      submission_url: expect.stringMatching(/\/routers\/[0-9a-f]{24}\/submit$/)
    })
    expect(router.routes.map((r) => r.id)).toEqual([expect.stringMatching(/^[0-9a-z]{6}$/), expect.stringMatching(/^[0-9a-z]{6}$/)])
    expect(await (await api(`/routers/${router.id}`)).json()).toEqual(router)
    expect(((await (await api("/routers")).json()) as Array<{ id: string }>).map((r) => r.id)).toContain(router.id)

    const updated = await api(`/routers/${router.id}`, { method: "PUT", body: { ...router, name: "Renamed" } })
    expect(updated.status).toBe(200)
    expect(await updated.json()).toMatchObject({ name: "Renamed", routes: router.routes })
    const stale = await api(`/routers/${router.id}`, { method: "PUT", body: { ...router, updated_at: "2001-01-01T00:00:00.000Z" } })
    expect(stale.status).toBe(409)

    expect((await api(`/routers/${router.id}`, { method: "DELETE" })).status).toBe(204)
    expect((await api(`/routers/${router.id}`)).status).toBe(404)
    const gone = await rawRequest(`${server.url}/routers/${router.id}/submit`, { method: "GET" })
    expect(gone.status).toBe(404)
    expect(gone.json()).toEqual({ error: "Router not found" })
  })

  it("422 for an unknown flow, source or module, and for a malformed route", async () => {
    const res = await api("/routers", {
      method: "POST",
      body: {
        module_id: "leadflow-custom.outbound.json",
        routes: [
          { flow_id: "5f0000000000000000000999", source_id: texas.source },
          { flow_id: texas.flowId, source_id: "nope" }
        ]
      }
    })
    expect(res.status).toBe(422)
    const body = (await res.json()) as { errors: Record<string, Array<string>> }
    expect(Object.keys(body.errors).sort()).toEqual(["module_id", "routes.0.flow_id", "routes.1.source_id"])
    const malformed = await api("/routers", { method: "POST", body: { routes: [{ flow_id: "x" }] } })
    expect(malformed.status).toBe(422)
  })

  it("routes each lead to the first matching route's flow and source", async () => {
    const created = await api("/routers", { method: "POST", body: { routes: routes() } })
    const router = (await created.json()) as { id: string }
    const submit = (body: Record<string, unknown>, action = "submit") =>
      rawRequest(`${server.url}/routers/${router.id}/${action}`, {
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body)
      })

    const tx = await submit({ email: "tx@example.com", state: "TX" })
    expect(tx.status).toBe(201)
    const txLead = (tx.json() as { lead: { id: string } }).lead.id
    const txSource = (await server.run(readLeadEvents(server.accountId, txLead))).find((e) => e.type === "source")
    expect(txSource).toMatchObject({ flowId: texas.flowId, sourceId: texas.source, outcome: "success" })

    const ca = await submit({ email: "ca@example.com", state: "CA" })
    const caLead = (ca.json() as { lead: { id: string } }).lead.id
    expect((await server.run(readLeadEvents(server.accountId, caLead))).find((e) => e.type === "source")).toMatchObject({ flowId: others.flowId })

    const ping = await submit({ email: "ny@example.com", state: "NY" }, "ping")
    expect(ping.status).toBe(200)
    expect(ping.json()).toEqual({ outcome: "success", price: 3 })

    const none = await submit({ email: "wa@example.com", state: "WA" })
    expect(none.status).toBe(422)
    expect(none.json()).toEqual({ outcome: "error", reason: "No route matches the submission", price: 0 })

    const bad = await rawRequest(`${server.url}/routers/${router.id}/submit`, { method: "DELETE" })
    expect(bad.status).toBe(405)
  })
})
