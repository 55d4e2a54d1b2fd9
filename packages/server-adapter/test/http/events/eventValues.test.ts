import { EventStore, objectIdGenerator } from "@leadflow/core"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type Dialect, postgresAvailable, startTestServer, type TestServer } from "../TestServer.js"
import { type EventSpec, makeEvent } from "./fixtures.js"

/**
 * Values read out of events the same way on SQLite and PostgreSQL (session 23): a typed boolean
 * lead field by its `normal` (`true`/`false`, not SQLite's 1/0), text as a number only in
 * PostgreSQL `numeric`'s syntax (not the leading digits of "12345-6789"), money summed without
 * losing a cent, `starts_with` a prefix beyond the BMP; and metric parameters an endpoint does not
 * take refused by name rather than ignored.
 */
const dayMs = 86_400_000
const base = Math.floor(Date.now() / dayMs) * dayMs - 2 * dayMs + 3_600_000
const yes = { normal: true, raw: "yes", valid: true }
const no = { normal: false, raw: "no", valid: true }

const specs: ReadonlyArray<EventSpec> = [
  ...[yes, yes, no].map((homeowner, i): EventSpec => ({ type: "source", outcome: "success", at: base + i * 1000, lead: `b${i}`, source: "s1", lead_fields: { homeowner } })),
  // Text that is not a number (a ZIP+4, a date), one that is, and ones at the edges of the syntax.
  ...["12345-6789", "90210", "1990-04-01", " 20000 ", "1e3", "+.5", "5.", "1e1000", "--7", "7\u2003"].map(
    (zip, i): EventSpec => ({ type: "source", outcome: "failure", at: base + 10_000 + i * 1000, lead: `z${i}`, source: "s1", lead_fields: { zip } })
  ),
  // Ten leads bought and sold at $0.10.
  ...Array.from({ length: 10 }, (_, i): ReadonlyArray<EventSpec> => [
    { type: "source", outcome: "success", at: base + 100_000 + i * 1000, lead: `m${i}`, source: "s2", extra: { cost: 0.1 } },
    { type: "recipient", outcome: "success", at: base + 100_000 + i * 1000 + 1, lead: `m${i}`, source: "s2", extra: { revenue: 0.1 }, vars: { recipient: { id: "r1cccccccccccccccccccccc" } } }
  ]).flat(),
  ...["😀 happy", "𠮷野家 lunch", "plain"].map((note, i): EventSpec => ({ type: "filter", outcome: "stop", at: base + 200_000 + i * 1000, lead: `n${i}`, source: "s1", lead_fields: { note } }))
]

for (const dialect of ["sqlite", "postgres"] as ReadonlyArray<Dialect>) {
  describe.skipIf(dialect === "postgres" && !postgresAvailable)(`event values the same on every database (${dialect})`, () => {
    let server: TestServer
    beforeAll(async () => {
      server = await startTestServer({ dialect })
      const nextId = objectIdGenerator(() => base)
      const byLead = new Map<string, Array<ReturnType<typeof makeEvent>>>()
      for (const spec of specs) byLead.set(spec.lead, [...(byLead.get(spec.lead) ?? []), makeEvent(server.accountId, nextId(), spec)])
      await server.run(Effect.flatMap(EventStore, (store) => Effect.forEach([...byLead], ([lead, events]) => store.writeLead(lead, events), { discard: true })))
    })
    afterAll(() => server.close())

    const get = async (path: string, params: Record<string, string | ReadonlyArray<string>>) => {
      const search = new URLSearchParams()
      for (const [key, value] of Object.entries(params)) for (const v of typeof value === "string" ? [value] : value) search.append(key, v)
      const res = await fetch(`${server.url}${path}?${search.toString()}`, { headers: { authorization: server.auth } })
      return { status: res.status, body: (await res.json()) as unknown }
    }
    const post = async (path: string, params: Record<string, string>, body: unknown) => {
      const res = await fetch(`${server.url}${path}?${new URLSearchParams(params).toString()}`, {
        method: "POST",
        headers: { authorization: server.auth, "content-type": "application/json" },
        body: JSON.stringify(body)
      })
      return { status: res.status, body: (await res.json()) as unknown }
    }
    const timeframe = JSON.stringify({ start: base - 1000, end: base + dayMs })
    const window = { start: new Date(base - 1000).toISOString(), end: new Date(base + dayMs).toISOString() }
    const count = async (filters: ReadonlyArray<Record<string, unknown>>, extra: Record<string, string> = {}) => {
      const res = await get("/events/event-metrics/count", { timeframe, filters: JSON.stringify(filters), ...extra })
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      return (res.body as { result: number }).result
    }

    it("a typed boolean lead field reads as true/false by its normal: filters, group_by, rules and stats", async () => {
      expect(await count([{ property_name: "vars.lead.homeowner", operator: "eq", property_value: true }])).toBe(2)
      expect(await count([{ property_name: "vars.lead.homeowner", operator: "eq", property_value: false }])).toBe(1)
      const grouped = await get("/events/event-metrics/count", { timeframe, group_by: "vars.lead.homeowner", filters: JSON.stringify([{ property_name: "vars.lead.homeowner", operator: "exists", property_value: true }]) })
      const value = (grouped.body as { result: Array<{ value: Array<Record<string, unknown>> }> }).result[0]?.value ?? []
      expect(value.map((v) => [v["vars.lead.homeowner"], v["result"]]).sort()).toEqual([["false", 1], ["true", 2]])
      const listed = await get("/events", { rules: JSON.stringify([{ lhv: "vars.lead.homeowner", op: "is true" }]) })
      expect((listed.body as Array<unknown>).length).toBe(2)
      const stats = await get("/events/stats", { start: String(base - 1000), end: String(base + dayMs), rule: JSON.stringify([{ lhv: "vars.lead.homeowner", op: "is false" }]) })
      expect((stats.body as Array<Record<string, unknown>>)[0]?.["source-success"]).toBe(1)
    })

    it("text is a number only in numeric's syntax: not the leading digits of a ZIP+4 or a date, not beyond 3 exponent digits", async () => {
      // Numbers: "90210", " 20000 ", "1e3", "+.5", "5."; not: "12345-6789", "1990-04-01", "1e1000", "--7", "7" + an em space.
      expect(await count([{ property_name: "vars.lead.zip", operator: "gt", property_value: 10000 }])).toBe(2)
      expect(await count([{ property_name: "vars.lead.zip", operator: "lt", property_value: 2000 }])).toBe(3)
      expect(await count([{ property_name: "vars.lead.zip", operator: "eq", property_value: 7 }])).toBe(0)
      const median = await get("/events/event-metrics/median", { timeframe, target_property: "vars.lead.zip", filters: JSON.stringify([{ property_name: "vars.lead.zip", operator: "gt", property_value: 1000 }]) })
      expect(median.body).toEqual({ result: [{ median: 55105 }] })
    })

    it("money sums keep their cents: ten $0.10 leads are $1 of cost and revenue, in stats and reports", async () => {
      const stats = await get("/events/stats", { start: String(base - 1000), end: String(base + dayMs), column: ["cost", "revenue", "profit"] })
      expect(stats.body).toEqual([{ cost: 1, revenue: 1, profit: 0 }])
      const report = await post("/reports/preview", window, { columns: ["source-success", "cost", "revenue", "profit", "avg-cost-per-lead"], rules: [{ lhv: "vars.source.id", op: "is equal to", rhv: "s2" }] })
      expect(report.status, JSON.stringify(report.body)).toBe(200)
      expect((report.body as { totals: unknown }).totals).toEqual({ "source-success": 10, cost: 1, revenue: 1, profit: 0, "avg-cost-per-lead": 0.1 })
      const grouped = await post("/reports/preview", window, { columns: ["revenue"], group_by: ["vars.recipient.id"] })
      const rows = (grouped.body as { rows: Array<{ group: Record<string, unknown>; values: Record<string, number> }> }).rows
      expect(rows.find((row) => row.group["vars.recipient.id"] === "r1cccccccccccccccccccccc")?.values["revenue"]).toBe(1)
    })

    it("starts_with a prefix holding a character beyond the BMP (an emoji, 𠮷)", async () => {
      const startsWith = (prefix: string) => count([{ property_name: "vars.lead.note", operator: "starts_with", property_value: prefix }])
      expect([await startsWith("😀"), await startsWith("😀 happy"), await startsWith("𠮷野家"), await startsWith("pla")]).toEqual([1, 1, 1, 1])
    })

    it("a metric parameter the endpoint does not take is refused by name; timeframe with start or end is refused", async () => {
      const successOnly = JSON.stringify([{ property_name: "outcome", operator: "eq", property_value: "success" }])
      const refused = async (path: string, params: Record<string, string>, parameter: string) => {
        const res = await get(path, params)
        expect({ status: res.status, errors: Object.keys((res.body as { errors?: object }).errors ?? {}) }).toEqual({ status: 422, errors: [parameter] })
      }
      await refused("/events/event-metrics/count", { timeframe, filter: successOnly }, "filter")
      await refused("/events/event-metrics/count", { timeframe, target_property: "vars.lead.state" }, "target_property")
      await refused("/events/event-metrics/select_unique", { timeframe, target_property: "outcome", steps: "[]" }, "steps")
      await refused("/events/event-metrics/median", { timeframe, filter: successOnly }, "filter")
      await refused("/events/event-metrics/count", { timeframe: "this_7_days", start: "2020-01-01T00:00:00Z", end: "2020-01-02T00:00:00Z" }, "timeframe")
      await refused("/events/event-metrics/count_unique", { timeframe: "this_7_days", end: "2020-01-02T00:00:00Z" }, "timeframe")
      // What each takes is still taken.
      expect(await count([], { interval: "daily" })).toBeTypeOf("object")
      const unique = await get("/events/event-metrics/count_unique", { timeframe, target_property: "vars.lead.id" })
      expect(unique.status).toBe(200)
    })
  })
}
