import { describe, expect, it } from "@effect/vitest"
import { Effect, TestClock } from "effect"
import { type CompiledAuction, type CompiledGroup, Engine, flowCheckIssues, type CapEncoded, type CounterKey } from "../src/index.js"
import type { CompiledRecipient } from "../src/pipeline/CompiledFlow.js"
import { testIntegration } from "../src/testing/index.js"
import { BUYER_ID, compile, flowOf, harness, lead, OTHER_SOURCE_ID, recipient, SOURCE_ID, sourceWith } from "./fixtures.js"

/**
 * Caps and ping limits of a source or step without a `time_zone` of their own count their days
 * in the time zone of that source's or step's entity (`entity.time_zone`); flow-level ones in
 * UTC; a cap's own `time_zone` always wins.
 */

const BUYER = "leadflow-test.outbound.buyer"
const NY = "America/New_York"

// 2030-01-15: New York is UTC-5, so its midnight is 05:00 UTC.
const EVENING_NY = Date.parse("2030-01-14T23:50:00Z") // 18:50 in New York, Jan 14
const AFTER_UTC_MIDNIGHT = Date.parse("2030-01-15T00:10:00Z") // 19:10 in New York, Jan 14
const BEFORE_NY_MIDNIGHT = Date.parse("2030-01-15T04:50:00Z") // 23:50 in New York, Jan 14
const AFTER_NY_MIDNIGHT = Date.parse("2030-01-15T05:10:00Z") // 00:10 in New York, Jan 15
const NY_MIDNIGHT = Date.parse("2030-01-15T05:00:00Z")
const UTC_MIDNIGHT = Date.parse("2030-01-15T00:00:00Z")
const times = [EVENING_NY, AFTER_UTC_MIDNIGHT, BEFORE_NY_MIDNIGHT, AFTER_NY_MIDNIGHT]

const daily = (extra: Partial<CapEncoded> = {}): CapEncoded => ({ id: "5f00000000000000000000c9", maximum: 1, duration: 1, duration_units: "day", ...extra })
const nyBuyer = { id: BUYER_ID, name: "Buyer", time_zone: NY }
const nySource = (extra: Record<string, unknown> = {}) => sourceWith(SOURCE_ID, { entity: { id: SOURCE_ID, name: "Seller", time_zone: NY }, ...extra })

const accepting = () => harness([testIntegration({ id: BUYER, respond: () => ({ outcome: "success" }) })])

/** The first step's outcome of a lead submitted at each of `times`. */
const stepOutcomes = (compiled: ReturnType<typeof compile>) =>
  Effect.forEach(times, (at) =>
    Effect.gen(function* () {
      yield* TestClock.setTime(at)
      const result = yield* Engine.submit(compiled, { sourceId: SOURCE_ID, data: lead })
      return result.events[0]?.outcome
    })
  )

/** The lead's outcome (with its reason when it fails) of a lead submitted at each of `times`. */
const leadOutcomes = (compiled: ReturnType<typeof compile>) =>
  Effect.forEach(times, (at) =>
    Effect.gen(function* () {
      yield* TestClock.setTime(at)
      const result = yield* Engine.submit(compiled, { sourceId: SOURCE_ID, data: lead })
      return result.outcome === "success" ? "success" : `${result.outcome}: ${result.reason}`
    })
  )

describe("caps count in their entity's time zone", () => {
  it.effect("a daily cap of a step whose entity is in New York resets at New York midnight, not UTC midnight", () => {
    const compiled = compile({ steps: [recipient(BUYER, { entity: nyBuyer, caps: [daily()] })] })
    return Effect.gen(function* () {
      expect(yield* stepOutcomes(compiled)).toEqual(["success", "skip", "skip", "success"])
    }).pipe(Effect.provide(accepting().layer))
  })

  it.effect("a cap's own time_zone wins over its entity's", () => {
    const compiled = compile({ steps: [recipient(BUYER, { entity: nyBuyer, caps: [daily({ time_zone: "UTC" })] })] })
    return Effect.gen(function* () {
      expect(yield* stepOutcomes(compiled)).toEqual(["success", "success", "skip", "skip"])
    }).pipe(Effect.provide(accepting().layer))
  })

  it.effect("a step cap without its own zone, of an entity without one, counts in UTC as before", () => {
    const compiled = compile({ steps: [recipient(BUYER, { caps: [daily()] })] })
    return Effect.gen(function* () {
      expect(yield* stepOutcomes(compiled)).toEqual(["success", "success", "skip", "skip"])
    }).pipe(Effect.provide(accepting().layer))
  })

  it.effect("a nested cap of a step counts in the step's entity zone", () => {
    const compiled = compile({ steps: [recipient(BUYER, { entity: nyBuyer, caps: [{ caps: [daily()] }] })] })
    return Effect.gen(function* () {
      expect(yield* stepOutcomes(compiled)).toEqual(["success", "skip", "skip", "success"])
    }).pipe(Effect.provide(accepting().layer))
  })

  it.effect("a source cap counts in its source's entity zone", () => {
    const compiled = compile({ sources: [nySource({ caps: [daily({ reason: "source full" })] }), sourceWith(OTHER_SOURCE_ID)] })
    return Effect.gen(function* () {
      expect(yield* leadOutcomes(compiled)).toEqual(["success", "failure: source full", "failure: source full", "success"])
    }).pipe(Effect.provide(harness().layer))
  })

  it.effect("a flow-level cap stays in UTC, whatever its sources' and steps' entities say", () => {
    const compiled = compile({
      caps: [daily({ reason: "flow full" })],
      sources: [nySource(), sourceWith(OTHER_SOURCE_ID)],
      steps: [recipient(BUYER, { entity: nyBuyer })]
    })
    return Effect.gen(function* () {
      expect(yield* leadOutcomes(compiled)).toEqual(["success", "success", "failure: flow full", "failure: flow full"])
    }).pipe(Effect.provide(accepting().layer))
  })

  it.effect("a flow-level cap with its own time_zone counts in it", () => {
    const compiled = compile({ caps: [daily({ reason: "flow full", time_zone: NY })] })
    return Effect.gen(function* () {
      expect(yield* leadOutcomes(compiled)).toEqual(["success", "failure: flow full", "failure: flow full", "success"])
    }).pipe(Effect.provide(harness().layer))
  })

  it("group members and auction buyers count in their own entity's zone", () => {
    const compiled = compile({
      steps: [
        { type: "group", id: "grp001", distribution: "priority", steps: [{ ...recipient(BUYER, { entity: nyBuyer, caps: [daily()] }), id: "memA00" }] } as never,
        {
          type: "auction",
          id: "auc001",
          buyers: [{ id: "buyA01", entity: nyBuyer, ping: { module_id: BUYER }, post: { module_id: BUYER }, caps: [daily({ id: "5f00000000000000000000ca" })] }]
        } as never
      ]
    })
    const member = (compiled.steps[0] as CompiledGroup).members[0] as CompiledRecipient
    const buyer = (compiled.steps[1] as CompiledAuction).buyers[0]?.post as CompiledRecipient
    for (const cap of [member.caps[0], buyer.caps[0]]) expect(cap?.window?.(AFTER_UTC_MIDNIGHT)).toEqual({ start: NY_MIDNIGHT - 86_400_000, end: NY_MIDNIGHT })
  })
})

describe("ping limits count in their entity's time zone", () => {
  const limit = { id: "5f00000000000000000000d1", name: "daily", maximum: 1, duration: 1, duration_units: "day" as const }
  const pingFlow = (extra = {}) => compile({ ping_enabled: true, pricing: { prices: [{ amount: 8 }] }, ...extra })
  const pings = (compiled: ReturnType<typeof compile>) =>
    Effect.forEach(times, (at) =>
      Effect.gen(function* () {
        yield* TestClock.setTime(at)
        const result = yield* Engine.ping(compiled, { sourceId: SOURCE_ID, data: lead })
        return result.outcome === "success" ? "success" : `retry after ${result.retryAfter}`
      })
    )

  it.effect("a source's ping limit resets at its entity's midnight, and says when", () => {
    const compiled = pingFlow({ sources: [nySource({ ping_limits: [limit] }), sourceWith(OTHER_SOURCE_ID)] })
    return Effect.gen(function* () {
      expect(yield* pings(compiled)).toEqual([
        "success",
        `retry after ${(NY_MIDNIGHT - AFTER_UTC_MIDNIGHT) / 1000}`,
        `retry after ${(NY_MIDNIGHT - BEFORE_NY_MIDNIGHT) / 1000}`,
        "success"
      ])
    }).pipe(Effect.provide(harness().layer))
  })

  it.effect("a source's ping limit with its own time_zone counts in it", () => {
    const compiled = pingFlow({ sources: [nySource({ ping_limits: [{ ...limit, time_zone: "UTC" }] }), sourceWith(OTHER_SOURCE_ID)] })
    return Effect.gen(function* () {
      const outcomes = yield* pings(compiled)
      expect(outcomes.slice(0, 2)).toEqual(["success", "success"])
      expect(outcomes[3]).toBe(`retry after ${(UTC_MIDNIGHT + 86_400_000 - AFTER_NY_MIDNIGHT) / 1000}`)
    }).pipe(Effect.provide(harness().layer))
  })

  it.effect("a flow's ping limit stays in UTC", () => {
    const compiled = pingFlow({ ping_limits: [limit], sources: [nySource(), sourceWith(OTHER_SOURCE_ID)] })
    return Effect.gen(function* () {
      expect((yield* pings(compiled)).slice(0, 2)).toEqual(["success", "success"])
    }).pipe(Effect.provide(harness().layer))
  })
})

describe("an entity's time zone moves windows, never counter ids", () => {
  const keyOf = (compiled: ReturnType<typeof compile>): CounterKey | undefined => (compiled.steps[0] as CompiledRecipient).caps[0]?.key?.(AFTER_UTC_MIDNIGHT)
  const withoutWindow = (key: CounterKey | undefined) => {
    const { window: _window, ...rest } = key as CounterKey
    return rest
  }

  it("gives the caps and ping limits the same ids and keys, in other windows", () => {
    const flow = (entity: Record<string, unknown>) =>
      compile({
        ping_enabled: true,
        pricing: { prices: [{ amount: 1 }] },
        sources: [sourceWith(SOURCE_ID, { entity: { id: SOURCE_ID, ...entity }, ping_limits: [{ maximum: 1, duration: 1, duration_units: "day" }] })],
        steps: [recipient(BUYER, { entity: { id: BUYER_ID, ...entity }, caps: [{ maximum: 1, duration: 1, duration_units: "day" }] })]
      })
    const utc = flow({})
    const ny = flow({ time_zone: NY })
    expect(withoutWindow(keyOf(ny))).toEqual(withoutWindow(keyOf(utc)))
    expect(keyOf(ny)?.id).toBe(keyOf(utc)?.id)
    expect(keyOf(utc)?.window).toEqual({ start: UTC_MIDNIGHT, end: UTC_MIDNIGHT + 86_400_000 })
    expect(keyOf(ny)?.window).toEqual({ start: NY_MIDNIGHT - 86_400_000, end: NY_MIDNIGHT })
    const limitOf = (compiled: ReturnType<typeof compile>) => compiled.sources.get(SOURCE_ID)?.pingLimits[0]
    expect(limitOf(ny)?.id).toBe(limitOf(utc)?.id)
    expect(limitOf(ny)?.level).toEqual(limitOf(utc)?.level)
    expect(limitOf(ny)?.window(AFTER_UTC_MIDNIGHT)).toEqual({ start: NY_MIDNIGHT - 86_400_000, end: NY_MIDNIGHT })
  })
})

describe("an entity reference's time_zone must be an IANA zone", () => {
  const bad = "Mars/Olympus_Mons"
  const flow = flowOf({
    sources: [sourceWith(SOURCE_ID, { entity: { id: SOURCE_ID, time_zone: bad } }), sourceWith(OTHER_SOURCE_ID)],
    steps: [
      recipient(BUYER, { entity: { id: BUYER_ID, time_zone: "EST5EDT-not" } }),
      { type: "group", id: "grp001", distribution: "priority", steps: [{ ...recipient(BUYER, { entity: { id: BUYER_ID, time_zone: bad } }), id: "memA00" }] } as never,
      { type: "auction", id: "auc001", buyers: [{ id: "buyA01", entity: { id: BUYER_ID, time_zone: bad }, ping: { module_id: BUYER }, post: { module_id: BUYER } }] } as never,
      recipient(BUYER, { entity: { id: BUYER_ID, time_zone: NY } })
    ]
  })

  it("is a flow issue at the reference's time_zone, for sources, steps, group members and auction buyers", () => {
    const paths = flowCheckIssues(flow)
      .filter((issue) => issue.path.endsWith("entity.time_zone"))
      .map((issue) => issue.path)
    expect(paths).toEqual(["sources.0.entity.time_zone", "steps.0.entity.time_zone", "steps.1.steps.0.entity.time_zone", "steps.2.buyers.0.entity.time_zone"])
    expect(flowCheckIssues(flow).find((issue) => issue.path === "sources.0.entity.time_zone")?.message).toContain("Mars/Olympus_Mons")
  })

  it("blocks the flow in Engine.compile, with the reason", () => {
    const compiled = Engine.compile(flowOf({ sources: [sourceWith(SOURCE_ID, { entity: { id: SOURCE_ID, time_zone: bad } })] }), [])
    expect(compiled.blocked).toContain("sources.0.entity.time_zone")
    expect(compiled.blocked).toContain("IANA")
  })

  it("lets a known zone through", () => {
    expect(flowCheckIssues(flowOf({ sources: [nySource()] })).filter((issue) => issue.path.includes("entity"))).toEqual([])
  })
})
