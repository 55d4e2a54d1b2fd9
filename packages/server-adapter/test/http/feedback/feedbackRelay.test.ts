import { afterAll, beforeAll, expect, it } from "vitest"
import { readLeadEvents } from "../../../src/storage/SqlEventStore.js"
import { startHookServer, type HookServer } from "../misc/hookServer.js"
import { runLead, storeFlow } from "../misc/leadFixtures.js"
import { client, type Json, member, suite } from "../resources/harness.js"

/**
 * A source's feedback integration (the relay of returns and conversions to the source): its
 * mappings are checked on save as a step's are, and by each relay before it sends (a deployed
 * flow whose feedback setting is wrong still takes leads: only its relays end in error), it always
 * acts for the flow's account, it sends the credential its `credential_id` names, and it is the
 * integration of the source the lead came in through, also when another source of the flow has
 * the same entity.
 */

const custom = "leadflow-custom.outbound.json"
const standard = "leadflow-standard.inbound"
/** What the recipient step takes feedback with. */
const accepting = { integration: { module_id: standard } }

interface Answer {
  readonly outcome: string
  readonly sent?: { readonly outcome: string; readonly reason: string | null; readonly refunded_cost?: number }
}

suite("feedback relays", (harness) => {
  let hook: HookServer
  beforeAll(async () => {
    hook = await startHookServer(() => ({ status: 200, body: { status: "accepted" } }))
  })
  afterAll(async () => {
    await hook?.close()
  })
  const received = (path: string) => hook.requests.filter((r) => r.path === path)

  /** The event a lead's delivery by step `stepId` recorded. */
  const deliveryOf = async (leadId: string, stepId = "rcp001") => {
    const { server } = harness()
    const events = await server.run(readLeadEvents(server.accountId, leadId))
    const delivery = events.find((e) => e.type === "recipient" && e.stepId === stepId)
    if (delivery === undefined) throw new Error(`no delivery: ${JSON.stringify(events.map((e) => e.type))}`)
    return delivery
  }
  const feedback = async (eventId: string, type: "return" | "conversion" = "conversion") => {
    const res = await harness().api.post("/feedback", { event_id: eventId, type, ...(type === "return" ? { reason: "bad phone" } : {}) })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    return res.body as unknown as Answer
  }
  /** Submit a lead through the server's submission URL of a flow's source (entity id or short id). */
  const submit = async (flowId: string, sourceId: string, data: Record<string, unknown>) => {
    const res = await fetch(`${harness().server.url}/flows/${flowId}/sources/${sourceId}/submit`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(data)
    })
    const body = (await res.json()) as { outcome: string; lead?: { id: string } }
    expect(body.outcome, JSON.stringify(body)).toBe("success")
    return body.lead?.id ?? ""
  }
  const saveAndDeploy = async (flow: Record<string, unknown>) => {
    const { api } = harness()
    const saved = await api.post("/flows", flow)
    expect(saved.status).toBe(201)
    expect(member(saved.body, "errors"), JSON.stringify(member(saved.body, "errors"))).toBeUndefined()
    const id = String(member(saved.body, "id"))
    expect((await api.post(`/flows/${id}/deploy`)).status).toBe(200)
    return id
  }
  const buyerStep = (extra: Record<string, unknown> = {}) => ({
    type: "recipient",
    id: "rcp001",
    entity: { id: harness().server.accountId },
    integration: { module_id: custom, mappings: [{ property: "url", value: `${hook.url}/deliver` }] },
    feedback: accepting,
    ...extra
  })

  it("refuses a feedback mapping that sets the account, or names another account's batch, on save (as a step's)", async () => {
    const { api, server } = harness()
    const victim = await server.createAccount("Victim")
    const victimBatch = await client(server.url, victim.auth).post("/batch/batches", { name: "Victim's leads", format: "jsonl" })
    expect(victimBatch.status).toBe(201)
    const saved = await api.post("/flows", {
      name: "Relays into someone else's batch",
      enabled: true,
      fields: ["email"],
      sources: [
        {
          entity: { id: server.accountId },
          integration: { module_id: standard },
          feedback: {
            integration: {
              module_id: "leadflow-batch.outbound.append",
              mappings: [
                { property: "batch_id", value: member(victimBatch.body, "id") },
                { property: "account.id", value: victim.accountId }
              ]
            }
          }
        }
      ],
      steps: [buyerStep({ feedback: { integration: { module_id: standard, mappings: [{ property: "account", value: victim.accountId }] } } })]
    })
    expect(saved.status).toBe(201)
    const errors = member(saved.body, "errors") as Record<string, Array<string>>
    expect(Object.keys(errors).sort()).toEqual([
      "sources.0.feedback.integration.mappings.0.value",
      "sources.0.feedback.integration.mappings.1.property",
      "steps.0.feedback.integration.mappings.0.property"
    ])
    expect(errors["sources.0.feedback.integration.mappings.0.value"]).toEqual([`Unknown batch ${String(member(victimBatch.body, "id"))}`])
    expect(errors["sources.0.feedback.integration.mappings.1.property"]?.[0]).toMatch(/cannot set the account/)
    expect((await api.post(`/flows/${String(member(saved.body, "id"))}/deploy`)).status).toBe(422)
  })

  it("a stored relay mapping account.id to another account cannot add the lead to that account's batch", async () => {
    const { server } = harness()
    const victim = await server.createAccount("Victim of a stored flow")
    const victimApi = client(server.url, victim.auth)
    const victimBatch = String(member((await victimApi.post("/batch/batches", { name: "Victim's leads", format: "jsonl" })).body, "id"))
    // Stored as a flow saved before saves checked feedback mappings.
    const flow: Record<string, unknown> = {
      name: "Stored relay into another account's batch",
      enabled: true,
      fields: ["email"],
      sources: [
        {
          entity: { id: server.accountId },
          integration: { module_id: standard },
          feedback: {
            integration: {
              module_id: "leadflow-batch.outbound.append",
              mappings: [
                { property: "batch_id", value: victimBatch },
                { property: "account.id", value: victim.accountId },
                { property: "lead.email", value: "{{lead.email}}" }
              ]
            }
          }
        }
      ],
      steps: [buyerStep()]
    }
    const flowId = await storeFlow(server, flow)
    const lead = await runLead(server, { ...flow, id: flowId }, server.accountId, { email: "planted@example.com" })
    expect(lead.outcome).toBe("success")
    const answer = await feedback((await deliveryOf(lead.leadId)).id)
    // The relay checks its mappings before it sends: one setting the account ends it in error.
    expect(answer.sent?.outcome).toBe("error")
    expect(answer.sent?.reason).toMatch(/sources\.0\.feedback\.integration\.mappings\.1\.property: A mapping cannot set the account/)
    const file = await victimApi.post("/batch/files", { batch_id: victimBatch })
    expect(file.status, JSON.stringify(file.body)).toBe(201)
    expect(member(file.body, "record_count")).toBe(0)
  })

  it("sends the credential a relay's credential_id names, as a delivery does", async () => {
    const { api, server } = harness()
    const credential = await api.post("/credentials", { type: "user", package: "leadflow-custom", username: "relay-user", password: "relay-pass" })
    expect(credential.status, JSON.stringify(credential.body)).toBe(201)
    const withCredential = (path: string) => ({
      module_id: custom,
      mappings: [
        { property: "url", value: `${hook.url}${path}` },
        { property: "credential_id", value: member(credential.body, "id") }
      ]
    })
    const flowId = await saveAndDeploy({
      name: "Relays feedback with a credential",
      enabled: true,
      fields: ["email"],
      sources: [{ entity: { id: server.accountId }, integration: { module_id: standard }, feedback: { integration: withCredential("/relay-with-credential") } }],
      steps: [buyerStep({ integration: withCredential("/deliver-with-credential") })]
    })
    const leadId = await submit(flowId, server.accountId, { email: "a@example.com" })
    const basic = `Basic ${Buffer.from("relay-user:relay-pass").toString("base64")}`
    expect(received("/deliver-with-credential").map((r) => r.headers.authorization)).toEqual([basic])
    expect((await feedback((await deliveryOf(leadId)).id)).sent).toMatchObject({ outcome: "success" })
    expect(received("/relay-with-credential").map((r) => r.headers.authorization)).toEqual([basic])
  })

  it("a stored relay naming another account's credential sends nothing (credential not found)", async () => {
    const { server } = harness()
    const other = await server.createAccount("Credential owner")
    const theirs = await client(server.url, other.auth).post("/credentials", { type: "user", package: "leadflow-custom", username: "theirs", password: "secret" })
    expect(theirs.status).toBe(201)
    const flow: Record<string, unknown> = {
      name: "Stored relay with another account's credential",
      enabled: true,
      fields: ["email"],
      sources: [
        {
          entity: { id: server.accountId },
          integration: { module_id: standard },
          feedback: {
            integration: {
              module_id: custom,
              mappings: [
                { property: "url", value: `${hook.url}/relay-foreign-credential` },
                { property: "credential_id", value: member(theirs.body, "id") }
              ]
            }
          }
        }
      ],
      steps: [buyerStep()]
    }
    const flowId = await storeFlow(server, flow)
    const lead = await runLead(server, { ...flow, id: flowId }, server.accountId, { email: "b@example.com" })
    expect((await feedback((await deliveryOf(lead.leadId)).id)).sent).toMatchObject({ outcome: "error", reason: "credential not found" })
    expect(received("/relay-foreign-credential")).toEqual([])
  })

  it("a stored relay with a setting its module lacks, or another package's credential, ends in error and sends nothing; the flow takes leads", async () => {
    const { api, server } = harness()
    const standardCredential = await api.post("/credentials", { type: "user", package: "leadflow-standard", username: "std-user", password: "std-pass" })
    expect(standardCredential.status, JSON.stringify(standardCredential.body)).toBe(201)
    // Stored as flows deployed before saves checked feedback settings, and run by the server.
    const storedFlow = (name: string, relay: Array<{ property: string; value: unknown }>) =>
      storeFlow(server, {
        name,
        enabled: true,
        fields: ["email"],
        sources: [{ entity: { id: server.accountId }, integration: { module_id: standard }, feedback: { integration: { module_id: custom, mappings: relay } } }],
        steps: [buyerStep()]
      })
    const typo = await storedFlow("Stored relay with a typo", [
      { property: "url", value: `${hook.url}/relay-typo` },
      { property: "urll_typo", value: "x" }
    ])
    const foreign = await storedFlow("Stored relay with another package's credential", [
      { property: "url", value: `${hook.url}/relay-other-package` },
      { property: "credential_id", value: member(standardCredential.body, "id") }
    ])

    // The flows take leads (submitted to the server, which loads the deployed flows).
    const typoLead = await submit(typo, server.accountId, { email: "typo@example.com" })
    const foreignLead = await submit(foreign, server.accountId, { email: "foreign@example.com" })

    const typoAnswer = await feedback((await deliveryOf(typoLead)).id)
    expect(typoAnswer.outcome).toBe("error")
    expect(typoAnswer.sent?.outcome).toBe("error")
    expect(typoAnswer.sent?.reason).toMatch(/sources\.0\.feedback\.integration\.mappings\.1\.property: Not a setting of leadflow-custom\.outbound\.json/)
    expect(received("/relay-typo")).toEqual([])

    const foreignAnswer = await feedback((await deliveryOf(foreignLead)).id)
    expect(foreignAnswer.sent).toMatchObject({ outcome: "error", reason: "credential of the package leadflow-standard cannot be sent through leadflow-custom" })
    expect(received("/relay-other-package")).toEqual([])
  })

  it("refuses a feedback mapping its module does not have on save, as a step's", async () => {
    const { api, server } = harness()
    const saved = await api.post("/flows", {
      name: "Typo in a relay mapping",
      enabled: true,
      fields: ["email"],
      sources: [
        {
          entity: { id: server.accountId },
          integration: { module_id: standard },
          feedback: { integration: { module_id: custom, mappings: [{ property: "url", value: "https://example.com/fb" }, { property: "urll_typo", value: "x" }] } }
        }
      ],
      steps: []
    })
    expect(saved.status).toBe(201)
    const errors = member(saved.body, "errors") as Record<string, Array<string>>
    expect(Object.keys(errors)).toEqual(["sources.0.feedback.integration.mappings.1.property"])
    expect(errors["sources.0.feedback.integration.mappings.1.property"]?.[0]).toMatch(/^Not a setting of leadflow-custom\.outbound\.json/)
  })

  it("relays feedback, refunds and measures return rates by the source a lead came in through, of two with one entity", async () => {
    const { api, server } = harness()
    const relay = (path: string) => ({ integration: { module_id: custom, mappings: [{ property: "url", value: `${hook.url}${path}` }] } })
    const flowId = await saveAndDeploy({
      name: "Two sources, one entity",
      enabled: true,
      fields: ["email"],
      pricing: { prices: [{ amount: 10 }] },
      sources: [
        {
          id: "web001",
          entity: { id: server.accountId },
          integration: { module_id: standard },
          feedback: relay("/first-source"),
          returns: { refund_cost: true, rate_cap: { percent: 50, window_days: 30, min_leads: 1, action: "flag" } }
        },
        // The entity's last source: submissions to the entity id run it.
        { entity: { id: server.accountId }, integration: { module_id: standard }, feedback: relay("/second-source") }
      ],
      steps: [buyerStep({ pricing: { prices: [{ amount: 30 }] } })]
    })
    const rates = async () => (await api.get(`/feedback/return-rates?flow_id=${flowId}`)).body as Array<Record<string, Json>>

    // A lead of the second source: its relay, no refund (the first source's refund_cost), no rate (its rate_cap).
    const second = await deliveryOf(await submit(flowId, server.accountId, { email: "second@example.com" }))
    expect((second.body.vars as Record<string, unknown> | undefined)?.["source"]).toEqual({ id: server.accountId, name: "Test Account" })
    const secondAnswer = await feedback(second.id, "return")
    expect(secondAnswer.sent).toEqual({ id: expect.any(String), outcome: "success", reason: null })
    expect(received("/second-source")).toHaveLength(1)
    expect(received("/first-source")).toHaveLength(0)
    expect(await rates()).toEqual([])

    // A lead of the first source (by its short id, which its events record): its own settings.
    const first = await deliveryOf(await submit(flowId, "web001", { email: "first@example.com" }))
    expect((first.body.vars as Record<string, unknown> | undefined)?.["source"]).toEqual({ id: server.accountId, name: "Test Account", short_id: "web001" })
    expect((await feedback(first.id, "return")).sent).toMatchObject({ outcome: "success", refunded_cost: 10 })
    expect(received("/first-source")).toHaveLength(1)
    expect(received("/second-source")).toHaveLength(1)
    expect(await rates()).toEqual([
      expect.objectContaining({ source_id: server.accountId, status: "flagged", returns: 2, leads: 2, cap: { percent: 50, window_days: 30, min_leads: 1, action: "flag" } })
    ])
  })

  it("a conversion of a lead of a source without feedback is not relayed through another source of its entity", async () => {
    const { server } = harness()
    const flowId = await saveAndDeploy({
      name: "Two sources, one entity, one relay",
      enabled: true,
      fields: ["email"],
      sources: [
        { id: "web002", entity: { id: server.accountId }, integration: { module_id: standard }, feedback: { integration: { module_id: custom, mappings: [{ property: "url", value: `${hook.url}/only-relay` }] } } },
        { entity: { id: server.accountId }, integration: { module_id: standard } }
      ],
      steps: [buyerStep()]
    })
    const delivery = await deliveryOf(await submit(flowId, server.accountId, { email: "quiet@example.com" }))
    const answer = await feedback(delivery.id)
    expect(answer.outcome).toBe("success")
    expect(answer.sent).toBeUndefined()
    expect(received("/only-relay")).toEqual([])
  })
})

