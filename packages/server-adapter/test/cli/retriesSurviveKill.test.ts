import type { ChildProcess } from "node:child_process"
import { createServer, type Server } from "node:http"
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { clientLayer } from "../../src/storage/index.js"
import { postgresTestDatabase, postgresUrl, skipNotice, sqliteTestDatabase, type TestDatabase } from "../storage/testDatabases.js"
import { accountEntity, apiWith, exited, freePort, refusesConnections, serve } from "./spawnedServer.js"

/**
 * Retries of errored deliveries are kept in the database: a server killed with SIGKILL while a
 * retry waits loses nothing, and the next server on the same database delivers it.
 */
const apiKey = "a".repeat(64)
const api = apiWith(apiKey)
// Both servers share the secret that encrypts stored credentials (PostgreSQL wants it set).
const env = { LEADFLOW_ALLOW_PRIVATE_HOSTS: "true", LEADFLOW_SECRET: "c".repeat(64) }

/** The jobs table as it is, read by a connection of the test's own. */
const storedJobs = (database: TestDatabase) =>
  Effect.runPromise(
    Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ kind: string; payload: unknown }>`SELECT kind, payload FROM jobs`).pipe(
      Effect.provide(clientLayer(database.config)),
      Effect.scoped
    )
  )

const durableRetries = (dialect: "sqlite" | "postgres") =>
  describe.skipIf(dialect === "postgres" && postgresUrl === undefined)(`durable retries (${dialect})`, () => {
    let database: TestDatabase
    let buyer: Server | undefined
    const children: ChildProcess[] = []
    beforeAll(async () => {
      database = dialect === "postgres" ? await postgresTestDatabase(postgresUrl ?? "") : await sqliteTestDatabase()
    })
    afterAll(async () => {
      for (const child of children) child.kill("SIGKILL")
      buyer?.close()
      await database.dispose()
    })

    it("a retry pending when the server is killed is delivered by the next server", async () => {
      const db = database.url
      const buyerPort = await freePort()

      const first = await serve(db, apiKey, env)
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
      const jobs = await storedJobs(database)
      const leadOf = (payload: unknown) => ((typeof payload === "string" ? JSON.parse(payload) : payload) as { lead_id: string }).lead_id
      expect(jobs.map((job) => [job.kind, leadOf(job.payload)])).toEqual([["retry", leadId]])

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

      const second = await serve(db, apiKey, env)
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

durableRetries("sqlite")
if (postgresUrl === undefined) skipNotice("durable retries after SIGKILL")
// Registered either way, so a run without LEADFLOW_PG_URL reports these tests as skipped.
durableRetries("postgres")
