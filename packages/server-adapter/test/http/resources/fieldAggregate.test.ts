import { Effect } from "effect"
import { expect, it } from "vitest"
import { Documents } from "../../../src/storage/Documents.js"
import { asArray, member, suite } from "./harness.js"

/**
 * A field's `aggregate` marked it for the reporting subset of the platform we migrate from. Ours
 * keeps no such subset: reports and metrics group and filter by every field's stored value. So
 * `true` would be stored and never act: refused with a 422 naming it, `false` or absent taken.
 */

const field = (id: string, overrides: Record<string, unknown> = {}) => ({ id, name: "Roof Age", type: "number", ...overrides })

suite("field aggregate", (h) => {
  it("refuses aggregate: true on create and update (422 naming it and why), takes false or absent", async () => {
    const { api } = h()
    const refused = await api.post("/fields", field("roof_age", { aggregate: true }))
    expect(refused.status).toBe(422)
    expect(Object.keys(member(refused.body, "errors") as object)).toEqual(["aggregate"])
    expect(asArray(member(member(refused.body, "errors"), "aggregate"))).toEqual([
      expect.stringMatching(/^must be false or left out: .*reporting subset, and none is kept.*reports and metrics .*every field/)
    ])
    expect(asArray((await api.get("/fields")).body).filter((f) => String(member(f, "id")).startsWith("roof_age"))).toEqual([])
    // Not a boolean: the same member, the same reason.
    expect(Object.keys(member((await api.post("/fields", field("roof_age", { aggregate: "yes" }))).body, "errors") as object)).toEqual(["aggregate"])

    const taken = await api.post("/fields", field("roof_age", { aggregate: false }))
    expect(taken.status).toBe(201)
    expect(member(taken.body, "aggregate")).toBe(false)
    const id = String(member(taken.body, "id"))
    const absent = await api.post("/fields", field("roof_type", { type: "string" }))
    expect(absent.status).toBe(201)
    expect(member(absent.body, "aggregate")).toBeUndefined()

    const update = await api.put(`/fields/${id}`, { ...(taken.body as object), aggregate: true })
    expect(update.status).toBe(422)
    expect(Object.keys(member(update.body, "errors") as object)).toEqual(["aggregate"])
    expect(member((await api.get(`/fields/${id}`)).body, "aggregate")).toBe(false)
    const renamed = await api.put(`/fields/${id}`, { ...(taken.body as object), name: "Age of Roof" })
    expect(renamed.status).toBe(200)
    expect(renamed.body).toMatchObject({ name: "Age of Roof", aggregate: false })
  })

  it("standard fields answer aggregate: false", async () => {
    const list = asArray((await h().api.get("/fields")).body).filter((f) => member(f, "standard") === true)
    expect(list.length).toBeGreaterThan(30)
    expect(list.filter((f) => member(f, "aggregate") !== false)).toEqual([])
  })

  it("a field stored with aggregate: true reads as stored; a PUT must send false (422 while it keeps true)", async () => {
    const { api, server } = h()
    const suffix = String(member((await api.get(`/entities/${server.accountId}`)).body, "field_suffix"))
    const id = `legacy_${suffix}`
    const now = Date.now()
    const stamp = new Date(now).toISOString()
    await server.run(
      Effect.flatMap(Documents, (documents) =>
        documents.insert("fields", server.accountId, id, { id, name: "Legacy", type: "string", standard: false, aggregate: true, created_at: stamp, updated_at: stamp }, now)
      )
    )
    const read = await api.get(`/fields/${id}`)
    expect(read.status).toBe(200)
    expect(read.body).toMatchObject({ id, aggregate: true })
    const kept = await api.put(`/fields/${id}`, { ...(read.body as object), name: "Legacy field" })
    expect(kept.status).toBe(422)
    expect(Object.keys(member(kept.body, "errors") as object)).toEqual(["aggregate"])
    expect(member((await api.get(`/fields/${id}`)).body, "name")).toBe("Legacy")
    const cleared = await api.put(`/fields/${id}`, { ...(read.body as object), name: "Legacy field", aggregate: false })
    expect(cleared.status).toBe(200)
    expect(cleared.body).toMatchObject({ name: "Legacy field", aggregate: false })
  })
})
