import { expect, it } from "vitest"
import { asArray, type Json, member, minimalFlow, suite } from "./harness.js"

const OBJECT_ID = /^[0-9a-f]{24}$/
const givenCap = "5f00000000000000000000c7"
const givenCreated = "2021-03-04T05:06:07.000Z"

const cap = (extra: Record<string, unknown> = {}) => ({ maximum: 5, duration: 1, duration_units: "day", ...extra })
const pingLimit = (extra: Record<string, unknown> = {}) => ({ maximum: 10, duration: 1, duration_units: "minute", ...extra })

/** Every cap and ping limit of a flow record, by where it sits. */
const limitsOf = (flow: Json): Record<string, Json> => {
  const found: Record<string, Json> = {}
  const caps = (path: string, list: Json) =>
    asArray(list).forEach((c, i) => {
      found[`${path}.${i}`] = c
      caps(`${path}.${i}.caps`, member(c, "caps"))
    })
  caps("caps", member(flow, "caps"))
  asArray(member(flow, "ping_limits")).forEach((l, i) => (found[`ping_limits.${i}`] = l))
  asArray(member(flow, "sources")).forEach((source, s) => {
    caps(`sources.${s}.caps`, member(source, "caps"))
    asArray(member(source, "ping_limits")).forEach((l, i) => (found[`sources.${s}.ping_limits.${i}`] = l))
  })
  asArray(member(flow, "steps")).forEach((step, s) => caps(`steps.${s}.caps`, member(step, "caps")))
  return found
}

suite("cap and ping limit ids", (h) => {
  it("every cap and ping limit of a saved flow gets an id and created_at; given ones are kept, also on update", async () => {
    const { api, server } = h()
    const body = minimalFlow(server.accountId, {
      caps: [cap({ id: givenCap, created_at: givenCreated }), cap({ rule_set: { op: "and", rules: [] }, caps: [cap()] })],
      ping_limits: [pingLimit()],
      sources: [
        {
          entity: { id: server.accountId },
          integration: { module_id: "leadflow-standard.inbound" },
          caps: [cap()],
          ping_limits: [pingLimit({ name: "seller" })]
        }
      ],
      steps: [
        {
          type: "recipient",
          entity: { id: server.accountId },
          integration: { module_id: "leadflow-custom.outbound.json", mappings: [{ property: "url", value: "https://example.com/x" }] },
          caps: [cap()]
        }
      ]
    })
    const created = await api.post("/flows", body)
    expect(created.status).toBe(201)
    const limits = limitsOf(created.body)
    expect(Object.keys(limits).sort()).toEqual(
      ["caps.0", "caps.1", "caps.1.caps.0", "ping_limits.0", "sources.0.caps.0", "sources.0.ping_limits.0", "steps.0.caps.0"].sort()
    )
    for (const limit of Object.values(limits)) {
      expect(member(limit, "id")).toMatch(OBJECT_ID)
      expect(Number.isNaN(Date.parse(String(member(limit, "created_at"))))).toBe(false)
    }
    expect(limits["caps.0"]).toMatchObject({ id: givenCap, created_at: givenCreated })
    const ids = Object.values(limits).map((l) => member(l, "id"))
    expect(new Set(ids).size).toBe(ids.length)

    // Sent back as read, every id and time stays.
    const id = String(member(created.body, "id"))
    const updated = await api.put(`/flows/${id}`, { ...(created.body as Record<string, unknown>), name: "Renamed" })
    expect(updated.status).toBe(200)
    expect(limitsOf(updated.body)).toEqual(limits)
    expect(limitsOf((await api.get(`/flows/${id}`)).body)).toEqual(limits)
  })
})
