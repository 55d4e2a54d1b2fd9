import { Engine, type CompiledFlow, type SubmitResult } from "@leadflow/core"
import { Clock, Effect } from "effect"
import { expect, it } from "vitest"
import { withAccountPorts } from "../../../src/accounts/AccountPorts.js"
import { Documents } from "../../../src/storage/Documents.js"
import { makeFlowLoader, type LoadedFlow } from "../../../src/submission/CompiledFlowLoader.js"
import { storeFlow } from "../misc/leadFixtures.js"
import { asArray, type Json, member, minimalFlow, suite } from "./harness.js"

/**
 * A buyer's or seller's caps count in its own time zone: a cap or ping limit of a source or step
 * without a `time_zone` of its own counts in the time zone of that source's or step's entity.
 * The entity reference's `time_zone` in a flow is read-only, as its `name` is: the server fills it
 * in from the entity record when it compiles the flow to run and when it answers it, whatever the
 * stored document says (a value sent on save is no error, and does not act).
 */

const NY = "America/New_York"
const LA = "America/Los_Angeles"

// 2030-01-15: New York is UTC-5, so its midnight is 05:00 UTC.
const times = [
  Date.parse("2030-01-14T23:50:00Z"), // 18:50 in New York, Jan 14
  Date.parse("2030-01-15T00:10:00Z"), // 19:10 in New York, Jan 14: after UTC midnight
  Date.parse("2030-01-15T04:50:00Z"), // 23:50 in New York, Jan 14
  Date.parse("2030-01-15T05:10:00Z") // 00:10 in New York, Jan 15: after New York midnight
]

/** A clock standing still at `at` (its sleeps are real ones). */
const clockAt = (at: number): Clock.Clock => {
  const live = Clock.make()
  return {
    [Clock.ClockTypeId]: Clock.ClockTypeId,
    unsafeCurrentTimeMillis: () => at,
    currentTimeMillis: Effect.succeed(at),
    unsafeCurrentTimeNanos: () => BigInt(at) * 1_000_000n,
    currentTimeNanos: Effect.succeed(BigInt(at) * 1_000_000n),
    sleep: (duration) => live.sleep(duration)
  }
}

/** A suppression list step (it runs in process and succeeds), with a daily cap of one and no zone of its own. */
const cappedStep = (entity: Record<string, unknown>, id = "addtz1") => ({
  type: "recipient",
  id,
  entity,
  integration: {
    module_id: "leadflow-suppressionlist.outbound.add_item",
    mappings: [
      { property: "list_name", value: "Time zone leads" },
      { property: "values", value: "{{lead.email}}" }
    ]
  },
  caps: [{ name: "Daily", maximum: 1, duration: 1, duration_units: "day" }]
})

const entityOf = (flow: Json, path: "sources" | "steps", i = 0): Json => member(asArray(member(flow, path))[i] ?? null, "entity")

suite("an entity's time zone", (h) => {
  const entity = async (name: string, timeZone?: string) => {
    const created = await h().api.post("/entities", {
      name,
      source: "seller",
      recipient: "buyer",
      module_ids: [],
      ...(timeZone === undefined ? {} : { time_zone: timeZone })
    })
    expect(created.status).toBe(201)
    return String(member(created.body, "id"))
  }
  const deployed = async (overrides: Record<string, unknown>) => {
    const created = await h().api.post("/flows", minimalFlow(h().server.accountId, overrides))
    expect(created.status).toBe(201)
    expect(member(created.body, "errors")).toBeUndefined()
    const id = String(member(created.body, "id"))
    expect((await h().api.post(`/flows/${id}/deploy`)).status).toBe(200)
    return { id, answered: created.body }
  }
  /** The flow as the submission path compiles it (after `previous`, when given). */
  const load = (flowId: string, previous?: LoadedFlow) =>
    h().server.run(Effect.flatMap(makeFlowLoader, (loader) => loader(flowId, previous)))
  const compiledOf = (loaded: LoadedFlow | undefined): CompiledFlow => {
    if (loaded?.kind !== "flow") throw new Error(`not a runnable flow: ${loaded?.kind}`)
    return loaded.compiled
  }
  const stepEntity = (compiled: CompiledFlow, i = 0) => {
    const step = compiled.steps[i]
    return step?.kind === "recipient" ? step.step.entity : undefined
  }
  const submitAt = (compiled: CompiledFlow, at: number, email: string): Promise<SubmitResult> => {
    const accountId = h().server.accountId
    return h().server.run(
      withAccountPorts(accountId, Engine.submit(compiled, { sourceId: accountId, data: { email }, account: { id: accountId, name: "Test" } })).pipe(
        Effect.withClock(clockAt(at))
      )
    )
  }

  it("a daily step cap without a zone resets at its entity's midnight (New York), not at UTC midnight, in the compiled flow", async () => {
    const buyer = await entity("New York buyer", NY)
    const { id } = await deployed({ steps: [cappedStep({ id: buyer })] })
    const compiled = compiledOf(await load(id))
    expect(compiled.blocked).toBeUndefined()
    expect(stepEntity(compiled)?.time_zone).toBe(NY)
    const outcomes: Array<unknown> = []
    for (const [i, at] of times.entries()) outcomes.push((await submitAt(compiled, at, `tz${i}@example.com`)).events[0]?.outcome)
    expect(outcomes).toEqual(["success", "skip", "skip", "success"])
  })

  it("the answered flow shows the entity's time_zone in the reference; one sent is no error and does not act", async () => {
    const buyer = await entity("Answered buyer", NY)
    const plain = await entity("Buyer without a zone")
    const { id, answered } = await deployed({
      steps: [cappedStep({ id: buyer, time_zone: "Not/A_Zone" }), cappedStep({ id: plain, time_zone: "Asia/Tokyo" }, "addtz2")]
    })
    for (const flow of [answered, (await h().api.get(`/flows/${id}`)).body]) {
      expect(member(entityOf(flow, "steps", 0), "time_zone")).toBe(NY)
      expect(member(entityOf(flow, "steps", 1), "time_zone")).toBeUndefined()
      expect(member(entityOf(flow, "steps", 1), "name")).toBe("Buyer without a zone")
    }
    const compiled = compiledOf(await load(id))
    expect(stepEntity(compiled, 0)?.time_zone).toBe(NY)
    expect(stepEntity(compiled, 1)?.time_zone).toBeUndefined()
  })

  it("an entity's time_zone changed reaches its flows at the next compile (the loader's stamp covers entities) and their answers", async () => {
    const buyer = await entity("Moving buyer", NY)
    const { id } = await deployed({ steps: [cappedStep({ id: buyer })] })
    const first = await load(id)
    expect(stepEntity(compiledOf(first))?.time_zone).toBe(NY)
    const current = await h().api.get(`/entities/${buyer}`)
    const moved = await h().api.put(`/entities/${buyer}`, { ...(current.body as Record<string, unknown>), time_zone: LA })
    expect(moved.status).toBe(200)
    const second = await load(id, first)
    expect(second).not.toBe(first)
    expect(stepEntity(compiledOf(second))?.time_zone).toBe(LA)
    expect(member(entityOf((await h().api.get(`/flows/${id}`)).body, "steps"), "time_zone")).toBe(LA)
  })

  it("a stored document's reference time_zone (a migrated flow's) gives way to the entity's, when compiled and answered", async () => {
    const buyer = await entity("Migrated buyer", NY)
    const plain = await entity("Migrated buyer without a zone")
    const id = await storeFlow(
      h().server,
      minimalFlow(h().server.accountId, {
        steps: [cappedStep({ id: buyer, name: "Migrated buyer", time_zone: "Europe/Paris" }), cappedStep({ id: plain, name: "Migrated buyer without a zone", time_zone: "Europe/Paris" }, "addtz2")]
      })
    )
    const compiled = compiledOf(await load(id))
    expect(compiled.blocked).toBeUndefined()
    expect(stepEntity(compiled, 0)?.time_zone).toBe(NY)
    expect(stepEntity(compiled, 1)?.time_zone).toBeUndefined()
    const answered = (await h().api.get(`/flows/${id}`)).body
    expect(member(entityOf(answered, "steps", 0), "time_zone")).toBe(NY)
    expect(member(entityOf(answered, "steps", 1), "time_zone")).toBeUndefined()
    expect(member(answered, "errors")).toBeUndefined()
  })

  it("an entity stored with a time_zone that is no IANA zone (saved before the entities API checked it) blocks its flows, with the reason", async () => {
    const buyer = await entity("Legacy buyer")
    const { id } = await deployed({ steps: [cappedStep({ id: buyer })] })
    const accountId = h().server.accountId
    // As an entity saved before the check reads: changed in the database.
    await h().server.run(
      Effect.gen(function* () {
        const documents = yield* Documents
        const stored = yield* documents.get("entities", accountId, buyer)
        if (stored._tag === "None") return yield* Effect.dieMessage("no entity")
        yield* documents.update("entities", accountId, buyer, { ...stored.value.body, time_zone: "Mars/Base" }, Date.now())
      })
    )
    const compiled = compiledOf(await load(id))
    expect(compiled.blocked).toContain('steps.0.entity.time_zone: Expected an IANA time zone (America/New_York), actual "Mars/Base"')
    expect(member(member((await h().api.get(`/flows/${id}`)).body, "errors"), "steps.0.entity.time_zone")).toEqual([expect.stringContaining('"Mars/Base"')])
    expect((await h().api.post(`/flows/${id}/deploy`)).status).toBe(422)
  })

  it("the cap counters show the zone a cap counts in and its window, from New York midnight", async () => {
    const buyer = await entity("Counted buyer", NY)
    const { id } = await deployed({ steps: [cappedStep({ id: buyer })] })
    const res = await fetch(`${h().server.url}/flows/${id}/sources/${h().server.accountId}/submit`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "counted@example.com" })
    })
    expect(await res.json()).toMatchObject({ outcome: "success" })
    const listed = asArray((await h().api.get(`/caps?flow_id=${id}`)).body)
    expect(listed).toHaveLength(1)
    const capId = String(member(listed[0] ?? null, "id"))
    const one = (await h().api.get(`/caps/${capId}`)).body
    const hourInNewYork = new Intl.DateTimeFormat("en-US", { timeZone: NY, hour: "2-digit", minute: "2-digit", hourCycle: "h23" })
    for (const counter of [listed[0] ?? null, one]) {
      expect(counter).toMatchObject({ count: 1, time_zone: NY, step_id: "addtz1" })
      expect(hourInNewYork.format(new Date(String(member(counter, "started_at"))))).toBe("00:00")
      expect(hourInNewYork.format(new Date(String(member(counter, "expires_at"))))).toBe("00:00")
    }
  })
})
