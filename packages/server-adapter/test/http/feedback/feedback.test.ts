import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { readLeadEvents, type StoredEvent } from "../../../src/storage/SqlEventStore.js"
import { postgresAvailable, startTestServer, type Dialect, type TestServer } from "../TestServer.js"
import { startHookServer, type HookServer } from "../misc/hookServer.js"
import { objectId, runLead, storeFlow } from "../misc/leadFixtures.js"

interface FeedbackAnswer {
  readonly id: string
  readonly lead_id: string
  readonly type: string
  readonly outcome: string
  readonly reason: string | null
  readonly sent?: { readonly id: string; readonly outcome: string; readonly reason: string | null }
}

const custom = "leadflow-custom.outbound.json"

const suite = (dialect: Dialect) => () => {
  let server: TestServer
  let hook: HookServer
  const source = objectId()
  const quietSource = objectId()
  const movedSource = objectId()
  let flow: Record<string, unknown>
  let flowId: string

  const post = (body: unknown, auth = server.auth) =>
    fetch(`${server.url}/feedback`, {
      method: "POST",
      headers: { authorization: auth, "content-type": "application/json" },
      body: JSON.stringify(body)
    })

  /** Deliver one lead; the recipient event id of step `stepId`. */
  const deliver = async (data: Record<string, unknown>, from = source, stepId = "rcp001") => {
    const result = await runLead(server, flow, from, data)
    const event = result.events.find((e) => e.type === "recipient" && "step_id" in e && e.step_id === stepId)
    if (event === undefined) throw new Error(`no recipient event: ${JSON.stringify(result.events.map((e) => e.type))}`)
    return { leadId: result.leadId, eventId: event.id }
  }

  const eventsOf = (leadId: string): Promise<ReadonlyArray<StoredEvent>> => server.run(readLeadEvents(server.accountId, leadId))

  beforeAll(async () => {
    server = await startTestServer({ dialect })
    hook = await startHookServer((path, body) =>
      path === "/feedback-moved"
        ? { status: 307, body: {}, headers: { location: "/feedback" } }
        : path === "/feedback"
        ? body.includes("too late")
          ? { status: 200, body: { status: "rejected", reason: "returned too late" } }
          : { status: 200, body: { status: "accepted" } }
        : { status: 200, body: { ok: true } }
    )
    const sourceFeedback = {
      rule_set: { op: "and", rules: [{ lhv: "feedback.type", op: "is equal to", rhv: "return" }] },
      integration: {
        module_id: custom,
        mappings: [
          { property: "url", value: `${hook.url}/feedback` },
          { property: "outcome_search_term", value: "accepted" },
          { property: "reason_path", value: "reason" },
          { property: "json_property.reason", value: "{{feedback.reason}}" },
          { property: "json_property.type", value: "{{feedback.type}}" }
        ]
      }
    }
    flow = {
      name: "Feedback flow",
      enabled: true,
      fields: ["email", "state"],
      sources: [
        { entity: { id: source, name: "Affiliate" }, integration: { module_id: "leadflow-standard.inbound" }, feedback: sourceFeedback },
        { entity: { id: quietSource, name: "Web" }, integration: { module_id: "leadflow-standard.inbound" } },
        {
          entity: { id: movedSource, name: "Moved affiliate" },
          integration: { module_id: "leadflow-standard.inbound" },
          feedback: {
            ...sourceFeedback,
            integration: {
              ...sourceFeedback.integration,
              mappings: [
                ...sourceFeedback.integration.mappings.filter((m) => m.property !== "url"),
                { property: "url", value: `${hook.url}/feedback-moved` },
                { property: "follow_redirects", value: "true" }
              ]
            }
          }
        }
      ],
      steps: [
        {
          type: "recipient",
          id: "rcp001",
          entity: { id: objectId(), name: "Buyer" },
          integration: { module_id: custom, mappings: [{ property: "url", value: `${hook.url}/deliver` }] },
          feedback: {
            rule_set: { op: "and", rules: [{ lhv: "lead.state", op: "is equal to", rhv: "TX" }] },
            integration: { module_id: custom }
          }
        },
        {
          type: "recipient",
          id: "rcp002",
          entity: { id: objectId(), name: "Other buyer" },
          integration: { module_id: custom, mappings: [{ property: "url", value: `${hook.url}/deliver` }] }
        }
      ]
    }
    flowId = await storeFlow(server, flow)
    flow = { ...flow, id: flowId }
  })
  afterAll(async () => {
    await server?.close()
    await hook?.close()
  })

  it("records a received return and passes it on to the source's feedback integration", async () => {
    const { leadId, eventId } = await deliver({ email: "r1@example.com", state: "TX" })
    const res = await post({ event_id: eventId, type: "return", reason: "bad phone" })
    expect(res.status).toBe(201)
    const answer = (await res.json()) as FeedbackAnswer
    expect(answer).toMatchObject({ lead_id: leadId, type: "return", outcome: "success", reason: null, sent: { outcome: "success" } })
    expect(hook.requests.some((r) => r.path === "/feedback" && r.body.includes("bad phone"))).toBe(true)

    const events = await eventsOf(leadId)
    const received = events.find((e) => e.type === "feedback-received")
    const sent = events.find((e) => e.type === "feedback-sent")
    expect(received).toMatchObject({ id: answer.id, outcome: "success", flowId, accountId: server.accountId, stepId: "rcp001" })
    expect(received?.body).toMatchObject({
      recipient_event_id: eventId,
      vars: { feedback: { type: "return", reason: "bad phone" }, lead: { email: { normal: "r1@example.com" } } }
    })
    expect(sent).toMatchObject({ outcome: "success", flowId, accountId: server.accountId })
    expect(sent?.body).toMatchObject({ vars: { feedback: { type: "return" } }, request: { method: "POST" }, response: { status: 200 } })
  })

  it("a relay that followed a redirect records its last call: the answer that decided the outcome", async () => {
    const { leadId, eventId } = await deliver({ email: "moved@example.com", state: "TX" }, movedSource)
    const res = await post({ event_id: eventId, type: "return", reason: "bad phone" })
    expect(res.status).toBe(201)
    expect(((await res.json()) as FeedbackAnswer).sent).toMatchObject({ outcome: "success" })
    const sent = (await eventsOf(leadId)).find((e) => e.type === "feedback-sent")
    expect(sent?.body).toMatchObject({ request: { uri: `${hook.url}/feedback` }, response: { status: 200 } })
  })

  it("a source that refuses the feedback makes the received event a failure with its reason", async () => {
    const { eventId } = await deliver({ email: "r2@example.com", state: "TX" })
    const answer = (await (await post({ event_id: eventId, type: "return", reason: "too late" })).json()) as FeedbackAnswer
    expect(answer).toMatchObject({ outcome: "failure", reason: "returned too late", sent: { outcome: "failure" } })
  })

  it("the source's rules failing skip the sent event; the received feedback still succeeds", async () => {
    const { leadId, eventId } = await deliver({ email: "c1@example.com", state: "TX" })
    const answer = (await (await post({ event_id: eventId, type: "conversion" })).json()) as FeedbackAnswer
    expect(answer).toMatchObject({ type: "conversion", outcome: "success", sent: { outcome: "skip", reason: "Feedback rules failed" } })
    const events = await eventsOf(leadId)
    expect(events.find((e) => e.type === "feedback-received")?.body).toMatchObject({ vars: { feedback: { type: "conversion" } } })
  })

  it("a source without feedback configuration gets no sent event", async () => {
    const { leadId, eventId } = await deliver({ email: "q1@example.com", state: "TX" }, quietSource)
    const answer = (await (await post({ event_id: eventId, type: "conversion" })).json()) as FeedbackAnswer
    expect(answer.outcome).toBe("success")
    expect(answer.sent).toBeUndefined()
    expect((await eventsOf(leadId)).filter((e) => e.type === "feedback-sent")).toEqual([])
  })

  it("the recipient step's rules or missing configuration refuse the feedback (failure)", async () => {
    const ca = await deliver({ email: "ca@example.com", state: "CA" })
    const refused = (await (await post({ event_id: ca.eventId, type: "return" })).json()) as FeedbackAnswer
    expect(refused).toMatchObject({ outcome: "failure", reason: "Feedback rules failed" })
    expect(refused.sent).toBeUndefined()
    const other = await deliver({ email: "o@example.com", state: "TX" }, source, "rcp002")
    const none = (await (await post({ event_id: other.eventId, type: "return" })).json()) as FeedbackAnswer
    expect(none).toMatchObject({ outcome: "failure", reason: "Feedback is not configured for this recipient" })
    const stored = await eventsOf(other.leadId)
    expect(stored.find((e) => e.type === "feedback-received")).toMatchObject({ outcome: "failure" })
  })

  it("404 for an unknown event or another account's; 422 for a bad body or a non-recipient event", async () => {
    const { leadId, eventId } = await deliver({ email: "x@example.com", state: "TX" })
    expect((await post({ event_id: objectId(), type: "return" })).status).toBe(404)
    const other = await server.createAccount("Other")
    expect((await post({ event_id: eventId, type: "return" }, other.auth)).status).toBe(404)
    const bad = await post({ event_id: "nope", type: "refund" })
    expect(bad.status).toBe(422)
    expect(await bad.json()).toMatchObject({ errors: { event_id: expect.any(Array), type: expect.any(Array) } })
    const sourceEvent = (await eventsOf(leadId)).find((e) => e.type === "source")
    const notRecipient = await post({ event_id: sourceEvent?.id, type: "return" })
    expect(notRecipient.status).toBe(422)
    expect((await fetch(`${server.url}/feedback`, { method: "POST" })).status).toBe(401)
  })
}

describe("feedback on SQLite", suite("sqlite"))
describe.skipIf(!postgresAvailable)("feedback on PostgreSQL", suite("postgres"))
