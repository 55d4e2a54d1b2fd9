import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { closedPort } from "./loopback.js"
import { type Dialect, postgresAvailable, startTestServer, type TestServer } from "../TestServer.js"
import { skipNotice } from "../../storage/testDatabases.js"

/** `GET /retries`: the account's deliveries waiting for another attempt in the durable queue. */

const retriesSuite = (dialect: Dialect) =>
  describe.skipIf(dialect === "postgres" && !postgresAvailable)(`GET /retries (${dialect})`, () => {
    let server: TestServer
    beforeAll(async () => {
      // The first attempt is minutes away (the delay is capped at 15 min): it stays pending for the test.
      server = await startTestServer({ dialect, retry: { firstDelay: "1 hour" } })
    })
    afterAll(() => server.close())

    it("lists a pending retry with its flow, step and lead, to its own account only", async () => {
      const headers = { authorization: server.auth, "content-type": "application/json" }
      const created = await fetch(`${server.url}/flows`, {
        method: "POST",
        headers,
        body: JSON.stringify({
          name: "Retried later",
          enabled: true,
          fields: ["email"],
          sources: [{ entity: { id: server.accountId }, integration: { module_id: "leadflow-standard.inbound" } }],
          steps: [
            {
              type: "recipient",
              id: "later1",
              retry_enabled: true,
              entity: { id: server.accountId },
              integration: {
                module_id: "leadflow-custom.outbound.json",
                mappings: [{ property: "url", value: `http://127.0.0.1:${await closedPort()}/buy` }]
              }
            }
          ]
        })
      })
      const flowId = ((await created.json()) as { id: string }).id
      await fetch(`${server.url}/flows/${flowId}/deploy`, { method: "POST", headers })
      const submitted = await fetch(`${server.url}/flows/${flowId}/sources/${server.accountId}/submit`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "later@example.com" })
      })
      const leadId = ((await submitted.json()) as { lead: { id: string } }).lead.id

      const listed = await fetch(`${server.url}/retries?flow_id=${flowId}`, { headers })
      expect(listed.status).toBe(200)
      const retries = (await listed.json()) as Array<Record<string, unknown>>
      expect(retries).toHaveLength(1)
      expect(retries[0]).toMatchObject({ flow_id: flowId, step_id: "later1", lead_id: leadId, attempts: 0, last_error: null })
      expect(Date.parse(String(retries[0]?.["next_attempt_at"])) - Date.now()).toBeGreaterThan(10 * 60_000)

      const other = await server.createAccount("Someone else")
      const theirs = await fetch(`${server.url}/retries`, { headers: { authorization: other.auth } })
      expect(await theirs.json()).toEqual([])
    })
  })

retriesSuite("sqlite")
if (!postgresAvailable) skipNotice("GET /retries")
// Registered either way, so a run without LEADFLOW_PG_URL reports these tests as skipped.
retriesSuite("postgres")
