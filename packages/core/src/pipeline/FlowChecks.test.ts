import { Effect, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { Engine } from "../Engine.js"
import { Flow } from "../model/Flow.js"
import { blockedReason, flowCheckIssues } from "./FlowChecks.js"

const SOURCE = "5f00000000000000000000a1"
const CAP = "5f00000000000000000000c1"
const fields = [
  { id: "email", type: "email" },
  { id: "state", type: "state" }
] as const
const flowOf = (extra: Record<string, unknown>): Flow =>
  Schema.decodeUnknownSync(Flow)({
    name: "Solar",
    enabled: true,
    fields: ["email", "state"],
    steps: [],
    sources: [{ entity: { id: SOURCE, name: "Web form" }, integration: { module_id: "leadflow-standard.inbound" } }],
    ...extra
  })
const daily = { duration: 1, duration_units: "day" }
const inState = (state: string) => ({ op: "and", rules: [{ lhv: "lead.state", op: "is equal to", rhv: state }] })

/** Submit each lead (with its state) to `flow` compiled, in one memory engine; their outcomes and reasons. */
const submitAll = (flow: Flow, states: ReadonlyArray<string>) => {
  const compiled = Engine.compile(flow, fields)
  return Effect.runPromise(
    Effect.forEach(states, (state, i) => Engine.submit(compiled, { sourceId: SOURCE, data: { email: `lead${i}@example.com`, state } })).pipe(
      Effect.map((results) => results.map((r) => [r.outcome, r.reason])),
      Effect.provide(Engine.memoryLayer())
    )
  )
}

describe("Engine.compile runs the save checks that need no storage", () => {
  it("a cap with a maximum but no period blocks the flow: every lead ends in error naming the cap, none passes uncounted", async () => {
    const flow = flowOf({ caps: [{ id: CAP, type: "volume", maximum: 1 }] })
    const compiled = Engine.compile(flow, fields)
    expect(compiled.blocked).toBe(
      "The flow has 1 problem that keeps it from running (caps.0: A maximum counts within a period: set duration and duration_units): it takes no leads until they are fixed"
    )
    const outcomes = await submitAll(flow, ["TX", "TX"])
    expect(outcomes).toEqual([
      ["error", compiled.blocked],
      ["error", compiled.blocked]
    ])
  })

  it("two caps with one id block the flow (they would share one count), naming the second", async () => {
    const flow = flowOf({
      caps: [
        { id: CAP, type: "volume", maximum: 10, ...daily, rule_set: inState("CA") },
        { id: CAP, type: "volume", maximum: 1, ...daily, rule_set: inState("TX") }
      ]
    })
    const compiled = Engine.compile(flow, fields)
    expect(compiled.blocked).toMatch(/^The flow has 1 problem that keeps it from running \(caps\.1\.id: The cap id 5f00000000000000000000c1 is also the id of caps\.0/)
    const outcomes = await submitAll(flow, ["CA", "TX"])
    expect(outcomes.map(([outcome]) => outcome)).toEqual(["error", "error"])
    // With distinct ids the same caps count apart: the CA lead does not fill the TX cap.
    const distinct = flowOf({
      caps: [
        { id: CAP, type: "volume", maximum: 10, ...daily, rule_set: inState("CA") },
        { id: "5f00000000000000000000c2", type: "volume", maximum: 1, ...daily, rule_set: inState("TX") }
      ]
    })
    expect(Engine.compile(distinct, fields).blocked).toBeUndefined()
    expect((await submitAll(distinct, ["CA", "TX", "TX"])).map(([outcome]) => outcome)).toEqual(["success", "success", "failure"])
  })

  it("a list check without a list_name blocks the flow", async () => {
    const flow = flowOf({ list_checks: { duplicate: { value: "{{lead.email}}" } } })
    const compiled = Engine.compile(flow, fields)
    expect(compiled.blocked).toContain("list_checks.duplicate.list_name: A list check needs the list_name of the list it looks in")
    expect(await submitAll(flow, ["TX"])).toEqual([["error", compiled.blocked]])
  })

  it("a ping to a blocked flow is refused with the same reason", async () => {
    const flow = flowOf({ ping_enabled: true, pricing: { prices: [{ amount: 2 }] }, caps: [{ id: CAP, maximum: 5 }] })
    const compiled = Engine.compile(flow, fields)
    const answer = await Effect.runPromise(
      Engine.ping(compiled, { sourceId: SOURCE, data: { email: "a@example.com", state: "TX" } }).pipe(Effect.provide(Engine.memoryLayer()))
    )
    expect([answer.outcome, answer.reason]).toEqual(["error", compiled.blocked])
  })

  it("blocks on each kind of check: ping limits without pings, pricing a pricing service hides, a weight in a round robin group, an unknown cap member", () => {
    const blocked = (extra: Record<string, unknown>) => Engine.compile(flowOf(extra), fields).blocked
    expect(blocked({ ping_limits: [{ maximum: 5, ...daily }] })).toContain("ping_limits: Ping limits count pings")
    expect(blocked({ pricing: { prices: [{ amount: 1 }] }, pricing_service: { service_id: CAP, fallback_price: 1 } })).toContain("pricing: The flow's pricing never acts")
    expect(
      blocked({
        steps: [
          {
            type: "group",
            distribution: "round_robin",
            steps: [{ type: "recipient", weight: 2, entity: { id: "5f00000000000000000000b1" }, integration: { module_id: "leadflow-acme.outbound.buy" } }]
          }
        ]
      })
    ).toContain("steps.0.steps.0.weight")
    expect(blocked({ caps: [{ maximum: 5, ...daily, maximun: 3 }] })).toContain("caps.0.maximun: Not a setting of a cap")
  })

  it("leaves a flow that passes the checks unblocked, and a schedule that does not compile keeps its own reason", () => {
    const clean = flowOf({
      caps: [{ id: CAP, maximum: 5, ...daily }],
      list_checks: { duplicate: { value: "{{lead.email}}", list_name: "dupes" } },
      ping_enabled: true,
      ping_limits: [{ maximum: 5, ...daily }]
    })
    expect(flowCheckIssues(clean)).toEqual([])
    expect(Engine.compile(clean, fields).blocked).toBeUndefined()
    const badZone = flowOf({ caps: [{ id: CAP, maximum: 5 }], steps: [{ type: "filter", outcome: "failure", reason: "x", rule_set: inState("TX"), schedule: { time_zone: "Nowhere/Land", days: {} } }] })
    expect(Engine.compile(badZone, fields).blocked).toBe('invalid schedule at steps.0.schedule.time_zone: Expected an IANA time zone, actual "Nowhere/Land"')
  })
})

describe("blockedReason", () => {
  it("names the first three issues by path, counts the rest, and cuts a long message", () => {
    const issues = [
      { path: "a", message: "one" },
      { path: "b", message: "x".repeat(300) },
      { path: "c", message: "three" },
      { path: "d", message: "four" },
      { path: "e", message: "five" }
    ]
    expect(blockedReason([])).toBeUndefined()
    expect(blockedReason(issues)).toBe(
      `The flow has 5 problems that keep it from running (a: one; b: ${"x".repeat(197)}...; c: three; and 2 more): it takes no leads until they are fixed`
    )
  })
})
