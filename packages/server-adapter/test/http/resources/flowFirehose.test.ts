import { mkdtemp, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, expect, it } from "vitest"
import { member, minimalFlow, suite } from "./harness.js"

/**
 * A flow's firehose setting names only providers this server writes to (a local directory, under
 * `LEADFLOW_FIREHOSE_DIR`). The root is read on each save; this file owns the variable.
 */

const credential = "6493820b542ea0521e2a4543"

const previous = process.env["LEADFLOW_FIREHOSE_DIR"]
let root = ""
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), "leadflow-flow-firehose-"))
  process.env["LEADFLOW_FIREHOSE_DIR"] = root
})
afterAll(async () => {
  if (previous === undefined) delete process.env["LEADFLOW_FIREHOSE_DIR"]
  else process.env["LEADFLOW_FIREHOSE_DIR"] = previous
  await rm(root, { recursive: true, force: true })
})

const errorsOf = (body: unknown) => (member(body as never, "errors") ?? {}) as Record<string, Array<string>>

suite("flow firehose providers", (h) => {
  it("keeps the directory provider", async () => {
    const { api, server } = h()
    const firehose = { services: { directory: { enabled: true, bucket: "exports", prefix: "solar" } } }
    const created = await api.post("/flows", minimalFlow(server.accountId, { firehose }))
    expect(created.status).toBe(201)
    expect(member(created.body, "firehose")).toEqual(firehose)
  })

  it("refuses an enabled directory target when LEADFLOW_FIREHOSE_DIR is unset, on create and update; a disabled one is kept", async () => {
    const { api, server } = h()
    const plain = await api.post("/flows", minimalFlow(server.accountId))
    expect(plain.status).toBe(201)
    const id = String(member(plain.body, "id"))
    delete process.env["LEADFLOW_FIREHOSE_DIR"]
    try {
      const firehose = { services: { directory: { enabled: true, bucket: "exports" } } }
      for (const reply of [
        await api.post("/flows", minimalFlow(server.accountId, { firehose })),
        await api.put(`/flows/${id}`, { ...(plain.body as object), firehose })
      ]) {
        expect(reply.status).toBe(422)
        expect(errorsOf(reply.body)).toEqual({
          "firehose.services.directory.enabled": ["directory targets need LEADFLOW_FIREHOSE_DIR set on the server"]
        })
      }
      expect(member((await api.get(`/flows/${id}`)).body, "firehose")).toBeUndefined()
      const disabled = { services: { directory: { enabled: false, bucket: "exports" } } }
      const kept = await api.post("/flows", minimalFlow(server.accountId, { firehose: disabled }))
      expect(kept.status).toBe(201)
      expect(member(kept.body, "firehose")).toEqual(disabled)
    } finally {
      process.env["LEADFLOW_FIREHOSE_DIR"] = root
    }
  })

  it("refuses flat members next to services, and a credential or connection string on the directory, naming each", async () => {
    const { api, server } = h()
    const mixed = await api.post(
      "/flows",
      minimalFlow(server.accountId, {
        firehose: { bucket: "lead-events", prefix: "solar", services: { directory: { enabled: true, bucket: "exports" } } }
      })
    )
    expect(mixed.status).toBe(422)
    expect(Object.keys(errorsOf(mixed.body)).sort()).toEqual(["firehose.bucket", "firehose.prefix"])

    const extras = await api.post(
      "/flows",
      minimalFlow(server.accountId, {
        firehose: { services: { directory: { enabled: true, bucket: "exports", credential_id: credential, connection_string: "x" } } }
      })
    )
    expect(extras.status).toBe(422)
    expect(Object.keys(errorsOf(extras.body)).sort()).toEqual([
      "firehose.services.directory.connection_string",
      "firehose.services.directory.credential_id"
    ])

    // Paths the exporter would refuse at every lead: refused on save.
    for (const [directory, key, message] of [
      [{ enabled: true, bucket: "../../x" }, "bucket", "must not contain '..' segments"],
      [{ enabled: true, bucket: "/etc/abs" }, "bucket", "must be a relative path (it is placed under the account's directory)"],
      [{ enabled: true, bucket: "exports", prefix: "../../y" }, "prefix", "must not contain '..' segments"],
      [{ enabled: true, bucket: "x".repeat(256) }, "bucket", "has a part longer than 255 bytes between slashes, more than a file name can be"],
      [{ enabled: true, bucket: "exports", prefix: "é".repeat(128) }, "prefix", "has a part longer than 255 bytes between slashes, more than a file name can be"],
      [{ enabled: true, bucket: "abcdefghij/".repeat(94) }, "bucket", "is longer than 1024 bytes"]
    ] as const) {
      const res = await api.post("/flows", minimalFlow(server.accountId, { firehose: { services: { directory } } }))
      expect(res.status, JSON.stringify(directory)).toBe(422)
      expect(errorsOf(res.body)).toEqual({ [`firehose.services.directory.${key}`]: [message] })
    }
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
