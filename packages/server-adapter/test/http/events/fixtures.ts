import { EventStore, LeadEvent, objectIdGenerator } from "@leadflow/core"
import { Effect, Schema } from "effect"
import type { TestServer } from "../TestServer.js"

/**
 * A small, fully known set of events for one account (and one event of another account), three
 * days before today at 10:00 UTC onwards, so relative timeframes and daily buckets are stable.
 */
const dayMs = 86_400_000
const hourMs = 3_600_000

export const startOfTodayUtc = (now = Date.now()): number => Math.floor(now / dayMs) * dayMs
export const T0 = startOfTodayUtc() - 3 * dayMs + 10 * hourMs

const decodeEvent = Schema.decodeUnknownSync(LeadEvent)

export interface EventSpec {
  readonly type: LeadEvent["type"]
  readonly outcome: string
  readonly at: number
  readonly lead: string
  readonly source: string
  readonly extra?: Record<string, unknown>
  readonly lead_fields?: Record<string, unknown>
  readonly vars?: Record<string, unknown>
  readonly expires_at?: string
}

export const makeEvent = (accountId: string, id: string, spec: EventSpec): LeadEvent =>
  decodeEvent({
    id,
    type: spec.type,
    outcome: spec.outcome,
    reason: spec.outcome === "success" ? null : `${spec.outcome} reason`,
    start_timestamp: spec.at - 5,
    end_timestamp: spec.at,
    ...(spec.expires_at === undefined ? {} : { expires_at: spec.expires_at }),
    vars: {
      account: { id: accountId },
      flow: { id: "f1aaaaaaaaaaaaaaaaaaaaaa" },
      source: { id: spec.source, name: `Source ${spec.source}` },
      lead: { id: spec.lead, email: `${spec.lead}@example.com`, ...spec.lead_fields },
      ...spec.vars
    },
    ...spec.extra
  })

export interface Fixture {
  /** Event ids of the main account by name (e1 ... e10), and the other account's `b1`. */
  readonly ids: Readonly<Record<string, string>>
  readonly start: number
  readonly end: number
}

const leadSpecs = (): ReadonlyArray<readonly [string, EventSpec]> => [
  ["e1", { type: "recipient", outcome: "success", at: T0, lead: "lead1", source: "s1", extra: { revenue: 5, ms: 50 }, lead_fields: { certform_cert_url: "https://cert.example/1" } }],
  ["e2", { type: "source", outcome: "success", at: T0 + 1, lead: "lead1", source: "s1", extra: { cost: 2, ms: 100 }, lead_fields: { certform_cert_url: "https://cert.example/1" } }],
  ["e3", { type: "recipient", outcome: "failure", at: T0 + hourMs, lead: "lead2", source: "s1", extra: { ms: 70 }, vars: { certform: { cert_id: "c2" } } }],
  ["e4", { type: "source", outcome: "failure", at: T0 + hourMs + 1, lead: "lead2", source: "s1", extra: { ms: 200 }, vars: { certform: { cert_id: "c2" } } }],
  ["e10", { type: "retry", outcome: "error", at: T0 + hourMs + 2, lead: "lead2", source: "s1", extra: { ms: 10 } }],
  ["e5", { type: "source", outcome: "success", at: T0 + dayMs, lead: "lead3", source: "s2", extra: { ms: 300 }, lead_fields: { state: { normal: "TX", raw: "Texas", valid: true } } }],
  ["e6", { type: "source", outcome: "error", at: T0 + 2 * dayMs, lead: "lead4", source: "s2", extra: { ms: 400 }, lead_fields: { certform_cert_url: "" } }],
  ["e7", { type: "filter", outcome: "stop", at: T0 + 2 * dayMs + hourMs, lead: "lead5", source: "s1", extra: { ms: 1 }, lead_fields: { certform_cert_url: "https://cert.example/5" } }],
  ["e8", { type: "source", outcome: "failure", at: T0 + 2 * dayMs + hourMs + 1, lead: "lead5", source: "s1", extra: { ms: 1000 }, lead_fields: { certform_cert_url: "https://cert.example/5" } }],
  ["e9", { type: "feedback-received", outcome: "success", at: T0 + 2 * dayMs + 2 * hourMs, lead: "lead1", source: "s1", extra: { ms: 5 } }]
]

/** Write the fixture through the server's EventStore (as the engine would). */
export const loadFixture = async (server: TestServer, otherAccountId: string): Promise<Fixture> => {
  const nextId = objectIdGenerator(() => T0)
  const ids: Record<string, string> = {}
  const byLead = new Map<string, Array<LeadEvent>>()
  for (const [name, spec] of leadSpecs()) {
    const id = nextId()
    ids[name] = id
    const events = byLead.get(spec.lead) ?? []
    events.push(makeEvent(server.accountId, id, spec))
    byLead.set(spec.lead, events)
  }
  ids["b1"] = nextId()
  const other = makeEvent(otherAccountId, ids["b1"], { type: "source", outcome: "success", at: T0, lead: "leadB", source: "s1" })
  await server.run(
    Effect.flatMap(EventStore, (store) =>
      Effect.all([...[...byLead].map(([lead, events]) => store.writeLead(lead, events)), store.writeLead("leadB", [other])], {
        discard: true
      })
    )
  )
  return { ids, start: T0 - hourMs, end: T0 + 3 * dayMs }
}
