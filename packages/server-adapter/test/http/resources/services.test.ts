import { Effect } from "effect"
import { afterAll, beforeAll, expect, it } from "vitest"
import { pricingServicesTable } from "../../../src/services/pricingServices/PricingServiceStore.js"
import { Documents } from "../../../src/storage/Documents.js"
import { readLeadEvents } from "../../../src/storage/SqlEventStore.js"
import { revalidateMs } from "../../../src/submission/SubmissionLive.js"
import { flowBody, newFlowIds, objectId, startBuyer, storeDocument, storeFields, type Buyer } from "../submission/fixtures.js"
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

  /**
   * The submission flow priced by `service` alone: its own pricing beside a flow pricing service
   * would never act, so the save checks refuse it and the engine blocks a flow stored with it.
   */
  const servicePriced = (ids: ReturnType<typeof newFlowIds>, service: Record<string, unknown>) => {
    const { pricing: _hidden, ...body } = flowBody(ids, buyer.url, { pricing_service: service })
    return body
  }

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

  it("422 on create and update for a mapping the module never sends, or a timeout outside 1 to 360 s, as for a flow's step", async () => {
    const { api } = h()
    const withMappings = (...mappings: ReadonlyArray<{ property: string; value: unknown }>) => {
      const body = serviceBody(buyer.url)
      return { ...body, integration: { ...body.integration, mappings: [{ property: "url", value: buyer.url }, ...mappings] } }
    }
    const wrong = withMappings(
      { property: "price_pth", value: "price" },
      { property: "nonsense", value: "x" },
      { property: "timeout_seconds", value: "99999" }
    )
    const created = await api.post("/services", wrong)
    expect(created.status).toBe(422)
    const errors = member(created.body, "errors") as Record<string, ReadonlyArray<string>>
    expect(Object.keys(errors).sort()).toEqual(["integration.mappings.1.property", "integration.mappings.2.property", "integration.mappings.3.value"])
    expect(errors["integration.mappings.1.property"]).toEqual([
      expect.stringContaining(`Not a setting of ${JSON_DELIVERY}: it would never be sent (did you mean price_path?)`)
    ])
    expect(errors["integration.mappings.2.property"]).toEqual([expect.stringContaining(`Not a setting of ${JSON_DELIVERY}`)])
    expect(errors["integration.mappings.2.property"]?.[0]).not.toContain("did you mean")
    expect(errors["integration.mappings.3.value"]).toEqual(['timeout_seconds is from 1 to 360 seconds, not "99999"'])
    for (const timeout of [0, "0", "abc", 361, ""]) {
      const refused = await api.post("/services", withMappings({ property: "timeout_seconds", value: timeout }))
      expect(refused.status).toBe(422)
      expect(Object.keys(member(refused.body, "errors") as object)).toEqual(["integration.mappings.1.value"])
    }

    // What a flow's step may set is accepted: the module's variables (wildcards too), timeout_seconds, lead values, templates.
    const fine = await api.post(
      "/services",
      withMappings(
        { property: "json_property.zip", value: "{{lead.zip}}" },
        { property: "price_path", value: "price" },
        { property: "timeout_seconds", value: "360" },
        { property: "lead.state", value: "CA" }
      )
    )
    expect(fine.status).toBe(201)
    expect((await api.post("/services", withMappings({ property: "timeout_seconds", value: "{{lead.wait}}" }))).status).toBe(201)

    const id = await create()
    const updated = await api.put(`/services/${id}`, withMappings({ property: "price_pth", value: "price" }))
    expect(updated.status).toBe(422)
    expect(Object.keys(member(updated.body, "errors") as object)).toEqual(["integration.mappings.1.property"])
    expect(member((await api.get(`/services/${id}`)).body, "integration")).toEqual(serviceBody(buyer.url).integration)
  })

  it("422 for a custom delivery's header name or constant yes/no or number setting it could never use, as for a flow's step", async () => {
    const { api } = h()
    const withMappings = (...mappings: ReadonlyArray<{ property: string; value: unknown }>) => {
      const body = serviceBody(buyer.url)
      return { ...body, integration: { ...body.integration, mappings: [{ property: "url", value: buyer.url }, ...mappings] } }
    }
    const refused = await api.post(
      "/services",
      withMappings({ property: "follow_redirects", value: "maybe" }, { property: "fallback_price", value: "ten dollars" }, { property: "header.X Bad", value: "v" })
    )
    expect(refused.status).toBe(422)
    expect(member(refused.body, "errors")).toEqual({
      "integration.mappings.1.value": ['follow_redirects must be true or false (also yes/no, y/n, t/f, 1/0, on/off), not "maybe"'],
      "integration.mappings.2.value": ['fallback_price must be a number of 0 or more, not "ten dollars"'],
      "integration.mappings.3.property": ["header.X Bad is not a header name: use letters, digits and ! # $ % & ' * + - . ^ _ ` | ~ only (no spaces or colons)"]
    })
    const fine = await api.post(
      "/services",
      withMappings({ property: "follow_redirects", value: "no" }, { property: "fallback_price", value: "{{lead.bid}}" }, { property: "send_ascii", value: "{{lead.ascii}}" })
    )
    expect(fine.status).toBe(201)
  })

  it("a service stored before these checks still loads and prices leads", async () => {
    const { server } = h()
    // An account of its own: the other tests store the fields of the main one.
    const account = await server.createAccount("Legacy pricing")
    const api = client(server.url, account.auth)
    await storeFields(server, account.accountId)
    const legacyId = objectId("5e")
    const integration = {
      module_id: JSON_DELIVERY,
      mappings: [
        { property: "url", value: buyer.url },
        { property: "nonsense", value: "x" },
        { property: "price_path", value: "price" },
        { property: "timeout_seconds", value: "99999" }
      ]
    }
    await server.run(
      Effect.flatMap(Documents, (documents) =>
        documents.insert(pricingServicesTable, account.accountId, legacyId, { name: "Legacy", integration }, Date.now())
      )
    )
    const read = await api.get(`/services/${legacyId}`)
    expect(read.status).toBe(200)
    expect(member(read.body, "integration")).toEqual(integration)

    const ids = newFlowIds()
    await storeDocument(server, "flows", ids.flowId, servicePriced(ids, { service_id: legacyId, fallback_price: 1.25 }), account.accountId)
    const res = await fetch(`${server.url}/flows/${ids.flowId}/sources/${ids.source}/submit`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "legacy@example.com", state: "CA" })
    })
    const answer = (await res.json()) as { outcome: string; price: number }
    expect([answer.outcome, answer.price]).toEqual(["success", 4.75])
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
      await storeDocument(server, "flows", ids.flowId, servicePriced(ids, pricingService))
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
    // The service's price: it answered 4.75.
    expect([quoted.answer.outcome, quoted.answer.price]).toEqual(["success", 4.75])
    expect(buyer.received).toContainEqual({ state: "CA" })
    expect(quoted.source?.["purchase_price"]).toBe(4.75)
    expect(quoted.source?.["pricing_service"]).toMatchObject({ service_id: serviceId, outcome: "success", price: 4.75 })

    const fallback = await submit({ service_id: brokenId, fallback_price: 1.25 })
    expect([fallback.answer.outcome, fallback.answer.price]).toEqual(["success", 1.25])
    expect(fallback.source?.["pricing_service"]).toMatchObject({ service_id: brokenId, outcome: "error", price: 1.25, reason: expect.any(String) })
  })

  it("a service that flows use cannot be deleted (409 naming them); one gone anyway stops its deployed flow, cached or recompiled alike", async () => {
    const { server } = h()
    const account = await server.createAccount("Deleted pricing")
    const api = client(server.url, account.auth)
    const service = String(member((await api.post("/services", serviceBody(buyer.url))).body, "id"))
    const flow = await api.post("/flows", minimalFlow(account.accountId, { pricing_service: { service_id: service, fallback_price: 1.5 } }))
    expect(member(flow.body, "errors")).toBeUndefined()
    const flowId = String(member(flow.body, "id"))
    expect((await api.post(`/flows/${flowId}/deploy`)).status).toBe(200)
    const submit = async (email: string) => {
      const res = await fetch(`${server.url}/flows/${flowId}/sources/${account.accountId}/submit`, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({ email })
      })
      const answer = (await res.json()) as { outcome: string; price: number; reason?: string }
      return [answer.outcome, answer.price, answer.reason]
    }
    expect(await submit("a@example.com")).toEqual(["success", 4.75, undefined])

    // In use by the flow (as saved and as deployed): refused, naming it; nothing changes.
    const refused = await api.del(`/services/${service}`)
    expect(refused.status).toBe(409)
    expect(String(member(refused.body, "error"))).toContain(flowId)
    // The draft saved since no longer names it, the deployed version still does.
    expect((await api.put(`/flows/${flowId}`, minimalFlow(account.accountId))).status).toBe(200)
    expect((await api.del(`/services/${service}`)).status).toBe(409)
    expect((await api.get(`/services/${service}`)).status).toBe(200)
    expect(await submit("b@example.com")).toEqual(["success", 4.75, undefined])

    // One deleted anyway (before deletes were refused, or by another process): once the cache
    // revalidates, the flow takes no leads, its compiled copy kept as after anything recompiles
    // it (here: a new field). Before services were in the loader's stamp, the cached copy priced
    // with fallback_price until a recompile blocked it.
    await server.run(Effect.flatMap(Documents, (documents) => documents.remove(pricingServicesTable, account.accountId, service)))
    await new Promise((done) => setTimeout(done, revalidateMs + 100))
    const unknown = `pricing_service.service_id: Unknown pricing service ${service}`
    const cached = await submit("c@example.com")
    expect((await api.post("/fields", { id: "unrelated", name: "Unrelated", type: "string" })).status).toBe(201)
    const recompiled = await submit("d@example.com")
    expect({ cached, recompiled }).toEqual({
      cached: ["error", 0, expect.stringContaining(unknown)],
      recompiled: ["error", 0, expect.stringContaining(unknown)]
    })

    // A service no flow uses is deleted as before.
    const unused = String(member((await api.post("/services", serviceBody(buyer.url, "Unused"))).body, "id"))
    expect((await api.del(`/services/${unused}`)).status).toBe(200)
    expect((await api.get(`/services/${unused}`)).status).toBe(404)
  })
})
