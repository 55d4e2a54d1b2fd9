import { Effect } from "effect"
import { expect, it } from "vitest"
import { Documents } from "../../../src/storage/Documents.js"
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

  /** Submit a lead to the flow's source (the account entity); its answer. */
  const submit = async (flowId: string, sourceId: string, lead: Record<string, unknown>) => {
    const res = await fetch(`${h().server.url}/flows/${flowId}/sources/${sourceId}/submit`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(lead)
    })
    return (await res.json()) as { outcome: string; reason?: string }
  }

  /** Save a flow (no errors) and deploy it; its id. */
  const deployed = async (body: Record<string, unknown>) => {
    const { api, server } = h()
    const flow = await api.post("/flows", minimalFlow(server.accountId, body))
    expect(member(flow.body, "errors")).toBeUndefined()
    const flowId = String(member(flow.body, "id"))
    expect((await api.post(`/flows/${flowId}/deploy`)).status).toBe(200)
    return flowId
  }

  it("deletes a custom field: 200, or 409 naming the flows that list it, in the draft or the deployed version", async () => {
    const { api, server } = h()
    await api.post("/fields", field("temp_acme"))
    const plain = await api.del("/fields/temp_acme")
    expect(plain.status).toBe(200)
    expect(plain.body).toMatchObject({ id: "temp_acme", standard: false })
    expect((await api.get("/fields/temp_acme")).status).toBe(404)
    expect((await api.del("/fields/temp_acme")).status).toBe(404)

    await api.post("/fields", field("used_acme"))
    // Listed only (captured, never read): still in use, as an entity or a list a flow names.
    const flowId = await deployed({ name: "Lists used", fields: ["email", "used_acme"] })
    const inUse = await api.del("/fields/used_acme")
    expect(inUse.status).toBe(409)
    expect(String(member(inUse.body, "error"))).toContain(`used by 1 flow(s): ${flowId} ("Lists used")`)
    expect((await api.get("/fields/used_acme")).status).toBe(200)
    // The draft no longer lists it; the deployed version, which runs, still does.
    expect((await api.put(`/flows/${flowId}`, minimalFlow(server.accountId, { name: "Lists used", fields: ["email"] }))).status).toBe(200)
    expect((await api.del("/fields/used_acme")).status).toBe(409)
    expect((await api.post(`/flows/${flowId}/deploy`)).status).toBe(200)
    expect((await api.del("/fields/used_acme")).status).toBe(200)
  })

  it("a field a flow reads cannot be deleted (409): by its bare id, a component, or without listing it; the filter keeps acting", async () => {
    const { api, server } = h()
    const shade = String(member((await api.post("/fields", field("shade"))).body, "id"))
    // A filter on the bare custom field id: deleted, the field would read nothing and let black leads through.
    const bare = await deployed({
      name: "Refuses black",
      fields: ["email", shade],
      steps: [{ type: "filter", outcome: "failure", reason: "black is refused", rule_set: { op: "and", rules: [{ lhv: shade, op: "is equal to", rhv: "black" }] } }]
    })
    expect(await submit(bare, server.accountId, { email: "a@example.com", [shade]: "black" })).toMatchObject({ outcome: "failure", reason: "black is refused" })
    const refused = await api.del(`/fields/${shade}`)
    expect(refused.status).toBe(409)
    expect(String(member(refused.body, "error"))).toContain(`${bare} ("Refuses black")`)
    expect((await api.get(`/fields/${shade}`)).status).toBe(200)
    await new Promise((done) => setTimeout(done, 1_200))
    expect(await submit(bare, server.accountId, { email: "b@example.com", [shade]: "black" })).toMatchObject({ outcome: "failure", reason: "black is refused" })

    // A template reading the bare id in a flow that does not list the field.
    const tone = String(member((await api.post("/fields", field("tint"))).body, "id"))
    const unlisted = await deployed({
      name: "Reads tone",
      acceptance_criteria: { rule_set: { op: "and", rules: [{ lhv: "{{lowercase " + tone + "}}", op: "is not equal to", rhv: "black" }] }, outcome: "failure", reason: "black" }
    })
    const toneRefused = await api.del(`/fields/${tone}`)
    expect(toneRefused.status).toBe(409)
    expect(String(member(toneRefused.body, "error"))).toContain(`${unlisted} ("Reads tone")`)

    // A component of a phone.
    const landline = String(member((await api.post("/fields", field("landline", { type: "phone" }))).body, "id"))
    const area = await deployed({
      name: "Filters a landline's area code",
      fields: ["email", landline],
      steps: [{ type: "filter", outcome: "failure", reason: "900", rule_set: { op: "and", rules: [{ lhv: `lead.${landline}.area`, op: "is equal to", rhv: "900" }] } }]
    })
    const areaRefused = await api.del(`/fields/${landline}`)
    expect(areaRefused.status).toBe(409)
    expect(String(member(areaRefused.body, "error"))).toContain(`${area} ("Filters a landline's area code")`)
  })

  it("a deployed flow listing a field that is gone (deleted in the database) takes no leads: each an error naming the field", async () => {
    const { api, server } = h()
    const fieldId = String(member((await api.post("/fields", field("hue"))).body, "id"))
    const flowId = await deployed({
      fields: ["email", fieldId],
      acceptance_criteria: { rule_set: { op: "and", rules: [{ lhv: `lead.${fieldId}`, op: "is not equal to", rhv: "black" }] }, outcome: "failure", reason: "black" }
    })
    expect((await submit(flowId, server.accountId, { email: "a@example.com", [fieldId]: "red" })).outcome).toBe("success")
    // Deleted under the flow, as before DELETE /fields refused it.
    await server.run(Effect.flatMap(Documents, (documents) => documents.remove("fields", server.accountId, fieldId)))
    await new Promise((done) => setTimeout(done, 1_200))
    const after = await submit(flowId, server.accountId, { email: "b@example.com", [fieldId]: "black" })
    expect(after.outcome).toBe("error")
    expect(after.reason).toContain(`Unknown field "${fieldId}"`)
    // A save reports it, and the draft cannot be deployed until the field goes from it.
    expect(Object.keys(member((await api.get(`/flows/${flowId}`)).body, "errors") as object)).toEqual(["fields.1"])
    expect((await api.post(`/flows/${flowId}/deploy`)).status).toBe(422)
  })

  it("a field's type cannot change (422 naming each flow, version and path) while a flow listing it reads it, whole or a component", async () => {
    const { api, server } = h()
    const fieldId = String(member((await api.post("/fields", field("cell", { type: "phone" }))).body, "id"))
    const retype = (type: string) => api.put(`/fields/${fieldId}`, field(fieldId, { name: "Cell", type }))
    // A filter on the whole value (its normal, 2145550187): as text `(214) 555-0187` it would never match.
    const flowId = await deployed({
      name: "Blocks a number",
      fields: ["email", fieldId],
      steps: [{ type: "filter", outcome: "failure", reason: "blocked number", rule_set: { op: "and", rules: [{ lhv: `lead.${fieldId}`, op: "is equal to", rhv: "2145550187" }] } }]
    })
    expect(await submit(flowId, server.accountId, { email: "a@example.com", [fieldId]: "(214) 555-0187" })).toMatchObject({ outcome: "failure", reason: "blocked number" })
    const changed = await retype("string")
    expect(changed.status).toBe(422)
    expect(member(member(changed.body, "errors"), "type")).toEqual([
      `Flow "Blocks a number" (${flowId}) at steps.0.rule_set.rules.0.lhv: lead.${fieldId} reads the phone field ${fieldId}, which would be read as a string instead`
    ])
    expect(member((await api.get(`/fields/${fieldId}`)).body, "type")).toBe("phone")
    await new Promise((done) => setTimeout(done, 1_200))
    expect(await submit(flowId, server.accountId, { email: "b@example.com", [fieldId]: "(214) 555-0187" })).toMatchObject({ outcome: "failure", reason: "blocked number" })

    // Every other read: the bare id, a component, a template in criteria and in a mapping.
    const readsId = await deployed({
      name: "Reads the cell",
      fields: ["email", fieldId],
      acceptance_criteria: { rule_set: { op: "and", rules: [{ lhv: `lead.${fieldId}.area`, op: "is not equal to", rhv: "900" }] }, outcome: "failure", reason: "{{lead.email}}" },
      steps: [
        { type: "filter", outcome: "failure", reason: "blocked", rule_set: { op: "or", rules: [{ lhv: fieldId, op: "is blank" }, { lhv: "lead.email", op: "is equal to", rhv: `{{${fieldId}}}` }] } }
      ]
    })
    const paths = asArray(member(member((await retype("string")).body, "errors"), "type")).map(String).filter((line) => line.includes(`(${readsId})`))
    expect(paths.map((line) => line.split(" at ")[1]?.split(":")[0])).toEqual([
      "acceptance_criteria.rule_set.rules.0.lhv",
      "steps.0.rule_set.rules.0.lhv",
      "steps.0.rule_set.rules.1.rhv"
    ])
  })

  it("a field's type may change when flows only list it; a reading version still deployed stops it until replaced", async () => {
    const { api, server } = h()
    const fieldId = String(member((await api.post("/fields", field("mobile", { type: "phone" }))).body, "id"))
    const retype = (type: string) => api.put(`/fields/${fieldId}`, field(fieldId, { name: "Mobile", type }))
    // Listed only (captured): never stops a change.
    await deployed({ name: "Captures the mobile", fields: ["email", fieldId] })
    const flowId = await deployed({
      name: "Sends the mobile",
      fields: ["email", fieldId],
      steps: [{ type: "filter", outcome: "failure", reason: "x", rule_set: { op: "and", rules: [{ lhv: `lead.${fieldId}.area`, op: "is equal to", rhv: "900" }] } }]
    })
    const refused = await retype("string")
    expect(refused.status).toBe(422)
    expect(member(member(refused.body, "errors"), "type")).toEqual([expect.stringContaining(`(${flowId}) at steps.0.rule_set.rules.0.lhv: lead.${fieldId}.area reads`)])
    // The draft saved since reads nothing of it; the deployed version still does.
    expect((await api.put(`/flows/${flowId}`, minimalFlow(server.accountId, { name: "Sends the mobile", fields: ["email", fieldId] }))).status).toBe(200)
    const deployedOnly = await retype("string")
    expect(deployedOnly.status).toBe(422)
    expect(member(member(deployedOnly.body, "errors"), "type")).toEqual([expect.stringContaining(`(${flowId}) as deployed at steps.0.rule_set.rules.0.lhv`)])
    // A name alone may change meanwhile; once the version without the rule is deployed, so may the type.
    expect((await retype("phone")).status).toBe(200)
    expect((await api.post(`/flows/${flowId}/deploy`)).status).toBe(200)
    expect((await retype("string")).status).toBe(200)
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
