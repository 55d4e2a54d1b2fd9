import { describe, expect, it } from "@effect/vitest"
import { Effect, TestClock } from "effect"
import { Engine, type LeadEvent, type RecipientEvent } from "../src/index.js"
import { testIntegration } from "../src/testing/integrations.js"
import { compile, harness, lead, SOURCE_ID, sourceWith } from "./fixtures.js"

/** Groups of recipient steps (one buyer per lead) and schedules, on the memory engine. */

const BUYER = "leadflow-test.outbound.buyer"
const A = "5f00000000000000000000c1"
const B = "5f00000000000000000000c2"
const C = "5f00000000000000000000c3"
const names: Record<string, string> = { [A]: "A", [B]: "B", [C]: "C" }

/** A buyer integration that answers per recipient: `answers[name]` (default success). */
const buyers = (answers: Record<string, "success" | "failure" | "error"> = {}) =>
  testIntegration({
    id: BUYER,
    respond: (vars) => {
      const name = names[(vars["recipient"] as { id: string }).id] ?? "?"
      const outcome = answers[name] ?? "success"
      return outcome === "success" ? { outcome, price: 1 } : { outcome, reason: `${name} said ${outcome}` }
    }
  })

const member = (entityId: string, extra: Record<string, unknown> = {}) => ({
  type: "recipient" as const,
  id: `mem${names[entityId]}00`.slice(0, 6),
  entity: { id: entityId, name: names[entityId] },
  integration: { module_id: BUYER },
  ...extra
})

const group = (distribution: string, members: ReadonlyArray<Record<string, unknown>>, extra: Record<string, unknown> = {}) =>
  ({ type: "group", id: "grp001", distribution, steps: members, ...extra }) as never

/** The recipient events as [buyer name, outcome, reason]. */
const deliveries = (events: ReadonlyArray<LeadEvent>) =>
  events
    .filter((e): e is RecipientEvent => e.type === "recipient")
    .map((e) => [names[(e.vars?.["recipient"] as { id: string } | undefined)?.id ?? ""], e.outcome, e.reason])

/** The buyer name of the member a lead's group chose (member ids are `mem<name>00`), or null. */
const chosenOf = (events: ReadonlyArray<LeadEvent>): string | null => {
  const first = events.find((e) => e.type === "recipient") as Record<string, unknown> | undefined
  const chosen = (first?.["distribution"] as { chosen: string | null } | undefined)?.chosen
  return typeof chosen === "string" ? chosen.slice(3, 4) : null
}

// 2026-03-02 is a Monday.
const MONDAY_NOON_NY = Date.parse("2026-03-02T17:00:00Z")
const MONDAY_NIGHT_NY = Date.parse("2026-03-03T03:00:00Z")
const weekdays = { time_zone: "America/New_York", days: { mon: [["09:00", "17:00"]], tue: [["09:00", "17:00"]] } }

describe("a group of recipient steps", () => {
  it.effect("priority: the first member that sells takes the lead; failures and errors pass it on, later members are not offered", () => {
    const compiled = compile({ steps: [group("priority", [member(A), member(B), member(C)])] })
    const h = harness([buyers({ A: "failure", B: "success" })])
    return Effect.gen(function* () {
      const result = yield* Engine.submit(compiled, { sourceId: SOURCE_ID, data: lead })
      expect(result.outcome).toBe("success")
      expect(deliveries(result.events)).toEqual([
        ["A", "failure", "A said failure"],
        ["B", "success", null]
      ])
      const recorded = (result.events[0] as Record<string, unknown>)["distribution"]
      expect(recorded).toEqual({ group: "grp001", method: "priority", chosen: "memB00", candidates: ["memA00", "memB00", "memC00"] })
      expect((result.events[1] as Record<string, unknown>)["distribution"]).toBe(recorded)
      // The group is one step.
      expect((result.events.at(-1) as Record<string, unknown>)["step_count"]).toBe(1)
    }).pipe(Effect.provide(h.layer))
  })

  it.effect("round robin: each lead starts one member further, and a member that takes a passed-over turn is not offered first next", () => {
    const compiled = compile({ steps: [group("round_robin", [member(A), member(B), member(C)])] })
    return Effect.gen(function* () {
      const firsts: Array<string | null> = []
      for (let i = 0; i < 6; i++) firsts.push(chosenOf((yield* Engine.submit(compiled, { sourceId: SOURCE_ID, data: lead })).events))
      expect(firsts).toEqual(["A", "B", "C", "A", "B", "C"])
    }).pipe(Effect.provide(harness([buyers()]).layer))
  })

  it.effect("round robin: a member skipped by its rules is passed over, and the next lead starts after the member that took the lead", () => {
    const compiled = compile({
      steps: [
        group("round_robin", [
          member(A, { rule_set: { op: "and", rules: [{ lhv: "lead.state", op: "is equal to", rhv: "CA" }] } }),
          member(B),
          member(C)
        ])
      ]
    })
    return Effect.gen(function* () {
      const first = yield* Engine.submit(compiled, { sourceId: SOURCE_ID, data: lead })
      expect(deliveries(first.events).map(([name, outcome]) => [name, outcome])).toEqual([
        ["A", "skip"],
        ["B", "success"]
      ])
      expect((first.events[0] as Record<string, unknown>)["distribution"]).toMatchObject({ method: "round_robin", chosen: "memB00", position: 0 })
      // B took lead 1 in A's turn: lead 2 starts at C, not at B again.
      expect(chosenOf((yield* Engine.submit(compiled, { sourceId: SOURCE_ID, data: lead })).events)).toBe("C")
      expect(chosenOf((yield* Engine.submit(compiled, { sourceId: SOURCE_ID, data: { ...lead, state: "CA" } })).events)).toBe("A")
    }).pipe(Effect.provide(harness([buyers()]).layer))
  })

  it.effect("weighted: leads split in proportion to the weights", () => {
    const compiled = compile({ steps: [group("weighted", [member(A, { weight: 3 }), member(B, { weight: 1 })])] })
    return Effect.gen(function* () {
      const counts: Record<string, number> = {}
      for (let i = 0; i < 40; i++) {
        const chosen = chosenOf((yield* Engine.submit(compiled, { sourceId: SOURCE_ID, data: lead })).events) ?? "none"
        counts[chosen] = (counts[chosen] ?? 0) + 1
      }
      expect(counts).toEqual({ A: 30, B: 10 })
    }).pipe(Effect.provide(harness([buyers()]).layer))
  })

  it.effect("a full cap passes the member over; when nobody buys, every member has its event and chosen is null", () => {
    const cap = { maximum: 1, duration: 1, duration_units: "day" }
    const compiled = compile({ steps: [group("priority", [member(A, { caps: [cap] }), member(B)])] })
    return Effect.gen(function* () {
      expect(chosenOf((yield* Engine.submit(compiled, { sourceId: SOURCE_ID, data: lead })).events)).toBe("A")
      const second = yield* Engine.submit(compiled, { sourceId: SOURCE_ID, data: lead })
      expect(deliveries(second.events).map(([n, o]) => [n, o])).toEqual([
        ["A", "skip"],
        ["B", "failure"]
      ])
      expect((second.events[0] as Record<string, unknown>)["distribution"]).toMatchObject({ chosen: null })
      expect(second.outcome).toBe("success")
    }).pipe(Effect.provide(harness([buyers({ B: "failure" })]).layer))
  })
})

describe("schedules", () => {
  it.effect("a member outside its hours is skipped with `outside schedule` and the next takes the lead", () => {
    const compiled = compile({ steps: [group("priority", [member(A, { schedule: weekdays }), member(B)])] })
    return Effect.gen(function* () {
      yield* TestClock.setTime(MONDAY_NOON_NY)
      expect(chosenOf((yield* Engine.submit(compiled, { sourceId: SOURCE_ID, data: lead })).events)).toBe("A")
      yield* TestClock.setTime(MONDAY_NIGHT_NY)
      const night = yield* Engine.submit(compiled, { sourceId: SOURCE_ID, data: lead })
      expect(deliveries(night.events)).toEqual([
        ["A", "skip", "outside schedule"],
        ["B", "success", null]
      ])
    }).pipe(Effect.provide(harness([buyers()]).layer))
  })

  it.effect("a closed group skips every member; a closed recipient step is skipped; a closed filter does not apply", () => {
    const stopAll = { type: "filter", outcome: "failure", reason: "Stopped", rule_set: { op: "and", rules: [] }, schedule: weekdays }
    const compiled = compile({
      steps: [group("round_robin", [member(A), member(B)], { schedule: weekdays }), { type: "recipient", entity: { id: C }, integration: { module_id: BUYER }, schedule: weekdays }, stopAll] as never
    })
    return Effect.gen(function* () {
      yield* TestClock.setTime(MONDAY_NIGHT_NY)
      const night = yield* Engine.submit(compiled, { sourceId: SOURCE_ID, data: lead })
      expect(night.outcome).toBe("success")
      expect(night.events.map((e) => [e.type, e.outcome, e.reason])).toEqual([
        ["recipient", "skip", "outside schedule"],
        ["recipient", "skip", "outside schedule"],
        ["recipient", "skip", "outside schedule"],
        ["filter", "continue", "outside schedule"],
        ["source", "success", null]
      ])
      yield* TestClock.setTime(MONDAY_NOON_NY)
      const day = yield* Engine.submit(compiled, { sourceId: SOURCE_ID, data: lead })
      expect([day.outcome, day.reason]).toEqual(["failure", "Stopped"])
    }).pipe(Effect.provide(harness([buyers()]).layer))
  })

  it.effect("a lead reaching a source outside its hours fails with `outside schedule`, and so does a ping", () => {
    const compiled = compile({
      ping_enabled: true,
      pricing: { prices: [{ amount: 2 }] },
      sources: [sourceWith(SOURCE_ID, { schedule: weekdays } as never)],
      steps: [member(A)] as never
    })
    return Effect.gen(function* () {
      yield* TestClock.setTime(MONDAY_NIGHT_NY)
      const result = yield* Engine.submit(compiled, { sourceId: SOURCE_ID, data: lead })
      expect([result.outcome, result.reason, result.price]).toEqual(["failure", "outside schedule", 0])
      expect(result.events.map((e) => e.type)).toEqual(["source"])
      const ping = yield* Engine.ping(compiled, { sourceId: SOURCE_ID, data: lead })
      expect([ping.outcome, ping.reason]).toEqual(["failure", "outside schedule"])
      yield* TestClock.setTime(MONDAY_NOON_NY)
      expect((yield* Engine.submit(compiled, { sourceId: SOURCE_ID, data: lead })).outcome).toBe("success")
    }).pipe(Effect.provide(harness([buyers()]).layer))
  })

  it.effect("a flow with an invalid schedule is blocked: its leads end in error naming the schedule", () => {
    const compiled = compile({ steps: [member(A, { schedule: { time_zone: "Nowhere/Land", days: {} } })] as never })
    expect(compiled.blocked).toBe('invalid schedule at steps.0.schedule.time_zone: Expected an IANA time zone, actual "Nowhere/Land"')
    return Effect.gen(function* () {
      const result = yield* Engine.submit(compiled, { sourceId: SOURCE_ID, data: lead })
      expect(result.outcome).toBe("error")
    }).pipe(Effect.provide(harness([buyers()]).layer))
  })
})
