import { createServer, type Server, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"
import { afterEach, describe, expect, it } from "vitest"
import { cutAttemptReason } from "../../../src/jobs/DurableRetries.js"
import { readLeadEvents } from "../../../src/storage/SqlEventStore.js"
import { postgresTestDatabase, postgresUrl, skipNotice, sqliteTestDatabase, type TestDatabase } from "../../storage/testDatabases.js"
import { type Dialect, startTestServer, type TestServer } from "../TestServer.js"
import { until } from "./loopback.js"

/**
 * A clean shutdown (SIGTERM: the server's scope closing) while a queued retry's attempt waits on
 * its buyer, then a new server on the same database. The attempt is let end within the shutdown
 * timeout and recorded, so the buyer that accepted the lead is not sent it again. One that
 * outlasts the timeout is cut, and a `retry` event says the buyer may have the lead: the next
 * server's attempt, a possible duplicate, is then visible in the lead's events.
 */

const retry = { firstDelay: "100 millis", maxDelay: "200 millis", maxAttempts: 5, pollEvery: "50 millis" } as const
// Every process on one database has the same credentials secret.
const secret = "retry-shutdown-test-secret-0123456789abcdef"

/** A buyer whose n-th call is answered by `answer(n, res)`; the calls it got, in `calls`. */
const startBuyer = async (answer: (nth: number, res: ServerResponse) => void) => {
  const calls: Array<number> = []
  const server: Server = createServer((req, res) => {
    req.resume()
    req.on("end", () => {
      calls.push(Date.now())
      answer(calls.length, res)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/leads`,
    calls,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      })
  }
}

const accept = (res: ServerResponse): void => {
  if (res.destroyed) return
  res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ outcome: "success", price: 1 }))
}
const fail = (res: ServerResponse): void => void res.writeHead(500, { "content-type": "application/json" }).end("{}")

/** A deployed flow delivering to `buyerUrl` with retries on; its submit URL. */
const retriedFlow = async (server: TestServer, buyerUrl: string): Promise<string> => {
  const headers = { authorization: server.auth, "content-type": "application/json" }
  const created = await fetch(`${server.url}/flows`, {
    method: "POST",
    headers,
    body: JSON.stringify({
      name: "Retried",
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
              { property: "url", value: buyerUrl },
              { property: "json_property.email", value: "{{lead.email}}" }
            ]
          }
        }
      ]
    })
  })
  expect(created.status).toBe(201)
  const flowId = ((await created.json()) as { id: string }).id
  expect((await fetch(`${server.url}/flows/${flowId}/deploy`, { method: "POST", headers })).status).toBe(200)
  return `${server.url}/flows/${flowId}/sources/${server.accountId}/submit`
}

const submit = async (url: string): Promise<string> => {
  const res = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: "retry@example.com" }) })
  expect(res.status).toBe(201)
  return ((await res.json()) as { lead: { id: string } }).lead.id
}

const retryEvents = (server: TestServer, accountId: string, leadId: string) =>
  server
    .run(readLeadEvents(accountId, leadId))
    .then((rows) => rows.map((row) => row.body as Record<string, unknown>).filter((event) => event["type"] === "retry"))

const dialects: ReadonlyArray<Dialect> = postgresUrl === undefined ? ["sqlite"] : ["sqlite", "postgres"]
if (postgresUrl === undefined) skipNotice("retries at shutdown")

for (const dialect of dialects)
  describe(`a retry attempt under way at shutdown (${dialect})`, () => {
    const cleanups: Array<() => Promise<void>> = []
    afterEach(async () => {
      for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined)
    })

    const database = async (): Promise<TestDatabase> => {
      const db = dialect === "postgres" ? await postgresTestDatabase(postgresUrl ?? "") : await sqliteTestDatabase()
      cleanups.push(db.dispose)
      return db
    }

    /** The first call fails (a retry is queued); the second, the retry, waits `ms` before accepting. */
    const scenario = async (ms: number, shutdownTimeoutMs: number) => {
      const db = await database()
      const buyer = await startBuyer((nth, res) => (nth === 1 ? fail(res) : nth === 2 ? void setTimeout(() => accept(res), ms) : accept(res)))
      cleanups.push(buyer.close)
      const first = await startTestServer({ dialect, database: db, retry, secret, server: { shutdownTimeoutMs } })
      const leadId = await submit(await retriedFlow(first, buyer.url))
      await until(async () => buyer.calls.length, (n) => n >= 2)
      expect(buyer.calls.length).toBe(2)
      // The retry waits on the buyer: shut down now.
      const closing = Date.now()
      await first.close()
      const closedIn = Date.now() - closing
      const next = await startTestServer({ dialect, database: db, retry, secret })
      cleanups.push(next.close)
      return { buyer, leadId, accountId: first.accountId, next, closedIn }
    }

    it("is let end within the shutdown timeout and recorded: the next server does not send the lead again", async () => {
      const { buyer, leadId, accountId, next, closedIn } = await scenario(800, 10_000)
      expect(closedIn).toBeLessThan(5_000)
      const events = await until(() => retryEvents(next, accountId, leadId), (found) => found.length >= 1)
      expect(events).toEqual([expect.objectContaining({ outcome: "success", retry_attempt: 1, retry_status: "completed" })])
      // Time for the next server to poll many times: it has nothing left to send.
      await new Promise((done) => setTimeout(done, 1_000))
      expect(buyer.calls.length).toBe(2)
      const pending = await fetch(`${next.url}/retries`, { headers: { authorization: next.auth } })
      expect(await pending.json()).toEqual([])
    }, 30_000)

    it("one still waiting at the timeout is cut and recorded as possibly delivered; the next server tries again", async () => {
      const { buyer, leadId, accountId, next, closedIn } = await scenario(5_000, 300)
      expect(closedIn).toBeLessThan(3_000)
      const events = await until(() => retryEvents(next, accountId, leadId), (found) => found.some((event) => event["outcome"] === "success"))
      expect(events).toEqual([
        expect.objectContaining({ outcome: "error", reason: cutAttemptReason, retry_attempt: 1, retry_status: "started" }),
        expect.objectContaining({ outcome: "success", retry_attempt: 2, retry_status: "completed" })
      ])
      expect(buyer.calls.length).toBe(3)
    }, 30_000)
  })
