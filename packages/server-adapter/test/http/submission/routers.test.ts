import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { Documents } from "../../../src/storage/Documents.js"
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

  it("422 for route rules that cannot work, keyed by their path, as a flow's rules are checked", async () => {
    const rules = [
      { lhv: "state", op: "matches pattern", rhv: "" },
      { lhv: "state", op: "is blank", rhv: "x" },
      { lhv: "{{lead.state", op: "is equal to", rhv: "TX" },
      // A component: routing compares the submitted text, which has none.
      { lhv: "lead.phone_1.area", op: "is equal to", rhv: "512" },
      { lhv: "state", op: "is equal to", rhv: "TX", rule_set: { op: "and", rules: [{ lhv: "phone_1.area", op: "is not blank" }] } }
    ]
    const res = await api("/routers", {
      method: "POST",
      body: { routes: [{ flow_id: texas.flowId, source_id: texas.source }, { flow_id: texas.flowId, source_id: texas.source, rule_set: { op: "and", rules } }] }
    })
    expect(res.status).toBe(422)
    const errors = ((await res.json()) as { errors: Record<string, Array<string>> }).errors
    expect(Object.keys(errors).sort()).toEqual([
      "routes.1.rule_set.rules.0.rhv",
      "routes.1.rule_set.rules.1.rhv",
      "routes.1.rule_set.rules.2.lhv",
      "routes.1.rule_set.rules.3.lhv",
      "routes.1.rule_set.rules.4.rule_set.rules.0.lhv"
    ])
    expect(errors["routes.1.rule_set.rules.3.lhv"]?.[0]).toMatch(/compares the submitted values as text/)
    // A bare field and a path into a value that is no field stay allowed.
    const fine = await api("/routers", {
      method: "POST",
      body: { routes: [{ flow_id: texas.flowId, source_id: texas.source, rule_set: { op: "and", rules: [{ lhv: "lead.phone_1", op: "is not blank" }, { lhv: "lead.extra.code", op: "is blank" }] } }] }
    })
    expect(fine.status).toBe(201)
  })

  it("refuses a module the routed source's entity does not allow: 422 on save, an error per lead once narrowed", async () => {
    const ids = newFlowIds()
    await storeDocument(server, "flows", ids.flowId, { ...flowBody(ids, buyer.url), name: "Narrowed", steps: [] })
    const setModules = (moduleIds: ReadonlyArray<string>) =>
      server.run(
        Effect.flatMap(Documents, (documents) =>
          documents.update("entities", server.accountId, ids.source, { name: "Web form", source: "other", recipient: "other", module_ids: moduleIds }, Date.now())
        )
      )
    const verbose = "leadflow-standard.inbound.verbose"
    await setModules(["leadflow-standard.inbound"])
    const refused = await api("/routers", { method: "POST", body: { module_id: verbose, routes: [{ flow_id: ids.flowId, source_id: ids.source }] } })
    expect(refused.status).toBe(422)
    const errors = ((await refused.json()) as { errors: Record<string, Array<string>> }).errors
    expect(Object.keys(errors)).toEqual(["module_id"])
    expect(errors["module_id"]?.[0]).toMatch(/may only be used with the modules leadflow-standard\.inbound/)

    await setModules([])
    const created = await api("/routers", { method: "POST", body: { module_id: verbose, routes: [{ flow_id: ids.flowId, source_id: "src001" }] } })
    expect(created.status).toBe(201)
    const router = (await created.json()) as { id: string }
    // Narrowed after the save (the flow's own source module stays allowed): the router's leads are refused.
    await setModules(["leadflow-standard.inbound"])
    const lead = await rawRequest(`${server.url}/routers/${router.id}/submit`, {
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: "narrow@example.com", state: "CA" })
    })
    expect(lead.json()).toMatchObject({ outcome: "error", reason: expect.stringMatching(/router's module "leadflow-standard\.inbound\.verbose" is not allowed/) })
    expect(buyer.received.some((body) => body["email"] === "narrow@example.com")).toBe(false)
    // The flow's own submission URL still takes leads.
    const direct = await rawRequest(`${server.url}/flows/${ids.flowId}/sources/${ids.source}/submit`, {
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: "direct@example.com", state: "CA" })
    })
    expect(direct.json()).toMatchObject({ outcome: "success" })
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

    // A router id is case-insensitive, as in the management API.
    const upper = await rawRequest(`${server.url}/routers/${router.id.toUpperCase()}/submit`, {
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: "upper@example.com", state: "TX" })
    })
    expect(upper.status).toBe(201)
  })
})
