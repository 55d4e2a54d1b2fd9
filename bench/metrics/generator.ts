/**
 * Synthetic leads for `bench:metrics`, from a seeded generator (xorshift128+, period 2^128 − 1):
 * 20 flows, 50 sources, 200 recipients, 50 states, about 125,000 leads for one million events
 * over 30 days. Each lead is written the way the engine writes it: two filters, up to ten
 * deliveries and the source event in one write (vars growing step by step), some leads later get
 * feedback. The generator tallies what every query should answer, so the bench checks answers.
 */
import type { LeadEvent } from "@leadflow/core"

export const day = 86_400_000

/** xorshift128+ on two 32-bit halves each: a float in [0, 1). */
export const seededRandom = (seed: number): (() => number) => {
  let s0 = seed >>> 0 || 1
  let s1 = 0x9e3779b9
  let s2 = 0x243f6a88
  let s3 = 0x85a308d3
  return () => {
    // xoshiro128** (32-bit state words), uniform and with a period far beyond a million draws.
    const result = Math.imul(rotl(Math.imul(s1, 5), 7), 9) >>> 0
    const t = s1 << 9
    s2 ^= s0
    s3 ^= s1
    s1 ^= s2
    s0 ^= s3
    s2 ^= t
    s3 = rotl(s3, 11)
    return result / 4_294_967_296
  }
}
const rotl = (x: number, k: number): number => (x << k) | (x >>> (32 - k))

const hex = (n: number, width: number): string => n.toString(16).padStart(width, "0")
const ids = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `5f0000000000${prefix}${hex(i, 12 - prefix.length)}`)

export const flows = ids("f", 20)
export const sources = ids("s", 50)
export const recipients = ids("r", 200)
export const states = Array.from({ length: 50 }, (_, i) => `S${String.fromCharCode(65 + Math.floor(i / 26))}${String.fromCharCode(65 + (i % 26))}`)

export interface Tally {
  events: number
  byOutcome: Map<string, number>
  bySource: Map<string, number>
  byState: Map<string, number>
  sourceEvents: number
  unclaimed: number
  leads: Set<string>
  /** Distinct recipients per `<day>|<outcome>` (count_unique daily groups by outcome). */
  recipientsByDay: Map<string, Set<string>>
  recipientsByFlow: Map<string, Set<string>>
  msByType: Map<string, Array<number>>
  /** Report totals: successful source events (pings excluded), successful deliveries, money. */
  sourceSuccess: number
  recipientSuccess: number
  cost: number
  revenue: number
}

export const emptyTally = (): Tally => ({
  events: 0,
  byOutcome: new Map(),
  bySource: new Map(),
  byState: new Map(),
  sourceEvents: 0,
  unclaimed: 0,
  leads: new Set(),
  recipientsByDay: new Map(),
  recipientsByFlow: new Map(),
  msByType: new Map(),
  sourceSuccess: 0,
  recipientSuccess: 0,
  cost: 0,
  revenue: 0
})

const add = <K>(map: Map<K, number>, key: K, n = 1) => map.set(key, (map.get(key) ?? 0) + n)

export interface Generator {
  /** The next lead's writes (usually one; feedback comes as a second write). */
  readonly nextLead: () => ReadonlyArray<{ readonly leadId: string; readonly events: ReadonlyArray<LeadEvent> }>
  readonly tally: Tally
}

export const generator = (accountId: string, start: number, totalEvents: number, seed = 42): Generator => {
  const random = seededRandom(seed)
  const pick = <A>(items: ReadonlyArray<A>): A => items[Math.floor(random() * items.length)] as A
  const tally = emptyTally()
  let n = 0
  let counter = 0
  const outcome = () => pick(["success", "success", "success", "failure", "failure", "error"])
  const nextLead = () => {
    // Leads arrive in time order over 30 days (by the share of the events written so far).
    const at = start + Math.floor((tally.events / totalEvents) * 30 * day) + Math.floor(random() * 60_000)
    const leadId = hex(Math.floor(at / 1000), 8) + hex(n, 16)
    n++
    const flowId = pick(flows)
    const sourceId = pick(sources)
    const state = pick(states)
    const ping = random() < 0.05
    const certUrl = random() < 0.7 ? `https://cert.example/${hex(n, 12)}` : undefined
    const base = {
      lead: {
        id: leadId,
        email: { normal: `lead${n}@example.com`, raw: `Lead${n}@Example.com`, valid: true, domain: "example.com" },
        phone_1: { normal: hex(5_125_550_000 + n, 10), raw: `(512) 555-${n % 10_000}`, valid: true, area: "512" },
        first_name: { normal: "Jane", raw: "Jane", valid: true },
        state: { normal: state, raw: state.toLowerCase(), valid: true, name: `State ${state}` },
        postal_code: { normal: String(10_000 + (n % 89_999)), raw: String(10_000 + (n % 89_999)), valid: true },
        ...(certUrl === undefined ? {} : { certform_cert_url: certUrl })
      },
      submission: { timestamp: { normal: new Date(at).toISOString(), valid: true }, ip: "203.0.113.7" },
      flow: { id: flowId, name: "Flow" },
      source: { id: sourceId, name: "Source" },
      account: { id: accountId, name: "Account" },
      ...(random() < 0.2 ? { certform: { cert_id: hex(n, 8) } } : {}),
      ...(ping ? { ping: true } : {})
    }
    const event = (offset: number, body: Record<string, unknown>): LeadEvent => {
      const time = at + offset
      const ms = Math.floor(random() * 2_000)
      return {
        id: hex(Math.floor(time / 1000), 8) + hex(++counter, 16),
        host: "bench",
        start_timestamp: time - ms,
        end_timestamp: time,
        ms,
        wait_ms: 0,
        overhead_ms: 3,
        expires_at: new Date(time + 90 * day).toISOString(),
        ...body
      } as unknown as LeadEvent
    }
    const events: Array<LeadEvent> = []
    const early = { ...base, appended: {} }
    events.push(event(1, { type: "filter", outcome: pick(["continue", "continue", "stop"]), reason: null, step_id: "flt1", vars: early }))
    events.push(event(2, { type: "filter", outcome: "continue", reason: null, step_id: "flt2", vars: early }))
    let vars: Record<string, unknown> = early
    const deliveries = ping ? 0 : Math.floor(random() * 11)
    for (let r = 0; r < deliveries; r++) {
      const recipientId = pick(recipients)
      const result = outcome()
      const appended = { price: "12.5", reference: `ref-${n}-${r}` }
      vars = { ...vars, appended: { [`buyer${r}`]: appended }, [`buyer${r}`]: appended, recipient: { id: recipientId, name: "Buyer" } }
      events.push(
        event(10 + r, {
          type: "recipient",
          outcome: result,
          reason: result === "success" ? null : "declined",
          step_id: `buy${r}`,
          ...(result === "success" ? { revenue: 7 } : {}),
          vars
        })
      )
    }
    const sourceOutcome = outcome()
    events.push(
      event(20, {
        type: "source",
        outcome: sourceOutcome,
        reason: sourceOutcome === "success" ? null : "rejected",
        ...(ping ? { ping: true } : {}),
        ...(sourceOutcome === "success" && !ping ? { cost: 2.5 } : {}),
        vars: base
      })
    )
    const writes = [{ leadId, events }]
    if (!ping && random() < 0.1)
      writes.push({
        leadId,
        events: [event(day, { type: "feedback-received", outcome: "success", reason: null, vars: { ...base, feedback: { type: pick(["return", "conversion"]) } } })]
      })
    for (const write of writes)
      for (const e of write.events) {
        const v = (e.vars ?? {}) as { recipient?: { id: string } }
        tally.events++
        add(tally.byOutcome, e.outcome)
        add(tally.bySource, sourceId)
        add(tally.byState, state)
        tally.leads.add(leadId)
        const time = e.end_timestamp as number
        const dayKey = Math.floor(time / day)
        if (v.recipient !== undefined) {
          const key = `${dayKey}|${e.outcome}`
          const perDay = tally.recipientsByDay.get(key) ?? new Set<string>()
          tally.recipientsByDay.set(key, perDay.add(v.recipient.id))
          const perFlow = tally.recipientsByFlow.get(flowId) ?? new Set<string>()
          tally.recipientsByFlow.set(flowId, perFlow.add(v.recipient.id))
        }
        const msList = tally.msByType.get(e.type) ?? []
        tally.msByType.set(e.type, msList)
        msList.push(e.ms as number)
        if (e.type === "source") {
          tally.sourceEvents++
          if (certUrl === undefined && !("certform" in base)) tally.unclaimed++
          if (!ping && e.outcome === "success") {
            tally.sourceSuccess++
            tally.cost += 2.5
          }
        }
        if (e.type === "recipient" && e.outcome === "success") {
          tally.recipientSuccess++
          tally.revenue += 7
        }
      }
    return writes
  }
  return { nextLead, tally }
}

/** The median as the metric computes it: the mean of the middle one or two values. */
export const medianOf = (values: ReadonlyArray<number>): number => {
  const sorted = [...values].sort((a, b) => a - b)
  const c = sorted.length
  const lo = sorted[Math.floor((c + 1) / 2) - 1] as number
  const hi = sorted[Math.floor((c + 2) / 2) - 1] as number
  return (lo + hi) / 2
}
