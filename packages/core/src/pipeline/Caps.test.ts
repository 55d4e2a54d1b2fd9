import { describe, expect, it } from "vitest"
import { Effect, Exit, Schema } from "effect"
import { Cap } from "../model/Cap.js"
import { makeMemoryCounters } from "../memory/MemoryCounters.js"
import type { Counters, CounterKey } from "../ports/Counters.js"
import { StoreError } from "../ports/StoreError.js"
import { compileCaps, releaseCaps, reserveCaps } from "./Caps.js"

const ctx = { flowId: "flow-1", fieldTypes: {} }
const caps = compileCaps(
  Schema.decodeUnknownSync(Schema.Array(Cap))([
    { id: "5f00000000000000000000c1", maximum: 5, duration: 1, duration_units: "day", time_zone: "UTC" },
    { id: "5f00000000000000000000c2", maximum: 5, duration: 1, duration_units: "day", time_zone: "UTC" }
  ]),
  { flowId: "flow-1" },
  ctx,
  "flow-1.flow"
)
const now = Date.UTC(2030, 0, 1, 12)

describe("reserveCaps", () => {
  it("gives back the counts it took when a later counter cannot be reached", async () => {
    const memory = makeMemoryCounters()
    const given: Array<[string, string | undefined]> = []
    // The second cap's counter is unreachable.
    const counters: Counters["Type"] = {
      ...memory,
      tryIncrement: (key: CounterKey, maximum: number, leadId?: string) =>
        key.id === "5f00000000000000000000c2" ? Effect.fail(new StoreError({ message: "unreachable" })) : memory.tryIncrement(key, maximum, leadId),
      decrement: (key: CounterKey, leadId?: string) => {
        given.push([key.id, leadId])
        return memory.decrement(key, leadId)
      }
    }
    const exit = await Effect.runPromiseExit(reserveCaps(counters, caps, {}, now, "lead-1"))
    expect(Exit.isFailure(exit)).toBe(true)
    expect(given).toEqual([["5f00000000000000000000c1", "lead-1"]])
    const first = caps[0]?.key?.(now) as CounterKey
    expect(await Effect.runPromise(memory.current(first))).toBe(0)
  })

  it("takes every matching cap's count for the lead", async () => {
    const memory = makeMemoryCounters()
    const leads: Array<string | undefined> = []
    const counters: Counters["Type"] = {
      ...memory,
      tryIncrement: (key: CounterKey, maximum: number, leadId?: string) => {
        leads.push(leadId)
        return memory.tryIncrement(key, maximum, leadId)
      }
    }
    const check = await Effect.runPromise(reserveCaps(counters, caps, {}, now, "lead-2"))
    expect(check._tag).toBe("Reserved")
    expect(leads).toEqual(["lead-2", "lead-2"])
  })
})

describe("releaseCaps", () => {
  it("tries every count when one cannot be given back, then reports the failure", async () => {
    const memory = makeMemoryCounters()
    const keys = caps.map((cap) => cap.key?.(now) as CounterKey)
    for (const key of keys) await Effect.runPromise(memory.tryIncrement(key, 5, "lead-3"))
    const tried: Array<string> = []
    // The first cap's counter is unreachable: the second's count is given back all the same.
    const counters: Counters["Type"] = {
      ...memory,
      decrement: (key: CounterKey, leadId?: string) => {
        tried.push(key.id)
        return key.id === "5f00000000000000000000c1" ? Effect.fail(new StoreError({ message: "unreachable" })) : memory.decrement(key, leadId)
      }
    }
    const exit = await Effect.runPromiseExit(releaseCaps(counters, keys, "lead-3"))
    expect(Exit.isFailure(exit)).toBe(true)
    expect(tried).toEqual(["5f00000000000000000000c1", "5f00000000000000000000c2"])
    expect(await Effect.runPromise(Effect.all(keys.map((key) => memory.current(key))))).toEqual([1, 0])
  })
})
