import { request } from "node:http"
import { SqlClient } from "@effect/sql"
import { Effect, Option } from "effect"
import { afterAll, beforeAll, expect, it } from "vitest"
import { Documents } from "../../../src/storage/Documents.js"
import { readLeadEvents } from "../../../src/storage/SqlEventStore.js"
import { measureReturnRate } from "../../../src/feedback/ReturnRates.js"
import { startHookServer, type HookServer } from "../misc/hookServer.js"
import { objectId, runLead, storeFlow } from "../misc/leadFixtures.js"
import { member, suite } from "../resources/harness.js"

/** Return-rate caps on sources (flag, pause) and the bulk CSV upload of returns, end to end. */

const custom = "leadflow-custom.outbound.json"

suite("return-rate caps and CSV returns", (harness) => {
  let hook: HookServer
  const flagger = objectId()
  const pauser = objectId()
  const plain = objectId()
  let flow: Record<string, unknown>
  let flowId: string

  const capOf = (action: "flag" | "pause", percent = 20) => ({ rate_cap: { percent, window_days: 30, min_leads: 5, action } })

  const buildFlow = (pausePercent = 20): Record<string, unknown> => ({
    name: "Capped returns",
    enabled: true,
    fields: ["email", "state"],
    pricing: { prices: [{ amount: 10 }] },
    returns: { window_days: 30, reasons: ["bad_phone", "duplicate"] },
    sources: [
      { entity: { id: flagger, name: "Flagged" }, integration: { module_id: "leadflow-standard.inbound" }, returns: capOf("flag") },
      { entity: { id: pauser, name: "Paused" }, integration: { module_id: "leadflow-standard.inbound" }, returns: capOf("pause", pausePercent) },
      { entity: { id: plain, name: "Plain" }, integration: { module_id: "leadflow-standard.inbound" } }
    ],
    steps: [
      {
        type: "recipient",
        id: "buyer1",
        entity: { id: objectId(), name: "Buyer" },
        integration: { module_id: custom, mappings: [{ property: "url", value: `${hook.url}/deliver` }] },
        pricing: { prices: [{ amount: 30 }] }
      }
    ]
  })

  let n = 0
  const deliver = async (from: string, through = flow) => {
    const result = await runLead(harness().server, through, from, { email: `r${++n}@example.com`, state: "TX" })
    const event = result.events.find((e) => e.type === "recipient")
    return { result, leadId: result.leadId, eventId: event?.id }
  }
  const giveReturn = (eventId: string | undefined) => harness().api.post("/feedback", { event_id: eventId, type: "return", reason: "bad_phone" })
  const rateOf = async (sourceId: string) => {
    const res = await harness().api.get(`/feedback/return-rates?flow_id=${flowId}`)
    expect(res.status).toBe(200)
    return (res.body as Array<Record<string, unknown>>).find((r) => r["source_id"] === sourceId)
  }
  const upload = (csv: string, contentType = "text/csv") =>
    fetch(`${harness().server.url}/feedback/returns`, {
      method: "POST",
      headers: { authorization: harness().server.auth, "content-type": contentType },
      body: csv
    })

  beforeAll(async () => {
    hook = await startHookServer(() => ({ status: 200, body: { ok: true } }))
    flow = buildFlow()
    flowId = await storeFlow(harness().server, flow)
    flow = { ...flow, id: flowId }
  })
  afterAll(async () => {
    await hook?.close()
  })

  it("refuses a malformed rate cap when the flow is saved (422 with the path)", async () => {
    const res = await harness().api.post("/flows", {
      name: "Bad cap",
      enabled: true,
      fields: ["email"],
      sources: [
        {
          entity: { id: objectId() },
          integration: { module_id: "leadflow-standard.inbound" },
          returns: { rate_cap: { percent: 120, window_days: 0, min_leads: 0, action: "stop" } }
        }
      ],
      steps: []
    })
    expect(res.status).toBe(422)
    expect(Object.keys(member(res.body, "errors") as Record<string, unknown>)).toEqual(
      expect.arrayContaining([
        "sources.0.returns.rate_cap.percent",
        "sources.0.returns.rate_cap.window_days",
        "sources.0.returns.rate_cap.min_leads",
        "sources.0.returns.rate_cap.action"
      ])
    )
  })

  it("flags a source whose approved returns pass its cap, not before it has min_leads leads", async () => {
    // 1 return of 1 lead: 100 %, but under min_leads (5): not flagged.
    const first = await deliver(flagger)
    expect((await giveReturn(first.eventId)).status).toBe(201)
    expect(await rateOf(flagger)).toMatchObject({ status: "ok", returns: 1, leads: 1 })
    const more = [await deliver(flagger), await deliver(flagger), await deliver(flagger), await deliver(flagger)]
    for (const lead of more) expect(lead.result.outcome).toBe("success")
    // 2 of 5 leads returned: 40 % > 20 %.
    expect((await giveReturn(more[0]?.eventId)).status).toBe(201)
    expect(await rateOf(flagger)).toMatchObject({
      status: "flagged",
      rate: 40,
      returns: 2,
      leads: 5,
      window_days: 30,
      cap: { percent: 20, window_days: 30, min_leads: 5, action: "flag" }
    })
    // Flagged, not paused: the next lead goes through, and its source event says so.
    const next = await deliver(flagger)
    expect(next.result.outcome).toBe("success")
    const events = await harness().server.run(readLeadEvents(harness().server.accountId, next.leadId))
    const source = events.find((e) => e.type === "source")
    expect(source?.body).toMatchObject({ return_rate: { status: "flagged", rate: 40, percent: 20, window_days: 30, returns: 2, leads: 5 } })
    // Another source of the flow is not touched.
    expect((await deliver(plain)).result.outcome).toBe("success")
  })

  it("pauses a source over its cap: its new leads fail saying why, until the cap allows them", async () => {
    const leads = []
    for (let i = 0; i < 5; i++) leads.push(await deliver(pauser))
    expect((await giveReturn(leads[0]?.eventId)).status).toBe(201)
    expect(await rateOf(pauser)).toMatchObject({ status: "ok", rate: 20 })
    expect((await giveReturn(leads[1]?.eventId)).status).toBe(201)
    expect(await rateOf(pauser)).toMatchObject({ status: "paused", rate: 40, returns: 2, leads: 5 })

    const refused = await deliver(pauser)
    expect(refused.result.outcome).toBe("failure")
    expect(refused.result.reason).toBe("source paused: return rate 40% over 20% in 30 days")
    expect(refused.eventId).toBeUndefined()
    const events = await harness().server.run(readLeadEvents(harness().server.accountId, refused.leadId))
    expect(events.find((e) => e.type === "source")?.body).toMatchObject({
      outcome: "failure",
      reason: "source paused: return rate 40% over 20% in 30 days",
      return_rate: { status: "paused" }
    })
    // Measured again (as the hourly recount does), the refused lead is not counted: a paused
    // source's refused posts cannot dilute its rate until it resumes by itself.
    const remeasured = await harness().server.run(measureReturnRate(harness().server.accountId, flowId, pauser, 30, Date.now()))
    expect(remeasured).toMatchObject({ returns: 2, leads: 5 })

    // The cap as the flow has it now decides: raised to 50 %, the source takes leads again.
    const raised = { ...buildFlow(50), id: flowId }
    await harness().server.run(
      Effect.gen(function* () {
        const documents = yield* Documents
        const stored = yield* documents.get("flows", harness().server.accountId, flowId)
        if (Option.isNone(stored)) throw new Error("flow not stored")
        yield* documents.update("flows", harness().server.accountId, flowId, raised, Date.now(), stored.value.version)
      })
    )
    expect((await deliver(pauser, raised)).result.outcome).toBe("success")
    expect(await rateOf(pauser)).toMatchObject({ status: "ok", cap: { percent: 50 } })
  })

  it("counts the returns of the leads received in the window only, so the rate never passes 100 %", async () => {
    const server = harness().server
    const measure = () => server.run(measureReturnRate(server.accountId, flowId, plain, 30, Date.now()))
    const old = await deliver(plain)
    const recent = await deliver(plain)
    // The first lead was received 40 days ago (its delivery is recent, so a return is still taken).
    await server.run(
      Effect.flatMap(SqlClient.SqlClient, (sql) =>
        sql`UPDATE events SET created_at = created_at - ${40 * 86_400_000} WHERE lead_id = ${old.leadId} AND type = 'source'`
      )
    )
    const before = await measure()
    expect((await giveReturn(old.eventId)).status).toBe(201)
    expect((await giveReturn(recent.eventId)).status).toBe(201)
    // Of the leads in the window, one was returned: the old lead's return is not counted.
    expect(await measure()).toMatchObject({ returns: before.returns + 1, leads: before.leads })
  })

  it("takes a CSV of returns: a result per row (good and bad rows) and totals", async () => {
    const a = await deliver(plain)
    const b = await deliver(plain)
    const c = await deliver(plain)
    const csv = [
      "event_id,lead_id,step_id,reason,note",
      `${a.eventId},,,bad_phone,first`,
      `,${b.leadId},buyer1,duplicate,"by lead, and step"`,
      `${objectId()},,,bad_phone,unknown event`,
      `,,,bad_phone,no ids`,
      `${a.eventId},,,bad_phone,again`,
      `${c.eventId},,,changed_mind,reason not accepted`,
      `,${c.leadId},nostep,bad_phone,no such step`,
      `,${c.leadId}\u0000,buyer1,bad_phone,NUL in an id`
    ].join("\r\n")
    const res = await upload(csv)
    expect(res.status).toBe(200)
    const body = (await res.json()) as { rows: Array<Record<string, unknown>>; totals: Record<string, number> }
    expect(body.totals).toEqual({ rows: 8, approved: 2, pending: 0, failed: 6, skipped: 0 })
    expect(body.rows).toHaveLength(8)
    expect(body.rows[7]).toMatchObject({ row: 9, ok: false, error: "lead_id must not contain a NUL character (U+0000)" })
    expect(body.rows[0]).toMatchObject({ row: 2, ok: true, event_id: a.eventId, lead_id: a.leadId, status: "approved", reversed_revenue: 30 })
    expect(body.rows[0]?.["id"]).toEqual(expect.any(String))
    expect(body.rows[1]).toMatchObject({ row: 3, ok: true, event_id: b.eventId, lead_id: b.leadId, status: "approved" })
    expect(body.rows[2]).toMatchObject({ row: 4, ok: false, error: expect.stringContaining("not found") })
    expect(body.rows[3]).toMatchObject({ row: 5, ok: false, error: "needs event_id, or lead_id and step_id" })
    expect(body.rows[4]).toMatchObject({ row: 6, ok: false, error: expect.stringContaining("has already been returned") })
    expect(body.rows[5]).toMatchObject({ row: 7, ok: false, error: expect.stringContaining("must be one of the accepted return reasons") })
    expect(body.rows[6]).toMatchObject({ row: 8, ok: false, lead_id: c.leadId, error: `lead ${c.leadId} was not delivered by step nostep` })

    // The approved rows are returns like any other: the events take the revenue back.
    const events = await harness().server.run(readLeadEvents(harness().server.accountId, b.leadId))
    expect(events.find((e) => e.type === "feedback-received")?.body).toMatchObject({ outcome: "success", revenue: -30 })
  })

  it("checks each CSV row as POST /feedback checks its body: a reason over 1000 characters, an event_id not a BSON id", async () => {
    const a = await deliver(plain)
    const b = await deliver(plain)
    const long = "x".repeat(1001)
    const post = await harness().api.post("/feedback", { event_id: a.eventId, type: "return", reason: long })
    expect(post.status).toBe(422)
    expect(member(post.body, "errors")).toEqual({ reason: ["must be at most 1000 characters long"] })
    const csv = [
      "event_id,lead_id,step_id,reason",
      `${a.eventId},,,${long}`,
      `,${b.leadId},buyer1,${long}`,
      `not-an-id,,,bad_phone`,
      `${b.eventId},,,bad_phone`
    ].join("\n")
    const res = await upload(csv)
    expect(res.status).toBe(200)
    const body = (await res.json()) as { rows: Array<Record<string, unknown>>; totals: Record<string, number> }
    expect(body.totals).toEqual({ rows: 4, approved: 1, pending: 0, failed: 3, skipped: 0 })
    expect(body.rows[0]).toEqual({ row: 2, ok: false, event_id: a.eventId, error: "reason must be at most 1000 characters long" })
    expect(body.rows[1]).toEqual({ row: 3, ok: false, lead_id: b.leadId, error: "reason must be at most 1000 characters long" })
    expect(body.rows[2]).toEqual({ row: 4, ok: false, event_id: "not-an-id", error: "event_id must be a 24-character hexadecimal BSON id" })
    expect(body.rows[3]).toMatchObject({ row: 5, ok: true, event_id: b.eventId, status: "approved" })
    // The refused rows recorded nothing: a's delivery was never returned, b's once (row 5).
    const received = async (leadId: string) =>
      (await harness().server.run(readLeadEvents(harness().server.accountId, leadId))).filter((e) => e.type === "feedback-received")
    expect(await received(a.leadId)).toEqual([])
    expect((await received(b.leadId)).map((e) => (e.body as { vars?: { feedback?: { reason?: string } } }).vars?.feedback?.reason)).toEqual(["bad_phone"])
  })

  it("an upload announcing more than 64 MiB is a readable 413 before any row is applied", async () => {
    const a = await deliver(plain)
    // The rows arrive, the rest never does: nothing may be applied while the server waits for it.
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(`${harness().server.url}/feedback/returns`, {
        method: "POST",
        headers: { authorization: harness().server.auth, "content-type": "text/csv", "content-length": String(65 * 1024 * 1024) }
      })
      const timer = setTimeout(() => {
        req.destroy()
        resolve({ status: 0, body: "no answer" })
      }, 3_000)
      req.on("response", (res) => {
        let text = ""
        res.on("data", (chunk: Buffer) => (text += chunk.toString()))
        res.on("end", () => {
          clearTimeout(timer)
          req.destroy()
          resolve({ status: res.statusCode ?? 0, body: text })
        })
      })
      req.on("error", (error) => (req.destroyed ? undefined : reject(error)))
      req.write(`event_id,reason\n${a.eventId},bad_phone\n`)
    })
    expect(answer.status).toBe(413)
    expect(JSON.parse(answer.body)).toMatchObject({
      error: "A CSV of returns is limited to 67108864 bytes (64 MiB): nothing in this upload was applied"
    })
    const events = await harness().server.run(readLeadEvents(harness().server.accountId, a.leadId))
    expect(events.filter((e) => e.type === "feedback-received" || e.type === "feedback-sent")).toEqual([])
    // The delivery is still returnable: nothing claimed it.
    expect((await giveReturn(a.eventId)).status).toBe(201)
  })

  it("a chunked upload past 64 MiB is a readable 413, not a reset connection, and applies nothing", async () => {
    const a = await deliver(plain)
    const filler = `${"x".repeat(1023)}\n`.repeat(1024)
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      // No Content-Length: the server finds the body too large only as it arrives.
      const req = request(`${harness().server.url}/feedback/returns`, {
        method: "POST",
        headers: { authorization: harness().server.auth, "content-type": "text/csv", "transfer-encoding": "chunked" }
      })
      req.on("response", (res) => {
        let text = ""
        res.on("data", (chunk: Buffer) => (text += chunk.toString()))
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text }))
      })
      req.on("error", reject)
      const send = async () => {
        req.write(`event_id,reason\n${a.eventId},bad_phone\n`)
        for (let mib = 0; mib < 66; mib++)
          if (!req.write(filler)) await new Promise((drained) => req.once("drain", drained))
        req.end()
      }
      send().catch(reject)
    })
    expect(answer.status).toBe(413)
    expect(JSON.parse(answer.body)).toMatchObject({ error: expect.stringContaining("nothing in this upload was applied") })
    const events = await harness().server.run(readLeadEvents(harness().server.accountId, a.leadId))
    expect(events.filter((e) => e.type === "feedback-received")).toEqual([])
    // 66 MiB through loopback: seconds on a quiet machine, more on a busy one.
  }, 120_000)

  it("refuses a CSV without the id columns (422), and a body that is not CSV (415)", async () => {
    const bad = await upload("email,reason\nx@example.com,bad_phone\n")
    expect(bad.status).toBe(422)
    expect(await bad.json()).toMatchObject({ errors: { body: [expect.stringContaining("event_id")] } })
    const json = await upload(JSON.stringify({ event_id: objectId() }), "application/json")
    expect(json.status).toBe(415)
  })
})
