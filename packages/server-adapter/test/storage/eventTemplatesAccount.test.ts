import { SqlClient } from "@effect/sql"
import { EventStore, type LeadEvent } from "@leadflow/core"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type Dialect, postgresAvailable, startTestServer, type TestServer } from "../http/TestServer.js"
import { skipNotice } from "./testDatabases.js"

/**
 * An event's template is of its own account (`storage/SharedVars.ts` `templateOfEvent`): a row
 * of another account is not read for it, whatever template id the event names, by the API's
 * readers, the metrics or the reports.
 */
const rules = { op: "and", rules: [{ lhv: "lead.email", op: "format is valid" }, { lhv: "lead.state", op: "is included in", rhv: ["TX", "CA"] }] }
const otherRules = { op: "or", rules: [{ lhv: "lead.email", op: "format is valid" }, { lhv: "lead.state", op: "is included in", rhv: ["NY", "FL"] }] }

const filterEvent = (accountId: string, id: string, at: number, ruleSet: object): LeadEvent =>
  ({
    id,
    type: "filter",
    outcome: "continue",
    reason: null,
    step_id: "flt001",
    start_timestamp: at - 5,
    end_timestamp: at,
    rule_set: ruleSet,
    vars: { account: { id: accountId }, flow: { id: "f1aaaaaaaaaaaaaaaaaaaaaa" }, lead: { id: `lead-${id}`, email: "a@example.com" } }
  }) as unknown as LeadEvent

const suite = (dialect: Dialect) =>
  describe.skipIf(dialect === "postgres" && !postgresAvailable)(`event templates of one account on ${dialect}`, () => {
    let server: TestServer
    let other: { accountId: string; auth: string }
    const at = Date.now() - 60_000
    const ownId = "6b0d0000000000000000a001"
    const otherId = "6b0d0000000000000000b001"
    beforeAll(async () => {
      server = await startTestServer({ dialect })
      other = await server.createAccount("Other")
      await server.run(
        Effect.flatMap(EventStore, (store) =>
          Effect.zipRight(
            store.writeLead(`lead-${ownId}`, [filterEvent(server.accountId, ownId, at, rules)]),
            store.writeLead(`lead-${otherId}`, [filterEvent(other.accountId, otherId, at, otherRules)])
          )
        )
      )
      // The first account's event made to name the other account's template.
      await server.run(
        Effect.flatMap(SqlClient.SqlClient, (sql) =>
          sql`UPDATE events SET template_id = (SELECT template_id FROM events WHERE id = ${otherId}) WHERE id = ${ownId}`
        )
      )
    }, 60_000)
    afterAll(() => server.close())

    const ruleSetOf = async (auth: string, id: string): Promise<unknown> => {
      const answer = await fetch(`${server.url}/events/${id}`, { headers: { authorization: auth } })
      expect(answer.status).toBe(200)
      return ((await answer.json()) as { rule_set?: unknown }).rule_set
    }

    it("reads the event without it, and the other account's event with it", async () => {
      expect(await ruleSetOf(server.auth, ownId)).toBeNull()
      expect(await ruleSetOf(other.auth, otherId)).toEqual(otherRules)
    })

    it("gives metrics nothing of it", async () => {
      const timeframe = JSON.stringify({ start: new Date(at - 3_600_000).toISOString(), end: new Date(at + 3_600_000).toISOString() })
      const url = `${server.url}/events/event-metrics/count?${new URLSearchParams({ timeframe, group_by: "rule_set.op" })}`
      const answer = await fetch(url, { headers: { authorization: server.auth } })
      expect(answer.status).toBe(200)
      const text = await answer.text()
      expect(text).not.toContain('"or"')
      expect(text).toContain('"rule_set.op":null')
    })
  })

suite("sqlite")
if (!postgresAvailable) skipNotice("event templates of one account")
suite("postgres")
