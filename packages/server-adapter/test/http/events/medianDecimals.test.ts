import { EventStore, objectIdGenerator } from "@leadflow/core"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type Dialect, postgresAvailable, startTestServer, type TestServer } from "../TestServer.js"
import { type EventSpec, makeEvent } from "./fixtures.js"

/**
 * The median of an even number of decimal values is the same number on both databases (session
 * 23): PostgreSQL averages the middle two as NUMERIC (0.15); SQLite added their doubles
 * (0.15000000000000002) and now averages them as decimals too.
 */
const dayMs = 86_400_000
const base = Math.floor(Date.now() / dayMs) * dayMs - 2 * dayMs + 3_600_000
const prices: ReadonlyArray<readonly [string, number]> = [
  ["a", 0.1],
  ["a", 0.2],
  ["b", 123.456],
  ["b", 7],
  ["b", 1e21],
  ["b", -3]
]
const specs: ReadonlyArray<EventSpec> = prices.map(([group, price], i) => ({
  type: "source",
  outcome: "success",
  at: base + i * 1000,
  lead: `p${i}`,
  source: "s1",
  lead_fields: { price, group }
}))

for (const dialect of ["sqlite", "postgres"] as ReadonlyArray<Dialect>) {
  describe.skipIf(dialect === "postgres" && !postgresAvailable)(`median of decimals (${dialect})`, () => {
    let server: TestServer
    beforeAll(async () => {
      server = await startTestServer({ dialect })
      const nextId = objectIdGenerator(() => base)
      await server.run(
        Effect.flatMap(EventStore, (store) => Effect.forEach(specs, (spec) => store.writeLead(spec.lead, [makeEvent(server.accountId, nextId(), spec)]), { discard: true }))
      )
    })
    afterAll(() => server.close())

    it("the middle two decimals averaged exactly: 0.15, 65.228", async () => {
      const search = new URLSearchParams({ timeframe: JSON.stringify({ start: base - 1000, end: base + dayMs }), target_property: "vars.lead.price", group_by: "vars.lead.group" })
      const res = await fetch(`${server.url}/events/event-metrics/median?${search.toString()}`, { headers: { authorization: server.auth } })
      const body = (await res.json()) as { result: Array<Record<string, unknown>> }
      expect(res.status, JSON.stringify(body)).toBe(200)
      expect([...body.result].sort((x, y) => String(x["vars.lead.group"]).localeCompare(String(y["vars.lead.group"])))).toEqual([
        { "vars.lead.group": "a", median: 0.15 },
        { "vars.lead.group": "b", median: 65.228 }
      ])
    })
  })
}
