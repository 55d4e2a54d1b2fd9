import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { compileWindow } from "../counters/Window.js"
import type { CounterKey } from "../ports/Counters.js"
import { makeMemoryCounters } from "./MemoryCounters.js"

const now = Date.UTC(2030, 0, 1, 12)
const window = compileWindow(1, "day", "UTC")(now)
const key = (kind: CounterKey["kind"], id: string, flowId = "flow-1"): CounterKey => ({ kind, id, window, flowId })

describe("makeMemoryCounters", () => {
  it("list answers counters by kind, then id (the port's order, SQL's ORDER BY kind, id), not as they were made", async () => {
    const counters = makeMemoryCounters()
    const listed = await Effect.runPromise(
      Effect.gen(function* () {
        yield* counters.increment(key("ping_limit", "b"))
        yield* counters.increment(key("cap", "z"))
        yield* counters.increment(key("ping_limit", "a"))
        yield* counters.increment(key("cap", "a", "flow-2"))
        yield* counters.increment(key("cap", "B"))
        return yield* counters.list({ now })
      })
    )
    expect(listed.map((r) => `${r.kind}:${r.id}:${r.flow_id}`)).toEqual([
      "cap:B:flow-1",
      "cap:a:flow-2",
      "cap:z:flow-1",
      "ping_limit:a:flow-1",
      "ping_limit:b:flow-1"
    ])
  })

  it("list keeps the order when filtered by flow", async () => {
    const counters = makeMemoryCounters()
    const listed = await Effect.runPromise(
      Effect.gen(function* () {
        yield* counters.increment(key("cap", "c2"))
        yield* counters.increment(key("cap", "c1"))
        yield* counters.increment(key("cap", "c0", "flow-2"))
        return yield* counters.list({ now, flowId: "flow-1", kind: "cap" })
      })
    )
    expect(listed.map((r) => r.id)).toEqual(["c1", "c2"])
  })
})
