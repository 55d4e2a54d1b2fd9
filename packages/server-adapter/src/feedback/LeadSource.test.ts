import { describe, expect, it } from "vitest"
import { leadSourceOf } from "./LeadSource.js"
import { rateCapOf } from "./ReturnRates.js"

const entity = "65a1f0c2e4b0a1b2c3d4e5f6"
const other = "65a1f0c2e4b0a1b2c3d4e5f7"
const cap = { percent: 20, window_days: 30, action: "flag" }
const flow = {
  sources: [
    { id: "web001", entity: { id: entity }, feedback: "first" },
    { entity: { id: other }, feedback: "other" },
    { id: "web002", entity: { id: entity }, feedback: "second", returns: { rate_cap: cap } },
    { entity: { id: entity.toUpperCase() }, feedback: "last" }
  ]
}

describe("leadSourceOf", () => {
  it("finds the source by the short id the lead's vars recorded, of the same entity", () => {
    expect(leadSourceOf(flow, { id: entity, short_id: "web002" })?.["feedback"]).toBe("second")
    expect(leadSourceOf(flow, { id: entity, short_id: "web001" })?.["feedback"]).toBe("first")
    // Gone from the flow, or now another entity's: not another source of the entity.
    expect(leadSourceOf(flow, { id: entity, short_id: "web009" })).toBeUndefined()
    expect(leadSourceOf(flow, { id: other, short_id: "web001" })).toBeUndefined()
  })

  it("without a short id: the entity's last source without one (what the entity id's submissions run), else its last", () => {
    expect(leadSourceOf(flow, { id: entity })?.["feedback"]).toBe("last")
    expect(leadSourceOf(flow, { id: other })?.["feedback"]).toBe("other")
    expect(leadSourceOf({ sources: flow.sources.slice(0, 3) }, { id: entity })?.["feedback"]).toBe("second")
    expect(leadSourceOf(flow, { id: "65a1f0c2e4b0a1b2c3d4e5f8" })).toBeUndefined()
    expect(leadSourceOf(flow, undefined)).toBeUndefined()
    expect(leadSourceOf(undefined, { id: entity })).toBeUndefined()
  })

  it("gives a lead's rate cap from its own source", () => {
    expect(rateCapOf(flow, { id: entity, short_id: "web002" })).toEqual(cap)
    expect(rateCapOf(flow, { id: entity, short_id: "web001" })).toBeUndefined()
    expect(rateCapOf(flow, { id: entity })).toBeUndefined()
  })
})
