import { expect, it } from "vitest"
import { member, suite } from "./harness.js"

/**
 * A field's `see` names the replacement of a deprecated field (the spec's field record): it says
 * something only beside `deprecated: true`, and only while the field it names exists.
 */

const field = (id: string, overrides: Record<string, unknown> = {}) => ({ id, name: "Pool", type: "boolean", ...overrides })

suite("field deprecation", (h) => {
  it("see without deprecated: true is refused (422 under see), on create and update", async () => {
    const { api } = h()
    const replacement = String(member((await api.post("/fields", field("has_pool"))).body, "id"))
    const orphan = await api.post("/fields", field("pool", { see: replacement }))
    expect(orphan.status).toBe(422)
    expect(member(orphan.body, "errors")).toEqual({ see: [expect.stringMatching(/^names the replacement of a deprecated field: set deprecated: true/)] })
    const undeprecated = await api.post("/fields", field("pool", { deprecated: false, see: replacement }))
    expect(Object.keys(member(undeprecated.body, "errors") as object)).toEqual(["see"])

    const deprecated = await api.post("/fields", field("pool", { deprecated: true, see: replacement }))
    expect(deprecated.status).toBe(201)
    const id = String(member(deprecated.body, "id"))
    // Deprecated without a replacement is fine; so is neither.
    expect((await api.post("/fields", field("spa", { deprecated: true }))).status).toBe(201)
    // No longer deprecated: the replacement goes too.
    const kept = await api.put(`/fields/${id}`, { ...(deprecated.body as object), deprecated: false })
    expect(kept.status).toBe(422)
    expect(Object.keys(member(kept.body, "errors") as object)).toEqual(["see"])
    const { see: _see, ...rest } = deprecated.body as Record<string, unknown>
    const revived = await api.put(`/fields/${id}`, { ...rest, deprecated: false })
    expect(revived.status).toBe(200)
    expect(member(revived.body, "see")).toBeUndefined()
  })

  it("a field another deprecated field names as its replacement cannot be deleted (409 naming them)", async () => {
    const { api } = h()
    const replacement = String(member((await api.post("/fields", field("pool_type", { type: "string" }))).body, "id"))
    const old = String(member((await api.post("/fields", field("pool_kind", { type: "string", deprecated: true, see: replacement }))).body, "id"))
    const refused = await api.del(`/fields/${replacement}`)
    expect(refused.status).toBe(409)
    expect(String(member(refused.body, "error"))).toContain(old)
    expect((await api.get(`/fields/${replacement}`)).status).toBe(200)
    // The deprecated field still saves as it was read.
    const read = await api.get(`/fields/${old}`)
    expect((await api.put(`/fields/${old}`, read.body)).status).toBe(200)
    // Once it names no replacement, the field goes.
    const { see: _see, ...rest } = (await api.get(`/fields/${old}`)).body as Record<string, unknown>
    expect((await api.put(`/fields/${old}`, rest)).status).toBe(200)
    expect((await api.del(`/fields/${replacement}`)).status).toBe(200)
  })
})
