// @vitest-environment happy-dom
import type { FlowRecord } from "@leadflow/api"
import { render } from "preact"
import { describe, expect, it } from "vitest"
import { FlowView, ruleText } from "./FlowView.js"

const flow = {
  id: "6b0aea9b097a58d21dc4c731",
  version: 3,
  name: "Solar",
  enabled: true,
  fields: ["email", "state"],
  sources: [{ id: "src001", entity: { id: "e1", name: "Web form" }, integration: { module_id: "leadflow-standard.inbound", mappings: [{ property: "lead.first_name", value: "{{fname}}" }] } }],
  acceptance_criteria: { rule_set: { op: "and", rules: [{ lhv: "lead.email", op: "is not blank" }] }, outcome: "failure", reason: "An email is required" },
  steps: [
    { type: "filter", id: "flt001", outcome: "failure", reason: "No Texas", rule_set: { op: "or", rules: [{ lhv: "lead.state", op: "is equal to", rhv: "TX" }, { lhv: "lead.state", op: "is equal to", rhv: "OK" }] } },
    { type: "recipient", id: "buy001", entity: { id: "b1", name: "Acme" }, integration: { module_id: "leadflow-custom.outbound.json", mappings: [{ property: "url", value: "https://acme.example/leads" }] } }
  ]
} as unknown as typeof FlowRecord.Encoded

describe("FlowView", () => {
  it("draws the phases in order, with rules and mappings as text", () => {
    const root = document.createElement("div")
    render(<FlowView flow={flow} />, root)
    const phases = [...root.querySelectorAll("li.phase > h3")].map((h) => h.textContent)
    expect(phases).toEqual(["Sources1", "Acceptance criteria", "Caps0", "Steps2", "Destinations0"])
    const text = root.textContent ?? ""
    expect(text).toContain("Web form")
    expect(text).toContain("/flows/6b0aea9b097a58d21dc4c731/sources/src001/submit")
    expect(text).toContain("lead.email is not blank")
    expect(text).toContain("(lead.state is equal to TX or lead.state is equal to OK)")
    expect(text).toContain("failure — No Texas")
    expect(text).toContain("Acme")
    const mapping = [...root.querySelectorAll("table.mappings tbody tr")].map((tr) => tr.textContent)
    expect(mapping).toEqual(["lead.first_name{{fname}}always", "urlhttps://acme.example/leadsalways"])
    expect(root.querySelector("ol.phases")?.getAttribute("aria-label")).toBe("Phases of Solar")
  })

  it("says what an empty flow lacks", () => {
    const root = document.createElement("div")
    render(<FlowView flow={{ ...flow, sources: [], steps: [], acceptance_criteria: undefined } as typeof flow} />, root)
    expect(root.textContent).toContain("No sources")
    expect(root.textContent).toContain("Every lead is accepted.")
    expect(root.textContent).toContain("Add a recipient step")
  })

  it("writes nested rules", () => {
    expect(ruleText({ lhv: "a", op: "is true" })).toBe("a is true")
    expect(ruleText({ lhv: "a", op: "is in", rhv: ["x", "y"], rule_set: { op: "and", rules: [{ lhv: "b", op: "is blank" }] } })).toBe("a is in x, y and b is blank")
    expect(ruleText(undefined)).toBe("")
  })
})
