import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer } from "effect"
import { Engine, memoryLayer, type ReturnRate, ReturnRates, type SourceEvent } from "../src/index.js"
import { compile, lead, SOURCE_ID, sourceWith } from "./fixtures.js"

/** The engine applies a source's `returns.rate_cap` to the rate its `ReturnRates` port reports. */

const withRate = (rate: ReturnRate | undefined) =>
  Layer.merge(memoryLayer(), Layer.succeed(ReturnRates, ReturnRates.of({ current: () => Effect.succeed(rate) })))

const capped = (action: "flag" | "pause") =>
  compile({ sources: [sourceWith(SOURCE_ID, { returns: { rate_cap: { percent: 20, window_days: 30, action } } })] })

const sourceEvent = (events: ReadonlyArray<{ readonly type: string }>) => events.find((e) => e.type === "source") as SourceEvent & Record<string, unknown>

const over: ReturnRate = { returns: 3, leads: 12, window_days: 30, measured_at: 0 }

describe("return-rate caps in the engine", () => {
  it.effect("pauses: the lead fails saying why, the source event records the rate", () =>
    Effect.gen(function* () {
      const result = yield* Engine.submit(capped("pause"), { sourceId: SOURCE_ID, data: lead })
      expect(result).toMatchObject({ outcome: "failure", reason: "source paused: return rate 25% over 20% in 30 days" })
      expect(sourceEvent(result.events)["return_rate"]).toMatchObject({ status: "paused", rate: 25, returns: 3, leads: 12 })
      expect(result.events.filter((e) => e.type === "recipient")).toEqual([])
    }).pipe(Effect.provide(withRate(over)))
  )

  it.effect("flags: the lead goes on, its source event records the rate", () =>
    Effect.gen(function* () {
      const result = yield* Engine.submit(capped("flag"), { sourceId: SOURCE_ID, data: lead })
      expect(result.outcome).toBe("success")
      expect(sourceEvent(result.events)["return_rate"]).toMatchObject({ status: "flagged", rate: 25, percent: 20 })
    }).pipe(Effect.provide(withRate(over)))
  )

  it.effect("does nothing under min_leads (default 10), at the cap, over another window, or without the port", () =>
    Effect.gen(function* () {
      for (const rate of [
        { returns: 1, leads: 1, window_days: 30, measured_at: 0 },
        { returns: 2, leads: 10, window_days: 30, measured_at: 0 },
        { ...over, window_days: 7 },
        undefined
      ]) {
        const result = yield* Engine.submit(capped("pause"), { sourceId: SOURCE_ID, data: lead }).pipe(Effect.provide(withRate(rate)))
        expect(result.outcome).toBe("success")
        expect(sourceEvent(result.events)).not.toHaveProperty("return_rate")
      }
      const plain = yield* Engine.submit(capped("pause"), { sourceId: SOURCE_ID, data: lead }).pipe(Effect.provide(memoryLayer()))
      expect(plain.outcome).toBe("success")
    })
  )
})
