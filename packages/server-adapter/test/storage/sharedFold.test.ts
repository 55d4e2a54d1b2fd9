import { SqlClient } from "@effect/sql"
import { EventStore, type LeadEvent } from "@leadflow/core"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type EventSql, makeEventSql } from "../../src/events/EventSql.js"
import { type CheckedFilter, filtersCondition } from "../../src/events/Filters.js"
import type { MetricQuery } from "../../src/events/MetricQuery.js"
import { foldedMetricRows, type NamedExpression } from "../../src/events/SharedFold.js"
import { type Dialect, postgresAvailable, startTestServer, type TestServer } from "../http/TestServer.js"
import { leadWrites, span } from "./equivalence/leadEvents.js"
import { skipNotice } from "./testDatabases.js"
import { sharedVarsText } from "../../src/storage/SharedVars.js"

/**
 * The fold (`SharedFold.ts`, `SharedFoldPg.ts`) gives the same rows as reading every event, on
 * the shapes the recorded-answers suite does not reach: a window that cuts writes in two (the
 * event holding a write's shared vars outside it, or inside with the others outside), column keys
 * beside a JSON path (a write's events split over groups), column and JSON filters together, and a
 * write whose events do not share the lead (a step changed it), so its shared row lacks `lead`.
 */
const hour = 3_600_000

/** The first write again under new ids, its last event with another state: `lead` is not shared. */
const changedLeadWrite = (accountId: string): { readonly leadId: string; readonly events: ReadonlyArray<LeadEvent> } => {
  const template = leadWrites(accountId)[0]
  if (template === undefined) throw new Error("no writes")
  const renamed = (id: string) => `${id.slice(0, 8)}ffff${id.slice(12)}`
  const last = template.events.length - 1
  const events = template.events.map((event, i) => {
    const vars = event.vars as Record<string, unknown>
    const lead = vars["lead"] as Record<string, unknown>
    const changed = i === last ? { ...vars, lead: { ...lead, state: { normal: "CA", raw: "ca", valid: true } } } : vars
    return { ...event, id: renamed(event.id), vars: changed } as unknown as LeadEvent
  })
  return { leadId: renamed(template.leadId), events }
}

/**
 * Two more writes of the first one's lead under new ids, with a consent certificate: in every
 * event of the first (so its shared row holds it), in the source event alone of the second (in
 * that event's own body, so a count by it reads that write event by event).
 */
const certificateWrites = (accountId: string): ReadonlyArray<{ readonly leadId: string; readonly events: ReadonlyArray<LeadEvent> }> => {
  const template = leadWrites(accountId)[0]
  if (template === undefined) throw new Error("no writes")
  return (["eeee", "dddd"] as const).map((tag, w) => {
    const renamed = (id: string) => `${id.slice(0, 8)}${tag}${id.slice(12)}`
    const events = template.events.map((event) => {
      const vars = event.vars as Record<string, unknown>
      const certform = { cert_id: `cert-${tag}`, outcome: "success" }
      const withCertificate = w === 0 || event.type === "source" ? { ...vars, certform } : vars
      return { ...event, id: renamed(event.id), vars: withCertificate } as unknown as LeadEvent
    })
    return { leadId: renamed(template.leadId), events }
  })
}

interface Case {
  readonly name: string
  readonly expressions: ReadonlyArray<NamedExpression>
  readonly filters?: ReadonlyArray<CheckedFilter>
}

const text =
  (...path: ReadonlyArray<string>) =>
  (e: EventSql) =>
    e.text(path)

const cases: ReadonlyArray<Case> = [
  { name: "by state", expressions: [{ alias: "g0", build: text("vars", "lead", "state") }] },
  {
    name: "by type and state",
    expressions: [
      { alias: "g0", build: text("type") },
      { alias: "g1", build: text("vars", "lead", "state") }
    ]
  },
  {
    name: "hourly by email",
    expressions: [
      { alias: "k", build: (e) => e.intDiv(e.sql`created_at`, hour) },
      { alias: "g0", build: text("vars", "lead", "email") }
    ]
  },
  {
    name: "recipients in TX or CA, by source and flow name",
    expressions: [
      { alias: "g0", build: text("vars", "source", "id") },
      { alias: "g1", build: text("vars", "flow", "name") }
    ],
    filters: [
      { path: ["type"], operator: "eq", value: "recipient" },
      { path: ["vars", "lead", "state"], operator: "in", value: ["TX", "CA"] }
    ]
  },
  {
    name: "states by flow, over events with an age above 40",
    expressions: [
      { alias: "g0", build: text("vars", "flow", "id") },
      { alias: "u", build: text("vars", "lead", "state") }
    ],
    filters: [{ path: ["vars", "lead", "age"], operator: "gt", value: 40 }]
  },
  { name: "by account name", expressions: [{ alias: "g0", build: text("vars", "account", "name") }] },
  {
    name: "source events by state",
    expressions: [{ alias: "g0", build: text("vars", "lead", "state") }],
    filters: [{ path: ["type"], operator: "eq", value: "source" }]
  },
  {
    name: "successful recipients in TX or CA, by state",
    expressions: [{ alias: "g0", build: text("vars", "lead", "state") }],
    filters: [
      { path: ["type"], operator: "eq", value: "recipient" },
      { path: ["outcome"], operator: "eq", value: "success" },
      { path: ["vars", "lead", "state"], operator: "in", value: ["TX", "CA"] }
    ]
  },
  {
    name: "source events without a certificate, by email",
    expressions: [{ alias: "g0", build: text("vars", "lead", "email") }],
    filters: [
      { path: ["type"], operator: "eq", value: "source" },
      { path: ["vars", "certform"], operator: "is blank", value: undefined }
    ]
  },
  {
    name: "unclaimed certificates (source events)",
    expressions: [],
    filters: [
      { path: ["type"], operator: "eq", value: "source" },
      { path: ["vars", "lead", "certform_cert_url"], operator: "is blank", value: undefined },
      { path: ["vars", "certform"], operator: "is blank", value: undefined }
    ]
  },
  { name: "by certificate", expressions: [{ alias: "g0", build: text("vars", "certform", "cert_id") }] },
  {
    name: "by state, over leads older than 40",
    expressions: [{ alias: "g0", build: text("vars", "lead", "state") }],
    filters: [{ path: ["vars", "lead", "age"], operator: "gt", value: 40 }]
  }
]

/** The cases that read `vars` members alone, and `type`/`outcome` filters: counted per write (`WriteCounts.ts`). */
const countedPerWrite = new Set([
  "by state",
  "by account name",
  "by state, over leads older than 40",
  "source events by state",
  "successful recipients in TX or CA, by state",
  "source events without a certificate, by email",
  "unclaimed certificates (source events)",
  "by certificate"
])

type Rows = ReadonlyArray<ReadonlyArray<string | number | null>>

const normalise = (rows: ReadonlyArray<Record<string, unknown>>, aliases: ReadonlyArray<string>): Rows =>
  rows
    .map((row) => [...aliases.map((a) => (row[a] === null || row[a] === undefined ? null : String(row[a]))), Number(row["n"])])
    .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)))

/** Per event and folded, over one window. */
const bothWays = (c: Case, query: MetricQuery) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const aliases = c.expressions.map((x) => x.alias)
    const names = sql.csv(aliases.map((a) => sql.literal(a)))
    const e = makeEventSql(sql)
    const selects = c.expressions.map((x) => sql`${x.build(e)} AS ${sql.literal(x.alias)}`)
    const where = sql.and([
      sql`account_id = ${query.accountId}`,
      sql`created_at >= ${query.timeframe.start}`,
      sql`created_at < ${query.timeframe.end}`,
      filtersCondition(e, query.filters)
    ])
    // A case without expressions counts all (no GROUP BY).
    const grouped = aliases.length > 0
    const perEvent = grouped
      ? yield* sql<Record<string, unknown>>`SELECT ${names}, COUNT(*) AS n
          FROM (SELECT ${sql.csv(selects)} FROM ${e.from()} WHERE ${where}) t GROUP BY ${names}`
      : yield* sql<Record<string, unknown>>`SELECT COUNT(*) AS n FROM (SELECT 1 AS one FROM ${e.from()} WHERE ${where}) t`
    const { folded } = foldedMetricRows(sql, query, c.expressions)
    if (folded === undefined) return { perEvent: normalise(perEvent, aliases), folded: undefined, perWrite: false }
    const rows = grouped
      ? yield* sql<Record<string, unknown>>`SELECT ${names}, SUM(w) AS n FROM (${folded}) t GROUP BY ${names}`
      : yield* sql<Record<string, unknown>>`SELECT COALESCE(SUM(w), 0) AS n FROM (${folded}) t`
    const [text] = sql`SELECT 1 FROM (${folded}) t`.compile()
    return { perEvent: normalise(perEvent, aliases), folded: normalise(rows, aliases), perWrite: text.includes("group_events") }
  })

const suite = (dialect: Dialect) =>
  describe.skipIf(dialect === "postgres" && !postgresAvailable)(`shared-vars fold on ${dialect}`, () => {
    let server: TestServer
    beforeAll(async () => {
      server = await startTestServer({ dialect })
      await server.run(
        Effect.flatMap(EventStore, (store) =>
          Effect.forEach([...leadWrites(server.accountId), changedLeadWrite(server.accountId), ...certificateWrites(server.accountId)], (write) => store.writeLead(write.leadId, write.events), {
            discard: true
          })
        )
      )
      // The changed write does have a shared row, without the lead in it.
      const holders = await server.run(
        Effect.flatMap(
          SqlClient.SqlClient,
          (sql) => sql<{ readonly shared_vars: unknown }>`SELECT ${sharedVarsText(sql)} FROM event_shared_vars WHERE shared_id = ${changedLeadWrite(server.accountId).events[0]?.id ?? ""}`
        )
      )
      const sharedVars = holders[0]?.shared_vars
      const members = Object.keys(typeof sharedVars === "string" ? (JSON.parse(sharedVars) as object) : (sharedVars as object))
      expect(members).toContain("flow")
      expect(members).not.toContain("lead")
    }, 60_000)
    afterAll(() => server.close())

    // Cut the 6th write after its holding (first) event, and the 31st after its first event too:
    // there the holding event is outside the window, here it is the only one inside. The first
    // write and the changed one share their times: cut there, the changed write's holding event
    // (whose shared row lacks the lead) is outside the window.
    const windows = (): ReadonlyArray<readonly [string, { start: number; end: number }]> => {
      const writes = leadWrites(server.accountId)
      const firstAt = (i: number) => writes[i]?.events[0]?.end_timestamp as number
      return [
        ["every event", span],
        ["writes cut at both ends", { start: firstAt(5) + 1, end: firstAt(30) + 1 }],
        ["the changed write cut", { start: firstAt(0) + 1, end: firstAt(12) + 1 }]
      ]
    }

    for (const c of cases)
      it(c.name, async () => {
        for (const [windowName, timeframe] of windows()) {
          const query: MetricQuery = {
            accountId: server.accountId,
            timeframe,
            offsetMs: 0,
            interval: undefined,
            groupBy: [],
            filters: c.filters ?? [],
            targetProperty: undefined
          }
          const { perEvent, folded, perWrite } = await server.run(bothWays(c, query))
          expect(folded, `${windowName}: folded`).toBeDefined()
          expect(perWrite, `${windowName}: counted per write`).toBe(countedPerWrite.has(c.name))
          expect(perEvent.length, `${windowName}: rows`).toBeGreaterThan(0)
          expect(folded, windowName).toEqual(perEvent)
        }
      })

    // A write without a count (a purge took some of its events) is read event by event: with a
    // third of the writes' counts gone, the same answers.
    it("writes without a count", async () => {
      const setCounts = (nulled: boolean) =>
        server.run(
          Effect.flatMap(SqlClient.SqlClient, (sql) =>
            nulled
              ? sql`UPDATE event_writes SET group_events = NULL WHERE (group_first_at / 3600000) % 3 = 0`
              : sql`UPDATE event_writes SET group_events = (SELECT COUNT(*) FROM events e WHERE e.shared_id = event_writes.shared_id)`
          )
        )
      const nulled = await server.run(
        Effect.flatMap(
          SqlClient.SqlClient,
          (sql) => sql<{ n: number }>`SELECT COUNT(*) AS n FROM event_writes GROUP BY (group_first_at / 3600000) % 3 ORDER BY 1`
        )
      )
      expect(nulled.length).toBe(3)
      expect(Math.min(...nulled.map((row) => Number(row.n)))).toBeGreaterThan(0)
      await setCounts(true)
      try {
        for (const c of cases.filter((c) => countedPerWrite.has(c.name)))
          for (const [windowName, timeframe] of windows()) {
            const query: MetricQuery = { accountId: server.accountId, timeframe, offsetMs: 0, interval: undefined, groupBy: [], filters: c.filters ?? [], targetProperty: undefined }
            const { perEvent, folded } = await server.run(bothWays(c, query))
            expect(folded, `${c.name}, ${windowName}`).toEqual(perEvent)
          }
      } finally {
        await setCounts(false)
      }
    })
  })

skipNotice("the shared-vars fold")
suite("sqlite")
suite("postgres")
