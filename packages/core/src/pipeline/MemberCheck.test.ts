import { describe, expect, it } from "vitest"
import { checkedFlow } from "../../test/checkedFlows.js"
import { flowMemberIssues } from "./MemberCheck.js"

const flowWith = checkedFlow

const daily = { maximum: 10, duration: 1, duration_units: "day" }

describe("flowMemberIssues", () => {
  it("passes caps, ping limits, sources and list checks that hold only their own settings", () => {
    const flow = flowWith(
      {
        caps: [{ ...daily, name: "Daily", time_zone: "America/Chicago", reason: "full", rule_set: { op: "and", rules: [] }, caps: [daily] }],
        ping_limits: [{ ...daily, name: "Pings" }],
        list_checks: { duplicate: { value: "{{lead.email}}", list_name: "dupes", lookback: null } }
      },
      { enabled: true, caps: [daily], ping_limits: [daily], authentication_required: false }
    )
    expect(flowMemberIssues(flow)).toEqual([])
  })

  it("names each member that would not act, wherever the record sits, and keeps them through decode", () => {
    const flow = flowWith(
      {
        caps: [{ ...daily, maximun: 5, caps: [{ ...daily, reset_at: "00:00" }] }],
        ping_limits: [{ ...daily, per_source: true }],
        list_checks: { dnc: { value: "{{lead.phone_1}}", list_name: "dnc", scrub: true } }
      },
      { nickname: "web form", caps: [{ ...daily, soft: true }] }
    )
    const issues = flowMemberIssues(flow)
    expect(issues.map((issue) => issue.path)).toEqual([
      "caps.0.maximun",
      "caps.0.caps.0.reset_at",
      "sources.0.caps.0.soft",
      "ping_limits.0.per_source",
      "sources.0.nickname",
      "list_checks.dnc.scrub"
    ])
    expect(issues[0]?.message).toMatch(/^Not a setting of a cap: it would not act \(a cap has id, type, name, maximum, /)
    expect(issues[4]?.message).toMatch(/^Not a setting of a source: it would not act/)
    // The records stay open: a document brought from the reference keeps its members on save.
    expect((flow.sources[0] as Record<string, unknown>)["nickname"]).toBe("web form")
  })
})
