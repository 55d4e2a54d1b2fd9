import { describe, expect, it } from "vitest"
import { checkedFlow } from "../../test/checkedFlows.js"
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
})
