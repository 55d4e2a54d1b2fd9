import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import type { ListChecks } from "../model/ListCheck.js"
import type { SuppressionLists } from "../ports/SuppressionLists.js"
import { compileListChecks, runListChecks } from "./ListChecks.js"

/** A store that records the window start of each lookup (and finds nothing). */
const recording = () => {
  const starts: Array<number | undefined> = []
  const store: SuppressionLists["Type"] = {
    query: (_list, _value, since) => Effect.sync(() => (starts.push(since), { found: false })),
    add: (_list, values) => Effect.succeed(values.length),
    remove: () => Effect.succeed(0),
    addIfAbsent: () => Effect.succeed(true)
  }
  return { store, starts }
}

const startOf = (lookback: NonNullable<NonNullable<ListChecks["duplicate"]>["lookback"]> | null, now: number) => {
  const { store, starts } = recording()
  const checks = compileListChecks({ duplicate: { list_name: "Dupes", value: "{{lead.email}}", lookback } })
  Effect.runSync(runListChecks(store, checks, { lead: { email: "a@example.com" } }, now))
  return starts[0]
}

describe("list check lookback windows", () => {
  const now = 1_780_000_000_123

  it("starts a window at a whole ms, rounded down, for a fractional lookback", () => {
    expect(startOf({ value: 1e-9, interval: "year" }, now)).toBe(now - 32) // 31.536 ms
    expect(startOf({ value: 1.5, interval: "minute" }, now)).toBe(now - 90_000)
    // 0.00006 ms: lost in the subtraction, the window starts now.
    expect(startOf({ value: 1e-9, interval: "minute" }, now)).toBe(now)
    expect(Number.isInteger(startOf({ value: 0.333, interval: "day" }, now))).toBe(true)
  })

  it("looks at the whole list for a lookback over 100 years a flow was deployed with before it was refused", () => {
    expect(startOf({ value: 1e12, interval: "year" }, now)).toBeUndefined()
    expect(startOf({ value: 1e300, interval: "minute" }, now)).toBeUndefined()
    expect(startOf({ value: 100, interval: "year" }, now)).toBe(now - 100 * 365 * 86_400_000)
    expect(startOf(null, now)).toBeUndefined()
  })
})
