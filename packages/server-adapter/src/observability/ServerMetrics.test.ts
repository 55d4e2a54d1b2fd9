import { describe, expect, it } from "vitest"
import { LabelCache } from "./ServerMetrics.js"

describe("LabelCache", () => {
  it("hands back the same label array for the same values, and another for other values", () => {
    const cache = new LabelCache(["route", "status"])
    const first = cache.of("/flows", "201")
    expect(cache.of("/flows", "201")).toBe(first)
    expect(first.map((label) => [label.key, label.value])).toEqual([
      ["route", "/flows"],
      ["status", "201"]
    ])
    expect(cache.of("/flows", "422")).not.toBe(first)
    // Values are told apart one by one, not by a joined key.
    expect(cache.of("a\u0000b", "c")).not.toBe(cache.of("a", "b\u0000c"))
  })
})
