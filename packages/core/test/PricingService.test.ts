import { describe, expect, it } from "@effect/vitest"
import { Effect, Fiber, Schema, TestClock } from "effect"
import {
  Credential,
  Engine,
  IntegrationError,
  makeMemoryEventStore,
  memoryLayer,
  PricingService,
  type LeadEvent,
  type PricingServiceEncoded,
  type SourceEvent
} from "../src/index.js"
import { testIntegration } from "../src/testing/index.js"
import { compile, lead, OTHER_SOURCE_ID, SOURCE_ID, sourceWith } from "./fixtures.js"

const SERVICE_ID = "5f00000000000000000000e1"
const PRICER = "leadflow-pricer.outbound.quote"

const service = (extra: Partial<PricingServiceEncoded> = {}): PricingService =>
  Schema.decodeUnknownSync(PricingService)({
    id: SERVICE_ID,
    name: "Quotes",
    integration: { module_id: PRICER, mappings: [{ property: "quote_for", value: "state {{lead.state}}" }] },
    ...extra
  })

const sourceEventOf = (events: ReadonlyArray<LeadEvent>): SourceEvent => {
  const found = events.find((e): e is SourceEvent => e.type === "source")
  if (found === undefined) throw new Error("no source event")
  return found
}

/** The memory engine with one pricing service answering through `respond`. */
const engine = (respond: Parameters<typeof testIntegration>[0]["respond"], services = [service()]) => {
  const events = makeMemoryEventStore()
  return {
    events,
    layer: memoryLayer({ integrations: [testIntegration({ id: PRICER, respond })], pricingServices: services, eventStore: events.store })
  }
}

// No flow pricing beside the service: it would never act, and a flow with it is blocked.
const priced = (fallback = 1.5) => compile({ pricing_service: { service_id: SERVICE_ID, fallback_price: fallback } })

describe("pricing services", () => {
  it.effect("the service's price is the lead's price, recorded on the source event", () => {
    const seen: Array<Record<string, unknown>> = []
    const { layer } = engine((vars) => {
      seen.push({ ...vars })
      return { price: vars["quote_for"] === "state TX" ? 12.25 : 4 }
    })
    return Effect.gen(function* () {
      const result = yield* Engine.submit(priced(), { sourceId: SOURCE_ID, data: lead, account: { id: "acct-1" } })
      expect([result.outcome, result.price]).toEqual(["success", 12.25])
      // The service is called with the lead through its mappings, for the flow's account.
      expect(seen[0]).toMatchObject({ quote_for: "state TX", account: { id: "acct-1" } })
      const event = sourceEventOf(result.events)
      expect(event.purchase_price).toBe(12.25)
      expect(event.pricing_service).toEqual({ service_id: SERVICE_ID, outcome: "success", price: 12.25, ms: expect.any(Number) })
    }).pipe(Effect.provide(layer))
  })

  it.effect("a source's pricing service prices its leads when the flow has none", () => {
    const { layer } = engine(() => ({ price: 6 }))
    const compiled = compile({
      sources: [
        sourceWith(SOURCE_ID, { pricing_service: { service_id: SERVICE_ID, fallback_price: 1 } }),
        sourceWith(OTHER_SOURCE_ID)
      ]
    })
    return Effect.gen(function* () {
      expect((yield* Engine.submit(compiled, { sourceId: SOURCE_ID, data: lead })).price).toBe(6)
      const other = yield* Engine.submit(compiled, { sourceId: OTHER_SOURCE_ID, data: lead })
      expect(other.price).toBe(0)
      expect(sourceEventOf(other.events).pricing_service).toBeUndefined()
    }).pipe(Effect.provide(layer))
  })

  it.effect("a service's credential of another package is never handed to it: the fallback price, with the reason", () => {
    let calls = 0
    const credential = { id: "5f00000000000000000000c9", package: "leadflow-custom", type: "user", username: "u", password: "p" }
    const withCredential = service({
      integration: { module_id: PRICER, mappings: [{ property: "credential_id", value: credential.id }] }
    })
    const layer = memoryLayer({
      integrations: [
        testIntegration({
          id: PRICER,
          respond: () => {
            calls++
            return { price: 9 }
          }
        })
      ],
      pricingServices: [withCredential],
      credentials: [Schema.decodeUnknownSync(Credential)(credential)]
    })
    return Effect.gen(function* () {
      const result = yield* Engine.submit(priced(2), { sourceId: SOURCE_ID, data: lead })
      expect([result.outcome, result.price, calls]).toEqual(["success", 2, 0])
      expect(sourceEventOf(result.events).pricing_service).toMatchObject({
        outcome: "error",
        price: 2,
        reason: "credential of the package leadflow-custom cannot be sent through leadflow-pricer"
      })
    }).pipe(Effect.provide(layer))
  })

  it.effect("a service that fails, errs, throws or answers no price gives the fallback price, with the reason", () => {
    const answers: Array<Parameters<typeof testIntegration>[0]["respond"]> = [
      () => ({ outcome: "failure", reason: "no quote today" }),
      () => Effect.fail(new IntegrationError({ reason: "connection refused" })),
      () => {
        throw new Error("boom")
      },
      () => ({ outcome: "success" })
    ]
    return Effect.gen(function* () {
      const recorded: Array<unknown> = []
      for (const respond of answers) {
        const result = yield* Engine.submit(priced(1.5), { sourceId: SOURCE_ID, data: lead }).pipe(Effect.provide(engine(respond).layer))
        expect([result.outcome, result.price]).toEqual(["success", 1.5])
        const call = sourceEventOf(result.events).pricing_service
        recorded.push([call?.outcome, call?.price, call?.reason])
      }
      expect(recorded).toEqual([
        ["failure", 1.5, "no quote today"],
        ["error", 1.5, "connection refused"],
        ["error", 1.5, "integration failed: boom"],
        ["error", 1.5, "the pricing service answered no price"]
      ])
    })
  })

  it.effect("a service past its timeout gives the fallback price and the lead goes on", () => {
    const { layer } = engine(() => Effect.never)
    return Effect.gen(function* () {
      const fiber = yield* Effect.fork(Engine.submit(priced(2), { sourceId: SOURCE_ID, data: lead }))
      yield* TestClock.adjust("11 seconds")
      const result = yield* Fiber.join(fiber)
      expect([result.outcome, result.price]).toEqual(["success", 2])
      expect(sourceEventOf(result.events).pricing_service).toMatchObject({
        service_id: SERVICE_ID,
        outcome: "error",
        price: 2,
        reason: "timed out after 10 s"
      })
    }).pipe(Effect.provide(layer))
  })

  it.effect("the service's mapped timeout_seconds bounds the call", () => {
    const slow = service({
      integration: { module_id: PRICER, mappings: [{ property: "timeout_seconds", value: "2" }] }
    })
    const { layer } = engine(() => Effect.never, [slow])
    return Effect.gen(function* () {
      const fiber = yield* Effect.fork(Engine.submit(priced(2), { sourceId: SOURCE_ID, data: lead }))
      yield* TestClock.adjust("3 seconds")
      const result = yield* Fiber.join(fiber)
      expect(sourceEventOf(result.events).pricing_service?.reason).toBe("timed out after 2 s")
    }).pipe(Effect.provide(layer))
  })

  it.effect("an unknown service gives the fallback price", () => {
    const { layer } = engine(() => ({ price: 9 }), [])
    return Effect.gen(function* () {
      const result = yield* Engine.submit(priced(0.75), { sourceId: SOURCE_ID, data: lead })
      expect(result.price).toBe(0.75)
      expect(sourceEventOf(result.events).pricing_service).toMatchObject({
        outcome: "error",
        reason: `unknown pricing service ${SERVICE_ID}`
      })
    }).pipe(Effect.provide(layer))
  })

  it.effect("a ping bids the service's price", () => {
    const { layer } = engine(() => ({ price: 7 }))
    const compiled = compile({ ping_enabled: true, pricing_service: { service_id: SERVICE_ID, fallback_price: 0 } })
    return Effect.gen(function* () {
      const bid = yield* Engine.ping(compiled, { sourceId: SOURCE_ID, data: lead })
      expect([bid.outcome, bid.price]).toEqual(["success", 7])
      expect(sourceEventOf(bid.events).pricing_service).toMatchObject({ outcome: "success", price: 7 })
    }).pipe(Effect.provide(layer))
  })
})
