import type { ChildProcess } from "node:child_process"
import { mkdtemp, rm, writeFile } from "node:fs/promises"
import { request } from "node:http"
import { createRequire } from "node:module"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { accountEntity as accountEntityOf, apiWith, exited, freePort, type Running, serve as serveWith } from "./spawnedServer.js"

/**
 * Operations of a real server run (the CLI, spawned): its structured logs, `/metrics`, the
 * health checks, and a graceful shutdown under load.
 */
const apiKey = "b".repeat(64)
const api = apiWith(apiKey)
const serve = (db: string, env: Record<string, string>): Promise<Running> => serveWith(db, apiKey, env)

interface LogLine {
  readonly message: unknown
  readonly logLevel: string
  readonly annotations: Record<string, unknown>
}

const logLines = (text: string): Array<LogLine> =>
  text
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as LogLine)

const waitFor = async (what: string, check: () => boolean, ms = 30_000): Promise<void> => {
  const until = Date.now() + ms
  while (!check()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`)
    await new Promise((done) => setTimeout(done, 100))
  }
}

const accountEntity = (url: string): Promise<string> => accountEntityOf(api, url)

describe("operations", () => {
  let dir: string
  const children: ChildProcess[] = []
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "leadflow-ops-"))
  })
  afterAll(async () => {
    for (const child of children) if (child.exitCode === null) child.kill("SIGKILL")
    await rm(dir, { recursive: true, force: true })
  })

  it("logs start-up, access, leads, delivery errors and background failures as JSON lines; serves /metrics and health", async () => {
    // A file where the firehose wants a directory: every export fails (a background failure).
    const notADirectory = join(dir, "not-a-directory")
    await writeFile(notADirectory, "")
    const server = await serve(`sqlite:${join(dir, "logs.db")}`, {
      LEADFLOW_LOG_LEVEL: "debug",
      LEADFLOW_ALLOW_PRIVATE_HOSTS: "true",
      LEADFLOW_FIREHOSE_DIR: notADirectory,
      LEADFLOW_METRICS_TOKEN: "scrape-secret"
    })
    children.push(server.child)
    const { url } = server
    const entity = await accountEntity(url)
    const closedPort = await freePort()
    const created = await api(url, "/flows", "POST", {
      name: "Logged",
      enabled: true,
      fields: ["email"],
      firehose: { services: { directory: { enabled: true } } },
      sources: [{ entity: { id: entity }, integration: { module_id: "leadflow-standard.inbound" } }],
      steps: [
        {
          type: "recipient",
          id: "buyer1",
          retry_enabled: true,
          entity: { id: entity },
          integration: {
            module_id: "leadflow-custom.outbound.json",
            mappings: [
              { property: "url", value: `http://127.0.0.1:${closedPort}/buy` },
              { property: "json_property.email", value: "{{lead.email}}" }
            ]
          }
        }
      ]
    })
    expect(created.status).toBe(201)
    const flowId = String(created.json["id"])
    expect((await api(url, `/flows/${flowId}/deploy`, "POST")).status).toBeLessThan(300)
    const submitted = await fetch(`${url}/flows/${flowId}/sources/${entity}/submit`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "logged@example.com" })
    })
    expect(submitted.status).toBe(201)
    const leadId = ((await submitted.json()) as { lead: { id: string } }).lead.id

    // Health checks: unauthenticated JSON.
    const health = await fetch(`${url}/healthz`)
    expect(health.status).toBe(200)
    expect(await health.json()).toMatchObject({ status: "ok" })
    const ready = await fetch(`${url}/readyz`)
    expect(ready.status).toBe(200)
    expect(await ready.json()).toMatchObject({ status: "ready", checks: { storage: "ok", migrations: "ok", draining: false } })

    // Metrics behind the bearer token.
    expect((await fetch(`${url}/metrics`)).status).toBe(401)
    expect((await fetch(`${url}/metrics`, { headers: { authorization: "Bearer wrong" } })).status).toBe(401)
    const scrape = await fetch(`${url}/metrics`, { headers: { authorization: "Bearer scrape-secret" } })
    expect(scrape.status).toBe(200)
    expect(scrape.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/)
    const metrics = await scrape.text()
    expect(metrics).toContain(`leadflow_leads_total{flow="${flowId}",outcome=`)
    expect(metrics).toContain('leadflow_deliveries_total{integration="leadflow-custom.outbound.json",outcome="error"} 1')
    expect(metrics).toMatch(/leadflow_http_requests_total\{route="\/flows\/:flow_id\/sources\/:source_id\/submit",method="POST",status="201"\} 1/)
    expect(metrics).toMatch(/leadflow_http_requests_total\{route="\/flows\/:id\/deploy",method="POST",status="20\d"\} 1/)
    expect(metrics).toMatch(/leadflow_http_request_duration_seconds_bucket\{route="\/flows",method="GET",le="\+Inf"\} \d+/)
    expect(metrics).toMatch(/leadflow_event_store_commit_leads_count [1-9]/)
    expect(metrics).toMatch(/leadflow_retry_jobs_pending 1\n/)
    expect(metrics).toMatch(/leadflow_background_job_failures_total\{job="firehose"\} 1/)

    const lines = () => logLines(server.output())
    const find = (predicate: (line: LogLine) => boolean) => lines().find(predicate)
    await waitFor("the background failure's line", () => find((l) => l.annotations["job"] === "firehose") !== undefined)

    // Start-up: storage, plugins, listening.
    expect(find((l) => l.message === "listening")).toMatchObject({
      logLevel: "INFO",
      annotations: { storage: "sqlite", plugins: [], port: Number(new URL(url).port) }
    })
    // One access line per management request: template, status, time, account; never the key.
    expect(find((l) => l.message === "request" && l.annotations["route"] === "/flows/:id/deploy")).toMatchObject({
      logLevel: "INFO",
      annotations: { method: "POST", account_id: expect.stringMatching(/^[0-9a-f]{24}$/), ms: expect.any(Number) }
    })
    expect(find((l) => l.message === "request" && l.annotations["route"] === "/flows" && l.annotations["method"] === "POST"))
      .toMatchObject({ annotations: { status: 201 } })
    // A line per lead at debug level.
    expect(find((l) => l.message === "lead" && l.annotations["lead_id"] === leadId)).toMatchObject({
      logLevel: "DEBUG",
      annotations: { flow_id: flowId }
    })
    // The delivery error, with its step and integration.
    expect(find((l) => l.message === "delivery error" && l.annotations["lead_id"] === leadId)).toMatchObject({
      logLevel: "INFO",
      annotations: { step_id: "buyer1", integration: "leadflow-custom.outbound.json", reason: expect.any(String) }
    })
    // The background job's failure.
    expect(find((l) => l.annotations["job"] === "firehose")).toMatchObject({ logLevel: "WARN" })
    // The human start-up lines still print, and no secret is logged.
    expect(server.output()).toMatch(/Leadflow listening on http:\/\/\S+ \(port \d+, storage /)
    expect(server.output()).not.toContain(apiKey)
    expect(server.output()).not.toContain("scrape-secret")

    server.child.kill("SIGTERM")
    expect(await exited(server.child)).toBe(0)
    expect(find((l) => l.message === "shutdown: the server is closed")).toBeDefined()
  }, 90_000)

  it("SIGTERM under load: every acknowledged lead is stored, no answer is cut, /readyz says 503 while draining", async () => {
    const file = join(dir, "drain.db")
    const server = await serve(`sqlite:${file}`, { LEADFLOW_SHUTDOWN_DELAY_MS: "3000" })
    children.push(server.child)
    const { url } = server
    const entity = await accountEntity(url)
    const flows = await api(url, "/flows")
    const flowId = String(flows.json[0]?.["id"])
    const target = new URL(`${url}/flows/${flowId}/sources/${entity}/submit`)
    const body = JSON.stringify({ first_name: "Ada", email: "ada@example.com", phone_1: "512-555-0142" })

    // One connection per request. A connection refused, or reset before any answer (it waited in
    // the kernel's accept queue when the listener closed), got no answer: the client knows the
    // lead was not taken. A reset once the answer began is a cut answer, which must not happen.
    type Result =
      | { readonly kind: "answered"; readonly status: number; readonly leadId?: string }
      | { readonly kind: "refused"; readonly error: string }
      | { readonly kind: "cut"; readonly error: string }
    const submit = (): Promise<Result> =>
      new Promise((done) => {
        const req = request(target, { method: "POST", agent: false, headers: { "content-type": "application/json", connection: "close" } }, (res) => {
          let text = ""
          res.on("data", (chunk: Buffer) => (text += chunk.toString()))
          res.on("error", (error) => done({ kind: "cut", error: String(error) }))
          res.on("end", () => {
            if (!res.complete) return done({ kind: "cut", error: "incomplete answer" })
            const leadId = res.statusCode === 201 ? (JSON.parse(text) as { lead: { id: string } }).lead.id : undefined
            done({ kind: "answered", status: res.statusCode ?? 0, ...(leadId === undefined ? {} : { leadId }) })
          })
        })
        req.on("error", (error: NodeJS.ErrnoException) => done({ kind: "refused", error: `${error.code ?? ""} ${error.message}` }))
        req.end(body)
      })

    const results: Result[] = []
    let refused = false
    const worker = async () => {
      while (!refused) {
        const result = await submit()
        results.push(result)
        if (result.kind === "refused" && result.error.startsWith("ECONNREFUSED")) refused = true
      }
    }
    const workers = Array.from({ length: 200 }, worker)
    await waitFor("a first hundred leads", () => results.length >= 100)
    const exit = exited(server.child)
    const beforeSignal = results.length
    server.child.kill("SIGTERM")
    // While draining (the delay before the listener closes), /readyz answers 503. It is asked
    // from the moment of the signal until the listener refuses: on a loaded machine this test's
    // own event loop may be late, so one fixed wait could miss the window.
    const readinessAnswers: Array<{ status: number; body: unknown }> = []
    for (;;) {
      const answer = await fetch(`${url}/readyz`, { headers: { connection: "close" } }).then(
        async (response) => ({ status: response.status, body: (await response.json()) as unknown }),
        () => undefined
      )
      if (answer === undefined) break
      readinessAnswers.push(answer)
      await new Promise((done) => setTimeout(done, 50))
    }
    expect(readinessAnswers.length).toBeGreaterThan(0)
    // The first answer may predate the signal's handling by a few ms; every later one says draining.
    const afterFirst = readinessAnswers.slice(1)
    expect(afterFirst.length).toBeGreaterThan(0)
    for (const answer of afterFirst) {
      expect(answer.status).toBe(503)
      expect(answer.body).toMatchObject({ status: "not ready", checks: { draining: true } })
    }
    await Promise.all(workers)
    expect(await exit).toBe(0)

    expect(results.filter((r) => r.kind === "cut")).toEqual([])
    // Leads were answered after the signal too: the drain answers what it has taken.
    expect(results.slice(beforeSignal).filter((r) => r.kind === "answered").length).toBeGreaterThan(0)
    const unanswered = results.filter((r) => r.kind === "refused").length
    const acknowledged = results.flatMap((r) => (r.kind === "answered" && r.status === 201 && r.leadId !== undefined ? [r.leadId] : []))
    expect(acknowledged.length).toBeGreaterThan(100)
    expect(results.filter((r) => r.kind === "answered" && r.status !== 201)).toEqual([])

    // Every acknowledged lead's events are in the database.
    const Database = createRequire(import.meta.url)("better-sqlite3") as new (file: string, options: { readonly: boolean }) => {
      prepare: (sql: string) => { all: () => Array<{ lead_id: string }> }
      close: () => void
    }
    const db = new Database(file, { readonly: true })
    try {
      const stored = new Set(db.prepare("SELECT DISTINCT lead_id FROM events WHERE type = 'source'").all().map((row) => row.lead_id))
      expect(acknowledged.filter((id) => !stored.has(id))).toEqual([])
      // And every stored lead was answered: none was cut between its events and its answer.
      const answered = new Set(acknowledged)
      expect([...stored].filter((id) => !answered.has(id))).toEqual([])
      console.log(`drain: ${acknowledged.length} leads acknowledged and stored, ${unanswered} requests refused`)
    } finally {
      db.close()
    }
  }, 120_000)
})
