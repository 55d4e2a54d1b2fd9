import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { SqlClient } from "@effect/sql"

const SqlClientTag = SqlClient.SqlClient
import {
  Counters,
  Engine,
  Flow,
  Ids,
  memoryCredentialsLayer,
  memoryPricingServicesLayer,
  memoryIntegrationsLayer,
  type EngineServices
} from "@leadflow/core"
import { Effect, Layer, ManagedRuntime, Schema } from "effect"
import { databaseLayer, readLeadEvents, sqlStorageLayerFor } from "../../src/storage/index.js"
import { sqliteTestDatabase, type TestDatabase } from "./testDatabases.js"

const FLOW_ID = "5f0000000000000000000001"
const SOURCE_ID = "5f00000000000000000000a1"
const CAP_ID = "5f00000000000000000000c1"
const fields = [
  { id: "email", type: "email" },
  { id: "state", type: "state" }
] as const

const compiled = Engine.compile(
  Schema.decodeUnknownSync(Flow)({
    id: FLOW_ID,
    name: "Storage flow",
    enabled: true,
    fields: fields.map((f) => f.id),
    sources: [{ entity: { id: SOURCE_ID, name: "Seller" }, integration: { module_id: "leadflow-standard.inbound" } }],
    steps: [],
    caps: [{ id: CAP_ID, maximum: 2, duration: 1, duration_units: "day", time_zone: "UTC" }]
  }),
  fields
)

/** A flow that counts a lead against its cap, then turns it away unless it lives in Texas. */
const texasOnly = Engine.compile(
  Schema.decodeUnknownSync(Flow)({
    id: "5f0000000000000000000002",
    name: "Texas flow",
    enabled: true,
    fields: fields.map((f) => f.id),
    sources: [{ entity: { id: SOURCE_ID, name: "Seller" }, integration: { module_id: "leadflow-standard.inbound" } }],
    steps: [],
    caps: [{ id: "5f00000000000000000000c2", maximum: 5, duration: 1, duration_units: "day", time_zone: "UTC" }],
    acceptance_criteria: {
      rule_set: { op: "and", rules: [{ lhv: "lead.state", op: "is equal to", rhv: "TX" }] },
      outcome: "failure",
      reason: "Lead must live in TX"
    }
  }),
  fields
)

describe("the engine on SQLite storage", () => {
  let database: TestDatabase
  let runtime: ManagedRuntime.ManagedRuntime<EngineServices | SqlClient.SqlClient, unknown>
  beforeAll(async () => {
    database = await sqliteTestDatabase()
    runtime = ManagedRuntime.make(
      Layer.mergeAll(
        Layer.provideMerge(sqlStorageLayerFor("acct-1"), databaseLayer(database.config)),
        memoryIntegrationsLayer([]),
        memoryCredentialsLayer([]),
        memoryPricingServicesLayer(),
        Ids.layer
      )
    )
    await runtime.runtime()
  })
  afterAll(async () => {
    await runtime?.dispose()
    await database?.dispose()
  })

  it("stores a lead's events before answering, and counts caps in the database", async () => {
    const submit = () =>
      runtime.runPromise(
        Engine.submit(compiled, { sourceId: SOURCE_ID, data: { email: "jane@example.com", state: "TX" }, account: { id: "acct-1" } })
      )
    const first = await submit()
    expect(first.outcome).toBe("success")
    expect(first.events.length).toBeGreaterThan(0)
    const stored = await runtime.runPromise(readLeadEvents("acct-1", first.leadId))
    expect(stored.map((e) => e.body)).toEqual(JSON.parse(JSON.stringify(first.events)))
    expect(stored.find((e) => e.type === "source")).toMatchObject({
      outcome: "success",
      flowId: FLOW_ID,
      sourceId: SOURCE_ID,
      accountId: "acct-1"
    })

    await submit()
    const third = await submit()
    expect([third.outcome, third.reason]).toEqual(["failure", "Cap reached"])
    expect((await runtime.runPromise(readLeadEvents("acct-1", third.leadId))).length).toBe(third.events.length)
    const caps = await runtime.runPromise(
      Effect.flatMap(Counters, (c) => c.list({ now: Date.now(), kind: "cap", flowId: FLOW_ID }))
    )
    expect(caps.map((c) => [c.id, c.count])).toEqual([[CAP_ID, 2]])
  })

  it("ends every cap hold with the lead: kept when it succeeds, given back when it does not", async () => {
    const submit = (state: string) =>
      runtime.runPromise(Engine.submit(texasOnly, { sourceId: SOURCE_ID, data: { email: "jane@example.com", state }, account: { id: "acct-1" } }))
    const holds = () => runtime.runPromise(Effect.flatMap(SqlClientTag, (sql) => sql<{ readonly n: unknown }>`SELECT COUNT(*) AS n FROM cap_holds`))
    const count = () =>
      runtime
        .runPromise(Effect.flatMap(Counters, (c) => c.list({ now: Date.now(), kind: "cap", flowId: "5f0000000000000000000002" })))
        .then((caps) => caps.map((c) => c.count))
    expect((await submit("CA")).reason).toBe("Lead must live in TX")
    expect(await count()).toEqual([0])
    expect((await submit("TX")).outcome).toBe("success")
    expect((await submit("NV")).outcome).toBe("failure")
    expect(await count()).toEqual([1])
    expect(Number((await holds())[0]?.n)).toBe(0)
  })
})
