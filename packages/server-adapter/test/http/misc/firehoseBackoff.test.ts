import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { postgresAvailable, startTestServer, type TestServer } from "../TestServer.js"

/** A failed firehose export is tried again with the retries' backoff: the first retry 10 s after the failed run. */
for (const dialect of ["sqlite", "postgres"] as const)
  describe.skipIf(dialect === "postgres" && !postgresAvailable)(`firehose export backoff (${dialect})`, () => {
    let server: TestServer
    let root: string
    const previous = process.env["LEADFLOW_FIREHOSE_DIR"]
    beforeAll(async () => {
      root = await mkdtemp(join(tmpdir(), "leadflow-firehose-backoff-"))
      process.env["LEADFLOW_FIREHOSE_DIR"] = root
      // The default backoff: 10 s, doubling.
      server = await startTestServer({ dialect })
    })
    afterAll(async () => {
      await server?.close()
      if (previous === undefined) delete process.env["LEADFLOW_FIREHOSE_DIR"]
      else process.env["LEADFLOW_FIREHOSE_DIR"] = previous
      await rm(root, { recursive: true, force: true })
    })

    it("tries a failed export again 10 s after the failed run, as delivery retries wait before their first attempt", async () => {
      const headers = { authorization: server.auth, "content-type": "application/json" }
      const created = await fetch(`${server.url}/flows`, {
        method: "POST",
        headers,
        body: JSON.stringify({
          name: "Exported",
          enabled: true,
          fields: ["email"],
          sources: [{ entity: { id: server.accountId }, integration: { module_id: "leadflow-standard.inbound" } }],
          steps: [],
          firehose: { services: { directory: { enabled: true, bucket: "blocked", prefix: "leads" } } }
        })
      })
      expect(created.status).toBe(201)
      const flowId = ((await created.json()) as { id: string }).id
      expect((await fetch(`${server.url}/flows/${flowId}/deploy`, { method: "POST", headers })).status).toBe(200)
      // The bucket is a file: every export fails.
      await mkdir(join(root, server.accountId), { recursive: true })
      await writeFile(join(root, server.accountId, "blocked"), "not a folder")
      const submitted = Date.now()
      const lead = await fetch(`${server.url}/flows/${flowId}/sources/${server.accountId}/submit`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: '{"email":"e@example.com"}'
      })
      expect(lead.status).toBe(201)
      let job: { attempts: number; next_attempt_at: string } | undefined
      for (let i = 0; i < 100 && (job?.attempts ?? 0) < 1; i++) {
        await new Promise((done) => setTimeout(done, 100))
        const jobs = (await (await fetch(`${server.url}/jobs?kind=firehose`, { headers })).json()) as Array<{ attempts: number; next_attempt_at: string }>
        job = jobs[0]
      }
      expect(job?.attempts).toBe(1)
      const wait = Date.parse(job?.next_attempt_at ?? "") - submitted
      expect(wait).toBeGreaterThan(9_000)
      expect(wait).toBeLessThan(10_000 + (Date.now() - submitted))
    })
  })
