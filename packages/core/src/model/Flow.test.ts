import { Either, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { Flow, type FlowEncoded } from "./Flow.js"
import { decodeWithErrors } from "./ValidationErrors.js"

/**
 * A flow assembled from the reference's `example:` values: the "Sales Leads" flow and its field
 * list, the "Lead must live in TX" acceptance criteria, the "Monthly leads from TX" cap, the
 * list-check examples, the Salesforce module and the ids the reference uses.
 */
const livesInTexas = {
  id: "0d144a",
  op: "and",
  rules: [{ id: "1aacd0", lhv: "lead.state", op: "is equal to", rhv: "TX" }]
} as const

const salesLeads = {
  id: "5fd4371e940df5a34a3888b2",
  name: "Sales Leads",
  enabled: true,
  fields: [
    "first_name",
    "last_name",
    "email",
    "phone_1",
    "address_1",
    "city",
    "state",
    "postal_code",
    "certform_cert_url"
  ],
  acceptance_criteria: { rule_set: livesInTexas, outcome: "failure", reason: "Lead must live in TX" },
  caps: [
    {
      id: "5fd438f91f0d12766e2bfee5",
      type: "volume",
      name: "Monthly leads from TX",
      maximum: 1200,
      duration: 1,
      duration_units: "month",
      time_zone: "America/New_York",
      rule_set: livesInTexas,
      reason: "Cap reached",
      caps: [{ name: "Daily leads from TX", maximum: 60, duration: 1, duration_units: "day" }],
      created_at: "2020-11-23T11:41:52Z"
    }
  ],
  pricing: {
    override: false,
    prices: [
      { amount: 12.5 },
      { amount: 20, rule_set: livesInTexas }
    ]
  },
  list_checks: {
    duplicate: { value: "{{lead.phone}}", list_name: "duplicates", lookback: { value: 7, interval: "day" } },
    existing_customer: { value: "{{lead.email}}", list_name: "customer_emails", lookback: null },
    dnc: { value: "{{lead.phone}}", list_name: "do_not_call", lookback: null }
  },
  sources: [
    {
      id: "s0urce",
      entity: { id: "6369a0e534c9d4ebe142e0ef", name: "A Corporation", time_zone: "America/New_York" },
      integration: {
        module_id: "leadconduit-default.inbound",
        mappings: [{ id: "m4pp1n", property: "lead.first_name", value: "{{fname}}" }]
      },
      ping_limits: [
        {
          id: "6402715c40926f93753580d9",
          name: "Pings per minute",
          maximum: 600,
          duration: 1,
          duration_units: "minute",
          time_zone: "America/New_York"
        }
      ],
      pricing: { override: true },
      enabled: true,
      authentication_required: false,
      // Sources are open records in the reference: a key of the old platform is kept.
      submission_docs_visible: true
    }
  ],
  steps: [
    {
      type: "filter",
      id: "f1lter",
      description: "Stop invalid phones",
      outcome: "failure",
      reason: "Invalid phone",
      rule_set: {
        op: "or",
        rules: [
          { lhv: "lead.phone_1", op: "format is invalid" },
          { op: "and", rules: [{ lhv: "lead.phone_1.area", op: "is included in", rhv: ["900", "976"] }] }
        ]
      },
      enabled: true
    },
    {
      type: "recipient",
      id: "s4lesf",
      description: "Create the contact in Salesforce",
      entity: { id: "64acddadd9b866e066385bd6", name: "Salesforce" },
      integration: {
        module_id: "leadconduit-salesforce.outbound.create_contact",
        mappings: [
          { property: "email", value: "{{lead.email}}" },
          { property: "timeout_seconds", value: 30 }
        ]
      },
      rule_set: livesInTexas,
      caps: [{ maximum: 100, duration: 1, duration_units: "day", time_zone: "America/Chicago" }],
      pricing: { prices: [{ amount: 35 }] },
      feedback: { integration: { module_id: "leadconduit-custom.outbound.json" } },
      enabled: true,
      retry_enabled: true
    }
  ],
  ping_enabled: true,
  ping_limits: [{ maximum: 10000, duration: 1, duration_units: "day", time_zone: "America/New_York" }],
  pricing_service: { service_id: "6493820b542ea0521e2a4543", fallback_price: 5 },
  firehose: { credential_id: "6493820b542ea0521e2a4543", bucket: "lead-events", prefix: "sales", enabled: true },
  created_at: "2020-11-23T11:41:52Z",
  updated_at: "2023-01-21T22:58:54.123Z"
}

const decodeFlow = decodeWithErrors(Flow)

const decoded = (input: unknown): Flow => {
  const result = decodeFlow(input)
  if (Either.isLeft(result)) throw new Error(JSON.stringify(result.left, null, 2))
  return result.right
}

const errorsOf = (input: unknown) => {
  const result = decodeFlow(input)
  if (Either.isRight(result)) throw new Error("expected the document to be rejected")
  return result.left
}

describe("Flow", () => {
  it("decodes a flow built from the reference's examples", () => {
    const flow = decoded(salesLeads)
    expect(flow.name).toBe("Sales Leads")
    expect(flow.steps.map((step) => step.type)).toEqual(["filter", "recipient"])
    const [filter, recipient] = flow.steps
    expect(filter?.type === "filter" && filter.outcome).toBe("failure")
    expect(recipient?.type === "recipient" && recipient.integration.module_id).toBe(
      "leadconduit-salesforce.outbound.create_contact"
    )
    expect(flow.caps?.[0]?.caps?.[0]?.name).toBe("Daily leads from TX")
    expect(flow.sources[0]?.entity.id).toBe("6369a0e534c9d4ebe142e0ef")
  })

  it("encodes back to the document it decoded, open records' extra keys included", () => {
    const flow = decoded(salesLeads)
    expect(Schema.encodeSync(Flow)(flow)).toEqual(salesLeads)
    expect(decoded(Schema.encodeSync(Flow)(flow))).toEqual(flow)
  })

  it("accepts the smallest flow the reference allows, adding nothing to it", () => {
    const smallest: FlowEncoded = { name: "Empty", enabled: false, fields: [], sources: [], steps: [] }
    expect(decoded(smallest)).toEqual(smallest)
  })

  it("reports every problem of a malformed flow under its dotted path", () => {
    const malformed = {
      ...salesLeads,
      name: "",
      enabled: "yes",
      owner: "someone",
      fields: ["email", "phone 1"],
      caps: [{ ...salesLeads.caps[0], duration_units: "year", caps: [{ maximum: -1 }] }],
      pricing: { override: true, prices: [{ amount: 2 }] },
      sources: [{ entity: { id: "6369a0e534c9d4ebe142e0ef" } }],
      steps: [
        {
          ...salesLeads.steps[0],
          rule_set: {
            op: "and",
            rules: [
              { lhv: "lead.state", op: "is equal to", rhv: "TX" },
              { op: "xor", rules: [{ lhv: "lead.state", op: "is blank" }] },
              { lhv: "lead.loan_amount", op: "is less than" }
            ]
          }
        },
        { ...salesLeads.steps[1], entity: { id: "123" } },
        { type: "webhook", url: "https://example.com" }
      ]
    }
    const errors = errorsOf(malformed)
    expect(Object.keys(errors).sort()).toEqual(
      [
        "owner",
        "name",
        "enabled",
        "fields.1",
        "caps.0.duration_units",
        "caps.0.caps.0.maximum",
        "pricing.prices",
        "sources.0.integration",
        "steps.0.rule_set.rules.1.op",
        "steps.0.rule_set.rules.2.rhv",
        "steps.1.entity.id",
        "steps.2.type"
      ].sort()
    )
    expect(errors["owner"]?.[0]).toMatch(/^is unexpected/)
    expect(errors).toMatchObject({
      name: ['Expected a string at least 1 character(s) long, actual ""'],
      enabled: ['Expected boolean, actual "yes"'],
      "fields.1": ['Expected a field id of letters, digits and underscores, actual "phone 1"'],
      "caps.0.duration_units": ['Expected "minute" | "hour" | "day" | "week" | "month", actual "year"'],
      "caps.0.caps.0.maximum": ["Expected a non-negative number, actual -1"],
      "pricing.prices": ["must be empty when override is true"],
      "sources.0.integration": ["is missing"],
      "steps.0.rule_set.rules.1.op": ['Expected "and" | "or", actual "xor"'],
      "steps.1.entity.id": ['Expected a 24-character hexadecimal id, actual "123"'],
      "steps.2.type": ['Expected "filter" | "recipient" | "group" | "auction", actual "webhook"']
    })
  })

  it("rejects unknown keys in closed records and keeps them in open ones", () => {
    const errors = errorsOf({
      ...salesLeads,
      steps: [{ ...salesLeads.steps[0], colour: "red" }],
      pricing: { prices: [{ amount: 1, currency: "USD" }] }
    })
    expect(Object.keys(errors).sort()).toEqual(["pricing.prices.0.currency", "steps.0.colour"])
    const withExtraCapKey = { ...salesLeads, caps: [{ ...salesLeads.caps[0], counter_hint: 3 }] }
    expect(Schema.encodeSync(Flow)(decoded(withExtraCapKey))).toEqual(withExtraCapKey)
  })

  it("rejects a document that is not an object at the root key", () => {
    expect(errorsOf(null)).toEqual({ "": ["Expected Flow, actual null"] })
    expect(Object.keys(errorsOf({}))).toEqual(["name", "enabled", "fields", "sources", "steps"])
  })
})
