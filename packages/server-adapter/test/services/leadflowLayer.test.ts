import { BatchConfig, CaptureStart, FieldPayload, FlowDocument, ReportInput } from "@leadflow/api"
import { Chunk, Effect, Exit, ManagedRuntime, Schema, Stream } from "effect"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { Accounts, Batches, Certificates, CounterReadings, EventMetrics, Fields, Flows, Leadflow, Reports, Submissions } from "../../src/index.js"

/**
 * The resource services in process, over `Leadflow.layer` and a SQLite file, with no HTTP server:
 * the same behaviour the HTTP suites check through the handlers, called as an embedder calls it.
 */

const dir = mkdtempSync(join(tmpdir(), "leadflow-services-"))
const runtime = ManagedRuntime.make(Leadflow.layer({ database: { dialect: "sqlite", filename: join(dir, "leads.db") } }))
const run = <A, E>(effect: Effect.Effect<A, E, Leadflow.Services>) => runtime.runPromise(effect)
const failure = <A, E>(effect: Effect.Effect<A, E, Leadflow.Services>) =>
  runtime.runPromise(Effect.flip(effect)) as Promise<{ readonly _tag: string }>

afterAll(async () => {
  await runtime.dispose()
  rmSync(dir, { recursive: true, force: true })
})

const newAccount = (name: string) => run(Effect.map(Effect.flatMap(Accounts, (accounts) => accounts.create({ name })), (created) => created.account.id))

const flowOf = (accountId: string, overrides: Record<string, unknown> = {}) =>
  Schema.decodeUnknown(FlowDocument)({
    name: "Form leads",
    enabled: true,
    fields: ["first_name", "email"],
    sources: [{ entity: { id: accountId }, integration: { module_id: "leadflow-standard.inbound" } }],
    steps: [],
    ...overrides
  })

describe("Leadflow.layer", () => {
  it("saves drafts, deploys, reverts and lists deployed versions", async () => {
    const accountId = await newAccount("Drafts")
    const flows = await run(Flows)
    const created = await run(Effect.flatMap(flowOf(accountId), (draft) => flows.create(accountId, draft)))
    expect(created.version).toBe(1)
    expect((await run(flows.deploy(accountId, created.id))).deployed_version).toBe(1)
    const renamed = await run(Effect.flatMap(flowOf(accountId, { name: "Renamed" }), (draft) => flows.update(accountId, created.id, draft)))
    expect(renamed).toMatchObject({ name: "Renamed", version: 2, deployed_version: 1 })
    await run(flows.deploy(accountId, created.id))
    expect((await run(flows.versions(accountId, created.id))).map((v) => [v.version, v.live])).toEqual([
      [2, true],
      [1, false]
    ])
    expect((await run(flows.revert(accountId, created.id, 1))).deployed_version).toBe(1)
    expect(await failure(flows.revert(accountId, created.id, 7))).toMatchObject({ _tag: "ValidationFailed" })
    // A client that read version 1 may not overwrite version 2.
    const stale = await failure(Effect.flatMap(flowOf(accountId, { version: 1 }), (draft) => flows.update(accountId, created.id, draft)))
    expect(stale).toMatchObject({ _tag: "Conflict" })
  })

  it("keeps accounts apart: another account's flow does not exist for the caller", async () => {
    const owner = await newAccount("Owner")
    const other = await newAccount("Other")
    const flows = await run(Flows)
    const flow = await run(Effect.flatMap(flowOf(owner), (draft) => flows.create(owner, draft)))
    await run(flows.deploy(owner, flow.id))
    const attempts: ReadonlyArray<Effect.Effect<unknown, unknown>> = [
      flows.get(other, flow.id),
      flows.deploy(other, flow.id),
      flows.remove(other, flow.id),
      flows.versions(other, flow.id)
    ]
    for (const attempt of attempts)
      expect(await failure(attempt)).toMatchObject({ _tag: "NotFound" })
    const submissions = await run(Submissions)
    expect(await failure(submissions.submit(other, { flowId: flow.id, sourceId: other, data: {} }))).toMatchObject({ _tag: "NotFound" })
    expect(await run(Effect.map(flows.list(other), (list) => list.map((f) => f.id)))).not.toContain(flow.id)
  })

  it("submits leads to the deployed version only, and refuses an unknown source", async () => {
    const accountId = await newAccount("Leads")
    const flows = await run(Flows)
    const submissions = await run(Submissions)
    const flow = await run(Effect.flatMap(flowOf(accountId), (draft) => flows.create(accountId, draft)))
    const lead = { flowId: flow.id, sourceId: accountId, data: { first_name: "Ada", email: "ada@example.com" } }
    expect(await failure(submissions.submit(accountId, lead))).toMatchObject({ _tag: "NotFound" })
    await run(flows.deploy(accountId, flow.id))
    expect((await run(submissions.submit(accountId, lead))).outcome).toBe("success")
    expect(await failure(submissions.submit(accountId, { ...lead, sourceId: "5f0000000000000000000000" }))).toMatchObject({ _tag: "NotFound" })
    // The flow now names a field the account does not have: the draft saves, the deploy is refused.
    const broken = await run(Effect.flatMap(flowOf(accountId, { fields: ["first_name", "no_such_field"] }), (draft) => flows.update(accountId, flow.id, draft)))
    expect(broken.error).toEqual(expect.any(String))
    expect(await failure(flows.deploy(accountId, flow.id))).toMatchObject({ _tag: "ValidationFailed" })
  })

  it("refuses a second field of one id, and changes to standard fields", async () => {
    const accountId = await newAccount("Fields")
    const fields = await run(Fields)
    const field = (id: string) => Schema.decodeUnknown(FieldPayload)({ id, name: "Favourite colour", type: "string" })
    const created = await run(Effect.flatMap(field("favourite_colour"), (payload) => fields.create(accountId, payload)))
    expect(created.id).toMatch(/favourite_colour/)
    expect(await failure(Effect.flatMap(field(created.id), (payload) => fields.create(accountId, payload)))).toMatchObject({ _tag: "ValidationFailed" })
    expect(await failure(fields.remove(accountId, "email"))).toMatchObject({ _tag: "Forbidden" })
  })

  it("runs a shared report by its token, with no account", async () => {
    const accountId = await newAccount("Reports")
    const reports = await run(Reports)
    const input = await run(Schema.decodeUnknown(ReportInput)({ name: "All", columns: ["source-submitted"] }))
    const report = await run(reports.create(accountId, input))
    const { token } = await run(reports.share(accountId, report.id))
    const shared = await run(reports.run(undefined, token))
    expect(shared.totals).toEqual({ "source-submitted": 0 })
    expect(await failure(reports.run(undefined, report.id))).toMatchObject({ _tag: "Unauthorized" })
    await run(reports.unshare(accountId, report.id))
    expect(Exit.isFailure(await runtime.runPromiseExit(reports.run(undefined, token)))).toBe(true)
  })

  it("refuses a median window reaching back before 1970 (PostgreSQL could not compare it)", async () => {
    const accountId = await newAccount("Metrics")
    const metrics = await run(EventMetrics)
    expect(await failure(metrics.median(accountId, { max_age: 1e21 }))).toMatchObject({ _tag: "ValidationFailed" })
    expect(await run(metrics.median(accountId, { max_age: 60 }))).toMatchObject({ result: expect.anything() })
  })

  it("Batches: collects records and files them as CSV, read back as it streams", async () => {
    const accountId = await newAccount("Batches")
    const batches = await run(Batches)
    const config = await run(Schema.decodeUnknown(BatchConfig)({ name: "Daily", columns: [{ name: "Email", template: "{{lead.email}}" }] }))
    const batch = await run(batches.create(accountId, config))
    expect(batch).toMatchObject({ name: "Daily", format: "csv", inbound: true })
    for (const email of ["a@example.com", "b@example.com"]) expect(await run(batches.addRecord(accountId, batch.id, { email }))).toEqual({ outcome: "success" })
    const file = await run(batches.createFile(accountId, { batch_id: batch.id }))
    expect(file).toMatchObject({ batch_id: batch.id, record_count: 2 })
    const { content } = await run(batches.download(accountId, file.id))
    const bytes = await run(Stream.runCollect(content))
    expect(Buffer.concat(Chunk.toReadonlyArray(bytes).map((b) => Buffer.from(b))).toString()).toBe("Email\r\na@example.com\r\nb@example.com\r\n")
    // Another account's batch does not exist for the caller.
    expect(await failure(batches.get(await newAccount("Not batches"), batch.id))).toMatchObject({ _tag: "NotFound" })
  })

  it("Certificates: captures a page into a certificate, answers its ping, signs its ping URL", async () => {
    const certificates = await run(Certificates)
    const start = await run(Schema.decodeUnknown(CaptureStart)({ page_url: "https://forms.example.com/quote" }))
    const captured = await run(certificates.capture(start, { ip: null, userAgent: "vitest" }))
    expect(captured.cert_id).toMatch(/^[0-9a-f]{64}$/)
    const pinged = await run(certificates.ping(captured.cert_id, { emails: [], phones: [], fingerprints: [], requiredScans: [], forbiddenScans: [] }))
    expect(pinged._tag).toBe("Answered")
    const token = new URL(certificates.pingUrl(captured.cert_id) ?? "http://x/").searchParams.get("token") ?? undefined
    expect(certificates.tokenAllows(captured.cert_id, token)).toBe(true)
    expect(certificates.tokenAllows(captured.cert_id, "forged")).toBe(false)
    expect((await run(certificates.ping("f".repeat(64), { emails: [], phones: [], fingerprints: [], requiredScans: [], forbiddenScans: [] })))._tag).not.toBe("Answered")
  })

  it("CounterReadings: reads a flow cap's count after the engine counted leads against it", async () => {
    const accountId = await newAccount("Counters")
    const flows = await run(Flows)
    const submissions = await run(Submissions)
    const caps = [{ name: "Daily", maximum: 2, duration: 1, duration_units: "day" }]
    const flow = await run(Effect.flatMap(flowOf(accountId, { caps }), (draft) => flows.create(accountId, draft)))
    await run(flows.deploy(accountId, flow.id))
    const outcomes: Array<string> = []
    for (let i = 0; i < 3; i++)
      outcomes.push((await run(submissions.submit(accountId, { flowId: flow.id, sourceId: accountId, data: { email: `c${i}@example.com` } }))).outcome)
    expect(outcomes).toEqual(["success", "success", "failure"])
    const readings = await run(CounterReadings)
    const listed = await run(readings.caps(accountId, flow.id))
    expect(listed).toEqual([expect.objectContaining({ flow_id: flow.id, name: "Daily", maximum: 2, count: 2, failed_count: 1 })])
    const capId = String(listed[0]?.id)
    expect(await run(readings.cap(accountId, capId))).toMatchObject({ id: capId, count: 2 })
    expect(await failure(readings.cap(await newAccount("Not counters"), capId))).toMatchObject({ _tag: "NotFound" })
  })

  it("EventMetrics: counts the source events of submitted leads, filtered by outcome", async () => {
    const accountId = await newAccount("Event metrics")
    const flows = await run(Flows)
    const submissions = await run(Submissions)
    const flow = await run(Effect.flatMap(flowOf(accountId), (draft) => flows.create(accountId, draft)))
    await run(flows.deploy(accountId, flow.id))
    for (const email of ["m1@example.com", "m2@example.com", "m3@example.com"])
      await run(submissions.submit(accountId, { flowId: flow.id, sourceId: accountId, data: { email } }))
    const metrics = await run(EventMetrics)
    const filters = (outcome: string) =>
      JSON.stringify([
        { property_name: "type", operator: "eq", property_value: "source" },
        { property_name: "outcome", operator: "eq", property_value: outcome }
      ])
    expect(Number((await run(metrics.count(accountId, { timeframe: "today", filters: filters("success") }))).result)).toBe(3)
    expect(Number((await run(metrics.count(accountId, { timeframe: "today", filters: filters("failure") }))).result)).toBe(0)
    // Another account's events are not counted for it.
    expect(Number((await run(metrics.count(await newAccount("Quiet"), { timeframe: "today", filters: filters("success") }))).result)).toBe(0)
  })
})
