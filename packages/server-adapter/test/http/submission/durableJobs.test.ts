import { mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Effect, Option } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { getBatch } from "../../../src/batch/Batches.js"
import { makeScheduledFile } from "../../../src/batch/Scheduler.js"
import { claimRecords } from "../../../src/batch/Records.js"
import { makeContentWriter } from "../../../src/batch/FileContents.js"
import { postgresTestDatabase, postgresUrl, skipNotice, type TestDatabase } from "../../storage/testDatabases.js"
import { addLead, call, createBatch, download, type FileView, sleep } from "../batch/batchClient.js"
import { type Dialect, startTestServer, type TestServer } from "../TestServer.js"

/**
 * Firehose exports and scheduled batch files run from the jobs table: a failing export waits
 * there with its error (GET /jobs, /metrics) and is tried again until it works; a scheduled
 * file's job run twice (a crash) makes one file.
 */

interface JobView {
  readonly id: string
  readonly kind: string
  readonly flow_id: string | null
  readonly batch_id: string | null
  readonly lead_id: string | null
  readonly attempts: number
  readonly last_error: string | null
  readonly running: boolean
}

const until = async <A>(read: () => Promise<A>, ok: (value: A) => boolean, tries = 200): Promise<A> => {
  for (let i = 0; i < tries; i++) {
    const value = await read()
    if (ok(value)) return value
    await sleep(50)
  }
  return read()
}

const suite = (dialect: Dialect) =>
  describe(`durable firehose and scheduled files on ${dialect}`, () => {
    const failuresOf = (metrics: string): number =>
      Number(/leadflow_background_job_failures_total\{job="firehose"\} (\d+)/.exec(metrics)?.[1] ?? 0)
    let server: TestServer
    let root: string
    beforeAll(async () => {
      root = await mkdtemp(join(tmpdir(), "leadflow-jobs-"))
      process.env["LEADFLOW_FIREHOSE_DIR"] = root
      server = await startTestServer({ dialect, retry: { firstDelay: "50 millis", maxDelay: "200 millis", maxAttempts: 1000, pollEvery: "50 millis" } })
    })
    afterAll(async () => {
      await server?.close()
      delete process.env["LEADFLOW_FIREHOSE_DIR"]
      await rm(root, { recursive: true, force: true })
    })

    const api = async <T>(path: string, auth = server.auth): Promise<{ status: number; body: T }> => {
      const res = await fetch(`${server.url}${path}`, { headers: { authorization: auth } })
      return { status: res.status, body: (await res.json()) as T }
    }

    it("keeps a failing export queued with its error, visible in /jobs and /metrics, until it can be written", async () => {
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
      // The failures counter is the process's (test files share a worker): counted from here.
      const failuresBefore = failuresOf(await (await fetch(`${server.url}/metrics`)).text())
      // The target's folder is a file: every export fails until it is removed.
      await mkdir(join(root, server.accountId), { recursive: true })
      await writeFile(join(root, server.accountId, "blocked"), "not a folder")

      const submitted = await fetch(`${server.url}/flows/${flowId}/sources/${server.accountId}/submit`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "export@example.com" })
      })
      expect(submitted.status).toBe(201)
      const leadId = ((await submitted.json()) as { lead: { id: string } }).lead.id

      const failing = await until(
        () => api<Array<JobView>>(`/jobs?kind=firehose&flow_id=${flowId}`),
        (res) => (res.body[0]?.attempts ?? 0) >= 2
      )
      expect(failing.status).toBe(200)
      expect(failing.body).toHaveLength(1)
      expect(failing.body[0]).toMatchObject({ kind: "firehose", flow_id: flowId, lead_id: leadId, batch_id: null })
      expect(failing.body[0]?.last_error).toEqual(expect.any(String))
      // Another account sees none of it.
      const other = await server.createAccount("Other")
      expect((await api<Array<JobView>>("/jobs", other.auth)).body).toEqual([])
      // Nor a query that names no kind the server has.
      expect((await api<unknown>("/jobs?kind=nope")).status).toBe(422)

      const metrics = await (await fetch(`${server.url}/metrics`)).text()
      expect(metrics).toMatch(/leadflow_jobs_pending\{kind="firehose"\} [1-9]/)
      expect(metrics).toMatch(/leadflow_jobs_pending\{kind="batch"\} \d/)
      expect(metrics).toMatch(/leadflow_jobs_oldest_age_seconds\{kind="firehose"\} /)
      expect(failuresOf(metrics)).toBeGreaterThan(failuresBefore)
      // The database pool: one connection on SQLite; pg's counts on PostgreSQL.
      expect(metrics).toMatch(/leadflow_db_pool_connections\{state="open"\} [1-9]/)
      if (dialect === "sqlite") expect(metrics).toMatch(/leadflow_db_pool_connections\{state="max"\} 1\n/)
      else {
        expect(metrics).toMatch(/leadflow_db_pool_connections\{state="max"\} 10\n/)
        expect(metrics).toMatch(/leadflow_db_pool_connections\{state="idle"\} \d/)
        expect(metrics).toMatch(/leadflow_db_pool_waiting \d/)
      }

      await rm(join(root, server.accountId, "blocked"))
      const folder = join(root, server.accountId, "blocked", "leads", leadId)
      const files = await until(
        async () => (await readdir(folder).catch(() => [] as Array<string>)).filter((name) => !name.startsWith(".")),
        (names) => names.length >= 1
      )
      expect(files.length).toBeGreaterThanOrEqual(1)
      const drained = await until(() => api<Array<JobView>>(`/jobs?flow_id=${flowId}`), (res) => res.body.length === 0)
      expect(drained.body).toEqual([])
    }, 30_000)

    it("makes one file for a scheduled period however often its job runs, also after a half-made file", async () => {
      // A schedule that will not come round during the test: the job is run by hand here.
      const batch = await createBatch(server, { name: "Yearly", format: "jsonl", schedule: "0 0 0 1 1 *" })
      await addLead(server, batch.id, { email: "one@example.com" })
      await addLead(server, batch.id, { email: "two@example.com" })
      const jobId = "0123456789abcdef0123" + Math.floor(Math.random() * 0xffff).toString(16).padStart(4, "0")
      const job = { id: jobId, account_id: server.accountId, payload: {}, attempts: 0, run_at: 0 }
      const stored = Option.getOrThrow(await server.run(getBatch(server.accountId, batch.id)))
      // A run that died half-way: records claimed, part of the content written, no file recorded.
      await server.run(
        Effect.gen(function* () {
          yield* claimRecords(server.accountId, batch.id, jobId)
          const writer = yield* makeContentWriter(server.accountId, jobId)
          yield* writer.write('{"email":"one@exa')
          yield* writer.end
        })
      )
      await server.run(makeScheduledFile(job, stored))
      // Run again (the lease ran out after the file was made), with a new record in between.
      await addLead(server, batch.id, { email: "three@example.com" })
      await server.run(makeScheduledFile(job, stored))
      const files = (await call<Array<FileView>>(server, "GET", `/files?batch_id=${batch.id}`)).body
      expect(files).toHaveLength(1)
      expect(files[0]).toMatchObject({ id: jobId, record_count: 2, delivery: { outcome: "success" } })
      expect((await download(server, jobId)).text.split("\n").filter((line) => line !== "")).toEqual([
        '{"email":"one@example.com"}',
        '{"email":"two@example.com"}'
      ])
    })
  })

suite("sqlite")
skipNotice("durable firehose and scheduled files")
if (postgresUrl !== undefined) {
  suite("postgres")

  describe("a schedule shared by two server processes on one PostgreSQL", () => {
    let database: TestDatabase
    let first: TestServer
    let second: TestServer
    beforeAll(async () => {
      database = await postgresTestDatabase(postgresUrl ?? "")
      first = await startTestServer({ dialect: "postgres", database, secret: "a-secret-both-processes-share" })
      second = await startTestServer({ dialect: "postgres", database, secret: "a-secret-both-processes-share" })
    })
    afterAll(async () => {
      await first?.close()
      await second?.close()
      await database?.dispose()
    })

    it("files each record once, one file per period at most, whichever process runs it", async () => {
      const batch = await createBatch(first, { name: "Every second", format: "jsonl", schedule: "* * * * * *" })
      const started = Date.now()
      // The same account's key, through either process.
      const throughSecond = { ...second, apiKey: first.apiKey, accountId: first.accountId, auth: first.auth }
      for (let i = 0; i < 6; i++) {
        const added = await addLead(i % 2 === 0 ? first : throughSecond, batch.id, { email: `lead${i}@example.com` })
        expect(added.status).toBe(201)
        await sleep(400)
      }
      const files = await until(
        async () => (await call<Array<FileView>>(first, "GET", `/files?batch_id=${batch.id}&limit=100`)).body,
        (list) => list.reduce((n, file) => n + file.record_count, 0) >= 6
      )
      const seconds = Math.ceil((Date.now() - started) / 1000) + 1
      expect(files.reduce((n, file) => n + file.record_count, 0)).toBe(6)
      expect(files.every((file) => file.record_count > 0)).toBe(true)
      expect(files.length).toBeLessThanOrEqual(seconds)
    }, 30_000)
  })
}
