import type { LeadEvent } from "@leadflow/core"

/**
 * Deterministic leads for the event-store equivalence test: the shapes the engine writes (a lead's
 * filter, recipient and source events in one write, sharing vars that grow step by step), later
 * writes of the same lead (feedback, retries), pings, typed values, booleans, nulls, numbers as
 * text, keys present in some events only, a key whose value changes, and an event whose vars hold the account alone.
 * Times are fixed (and expire in 2099) so the API's answers can be compared with a recorded fixture.
 */
export const T0 = Date.UTC(2026, 9, 1, 12)
const hour = 3_600_000
const expires = "2099-01-01T00:00:00.000Z"

export interface LeadWrite {
  readonly leadId: string
  readonly events: ReadonlyArray<LeadEvent>
}

const hex = (n: number, width: number): string => n.toString(16).padStart(width, "0")

/** An ObjectId-shaped id whose time part is `at`. */
const idAt = (at: number, n: number): string => hex(Math.floor(at / 1000), 8) + hex(n, 16)

const states = ["TX", "CA", "NY", "FL", "ak", ""]
const flows = ["5f00000000000000000f0001", "5f00000000000000000f0002"]
const sources = ["5f00000000000000000a0001", "5f00000000000000000a0002", "5f00000000000000000a0003"]
const recipients = ["5f00000000000000000b0001", "5f00000000000000000b0002"]

/** The writes, in order, for an account. */
export const leadWrites = (accountId: string): ReadonlyArray<LeadWrite> => {
  let seed = 7
  const random = (): number => {
    seed = (seed * 48_271) % 2_147_483_647
    return seed / 2_147_483_647
  }
  const pick = <A>(items: ReadonlyArray<A>): A => items[Math.floor(random() * items.length)] as A
  let counter = 0
  const writes: Array<LeadWrite> = []
  for (let n = 0; n < 40; n++) {
    const at = T0 + n * 7 * hour + Math.floor(random() * hour)
    const leadId = idAt(at, 1_000_000 + n)
    const flowId = pick(flows)
    const sourceId = pick(sources)
    const state = pick(states)
    const lead: Record<string, unknown> = {
      id: leadId,
      email: { normal: `lead${n}@example.com`, raw: `Lead${n}@Example.com`, valid: n % 5 !== 0 },
      state: state === "" ? "" : { normal: state.toUpperCase(), raw: state, valid: state !== "ak" },
      tcpa: n % 3 === 0 ? { normal: true, raw: "true", valid: true } : n % 3 === 1 ? false : null,
      age: n % 4 === 0 ? "42" : 30 + n,
      comments: n % 6 === 0 ? undefined : `comment ${n}, with "quotes" and ünïcode`,
      ...(n % 7 === 0 ? { certform_cert_url: `https://cert.example/${n}` } : {})
    }
    const ping = n % 9 === 4
    const base = {
      lead,
      submission: { timestamp: { normal: new Date(at).toISOString(), raw: String(at), valid: true }, ip: "203.0.113.7" },
      flow: { id: flowId, name: `Flow ${flowId.slice(-1)}` },
      source: { id: sourceId, name: "Seller" },
      account: { id: accountId, name: "Account" },
      random: 1 + (n % 3),
      ...(ping ? { ping: true } : {})
    }
    const event = (offset: number, body: Record<string, unknown>): LeadEvent => {
      const time = at + offset
      return {
        id: idAt(time, ++counter),
        host: "test-host",
        start_timestamp: time - 5,
        end_timestamp: time,
        ms: 5 + Math.floor(random() * 400),
        wait_ms: 0,
        overhead_ms: 5,
        handler_version: "0.1.0",
        version: "1.0.0",
        expires_at: expires,
        ...body
      } as unknown as LeadEvent
    }
    const events: Array<LeadEvent> = []
    // Filters see the vars before any delivery; an appended key arrives with the first buyer.
    const early = { ...base, appended: {} }
    // Step settings as a flow version repeats them in every lead (stored once since 0029): a
    // filter's rules, a delivery's mappings, the source's acceptance criteria.
    const ruleSet = { op: "and", rules: [{ lhv: "lead.email", op: "format is valid" }, { lhv: "lead.state", op: "is included in", rhv: flowId.endsWith("1") ? ["TX", "CA"] : ["NY", "FL"] }] }
    events.push(event(1, { type: "filter", outcome: "continue", reason: null, step_id: "flt001", rule_set: n % 5 === 2 ? { op: "and", rules: [] } : ruleSet, vars: early }))
    if (n % 8 === 3) events.push(event(2, { type: "filter", outcome: "stop", reason: "not served", step_id: "flt002", vars: early }))
    else {
      const recipientCount = 1 + (n % 2)
      let vars: Record<string, unknown> = early
      for (let r = 0; r < recipientCount; r++) {
        const recipientId = recipients[r] as string
        const outcome = pick(["success", "success", "failure", "error", "skip"])
        const custom = { price: String(10 + r), reference: `ref-${n}-${r}` }
        vars = { ...vars, appended: { [`custom${r}`]: custom }, [`custom${r}`]: custom, recipient: { id: recipientId, name: `Buyer ${r}` } }
        events.push(
          event(3 + r, {
            type: "recipient",
            outcome,
            reason: outcome === "success" ? null : `${outcome} at buyer`,
            step_id: `buy00${r}`,
            key: `custom${r}`,
            ...(outcome === "success" ? { revenue: 12.5 + r, sale_price: 12.5 + r } : {}),
            [`custom${r}`]: custom,
            mappings: [
              { property: "url", value: `https://buyer${r}.example/leads` },
              { property: "json_property.email", value: "{{lead.email}}" }
            ],
            vars
          })
        )
      }
    }
    const sourceOutcome = pick(["success", "success", "failure", "error"])
    events.push(
      event(9, {
        type: "source",
        outcome: sourceOutcome,
        reason: sourceOutcome === "success" ? null : "rejected",
        ...(ping ? { ping: true } : {}),
        module_id: "leadflow-standard.inbound",
        ...(sourceOutcome === "success" && !ping ? { cost: 4.5, purchase_price: 4.5 } : {}),
        request: { method: "POST", uri: "/submit", headers: { "content-type": "application/json" }, body: `{"n":${n}}` },
        ...(ping
          ? {}
          : { acceptance_criteria: { rule_set: { op: "and", rules: [{ lhv: "lead.email", op: "is not blank" }, { lhv: "lead.tcpa", op: "is true" }] }, outcome: sourceOutcome === "success" ? "success" : "failure" } }),
        vars: n % 10 === 7 ? { ...base } : { ...base, appended: {} }
      })
    )
    writes.push({ leadId, events })
    // Later writes of the lead: feedback (two events), a retry (one), an event whose vars hold the account alone.
    if (n % 4 === 1) {
      const later = { ...base, appended: {}, feedback: { type: n % 8 === 1 ? "return" : "Conversion" } }
      writes.push({
        leadId,
        events: [
          event(2 * hour, { type: "feedback-received", outcome: "success", reason: null, step_id: "buy000", vars: later }),
          event(2 * hour + 1, { type: "feedback-sent", outcome: n % 3 === 0 ? "skip" : "success", reason: null, step_id: "buy000", vars: { ...later, random: 99 } })
        ]
      })
    }
    if (n % 6 === 2) writes.push({ leadId, events: [event(3 * hour, { type: "retry", outcome: "error", reason: "timeout", retry_status: "started", vars: { ...base, recipient: { id: recipients[0] } } })] })
    if (n === 11) writes.push({ leadId, events: [event(4 * hour, { type: "feedback-received", outcome: "failure", reason: "account only", vars: { account: { id: accountId } } })] })
  }
  return writes
}

/** The timeframe that holds every event. */
export const span = { start: T0 - hour, end: T0 + 40 * 7 * hour + 5 * hour }
