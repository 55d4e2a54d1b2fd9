import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { readLeadEvents } from "../../../src/storage/SqlEventStore.js"
import { client, type Client, member, minimalFlow } from "../resources/harness.js"
import { startBuyer, storeFields, type Buyer } from "../submission/fixtures.js"
import { postgresAvailable, startTestServer, type Dialect, type TestServer } from "../TestServer.js"
import { BUYER_IDS, deployedFlow, submitLead } from "./flows.js"

/**
 * Groups of recipient steps and schedules end to end: flows saved and deployed through the API
 * (so the save-time checks run), leads submitted over HTTP, loopback buyers, stored events.
 */

const delivery = (entityId: string, url: string, extra: Record<string, unknown> = {}) => ({
  type: "recipient",
  entity: { id: entityId },
  integration: {
    module_id: "leadflow-custom.outbound.json",
    mappings: [
      { property: "url", value: url },
      { property: "json_property.email", value: "{{lead.email}}" }
    ]
  },
  ...extra
})

/** A schedule closed every day of the week (no hours at all). */
const alwaysClosed = { time_zone: "America/Chicago", days: {} }
/** A schedule open around the clock. */
const alwaysOpen = {
  time_zone: "UTC",
  days: Object.fromEntries(["mon", "tue", "wed", "thu", "fri", "sat", "sun"].map((day) => [day, [["00:00", "24:00"]]]))
}

const dialects: ReadonlyArray<{ dialect: Dialect; skip: boolean }> = [
  { dialect: "sqlite", skip: false },
  { dialect: "postgres", skip: !postgresAvailable }
]

for (const { dialect, skip } of dialects)
  describe.skipIf(skip)(`distribution groups and schedules (${dialect})`, () => {
    let server: TestServer
    let api: Client
    let buyers: Array<Buyer>
    beforeAll(async () => {
      server = await startTestServer({ dialect })
      api = client(server.url, server.auth)
      await storeFields(server)
      buyers = await Promise.all(BUYER_IDS.map(() => startBuyer(2)))
    })
    afterAll(async () => {
      await server?.close()
      for (const buyer of buyers ?? []) await buyer.close()
    })
    const counts = () => buyers.map((b) => b.received.length)

    it("round robin hands each lead to the next buyer in turn, and the events say who was chosen among whom", async () => {
      const before = counts()
      const id = await deployedFlow(api, server, {
        steps: [{ type: "group", id: "grprr1", distribution: "round_robin", steps: BUYER_IDS.map((b, i) => delivery(b, buyers[i]!.url, { id: `rr000${i}` })) }]
      })
      const order: Array<number> = []
      let last = counts()
      let leadId = ""
      for (let i = 0; i < 9; i++) {
        const answer = await submitLead(server.url, id, server.accountId)
        expect(answer.outcome).toBe("success")
        leadId = answer.lead.id
        const now = counts()
        order.push(now.findIndex((n, b) => n !== last[b]))
        last = now
      }
      expect(order).toEqual([0, 1, 2, 0, 1, 2, 0, 1, 2])
      expect(counts().map((n, b) => n - before[b]!)).toEqual([3, 3, 3])
      const events = await server.run(readLeadEvents(server.accountId, leadId))
      const recipient = events.find((e) => e.type === "recipient")?.body as Record<string, unknown>
      expect(recipient["distribution"]).toEqual({
        group: "grprr1",
        method: "round_robin",
        chosen: "rr0002",
        candidates: ["rr0002", "rr0000", "rr0001"],
        position: 2
      })
    })

    it("priority passes a lead on when a buyer is outside its hours; weighted follows the weights", async () => {
      const before = counts()
      const priority = await deployedFlow(api, server, {
        steps: [
          {
            type: "group",
            distribution: "priority",
            steps: [delivery(BUYER_IDS[0], buyers[0]!.url, { schedule: alwaysClosed }), delivery(BUYER_IDS[1], buyers[1]!.url)]
          }
        ]
      })
      const answer = await submitLead(server.url, priority, server.accountId)
      expect(answer.outcome).toBe("success")
      const events = await server.run(readLeadEvents(server.accountId, answer.lead.id))
      expect(events.filter((e) => e.type === "recipient").map((e) => [e.body["outcome"], e.body["reason"]])).toEqual([
        ["skip", "outside schedule"],
        ["success", null]
      ])
      expect(counts().map((n, b) => n - before[b]!)).toEqual([0, 1, 0])

      const weighted = await deployedFlow(api, server, {
        steps: [
          {
            type: "group",
            distribution: "weighted",
            schedule: alwaysOpen,
            steps: [delivery(BUYER_IDS[0], buyers[0]!.url, { weight: 2 }), delivery(BUYER_IDS[2], buyers[2]!.url, { weight: 1 })]
          }
        ]
      })
      const start = counts()
      for (let i = 0; i < 12; i++) expect((await submitLead(server.url, weighted, server.accountId)).outcome).toBe("success")
      expect(counts().map((n, b) => n - start[b]!)).toEqual([8, 0, 4])
    })

    it("a lead reaching a source outside its hours fails with `outside schedule`", async () => {
      const id = await deployedFlow(api, server, {
        sources: [{ entity: { id: server.accountId }, integration: { module_id: "leadflow-standard.inbound" }, schedule: alwaysClosed }],
        steps: [delivery(BUYER_IDS[0], buyers[0]!.url)]
      })
      const before = counts()
      expect(await submitLead(server.url, id, server.accountId)).toMatchObject({ outcome: "failure", reason: "outside schedule" })
      expect(counts()).toEqual(before)
    })

    it("saves a flow with a bad schedule or a stray weight with errors at their paths, and refuses to deploy it", async () => {
      const saved = await api.post(
        "/flows",
        minimalFlow(server.accountId, {
          sources: [
            {
              entity: { id: server.accountId },
              integration: { module_id: "leadflow-standard.inbound" },
              schedule: { time_zone: "America/Nowhere", days: { mon: [["09:00", "17:00"]] } }
            }
          ],
          steps: [
            {
              type: "group",
              distribution: "priority",
              steps: [
                delivery(BUYER_IDS[0], buyers[0]!.url, { weight: 3 }),
                delivery(BUYER_IDS[1], buyers[1]!.url, {
                  schedule: { time_zone: "UTC", days: { fri: [["17:00", "09:00"]] }, exceptions: [{ date: "2026-13-01", hours: [] }] }
                })
              ]
            }
          ]
        })
      )
      expect(saved.status, JSON.stringify(saved.body)).toBe(201)
      expect(Object.keys(member(saved.body, "errors") as object).sort()).toEqual([
        "sources.0.schedule.time_zone",
        "steps.0.steps.0.weight",
        "steps.0.steps.1.schedule.days.fri.0",
        "steps.0.steps.1.schedule.exceptions.0.date"
      ])
      const refused = await api.post(`/flows/${String(member(saved.body, "id"))}/deploy`)
      expect(refused.status).toBe(422)
    })

    it("refuses what a group cannot hold with a 422 naming it (no retry inside a group, a weight in range, a known distribution)", async () => {
      const refused = await api.post(
        "/flows",
        minimalFlow(server.accountId, {
          steps: [
            { type: "group", distribution: "random", steps: [delivery(BUYER_IDS[0], buyers[0]!.url, { retry_enabled: true, weight: 0 })] }
          ]
        })
      )
      expect(refused.status).toBe(422)
      expect(JSON.stringify(member(refused.body, "errors"))).toMatch(/steps\.0/)
    })
  })
