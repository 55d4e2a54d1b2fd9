import { FieldPayload, FlowDocument, ReportInput } from "@leadflow/api"
import { Effect, Exit, ManagedRuntime, Schema } from "effect"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { Accounts, EventMetrics, Fields, Flows, Leadflow, Reports, Submissions } from "../../src/index.js"

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
})
