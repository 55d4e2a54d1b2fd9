import { Either, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { eventExpiry, eventRetentionDays, LeadEvent, SourceEvent } from "./Event.js"
import { decodeWithErrors } from "./ValidationErrors.js"

const start = Date.UTC(2023, 0, 21, 22, 58, 54, 100)

/** A source event with every property the spec lists for it. */
const sourceEvent = {
  id: "63cc6f0e55254d7d1c4c3037",
  type: "source",
  outcome: "failure",
  reason: "Lead must live in TX",
  vars: {
    lead: { id: "63cc6f0e55254d7d1c4c3037", email: "johndoe@email.com", phone_1: "5127891111", state: "CA" },
    flow: { id: "5fd4371e940df5a34a3888b2", name: "Sales Leads" },
    source: { id: "6369a0e534c9d4ebe142e0ef", name: "A Corporation" }
  },
  host: "app.leadflow.local",
  start_timestamp: start,
  end_timestamp: start + 42,
  ms: 42,
  wait_ms: 0,
  overhead_ms: 42,
  lag_ms: 3,
  total_ms: 45,
  handler_version: "13.5.0",
  version: "2.0.0",
  cap_reached: false,
  flow_ping_limits: { id: "6402715c40926f93753580d9", maximum: 600, duration: 1, duration_units: "minute" },
  source_ping_limits: { maximum: 60, duration: 1, duration_units: "minute", time_zone: "America/New_York" },
  ping_limit_reached: false,
  expires_at: eventExpiry(start),
  module_id: "leadconduit-default.inbound",
  package_version: "3.1.4",
  acceptance_criteria: {
    rule_set: { id: "0d144a", op: "and", rules: [{ id: "1aacd0", lhv: "lead.state", op: "is equal to", rhv: "TX" }] },
    outcome: "failure",
    reason: "Lead must live in TX"
  },
  step_count: 0,
  appended: {},
  request: {
    method: "POST",
    uri: "https://app.leadflow.local/flows/5fd4371e940df5a34a3888b2/sources/6369a0e534c9d4ebe142e0ef/submit",
    version: "1.1",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: '{"email":"johndoe@email.com","phone_1":"5127891111"}',
    timestamp: start
  },
  response: {
    status: 201,
    status_text: "Created",
    version: "1.1",
    headers: { "Content-Type": "application/json" },
    body: '{"outcome":"failure","reason":"Lead must live in TX","lead":{"id":"63cc6f0e55254d7d1c4c3037"},"price":0}',
    timestamp: start + 42
  },
  firehose: { credential_id: "6493820b542ea0521e2a4543", bucket: "lead-events", enabled: true }
}

const recipientEvent = {
  id: "636999a5a28de89048cd16fc",
  type: "recipient",
  outcome: "success",
  reason: null,
  step_id: "s4lesf",
  key: "salesforce",
  // The appended data lives under the property `key` names.
  salesforce: { outcome: "success", contact_id: "003xx000004TmiQ" },
  sale_price: 35,
  purchase_price: 12.5,
  revenue: 22.5,
  module_id: "leadconduit-salesforce.outbound.create_contact",
  credential: { type: "token", package: "leadconduit-salesforce", token: "****" },
  transactions: [
    {
      request: { method: "POST", uri: "https://example.com/contacts", version: "1.1", headers: {}, body: "{}", timestamp: start },
      response: { status: 200, version: "1.1", headers: {}, body: "{}", timestamp: start + 10 },
      ms: 10
    }
  ],
  wait_ms: 10,
  total_ms: 60
}

const decodeEvent = decodeWithErrors(LeadEvent)

describe("events", () => {
  it("decodes a source event with every field the spec lists, and encodes it back", () => {
    const decoded = Schema.decodeUnknownSync(SourceEvent)(sourceEvent)
    expect(decoded.step_count).toBe(0)
    expect(Schema.encodeSync(SourceEvent)(decoded)).toEqual(sourceEvent)
  })

  it("tells the kinds apart by type", () => {
    const kinds = [
      sourceEvent,
      recipientEvent,
      { id: "636999a5a28de89048cd16fd", type: "filter", outcome: "stop", reason: "Invalid phone", step_id: "f1lter" },
      {
        id: "636999a5a28de89048cd16fe",
        type: "feedback-received",
        outcome: "success",
        reason: null,
        recipient_event_id: recipientEvent.id
      },
      { id: "636999a5a28de89048cd16ff", type: "feedback-sent", outcome: "skip", reason: "Feedback rules failed" },
      { id: "636999a5a28de89048cd1700", type: "retry", outcome: "error", reason: "timeout", retry_status: "started" }
    ]
    const types = kinds.map((event) => {
      const result = decodeEvent(event)
      return Either.isRight(result) ? result.right.type : JSON.stringify(result.left)
    })
    expect(types).toEqual(["source", "recipient", "filter", "feedback-received", "feedback-sent", "retry"])
  })

  it("keeps a recipient event's appended data through decode and encode", () => {
    const decoded = Schema.decodeUnknownSync(LeadEvent)(recipientEvent)
    expect(Schema.encodeSync(LeadEvent)(decoded)).toEqual(recipientEvent)
  })

  it("checks each kind's outcomes and the required properties", () => {
    expect(decodeEvent({ ...sourceEvent, outcome: "skip", step_count: -1, id: "x" })).toEqual(
      Either.left({
        id: ['Expected a 24-character hexadecimal id, actual "x"'],
        outcome: ['Expected "success" | "failure" | "error", actual "skip"'],
        step_count: ["Expected a non-negative number, actual -1"]
      })
    )
    expect(decodeEvent({ id: sourceEvent.id, type: "filter", outcome: "success" })).toEqual(
      Either.left({
        reason: ["is missing"],
        outcome: ['Expected "continue" | "stop" | "error", actual "success"']
      })
    )
    expect(decodeEvent({ ...recipientEvent, type: "delivery" })).toEqual(
      Either.left({
        type: [
          'Expected "source" | "recipient" | "bid" | "filter" | "feedback-received" | "feedback-sent" | "retry", actual "delivery"'
        ]
      })
    )
  })

  it("reports nested problems of an event by path", () => {
    const broken = {
      ...sourceEvent,
      request: { ...sourceEvent.request, method: "FETCH", timestamp: 1.5 },
      flow_ping_limits: { duration_units: "fortnight", time_zone: "Mars/Olympus_Mons" }
    }
    expect(decodeEvent(broken)).toEqual(
      Either.left({
        "request.method": ['Expected "GET" | "POST" | "PUT" | "DELETE" | "PATCH" | "OPTIONS", actual "FETCH"'],
        "request.timestamp": ["Expected an integer, actual 1.5"],
        "flow_ping_limits.duration_units": ['Expected "minute" | "hour" | "day" | "week" | "month", actual "fortnight"'],
        "flow_ping_limits.time_zone": ['Expected an IANA time zone, actual "Mars/Olympus_Mons"']
      })
    )
  })
})

describe("eventExpiry", () => {
  it("is 90 days after creation, from a Date or from ms", () => {
    expect(eventRetentionDays).toBe(90)
    expect(eventExpiry(new Date("2023-01-21T22:58:54.100Z"))).toBe("2023-04-21T22:58:54.100Z")
    expect(eventExpiry(start)).toBe("2023-04-21T22:58:54.100Z")
  })

  it("crosses a leap day and a year end by elapsed time", () => {
    expect(eventExpiry(Date.UTC(2024, 0, 31))).toBe("2024-04-30T00:00:00.000Z")
    expect(eventExpiry(Date.UTC(2023, 11, 1, 12))).toBe("2024-02-29T12:00:00.000Z")
  })
})
