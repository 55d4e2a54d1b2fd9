import { afterAll, beforeAll, expect, it } from "vitest"
import { readLeadEvents } from "../../../src/storage/SqlEventStore.js"
import { flowBody, newFlowIds, startBuyer, storeDocument, storeFields, type Buyer } from "../submission/fixtures.js"
import { asArray, client, member, minimalFlow, suite, type Harness } from "./harness.js"

const JSON_DELIVERY = "leadflow-custom.outbound.json"
const missingService = "5f00000000000000000000e9"

/** A pricing service asking `url` for a price, read at `price`. */
const serviceBody = (url: string, name = "Quotes") => ({
  name,
  integration: {
    module_id: JSON_DELIVERY,
    mappings: [
      { property: "url", value: url },
      { property: "json_property.state", value: "{{lead.state}}" },
      { property: "price_path", value: "price" }
    ]
  }
})

suite("pricing services", (h) => {
  let buyer: Buyer
  beforeAll(async () => {
    buyer = await startBuyer(4.75)
  })
  afterAll(async () => {
    await buyer?.close()
  })

  const create = async (body: unknown = serviceBody(buyer.url)) => {
    const created = await h().api.post("/services", body)
    expect(created.status).toBe(201)
    return String(member(created.body, "id"))
  }

  it("GET /services lists the account's services; they are created, read, updated and deleted", async () => {
    const { api, server } = h()
    const other = await server.createAccount("Other")
    const stranger = client(server.url, other.auth)
    expect(await stranger.get("/services")).toEqual({ status: 200, body: [] })

    const created = await api.post("/services", serviceBody(buyer.url))
    expect(created.status).toBe(201)
    const id = String(member(created.body, "id"))
    expect(created.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      name: "Quotes",
      integration: serviceBody(buyer.url).integration,
      created_at: expect.any(String),
      updated_at: expect.any(String)
    })
    expect(asArray((await api.get("/services")).body)).toContainEqual(created.body)
    expect((await api.get(`/services/${id}`)).body).toEqual(created.body)

    const renamed = await api.put(`/services/${id}`, serviceBody(buyer.url, "Renamed"))
    expect(renamed.status).toBe(200)
    expect(member(renamed.body, "name")).toBe("Renamed")
    expect(member(renamed.body, "created_at")).toBe(member(created.body, "created_at"))

    // Another account's service is not there for a stranger.
    expect((await stranger.get(`/services/${id}`)).status).toBe(404)
    expect((await stranger.del(`/services/${id}`)).status).toBe(404)
    expect(await stranger.get("/services")).toEqual({ status: 200, body: [] })

    expect((await api.del(`/services/${id}`)).status).toBe(200)
    expect((await api.get(`/services/${id}`)).status).toBe(404)
  })

  it("the endpoints are in the OpenAPI document", async () => {
    const doc = (await (await fetch(`${h().server.url}/openapi.json`)).json()) as { paths: Record<string, Record<string, unknown>> }
    expect(Object.keys(doc.paths["/services"] ?? {}).sort()).toEqual(["get", "post"])
    expect(Object.keys(doc.paths["/services/{id}"] ?? {}).sort()).toEqual(["delete", "get", "put"])
  })

  it("422 for a service whose module is not an outbound integration, or without a name", async () => {
    const { api } = h()
    const inbound = await api.post("/services", { name: "x", integration: { module_id: "leadflow-standard.inbound" } })
    expect(inbound.status).toBe(422)
    expect(member(member(inbound.body, "errors"), "integration.module_id")).toEqual([expect.stringContaining("leadflow-standard.inbound")])
    const unnamed = await api.post("/services", { integration: { module_id: JSON_DELIVERY } })
    expect(unnamed.status).toBe(422)
    expect(member(member(unnamed.body, "errors"), "name")).toBeDefined()
  })

  it("422 for a credential the service would never send: deleted, or of a type its module does not send", async () => {
    const { api } = h()
    const stored = async (body: Record<string, unknown>) => String(member((await api.post("/credentials", body)).body, "id"))
    const token = await stored({ type: "token", package: "leadflow-custom", token: "svc-token-1d2" })
    const gone = await stored({ type: "user", package: "leadflow-custom", username: "u", password: "svc-pass-3e4" })
    expect((await api.del(`/credentials/${gone}`)).status).toBeLessThan(300)
    const withCredential = (credentialId: string) => {
      const body = serviceBody(buyer.url)
      return { ...body, integration: { ...body.integration, mappings: [...body.integration.mappings, { property: "credential_id", value: credentialId }] } }
    }
    const wrongType = await api.post("/services", withCredential(token))
    expect(wrongType.status).toBe(422)
    expect(member(wrongType.body, "errors")).toEqual({
      "integration.mappings.3.value": [`Credential ${token} is a token credential; ${JSON_DELIVERY} sends only user credentials`]
    })
    const deleted = await api.post("/services", withCredential(gone))
    expect(deleted.status).toBe(422)
    expect(member(deleted.body, "errors")).toEqual({ "integration.mappings.3.value": [`Unknown credential ${gone}`] })
  })

  it("422 on create and update for a mapping whose template cannot be read, naming the mapping's value", async () => {
    const { api } = h()
    const broken = (template: string) => {
      const body = serviceBody(buyer.url)
      return { ...body, integration: { ...body.integration, mappings: [...body.integration.mappings, { property: "json_property.zip", value: template }] } }
    }
    const unclosed = await api.post("/services", broken("{{lead.state"))
    expect(unclosed.status).toBe(422)
    expect(member(unclosed.body, "errors")).toEqual({ "integration.mappings.3.value": [expect.stringMatching(/at character/)] })
    const unknownHelper = await api.post("/services", broken("{{no_such_helper lead.state}}"))
    expect(unknownHelper.status).toBe(422)
    expect(Object.keys(member(unknownHelper.body, "errors") as object)).toEqual(["integration.mappings.3.value"])

    const id = await create()
    const updated = await api.put(`/services/${id}`, broken("{{#if lead.state}}x"))
    expect(updated.status).toBe(422)
    expect(Object.keys(member(updated.body, "errors") as object)).toEqual(["integration.mappings.3.value"])
    expect(member((await api.get(`/services/${id}`)).body, "integration")).toEqual(serviceBody(buyer.url).integration)
  })

  it("a flow naming an unknown (or another account's) pricing service reports it in its errors", async () => {
    const { api, server } = h()
    const other = await server.createAccount("Owner")
    const theirs = await client(server.url, other.auth).post("/services", serviceBody(buyer.url))
    const theirId = String(member(theirs.body, "id"))
    const ours = await create()
    const saved = await api.post(
      "/flows",
      minimalFlow(server.accountId, {
        pricing_service: { service_id: missingService, fallback_price: 1 },
        sources: [
          {
            entity: { id: server.accountId },
            integration: { module_id: "leadflow-standard.inbound" },
            pricing_service: { service_id: theirId, fallback_price: 1 }
          }
        ]
      })
    )
    expect(saved.status).toBe(201)
    expect(member(saved.body, "errors")).toEqual({
      "pricing_service.service_id": [`Unknown pricing service ${missingService}`],
      "sources.0.pricing_service.service_id": [`Unknown pricing service ${theirId}`],
      // And the source's would never be asked: the flow's service comes first.
      "sources.0.pricing_service": ["This pricing service never acts: the flow's pricing_service prices every lead"]
    })
    const fixed = await api.put(
      `/flows/${String(member(saved.body, "id"))}`,
      minimalFlow(server.accountId, { pricing_service: { service_id: ours, fallback_price: 1 } })
    )
    expect(fixed.status).toBe(200)
    expect(member(fixed.body, "errors")).toBeUndefined()
  })

  it("a lead of a flow with a pricing service is priced by it, and by the fallback price when it fails", async () => {
    const { server }: Harness = h()
    await storeFields(server)
    const serviceId = await create()
    const brokenId = await create(serviceBody("http://127.0.0.1:9/quotes", "Down"))
    const submit = async (pricingService: Record<string, unknown>) => {
      const ids = newFlowIds()
      await storeDocument(server, "flows", ids.flowId, flowBody(ids, buyer.url, { pricing_service: pricingService }))
      const res = await fetch(`${server.url}/flows/${ids.flowId}/sources/${ids.source}/submit`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "quote@example.com", state: "CA" })
      })
      const answer = (await res.json()) as { outcome: string; price: number; lead: { id: string } }
      const events = await server.run(readLeadEvents(server.accountId, answer.lead.id))
      const source = events.find((e) => e.type === "source")?.body as Record<string, unknown> | undefined
      return { answer, source }
    }

    const quoted = await submit({ service_id: serviceId, fallback_price: 1.25 })
    // The flow's own pricing (3) is not used: the service answered 4.75.
    expect([quoted.answer.outcome, quoted.answer.price]).toEqual(["success", 4.75])
    expect(buyer.received).toContainEqual({ state: "CA" })
    expect(quoted.source?.["purchase_price"]).toBe(4.75)
    expect(quoted.source?.["pricing_service"]).toMatchObject({ service_id: serviceId, outcome: "success", price: 4.75 })

    const fallback = await submit({ service_id: brokenId, fallback_price: 1.25 })
    expect([fallback.answer.outcome, fallback.answer.price]).toEqual(["success", 1.25])
    expect(fallback.source?.["pricing_service"]).toMatchObject({ service_id: brokenId, outcome: "error", price: 1.25, reason: expect.any(String) })
  })
})
