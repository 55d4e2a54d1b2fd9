import type { LeadEvent } from "@leadflow/core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type Dialect, postgresAvailable, startTestServer, type TestServer } from "../TestServer.js"
import { api, compileFlow, FLOW_ID, SOURCE_A, SOURCE_B, submitLead, writeFeedback } from "./fixtures.js"

interface RunBody {
  readonly start: string
  readonly end: string
  readonly group_by: ReadonlyArray<string>
  readonly columns: ReadonlyArray<string>
  readonly rows: ReadonlyArray<{ group: Record<string, string | null>; values: Record<string, number> }>
  readonly totals: Record<string, number>
}

const dialects: ReadonlyArray<Dialect> = ["sqlite", "postgres"]

for (const dialect of dialects) {
  describe.skipIf(dialect === "postgres" && !postgresAvailable)(`running reports (${dialect})`, () => {
    let server: TestServer
    let account: { auth: string; accountId: string }
    let start = 0
    let end = 0
    let reportId = ""

    beforeAll(async () => {
      server = await startTestServer({ dialect })
      account = await server.createAccount("Runner")
      const compiled = compileFlow({ a: 10.25, other: 3.5 })
      const submit = (source: string, data: { state: string; grade: string; answer: string; sale: number }, ping = false) =>
        submitLead(server, compiled, source, data, { ping, accountId: account.accountId })
      start = Date.now()
      // Pings first: one from A that a later lead from A wins, one refused, one from B.
      expect((await submit(SOURCE_A, { state: "TX", grade: "A", answer: "success", sale: 0 }, true)).outcome).toBe("success")
      expect((await submit(SOURCE_A, { state: "NY", grade: "A", answer: "success", sale: 0 }, true)).outcome).toBe("failure")
      const sold = await submit(SOURCE_A, { state: "TX", grade: "A", answer: "success", sale: 20 })
      expect(sold.outcome).toBe("success")
      expect((await submit(SOURCE_A, { state: "NY", grade: "A", answer: "success", sale: 5 })).outcome).toBe("failure")
      expect((await submit(SOURCE_A, { state: "TX", grade: "F", answer: "success", sale: 5 })).outcome).toBe("failure")
      expect((await submit(SOURCE_B, { state: "CA", grade: "B", answer: "failure", sale: 7 })).outcome).toBe("success")
      expect((await submit(SOURCE_B, { state: "CA", grade: "S", answer: "success", sale: 7 })).outcome).toBe("success")
      // B pings only after its leads: nothing follows it, so it is not won.
      expect((await submit(SOURCE_B, { state: "CA", grade: "B", answer: "success", sale: 0 }, true)).outcome).toBe("success")
      const delivered = sold.events.find((e) => e.type === "recipient") as LeadEvent
      expect(delivered).toMatchObject({ outcome: "success", revenue: 20 })
      const leadId = "leadId" in sold ? sold.leadId : ""
      await writeFeedback(server, delivered, leadId, "feedback-received", "conversion", "success")
      await writeFeedback(server, delivered, leadId, "feedback-sent", "return", "success")
      await writeFeedback(server, delivered, leadId, "feedback-sent", "conversion", "skip")
      end = Date.now()
      const created = await api(
        server,
        "POST",
        "/reports",
        { name: "By source", group_by: ["vars.source.id"], columns: ["source-submitted", "cost", "ping-win-rate"] },
        { auth: account.auth }
      )
      reportId = (created.body as { id: string }).id
    })
    afterAll(() => server.close())

    const preview = (body: Record<string, unknown>, query = `start=${start}&end=${end}`) =>
      api(server, "POST", `/reports/preview?${query}`, body, { auth: account.auth })

    it("computes every column from the stored events", async () => {
      const res = await preview({})
      expect(res.status, res.text).toBe(200)
      const run = res.body as RunBody
      expect(run.start).toBe(new Date(start).toISOString())
      expect(run.rows).toHaveLength(1)
      expect(run.rows[0]?.group).toEqual({})
      expect(run.totals).toEqual(run.rows[0]?.values)
      expect(Object.keys(run.totals)).toHaveLength(38)
      expect(run.totals).toMatchObject({
        "source-submitted": 5,
        "source-success": 3,
        "source-failure": 2,
        "source-error": 0,
        "recipient-submitted": 2,
        "recipient-success": 1,
        "recipient-failure": 1,
        "conversion-received-submitted": 1,
        "conversion-received-success": 1,
        "return-sent-submitted": 1,
        "return-sent-success": 1,
        "conversion-sent-submitted": 0,
        "return-received-submitted": 0,
        "ping-submitted": 3,
        "ping-success": 2,
        "ping-win-rate": 50,
        cost: 17.25,
        revenue: 20,
        profit: 2.75,
        "cost-per-conversion-received-success": 17.25,
        "avg-cost-per-lead": 8.625,
        "avg-revenue-per-lead": 20
      })
      expect(run.totals["ping-success-rate"]).toBeCloseTo(200 / 3, 10)
    })

    it("groups by event properties, one row per group, and totals over all", async () => {
      const res = await api(server, "GET", `/reports/${reportId}/run?start=${new Date(start).toISOString()}&end=${end}`, undefined, {
        auth: account.auth
      })
      expect(res.status, res.text).toBe(200)
      const run = res.body as RunBody
      expect(run.columns).toEqual(["source-submitted", "cost", "ping-win-rate"])
      expect(run.rows).toEqual([
        { group: { "vars.source.id": SOURCE_A }, values: { "source-submitted": 3, cost: 10.25, "ping-win-rate": 100 } },
        { group: { "vars.source.id": SOURCE_B }, values: { "source-submitted": 2, cost: 7, "ping-win-rate": 0 } }
      ])
      expect(run.totals).toEqual({ "source-submitted": 5, cost: 17.25, "ping-win-rate": 50 })
      // Totals are over all the events whatever the rows are: a group by event id puts A's ping and
      // the lead that wins it in two rows (neither wins there), the totals still match them.
      for (const group_by of [["id"], ["vars.lead.state"], ["vars.flow.id"], ["vars.lead.state", "vars.source.id"]]) {
        const grouped = (await preview({ group_by, columns: ["source-submitted", "cost", "ping-win-rate"] })).body as RunBody
        expect(grouped.totals, group_by.join()).toEqual(run.totals)
      }

      const twoLevels = (await preview({ group_by: ["vars.flow.id", "outcome"], columns: ["source-submitted"] })).body as RunBody
      expect(twoLevels.rows.map((r) => [r.group, r.values["source-submitted"]])).toEqual([
        [{ "vars.flow.id": FLOW_ID, outcome: "failure" }, 2],
        [{ "vars.flow.id": FLOW_ID, outcome: "skip" }, 0],
        [{ "vars.flow.id": FLOW_ID, outcome: "success" }, 3]
      ])
    })

    it("applies rules in SQL and through the rules engine", async () => {
      const bySql = (await preview({ rules: [{ lhv: "vars.source.id", op: "is equal to", rhv: SOURCE_B }], columns: ["source-submitted", "revenue"] }))
        .body as RunBody
      expect(bySql.totals).toEqual({ "source-submitted": 2, revenue: 0 })
      const byEngine = (
        await preview({
          rules: [
            { lhv: "vars.lead.state", op: "is equal to", rhv: "tx" },
            { lhv: "outcome", op: "is equal to", rhv: "SUCCESS" }
          ],
          columns: ["source-submitted", "recipient-success", "revenue", "ping-success"]
        })
      ).body as RunBody
      expect(byEngine.totals).toEqual({ "source-submitted": 1, "recipient-success": 1, revenue: 20, "ping-success": 1 })
    })

    it("counts only the window; defaults to the last 24 hours; 422 for a bad window", async () => {
      const before = (await preview({ columns: ["source-submitted"] }, `start=${start - 10_000}&end=${start - 1}`)).body as RunBody
      expect(before.totals).toEqual({ "source-submitted": 0 })
      // No events: still the one row without group_by, none with it, totals zero either way.
      expect(before.rows).toEqual([{ group: {}, values: { "source-submitted": 0 } }])
      const emptyGrouped = (await preview({ group_by: ["vars.source.id"], columns: ["source-submitted", "ping-win-rate"] }, `start=${start - 10_000}&end=${start - 1}`))
        .body as RunBody
      expect(emptyGrouped.rows).toEqual([])
      expect(emptyGrouped.totals).toEqual({ "source-submitted": 0, "ping-win-rate": 0 })
      const defaulted = (await preview({ columns: ["source-submitted"] }, "")).body as RunBody
      expect(defaulted.totals).toEqual({ "source-submitted": 5 })
      expect(Date.parse(defaulted.end) - Date.parse(defaulted.start)).toBe(24 * 60 * 60 * 1000)
      const bad = await preview({}, "start=yesterday")
      expect(bad.status).toBe(422)
      expect(bad.body).toMatchObject({ errors: { start: [expect.any(String)] } })
      const reversed = await preview({}, `start=${end}&end=${start - 1}`)
      expect(reversed.status).toBe(422)
      expect(reversed.body).toMatchObject({ errors: { end: ["must not be before start"] } })
      const badDefinition = await preview({ columns: ["nope"] })
      expect(badDefinition.status).toBe(422)
    })

    it("422 naming start or end for a bound that is not an ISO 8601 date-time with a zone or whole ms, on preview and run", async () => {
      // Read by Date.parse before: "-1" as -1 ms, "Mar 7" as 2001-03-07 and "2024-03-07 10:00" in
      // the server's time zone, 2024-02-30 as March 1st.
      for (const text of ["-1", "Mar 7", "1.5", "2024-03-07 10:00", "2024-03-07T10:00:00", "2024-02-30T00:00:00Z", "2024-03-07T24:00:00Z"])
        for (const parameter of ["start", "end"]) {
          const query = `${parameter}=${encodeURIComponent(text)}`
          for (const res of [
            await preview({ columns: ["source-submitted"] }, query),
            await api(server, "GET", `/reports/${reportId}/run?${query}`, undefined, { auth: account.auth })
          ]) {
            expect(res.status, `${query}: ${res.text}`).toBe(422)
            expect(Object.keys((res.body as { errors: Record<string, unknown> }).errors), query).toEqual([parameter])
          }
        }
      // Any zone and whole ms still count the same window.
      const offset = (ms: number) => encodeURIComponent(new Date(ms + 3_600_000).toISOString().replace("Z", "+01:00"))
      const zoned = await preview({ columns: ["source-submitted"] }, `start=${offset(start)}&end=${offset(end)}`)
      expect(zoned.status, zoned.text).toBe(200)
      expect((zoned.body as RunBody).totals).toEqual(((await preview({ columns: ["source-submitted"] })).body as RunBody).totals)
    })

    it("runs a shared report by token without a key, and downloads a run as CSV", async () => {
      const { token } = (await api(server, "GET", `/reports/${reportId}/share`, undefined, { auth: account.auth })).body as { token: string }
      const json = await api(server, "GET", `/reports/${token}/run?start=${start}&end=${end}`, undefined, { auth: null })
      expect(json.status).toBe(200)
      expect((json.body as RunBody).totals).toEqual({ "source-submitted": 5, cost: 17.25, "ping-win-rate": 50 })
      const csv = await api(server, "GET", `/reports/${token}/run?start=${start}&end=${end}`, undefined, { auth: null, accept: "text/csv" })
      expect(csv.status).toBe(200)
      expect(csv.headers.get("content-type")).toContain("text/csv")
      expect(csv.text).toBe(
        `vars.source.id,source-submitted,cost,ping-win-rate\r\n${SOURCE_A},3,10.25,100\r\n${SOURCE_B},2,7,0\r\n`
      )
      const previewCsv = await api(server, "POST", `/reports/preview?start=${start}&end=${end}`, { columns: ["revenue"] }, {
        auth: account.auth,
        accept: "text/csv"
      })
      expect(previewCsv.text).toBe("revenue\r\n20\r\n")
      // An id without a key is refused even for a run; another account's report is not found.
      expect((await api(server, "GET", `/reports/${reportId}/run`, undefined, { auth: null })).status).toBe(401)
      expect((await api(server, "GET", `/reports/${reportId}/run`)).status).toBe(404)
    })
  })
}
