import { describe, expect, it } from "@effect/vitest"
import { Effect, TestClock } from "effect"
import { Engine, type LeadEvent } from "../src/index.js"
import { testIntegration } from "../src/testing/integrations.js"
import { guideFlow } from "./guideFlow.js"
import { harness } from "./fixtures.js"

/** The flow document of docs/schedules.md is a valid flow, and opens and closes as the guide says. */
const { guide, compile: compileGuide, entityIds } = guideFlow("schedules.md")

const custom = testIntegration({ id: "leadflow-custom.outbound.json", respond: () => ({ outcome: "success", price: 1 }) })

const SOURCE = "5f00000000000000000000a1"

const lead = { first_name: "Ada", email: "ada@example.com", phone_1: "(512) 789-1111" }
// Chicago is UTC-6 in winter (CST) and UTC-5 in summer (CDT).
const at = {
  mondayNoon: "2026-03-02T18:00:00Z",
  mondayEvening: "2026-03-03T01:00:00Z", // Monday 19:00 CST: the desk is staffed, the call center closed
  fridayHalfPastFive: "2026-03-06T23:30:00Z", // Friday 17:30 CST: the call center closed at 17:00
  saturdayNoon: "2026-03-07T18:00:00Z",
  saturdayAfternoon: "2026-03-07T21:00:00Z", // Saturday 15:00 CST: the desk closed at 14:00
  sundayNoon: "2026-03-08T17:00:00Z", // CDT from 2026-03-08
  thanksgivingNoon: "2026-11-26T18:00:00Z",
  dayAfterThanksgiving: "2026-11-27T18:00:00Z"
} as const

/** The recipient events of a lead as [step id, outcome, reason]. */
const deliveries = (events: ReadonlyArray<LeadEvent>) =>
  events.filter((e) => e.type === "recipient").map((e) => [(e as { step_id?: string }).step_id, e.outcome, e.reason ?? null])

describe("docs/schedules.md", () => {
  it.effect("has a complete flow document that decodes without flow errors, and opens and closes as described", () => {
    const compiled = compileGuide()

    const submitAt = (time: keyof typeof at) =>
      Effect.gen(function* () {
        yield* TestClock.setTime(Date.parse(at[time]))
        const result = yield* Engine.submit(compiled, { sourceId: SOURCE, data: lead })
        return { outcome: result.outcome, reason: result.reason ?? null, deliveries: deliveries(result.events) }
      })
    const toCallCenter = { outcome: "success", reason: null, deliveries: [["call01", "success", null]] }
    const toOverflow = {
      outcome: "success",
      reason: null,
      deliveries: [
        ["call01", "skip", "outside schedule"],
        ["site01", "success", null]
      ]
    }
    const refused = { outcome: "failure", reason: "outside schedule", deliveries: [] }

    return Effect.gen(function* () {
      expect(yield* submitAt("mondayNoon")).toEqual(toCallCenter)
      expect(yield* submitAt("mondayEvening")).toEqual(toOverflow)
      expect(yield* submitAt("fridayHalfPastFive")).toEqual(toOverflow)
      expect(yield* submitAt("saturdayNoon")).toEqual(toOverflow)
      expect(yield* submitAt("saturdayAfternoon")).toEqual(refused)
      expect(yield* submitAt("sundayNoon")).toEqual(refused)
      expect(yield* submitAt("thanksgivingNoon")).toEqual(refused)
      expect(yield* submitAt("dayAfterThanksgiving")).toEqual(toCallCenter)
    }).pipe(Effect.provide(harness([custom]).layer))
  })

  it("tells how to create the flow's entities and replace their example ids, and how to reach private buyers", () => {
    const ids = entityIds()
    expect(ids).toHaveLength(3)
    for (const id of ids) expect(guide).toMatch(new RegExp(`-e "s/${id}/\\$[A-Z_]+/g"`))
    expect(guide).toContain("LEADFLOW_ALLOW_PRIVATE_HOSTS=true")
  })
})
