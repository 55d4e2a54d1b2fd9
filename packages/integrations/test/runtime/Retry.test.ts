import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer, TestClock } from "effect"
import { Counters, Credentials, Engine, makeMemoryEventStore, SuppressionLists, type IntegrationHandler, type LeadEvent, type RecipientEvent, type RetryEvent } from "@leadflow/core"
import { testIntegration } from "@leadflow/core/testing"
import { attemptRetry, RetryQueue, retryJobFrom, retryPolicy, type RetryOptions } from "../../src/runtime/Retry.js"
import { compiledFlow, lead, SOURCE_ID, type StepSpec } from "./flows.js"

const MODULE = "leadflow-testbuyer.outbound.flaky"

/** A buyer that answers error for its first `failures` calls, then success; it records the vars it got. */
const flakyBuyer = (failures: number, options: { validate?: IntegrationHandler["validate"] } = {}) => {
  const calls: Array<Readonly<Record<string, unknown>>> = []
  const handler = testIntegration({
    id: MODULE,
    validate: options.validate,
    respond: (vars) => {
      calls.push(vars)
      return calls.length <= failures
        ? { outcome: "error", reason: "Server error", appended: { attempt: calls.length } }
        : { outcome: "success", appended: { attempt: calls.length, buyer_id: "b-42" } }
    }
  })
  return { handler, calls }
}

const step = (extra: Partial<StepSpec> = {}): StepSpec => ({
  id: "flaky1",
  moduleId: MODULE,
  retry: true,
  mappings: [{ property: "url", value: "https://buyer.example.com/{{lead.email}}" }],
  ...extra
})

/** The engine in memory with `buyer`, the retry queue on top, and the stored events. */
const setup = (buyer: IntegrationHandler, options: RetryOptions = {}) => {
  const events = makeMemoryEventStore()
  const layer = RetryQueue.layer(options).pipe(
    Layer.provideMerge(Engine.memoryLayer({ integrations: [buyer], eventStore: events.store }))
  )
  return { events, layer }
}

const retries = (events: ReadonlyArray<LeadEvent>): ReadonlyArray<RetryEvent> =>
  events.filter((e): e is RetryEvent => e.type === "retry")

describe("RetryQueue", () => {
  it.effect("retries an errored delivery with backoff until it succeeds, recording a retry event per attempt", () => {
    const buyer = flakyBuyer(2)
    const { events, layer } = setup(buyer.handler)
    return Effect.gen(function* () {
      const queue = yield* RetryQueue
      const compiled = compiledFlow([step()])
      const result = yield* Engine.submit(compiled, { sourceId: SOURCE_ID, data: lead })
      expect(result.events[0]).toMatchObject({ type: "recipient", outcome: "error", reason: "Server error" })
      expect(yield* queue.scheduleRetries(compiled, result)).toBe(1)
      expect(yield* queue.pending).toBe(1)

      yield* TestClock.adjust("9 seconds")
      expect(retries(events.byLead(result.leadId))).toHaveLength(0)
      yield* TestClock.adjust("1 second")
      expect(retries(events.byLead(result.leadId)).map((e) => [e.outcome, e.retry_status])).toEqual([["error", "started"]])

      // The next attempt waits twice as long: 20 s.
      yield* TestClock.adjust("19 seconds")
      expect(retries(events.byLead(result.leadId))).toHaveLength(1)
      yield* TestClock.adjust("1 second")
      const done = retries(events.byLead(result.leadId))
      expect(done.map((e) => [e.outcome, e.retry_status])).toEqual([
        ["error", "started"],
        ["success", "completed"]
      ])
      const original = result.events[0] as LeadEvent
      expect(done[1]).toMatchObject({
        type: "retry",
        reason: null,
        step_id: "flaky1",
        key: "testbuyer",
        module_id: MODULE,
        package_version: "0.0.0",
        retry_attempt: 2,
        recipient_event_id: original.id,
        start_timestamp: 30_000,
        testbuyer: { outcome: "success", attempt: 3, buyer_id: "b-42" },
        transactions: []
      })
      expect(done[1]?.id).not.toBe(original.id)
      expect(done[1]?.vars).toBe(original.vars)
      expect(yield* queue.pending).toBe(0)

      // Every attempt got the same request variables as the original delivery.
      expect(buyer.calls).toHaveLength(3)
      for (const vars of buyer.calls) {
        expect(vars["url"]).toBe("https://buyer.example.com/jane@example.com")
        expect(vars["event_id"]).toBe(original.id)
        expect(vars["recipient"]).toEqual({ id: "5f00000000000000000000b0", name: "Buyer flaky1" })
        expect(vars["testbuyer"]).toBeUndefined()
      }

      yield* TestClock.adjust("1 hour")
      expect(buyer.calls).toHaveLength(3)
    }).pipe(Effect.provide(layer))
  })

  it.effect("stops after the last attempt, recording it as completed with its error", () => {
    const buyer = flakyBuyer(Number.POSITIVE_INFINITY)
    const { events, layer } = setup(buyer.handler, { maxAttempts: 3 })
    return Effect.gen(function* () {
      const queue = yield* RetryQueue
      const compiled = compiledFlow([step()])
      const result = yield* Engine.submit(compiled, { sourceId: SOURCE_ID, data: lead })
      yield* queue.scheduleRetries(compiled, result)
      yield* TestClock.adjust("70 seconds") // 10 + 20 + 40
      expect(retries(events.byLead(result.leadId)).map((e) => [e.outcome, e.retry_status, e.reason])).toEqual([
        ["error", "started", "Server error"],
        ["error", "started", "Server error"],
        ["error", "completed", "Server error"]
      ])
      yield* TestClock.adjust("1 day")
      expect(buyer.calls).toHaveLength(4)
      expect(yield* queue.pending).toBe(0)
    }).pipe(Effect.provide(layer))
  })

  it.effect("waits at most 15 minutes between attempts", () => {
    const buyer = flakyBuyer(Number.POSITIVE_INFINITY)
    const { layer } = setup(buyer.handler)
    return Effect.gen(function* () {
      const queue = yield* RetryQueue
      const compiled = compiledFlow([step()])
      const result = yield* Engine.submit(compiled, { sourceId: SOURCE_ID, data: lead })
      yield* queue.scheduleRetries(compiled, result)
      // Waits: 10, 20, 40, 80, 160, 320, 640, then 900 (not 1280), 900, 900 s: 3970 s in all.
      yield* TestClock.adjust("3969 seconds")
      expect(buyer.calls).toHaveLength(1 + 9)
      yield* TestClock.adjust("1 second")
      expect(buyer.calls).toHaveLength(1 + 10)
    }).pipe(Effect.provide(layer))
  })

  it.effect("ends with skip when validate now refuses the step", () => {
    let validations = 0
    const buyer = flakyBuyer(Number.POSITIVE_INFINITY, { validate: () => (++validations > 1 ? "buyer paused" : undefined) })
    const { events, layer } = setup(buyer.handler)
    return Effect.gen(function* () {
      const queue = yield* RetryQueue
      const compiled = compiledFlow([step()])
      const result = yield* Engine.submit(compiled, { sourceId: SOURCE_ID, data: lead })
      yield* queue.scheduleRetries(compiled, result)
      yield* TestClock.adjust("10 seconds")
      expect(retries(events.byLead(result.leadId)).map((e) => [e.outcome, e.retry_status, e.reason])).toEqual([
        ["skip", "completed", "buyer paused"]
      ])
      expect(buyer.calls).toHaveLength(1)
    }).pipe(Effect.provide(layer))
  })

  it.effect("ends with skip, outside schedule, when the step's schedule has closed by the attempt", () => {
    // The test clock starts on Thursday 1970-01-01 00:00 UTC: the step is open for its first minute.
    const buyer = flakyBuyer(1)
    const { events, layer } = setup(buyer.handler, { firstDelay: "2 minutes" })
    return Effect.gen(function* () {
      const queue = yield* RetryQueue
      const compiled = compiledFlow([step({ schedule: { time_zone: "UTC", days: { thu: [["00:00", "00:01"]] } } })])
      const result = yield* Engine.submit(compiled, { sourceId: SOURCE_ID, data: lead })
      expect(result.events[0]).toMatchObject({ type: "recipient", outcome: "error" })
      expect(yield* queue.scheduleRetries(compiled, result)).toBe(1)
      yield* TestClock.adjust("2 minutes")
      expect(retries(events.byLead(result.leadId)).map((e) => [e.outcome, e.retry_status, e.reason])).toEqual([
        ["skip", "completed", "outside schedule"]
      ])
      // Only the original delivery reached the buyer, and no attempt follows.
      yield* TestClock.adjust("1 hour")
      expect(buyer.calls).toHaveLength(1)
      expect(yield* queue.pending).toBe(0)
    }).pipe(Effect.provide(layer))
  })

  it.effect("an attempt reads the schedule and rule set of the step it is given (the flow deployed at the attempt)", () => {
    const buyer = flakyBuyer(1)
    const { layer } = setup(buyer.handler)
    return Effect.gen(function* () {
      const compiled = compiledFlow([step()])
      const result = yield* Engine.submit(compiled, { sourceId: SOURCE_ID, data: lead })
      const original = result.events[0] as RecipientEvent
      expect(original).toMatchObject({ type: "recipient", outcome: "error" })
      const ports = { credentials: yield* Credentials, lists: yield* SuppressionLists, counters: yield* Counters }
      const attempt = (spec: Parameters<typeof step>[0]) =>
        Effect.gen(function* () {
          const redeployed = compiledFlow([step(spec)]).steps[0]
          if (redeployed?.kind !== "recipient") throw new Error("a recipient step")
          return (yield* attemptRetry(retryJobFrom(result.leadId, redeployed, original, ports), 1, retryPolicy())).event
        })
      // Closed all the time now: skipped, nothing sent, nothing counted.
      const capped = [{ maximum: 1, duration: 1, duration_units: "day" }]
      expect(yield* attempt({ schedule: { time_zone: "UTC", days: {} }, caps: capped })).toMatchObject({ outcome: "skip", reason: "outside schedule", retry_status: "completed" })
      // A rule the lead fails now (read on the vars its event recorded): skipped with the rule's reason.
      const fails = yield* attempt({ rule_set: { op: "and", rules: [{ lhv: "lead.email", op: "is equal to", rhv: "other@example.com" }] }, caps: capped })
      expect(fails).toMatchObject({ outcome: "skip", retry_status: "completed" })
      expect(fails.reason).toEqual(expect.stringContaining("lead.email"))
      expect(buyer.calls).toHaveLength(1)
      // A rule it passes, on a step open now: delivered, and the cap had its room.
      const passes = { op: "and", rules: [{ lhv: "lead.email", op: "is equal to", rhv: "jane@example.com" }] }
      expect(yield* attempt({ rule_set: passes, schedule: { time_zone: "UTC", days: { thu: [["00:00", "24:00"]] } }, caps: capped })).toMatchObject({ outcome: "success" })
      expect(buyer.calls).toHaveLength(2)
    }).pipe(Effect.provide(layer))
  })

  it.effect("an attempt's rules and request leave out the step's own earlier answer, also in an event read back from storage", () => {
    const buyer = flakyBuyer(1)
    const { layer } = setup(buyer.handler)
    return Effect.gen(function* () {
      const result = yield* Engine.submit(compiledFlow([step()]), { sourceId: SOURCE_ID, data: lead })
      const recorded = result.events[0] as RecipientEvent
      expect(recorded).toMatchObject({ type: "recipient", outcome: "error", testbuyer: { attempt: 1 }, vars: { testbuyer: { attempt: 1 } } })
      // As the durable queue reads it: JSON from the database, no object shared with its vars.
      const stored = JSON.parse(JSON.stringify(recorded)) as RecipientEvent
      const ports = { credentials: yield* Credentials, lists: yield* SuppressionLists, counters: yield* Counters }
      // The original call saw no answer of its own: a rule on it passes, as it did then.
      const unanswered = { op: "and", rules: [{ lhv: "testbuyer.attempt", op: "is blank" }, { lhv: "appended.testbuyer.attempt", op: "is blank" }] }
      const retried = compiledFlow([step({ rule_set: unanswered })]).steps[0]
      if (retried?.kind !== "recipient") throw new Error("a recipient step")
      for (const original of [recorded, stored])
        expect((yield* attemptRetry(retryJobFrom(result.leadId, retried, original, ports), 1, retryPolicy())).event).toMatchObject({ outcome: "success" })
      expect(buyer.calls).toHaveLength(3)
      expect(buyer.calls.map((vars) => vars["testbuyer"])).toEqual([undefined, undefined, undefined])
    }).pipe(Effect.provide(layer))
  })

  it.effect("an attempt acts for the lead's account, whatever a mapping of the step it is given says", () => {
    const buyer = flakyBuyer(1)
    const { layer } = setup(buyer.handler)
    return Effect.gen(function* () {
      const account = { id: "5f0000000000000000000a01", name: "Owner" }
      const result = yield* Engine.submit(compiledFlow([step()]), { sourceId: SOURCE_ID, data: lead, account })
      const original = result.events[0] as RecipientEvent
      expect(original).toMatchObject({ type: "recipient", outcome: "error" })
      const ports = { credentials: yield* Credentials, lists: yield* SuppressionLists, counters: yield* Counters }
      // A step stored with a mapping of the account (saves refuse one; a run puts the flow's back).
      const mapped = compiledFlow([step({ mappings: [...(step().mappings ?? []), { property: "account.id", value: "5f0000000000000000000a02" }] })]).steps[0]
      if (mapped?.kind !== "recipient") throw new Error("a recipient step")
      expect((yield* attemptRetry(retryJobFrom(result.leadId, mapped, original, ports), 1, retryPolicy())).event).toMatchObject({ outcome: "success" })
      expect(buyer.calls.map((vars) => vars["account"])).toEqual([account, account])
    }).pipe(Effect.provide(layer))
  })

  it.effect("counts an attempt against the step's caps: a full cap ends the retry in skip", () => {
    // Three leads fail at first; then the buyer answers success. The step takes 2 a day.
    const buyer = flakyBuyer(3)
    const { events, layer } = setup(buyer.handler)
    return Effect.gen(function* () {
      const queue = yield* RetryQueue
      const compiled = compiledFlow([step({ caps: [{ maximum: 2, duration: 1, duration_units: "day" }] })])
      const leads: Array<string> = []
      for (let i = 0; i < 3; i++) {
        const result = yield* Engine.submit(compiled, { sourceId: SOURCE_ID, data: lead })
        expect(result.events[0]).toMatchObject({ type: "recipient", outcome: "error" })
        expect(yield* queue.scheduleRetries(compiled, result)).toBe(1)
        leads.push(result.leadId)
      }
      yield* TestClock.adjust("10 seconds")
      // The three attempts run at once: two take the cap's room, one finds it full.
      const outcomes = leads.flatMap((id) => retries(events.byLead(id)).map((e) => [e.outcome, e.retry_status, e.reason]))
      expect(outcomes.sort()).toEqual([
        ["skip", "completed", "Cap reached"],
        ["success", "completed", null],
        ["success", "completed", null]
      ])
      // The skipped one was never sent again: the buyer got 3 failed calls and 2 retried ones.
      expect(buyer.calls).toHaveLength(5)
      // A new lead the same day finds the cap full too.
      const later = yield* Engine.submit(compiled, { sourceId: SOURCE_ID, data: lead })
      expect(later.events[0]).toMatchObject({ type: "recipient", outcome: "skip", reason: "Cap reached" })
    }).pipe(Effect.provide(layer))
  })

  it.effect("an attempt that fails again gives its cap count back", () => {
    const buyer = flakyBuyer(2)
    const { events, layer } = setup(buyer.handler)
    return Effect.gen(function* () {
      const queue = yield* RetryQueue
      const compiled = compiledFlow([step({ caps: [{ maximum: 1, duration: 1, duration_units: "day" }] })])
      const result = yield* Engine.submit(compiled, { sourceId: SOURCE_ID, data: lead })
      yield* queue.scheduleRetries(compiled, result)
      yield* TestClock.adjust("30 seconds") // attempts at 10 s (error) and 30 s (success)
      expect(retries(events.byLead(result.leadId)).map((e) => e.outcome)).toEqual(["error", "success"])
      const later = yield* Engine.submit(compiled, { sourceId: SOURCE_ID, data: lead })
      expect(later.events[0]).toMatchObject({ type: "recipient", outcome: "skip", reason: "Cap reached" })
    }).pipe(Effect.provide(layer))
  })

  it.effect("queues only errored steps that have retry enabled", () => {
    const failing = flakyBuyer(Number.POSITIVE_INFINITY)
    const { layer } = setup(failing.handler)
    return Effect.gen(function* () {
      const queue = yield* RetryQueue
      const off = compiledFlow([step({ retry: false })])
      expect(yield* queue.scheduleRetries(off, yield* Engine.submit(off, { sourceId: SOURCE_ID, data: lead }))).toBe(0)
      const two = compiledFlow([step(), step({ id: "flaky2" }), step({ id: "flaky3", retry: false })])
      expect(yield* queue.scheduleRetries(two, yield* Engine.submit(two, { sourceId: SOURCE_ID, data: lead }))).toBe(2)
    }).pipe(Effect.provide(layer))
  })

  it.effect("leaves successful deliveries alone", () => {
    const fine = flakyBuyer(0)
    const { layer } = setup(fine.handler)
    return Effect.gen(function* () {
      const queue = yield* RetryQueue
      const compiled = compiledFlow([step()])
      expect(yield* queue.scheduleRetries(compiled, yield* Engine.submit(compiled, { sourceId: SOURCE_ID, data: lead }))).toBe(0)
    }).pipe(Effect.provide(layer))
  })

  it.effect("drops pending retries when its scope closes", () => {
    const buyer = flakyBuyer(Number.POSITIVE_INFINITY)
    const { events, layer } = setup(buyer.handler)
    return Effect.gen(function* () {
      const compiled = compiledFlow([step()])
      const leadId = yield* Effect.scoped(
        Effect.gen(function* () {
          const context = yield* Layer.build(layer)
          const queue = yield* Effect.provide(RetryQueue, context)
          const result = yield* Engine.submit(compiled, { sourceId: SOURCE_ID, data: lead }).pipe(Effect.provide(context))
          expect(yield* queue.scheduleRetries(compiled, result).pipe(Effect.provide(context))).toBe(1)
          return result.leadId
        })
      )
      yield* TestClock.adjust("1 hour")
      expect(retries(events.byLead(leadId))).toHaveLength(0)
      expect(buyer.calls).toHaveLength(1)
    })
  })
})
