import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { postgresAvailable, startTestServer, type Dialect, type TestServer } from "../TestServer.js"
import { objectId, runLead, runPing, storeFlow } from "../misc/leadFixtures.js"

interface Counter {
  readonly id: string
  readonly [key: string]: unknown
}

const suite = (dialect: Dialect) => () => {
  let server: TestServer
  const source = objectId()
  const flowCap = objectId()
  const sourceCap = objectId()
  const idleCap = objectId()
  const flowLimit = objectId()
  const sourceLimit = objectId()
  let flow: Record<string, unknown>
  let flowId: string

  const get = (path: string, auth = server.auth, accept = "application/json") =>
    fetch(`${server.url}${path}`, { headers: { authorization: auth, accept } })

  beforeAll(async () => {
    server = await startTestServer({ dialect })
    flow = {
      name: "Capped",
      enabled: true,
      ping_enabled: true,
      fields: ["email", "state"],
      pricing: { prices: [{ amount: 2 }] },
      caps: [
        { id: flowCap, name: "Daily", type: "volume", maximum: 2, duration: 1, duration_units: "day", time_zone: "America/Chicago" },
        { id: idleCap, name: "Never", maximum: 5, duration: 1, duration_units: "week", rule_set: { op: "and", rules: [{ lhv: "lead.state", op: "is equal to", rhv: "ZZ" }] } },
        { name: "Unnamed weekly", maximum: 100, duration: 1, duration_units: "week" }
      ],
      ping_limits: [{ id: flowLimit, name: "Pings", maximum: 1, duration: 1, duration_units: "week" }],
      sources: [
        {
          entity: { id: source, name: "Web" },
          integration: { module_id: "leadflow-standard.inbound" },
          caps: [{ id: sourceCap, name: "Source cap", maximum: 10, duration: 1, duration_units: "month" }],
          ping_limits: [{ id: sourceLimit, name: "Source pings", maximum: 5, duration: 1, duration_units: "day" }]
        }
      ],
      steps: []
    }
    flowId = await storeFlow(server, flow)
    flow = { ...flow, id: flowId }
    for (let i = 0; i < 3; i++) await runLead(server, flow, source, { email: `a${i}@example.com`, state: "TX" })
    await runPing(server, flow, source, { state: "TX" })
    await runPing(server, flow, source, { state: "TX" })
  })
  afterAll(() => server?.close())

  it("lists the caps with traffic in the current interval, with their configuration and counts", async () => {
    const res = await get(`/caps?flow_id=${flowId}`)
    expect(res.status).toBe(200)
    const caps = (await res.json()) as ReadonlyArray<Counter>
    const byId = new Map(caps.map((cap) => [cap.id, cap]))
    expect(byId.has(idleCap)).toBe(false)
    expect(byId.get(flowCap)).toMatchObject({
      id: flowCap,
      type: "volume",
      name: "Daily",
      maximum: 2,
      duration: 1,
      duration_units: "day",
      time_zone: "America/Chicago",
      count: 2,
      failed_count: 1,
      flow_id: flowId
    })
    const daily = byId.get(flowCap) as Counter
    expect(Date.parse(daily["started_at"] as string)).toBeLessThanOrEqual(Date.now())
    expect(Date.parse(daily["expires_at"] as string)).toBeGreaterThan(Date.now())
    expect(byId.get(sourceCap)).toMatchObject({ count: 2, source_id: source, maximum: 10, duration_units: "month" })
    // A cap saved without an id is listed under the id the engine counted it by.
    const unnamed = caps.find((cap) => cap["name"] === "Unnamed weekly")
    expect(unnamed).toMatchObject({ id: `${flowId}.flow.cap2`, count: 2, maximum: 100 })
  })

  it("requires flow_id as a BSON id (422)", async () => {
    const missing = await get("/caps")
    expect(missing.status).toBe(422)
    expect(await missing.json()).toMatchObject({ errors: { flow_id: expect.any(Array) } })
    const bad = await get("/caps?flow_id=nope")
    expect(bad.status).toBe(422)
    expect((await get("/ping_limits?flow_id=123")).status).toBe(422)
    expect((await get("/ping-limits")).status).toBe(422)
  })

  it("gets one cap counter; a configured cap with no traffic has zero counts; unknown is 404", async () => {
    const res = await get(`/caps/${flowCap}`, server.auth, "application/vnd.com.leadflow.cap+json")
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ id: flowCap, count: 2, failed_count: 1, type: "volume" })
    const idle = await get(`/caps/${idleCap}`)
    expect(idle.status).toBe(200)
    expect(await idle.json()).toMatchObject({ id: idleCap, count: 0, failed_count: 0, duration_units: "week" })
    const unknown = await get(`/caps/${objectId()}`)
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toMatchObject({ error: expect.any(String) })
  })

  it("lists ping limit counters under both spellings", async () => {
    for (const path of ["/ping_limits", "/ping-limits"]) {
      const res = await get(`${path}?flow_id=${flowId}`, server.auth, "application/vnd.com.leadflow.ping-limit+json")
      expect(res.status).toBe(200)
      const limits = (await res.json()) as ReadonlyArray<Counter>
      const byId = new Map(limits.map((limit) => [limit.id, limit]))
      expect(byId.get(flowLimit)).toMatchObject({ name: "Pings", maximum: 1, count: 2, failed_count: 1, flow_id: flowId, duration_units: "week" })
      expect(byId.get(sourceLimit)).toMatchObject({ count: 2, source_id: source, maximum: 5 })
      expect(byId.get(flowLimit)).not.toHaveProperty("type")
    }
    for (const path of ["/ping_limits", "/ping-limits"]) {
      const one = await get(`${path}/${sourceLimit}`)
      expect(one.status).toBe(200)
      expect(await one.json()).toMatchObject({ id: sourceLimit, count: 2 })
      expect((await get(`${path}/${objectId()}`)).status).toBe(404)
    }
  })

  it("never shows another account's counters", async () => {
    const other = await server.createAccount("Other")
    const list = await get(`/caps?flow_id=${flowId}`, other.auth)
    expect(list.status).toBe(200)
    expect(await list.json()).toEqual([])
    expect((await get(`/caps/${flowCap}`, other.auth)).status).toBe(404)
    expect((await get(`/ping_limits/${flowLimit}`, other.auth)).status).toBe(404)
    expect(await (await get(`/ping_limits?flow_id=${flowId}`, other.auth)).json()).toEqual([])
  })

  it("a cap and ping limit saved through POST /flows without ids are counted under the ids the save gave them", async () => {
    const send = (method: string, path: string, body?: unknown) =>
      fetch(`${server.url}${path}`, {
        method,
        headers: { authorization: server.auth, "content-type": "application/json" },
        ...(body === undefined ? {} : { body: JSON.stringify(body) })
      })
    const created = await send("POST", "/flows", {
      name: "Capped through the API",
      enabled: true,
      ping_enabled: true,
      fields: ["email"],
      caps: [{ name: "API cap", maximum: 10, duration: 1, duration_units: "day" }],
      ping_limits: [{ name: "API pings", maximum: 10, duration: 1, duration_units: "day" }],
      sources: [{ entity: { id: server.accountId }, integration: { module_id: "leadflow-standard.inbound" } }],
      steps: []
    })
    expect(created.status).toBe(201)
    const saved = (await created.json()) as { id: string; caps: Array<{ id: string }>; ping_limits: Array<{ id: string }> }
    const capId = saved.caps[0]?.id ?? ""
    const limitId = saved.ping_limits[0]?.id ?? ""
    expect(capId).toMatch(/^[0-9a-f]{24}$/)
    expect(limitId).toMatch(/^[0-9a-f]{24}$/)
    expect((await send("POST", `/flows/${saved.id}/deploy`)).status).toBe(200)
    const submitted = await send("POST", `/flows/${saved.id}/sources/${server.accountId}/submit`, { email: "api-cap@example.com" })
    expect(submitted.status).toBe(201)

    const listed = (await (await get(`/caps?flow_id=${saved.id}`)).json()) as ReadonlyArray<Counter>
    expect(listed).toEqual([expect.objectContaining({ id: capId, name: "API cap", count: 1, flow_id: saved.id })])
    expect(await (await get(`/caps/${capId}`)).json()).toMatchObject({ id: capId, count: 1 })
    const limit = await get(`/ping_limits/${limitId}`)
    expect(limit.status).toBe(200)
    expect(await limit.json()).toMatchObject({ id: limitId, name: "API pings", count: 0 })
  })

  it("counters show the deployed version's settings, never a draft's; a deploy that moves the window lists only its counter", async () => {
    const send = async (method: string, path: string, body?: unknown) => {
      const res = await fetch(`${server.url}${path}`, {
        method,
        headers: { authorization: server.auth, "content-type": "application/json" },
        ...(body === undefined ? {} : { body: JSON.stringify(body) })
      })
      return { status: res.status, body: (await res.json()) as Record<string, unknown> }
    }
    const capId = objectId()
    const flowOf = (cap: Record<string, unknown>) => ({
      name: "Deployed caps",
      enabled: true,
      fields: ["email"],
      caps: [{ id: capId, name: "Daily", maximum: 2, duration: 1, duration_units: "day", time_zone: "UTC", ...cap }],
      sources: [{ entity: { id: server.accountId }, integration: { module_id: "leadflow-standard.inbound" } }],
      steps: []
    })
    const created = await send("POST", "/flows", flowOf({}))
    expect(created.status).toBe(201)
    const id = String(created.body["id"])
    const lead = (email: string) => send("POST", `/flows/${id}/sources/${server.accountId}/submit`, { email })
    const caps = async () => (await (await get(`/caps?flow_id=${id}`)).json()) as ReadonlyArray<Counter>

    // Never deployed: the flow runs no lead, so its cap has no counter yet.
    expect(await caps()).toEqual([])
    expect((await get(`/caps/${capId}`)).status).toBe(404)

    expect((await send("POST", `/flows/${id}/deploy`)).status).toBe(200)
    expect((await lead("one@example.com")).status).toBe(201)
    // A draft saved since acts on nothing until it is deployed: it is not what the counter shows.
    const draft = await send("PUT", `/flows/${id}`, flowOf({ maximum: 100, time_zone: "Pacific/Kiritimati" }))
    expect(draft.status).toBe(200)
    const utcDay = new Date(new Date().toISOString().slice(0, 10)).toISOString()
    const deployed = { id: capId, maximum: 2, time_zone: "UTC", count: 1, started_at: utcDay }
    expect(await (await get(`/caps/${capId}`)).json()).toMatchObject(deployed)
    expect(await caps()).toEqual([expect.objectContaining(deployed)])

    // Deployed, the new zone counts in another day window: the UTC day's counter is no longer
    // the one the engine reads, and is not listed beside the new one under the same id.
    expect((await send("POST", `/flows/${id}/deploy`)).status).toBe(200)
    expect(await caps()).toEqual([])
    const idle = (await (await get(`/caps/${capId}`)).json()) as Counter
    expect(idle).toMatchObject({ id: capId, maximum: 100, time_zone: "Pacific/Kiritimati", count: 0 })
    expect(idle["started_at"]).not.toBe(utcDay)
    expect((await lead("two@example.com")).status).toBe(201)
    const listed = await caps()
    expect(listed).toEqual([expect.objectContaining({ id: capId, maximum: 100, time_zone: "Pacific/Kiritimati", count: 1, started_at: idle["started_at"] })])
    expect(await (await get(`/caps/${capId}`)).json()).toMatchObject({ count: 1, started_at: idle["started_at"] })
  })

  it("two sources of one entity, stored with caps and ping limits without ids, each count their own and are listed apart", async () => {
    const entity = objectId()
    const limited = { maximum: 1, duration: 1, duration_units: "day" }
    const stored: Record<string, unknown> = {
      name: "One entity, two sources",
      enabled: true,
      ping_enabled: true,
      fields: ["email"],
      pricing: { prices: [{ amount: 2 }] },
      sources: [
        { id: "web001", entity: { id: entity }, integration: { module_id: "leadflow-standard.inbound" }, caps: [limited], ping_limits: [limited] },
        { entity: { id: entity }, integration: { module_id: "leadflow-standard.inbound" }, caps: [limited], ping_limits: [limited] }
      ],
      steps: []
    }
    const id = await storeFlow(server, stored)
    const body = { ...stored, id }
    // One lead and one ping each: neither source's counter is full from the other's.
    expect((await runLead(server, body, "web001", { email: "short@example.com" })).outcome).toBe("success")
    expect((await runLead(server, body, entity, { email: "entity@example.com" })).outcome).toBe("success")
    expect((await runPing(server, body, "web001", {})).retryAfter).toBeUndefined()
    expect((await runPing(server, body, entity, {})).retryAfter).toBeUndefined()
    const caps = (await (await get(`/caps?flow_id=${id}`)).json()) as ReadonlyArray<Counter>
    expect(caps.map((c) => [c.id, c["source_id"], c["count"], c["maximum"]]).sort()).toEqual([
      [`${id}.${entity}.cap0`, entity, 1, 1],
      [`${id}.${entity}/web001.cap0`, entity, 1, 1]
    ])
    const limits = (await (await get(`/ping_limits?flow_id=${id}`)).json()) as ReadonlyArray<Counter>
    expect(limits.map((l) => [l.id, l["count"], l["maximum"]]).sort()).toEqual([
      [`${id}.${entity}.ping_limit0`, 1, 1],
      [`${id}.${entity}/web001.ping_limit0`, 1, 1]
    ])
  })

  it("an unknown flow has no counters; no key is 401", async () => {
    expect(await (await get(`/caps?flow_id=${objectId()}`)).json()).toEqual([])
    expect((await fetch(`${server.url}/caps?flow_id=${flowId}`)).status).toBe(401)
  })
}

describe("counters on SQLite", suite("sqlite"))
describe.skipIf(!postgresAvailable)("counters on PostgreSQL", suite("postgres"))
