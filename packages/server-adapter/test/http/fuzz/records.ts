import { randomBytes } from "node:crypto"
import { Clock, Effect } from "effect"
import { Documents } from "../../../src/storage/Documents.js"
import type { TestServer } from "../TestServer.js"

/**
 * One real record of every collection that has a create endpoint, made through the API (or, for
 * an invitation, which no endpoint creates, straight through `Documents`), so that the fuzzers can
 * aim their bodies and query strings at ids that exist.
 */

export interface Answer {
  readonly status: number
  readonly text: string
  readonly json: unknown
}

export const call = async (server: TestServer, method: string, path: string, body?: unknown): Promise<Answer> => {
  const headers: Record<string, string> = { authorization: server.auth }
  if (body !== undefined) headers["content-type"] = "application/json"
  const res = await fetch(`${server.url}${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) })
  const text = await res.text()
  let json: unknown
  try {
    json = text === "" ? undefined : JSON.parse(text)
  } catch {
    json = undefined
  }
  return { status: res.status, text, json }
}

const member = (json: unknown, key: string): unknown =>
  typeof json === "object" && json !== null && Object.hasOwn(json, key) ? (json as Record<string, unknown>)[key] : undefined

/** Create a record; its `id` (or `idKey`), or throws with the answer so that a broken fixture is obvious. */
const create = async (server: TestServer, path: string, body: unknown, idKey = "id"): Promise<string> => {
  const res = await call(server, "POST", path, body)
  const id = member(res.json, idKey)
  if (res.status >= 300 || typeof id !== "string") throw new Error(`fixture POST ${path}: ${res.status} ${res.text.slice(0, 500)}`)
  return id
}

export interface Records {
  readonly accountId: string
  readonly entityId: string
  readonly fieldId: string
  readonly flowId: string
  /** A flow, its source (the account entity) and a router to it, left alone by the write fuzzers. */
  readonly submissionFlowId: string
  readonly submissionRouterId: string
  readonly credentialId: string
  readonly routerId: string
  readonly reportId: string
  readonly batchId: string
  readonly fileId: string
  readonly onboardId: string | undefined
  readonly certId: string
  readonly leadId: string | undefined
  readonly eventId: string | undefined
  readonly changelogId: string | undefined
  /** Valid bodies for the create endpoints, by path template, to mutate into near-valid ones. */
  readonly validBodies: Readonly<Record<string, unknown>>
}

const ruleSet = { op: "and", rules: [{ lhv: "lead.email", op: "is not blank" }] }

export const createRecords = async (server: TestServer): Promise<Records> => {
  const accountId = server.accountId
  const entityBody = { name: "Fuzz Leads", source: "seller", recipient: null, module_ids: [], field_suffix: "fuzz" }
  const entityId = await create(server, "/entities", entityBody)
  const fieldBody = { id: "color_fuzz", name: "Favorite Color", type: "string" }
  const fieldId = await create(server, "/fields", fieldBody)
  const credentialBody = { type: "user", package: "leadflow-custom", name: "Fuzz login", username: "fuzz", password: "s3cret-Pa55word!" }
  const credentialId = await create(server, "/credentials", credentialBody)
  // The list the flow's check reads (a check of a list the account does not have is a flow error).
  await create(server, "/lists", { name: "fuzz_duplicates" })
  // Every part of a flow, so that mutated copies reach the handlers' reference and usage checks.
  const texas = { op: "and", rules: [{ lhv: "lead.state", op: "is equal to", rhv: "TX" }] }
  const flowBody = {
    name: "Fuzz flow",
    enabled: true,
    ping_enabled: true,
    fields: ["first_name", "email", "phone_1", "state", fieldId],
    acceptance_criteria: { rule_set: ruleSet, outcome: "failure", reason: "An email is required" },
    caps: [{ name: "Daily", maximum: 1000, duration: 1, duration_units: "day", time_zone: "America/Chicago", rule_set: texas }],
    pricing: { override: false, prices: [{ amount: 3 }, { amount: 5, rule_set: texas }] },
    list_checks: { duplicate: { value: "{{lead.email}}", list_name: "fuzz_duplicates", lookback: { value: 7, interval: "day" } } },
    sources: [
      {
        entity: { id: accountId },
        integration: { module_id: "leadflow-standard.inbound", mappings: [{ property: "lead.first_name", value: "{{fname}}" }] },
        ping_limits: [{ name: "Pings per minute", maximum: 600, duration: 1, duration_units: "minute" }]
      }
    ],
    steps: [
      { type: "filter", outcome: "failure", reason: "No Texas leads", rule_set: texas },
      {
        type: "recipient",
        entity: { id: entityId },
        integration: {
          module_id: "leadflow-custom.outbound.json",
          mappings: [
            { property: "url", value: "http://127.0.0.1:9/leads" },
            { property: "credential_id", value: credentialId },
            { property: "json_property.email", value: "{{lead.email}}" }
          ]
        }
      }
    ]
  }
  const flowId = await create(server, "/flows", flowBody)
  // Submissions go to a flow without an outbound step (no network), with the same checks.
  const submissionFlowId = await create(server, "/flows", { ...flowBody, name: "Fuzz submissions", steps: flowBody.steps.slice(0, 1) })
  // Saved flows are drafts: the submissions' flow is deployed to take leads (the other has problems on purpose).
  const deployed = await call(server, "POST", `/flows/${submissionFlowId}/deploy`)
  if (deployed.status !== 200) throw new Error(`fixture deploy: ${deployed.status} ${deployed.text.slice(0, 500)}`)
  const routerBody = { name: "Fuzz router", routes: [{ flow_id: flowId, source_id: accountId, rule_set: ruleSet }] }
  const routerId = await create(server, "/routers", routerBody)
  const submissionRouterId = await create(server, "/routers", {
    name: "Fuzz submissions",
    routes: [{ flow_id: submissionFlowId, source_id: accountId, rule_set: ruleSet }]
  })
  const reportBody = {
    name: "Fuzz report",
    columns: ["source-submitted", "source-success", "cost"],
    rules: [{ lhv: "vars.flow.id", op: "is equal to", rhv: flowId }],
    group_by: ["vars.source.id"]
  }
  const reportId = await create(server, "/reports", reportBody)
  const batchBody = { name: "Fuzz batch", columns: [{ name: "Email", template: "{{lead.email}}" }] }
  const batchId = await create(server, "/batch/batches", batchBody)
  const recordBody = { email: "ada@example.com", first_name: "Ada" }
  await call(server, "POST", `/batch/batches/${batchId}/records`, recordBody)
  const fileBody = { batch_id: batchId }
  const fileId = await create(server, "/batch/files", fileBody)

  // An onboard needs another account's invitation; no endpoint creates one.
  const inviter = await server.createAccount("Fuzz inviter")
  const invitationId = randomBytes(12).toString("hex")
  await server.run(
    Effect.gen(function* () {
      const documents = yield* Documents
      const body = { email: "fuzz@example.com", connection_id: randomBytes(12).toString("hex") }
      yield* documents.insert("invitations", inviter.accountId, invitationId, body, yield* Clock.currentTimeMillis)
    })
  )
  const onboard = await call(server, "POST", "/onboards", { invitation_id: invitationId })
  const onboardId = onboard.status === 201 ? (member(onboard.json, "id") as string | undefined) : undefined

  const cert = await fetch(`${server.url}/cert/capture`, {
    method: "POST",
    headers: { "content-type": "text/plain;charset=UTF-8", origin: "https://forms.example.com" },
    body: JSON.stringify({ page_url: "https://forms.example.com/quote" })
  })
  const certJson: unknown = await cert.json()
  const certId = member(certJson, "cert_id")
  const certToken = member(certJson, "token")
  if (cert.status !== 201 || typeof certId !== "string") throw new Error(`fixture POST /cert/capture: ${cert.status} ${JSON.stringify(certJson)}`)

  // One lead through the flow, so that leads, events and changelogs have real rows.
  const submitted = await call(server, "POST", `/flows/${submissionFlowId}/sources/${accountId}/submit`, { email: "ada@example.com", first_name: "Ada" })
  const leadId = member(member(submitted.json, "lead"), "id")
  const events = await call(server, "GET", "/events?limit=1")
  const eventId = Array.isArray(events.json) ? member(events.json[0], "id") : undefined
  const changelogs = await call(server, "GET", "/changelogs?limit=1")
  const changelogId = Array.isArray(changelogs.json) ? member(changelogs.json[0], "id") : undefined

  return {
    accountId,
    entityId,
    fieldId,
    flowId,
    submissionFlowId,
    submissionRouterId,
    credentialId,
    routerId,
    reportId,
    batchId,
    fileId,
    onboardId,
    certId,
    leadId: typeof leadId === "string" ? leadId : undefined,
    eventId: typeof eventId === "string" ? eventId : undefined,
    changelogId: typeof changelogId === "string" ? changelogId : undefined,
    validBodies: {
      "/entities": { ...entityBody, name: "Fuzz Leads 2", field_suffix: null },
      "/entities/{id}": entityBody,
      "/fields": { ...fieldBody, id: "shade_fuzz" },
      "/fields/{id}": fieldBody,
      "/flows": flowBody,
      "/flows/{id}": flowBody,
      "/credentials": credentialBody,
      "/credentials/{id}": credentialBody,
      "/routers": routerBody,
      "/routers/{id}": routerBody,
      "/reports": { ...reportBody, name: "Fuzz report 2" },
      "/reports/preview": reportBody,
      "/reports/{id}": reportBody,
      "/batch/batches": batchBody,
      "/batch/batches/{id}": batchBody,
      "/batch/batches/{id}/records": recordBody,
      "/batch/files": fileBody,
      "/onboards": { invitation_id: invitationId },
      "/onboards/{id}": { status: "in_progress" },
      "/feedback": { event_id: typeof eventId === "string" ? eventId : "5e0be1000000000000000001", type: "return", reason: "bad lead" },
      "/firehose": { type: "directory", path: "fuzz-firehose" },
      "/cert/capture": { page_url: "https://forms.example.com/quote" },
      "/cert/{cert_id}/capture": {
        token: certToken,
        event_duration_ms: 42_000,
        keystrokes: 60,
        characters: 50,
        typing_ms: 30_000,
        fields: { email: ["typing", "paste"] },
        fingerprints: [],
        snapshot: "Get a quote"
      }
    }
  }
}

/**
 * The real id for a path parameter of an endpoint (by the path before the parameter), or
 * undefined when there is no real record to aim at.
 */
export const realIdFor = (records: Records, path: string, param: string): string | undefined => {
  const before = path.slice(0, path.indexOf(`{${param}}`))
  const table: ReadonlyArray<readonly [string, string | undefined]> = [
    ["/flows/", records.flowId],
    ["/fields/", records.fieldId],
    ["/entities/", records.entityId],
    ["/changelogs/", records.changelogId],
    ["/credentials/", records.credentialId],
    ["/packages/", "leadflow-standard"],
    ["/modules/", "leadflow-standard.inbound"],
    ["/types/", "email"],
    ["/routers/", records.routerId],
    ["/events/", records.eventId],
    ["/reports/", records.reportId],
    ["/leads/", records.leadId],
    ["/onboards/", records.onboardId],
    ["/batch/batches/", records.batchId],
    ["/batch/files/", records.fileId],
    ["/cert/", records.certId]
  ]
  return table.find(([prefix]) => before === prefix)?.[1]
}
