import { describe, expect, it } from "vitest"
import { Schema } from "effect"
import { checkedFlow, checkedSource } from "../../test/checkedFlows.js"
import { Flow } from "../model/Flow.js"
import { flowLimitIssues } from "./LimitCheck.js"

const flowWith = checkedFlow

describe("flowLimitIssues", () => {
  it("passes caps and ping limits that count, and a parent cap that only holds rules and children", () => {
    const daily = { maximum: 10, duration: 1, duration_units: "day" }
    expect(
      flowLimitIssues(
        flowWith(
          { caps: [daily, { rule_set: { op: "and", rules: [] }, caps: [daily] }], ping_limits: [{ maximum: 5, duration: 1, duration_units: "hour" }] },
          { caps: [daily] }
        )
      )
    ).toEqual([])
  })

  it("names a maximum without a period, a period without a maximum, an empty cap and a fractional maximum", () => {
    const issues = flowLimitIssues(
      flowWith(
        {
          caps: [{ maximum: 1 }, { duration: 1, duration_units: "day" }, { maximum: 2.5, duration: 1, duration_units: "day" }],
          ping_limits: [{ maximum: 1, duration: 1 }, { duration: 1, duration_units: "day" }]
        },
        { caps: [{ caps: [{ maximum: 3, duration_units: "week" }] }] }
      )
    )
    expect(issues).toEqual([
      { path: "caps.0", message: "A maximum counts within a period: set duration and duration_units" },
      { path: "caps.1", message: "A cap needs a maximum, or caps of its own" },
      { path: "caps.1.maximum", message: "A period needs a maximum to count against" },
      { path: "caps.2.maximum", message: "A maximum counts whole leads: 2.5 is not a whole number" },
      { path: "sources.0.caps.0.caps.0", message: "A maximum counts within a period: set duration" },
      { path: "ping_limits.0", message: "A maximum counts within a period: set duration_units" },
      { path: "ping_limits.1", message: "A ping limit needs a maximum" }
    ])
  })

  it("names a maximum a PostgreSQL counter cannot compare with (over 2^31 - 1)", () => {
    const day = { duration: 1, duration_units: "day" }
    const issues = flowLimitIssues(
      flowWith(
        { caps: [{ maximum: 2_147_483_647, ...day }, { maximum: 2 ** 31, ...day }, { maximum: 1e300, ...day }], ping_limits: [{ maximum: 2 ** 40, ...day }] },
        { caps: [{ caps: [{ maximum: 2 ** 31, ...day }] }] }
      )
    )
    expect(issues).toEqual([
      { path: "caps.1.maximum", message: "A maximum is at most 2147483647: 2147483648 is too large" },
      { path: "caps.2.maximum", message: "A maximum is at most 2147483647: 1e+300 is too large" },
      { path: "sources.0.caps.0.caps.0.maximum", message: "A maximum is at most 2147483647: 2147483648 is too large" },
      { path: "ping_limits.0.maximum", message: "A maximum is at most 2147483647: 1099511627776 is too large" }
    ])
  })

  it("names a period over 100 years of its unit", () => {
    const longest = [
      { maximum: 1, duration: 52_596_000, duration_units: "minute" },
      { maximum: 1, duration: 876_600, duration_units: "hour" },
      { maximum: 1, duration: 36_525, duration_units: "day" },
      { maximum: 1, duration: 5_217, duration_units: "week" },
      { maximum: 1, duration: 1_200, duration_units: "month" }
    ]
    expect(flowLimitIssues(flowWith({ caps: longest, ping_limits: longest }))).toEqual([])
    const issues = flowLimitIssues(
      flowWith({
        caps: [
          { maximum: 1, duration: 300_000_000, duration_units: "day" },
          { maximum: 1, duration: 1_201, duration_units: "month" },
          { maximum: 1, duration: 52_596_001, duration_units: "minute" }
        ],
        ping_limits: [{ maximum: 1, duration: 1e9, duration_units: "month" }]
      })
    )
    expect(issues).toEqual([
      { path: "caps.0.duration", message: "A period is at most 100 years: 300000000 days is longer (at most 36525)" },
      { path: "caps.1.duration", message: "A period is at most 100 years: 1201 months is longer (at most 1200)" },
      { path: "caps.2.duration", message: "A period is at most 100 years: 52596001 minutes is longer (at most 52596000)" },
      { path: "ping_limits.0.duration", message: "A period is at most 100 years: 1000000000 months is longer (at most 1200)" }
    ])
  })

  it("names a cap or ping limit id used twice in a flow (they would share one count), at the second", () => {
    const id = "5f00000000000000000000c1"
    const cap = { id, maximum: 1, duration: 1, duration_units: "day" }
    // The reviewer's case: two sources, each with a copy of the same cap.
    const flow = Schema.decodeUnknownSync(Flow)({
      name: "F",
      enabled: true,
      fields: [],
      steps: [],
      sources: [
        checkedSource({ caps: [cap] }),
        { ...checkedSource({ caps: [cap], ping_limits: [{ ...cap, id: "5f00000000000000000000d1" }] }), entity: { id: "5f00000000000000000000a2", name: "B" } }
      ],
      ping_limits: [{ ...cap, id: "5f00000000000000000000d1" }]
    })
    const unique = "cap ids must be unique within the flow, or the two share one count (a copied cap keeps its id: remove the id to get a new one)"
    expect(flowLimitIssues(flow)).toEqual([
      { path: "sources.1.caps.0.id", message: `The cap id ${id} is also the id of sources.0.caps.0: ${unique}` },
      // The flow's members are walked in the schema's order: its sources before its ping limits.
      {
        path: "ping_limits.0.id",
        message:
          "The ping limit id 5f00000000000000000000d1 is also the id of sources.1.ping_limits.0: ping limit ids must be unique within the flow, or the two share one count (a copied ping limit keeps its id: remove the id to get a new one)"
      }
    ])
    // A nested cap and a step's cap count in the one flow too; a cap and a ping limit may share an id (separate counters).
    const nested = flowWith({ caps: [{ caps: [cap] }], ping_limits: [{ ...cap }] }, { caps: [cap] })
    expect(flowLimitIssues(nested)).toEqual([{ path: "sources.0.caps.0.id", message: `The cap id ${id} is also the id of caps.0.caps.0: ${unique}` }])
    expect(flowLimitIssues(flowWith({ caps: [cap, { ...cap, id: "5f00000000000000000000c2" }] }))).toEqual([])
  })

  it("names the period, zone and reason of a parent cap without a maximum: only the caps within it count", () => {
    const child = { maximum: 1, duration: 1, duration_units: "day" }
    const issues = flowLimitIssues(
      flowWith({
        caps: [
          { duration: 1, duration_units: "day", time_zone: "America/Chicago", reason: "Full", caps: [child] },
          { name: "Texas", rule_set: { op: "and", rules: [] }, caps: [child] },
          { ...child, time_zone: "America/Chicago", reason: "Full", caps: [child] }
        ]
      })
    )
    const wouldNotAct = (member: string) =>
      `A cap without a maximum counts nothing itself, so its ${member} would not act: set it on the caps within it, or give this cap a maximum`
    expect(issues).toEqual([
      { path: "caps.0.duration", message: wouldNotAct("duration") },
      { path: "caps.0.duration_units", message: wouldNotAct("duration_units") },
      { path: "caps.0.time_zone", message: wouldNotAct("time_zone") },
      { path: "caps.0.reason", message: wouldNotAct("reason") }
    ])
  })

  it("names a list check's lookback that finds nothing; null looks at the whole list", () => {
    const flow = flowWith({
      list_checks: {
        duplicate: { value: "{{lead.email}}", list_name: "dupes", lookback: { value: -5, interval: "day" } },
        dnc: { value: "{{lead.phone_1}}", list_name: "dnc", lookback: null },
        existing_customer: { value: "{{lead.email}}", list_name: "customers", lookback: { value: 30, interval: "day" } }
      }
    })
    expect(flowLimitIssues(flow)).toEqual([
      { path: "list_checks.duplicate.lookback.value", message: "A lookback of -5 finds nothing: give a positive number, or null for the whole list" }
    ])
  })

  it("names a list check's lookback over 100 years, as a cap's period is bounded (its window start would overflow the store)", () => {
    const flow = flowWith({
      list_checks: {
        duplicate: { value: "{{lead.email}}", list_name: "dupes", lookback: { value: 1e12, interval: "year" } },
        dnc: { value: "{{lead.phone_1}}", list_name: "dnc", lookback: { value: 1e300, interval: "minute" } },
        existing_customer: { value: "{{lead.email}}", list_name: "customers", lookback: { value: 100, interval: "year" } }
      }
    })
    expect(flowLimitIssues(flow)).toEqual([
      {
        path: "list_checks.duplicate.lookback.value",
        message: "A lookback is at most 100 years: 1000000000000 years is longer (at most 100; null looks at the whole list)"
      },
      {
        path: "list_checks.dnc.lookback.value",
        message: "A lookback is at most 100 years: 1e+300 minutes is longer (at most 52596000; null looks at the whole list)"
      }
    ])
    // At the bound of each unit, and a fraction of a ms, are fine.
    for (const [interval, value] of [["minute", 52_596_000], ["hour", 876_600], ["day", 36_525], ["week", 5_217], ["month", 1_217], ["year", 100], ["minute", 1e-9]] as const)
      expect(flowLimitIssues(flowWith({ list_checks: { duplicate: { list_name: "dupes", lookback: { value, interval } } } }))).toEqual([])
  })
})
