import { readFileSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type Dialect, postgresAvailable, startTestServer, type TestServer } from "../../http/TestServer.js"
import type { TestDatabase } from "../testDatabases.js"
import { type Answers, collectAnswers, expectRecordedAnswers, sharedCounts, templateCounts, writeLeads, writeLegacyLeads } from "./eventStoreEquivalence.js"

/**
 * The event store's format is invisible: over the same leads, `GET /events`, `/events/{id}`, the
 * metrics, `/events/stats`, report runs and the leads API answer byte for byte what they answered
 * before the format changed (the recorded answers), whether the events were written by the store
 * or before migration 0014 (the old rows, then the migration's fill of the new columns). The leads
 * hold step settings (rules, mappings, acceptance criteria), which the store keeps in templates
 * since 0029; the answers were recorded before that, over the same leads.
 */
const inMemory: TestDatabase = { config: { dialect: "sqlite", filename: ":memory:" }, url: "sqlite::memory:", dispose: () => Promise.resolve() }

const suite = (dialect: Dialect, stored: "by the store" | "before migration 0014", memory = false) =>
  describe(`event store equivalence on ${dialect}${memory ? " in memory (SQL grouping, no analytics connection)" : ""}, events written ${stored}`, () => {
    let server: TestServer
    let answers: Answers
    beforeAll(async () => {
      server = await startTestServer(memory ? { dialect, database: inMemory } : { dialect })
      await (stored === "by the store" ? writeLeads(server) : writeLegacyLeads(server))
      answers = await collectAnswers(server)
    }, 60_000)
    afterAll(() => server.close())

    if (stored === "by the store")
      it("stores what a write's events share once", async () => {
        const shared = await sharedCounts(server)
        expect(shared.rows).toBeGreaterThan(30)
        expect(shared.events).toBeGreaterThan(2 * shared.rows)
      })

    if (stored === "by the store")
      it("stores the step settings every lead repeats once", async () => {
        // Two filters' rules (one per flow; the empty rule set is too short to share), two
        // deliveries' mappings, the acceptance criteria passed and failed.
        const templates = await templateCounts(server)
        expect(templates.templates).toBe(6)
        expect(templates.events).toBeGreaterThan(100)
        expect(templates.whole).toBe(0)
      })

    it("answers every request (a ping is not a lead: 404)", () => {
      for (const [name, answer] of Object.entries(answers)) {
        const { status, body } = answer as { status: number; body: string }
        if (status === 404 && name.startsWith("lead ")) continue
        expect(status, `${name}: ${body}`).toBe(200)
      }
    })

    it("answers exactly what the store answered before", () => {
      expectRecordedAnswers(fileURLToPath(new URL(`./answers.${dialect}.json`, import.meta.url)), answers)
    })
  })

for (const stored of ["by the store", "before migration 0014"] as const) {
  suite("sqlite", stored)
  if (postgresAvailable) suite("postgres", stored)
}
// An in-memory SQLite database has no second connection for the JS aggregates
// (`storage/SqliteAnalytics.ts`): its SQL `GROUP BY`s must answer the same.
suite("sqlite", "by the store", true)

// The two databases answer alike, byte for byte: an event's members in `jsonb`'s order on both,
// arrays and objects read as `jsonb`'s text (`dialectParity.test.ts` for the cases these leads lack).
it("recorded the same answers on SQLite and PostgreSQL", () => {
  const recorded = (dialect: Dialect): unknown => JSON.parse(readFileSync(fileURLToPath(new URL(`./answers.${dialect}.json`, import.meta.url)), "utf8"))
  expect(recorded("sqlite")).toEqual(recorded("postgres"))
})
