import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { closedPort, until } from "./loopback.js"
import { readLeadEvents } from "../../../src/storage/SqlEventStore.js"
import { type Dialect, postgresAvailable, startTestServer, type TestServer } from "../TestServer.js"
import { skipNotice } from "../../storage/testDatabases.js"
import { type HookServer, startHookServer } from "../misc/hookServer.js"

/**
 * A queued retry reads the flow deployed at its attempt: turning the flow, the step or the step's
 * retries off stops the retries already queued (one `retry` event in error saying why), not only
 * the leads that come after. The step's schedule and rule set of the flow deployed then are
 * checked too, as for a new lead: closed, or failing on the lead, the retry ends in `skip` with
 * the reason a new lead's step records, and the buyer hears nothing.
 */

const retryStopsSuite = (dialect: Dialect) =>
  describe.skipIf(dialect === "postgres" && !postgresAvailable)(`queued retries stop when the delivery is turned off (${dialect})`, () => {
    let server: TestServer
    beforeAll(async () => {
      // Far enough ahead for the test to redeploy first; three attempts, were nothing to stop them.
      server = await startTestServer({ dialect, retry: { firstDelay: "700 millis", maxDelay: "700 millis", maxAttempts: 3 } })
    })
    afterAll(() => server.close())

    const headers = () => ({ authorization: server.auth, "content-type": "application/json" })

    const flowBody = (port: number, step: Record<string, unknown>, flow: Record<string, unknown> = {}, url = `http://127.0.0.1:${port}/leads`) => ({
      name: "Retried",
      enabled: true,
      fields: ["email"],
      sources: [{ entity: { id: server.accountId }, integration: { module_id: "leadflow-standard.inbound" } }],
      steps: [
        {
          type: "recipient",
          id: "retry1",
          retry_enabled: true,
          entity: { id: server.accountId },
          integration: { module_id: "leadflow-custom.outbound.json", mappings: [{ property: "url", value: url }] },
          ...step
        }
      ],
      ...flow
    })

    const deploy = async (flowId: string) => {
      const deployed = await fetch(`${server.url}/flows/${flowId}/deploy`, { method: "POST", headers: headers() })
      expect(deployed.status).toBe(200)
    }

    /**
     * A lead whose delivery failed (a retry queued), then the flow changed and deployed again
     * (with `url`, the buyer's address: up again by then).
     */
    const retriedAfter = async (change: { step?: Record<string, unknown>; flow?: Record<string, unknown>; url?: string }) => {
      const port = await closedPort()
      const created = await fetch(`${server.url}/flows`, { method: "POST", headers: headers(), body: JSON.stringify(flowBody(port, {})) })
      const flowId = ((await created.json()) as { id: string }).id
      await deploy(flowId)
      const submitted = await fetch(`${server.url}/flows/${flowId}/sources/${server.accountId}/submit`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "retry@example.com" })
      })
      const leadId = ((await submitted.json()) as { lead: { id: string } }).lead.id
      const saved = await fetch(`${server.url}/flows/${flowId}`, {
        method: "PUT",
        headers: headers(),
        body: JSON.stringify(flowBody(port, change.step ?? {}, change.flow ?? {}, change.url))
      })
      expect(saved.status).toBe(200)
      expect(((await saved.json()) as { errors?: unknown }).errors).toBeUndefined()
      await deploy(flowId)
      const bodies = () => server.run(Effect.map(readLeadEvents(server.accountId, leadId), (rows) => rows.map((row) => row.body as Record<string, unknown>)))
      await until(bodies, (events) => events.some((event) => event["type"] === "retry"))
      // Time for a second attempt, were the first not the last.
      await new Promise((done) => setTimeout(done, 1_500))
      return { flowId, events: await bodies(), bodies }
    }

    const expectStopped = (events: ReadonlyArray<Record<string, unknown>>, reason: string) => {
      const retries = events.filter((event) => event["type"] === "retry")
      expect(retries).toHaveLength(1)
      expect(retries[0]).toMatchObject({ outcome: "error", reason, retry_status: "completed", retry_attempt: 1 })
    }

    it("a step disabled since: the retry ends without delivering", async () => {
      const { flowId, events } = await retriedAfter({ step: { enabled: false } })
      expectStopped(events, "retry abandoned: the step is disabled")
      const pending = await fetch(`${server.url}/retries?flow_id=${flowId}`, { headers: headers() })
      expect(await pending.json()).toEqual([])
    })

    it("the step's retries turned off since", async () => {
      const { events } = await retriedAfter({ step: { retry_enabled: false } })
      expectStopped(events, "retry abandoned: the step's retries are turned off")
    })

    it("the flow disabled since", async () => {
      const { events } = await retriedAfter({ flow: { enabled: false } })
      expectStopped(events, "retry abandoned: the flow is disabled")
    })

    describe("the step's schedule and rule set, as deployed at the attempt", () => {
      let buyer: HookServer
      beforeAll(async () => {
        buyer = await startHookServer(() => ({ status: 200, body: { outcome: "success" } }))
      })
      afterAll(() => buyer.close())

      const retryOf = (events: ReadonlyArray<Record<string, unknown>>) => {
        const retries = events.filter((event) => event["type"] === "retry")
        expect(retries).toHaveLength(1)
        return retries[0]
      }

      it("the step's schedule closed since: the retry ends in skip, outside schedule, and the buyer hears nothing", async () => {
        const heard = buyer.requests.length
        // `days: {}` is never open: a new lead's step is skipped `outside schedule`.
        const { flowId, events } = await retriedAfter({ step: { schedule: { time_zone: "UTC", days: {} } }, url: `${buyer.url}/leads` })
        expect(retryOf(events)).toMatchObject({ outcome: "skip", reason: "outside schedule", retry_status: "completed", retry_attempt: 1 })
        expect(buyer.requests.length).toBe(heard)
        const pending = await fetch(`${server.url}/retries?flow_id=${flowId}`, { headers: headers() })
        expect(await pending.json()).toEqual([])
      })

      it("the step's rule set failing on the lead since: the retry ends in skip with the rule's reason", async () => {
        const heard = buyer.requests.length
        const rule_set = { op: "and", rules: [{ lhv: "lead.email", op: "is equal to", rhv: "someone.else@example.com" }] }
        const { events } = await retriedAfter({ step: { rule_set }, url: `${buyer.url}/leads` })
        const retry = retryOf(events)
        expect(retry).toMatchObject({ outcome: "skip", retry_status: "completed", retry_attempt: 1 })
        expect(retry?.["reason"]).toEqual(expect.stringContaining("lead.email"))
        expect(buyer.requests.length).toBe(heard)
      })

      it("a schedule open now and a rule set the lead passes: the retry delivers", async () => {
        const heard = buyer.requests.length
        const days = Object.fromEntries(["mon", "tue", "wed", "thu", "fri", "sat", "sun"].map((day) => [day, [["00:00", "24:00"]]]))
        const rule_set = { op: "and", rules: [{ lhv: "lead.email", op: "is equal to", rhv: "retry@example.com" }] }
        const { events } = await retriedAfter({ step: { schedule: { time_zone: "UTC", days }, rule_set }, url: `${buyer.url}/leads` })
        expect(retryOf(events)).toMatchObject({ outcome: "success", retry_status: "completed", retry_attempt: 1 })
        expect(buyer.requests.length).toBe(heard + 1)
      })
    })

    it("nothing turned off: the retries go on", async () => {
      const { bodies } = await retriedAfter({})
      const events = await until(bodies, (stored) => stored.filter((event) => event["type"] === "retry").length >= 2)
      expect(events.filter((event) => event["type"] === "retry").length).toBeGreaterThanOrEqual(2)
    })
  })

retryStopsSuite("sqlite")
if (!postgresAvailable) skipNotice("queued retries stop when the delivery is turned off")
// Registered either way, so a run without LEADFLOW_PG_URL reports these tests as skipped.
retryStopsSuite("postgres")
