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

  it("names a source with the short id of an earlier one, of its entity or another, at the later source", () => {
    const flow = flowWith({
      sources: [
        source(1, { id: "web001" }),
        // Another short id of the entity: told apart.
        source(1, { id: "web002" }),
        // The short id under another entity: submissions to web001 reach only sources.0.
        source(2, { id: "web001" }),
        // The entity id in another case is the same entity.
        { ...source(1, { id: "web001" }), entity: { id: entity(1).id.toUpperCase() } },
        // A short id keeps its case, as the submission URL does: another short id.
        source(2, { id: "WEB001" }),
        source(1)
      ]
    })
    expect(flowInertIssues(flow)).toEqual([
      {
        path: "sources.2.id",
        message:
          "sources.0 has this short id too: submissions to web001 reach only that one, whatever its entity, so this source runs only by its entity id, and only when it is its entity's last source. Give this source another short id, or remove it"
      },
      {
        path: "sources.3.id",
        message:
          "sources.0 has this entity and this short id too: submissions to the short id reach only that one, and the leads, feedback and return rates of the two could not be told apart. Give this source another short id, or remove it"
      }
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

  it("names a source's override behind the flow's override: both take the price sent with the lead", () => {
    const both = flowInertIssues(
      flowWith({ pricing: { override: true }, sources: [source(1, { pricing: { override: true } }), source(2, { pricing: { override: false } })] })
    )
    expect(both).toEqual([
      {
        path: "sources.0.pricing.override",
        message:
          "This override never acts: the flow's pricing is an override too, which already takes the price sent with the lead, and this one looks for the same price"
      }
    ])
    // Without the flow's override, the source's takes the price sent with the lead.
    expect(flowInertIssues(flowWith({ pricing: conditional, sources: [source(1, { pricing: { override: true } })] }))).toEqual([])
    expect(flowInertIssues(flowWith({ sources: [source(1, { pricing: { override: true } })] }))).toEqual([])
  })

  it("names bid_lifetime_seconds where no ping is answered: pings off, or an auction after the first enabled one", () => {
    const buyer = {
      entity: { id: "5f00000000000000000000d1", name: "A" },
      ping: { module_id: "leadflow-test.outbound.ping" },
      post: { module_id: "leadflow-test.outbound.post" }
    }
    const auction = (id: string, extra: Record<string, unknown> = {}) => ({ type: "auction", id, buyers: [buyer], ...extra })
    const held = { bid_lifetime_seconds: 30 }
    const steps = [auction("auc001", { ...held, enabled: false }), auction("auc002", held), auction("auc003", held), auction("auc004", { ...held, enabled: false })]

    const pingsOff = flowInertIssues(flowWith({ steps }))
    expect(pingsOff.map((issue) => issue.path)).toEqual([0, 1, 2, 3].map((i) => `steps.${i}.bid_lifetime_seconds`))
    expect(pingsOff[0]?.message).toBe(
      "bid_lifetime_seconds is how long a bid answered to a ping is held, and this flow takes no pings (ping_enabled is not true)"
    )

    // A disabled auction before the first enabled one would answer pings once enabled.
    const later = flowInertIssues(flowWith({ ping_enabled: true, steps }))
    expect(later).toEqual(
      [2, 3].map((i) => ({
        path: `steps.${i}.bid_lifetime_seconds`,
        message: "bid_lifetime_seconds is how long a bid answered to a ping is held, and only the flow's first enabled auction (steps.1) answers pings"
      }))
    )
    expect(flowInertIssues(flowWith({ ping_enabled: true, steps: [auction("auc001", held), auction("auc002")] }))).toEqual([])
  })
})
