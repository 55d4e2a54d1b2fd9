import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { Flow } from "../model/Flow.js"
import { flowInertIssues } from "./InertCheck.js"

const entity = (n: number) => ({ id: `5f00000000000000000000a${n}`, name: `Source ${n}` })
const source = (n: number, extra: Record<string, unknown> = {}) => ({
  entity: entity(n),
  integration: { module_id: "leadflow-standard.inbound" },
  ...extra
})
const flowWith = (extra: Record<string, unknown>) =>
  Schema.decodeUnknownSync(Flow)({ name: "F", enabled: true, fields: ["email"], steps: [], sources: [source(1)], ...extra })

const daily = { maximum: 5, duration: 1, duration_units: "day" }
const serviceOf = { service_id: "5f00000000000000000000c1", fallback_price: 1 }
const conditional = { prices: [{ amount: 3, rule_set: { op: "and", rules: [{ lhv: "lead.state", op: "is equal to", rhv: "TX" }] } }] }

describe("flowInertIssues", () => {
  it("passes settings that can each act", () => {
    const flow = flowWith({
      ping_enabled: true,
      ping_limits: [daily],
      list_checks: { duplicate: { value: "{{lead.email}}", list_name: "dupes" } },
      pricing: conditional,
      sources: [source(1, { pricing: { prices: [{ amount: 2 }] }, ping_limits: [daily] }), source(2, { pricing_service: serviceOf })]
    })
    expect(flowInertIssues(flow)).toEqual([])
  })

  it("names a list check without a list, a source no submission reaches, ping limits without pings and a field listed twice", () => {
    const flow = flowWith({
      fields: ["email", "state", "email"],
      ping_limits: [daily],
      list_checks: { duplicate: { value: "{{lead.email}}" } },
      sources: [
        source(1),
        source(2, { ping_limits: [daily] }),
        { ...source(1), entity: { id: entity(1).id.toUpperCase() } },
        // Reached by its short id, though a later source has its entity.
        source(3, { id: "web003" }),
        source(3)
      ]
    })
    expect(flowInertIssues(flow).map((issue) => issue.path)).toEqual([
      "list_checks.duplicate.list_name",
      "sources.0.entity.id",
      "ping_limits",
      "sources.1.ping_limits",
      "fields.2"
    ])
  })

  it("names pricing that another pricing always comes before", () => {
    const flowService = flowInertIssues(
      flowWith({ pricing_service: serviceOf, pricing: conditional, sources: [source(1, { pricing: conditional, pricing_service: serviceOf })] })
    )
    expect(flowService.map((issue) => issue.path)).toEqual(["pricing", "sources.0.pricing", "sources.0.pricing_service"])
    const sourceService = flowInertIssues(flowWith({ pricing: conditional, sources: [source(1, { pricing: conditional, pricing_service: serviceOf })] }))
    expect(sourceService.map((issue) => issue.path)).toEqual(["pricing", "sources.0.pricing"])
    const unconditional = flowInertIssues(flowWith({ pricing: { prices: [{ amount: 5 }] }, sources: [source(1, { pricing: conditional })] }))
    expect(unconditional).toEqual([
      { path: "sources.0.pricing", message: "This pricing never acts: the flow's pricing prices every lead first (it has a price without rules)" }
    ])
    // An override prices only the leads that bring a price: the source's prices the others.
    expect(flowInertIssues(flowWith({ pricing: { override: true }, sources: [source(1, { pricing: conditional })] }))).toEqual([])
  })
})
