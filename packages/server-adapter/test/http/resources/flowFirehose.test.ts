import { expect, it } from "vitest"
import { member, minimalFlow, suite } from "./harness.js"

/** A flow's firehose setting names only providers this server writes to (a local directory). */

const credential = "6493820b542ea0521e2a4543"

suite("flow firehose providers", (h) => {
  it("keeps the directory provider", async () => {
    const { api, server } = h()
    const firehose = { services: { directory: { enabled: true, bucket: "exports", prefix: "solar" } } }
    const created = await api.post("/flows", minimalFlow(server.accountId, { firehose }))
    expect(created.status).toBe(201)
    expect(member(created.body, "firehose")).toEqual(firehose)
  })

  it("refuses the flat form and other providers with a 422 naming them, on create and update", async () => {
    const { api, server } = h()
    const flat = await api.post("/flows", minimalFlow(server.accountId, { firehose: { credential_id: credential, bucket: "lead-events", enabled: true } }))
    expect(flat.status).toBe(422)
    expect(Object.keys(member(flat.body, "errors") as object)).toEqual(["firehose"])
    expect(String((member(flat.body, "errors") as Record<string, Array<string>>)["firehose"])).toMatch(/flat form .*not supported/)

    const services = {
      services: {
        directory: { enabled: true, bucket: "exports" },
        s3: { enabled: true, credential_id: credential, bucket: "lead-events" },
        azure: { enabled: false, connection_string: "x" }
      }
    }
    const mixed = await api.post("/flows", minimalFlow(server.accountId, { firehose: services }))
    expect(mixed.status).toBe(422)
    const errors = member(mixed.body, "errors") as Record<string, Array<string>>
    expect(Object.keys(errors).sort()).toEqual(["firehose.services.azure", "firehose.services.s3"])
    expect(String(errors["firehose.services.s3"])).toMatch(/"s3" is not supported/)

    const plain = await api.post("/flows", minimalFlow(server.accountId))
    expect(plain.status).toBe(201)
    const id = String(member(plain.body, "id"))
    const updated = await api.put(`/flows/${id}`, { ...(plain.body as object), firehose: services })
    expect(updated.status).toBe(422)
    expect(member((await api.get(`/flows/${id}`)).body, "firehose")).toBeUndefined()
  })
})
