import type { FlowEncoded } from "@leadflow/core"
import { benchCriteria, benchFields, benchSourceMappings, rule } from "../lib/benchLead.js"

/** The buyer entity of the bench flow (stored in the account beside the flow). */
export const BUYER_ENTITY_ID = "5f00000000000000000b00b1"

export { benchFields }

/**
 * The flow `bench:http` submits to: 9 typed fields, 3 source mappings, 10-rule acceptance
 * criteria, flow pricing, two filter steps (which the lead passes) and one JSON delivery to a
 * loopback buyer. And the lead every request posts (~800 bytes of JSON).
 */

export const FLOW_ID = "5f00000000000000000b0001"
export const SOURCE_ID = "5f00000000000000000b00a1"

const r = rule

export const benchFlow = (buyerUrl: string): FlowEncoded => ({
  id: FLOW_ID,
  name: "HTTP bench flow",
  enabled: true,
  fields: benchFields.map((f) => f.id),
  sources: [
    {
      entity: { id: SOURCE_ID, name: "Seller" },
      integration: {
        module_id: "leadflow-standard.inbound",
        mappings: benchSourceMappings
      }
    }
  ],
  acceptance_criteria: {
    outcome: "failure",
    reason: "not accepted",
    rule_set: benchCriteria
  },
  pricing: { prices: [{ amount: 4.5 }] },
  steps: [
    {
      type: "filter",
      id: "flt001",
      outcome: "failure",
      reason: "invalid email",
      rule_set: { op: "or", rules: [r("lead.email", "format is invalid"), r("lead.email", "includes", "@example.invalid")] }
    },
    {
      type: "filter",
      id: "flt002",
      outcome: "failure",
      reason: "not in a served area",
      rule_set: { op: "and", rules: [r("lead.state", "is equal to", "AK"), r("lead.postal_code", "is blank")] }
    },
    {
      type: "recipient",
      id: "buy001",
      entity: { id: BUYER_ENTITY_ID, name: "Buyer" },
      integration: {
        module_id: "leadflow-custom.outbound.json",
        mappings: [
          { property: "url", value: buyerUrl },
          { property: "json_property.email", value: "{{lead.email}}" },
          { property: "json_property.phone", value: "{{lead.phone_1}}" },
          { property: "json_property.zip", value: "{{lead.postal_code}}" },
          { property: "json_property.state", value: "{{lead.state}}" },
          { property: "json_property.name.first", value: "{{lead.first_name}}" },
          { property: "json_property.name.last", value: "{{lead.last_name}}" },
          { property: "price_path", value: "result.price" },
          { property: "reference_path", value: "result.id" }
        ]
      }
    }
  ]
})

/** The lead: the flow's fields (three by their mapped names) and a few the flow ignores. */
export const benchLead = JSON.stringify({
  fname: "Jane",
  lname: "Doe",
  phone: "(512) 867-5309",
  email: "Jane.Doe@Example.com",
  postal_code: "78701-1234",
  state: "TX",
  dob: "1985-04-12",
  ip_address: "203.0.113.45",
  tcpa: "true",
  address_1: "1100 Congress Avenue, Suite 200",
  city: "Austin",
  comments: "Interested in a quote for home insurance, best reached in the evening after 6pm central time.",
  landing_page: "https://www.example.com/insurance/home/quote?utm_source=partner&utm_medium=cpc&utm_campaign=spring",
  user_agent: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36",
  trustedform_cert_url: "https://cert.example.com/0123456789abcdef0123456789abcdef01234567",
  sub_id: "partner-42-campaign-7"
})
