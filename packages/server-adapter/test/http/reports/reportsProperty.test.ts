import fc from "fast-check"
import type { LeadEvent, RuleEncoded } from "@leadflow/core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { columnNames } from "@leadflow/api"
import { type Dialect, postgresAvailable, startTestServer, type TestServer } from "../TestServer.js"
import { api, compileFlow, SOURCE_A, SOURCE_B, submitLead, writeFeedback } from "./fixtures.js"
import { expectedReport } from "./expected.js"

/**
 * Random leads through the engine (outcomes decided by random field values against the flow's
 * acceptance criteria, filter, recipient rules, buyer and auction bidders; random prices), random pings and
 * feedback, a random report definition: every column the API reports equals a direct count
 * over the events the test submitted.
 */

const leadArb = fc.record({
  source: fc.constantFrom(SOURCE_A, SOURCE_B),
  state: fc.constantFrom("TX", "CA", "NY"),
  grade: fc.constantFrom("A", "B", "F", "S"),
  answer: fc.constantFrom("success", "failure", "error"),
  sale: fc.integer({ min: 0, max: 5000 }).map((cents) => cents / 100),
  bid: fc.constantFrom("none", "error", "0.5", "20", "150"),
  ping: fc.boolean(),
  feedback: fc.option(
    fc.record({
      type: fc.constantFrom("feedback-received" as const, "feedback-sent" as const),
      kind: fc.constantFrom("return" as const, "conversion" as const),
      outcome: fc.constantFrom("success" as const, "failure" as const, "error" as const, "skip" as const)
    }),
    { nil: undefined }
  )
})

// Rules of both sorts: those SQL decides (columns) and those the rules engine applies afterwards.
const candidateRules: ReadonlyArray<RuleEncoded> = [
  { lhv: "vars.source.id", op: "is equal to", rhv: SOURCE_A },
  { lhv: "outcome", op: "is not equal to", rhv: "Error" },
  { lhv: "type", op: "is included in", rhv: ["source", "recipient", "feedback-received"] },
  { lhv: "step_id", op: "is blank" },
  { lhv: "vars.lead.state", op: "is equal to", rhv: "tx" },
  { lhv: "cost", op: "is greater than", rhv: 4 },
  { lhv: "vars.lead.grade", op: "is not included in", rhv: "F, S" }
]

const definitionArb = fc.record({
  rules: fc.subarray([...candidateRules], { maxLength: 2 }),
  group_by: fc.subarray(["vars.source.id", "vars.lead.state", "outcome"], { maxLength: 2 }),
  columns: fc.constant([...columnNames]),
  stored: fc.boolean()
})

const pricesArb = fc.record({
  a: fc.integer({ min: 1, max: 10000 }).map((cents) => cents / 100),
  other: fc.integer({ min: 1, max: 10000 }).map((cents) => cents / 100)
})

interface RunBody {
  readonly rows: ReadonlyArray<{ group: Record<string, string | null>; values: Record<string, number> }>
  readonly totals: Record<string, number>
}

const closeTo = (actual: Record<string, number>, expected: Record<string, number>, label: string) => {
  for (const column of columnNames) {
    expect(actual[column], `${label} ${column}`).toBeCloseTo(expected[column] ?? Number.NaN, 6)
  }
}

const dialects: ReadonlyArray<Dialect> = ["sqlite", "postgres"]

for (const dialect of dialects) {
  describe.skipIf(dialect === "postgres" && !postgresAvailable)(`report columns equal direct counts (${dialect})`, () => {
    let server: TestServer
    beforeAll(async () => {
      server = await startTestServer({ dialect })
    })
    afterAll(() => server.close())

    it("for random leads, pings, feedback and definitions", { timeout: 120_000 }, async () => {
      let runs = 0
      // The auction's bid outcomes the runs produced: the bid columns are exercised, not all zero.
      const bidOutcomes = new Set<string>()
      await fc.assert(
        fc.asyncProperty(fc.array(leadArb, { maxLength: 20 }), pricesArb, definitionArb, async (leads, prices, definition) => {
          runs++
          // A fresh account per run, so the report sees exactly this run's events.
          const account = await server.createAccount(`Property ${runs}`)
          const compiled = compileFlow(prices, { auction: true })
          const start = Date.now()
          const events: Array<LeadEvent> = []
          for (const lead of leads) {
            const result = await submitLead(
              server,
              compiled,
              lead.source,
              { state: lead.state, grade: lead.grade, answer: lead.answer, sale: lead.sale, bid: lead.bid },
              { ping: lead.ping, accountId: account.accountId }
            )
            events.push(...result.events)
            const delivered = result.events.find((e) => e.type === "recipient")
            if (lead.feedback !== undefined && delivered !== undefined && "leadId" in result) {
              // Only sent feedback may be skipped (the source's feedback rules failed).
              const outcome = lead.feedback.type === "feedback-received" && lead.feedback.outcome === "skip" ? "success" : lead.feedback.outcome
              // A return the source accepted refunds the lead's cost (a source with `returns.refund_cost`).
              const source = result.events.find((e) => e.type === "source")
              const refund =
                lead.feedback.type === "feedback-sent" && lead.feedback.kind === "return" && outcome === "success" && source !== undefined && "cost" in source
                  ? source.cost
                  : undefined
              events.push(await writeFeedback(server, delivered, result.leadId, lead.feedback.type, lead.feedback.kind, outcome, Date.now(), refund))
            }
          }
          for (const event of events) if (event.type === "bid") bidOutcomes.add(event.outcome)
          const end = Date.now()
          const body = { name: `Property ${runs}`, columns: definition.columns, rules: definition.rules, group_by: definition.group_by }
          const query = `start=${start}&end=${end}`
          let res
          if (definition.stored) {
            const created = await api(server, "POST", "/reports", body, { auth: account.auth })
            expect(created.status, created.text).toBe(201)
            res = await api(server, "GET", `/reports/${(created.body as { id: string }).id}/run?${query}`, undefined, { auth: account.auth })
          } else {
            res = await api(server, "POST", `/reports/preview?${query}`, body, { auth: account.auth })
          }
          expect(res.status, res.text).toBe(200)
          const actual = res.body as RunBody
          const expected = expectedReport(events, definition, { start, end })
          const byGroup = (row: { group: Record<string, string | null> }) => JSON.stringify(definition.group_by.map((p) => row.group[p] ?? null))
          expect(actual.rows.map(byGroup).sort()).toEqual(expected.rows.map(byGroup).sort())
          for (const row of expected.rows) {
            const got = actual.rows.find((r) => byGroup(r) === byGroup(row))
            closeTo(got?.values ?? {}, row.values, byGroup(row))
          }
          closeTo(actual.totals, expected.totals, "totals")
        }),
        { numRuns: 15 }
      )
      expect([...bidOutcomes].sort()).toEqual(["error", "failure", "skip", "success"])
    })
  })
}
