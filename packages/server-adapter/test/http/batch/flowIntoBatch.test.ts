import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { postgresAvailable, startTestServer, type Dialect, type TestServer } from "../TestServer.js"
import { createBatch, download, makeFile } from "./batchClient.js"

/**
 * The batch path end to end: leads submitted to a flow whose recipient step is
 * `leadflow-batch.outbound.append` land in the batch, a file is made from them, and its download
 * holds exactly the accepted leads.
 */
const suite = (dialect: Dialect) =>
  describe(`leads through a flow into a batch (${dialect})`, () => {
    let server: TestServer
    beforeAll(async () => {
      server = await startTestServer({ dialect })
    })
    afterAll(() => server.close())

    it("appends each accepted lead, files them once, and downloads the CSV", async () => {
      const batch = await createBatch(server, {
        name: "Nightly buyer file",
        format: "csv",
        columns: [
          { name: "Email", template: "{{lead.email}}" },
          { name: "First name", template: "{{lead.first_name}}" },
          { name: "State", template: "{{lead.state}}" }
        ]
      })
      const created = await fetch(`${server.url}/flows`, {
        method: "POST",
        headers: { authorization: server.auth, "content-type": "application/json" },
        body: JSON.stringify({
          name: "Leads into a batch",
          enabled: true,
          fields: ["email", "first_name", "state"],
          sources: [{ entity: { id: server.accountId }, integration: { module_id: "leadflow-standard.inbound" } }],
          acceptance_criteria: {
            outcome: "failure",
            reason: "state not served",
            rule_set: { op: "and", rules: [{ lhv: "lead.state", op: "is included in", rhv: ["TX", "CA"] }] }
          },
          steps: [
            {
              type: "recipient",
              id: "batch1",
              entity: { id: server.accountId },
              integration: {
                module_id: "leadflow-batch.outbound.append",
                mappings: [{ property: "batch_id", value: batch.id }]
              }
            }
          ]
        })
      })
      expect(created.status).toBe(201)
      const flow = (await created.json()) as { id: string; errors?: unknown }
      expect(flow.errors).toBeUndefined()
      expect((await fetch(`${server.url}/flows/${flow.id}/deploy`, { method: "POST", headers: { authorization: server.auth } })).status).toBe(200)
      const submitUrl = `${server.url}/flows/${flow.id}/sources/${server.accountId}/submit`
      const leads = [
        { email: "ann@example.com", first_name: "Ann", state: "TX" },
        { email: "bo@example.com", first_name: "Bo", state: "Oregon" },
        { email: "cy@example.com", first_name: "Cy", state: "California" }
      ]
      const answers = []
      for (const lead of leads) {
        const res = await fetch(submitUrl, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(lead)
        })
        expect(res.status).toBe(201)
        answers.push(((await res.json()) as { outcome: string }).outcome)
      }
      expect(answers).toEqual(["success", "failure", "success"])

      const file = await makeFile(server, { batch_id: batch.id })
      expect(file.record_count).toBe(2)
      const content = await download(server, file.id)
      expect(content.status).toBe(200)
      expect(content.headers.get("content-type")).toContain("text/csv")
      const lines = content.text.trim().split(/\r?\n/)
      expect(lines).toEqual(["Email,First name,State", "ann@example.com,Ann,TX", "cy@example.com,Cy,CA"])
      // The records are filed: the next file has none of them.
      expect((await makeFile(server, { batch_id: batch.id })).record_count).toBe(0)
    })
  })

suite("sqlite")
describe.skipIf(!postgresAvailable)("on PostgreSQL", () => {
  suite("postgres")
})
