import { SqlClient } from "@effect/sql"
import { EventStore, LeadEvent, objectIdGenerator } from "@leadflow/core"
import { Effect, Schema } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type Dialect, postgresAvailable, startTestServer, type TestServer } from "../TestServer.js"
import { eventSql } from "../../../src/reports/EventSql.js"
import { api } from "./fixtures.js"

/**
 * A report rule SQL cannot decide (`vars.lead.state is equal to TX`) is judged by the rules engine
 * and the matching ids go back into the aggregate query. On PostgreSQL that list was a JSON array
 * expanded in an `IN (SELECT ...)`: with statistics older than the window (the planner expecting
 * few events in it), a nested loop expanded the array once per event: events × ids, 5 to 10
 * seconds for 16,000 events. Now the ids are one `text[]` constant the planner hashes. The test
 * checks the plan PostgreSQL chooses for the window's events with the ids (no nested loop), not a
 * time: timings belong to the benchmarks.
 */
const dayMs = 86_400_000
const LEADS = 4000
const decodeEvent = Schema.decodeUnknownSync(LeadEvent)

const leadEvents = (accountId: string, nextId: () => string, lead: string, state: string, at: number): ReadonlyArray<LeadEvent> => {
  const make = (type: string, outcome: string, offset: number, extra: Record<string, unknown> = {}, vars: Record<string, unknown> = {}) =>
    decodeEvent({
      id: nextId(),
      type,
      outcome,
      reason: outcome === "success" ? null : `${outcome} reason`,
      start_timestamp: at + offset - 5,
      end_timestamp: at + offset,
      vars: {
        account: { id: accountId },
        flow: { id: "f1aaaaaaaaaaaaaaaaaaaaaa" },
        source: { id: "s1bbbbbbbbbbbbbbbbbbbbbb", name: "Source" },
        lead: { id: lead, email: `${lead}@example.com`, state },
        ...vars
      },
      ...extra
    })
  return [
    make("filter", "continue", 0),
    make("recipient", "success", 1, { revenue: 3 }, { recipient: { id: "r1cccccccccccccccccccccc" } }),
    make("recipient", "failure", 2, {}, { recipient: { id: "r2cccccccccccccccccccccc" } }),
    make("source", "success", 3, { cost: 1 })
  ]
}

for (const dialect of ["sqlite", "postgres"] as ReadonlyArray<Dialect>) {
  describe.skipIf(dialect === "postgres" && !postgresAvailable)(`a report rule the SQL cannot decide, over many events (${dialect})`, () => {
    let server: TestServer
    const now = Date.now()
    const windowStart = now - dayMs
    beforeAll(async () => {
      server = await startTestServer({ dialect })
      const write = (count: number, from: number, step: number, prefix: string) => {
        const nextId = objectIdGenerator(() => from)
        const writes = Array.from({ length: count }, (_, i) => {
          const lead = `${prefix}${i}`
          return [lead, leadEvents(server.accountId, nextId, lead, i % 2 === 0 ? "TX" : "CA", from + i * step)] as const
        })
        return server.run(
          Effect.flatMap(EventStore, (store) => Effect.forEach(writes, ([lead, events]) => store.writeLead(lead, events), { concurrency: 64, discard: true }))
        )
      }
      // Older events and statistics on them (as autovacuum would have taken), then a day of new ones.
      await write(1000, now - 10 * dayMs, 600_000, "old")
      if (dialect === "postgres") await server.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql`ANALYZE events`))
      await write(LEADS, windowStart + 1000, Math.floor((dayMs - 60_000) / LEADS), "new")
    }, 300_000)
    afterAll(() => server.close())

    it("the last day's report with a rule on vars.lead.state counts the matching leads", async () => {
      const query = `start=${new Date(windowStart).toISOString()}&end=${new Date(now).toISOString()}`
      const plain = { columns: ["source-success", "recipient-success"], group_by: ["vars.source.id"] }
      const rules = [{ lhv: "vars.lead.state", op: "is equal to", rhv: "TX" }]
      const res = await api(server, "POST", `/reports/preview?${query}`, { ...plain, rules })
      expect(res.status, res.text).toBe(200)
      expect((res.body as { totals: Record<string, number> }).totals).toEqual({ "source-success": LEADS / 2, "recipient-success": LEADS / 2 })
    }, 120_000)

    it.skipIf(dialect !== "postgres")("PostgreSQL looks the window's events up in the matching ids without a loop per event", async () => {
      const ids = await server.run(
        Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ readonly id: string }>`SELECT id FROM events WHERE account_id = ${server.accountId} AND created_at >= ${windowStart}`)
      )
      const matching = ids.filter((_, i) => i % 2 === 0).map((row) => row.id)
      const plan = await server.run(
        Effect.flatMap(SqlClient.SqlClient, (sql) =>
          sql<{ readonly "QUERY PLAN": unknown }>`EXPLAIN (FORMAT JSON) SELECT count(*) FROM events
            WHERE account_id = ${server.accountId} AND created_at >= ${windowStart} AND ${eventSql(sql).idIn(matching)}`
        )
      )
      const text = JSON.stringify(plan)
      expect(text).not.toContain("Nested Loop")
      expect(text).not.toContain("jsonb_array_elements_text")
    }, 120_000)
  })
}
