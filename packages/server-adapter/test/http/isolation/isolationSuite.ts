import { deployFlow } from "../../../src/storage/FlowVersions.js"
import { Clock, Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { Documents } from "../../../src/storage/Documents.js"
import { startTestServer, type Dialect, type TestServer } from "../TestServer.js"
import {
  accountEventsText,
  callApi,
  expectSameAsMissing,
  freshId,
  leadEvents,
  marker,
  normalized,
  startRecorder,
  submitLead,
  type Answer,
  type Recorder,
  type StepEvent
} from "./fixtures.js"

interface Account {
  readonly accountId: string
  readonly auth: string
}

const json = "leadflow-custom.outbound.json"
const append = "leadflow-batch.outbound.append"
const standardInbound = { module_id: "leadflow-standard.inbound" }

/**
 * Tenant isolation, end to end: every record that another record can name is made in account A,
 * then account B names it through every referring field. B must get exactly what a reference to a
 * record that does not exist gets, and nothing B's leads reach (a loopback buyer, a batch file,
 * B's events) may carry anything A stored.
 */
export const isolationSuite = (dialect: Dialect) =>
  describe(`cross-account references (${dialect})`, () => {
    let server: TestServer
    let a: Account
    let b: Account
    let buyerA: Recorder
    let buyerB: Recorder
    const secret = {
      username: marker("a-user"),
      password: marker("a-password"),
      token: marker("a-token"),
      note: marker("a-note")
    }
    /** A's lead's email, on A's list: B probes for it by name, so it is not among the secrets B never sees. */
    const aEmail = `${marker("a-lead")}@example.com`
    const ids = {
      userCredential: "",
      tokenCredential: "",
      batch: "",
      file: "",
      flow: "",
      deletedFlow: "",
      lead: "",
      recipientEvent: "",
      sourceEvent: "",
      report: "",
      router: "",
      entity: "",
      changelog: "",
      onboard: "",
      cap: freshId(),
      pingLimit: freshId()
    }

    const as = (account: Account) => (method: string, path: string, body?: unknown) =>
      callApi(server, account.auth, method, path, body)
    const created = async (answer: Promise<Answer>): Promise<Record<string, unknown> & { id: string }> => {
      const res = await answer
      expect(res.status, res.text).toBe(201)
      return res.json as Record<string, unknown> & { id: string }
    }

    /** A flow of `account` posted through the API: its own account entity as source and recipient. */
    const flowOf = (account: Account, steps: ReadonlyArray<Record<string, unknown>>, extra: Record<string, unknown> = {}) => ({
      name: `Flow ${freshId().slice(-6)}`,
      enabled: true,
      fields: ["email", "comments", "state"],
      sources: [{ entity: { id: account.accountId }, integration: standardInbound }],
      steps,
      ...extra
    })
    const recipient = (account: Account, id: string, module_id: string, mappings: ReadonlyArray<Record<string, unknown>>) => ({
      type: "recipient",
      id,
      entity: { id: account.accountId },
      integration: { module_id, mappings }
    })
    // Deployed as stored, unchecked: the flows here are live when their references are broken (as
    // one whose credential was deleted after its deploy is), to show such a flow runs nothing.
    const postFlow = async (account: Account, body: Record<string, unknown>) => {
      const flow = (await created(as(account)("POST", "/flows", body))) as Record<string, unknown> & {
        id: string
        errors?: Record<string, Array<string>>
      }
      await server.run(deployFlow(account.accountId, flow.id))
      return flow
    }
    const stepEvent = (events: ReadonlyArray<StepEvent>, stepId: string): StepEvent => {
      const found = events.find((event) => event.step_id === stepId)
      if (found === undefined) throw new Error(`no event of step ${stepId}: ${JSON.stringify(events)}`)
      return found
    }
    /** Submit a lead to `account`'s flow and return its events. */
    const run = async (account: Account, flowId: string, lead: Record<string, unknown>, headers: Record<string, string> = {}) => {
      const answer = await submitLead(server, flowId, account.accountId, lead, headers)
      expect(answer.status, answer.text).toBe(201)
      if (answer.leadId === undefined) throw new Error(`no lead id: ${answer.text}`)
      return { answer, events: await leadEvents(server, account.accountId, answer.leadId) }
    }
    /** How many of A's batch records are not filed yet (a file takes them all). */
    const unfiledInA = async () => {
      const file = await created(callApi(server, a.auth, "POST", "/batch/files", { batch_id: ids.batch }))
      return Number(file["record_count"])
    }
    /** A's secrets are nowhere B can see: B's buyer, B's events. */
    const expectNoSecretOfA = async () => {
      const seen = `${buyerB.everything()}\n${await accountEventsText(server, b.accountId)}`
      for (const value of Object.values(secret)) expect(seen).not.toContain(value)
    }

    beforeAll(async () => {
      server = await startTestServer({ dialect })
      a = { accountId: server.accountId, auth: server.auth }
      b = await server.createAccount("Account B")
      buyerA = await startRecorder()
      buyerB = await startRecorder()
      const asA = as(a)

      ids.userCredential = (await created(asA("POST", "/credentials", { type: "user", package: "leadflow-custom", username: secret.username, password: secret.password }))).id
      ids.tokenCredential = (await created(asA("POST", "/credentials", { type: "token", package: "leadflow-standard", token: secret.token }))).id
      ids.batch = (await created(asA("POST", "/batch/batches", { name: "A's batch", format: "jsonl", columns: [{ name: "email", template: "{{lead.email}}" }] }))).id
      const flow = await postFlow(
        a,
        flowOf(
          a,
          [
            recipient(a, "adds01", "leadflow-suppressionlist.outbound.add_item", [
              { property: "list_name", value: "shared_list" },
              { property: "values", value: "{{lead.email}}" }
            ]),
            recipient(a, "buy001", json, [
              { property: "url", value: `${buyerA.url}/a` },
              { property: "credential_id", value: ids.userCredential },
              { property: "json_property.email", value: "{{lead.email}}" }
            ]),
            recipient(a, "bat001", append, [{ property: "batch_id", value: ids.batch }])
          ],
          {
            ping_enabled: true,
            pricing: { prices: [{ amount: 1 }] },
            caps: [{ id: ids.cap, name: "A's cap", maximum: 100, duration: 1, duration_units: "day" }],
            ping_limits: [{ id: ids.pingLimit, name: "A's pings", maximum: 100, duration: 1, duration_units: "day" }]
          }
        )
      )
      expect(flow.errors).toBeUndefined()
      ids.flow = flow.id
      const { answer, events } = await run(a, ids.flow, { email: aEmail, state: "TX", comments: secret.note })
      expect(answer.json).toMatchObject({ outcome: "success" })
      ids.lead = answer.leadId ?? ""
      ids.recipientEvent = String(stepEvent(events, "buy001")["id"])
      ids.sourceEvent = String(events.find((event) => event.type === "source")?.["id"])
      // A's own delivery did carry A's secret: the buyer check below is not vacuous.
      expect(buyerA.everything()).toContain(secret.password)
      expect((await fetch(`${server.url}/flows/${ids.flow}/sources/${a.accountId}/ping`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ state: "TX" }) })).status).toBe(200)
      ids.file = (await created(asA("POST", "/batch/files", { batch_id: ids.batch }))).id
      ids.report = (await created(asA("POST", "/reports", { name: "A's report", columns: ["source-submitted"], rules: [{ lhv: "vars.flow.id", op: "is equal to", rhv: ids.flow }] }))).id
      ids.router = (await created(asA("POST", "/routers", { name: "A's router", routes: [{ flow_id: ids.flow, source_id: a.accountId }] }))).id
      ids.entity = (await created(asA("POST", "/entities", { name: "A's entity", source: "other", recipient: "other", module_ids: [] }))).id
      const changelogs = (await asA("GET", "/changelogs")).json as ReadonlyArray<{ id: string }>
      ids.changelog = changelogs[0]?.id ?? ""
      const deleted = await postFlow(a, flowOf(a, []))
      expect((await asA("DELETE", `/flows/${deleted.id}`)).status).toBeLessThan(300)
      ids.deletedFlow = deleted.id
      // An onboard of A, from an invitation of a third account.
      const inviter = await server.createAccount("Inviter")
      const invitation = freshId()
      await server.run(
        Effect.gen(function* () {
          const documents = yield* Documents
          yield* documents.insert("invitations", inviter.accountId, invitation, { email: "a@example.com", connection_id: freshId() }, yield* Clock.currentTimeMillis)
        })
      )
      ids.onboard = (await created(asA("POST", "/onboards", { invitation_id: invitation }))).id
      for (const [name, id] of Object.entries(ids)) expect(id, name).toMatch(/^[0-9a-f]{24}$/)
    })
    afterAll(async () => {
      await server?.close()
      await buyerA?.close()
      await buyerB?.close()
    })

    it("GET, PUT and DELETE of A's records by id answer B exactly like missing records, and leave them be", async () => {
      const asB = as(b)
      const reads: ReadonlyArray<readonly [string, (id: string) => string]> = [
        [ids.sourceEvent, (id) => `/events/${id}`],
        [ids.recipientEvent, (id) => `/events/${id}`],
        [ids.flow, (id) => `/flows/${id}`],
        [ids.flow, (id) => `/flows/${id}/fields`],
        [ids.flow, (id) => `/flows/${id}/fields/usage`],
        [ids.userCredential, (id) => `/credentials/${id}`],
        [ids.tokenCredential, (id) => `/credentials/${id}`],
        [ids.batch, (id) => `/batch/batches/${id}`],
        [ids.file, (id) => `/batch/files/${id}`],
        [ids.file, (id) => `/batch/files/${id}/download`],
        [ids.batch, (id) => `/batch/files?batch_id=${id}`],
        [ids.report, (id) => `/reports/${id}`],
        [ids.report, (id) => `/reports/${id}/run`],
        [ids.report, (id) => `/reports/${id}/share`],
        [ids.router, (id) => `/routers/${id}`],
        [ids.entity, (id) => `/entities/${id}`],
        [ids.entity, (id) => `/entities/${id}/changelogs`],
        [ids.changelog, (id) => `/changelogs/${id}`],
        [ids.flow, (id) => `/changelogs?flow_id=${id}`],
        [ids.onboard, (id) => `/onboards/${id}`],
        [ids.lead, (id) => `/leads/${id}`],
        [ids.cap, (id) => `/caps/${id}`],
        [ids.pingLimit, (id) => `/ping_limits/${id}`],
        [ids.pingLimit, (id) => `/ping-limits/${id}`],
        [ids.flow, (id) => `/caps?flow_id=${id}`],
        [ids.flow, (id) => `/ping_limits?flow_id=${id}`],
        [ids.flow, (id) => `/flows/${id}/versions`],
        [ids.flow, (id) => `/flows/${id}/versions/1`],
        [ids.flow, (id) => `/feedback/return-rates?flow_id=${id}`]
      ]
      for (const [foreign, path] of reads) {
        const answer = await expectSameAsMissing((id) => asB("GET", path(id)), foreign, path(foreign))
        for (const value of Object.values(secret)) expect(answer.text).not.toContain(value)
      }
      const writes: ReadonlyArray<readonly [string, string, (id: string) => string, unknown]> = [
        [ids.userCredential, "PUT", (id) => `/credentials/${id}`, { type: "user", package: "leadflow-custom", username: "b", password: "b" }],
        [ids.flow, "PUT", (id) => `/flows/${id}`, flowOf(b, [])],
        [ids.flow, "POST", (id) => `/flows/${id}/deploy`, undefined],
        [ids.flow, "POST", (id) => `/flows/${id}/revert`, { version: 1 }],
        [ids.batch, "PUT", (id) => `/batch/batches/${id}`, { name: "B", format: "jsonl" }],
        [ids.report, "PUT", (id) => `/reports/${id}`, { name: "B's", columns: ["revenue"] }],
        [ids.router, "PUT", (id) => `/routers/${id}`, { name: "B's", routes: [] }],
        [ids.entity, "PUT", (id) => `/entities/${id}`, { name: "B's", source: "other", recipient: "other", module_ids: [] }],
        [ids.onboard, "PUT", (id) => `/onboards/${id}`, { status: "completed" }],
        [ids.userCredential, "DELETE", (id) => `/credentials/${id}`, undefined],
        [ids.report, "DELETE", (id) => `/reports/${id}`, undefined],
        [ids.router, "DELETE", (id) => `/routers/${id}`, undefined],
        [ids.entity, "DELETE", (id) => `/entities/${id}`, undefined],
        [ids.flow, "DELETE", (id) => `/flows/${id}`, undefined],
        [ids.batch, "DELETE", (id) => `/batch/batches/${id}?purge=true`, undefined]
      ]
      for (const [foreign, method, path, body] of writes)
        await expectSameAsMissing((id) => asB(method, path(id), body), foreign, `${method} ${path(foreign)}`)
      // A still has every one of them, unchanged.
      const asA = as(a)
      for (const path of [`/credentials/${ids.userCredential}`, `/flows/${ids.flow}`, `/batch/batches/${ids.batch}`, `/reports/${ids.report}`, `/routers/${ids.router}`, `/entities/${ids.entity}`, `/onboards/${ids.onboard}`]) {
        const res = await asA("GET", path)
        expect(res.status, path).toBe(200)
        expect(res.text, path).not.toContain("B's")
      }
      expect(((await asA("GET", `/credentials/${ids.userCredential}`)).json as { username: string }).username).toBe(secret.username)
      // B's lists show nothing of A's.
      for (const path of ["/flows", "/credentials", "/batch/batches", "/batch/files", "/reports", "/routers", `/events?rules=${encodeURIComponent(JSON.stringify([{ lhv: "vars.lead.id", op: "is equal to", rhv: ids.lead }]))}`, "/leads", "/caps", "/ping_limits", "/changelogs"]) {
        const res = await asB("GET", path)
        for (const id of [ids.flow, ids.userCredential, ids.tokenCredential, ids.batch, ids.file, ids.report, ids.router, ids.lead, ids.cap, ids.pingLimit, ids.sourceEvent])
          expect(res.text, `${path} names ${id}`).not.toContain(id)
      }
    })

    it("batch HTTP delivery with A's credential: refused on save like a missing credential, and B's server gets no secret of A's", async () => {
      const asB = as(b)
      const answers = await Promise.all(
        [ids.userCredential, ids.tokenCredential, freshId()].map((credentialId) =>
          asB("POST", "/batch/batches", { name: "B's batch", format: "jsonl", delivery: { method: "http", url: `${buyerB.url}/file`, credential_id: credentialId } })
        )
      )
      expect(answers[0]?.status).toBe(422)
      expect(answers[0]?.json).toMatchObject({ errors: { "delivery.credential_id": [`Unknown credential ${ids.userCredential}`] } })
      const comparable = answers.map(normalized)
      expect(comparable[0]).toEqual(comparable[2])
      expect(comparable[1]).toEqual(comparable[2])
      expect(buyerB.received.filter((r) => r.url === "/file")).toEqual([])
      await expectNoSecretOfA()
    })

    it("a step naming A's credential literally: the flow is saved with the same error as a missing one, its leads end in error, nothing is sent", async () => {
      const buyerStep = (credentialId: string) =>
        recipient(b, "buy001", json, [
          { property: "url", value: `${buyerB.url}/literal` },
          { property: "credential_id", value: credentialId },
          { property: "json_property.email", value: "{{lead.email}}" }
        ])
      const foreign = await postFlow(b, flowOf(b, [buyerStep(ids.userCredential)]))
      const missingId = freshId()
      const missing = await postFlow(b, flowOf(b, [buyerStep(missingId)]))
      expect(foreign.errors).toEqual({ "steps.0.integration.mappings.1.value": [`Unknown credential ${ids.userCredential}`] })
      expect(normalized({ status: 201, text: JSON.stringify(foreign.errors) })).toEqual(normalized({ status: 201, text: JSON.stringify(missing.errors) }))
      const first = await run(b, foreign.id, { email: "b1@example.com" })
      const second = await run(b, missing.id, { email: "b1@example.com" })
      expect(first.answer.json).toMatchObject({ outcome: "error" })
      expect(normalized(first.answer)).toEqual(normalized(second.answer))
      expect(buyerB.received.filter((r) => r.url === "/literal")).toEqual([])
      await expectNoSecretOfA()
    })

    it("a step rendering A's credential id from a lead value: 'credential not found', nothing sent", async () => {
      const flow = await postFlow(
        b,
        flowOf(b, [
          recipient(b, "buy001", json, [
            { property: "url", value: `${buyerB.url}/template` },
            { property: "credential_id", value: "{{lead.comments}}" },
            { property: "json_property.email", value: "{{lead.email}}" }
          ])
        ])
      )
      expect(flow.errors).toBeUndefined()
      const outcomes = []
      for (const credentialId of [ids.userCredential, ids.tokenCredential, freshId()]) {
        const { events } = await run(b, flow.id, { email: "b2@example.com", comments: credentialId })
        const step = stepEvent(events, "buy001")
        outcomes.push({ outcome: step.outcome, reason: step.reason })
      }
      expect(outcomes).toEqual(Array(3).fill({ outcome: "error", reason: "credential not found" }))
      expect(buyerB.received.filter((r) => r.url === "/template")).toEqual([])
      await expectNoSecretOfA()
    })

    it("a source that must authenticate with A's token credential refuses A's real token exactly like a wrong one", async () => {
      const source = { entity: { id: b.accountId }, integration: standardInbound, authentication_required: true }
      const flow = await postFlow(b, { ...flowOf(b, [recipient(b, "buy001", json, [{ property: "url", value: `${buyerB.url}/auth` }])]), sources: [{ ...source, credential_id: ids.tokenCredential }] })
      expect(flow.errors).toEqual({ "sources.0.credential_id": [`Unknown credential ${ids.tokenCredential}`] })
      const userFlow = await postFlow(b, { ...flowOf(b, []), sources: [{ ...source, credential_id: ids.userCredential }] })
      const attempt = (flowId: string, authorization: string) =>
        submitLead(server, flowId, b.accountId, { email: "b3@example.com" }, { authorization })
      const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString("base64")}`
      const pairs: ReadonlyArray<readonly [string, string, string]> = [
        [flow.id, `Bearer ${secret.token}`, `Bearer ${marker("wrong")}`],
        [flow.id, basic("x", secret.token), basic("x", marker("wrong"))],
        [userFlow.id, basic(secret.username, secret.password), basic(secret.username, marker("wrong"))]
      ]
      for (const [flowId, real, wrong] of pairs) {
        const withReal = await attempt(flowId, real)
        expect(withReal.status).not.toBe(201)
        expect(normalized(withReal)).toEqual(normalized(await attempt(flowId, wrong)))
      }
      expect(buyerB.received.filter((r) => r.url === "/auth")).toEqual([])
    })

    it("an append step naming A's batch, or mapping account.id to A, never reaches A's batch", async () => {
      expect(await unfiledInA()).toBe(0)
      const appendTo = (batchId: string) => recipient(b, "bat001", append, [{ property: "batch_id", value: batchId }])
      const foreign = await postFlow(b, flowOf(b, [appendTo(ids.batch)]))
      const missing = await postFlow(b, flowOf(b, [appendTo(freshId())]))
      // Refused on save as a batch that does not exist; deployed all the same, the step ends in error without reaching it.
      expect(foreign.errors).toEqual({ "steps.0.integration.mappings.0.value": [`Unknown batch ${ids.batch}`] })
      expect(normalized({ status: 0, text: JSON.stringify(foreign.errors ?? null) })).toEqual(normalized({ status: 0, text: JSON.stringify(missing.errors ?? null) }))
      const viaForeign = stepEvent((await run(b, foreign.id, { email: "b4@example.com" })).events, "bat001")
      const viaMissing = stepEvent((await run(b, missing.id, { email: "b4@example.com" })).events, "bat001")
      expect(viaForeign).toMatchObject({ outcome: "error", reason: "batch not found" })
      expect({ outcome: viaForeign.outcome, reason: viaForeign.reason }).toEqual({ outcome: viaMissing.outcome, reason: viaMissing.reason })

      const accountMapped = await postFlow(
        b,
        flowOf(b, [recipient(b, "bat001", append, [{ property: "batch_id", value: ids.batch }, { property: "account.id", value: a.accountId }])])
      )
      expect(accountMapped.errors?.["steps.0.integration.mappings.1.property"]).toEqual([
        "A mapping cannot set the account: a step always acts for its flow's account"
      ])
      const blocked = await run(b, accountMapped.id, { email: "b5@example.com" })
      expect(blocked.answer.json).toMatchObject({ outcome: "error" })
      expect(await unfiledInA()).toBe(0)
    })

    it("a router cannot route to A's flow; B's leads never reach it", async () => {
      const asB = as(b)
      await expectSameAsMissing(
        (flowId) => asB("POST", "/routers", { name: "B's router", routes: [{ flow_id: flowId, source_id: a.accountId }] }),
        ids.flow
      )
      const own = await postFlow(b, flowOf(b, []))
      const router = await created(asB("POST", "/routers", { name: "B's router", routes: [{ flow_id: own.id, source_id: b.accountId }] }))
      await expectSameAsMissing(
        (flowId) => asB("PUT", `/routers/${router.id}`, { ...router, routes: [{ flow_id: flowId, source_id: a.accountId }] }),
        ids.flow
      )
      expect((await asB("GET", `/routers/${router.id}`)).text).not.toContain(ids.flow)
    })

    it("feedback naming A's events is answered like feedback for a missing event and records nothing for A", async () => {
      const asB = as(b)
      const before = (await leadEvents(server, a.accountId, ids.lead)).length
      for (const eventId of [ids.recipientEvent, ids.sourceEvent])
        await expectSameAsMissing((id) => asB("POST", "/feedback", { event_id: id, type: "return", reason: "B says" }), eventId)
      expect((await leadEvents(server, a.accountId, ids.lead)).length).toBe(before)
    })

    it("suppression lists of one name in A and B are two lists: B cannot learn, add to or delete A's entries", async () => {
      const list = (stepId: string, module: string, value: string) =>
        recipient(b, stepId, `leadflow-suppressionlist.outbound.${module}`, [
          { property: "list_name", value: "shared_list" },
          { property: "values", value }
        ])
      // B's own list of that name (empty): a flow reading a list its account does not have takes no leads.
      await created(as(b)("POST", "/lists", { name: "shared_list" }))
      const probe = await postFlow(b, flowOf(b, [list("query1", "query_item", "{{lead.email}}")]))
      /** What the query step appended (without the value it looked up). */
      const found = async (account: Account, flowId: string, email: string) => {
        const source = (await run(account, flowId, { email })).events.find((event) => event.type === "source")
        const { key: _key, ...answer } = (source?.appended?.["suppressionlist"] as { query_item: Record<string, unknown> }).query_item
        return answer
      }
      const seenByB = await found(b, probe.id, aEmail)
      expect(seenByB).toEqual(await found(b, probe.id, `${marker("never")}@example.com`))
      expect(seenByB).toMatchObject({ found: false })

      const bEmail = `${marker("b-lead")}@example.com`
      const writer = await postFlow(b, flowOf(b, [list("add001", "add_item", bEmail), list("del001", "delete_item", aEmail)]))
      const written = (await run(b, writer.id, { email: "b6@example.com" })).events
      expect(stepEvent(written, "add001").outcome).toBe("success")
      // A's list is untouched: A's entry is still there, B's entry is not.
      const aProbe = await postFlow(a, { ...flowOf(a, [{ ...list("query1", "query_item", "{{lead.email}}"), entity: { id: a.accountId } }]) })
      expect(await found(a, aProbe.id, aEmail)).toMatchObject({ found: true })
      expect(await found(a, aProbe.id, bEmail)).toMatchObject({ found: false })
      expect(await found(b, probe.id, bEmail)).toMatchObject({ found: true })
    })

    it("report rules and metric filters naming A's flow show B nothing of A's", async () => {
      const asB = as(b)
      const rules = (flowId: string) => ({ rules: [{ lhv: "vars.flow.id", op: "is equal to", rhv: flowId }], columns: ["source-submitted", "recipient-success"], group_by: ["vars.flow.id"] })
      const range = `start=${new Date(Date.now() - 3_600_000).toISOString()}&end=${new Date(Date.now() + 3_600_000).toISOString()}`
      const preview = await expectSameAsMissing((id) => asB("POST", `/reports/preview?${range}`, rules(id)), ids.flow)
      expect(preview.status).toBe(200)
      const report = await created(asB("POST", "/reports", { name: "B's view of A", ...rules(ids.flow) }))
      const ran = await asB("GET", `/reports/${report.id}/run?${range}`)
      expect(ran.status).toBe(200)
      // The id B wrote in its own rule comes back in the definition; no row of A's does.
      expect(normalized(ran)).toEqual(normalized(await asB("POST", `/reports/preview?${range}`, rules(freshId()))))
      const filters = (id: string) => JSON.stringify([{ property_name: "vars.flow.id", operator: "eq", property_value: id }])
      for (const path of ["/events/event-metrics/count", "/events/event-metrics/count_unique", "/events/event-metrics/select_unique"]) {
        const query = (id: string) => `${path}?timeframe=this_14_days&filters=${encodeURIComponent(filters(id))}${path.endsWith("count") ? "" : "&target_property=vars.lead.email&group_by=vars.flow.id"}`
        const answer = await expectSameAsMissing((id) => asB("GET", query(id)), ids.flow, path)
        expect(answer.text).not.toContain(secret.note)
      }
      const grouped = await asB("GET", "/events/event-metrics/select_unique?timeframe=this_14_days&target_property=vars.lead.email&group_by=vars.flow.id")
      expect(grouped.text).not.toContain(ids.flow)
      expect(grouped.text).not.toContain(secret.note)
    })

    it("A's deleted flow id is never B's: claiming it is refused like a live flow's id, and its old URL reaches nothing", async () => {
      const asB = as(b)
      const claim = (id: string) => asB("POST", "/flows", { ...flowOf(b, [recipient(b, "buy001", json, [{ property: "url", value: `${buyerB.url}/claimed` }])]), id })
      const deleted = await claim(ids.deletedFlow)
      expect(deleted.status).toBe(422)
      expect(deleted.json).toMatchObject({ errors: { id: [`A flow with the id ${ids.deletedFlow} already exists`] } })
      const own = await postFlow(b, flowOf(b, []))
      for (const id of [ids.flow, own.id]) expect(normalized(await claim(id))).toEqual(normalized(deleted))
      const late = await submitLead(server, ids.deletedFlow, a.accountId, { email: "late@example.com" })
      const never = await submitLead(server, freshId(), a.accountId, { email: "late@example.com" })
      expect(normalized(late)).toEqual(normalized(never))
      expect(buyerB.received.filter((r) => r.url === "/claimed")).toEqual([])
      expect(await accountEventsText(server, b.accountId)).not.toContain("late@example.com")
    })
  })
