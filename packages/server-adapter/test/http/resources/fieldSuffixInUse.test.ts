import { expect, it } from "vitest"
import { asArray, client, member, suite } from "./harness.js"

/**
 * Field suffixes are unique across all entities (the spec's suffix rule): a custom field's id
 * carries its entity's suffix, so the entity cannot go while fields carry it, or another
 * account could take the suffix and the two accounts' fields collide when they exchange leads.
 */

suite("field suffix in use", (h) => {
  it("an entity whose field suffix custom fields use cannot be deleted (409 naming them): the suffix stays the account's", async () => {
    const { api, server } = h()
    const buyer = await api.post("/entities", { name: "Pool buyer", source: null, recipient: "buyer", module_ids: [], field_suffix: "poolb" })
    expect(buyer.status).toBe(201)
    const buyerId = String(member(buyer.body, "id"))
    expect((await api.post("/fields", { id: "depth_poolb", name: "Pool depth", type: "number" })).status).toBe(201)
    const refused = await api.del(`/entities/${buyerId}`)
    expect(refused.status).toBe(409)
    expect(String(member(refused.body, "error"))).toContain("depth_poolb")
    expect((await api.get(`/entities/${buyerId}`)).status).toBe(200)
    // Unique across all entities: another account cannot take it while the fields carry it.
    const other = await server.createAccount("Other pools")
    const otherApi = client(server.url, other.auth)
    const entity = await otherApi.get(`/entities/${other.accountId}`)
    expect((await otherApi.put(`/entities/${other.accountId}`, { ...(entity.body as object), field_suffix: "poolb" })).status).toBe(422)
    // Without the fields, the entity goes.
    expect((await api.del("/fields/depth_poolb")).status).toBe(200)
    expect((await api.del(`/entities/${buyerId}`)).status).toBe(200)
    expect(asArray((await api.get("/entities")).body).map((e) => member(e, "id"))).not.toContain(buyerId)
  })
})
