import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { createServer, type Server } from "node:http"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type Dialect, postgresAvailable, startTestServer, type TestServer } from "../TestServer.js"
import { skipNotice } from "../../storage/testDatabases.js"

/**
 * Social security numbers are never stored in the clear: the events (their vars, the submission's
 * body, the deliveries' calls) hold them masked, in the API and in the database alike, while the
 * buyer is sent the number, on the first delivery and on a retry after it (the retry keeps the
 * lead's values encrypted in its job).
 */
const SSN = "219-09-9999"

const sensitiveSuite = (dialect: Dialect) =>
  describe.skipIf(dialect === "postgres" && !postgresAvailable)(`sensitive values (${dialect})`, () => {
    let server: TestServer
    let buyer: Server
    let buyerUrl = ""
    const received: Array<string> = []
    beforeAll(async () => {
      server = await startTestServer({ dialect, retry: { firstDelay: "50 millis", maxDelay: "100 millis", maxAttempts: 2 } })
      // Fails the first call, then takes the lead.
      buyer = createServer((req, res) => {
        let body = ""
        req.on("data", (chunk: Buffer) => (body += chunk.toString()))
        req.on("end", () => {
          received.push(body)
          res.writeHead(received.length === 1 ? 503 : 200, { "content-type": "application/json" }).end(JSON.stringify({ ok: true, echo: body }))
        })
      })
      await new Promise<void>((done) => buyer.listen(0, "127.0.0.1", done))
      buyerUrl = `http://127.0.0.1:${(buyer.address() as { port: number }).port}/leads`
    })
    afterAll(async () => {
      await server?.close()
      buyer?.close()
    })

    it("stores the number masked everywhere and sends it in the clear, retry included", async () => {
      const auth = { authorization: server.auth, "content-type": "application/json" }
      const created = await fetch(`${server.url}/flows`, {
        method: "POST",
        headers: auth,
        body: JSON.stringify({
          name: "Mortgage",
          enabled: true,
          fields: ["email", "ssn"],
          sources: [{ entity: { id: server.accountId }, integration: { module_id: "leadflow-standard.inbound" } }],
          steps: [
            {
              type: "recipient",
              retry_enabled: true,
              entity: { id: server.accountId },
              integration: {
                module_id: "leadflow-custom.outbound.json",
                mappings: [
                  { property: "url", value: buyerUrl },
                  { property: "json_property.ssn", value: "{{lead.ssn.raw}}" },
                  { property: "json_property.email", value: "{{lead.email}}" }
                ]
              }
            }
          ]
        })
      })
      expect(created.status).toBe(201)
      const flowId = ((await created.json()) as { id: string }).id
      expect((await fetch(`${server.url}/flows/${flowId}/deploy`, { method: "POST", headers: auth })).status).toBe(200)
      const submitted = await fetch(`${server.url}/flows/${flowId}/sources/${server.accountId}/submit`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "kim@example.com", ssn: SSN })
      })
      expect(submitted.status).toBe(201)
      const leadId = ((await submitted.json()) as { lead: { id: string } }).lead.id

      // The first delivery failed (503); the retry sends the number again, though the stored
      // events it is rebuilt from hold it masked.
      for (let i = 0; i < 100 && received.length < 2; i++) await new Promise((done) => setTimeout(done, 50))
      expect(received).toHaveLength(2)
      for (const body of received) expect(JSON.parse(body)).toMatchObject({ ssn: SSN })
      let events: ReadonlyArray<Record<string, unknown>> = []
      for (let i = 0; i < 100; i++) {
        events = (await (await fetch(`${server.url}/events?rules=${encodeURIComponent(JSON.stringify([{ lhv: "vars.lead.id", op: "is equal to", rhv: leadId }]))}`, { headers: auth })).json()) as typeof events
        if (events.some((event) => event["type"] === "retry")) break
        await new Promise((done) => setTimeout(done, 50))
      }
      expect(events.map((event) => `${String(event["type"])}:${String(event["outcome"])}`).sort()).toEqual([
        "recipient:error",
        "retry:success",
        "source:success"
      ])
      const text = JSON.stringify(events)
      expect(text).not.toContain(SSN)
      expect(text).not.toContain("219099999")
      const source = events.find((event) => event["type"] === "source") as { vars: { lead: { ssn: Record<string, unknown> } } }
      expect(source.vars.lead.ssn).toMatchObject({ masked: true, last_four: "****" })

      // Nor is it anywhere in the database.
      const rows = await server.run(
        Effect.flatMap(SqlClient.SqlClient, (sql) =>
          sql<{ text: string }>`SELECT ${sql.onDialectOrElse({ pg: () => sql`body::text`, orElse: () => sql`body` })} AS text FROM events WHERE lead_id = ${leadId}`
        )
      )
      expect(rows).toHaveLength(3)
      for (const row of rows) expect(String(row.text)).not.toContain(SSN)
      // The vars the events of a write share (the lead among them) are stored once, beside them.
      const shared = await server.run(
        Effect.flatMap(SqlClient.SqlClient, (sql) =>
          sql<{ text: string }>`SELECT ${sql.onDialectOrElse({ pg: () => sql`group_vars::text`, orElse: () => sql`json(group_vars)` })} AS text FROM event_writes WHERE shared_id IN (SELECT shared_id FROM events WHERE lead_id = ${leadId})`
        )
      )
      expect(shared.length).toBeGreaterThan(0)
      for (const row of shared) {
        expect(String(row.text)).toContain('"ssn"')
        expect(String(row.text)).not.toContain(SSN)
        expect(String(row.text)).not.toContain("219099999")
      }
      // And the step settings its events name, stored once (0029).
      const templates = await server.run(
        Effect.flatMap(SqlClient.SqlClient, (sql) =>
          sql<{ text: string }>`SELECT ${sql.onDialectOrElse({ pg: () => sql`template_body::text`, orElse: () => sql`template_body` })} AS text FROM event_templates WHERE template_id IN (SELECT template_id FROM events WHERE lead_id = ${leadId})`
        )
      )
      expect(templates.length).toBeGreaterThan(0)
      for (const row of templates) {
        expect(String(row.text)).not.toContain(SSN)
        expect(String(row.text)).not.toContain("219099999")
      }
    }, 30_000)
  })

sensitiveSuite("sqlite")
if (!postgresAvailable) skipNotice("sensitive values")
sensitiveSuite("postgres")
