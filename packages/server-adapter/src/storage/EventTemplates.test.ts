import { type LeadEvent, recordedSetting } from "@leadflow/core"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { leadRows } from "./EventRows.js"
import { TemplateIds } from "./EventTemplates.js"
import { fullBody } from "./SharedVars.js"

const rules = { op: "and", rules: [{ lhv: "lead.email", op: "format is valid" }, { lhv: "lead.state", op: "is included in", rhv: ["TX", "CA"] }] }
const mappings = [
  { property: "url", value: "https://buyer.example/leads" },
  { property: "json_property.email", value: "{{lead.email}}" }
]

const lead = (accountId: string, n: number, overrides: ReadonlyArray<Record<string, unknown>> = []): ReadonlyArray<LeadEvent> => {
  const vars = { account: { id: accountId }, flow: { id: "f1" }, lead: { id: `lead${n}`, email: `lead${n}@example.com` } }
  const events: Array<Record<string, unknown>> = [
    { id: `${n}-1`, type: "filter", outcome: "continue", reason: null, step_id: "flt001", rule_set: rules, vars },
    { id: `${n}-2`, type: "recipient", outcome: "success", reason: null, step_id: "buy001", mappings, vars: { ...vars, recipient: { id: "r1" } } },
    { id: `${n}-3`, type: "source", outcome: "success", reason: null, acceptance_criteria: { rule_set: rules, outcome: n % 2 === 0 ? "success" : "failure" }, vars }
  ]
  return events.map((event, i) => ({ ...event, ...overrides[i] }) as unknown as LeadEvent)
}

const parse = (text: string): Record<string, unknown> => JSON.parse(text) as Record<string, unknown>

describe("event templates", () => {
  it("keeps each step's settings once, the body holding null in their place, and reads back every event as written", () => {
    const templates = new TemplateIds()
    const leads = [0, 1, 2, 3].map((n) => ({ events: lead("a1", n), rows: leadRows(`lead${n}`, lead("a1", n), 0, templates) }))
    // The filter's rules, the mappings, the acceptance criteria passed and failed: four templates.
    const ids = new Set(leads.flatMap(({ rows }) => rows.events.map((row) => row.template_id)))
    expect(ids.size).toBe(4)
    expect(ids.has(null)).toBe(false)
    const bodies = new Map(leads.flatMap(({ rows }) => rows.templates.map((t) => [t.template_id, t.template_body] as const)))
    for (const { events, rows } of leads)
      rows.events.forEach((row, i) => {
        const body = parse(row.body)
        for (const key of ["rule_set", "mappings", "acceptance_criteria"]) if (Object.hasOwn(body, key)) expect(body[key]).toBeNull()
        const shared = rows.write?.group_vars ?? null
        expect(fullBody(row.body, shared, bodies.get(row.template_id ?? ""))).toEqual(events[i])
      })
  })

  it("gives another account's same settings templates of its own", () => {
    const templates = new TemplateIds()
    const a = leadRows("l1", lead("a1", 0), 0, templates)
    const b = leadRows("l2", lead("a2", 0), 0, templates)
    const idsOf = (rows: typeof a) => rows.events.map((row) => row.template_id)
    for (const id of idsOf(a)) expect(idsOf(b)).not.toContain(id)
    expect(b.templates.every((t) => t.template_account_id === "a2")).toBe(true)
  })

  it("leaves settings too short to share, and null ones, in the body", () => {
    const templates = new TemplateIds()
    const rows = leadRows("l1", lead("a1", 0, [{ rule_set: { op: "and", rules: [] } }, { mappings: null }, { acceptance_criteria: undefined }]), 0, templates)
    expect(rows.events.map((row) => row.template_id)).toEqual([null, null, null])
    expect(rows.templates).toEqual([])
    expect(parse(rows.events[0]?.body ?? "{}")["rule_set"]).toEqual({ op: "and", rules: [] })
  })

  it("leaves acceptance criteria with a reason (rendered from the lead) in the body, and a member that is not plain JSON", () => {
    const templates = new TemplateIds()
    const failed = { rule_set: rules, outcome: "failure", reason: "lead0@example.com is not from TX" }
    const rows = leadRows("l1", lead("a1", 0, [{ rule_set: { ...rules, limit: 10n } }, {}, { acceptance_criteria: failed }]), 0, templates)
    expect(rows.events.map((row) => row.template_id === null)).toEqual([true, false, true])
    expect(parse(rows.events[2]?.body ?? "{}")["acceptance_criteria"]).toEqual(failed)
    expect(parse(rows.events[0]?.body ?? "{}")["rule_set"]).toEqual({ ...rules, limit: "10" })
    expect(rows.templates.map((t) => t.template_body).join()).not.toContain("lead0@example.com")
  })

  it("makes the template of settings as the engine records them once, and gives equal settings the same id", () => {
    const templates = new TemplateIds()
    const frozenRules = recordedSetting({}, "rule_set", rules)
    const first = leadRows("l1", lead("a1", 0, [{ rule_set: frozenRules }]), 0, templates)
    const again = leadRows("l2", lead("a1", 1, [{ rule_set: frozenRules }]), 0, templates)
    const copy = leadRows("l3", lead("a1", 2, [{ rule_set: structuredClone(rules) }]), 0, templates)
    expect(again.events[0]?.template_id).toBe(first.events[0]?.template_id)
    expect(copy.events[0]?.template_id).toBe(first.events[0]?.template_id)
    // A committed template is not laid out again.
    templates.noteStored(first.templates.map((t) => t.template_id))
    const later = leadRows("l4", lead("a1", 0, [{ rule_set: frozenRules }]), 0, templates)
    expect(later.events[0]?.template_id).toBe(first.events[0]?.template_id)
    expect(later.templates).toEqual([])
  })

  it("serialises an object that is only frozen for each event (a member of it may change)", () => {
    const templates = new TemplateIds()
    const values = ["TX"]
    const shallow = Object.freeze({ op: "and", rules: [{ lhv: "lead.state", op: "is included in", rhv: values }] })
    const first = leadRows("l1", lead("a1", 0, [{ rule_set: shallow }]), 0, templates)
    values.push("CA")
    const second = leadRows("l2", lead("a1", 1, [{ rule_set: shallow }]), 0, templates)
    expect(second.events[0]?.template_id).not.toBe(first.events[0]?.template_id)
    expect(second.templates.find((t) => t.template_id === second.events[0]?.template_id)?.template_body).toContain('"CA"')
  })

  it("reads back any settings as written (property)", () => {
    const json = fc.jsonValue({ maxDepth: 3 })
    fc.assert(
      fc.property(fc.array(fc.tuple(json, json, json), { minLength: 1, maxLength: 4 }), (settings) => {
        const templates = new TemplateIds()
        for (const [ruleSet, maps, criteria] of settings) {
          const events = lead("a1", 1, [{ rule_set: ruleSet }, { mappings: maps }, { acceptance_criteria: criteria }])
          const rows = leadRows("l1", events, 0, templates)
          const bodies = new Map(rows.templates.map((t) => [t.template_id, t.template_body] as const))
          rows.events.forEach((row, i) => {
            // JSON as written: the engine's events are JSON (no -0, no undefined).
            const written = JSON.parse(JSON.stringify(events[i])) as unknown
            expect(fullBody(row.body, rows.write?.group_vars ?? null, row.template_id === null ? null : bodies.get(row.template_id))).toEqual(written)
          })
        }
      })
    )
  })
})
