import { Engine, EventStore, Flow, Ids, LeadEvent, type IntegrationHandler, type SubmitResult } from "@leadflow/core"
import { Effect, Schema } from "effect"
import type { TestServer } from "../TestServer.js"

/** Shared pieces of the report tests: a flow whose outcomes the lead data decides, and HTTP helpers. */

export const FLOW_ID = "5f00000000000000000000f1"
export const SOURCE_A = "5f00000000000000000000a1"
export const SOURCE_B = "5f00000000000000000000a2"
export const BUYER_ID = "5f00000000000000000000b1"
export const BUYER_MODULE = "test-buyer.outbound.buy"

/** A buyer that answers what the lead's `answer` field says, at the lead's `sale` price. */
export const buyer: IntegrationHandler = {
  id: BUYER_MODULE,
  type: "delivery",
  packageVersion: "1.0.0",
  requestVariables: [],
  responseVariables: [{ name: "outcome", type: "string" }],
  invoke: (vars) => {
    const lead = vars["lead"] as Record<string, { normal?: unknown } | undefined>
    const answer = String(lead["answer"]?.normal ?? "success")
    const outcome = answer === "failure" || answer === "error" ? answer : "success"
    const sale = Number(lead["sale"]?.normal ?? 0)
    return Effect.succeed({
      outcome,
      ...(outcome === "success" ? {} : { reason: `buyer said ${outcome}` }),
      appended: {},
      price: sale,
      transactions: [],
      waitMs: 0
    })
  }
}

export const BID_MODULE = "test-buyer.outbound.bid"
export const BIDDER_A = "5f00000000000000000000b2"
export const BIDDER_B = "5f00000000000000000000b3"

/**
 * An auction buyer's ping: the lead's `bid` field is its answer, `none` (declined), `error`, or
 * a price (a success; below the floor it is a failure); bidder B bids 1 more than bidder A.
 */
export const bidder: IntegrationHandler = {
  id: BID_MODULE,
  type: "delivery",
  packageVersion: "1.0.0",
  requestVariables: [],
  responseVariables: [{ name: "outcome", type: "string" }],
  invoke: (vars) => {
    const lead = vars["lead"] as Record<string, { normal?: unknown; raw?: unknown } | undefined>
    const answer = String(lead["bid"]?.normal ?? lead["bid"]?.raw ?? "none")
    const recipient = (vars["recipient"] as { id?: string } | undefined)?.id
    const bid = Number(answer) + (recipient === BIDDER_B ? 1 : 0)
    const base = { appended: {}, transactions: [], waitMs: 0 }
    if (answer === "error") return Effect.succeed({ ...base, outcome: "error" as const, reason: "bidder down" })
    if (!Number.isFinite(bid)) return Effect.succeed({ ...base, outcome: "failure" as const, reason: "no bid" })
    return Effect.succeed({ ...base, outcome: "success" as const, price: bid })
  }
}

const fields = [
  { id: "email", type: "email" },
  { id: "state", type: "state" },
  { id: "grade", type: "string" },
  { id: "answer", type: "string" },
  { id: "sale", type: "number" },
  { id: "bid", type: "string" }
] as const

/**
 * An auction after the recipient step (`compileFlow(prices, { auction: true })`): two bidders,
 * B pinged only for CA leads (a skip otherwise), the floor the lead's cost, posts to the buyer.
 */
const auctionStep = {
  type: "auction",
  id: "auc001",
  timeout_ms: 1000,
  buyers: [BIDDER_A, BIDDER_B].map((id, i) => ({
    id: `bidr${i}1`,
    entity: { id, name: `Bidder ${i}` },
    ping: { module_id: BID_MODULE },
    post: { module_id: BUYER_MODULE },
    ...(i === 1 ? { rule_set: { op: "and", rules: [{ lhv: "lead.state", op: "is equal to", rhv: "CA" }] } } : {})
  }))
}

export interface FlowPrices {
  /** Price of a grade A lead, and of any other accepted lead. */
  readonly a: number
  readonly other: number
}

/**
 * Accepts TX and CA (else failure "state not served"), buys at the grade's price, a filter step
 * stops grade F leads (failure), a recipient step sells to the buyer unless the grade is S (skip).
 */
export const compileFlow = (prices: FlowPrices = { a: 10.25, other: 3.5 }, options: { readonly auction?: boolean } = {}) =>
  Engine.compile(
    Schema.decodeUnknownSync(Flow)({
      id: FLOW_ID,
      name: "Report flow",
      enabled: true,
      ping_enabled: true,
      fields: fields.map((f) => f.id),
      sources: [
        { entity: { id: SOURCE_A, name: "Seller A" }, integration: { module_id: "leadflow-standard.inbound" } },
        { entity: { id: SOURCE_B, name: "Seller B" }, integration: { module_id: "leadflow-standard.inbound" } }
      ],
      acceptance_criteria: {
        outcome: "failure",
        reason: "state not served",
        rule_set: { op: "and", rules: [{ lhv: "lead.state", op: "is included in", rhv: ["TX", "CA"] }] }
      },
      pricing: {
        prices: [
          { amount: prices.other },
          { amount: prices.a, rule_set: { op: "and", rules: [{ lhv: "lead.grade", op: "is equal to", rhv: "A" }] } }
        ]
      },
      steps: [
        {
          type: "filter",
          outcome: "failure",
          reason: "grade F",
          rule_set: { op: "and", rules: [{ lhv: "lead.grade", op: "is equal to", rhv: "F" }] }
        },
        {
          type: "recipient",
          entity: { id: BUYER_ID, name: "Buyer" },
          integration: { module_id: BUYER_MODULE },
          rule_set: { op: "and", rules: [{ lhv: "lead.grade", op: "is not equal to", rhv: "S" }] },
          pricing: { override: true }
        },
        ...(options.auction === true ? [auctionStep] : [])
      ]
    }),
    fields
  )

export type CompiledTestFlow = ReturnType<typeof compileFlow>

export interface LeadData {
  readonly state: string
  readonly grade: string
  readonly answer: string
  readonly sale: number
  /** What the auction's bidders answer (see `bidder`); only read by a flow with an auction. */
  readonly bid?: string
}

/** The engine over the server's own event store (so events land in the server's database). */
const engineLayer = async (server: TestServer) => {
  const store = await server.run(EventStore)
  return Engine.memoryLayer({ integrations: [buyer, bidder], eventStore: store })
}

export const submitLead = async (
  server: TestServer,
  compiled: CompiledTestFlow,
  sourceId: string,
  data: LeadData,
  options: { readonly ping?: boolean; readonly accountId?: string } = {}
): Promise<SubmitResult | Awaited<ReturnType<typeof runPing>>> => {
  const layer = await engineLayer(server)
  const submission = {
    sourceId,
    data: { email: "jane@example.com", ...data },
    account: { id: options.accountId ?? server.accountId, name: "Test Account" }
  }
  return options.ping === true ? runPing(compiled, submission, layer) : Effect.runPromise(Engine.submit(compiled, submission).pipe(Effect.provide(layer)))
}

const runPing = (
  compiled: CompiledTestFlow,
  submission: Parameters<typeof Engine.ping>[1],
  layer: ReturnType<typeof Engine.memoryLayer>
) => Effect.runPromise(Engine.ping(compiled, submission).pipe(Effect.provide(layer)))

/**
 * Feedback about a delivered lead (the feedback API is not this suite's): a `feedback-received`
 * or `feedback-sent` event carrying the recipient event's vars plus `feedback.type`.
 */
export const writeFeedback = async (
  server: TestServer,
  recipientEvent: LeadEvent,
  leadId: string,
  type: "feedback-received" | "feedback-sent",
  feedbackType: "return" | "conversion",
  outcome: "success" | "failure" | "error" | "skip",
  at: number = Date.now(),
  refundedCost?: number
): Promise<LeadEvent> => {
  const id = await server.run(Effect.map(Ids, (ids) => ids.next()))
  const event = Schema.decodeUnknownSync(LeadEvent)({
    id,
    type,
    outcome,
    reason: outcome === "success" ? null : `feedback ${outcome}`,
    recipient_event_id: recipientEvent.id,
    vars: { ...recipientEvent.vars, feedback: { type: feedbackType, timestamp: new Date(at).toISOString() } },
    // An accepted return takes back the delivery's revenue, as the feedback processor records it.
    ...(type === "feedback-received" && feedbackType === "return" && outcome === "success" && "revenue" in recipientEvent && typeof recipientEvent.revenue === "number"
      ? { revenue: -recipientEvent.revenue }
      : {}),
    // A source that refunds a relayed return gives back what the lead cost.
    ...(refundedCost === undefined ? {} : { cost: -refundedCost }),
    start_timestamp: at,
    end_timestamp: at
  })
  await server.run(Effect.flatMap(EventStore, (store) => store.writeLead(leadId, [event])))
  return event
}

/** `fetch` with the account's key and JSON in and out. */
export const api = async (
  server: TestServer,
  method: string,
  path: string,
  body?: unknown,
  options: { readonly auth?: string | null; readonly accept?: string } = {}
): Promise<{ status: number; body: unknown; text: string; headers: Headers }> => {
  const headers: Record<string, string> = {}
  const auth = options.auth === undefined ? server.auth : options.auth
  if (auth !== null) headers["authorization"] = auth
  if (options.accept !== undefined) headers["accept"] = options.accept
  if (body !== undefined) headers["content-type"] = "application/json"
  const res = await fetch(`${server.url}${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) })
  const text = await res.text()
  let parsed: unknown = undefined
  try {
    parsed = text === "" ? undefined : JSON.parse(text)
  } catch {
    parsed = undefined
  }
  return { status: res.status, body: parsed, text, headers: res.headers }
}
