import { Effect, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { Engine } from "../Engine.js"
import type { EngineServices } from "./Env.js"
import { Flow, type FlowEncoded } from "../model/Flow.js"
import { Counters } from "../ports/Counters.js"
import { BUYER_ID, compile, FLOW_ID, fields, flowOf, lead, OTHER_SOURCE_ID, SOURCE_ID } from "../../test/fixtures.js"
import { flowLimitScope, sourceLimitScopes } from "./LimitIds.js"

/**
 * Caps and ping limits without an `id` count under a default id (`LimitIds.ts`): unique to one
 * flow, one source and one step, and the same when the same flow is compiled again. Two sources
 * of one entity (told apart by their short ids) once shared one counter, as did two flows
 * compiled without an `id`: one's leads filled the other's cap.
 */

const dailyCap = (maximum: number) => [{ maximum, duration: 1, duration_units: "day" as const }]
const dailyPings = (maximum: number) => [{ maximum, duration: 1, duration_units: "day" as const }]
const seller = (extra: Record<string, unknown> = {}) => ({
  entity: { id: SOURCE_ID, name: "Seller" },
  integration: { module_id: "leadflow-standard.inbound" },
  ...extra
})

/** A flow document without an `id`. */
const withoutId = (extra: Partial<FlowEncoded>): Flow => {
  const { id: _id, ...rest } = Schema.encodeSync(Flow)(flowOf(extra))
  return Schema.decodeUnknownSync(Flow)(rest)
}

const run = <A, E>(program: Effect.Effect<A, E, EngineServices>) => Effect.runPromise(Effect.provide(program, Engine.memoryLayer()))

describe("default cap and ping-limit ids", () => {
  it("each source's cap counts its own leads (two sources of one entity)", async () => {
    const compiled = compile({ sources: [seller({ id: "web001", caps: dailyCap(1) }), seller({ caps: dailyCap(1) })] })
    expect(compiled.blocked).toBeUndefined()
    const results = await run(
      Effect.gen(function* () {
        const first = yield* Engine.submit(compiled, { sourceId: "web001", data: lead })
        // The other source's first lead of the day: its own cap (1 a day) has room.
        const second = yield* Engine.submit(compiled, { sourceId: SOURCE_ID, data: lead })
        const third = yield* Engine.submit(compiled, { sourceId: SOURCE_ID, data: lead })
        return [first, second, third]
      })
    )
    expect(results.map((r) => [r.outcome, r.reason])).toEqual([
      ["success", undefined],
      ["success", undefined],
      ["failure", "Cap reached"]
    ])
  })

  it("each source's ping limit counts its own pings (two sources of one entity)", async () => {
    const compiled = compile({
      ping_enabled: true,
      pricing: { prices: [{ amount: 1 }] },
      sources: [seller({ id: "web001", ping_limits: dailyPings(1) }), seller({ ping_limits: dailyPings(1) })]
    })
    expect(compiled.blocked).toBeUndefined()
    const results = await run(
      Effect.gen(function* () {
        const first = yield* Engine.ping(compiled, { sourceId: "web001", data: lead })
        const second = yield* Engine.ping(compiled, { sourceId: SOURCE_ID, data: lead })
        const third = yield* Engine.ping(compiled, { sourceId: SOURCE_ID, data: lead })
        return [first, second, third]
      })
    )
    expect(results[0]?.retryAfter).toBeUndefined()
    expect({ reason: results[1]?.reason, retryAfter: results[1]?.retryAfter }).toEqual({ reason: undefined, retryAfter: undefined })
    expect(results[2]?.retryAfter).toBeGreaterThan(0)
  })

  it("a flow with two sources of one entity and one short id is blocked: each lead an error naming the later source", async () => {
    const compiled = compile({ sources: [seller({ id: "web001", caps: dailyCap(1) }), seller({ id: "web001", caps: dailyCap(1) })] })
    expect(compiled.blocked).toContain("sources.1.id: sources.0 has this entity and this short id too")
    const results = await run(
      Effect.gen(function* () {
        // Without the check both ran: the entity id reached the later source, the short id the earlier.
        const byShortId = yield* Engine.submit(compiled, { sourceId: "web001", data: lead })
        const byEntity = yield* Engine.submit(compiled, { sourceId: SOURCE_ID, data: lead })
        return [byShortId, byEntity]
      })
    )
    expect(results.map((r) => r.outcome)).toEqual(["error", "error"])
  })

  it("a flow with two sources of different entities and one short id is blocked: the short id reaches only the first", async () => {
    const other = (extra: Record<string, unknown>) => ({ ...seller(extra), entity: { id: OTHER_SOURCE_ID, name: "Other seller" } })
    const compiled = compile({
      sources: [
        seller({ id: "web001", pricing: { prices: [{ amount: 1 }] } }),
        // Meant for the other seller, who must authenticate: its submissions to web001 ran the first
        // source instead (no authentication, its price, its entity on every event), and with a later
        // source of its entity taking the entity id it was never reached at all.
        other({ id: "web001", authentication_required: true, pricing: { prices: [{ amount: 5 }] } }),
        other({ id: "web002" })
      ]
    })
    expect(compiled.blocked).toContain(
      "sources.1.id: sources.0 has this short id too: submissions to web001 reach only that one, whatever its entity"
    )
    const result = await run(Engine.submit(compiled, { sourceId: "web001", data: lead }))
    expect([result.outcome, result.price]).toEqual(["error", 0])
    expect(result.reason).toContain("sources.1.id")
  })

  it("a flow with two steps under one id is blocked: their caps without an id shared one count", async () => {
    const buyer = (id: string) => ({
      type: "recipient" as const,
      id,
      entity: { id: BUYER_ID, name: "Buyer" },
      integration: { module_id: "leadflow-standard.outbound.json" },
      caps: dailyCap(1)
    })
    const compiled = compile({ steps: [buyer("buy001"), buyer("buy001")] })
    // Both caps count under <flow>.buy001.cap0: the first step's lead filled the second's cap.
    expect(compiled.steps.map((step) => (step.kind === "recipient" ? step.caps.map((c) => c.id) : []))).toEqual([
      [`${FLOW_ID}.buy001.cap0`],
      [`${FLOW_ID}.buy001.cap0`]
    ])
    expect(compiled.blocked).toContain("steps.1.id: steps.0 has the id buy001 too")
    const result = await run(Engine.submit(compiled, { sourceId: SOURCE_ID, data: lead }))
    expect(result.outcome).toBe("error")
    expect(result.reason).toContain("steps.1.id")
  })

  it("two different flows compiled without an id count their caps apart, in one engine", async () => {
    const one = Engine.compile(withoutId({ name: "One", caps: dailyCap(1) }), fields)
    const two = Engine.compile(withoutId({ name: "Two", caps: dailyCap(1) }), fields)
    expect(one.caps[0]?.id).not.toBe(two.caps[0]?.id)
    const results = await run(
      Effect.gen(function* () {
        const first = yield* Engine.submit(one, { sourceId: SOURCE_ID, data: lead })
        const second = yield* Engine.submit(two, { sourceId: SOURCE_ID, data: lead })
        return [first, second]
      })
    )
    expect(results.map((r) => [r.outcome, r.reason])).toEqual([
      ["success", undefined],
      ["success", undefined]
    ])
  })

  it("two different flows compiled without an id count their ping limits apart, in one engine", async () => {
    const pinged = (name: string) =>
      Engine.compile(withoutId({ name, ping_enabled: true, pricing: { prices: [{ amount: 1 }] }, ping_limits: dailyPings(1) }), fields)
    const [one, two] = [pinged("One"), pinged("Two")]
    const results = await run(
      Effect.gen(function* () {
        const first = yield* Engine.ping(one, { sourceId: SOURCE_ID, data: lead })
        const second = yield* Engine.ping(two, { sourceId: SOURCE_ID, data: lead })
        return [first, second]
      })
    )
    expect(results.map((r) => r.retryAfter)).toEqual([undefined, undefined])
  })

  it("the same flow compiled again counts under the same ids (with or without a flow id)", async () => {
    const document = () => withoutId({ caps: dailyCap(1), sources: [seller({ id: "web001", caps: dailyCap(5) })] })
    const [first, again] = [Engine.compile(document(), fields), Engine.compile(document(), fields)]
    expect(again.caps.map((c) => c.id)).toEqual(first.caps.map((c) => c.id))
    expect(again.sources.get("web001")?.caps.map((c) => c.id)).toEqual(first.sources.get("web001")?.caps.map((c) => c.id))
    const results = await run(
      Effect.gen(function* () {
        const a = yield* Engine.submit(first, { sourceId: "web001", data: lead })
        const b = yield* Engine.submit(again, { sourceId: "web001", data: lead })
        return [a, b]
      })
    )
    // The flow's cap (1 a day) holds across the two compilations of one flow.
    expect(results.map((r) => [r.outcome, r.reason])).toEqual([
      ["success", undefined],
      ["failure", "Cap reached"]
    ])
  })

  it("a flow with an id keeps the ids it always had: <flow>.flow, <flow>.<step id>, <flow>.<entity id>", async () => {
    const compiled = compile({
      caps: [{ ...dailyCap(9)[0], caps: dailyCap(3) }],
      ping_enabled: true,
      pricing: { prices: [{ amount: 1 }] },
      ping_limits: dailyPings(9),
      sources: [
        seller({ caps: dailyCap(9), ping_limits: dailyPings(9) }),
        { entity: { id: OTHER_SOURCE_ID }, id: "web002", integration: { module_id: "leadflow-standard.inbound" }, caps: dailyCap(9) }
      ],
      steps: [{ type: "recipient", entity: { id: BUYER_ID }, integration: { module_id: "leadflow-standard.outbound.json" }, caps: dailyCap(9) }]
    })
    expect(compiled.caps.map((c) => [c.id, c.children.map((child) => child.id)])).toEqual([[`${FLOW_ID}.flow.cap0`, [`${FLOW_ID}.flow.cap0.0`]]])
    expect(compiled.pingLimits.map((l) => l.id)).toEqual([`${FLOW_ID}.flow.ping_limit0`])
    expect(compiled.sources.get(SOURCE_ID)?.caps.map((c) => c.id)).toEqual([`${FLOW_ID}.${SOURCE_ID}.cap0`])
    expect(compiled.sources.get(SOURCE_ID)?.pingLimits.map((l) => l.id)).toEqual([`${FLOW_ID}.${SOURCE_ID}.ping_limit0`])
    // A source with a short id is told apart by it.
    expect(compiled.sources.get("web002")?.caps.map((c) => c.id)).toEqual([`${FLOW_ID}.${OTHER_SOURCE_ID}/web002.cap0`])
    const step = compiled.steps[0]
    expect(step?.kind === "recipient" ? step.caps.map((c) => c.id) : []).toEqual([`${FLOW_ID}.step0.cap0`])
    // The counters carry them.
    const listed = await run(
      Effect.gen(function* () {
        yield* Engine.submit(compiled, { sourceId: SOURCE_ID, data: lead })
        return yield* Effect.flatMap(Counters, (counters) => counters.list({ now: Date.now(), kind: "cap" }))
      })
    )
    expect(listed.map((r) => r.id)).toEqual([`${FLOW_ID}.${SOURCE_ID}.cap0`, `${FLOW_ID}.flow.cap0`, `${FLOW_ID}.flow.cap0.0`])
  })
})

describe("sourceLimitScopes and flowLimitScope", () => {
  it("tell every source apart, and give a flow without an id a digest of its document", () => {
    expect(
      sourceLimitScopes([
        { entityId: "e1", shortId: undefined },
        { entityId: "e1", shortId: "web001" },
        { entityId: "e1", shortId: undefined },
        { entityId: undefined, shortId: undefined }
      ])
    ).toEqual(["e1", "e1/web001", "e1#2", "sources.3"])
    expect(flowLimitScope({ id: "5f0000000000000000000001" })).toBe("5f0000000000000000000001")
    // The same document in any key order reads the same; another one does not.
    const a = flowLimitScope({ name: "A", steps: [], sources: [] } as { readonly id?: string })
    expect(a).toMatch(/^flow-[0-9a-f]{16}$/)
    expect(flowLimitScope({ sources: [], steps: [], name: "A" } as { readonly id?: string })).toBe(a)
    expect(flowLimitScope({ name: "B", steps: [], sources: [] } as { readonly id?: string })).not.toBe(a)
  })
})
