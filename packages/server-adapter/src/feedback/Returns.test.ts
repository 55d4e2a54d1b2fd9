import { describe, expect, it } from "vitest"
import { assessReturn, returnPolicyFor } from "./Returns.js"

const day = 86_400_000
const delivered = Date.parse("2026-01-01T00:00:00Z")

describe("assessReturn", () => {
  it("refuses a return past the window, by whole days since delivery", () => {
    const policy = { window_days: 7, approval: "auto" } as const
    expect(assessReturn(policy, delivered, delivered + 7 * day, undefined).kind).toBe("approved")
    const late = assessReturn(policy, delivered, delivered + 7 * day + 1, undefined)
    expect(late).toMatchObject({ kind: "refused", field: "event_id", message: "the lead was delivered 7 days ago; returns are accepted for 7 days" })
    expect(assessReturn(policy, delivered, delivered + 30 * day, undefined)).toMatchObject({ kind: "refused", message: expect.stringContaining("30 days ago") })
  })

  it("accepts only the listed reason codes, exactly", () => {
    const policy = { reasons: ["bad_phone"], approval: "manual" } as const
    expect(assessReturn(policy, delivered, delivered, "bad_phone").kind).toBe("pending")
    expect(assessReturn(policy, delivered, delivered, "BAD_PHONE")).toMatchObject({ kind: "refused", field: "reason" })
    expect(assessReturn(policy, delivered, delivered, undefined)).toMatchObject({ kind: "refused", field: "reason" })
  })

  it("approves at once without `approval` and records the decision's inputs", () => {
    expect(assessReturn({}, delivered, delivered + day, "x")).toEqual({
      kind: "approved",
      record: { approval: "auto", delivered_at: "2026-01-01T00:00:00.000Z", received_at: "2026-01-02T00:00:00.000Z" }
    })
  })
})

describe("returnPolicyFor", () => {
  const flow = {
    returns: { approval: "manual" },
    steps: [
      { type: "recipient", id: "own001", returns: { approval: "auto", window_days: 3 } },
      { type: "recipient", id: "none01" },
      { type: "group", id: "grp001", distribution: "priority", steps: [{ type: "recipient", id: "mem001", returns: { window_days: 1 } }] }
    ]
  }
  it("takes the step's own policy, else the flow's; group members included", () => {
    expect(returnPolicyFor(flow, "own001")).toEqual({ approval: "auto", window_days: 3 })
    expect(returnPolicyFor(flow, "none01")).toEqual({ approval: "manual" })
    expect(returnPolicyFor(flow, "mem001")).toEqual({ window_days: 1 })
    expect(returnPolicyFor({ steps: [] }, "none01")).toBeUndefined()
    expect(returnPolicyFor(undefined, "own001")).toBeUndefined()
  })
})
