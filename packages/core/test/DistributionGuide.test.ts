import { describe, expect, it } from "@effect/vitest"
import { Effect, TestClock } from "effect"
import { Engine, type LeadEvent } from "../src/index.js"
import { testIntegration } from "../src/testing/integrations.js"
import { guideFlow } from "./guideFlow.js"
import { harness } from "./fixtures.js"

/** The flow document of docs/distribution.md is a valid flow, and distributes as the guide says. */
const { guide, compile: compileGuide, entityIds } = guideFlow("distribution.md")

/** Every buyer and the CRM take every lead they are sent. */
const custom = testIntegration({ id: "leadflow-custom.outbound.json", respond: () => ({ outcome: "success", price: 2.5 }) })

const SOURCE = "5f00000000000000000000a1"
const californian = { first_name: "Ada", email: "ada@example.com", phone_1: "(512) 789-1111", state: "CA" }
// 2026-03-02 is a Monday and 2026-03-07 a Saturday: noon in Chicago is 18:00 UTC.
const MONDAY_NOON_CHICAGO = Date.parse("2026-03-02T18:00:00Z")
const SATURDAY_NOON_CHICAGO = Date.parse("2026-03-07T18:00:00Z")

const compiled = compileGuide

/** The recipient events of a lead as [step id, outcome, reason]. */
const deliveries = (events: ReadonlyArray<LeadEvent>) =>
  events.filter((e) => e.type === "recipient").map((e) => [(e as { step_id?: string }).step_id, e.outcome, e.reason ?? null])

const submit = (flow: ReturnType<typeof compiled>, data: Record<string, unknown> = californian) =>
  Engine.submit(flow, { sourceId: SOURCE, data })

describe("docs/distribution.md", () => {
  it.effect("has a complete flow document that decodes without flow errors; its round robin alternates and the CRM gets every lead", () => {
    const flow = compiled()
    return Effect.gen(function* () {
      yield* TestClock.setTime(MONDAY_NOON_CHICAGO)
      const sold: Array<unknown> = []
      const revenues: Array<unknown> = []
      for (let i = 0; i < 6; i++) {
        const result = yield* submit(flow)
        expect(result.outcome).toBe("success")
        const events = deliveries(result.events)
        expect(events.at(-1)).toEqual(["crm001", "success", null])
        sold.push(events[0]?.[0])
        // acme01's pricing override makes the price its buyer answered the revenue; the others have no pricing.
        revenues.push((result.events.find((e) => e.type === "recipient") as Record<string, unknown>)["revenue"])
        expect(events).toHaveLength(2)
      }
      expect(sold).toEqual(["acme01", "bolt01", "core01", "acme01", "bolt01", "core01"])
      expect(revenues).toEqual([2.5, undefined, undefined, 2.5, undefined, undefined])

      const texan = yield* submit(flow, { ...californian, state: "TX" })
      expect([texan.outcome, texan.reason]).toEqual(["failure", "Texas leads are not accepted"])
      expect(deliveries(texan.events)).toEqual([])
    }).pipe(Effect.provide(harness([custom]).layer))
  })

  it.effect("a lead without a phone passes bolt01 over; on a Saturday core01 is skipped outside its schedule", () => {
    const flow = compiled()
    return Effect.gen(function* () {
      yield* TestClock.setTime(SATURDAY_NOON_CHICAGO)
      expect(deliveries((yield* submit(flow)).events)[0]).toEqual(["acme01", "success", null])
      // bolt01's turn, but its rules want a phone: core01 is next, and closed on Saturdays.
      const noPhone = yield* submit(flow, { ...californian, phone_1: "" })
      expect(deliveries(noPhone.events)).toEqual([
        ["bolt01", "skip", expect.any(String)],
        ["core01", "skip", "outside schedule"],
        ["acme01", "success", null],
        ["crm001", "success", null]
      ])
      const recorded = (noPhone.events.find((e) => e.type === "recipient") as Record<string, unknown>)["distribution"]
      expect(recorded).toMatchObject({ group: "buyers", method: "round_robin", chosen: "acme01", candidates: ["bolt01", "core01", "acme01"] })
    }).pipe(Effect.provide(harness([custom]).layer))
  })

  it("tells how to create the flow's entities and replace their example ids, and how to reach private buyers", () => {
    const ids = entityIds()
    expect(ids).toHaveLength(5)
    for (const id of ids) expect(guide).toMatch(new RegExp(`-e "s/${id}/\\$[A-Z_]+/g"`))
    expect(guide).toContain("LEADFLOW_ALLOW_PRIVATE_HOSTS=true")
  })
})
