import type { ChildProcess } from "node:child_process"
import { mkdtemp, rm } from "node:fs/promises"
import { createServer, type Server } from "node:http"
import { createRequire } from "node:module"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { accountEntity, apiWith, exited, freePort, refusesConnections, serve } from "./spawnedServer.js"

/**
 * Retries of errored deliveries are kept in the database: a server killed with SIGKILL while a
 * retry waits loses nothing, and the next server on the same database delivers it.
 */
const apiKey = "a".repeat(64)
const api = apiWith(apiKey)

describe("durable retries", () => {
  let dir: string
  let buyer: Server | undefined
  const children: ChildProcess[] = []
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "leadflow-retries-"))
  })
  afterAll(async () => {
    for (const child of children) child.kill("SIGKILL")
    buyer?.close()
    await rm(dir, { recursive: true, force: true })
  })

  it("a retry pending when the server is killed is delivered by the next server", async () => {
    const db = `sqlite:${join(dir, "retries.db")}`
    const buyerPort = await freePort()

    const first = await serve(db, apiKey, { LEADFLOW_ALLOW_PRIVATE_HOSTS: "true" })
    children.push(first.child)
    const { url } = first
    const accountId = await accountEntity(api, url)
    const created = await api(url, "/flows", "POST", {
      name: "Retried",
      enabled: true,
      fields: ["email"],
      sources: [{ entity: { id: accountId }, integration: { module_id: "leadflow-standard.inbound" } }],
      steps: [
        {
          type: "recipient",
          id: "retry1",
          retry_enabled: true,
          entity: { id: accountId },
          integration: {
            module_id: "leadflow-custom.outbound.json",
            mappings: [
              { property: "url", value: `http://127.0.0.1:${buyerPort}/buy` },
              { property: "json_property.email", value: "{{lead.email}}" }
            ]
          }
        }
      ]
    })
    expect(created.status).toBe(201)
    const flowId = String(created.json["id"])
    expect((await api(url, `/flows/${flowId}/deploy`, "POST")).status).toBeLessThan(300)
    const submitted = await fetch(`${url}/flows/${flowId}/sources/${accountId}/submit`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "retry-me@example.com" })
    })
    expect(submitted.status).toBe(201)
    const leadId = ((await submitted.json()) as { lead: { id: string } }).lead.id
    // The buyer was down: the delivery ended in error and a retry waits (10 s). Kill the server.
    first.child.kill("SIGKILL")
    await exited(first.child)
    // The signal hit the server itself (no wrapper process between): nothing answers on its
    // port any more, so whatever delivers the retry below is the second server.
    expect(first.child.signalCode).toBe("SIGKILL")
    expect(await refusesConnections(url)).toBe(true)
    // The retry's job was stored with the lead's events (one transaction), before the answer:
    // killed at once after answering, the server lost nothing.
    const Database = createRequire(import.meta.url)("better-sqlite3") as new (file: string, options: { readonly: boolean }) => {
      prepare: (sql: string) => { all: () => Array<{ kind: string; payload: string }> }
      close: () => void
    }
    const stored = new Database(join(dir, "retries.db"), { readonly: true })
    try {
      const jobs = stored.prepare("SELECT kind, payload FROM jobs").all()
      expect(jobs.map((job) => [job.kind, (JSON.parse(job.payload) as { lead_id: string }).lead_id])).toEqual([["retry", leadId]])
    } finally {
      stored.close()
    }

    const received: string[] = []
    buyer = createServer((req, res) => {
      let body = ""
      req.on("data", (chunk: Buffer) => (body += chunk.toString()))
      req.on("end", () => {
        received.push(body)
        res.writeHead(200, { "content-type": "application/json" }).end('{"outcome":"success"}')
      })
    })
    await new Promise<void>((done) => buyer?.listen(buyerPort, "127.0.0.1", () => done()))

    const second = await serve(db, apiKey, { LEADFLOW_ALLOW_PRIVATE_HOSTS: "true" })
    children.push(second.child)
    const next = second
    let retries: Array<Record<string, unknown>> = []
    for (let i = 0; i < 60 && retries.length === 0; i++) {
      await new Promise((done) => setTimeout(done, 500))
      const events = await api(next.url, "/events?limit=1000")
      retries = (Array.isArray(events.json) ? events.json : []).filter(
        (e) => e["type"] === "retry" && (e["vars"] as { lead?: { id?: string } } | undefined)?.lead?.id === leadId
      )
    }
    expect(received.some((body) => body.includes("retry-me@example.com"))).toBe(true)
    expect(retries).toHaveLength(1)
    expect(retries[0]).toMatchObject({ type: "retry", outcome: "success", retry_status: "completed", retry_attempt: 1 })
    second.child.kill("SIGTERM")
  }, 90_000)
})
