import type { FlowEncoded } from "@leadflow/core"
import { benchCriteria, benchFields, benchSourceMappings, rule as r } from "./benchLead.js"

/**
 * The engine bench's flow and lead (`engine.bench.ts`), shared with `engine.profile.ts` so that a
 * profile describes the work the bench measures: 9 typed fields, 3 source mappings, a 10-rule
 * acceptance criteria, flow pricing, one flow cap, 3 filter steps and 2 recipient steps.
 */

export const SOURCE = "5f00000000000000000000a1"
export const BUYERS = ["leadflow-acme.outbound.post", "leadflow-globex.outbound.post"]

export const flowDocument: FlowEncoded = {
  id: "5f0000000000000000000001",
  name: "Bench flow",
  enabled: true,
  fields: benchFields.map((field) => field.id),
  sources: [
    {
      entity: { id: SOURCE, name: "Seller" },
      integration: {
        module_id: "leadflow-standard.inbound",
        mappings: benchSourceMappings
      }
    }
  ],
  acceptance_criteria: { rule_set: benchCriteria, outcome: "failure", reason: "not accepted" },
  pricing: {
    prices: [
      { amount: 5 },
      { amount: 9, rule_set: { op: "and", rules: [r("lead.state", "is equal to", "TX")] } },
      { amount: 12, rule_set: { op: "and", rules: [r("lead.state", "is equal to", "CA")] } }
    ]
  },
  // The largest maximum a cap may have (counters are 32-bit on PostgreSQL): never reached in a run.
  caps: [{ id: "5f00000000000000000000c1", maximum: 2_147_483_647, duration: 1, duration_units: "day", time_zone: "America/Chicago" }],
  steps: [
    { type: "filter", outcome: "failure", reason: "Alaska", rule_set: { op: "and", rules: [r("lead.state", "is equal to", "AK")] } },
    { type: "filter", outcome: "failure", reason: "test lead", rule_set: { op: "and", rules: [r("lead.email", "includes", "test")] } },
    { type: "filter", outcome: "failure", reason: "premium", rule_set: { op: "and", rules: [r("lead.phone_1.area", "is equal to", "900")] } },
    ...BUYERS.map((id) => ({ type: "recipient" as const, entity: { id: "5f00000000000000000000b1", name: "Buyer" }, integration: { module_id: id } }))
  ]
}

export const submitted = {
  fname: "Jane",
  lname: "Doe",
  phone: "(512) 789-1111",
  email: "Jane.Doe@Example.com",
  postal_code: "78701",
  state: "Texas",
  dob: "06/02/1984",
  ip_address: "198.51.90.161",
  tcpa: "yes"
}

// The in-process buyers answer at once, appending a reference, as a fast CRM would.
export const buyerAnswer = { outcome: "success" as const, appended: { id: "abc123" } }
