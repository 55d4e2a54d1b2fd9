import { Effect } from "effect"
import { expect, it } from "vitest"
import { Documents } from "../../../src/storage/Documents.js"
import { asArray, client, member, minimalFlow, suite } from "./harness.js"

const webForm = "5e0be1000000000000000001"
const customBuyer = "5e0be1000000000000000003"

const entity = (overrides: Record<string, unknown> = {}) => ({
  name: "Acme Leads",
  source: "seller",
  recipient: null,
  module_ids: [],
  ...overrides
})

suite("entities", (h) => {
  it("401 without the API key", async () => {
    expect((await h().anonymous.get("/entities")).status).toBe(401)
  })

  it("lists the account entity first, then the standard ones, then custom and pending ones", async () => {
    const { api, server } = h()
    const created = await api.post("/entities", entity({ name: "Listed" }))
    expect(created.status).toBe(201)
    const pendingId = "6000000000000000000000aa"
    await server.run(
      Effect.flatMap(Documents, (documents) =>
        documents.insert(
          "entities",
          server.accountId,
          pendingId,
          { name: "Invited", pending: true, invitation_id: "6000000000000000000000bb", module_ids: [], source: "seller", recipient: null },
          Date.now()
        )
      )
    )
    const list = await api.get("/entities")
    expect(list.status).toBe(200)
    const entities = asArray(list.body)
    expect(entities[0]).toMatchObject({ id: server.accountId, account: true, source: "other", recipient: "other" })
    const standard = entities.filter((e) => member(e, "standard") === true)
    expect(standard.length).toBeGreaterThanOrEqual(3)
    expect(standard.map((e) => member(e, "id"))).toContain(customBuyer)
    expect(entities.find((e) => member(e, "id") === member(created.body, "id"))).toMatchObject({ name: "Listed", standard: false })
    expect(entities.find((e) => member(e, "id") === pendingId)).toMatchObject({ pending: true, invitation_id: "6000000000000000000000bb" })
    // Standard entities come before the custom ones.
    const index = (id: unknown) => entities.findIndex((e) => member(e, "id") === id)
    expect(index(customBuyer)).toBeLessThan(index(member(created.body, "id")))
  })

  it("creates, reads, updates (409 when stale) and deletes a custom entity", async () => {
    const { api } = h()
    const created = await api.post("/entities", entity({ field_suffix: "crud1", module_ids: ["leadflow-standard.inbound"] }))
    expect(created.status).toBe(201)
    const id = String(member(created.body, "id"))
    expect(created.body).toMatchObject({ name: "Acme Leads", standard: false, account: false, field_suffix: "crud1", flow_ids: [] })
    expect((await api.get(`/entities/${id}`)).body).toEqual(created.body)

    const updated = await api.put(`/entities/${id}`, { ...(created.body as object), name: "Acme Renamed", standard: true })
    expect(updated.status).toBe(200)
    expect(updated.body).toMatchObject({ name: "Acme Renamed", standard: false })
    const stale = await api.put(`/entities/${id}`, { ...(created.body as object), name: "Stale" })
    expect(stale.status).toBe(409)

    const deleted = await api.del(`/entities/${id}`)
    expect(deleted.status).toBe(200)
    expect(deleted.body).toMatchObject({ id, name: "Acme Renamed" })
    expect((await api.get(`/entities/${id}`)).status).toBe(404)
    expect((await api.del(`/entities/${id}`)).status).toBe(404)
  })

  it("422 with per-field errors for a bad entity", async () => {
    const { api } = h()
    const res = await api.post("/entities", { name: 3, source: "vendor", recipient: null, field_suffix: "AB", extra: true })
    expect(res.status).toBe(422)
    expect(Object.keys(member(res.body, "errors") as object).sort()).toEqual(["extra", "field_suffix", "name", "source"])
    // Without module_ids an entity may be used with any module, as with an empty list.
    const anyModule = await api.post("/entities", { name: "Any module", source: "seller", recipient: null })
    expect(anyModule.status).toBe(201)
    expect(member(anyModule.body, "module_ids")).toEqual([])
    const modules = await api.post("/entities", entity({ module_ids: ["leadflow-standard.inbound", "leadflow-nope.outbound.x"] }))
    expect(modules.status).toBe(422)
    expect(Object.keys(member(modules.body, "errors") as object)).toEqual(["module_ids.1"])
    // Its time zone and web addresses are ones that are.
    const described = await api.post("/entities", entity({ time_zone: "Nowhere/Land", website: "javascript:alert(1)", logo_url: "not a url" }))
    expect(described.status).toBe(422)
    expect(Object.keys(member(described.body, "errors") as object).sort()).toEqual(["logo_url", "time_zone", "website"])
    const good = await api.post("/entities", entity({ time_zone: "America/Chicago", website: "https://buyer.example.com", logo_url: null }))
    expect(good.status).toBe(201)
    // An empty address is none, as a form leaves it.
    expect((await api.post("/entities", entity({ website: "", logo_url: "" }))).status).toBe(201)
    expect(good.body).toMatchObject({ time_zone: "America/Chicago", website: "https://buyer.example.com", logo_url: null })
    // A name is not blank and at most 200 characters.
    for (const name of ["", "   ", "x".repeat(201)]) {
      const named = await api.post("/entities", entity({ name }))
      expect(named.status, JSON.stringify(name.slice(0, 5))).toBe(422)
      expect(Object.keys(member(named.body, "errors") as object)).toEqual(["name"])
    }
  })

  it("field suffixes are unique across all entities, in every account", async () => {
    const { api, server } = h()
    expect((await api.post("/entities", entity({ field_suffix: "uniq" }))).status).toBe(201)
    const twice = await api.post("/entities", entity({ field_suffix: "uniq" }))
    expect(twice.status).toBe(422)
    expect(asArray(member(member(twice.body, "errors"), "field_suffix"))[0]).toMatch(/already used/)
    const other = await server.createAccount("Other Account")
    const otherApi = client(server.url, other.auth)
    const elsewhere = await otherApi.post("/entities", entity({ field_suffix: "uniq" }))
    expect(elsewhere.status).toBe(422)
    expect((await otherApi.post("/entities", entity({ field_suffix: "uniq2" }))).status).toBe(201)
    // The other account's entities are not visible here.
    expect(asArray((await api.get("/entities")).body).map((e) => member(e, "field_suffix"))).not.toContain("uniq2")
  })

  it("a suffix in use by custom fields cannot change", async () => {
    const { api } = h()
    const created = await api.post("/entities", entity({ field_suffix: "keep" }))
    const id = String(member(created.body, "id"))
    expect((await api.post("/fields", { id: "hue_keep", name: "Hue", type: "string" })).status).toBe(201)
    const changed = await api.put(`/entities/${id}`, { ...(created.body as object), field_suffix: "moved" })
    expect(changed.status).toBe(422)
    expect(asArray(member(member(changed.body, "errors"), "field_suffix"))[0]).toMatch(/hue_keep/)
  })

  it("403 for standard entities; the account entity may be updated but not deleted", async () => {
    const { api, server } = h()
    const standard = await api.get(`/entities/${webForm}`)
    expect(standard.status).toBe(200)
    expect(standard.body).toMatchObject({ standard: true, source: "form" })
    const put = await api.put(`/entities/${webForm}`, { ...(standard.body as object), name: "Mine now" })
    expect(put.status).toBe(403)
    expect(member(put.body, "error")).toMatch(/Standard/)
    expect((await api.del(`/entities/${webForm}`)).status).toBe(403)

    const own = await api.get(`/entities/${server.accountId}`)
    const renamed = await api.put(`/entities/${server.accountId}`, { ...(own.body as object), description: "Us" })
    expect(renamed.status).toBe(200)
    expect(renamed.body).toMatchObject({ id: server.accountId, account: true, description: "Us" })
    const noSource = await api.put(`/entities/${server.accountId}`, { ...(own.body as object), source: null })
    expect(noSource.status).toBe(422)
    expect(Object.keys(member(noSource.body, "errors") as object)).toEqual(["source"])
    expect((await api.del(`/entities/${server.accountId}`)).status).toBe(403)
  })

  it("flow_ids lists the flows using the entity as a source; DELETE refuses while one does", async () => {
    const { api, server } = h()
    const seller = await api.post("/entities", entity({ name: "Seller", module_ids: ["leadflow-standard.inbound"] }))
    const id = String(member(seller.body, "id"))
    const flow = await api.post(
      "/flows",
      minimalFlow(server.accountId, { sources: [{ entity: { id }, integration: { module_id: "leadflow-standard.inbound" } }] })
    )
    expect(member(flow.body, "errors")).toBeUndefined()
    expect(asArray(member(flow.body, "sources"))[0]).toMatchObject({ entity: { id, name: "Seller" } })
    expect(member((await api.get(`/entities/${id}`)).body, "flow_ids")).toEqual([member(flow.body, "id")])
    // Restricting the entity to other modules breaks the flow, which then says so.
    await api.put(`/entities/${id}`, { ...(seller.body as object), module_ids: ["leadflow-standard.inbound.verbose"] })
    const after = await api.get(`/flows/${String(member(flow.body, "id"))}`)
    expect(Object.keys(member(after.body, "errors") as object)).toEqual(["sources.0.integration.module_id"])
    // Deleting the entity would stop the flow's leads: refused, naming the flow.
    const refused = await api.del(`/entities/${id}`)
    expect(refused.status).toBe(409)
    expect(member(refused.body, "error")).toContain(String(member(flow.body, "id")))
    expect((await api.get(`/entities/${id}`)).status).toBe(200)
    // Once no flow uses it, it goes.
    expect((await api.del(`/flows/${String(member(flow.body, "id"))}`)).status).toBe(200)
    expect((await api.del(`/entities/${id}`)).status).toBe(200)
  })

  it("flow_ids and DELETE count the flows using the entity in steps: a recipient, a group member, an auction buyer", async () => {
    const { api, server } = h()
    const buyer = async (name: string) =>
      String(member((await api.post("/entities", entity({ name, source: null, recipient: "buyer", module_ids: [] }))).body, "id"))
    const recipient = await buyer("Step buyer")
    const grouped = await buyer("Group member")
    const bidder = await buyer("Auction buyer")
    const delivery = { module_id: "leadflow-custom.outbound.json", mappings: [{ property: "url", value: "https://buyer.example.com/leads" }] }
    const step = (entityId: string, id: string) => ({ type: "recipient", id, entity: { id: entityId }, integration: delivery })
    const flow = await api.post(
      "/flows",
      minimalFlow(server.accountId, {
        steps: [
          step(recipient, "rcp001"),
          { type: "group", id: "grp001", distribution: "priority", steps: [step(grouped, "mem001")] },
          { type: "auction", id: "auc001", buyers: [{ id: "bid001", entity: { id: bidder }, ping: delivery, post: delivery }] }
        ]
      })
    )
    expect(flow.status).toBe(201)
    const flowId = String(member(flow.body, "id"))
    for (const id of [recipient, grouped, bidder]) {
      expect(member((await api.get(`/entities/${id}`)).body, "flow_ids")).toEqual([flowId])
      const refused = await api.del(`/entities/${id}`)
      expect(refused.status).toBe(409)
      expect(member(refused.body, "error")).toContain(flowId)
    }
    const listed = asArray((await api.get("/entities")).body).find((e) => member(e, "id") === bidder)
    expect(member(listed, "flow_ids")).toEqual([flowId])
  })

  it("keeps an entity's changelogs, reachable by entity_id once it is gone", async () => {
    const { api } = h()
    const created = await api.post("/entities", entity({ name: "Logged" }))
    const id = String(member(created.body, "id"))
    await api.put(`/entities/${id}`, entity({ name: "Logged twice" }))
    const log = await api.get(`/entities/${id}/changelogs?flow_id=5f0000000000000000000000`)
    expect(log.status).toBe(200)
    expect(asArray(log.body).map((entry) => [member(entry, "type"), member(entry, "action")])).toEqual([
      ["entity", "update"],
      ["entity", "create"]
    ])
    await api.del(`/entities/${id}`)
    expect((await api.get(`/entities/${id}/changelogs`)).status).toBe(404)
    const byQuery = await api.get(`/changelogs?entity_id=${id}`)
    expect(asArray(byQuery.body).map((entry) => member(entry, "action"))).toEqual(["delete", "update", "create"])
    expect(member(member(asArray(byQuery.body)[0], "current_revision"), "name")).toBe("Logged twice")
  })
})
