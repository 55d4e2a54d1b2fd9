import { mkdtemp, readdir, readFile, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { closedPort, until } from "./loopback.js"
import { readLeadEvents } from "../../../src/storage/SqlEventStore.js"
import { type Dialect, postgresAvailable, startTestServer, type TestServer } from "../TestServer.js"
import { skipNotice } from "../../storage/testDatabases.js"

/** What follows a stored lead: retries of a failed delivery, and the firehose export. */

const afterLeadSuite = (dialect: Dialect) =>
  describe.skipIf(dialect === "postgres" && !postgresAvailable)(`after a lead is stored (${dialect})`, () => {
    let server: TestServer
    let root: string
    beforeAll(async () => {
      root = await mkdtemp(join(tmpdir(), "leadflow-firehose-"))
      process.env["LEADFLOW_FIREHOSE_DIR"] = root
      server = await startTestServer({ dialect, retry: { firstDelay: "50 millis", maxDelay: "100 millis", maxAttempts: 2 } })
    })
    afterAll(async () => {
      await server.close()
      delete process.env["LEADFLOW_FIREHOSE_DIR"]
      await rm(root, { recursive: true, force: true })
    })

    const createFlow = async (port: number, firehose?: Record<string, unknown>) => {
      const res = await fetch(`${server.url}/flows`, {
        method: "POST",
        headers: { authorization: server.auth, "content-type": "application/json" },
        body: JSON.stringify({
          name: "After lead",
          enabled: true,
          fields: ["email"],
          sources: [{ entity: { id: server.accountId }, integration: { module_id: "leadflow-standard.inbound" } }],
          steps: [
            {
              type: "recipient",
              id: "retry1",
              retry_enabled: true,
              entity: { id: server.accountId },
              integration: {
                module_id: "leadflow-custom.outbound.json",
                mappings: [
                  { property: "url", value: `http://127.0.0.1:${port}/leads` },
                  { property: "json_property.email", value: "{{lead.email}}" }
                ]
              }
            }
          ],
          ...(firehose === undefined ? {} : { firehose })
        })
      })
      expect(res.status).toBe(201)
      const flowId = ((await res.json()) as { id: string }).id
      const deployed = await fetch(`${server.url}/flows/${flowId}/deploy`, { method: "POST", headers: { authorization: server.auth } })
      expect(deployed.status).toBe(200)
      return flowId
    }

    const submit = async (flowId: string) => {
      const res = await fetch(`${server.url}/flows/${flowId}/sources/${server.accountId}/submit`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "retry@example.com" })
      })
      expect(res.status).toBe(201)
      return ((await res.json()) as { lead: { id: string } }).lead.id
    }

    it("retries a delivery that ended in error, recording a retry event per attempt", async () => {
      const flowId = await createFlow(await closedPort())
      const leadId = await submit(flowId)
      const events = await until(
        () => server.run(readLeadEvents(server.accountId, leadId)),
        (stored) => stored.filter((event) => event.type === "retry").length >= 2
      )
      const retries = events.filter((event) => event.type === "retry")
      expect(retries.length).toBe(2)
      expect(events.find((event) => event.type === "recipient")?.outcome).toBe("error")
    })

    it("exports the lead's events to the flow's firehose directory, in the account's folder", async () => {
      const flowId = await createFlow(await closedPort(), {
        services: { directory: { enabled: true, bucket: "exports", prefix: "leads" } }
      })
      const leadId = await submit(flowId)
      // Files are written under a hidden temporary name, then renamed: those are not exports yet.
      const exported = async () =>
        (await readdir(join(root, server.accountId, "exports", "leads", leadId)).catch(() => [] as Array<string>)).filter((name) => !name.startsWith("."))
      const files = await until(exported, (names) => names.length >= 2)
      expect(files.length).toBeGreaterThanOrEqual(2)
      const first = JSON.parse(await readFile(join(root, server.accountId, "exports", "leads", leadId, files[0] ?? ""), "utf8")) as { id: string }
      expect(`${first.id}.json`).toBe(files[0])
      // Each file is the event as the API answers it: the vars stored once per lead are put back.
      for (const name of files) {
        const file = JSON.parse(await readFile(join(root, server.accountId, "exports", "leads", leadId, name), "utf8")) as {
          id: string
          vars: Record<string, unknown>
        }
        const answered = await fetch(`${server.url}/events/${file.id}`, { headers: { authorization: server.auth } })
        expect(file).toEqual(await answered.json())
        expect(file.vars["lead"]).toEqual(expect.objectContaining({ email: expect.anything() }))
      }
    })

    it("exports the events of the lead's retries too, as they are written", async () => {
      const flowId = await createFlow(await closedPort(), { services: { directory: { enabled: true, bucket: "later" } } })
      const leadId = await submit(flowId)
      const stored = await until(
        () => server.run(readLeadEvents(server.accountId, leadId)),
        (events) => events.filter((event) => event.type === "retry").length >= 2
      )
      const dir = join(root, server.accountId, "later", leadId)
      const exported = async () => (await readdir(dir).catch(() => [] as Array<string>)).filter((name) => !name.startsWith(".")).sort()
      const files = await until(exported, (names) => names.length >= stored.length)
      expect(files).toEqual(stored.map((event) => `${event.id}.json`).sort())
    })

    it("exports a ping's events as a lead's, a ping over its limit (429) included", async () => {
      const created = await fetch(`${server.url}/flows`, {
        method: "POST",
        headers: { authorization: server.auth, "content-type": "application/json" },
        body: JSON.stringify({
          name: "Pinged",
          enabled: true,
          ping_enabled: true,
          fields: ["email"],
          pricing: { prices: [{ amount: 2 }] },
          ping_limits: [{ maximum: 1, duration: 1, duration_units: "day" }],
          firehose: { services: { directory: { enabled: true, bucket: "pings" } } },
          sources: [{ entity: { id: server.accountId }, integration: { module_id: "leadflow-standard.inbound" } }],
          steps: []
        })
      })
      expect(created.status).toBe(201)
      const flowId = ((await created.json()) as { id: string }).id
      expect((await fetch(`${server.url}/flows/${flowId}/deploy`, { method: "POST", headers: { authorization: server.auth } })).status).toBe(200)
      const ping = () =>
        fetch(`${server.url}/flows/${flowId}/sources/${server.accountId}/ping`, {
          method: "POST",
          headers: { "content-type": "application/json", accept: "application/json" },
          body: JSON.stringify({ email: "ping@example.com" })
        })
      const bid = await ping()
      expect(bid.status).toBe(200)
      expect(await bid.json()).toMatchObject({ outcome: "success", price: 2 })
      expect((await ping()).status).toBe(429)
      // One folder per ping (named by the id its event is stored under), holding its source event.
      const bucket = join(root, server.accountId, "pings")
      const folders = await until(
        async () => (await readdir(bucket).catch(() => [] as Array<string>)).filter((name) => !name.startsWith(".")),
        (names) => names.length >= 2
      )
      expect(folders).toHaveLength(2)
      const exported: Array<Record<string, unknown>> = []
      for (const folder of folders) {
        const files = await until(
          async () => (await readdir(join(bucket, folder)).catch(() => [] as Array<string>)).filter((name) => !name.startsWith(".")),
          (names) => names.length >= 1
        )
        expect(files).toHaveLength(1)
        const file = JSON.parse(await readFile(join(bucket, folder, files[0] ?? ""), "utf8")) as Record<string, unknown>
        // The event as the API answers it.
        const answered = await fetch(`${server.url}/events/${String(file["id"])}`, { headers: { authorization: server.auth } })
        expect(file).toEqual(await answered.json())
        exported.push(file)
      }
      expect(exported.map((event) => [event["type"], event["ping"], event["ping_limit_reached"]]).sort()).toEqual([
        ["source", true, false],
        ["source", true, true]
      ])
    })

    it("exports the feedback events given on the lead's delivery", async () => {
      const flowId = await createFlow(await closedPort(), { services: { directory: { enabled: true, bucket: "feedback" } } })
      const leadId = await submit(flowId)
      const events = await until(
        () => server.run(readLeadEvents(server.accountId, leadId)),
        (stored) => stored.some((event) => event.type === "recipient")
      )
      const delivery = events.find((event) => event.type === "recipient")!
      const given = await fetch(`${server.url}/feedback`, {
        method: "POST",
        headers: { authorization: server.auth, "content-type": "application/json" },
        body: JSON.stringify({ event_id: delivery.id, type: "conversion" })
      })
      expect(given.status).toBe(201)
      const received = await until(
        () => server.run(readLeadEvents(server.accountId, leadId)),
        (stored) => stored.some((event) => event.type === "feedback-received")
      )
      const feedbackId = received.find((event) => event.type === "feedback-received")!.id
      const dir = join(root, server.accountId, "feedback", leadId)
      const files = await until(
        async () => await readdir(dir).catch(() => [] as Array<string>),
        (names) => names.includes(`${feedbackId}.json`)
      )
      expect(files).toContain(`${feedbackId}.json`)
    })
  })

afterLeadSuite("sqlite")
if (!postgresAvailable) skipNotice("after a lead is stored")
// Registered either way, so a run without LEADFLOW_PG_URL reports these tests as skipped.
afterLeadSuite("postgres")
