import { expect, it } from "vitest"
import { asArray, client, member, minimalFlow, suite } from "./harness.js"

const field = (id: string, overrides: Record<string, unknown> = {}) => ({ id, name: "Favorite Color", type: "string", ...overrides })

suite("fields", (h) => {
  it("401 without the API key", async () => {
    expect((await h().anonymous.get("/fields")).status).toBe(401)
    expect((await h().anonymous.post("/fields", field("color_acme"))).status).toBe(401)
  })

  it("lists the standard catalogue and reads one standard field", async () => {
    const { api } = h()
    const list = await api.get("/fields")
    expect(list.status).toBe(200)
    const byId = new Map(asArray(list.body).map((f) => [member(f, "id"), f]))
    for (const [id, type] of [
      ["first_name", "first_name"],
      ["last_name", "last_name"],
      ["email", "email"],
      ["phone_1", "phone"],
      ["phone_2", "phone"],
      ["phone_3", "phone"],
      ["address_1", "street"],
      ["city", "city"],
      ["state", "state"],
      ["postal_code", "postal_code"],
      ["dob", "dob"],
      ["gender", "gender"],
      ["ip_address", "ip"],
      ["certform_cert_url", "certform_url"]
    ])
      expect(byId.get(id), id).toMatchObject({ id, type, standard: true })
    const email = await api.get("/fields/email")
    expect(email.status).toBe(200)
    expect(email.body).toMatchObject({ id: "email", name: "Email", type: "email", standard: true })
    const missing = await api.get("/fields/no_such_field")
    expect(missing.status).toBe(404)
    expect(member(missing.body, "error")).toEqual(expect.any(String))
  })

  it("403 when modifying or deleting a standard field", async () => {
    const { api } = h()
    const put = await api.put("/fields/email", { name: "Mail", type: "email" })
    expect(put.status).toBe(403)
    expect(member(put.body, "error")).toMatch(/standard/)
    const del = await api.del("/fields/email")
    expect(del.status).toBe(403)
    expect((await api.get("/fields/email")).body).toMatchObject({ name: "Email" })
  })

  it("a fresh account creates a custom field at once: its entity has a suffix, a bare name gets it", async () => {
    const { server } = h()
    const fresh = await server.createAccount("Fresh Fields Co")
    const api = client(server.url, fresh.auth)
    const entity = await api.get(`/entities/${fresh.accountId}`)
    expect(member(entity.body, "field_suffix")).toBe("fresh")
    const created = await api.post("/fields", field("favorite_color"))
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ id: "favorite_color_fresh", standard: false })
    expect((await api.get("/fields/favorite_color_fresh")).status).toBe(200)
    // The full id works as before.
    expect((await api.post("/fields", field("size_fresh"))).body).toMatchObject({ id: "size_fresh" })
    // The suffix is now in use: it stays.
    // (A valid 5-character suffix, so the refusal is for the suffix being in use, not its form.)
    const moved = await api.put(`/entities/${fresh.accountId}`, { ...(entity.body as object), field_suffix: "othr9" })
    expect(moved.status).toBe(422)
    expect(member(member(moved.body, "errors"), "field_suffix")).toEqual([
      expect.stringMatching(/^Cannot change the field suffix "fresh": custom fields use it \(.*favorite_color_fresh.*\)$/)
    ])
  })

  it("default suffixes are unique across accounts, derived from the name while they can be", async () => {
    const { server } = h()
    const suffixes: Array<unknown> = []
    for (const name of ["Twin Leads", "Twin Leads", "Twin Leads", "X", "Ünïcode Ltd"]) {
      const account = await server.createAccount(name)
      const entity = await client(server.url, account.auth).get(`/entities/${account.accountId}`)
      suffixes.push(member(entity.body, "field_suffix"))
    }
    expect(suffixes.slice(0, 3)).toEqual(["twinl", "twin2", "twin3"])
    expect(suffixes[3]).toMatch(/^[0-9a-z]{5}$/)
    expect(suffixes[4]).toBe("unico")
  })

  it("custom field ids need the suffix of one of the account's entities", async () => {
    const { api, server } = h()
    // Give the account entity a suffix of its choosing (nothing uses its default one yet).
    const entity = await api.get(`/entities/${server.accountId}`)
    expect(member(entity.body, "field_suffix")).toEqual(expect.stringMatching(/^[0-9a-z]{3,5}$/))
    const put = await api.put(`/entities/${server.accountId}`, { ...(entity.body as object), field_suffix: "acme" })
    expect(put.status).toBe(200)

    const created = await api.post("/fields", field("color_acme", { description: "Their favourite colour" }))
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ id: "color_acme", name: "Favorite Color", type: "string", standard: false })
    expect(member(created.body, "created_at")).toEqual(expect.any(String))
    expect((await api.get("/fields/color_acme")).status).toBe(200)
    expect(asArray((await api.get("/fields")).body).map((f) => member(f, "id"))).toContain("color_acme")
    expect((await api.post("/fields", field("tone"))).body).toMatchObject({ id: "tone_acme" })

    const stranger = await server.createAccount("Strangers Inc")
    const theirs = member((await client(server.url, stranger.auth).get(`/entities/${stranger.accountId}`)).body, "field_suffix")
    for (const [id, pattern] of [
      [`color_${String(theirs)}`, /not the field suffix/],
      ["email", /standard field/],
      ["color_acme", /already exists/],
      ["tone", /already exists/]
    ] as const) {
      const res = await api.post("/fields", field(id))
      expect(res.status, id).toBe(422)
      expect(Object.keys(member(res.body, "errors") as object), id).toEqual(["id"])
      expect(asArray(member(member(res.body, "errors"), "id"))[0], id).toMatch(pattern)
    }
  })

  it("422 with per-field errors for a bad field document", async () => {
    const { api } = h()
    const res = await api.post("/fields", { id: "bad id!", type: "colour", deprecated: "no" })
    expect(res.status).toBe(422)
    expect(Object.keys(member(res.body, "errors") as object).sort()).toEqual(["deprecated", "id", "name", "type"])
    const see = await api.post("/fields", field("shade_acme", { see: "nothing_here" }))
    expect(see.status).toBe(422)
    expect(Object.keys(member(see.body, "errors") as object)).toEqual(["see"])
    const blank = await api.post("/fields", field("shade_acme", { name: " " }))
    expect(blank.status).toBe(422)
    expect(member(blank.body, "errors")).toEqual({ name: ["must not be blank"] })
    // Members a field does not have would be stored and never acted on: refused, each named.
    const inert = await api.post("/fields", field("shade_acme", { required: true, default: "5" }))
    expect(inert.status).toBe(422)
    expect(Object.keys(member(inert.body, "errors") as object).sort()).toEqual(["default", "required"])
    expect((await api.get("/fields/shade_acme")).status).toBe(404)
    // An id keys the fields table: a long one failed PostgreSQL's index (503). Bounded, on PUT too.
    const long = await api.post("/fields", field(`${"a".repeat(3_600)}_acme`))
    expect(long.status).toBe(422)
    expect(member(member(long.body, "errors"), "id")).toEqual(["A field id is at most 100 characters, actual 3605"])
    const longSee = await api.post("/fields", field("shade_acme", { see: "b".repeat(101) }))
    expect(Object.keys(member(longSee.body, "errors") as object)).toEqual(["see"])
  })

  it("updates a custom field, with 409 for a stale updated_at", async () => {
    const { api } = h()
    const created = await api.post("/fields", field("size_acme", { type: "number" }))
    expect(created.status).toBe(201)
    const updated = await api.put("/fields/size_acme", { ...(created.body as object), name: "Size", deprecated: true, see: "color_acme" })
    expect(updated.status).toBe(200)
    expect(updated.body).toMatchObject({ id: "size_acme", name: "Size", deprecated: true, see: "color_acme", standard: false })
    expect(member(updated.body, "created_at")).toBe(member(created.body, "created_at"))
    const stale = await api.put("/fields/size_acme", { ...(created.body as object), name: "Stale" })
    expect(stale.status).toBe(409)
    expect((await api.get("/fields/size_acme")).body).toMatchObject({ name: "Size" })
    const renamed = await api.put("/fields/size_acme", { id: "other_acme", name: "Size", type: "number" })
    expect(renamed.status).toBe(422)
    expect((await api.put("/fields/nothing_acme", field("nothing_acme"))).status).toBe(404)
  })

  it("deletes a custom field: 200, or 202 naming the flows that still list it", async () => {
    const { api, server } = h()
    await api.post("/fields", field("temp_acme"))
    const plain = await api.del("/fields/temp_acme")
    expect(plain.status).toBe(200)
    expect(plain.body).toMatchObject({ id: "temp_acme", standard: false })
    expect((await api.get("/fields/temp_acme")).status).toBe(404)
    expect((await api.del("/fields/temp_acme")).status).toBe(404)

    await api.post("/fields", field("used_acme"))
    const flow = await api.post("/flows", minimalFlow(server.accountId, { fields: ["email", "used_acme"] }))
    expect(member(flow.body, "errors")).toBeUndefined()
    const inUse = await api.del("/fields/used_acme")
    expect(inUse.status).toBe(202)
    expect(member(inUse.body, "id")).toBe("used_acme")
    expect(member(inUse.body, "flows")).toEqual([
      { id: member(flow.body, "id"), name: "Test flow", errors: { "fields.1": ['Unknown field "used_acme"'] } }
    ])
    // The flow now carries the error.
    const after = await api.get(`/flows/${String(member(flow.body, "id"))}`)
    expect(Object.keys(member(after.body, "errors") as object)).toEqual(["fields.1"])
  })

  it("keeps a field's changelog", async () => {
    const { api } = h()
    await api.post("/fields", field("logged_acme"))
    await api.put("/fields/logged_acme", field("logged_acme", { name: "Logged" }))
    const log = await api.get("/fields/logged_acme/changelogs")
    expect(log.status).toBe(200)
    expect(asArray(log.body).map((entry) => [member(entry, "type"), member(entry, "action")])).toEqual([
      ["field", "update"],
      ["field", "create"]
    ])
    await api.del("/fields/logged_acme")
    expect((await api.get("/fields/logged_acme/changelogs")).status).toBe(404)
    const byQuery = await api.get("/changelogs?field_id=logged_acme")
    expect(asArray(byQuery.body).map((entry) => member(entry, "action"))).toEqual(["delete", "update", "create"])
  })
})
