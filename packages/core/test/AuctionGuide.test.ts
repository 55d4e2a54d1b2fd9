import { describe, expect, it } from "@effect/vitest"
import { Effect, TestClock } from "effect"
import { Engine } from "../src/index.js"
import { testIntegration } from "../src/testing/integrations.js"
import { guideFlow } from "./guideFlow.js"
import { harness, lead } from "./fixtures.js"

/** The flow document of docs/auction.md is a valid flow, and runs as the guide says. */
const { guide, compile: compileGuide, entityIds } = guideFlow("auction.md")

/** The guide's buyers, in process: A bids 5, B bids 9 but rejects the post, C bids 7.50. */
const bids: Record<string, number> = { "buyer-a": 5, "buyer-b": 9, "buyer-c": 7.5 }
const custom = testIntegration({
  id: "leadflow-custom.outbound.json",
  respond: (vars) => {
    const url = new URL(String(vars["url"]))
    const buyer = url.hostname.split(".")[0] as string
    if (url.pathname === "/ping") return { outcome: "success", price: bids[buyer] }
    return buyer === "buyer-b" ? { outcome: "failure", reason: "rejected" } : { outcome: "success" }
  }
})

// 2026-03-02 is a Monday: buyer B's hours are open at 17:00 UTC (noon in New York); 2026-03-07 is a Saturday.
const MONDAY_NOON_NY = Date.parse("2026-03-02T17:00:00Z")
const SATURDAY_NOON_NY = Date.parse("2026-03-07T17:00:00Z")

describe("docs/auction.md", () => {
  it.effect("has a complete flow document that decodes, without flow errors, and sells as described", () => {
    const compiled = compileGuide()
    return Effect.gen(function* () {
      yield* TestClock.setTime(MONDAY_NOON_NY)
      const result = yield* Engine.submit(compiled, { sourceId: "5f00000000000000000000a1", data: lead })
      expect(result.outcome).toBe("success")
      const summary = ((result.events.at(-1) as unknown as Record<string, unknown>)["appended"] as Record<string, Record<string, unknown>>)["auc001"]
      expect(summary).toMatchObject({ floor: 5.5, winner: "buyrC1", price: 7.5, sales: 1 })
      const sale = result.events.find((e) => e.type === "recipient" && e.outcome === "success") as Record<string, unknown> | undefined
      expect(sale?.["revenue"]).toBe(7.5)
    }).pipe(Effect.provide(harness([custom]).layer))
  })

  it.effect("outside buyer B's schedule (a Saturday) B is skipped and C's 7.50 sells the lead at once, as the guide says", () => {
    const compiled = compileGuide()
    return Effect.gen(function* () {
      yield* TestClock.setTime(SATURDAY_NOON_NY)
      const result = yield* Engine.submit(compiled, { sourceId: "5f00000000000000000000a1", data: lead })
      expect(result.outcome).toBe("success")
      const bidOf = (id: string) => result.events.find((e) => e.type === "bid" && (e as { step_id?: string }).step_id === id)
      expect([bidOf("buyrB1")?.outcome, bidOf("buyrB1")?.reason]).toEqual(["skip", "outside schedule"])
      const posts = result.events.filter((e) => e.type === "recipient").map((e) => [(e as { step_id?: string }).step_id, e.outcome])
      expect(posts).toEqual([["buyrC1", "success"]])
      expect(guide).toContain("outside\nschedule`), so there is no bid of 9 and no rejected post")
    }).pipe(Effect.provide(harness([custom]).layer))
  })

  it("tells how to create the flow's entities and replace their example ids", () => {
    const ids = entityIds()
    expect(ids).toHaveLength(4)
    for (const id of ids) expect(guide).toMatch(new RegExp(`-e "s/${id}/\\$[A-Z_]+/g"`))
    expect(guide).toContain("LEADFLOW_ALLOW_PRIVATE_HOSTS=true")
  })
})
