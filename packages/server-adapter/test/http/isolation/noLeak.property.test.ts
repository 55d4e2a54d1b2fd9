import { deployFlow } from "../../../src/storage/FlowVersions.js"
import { filterStepFor, flowFieldIds, leadFor, ruleSetFor } from "@leadflow/core/testing"
import type { TypeName } from "@leadflow/types"
import fc from "fast-check"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestServer, type TestServer } from "../TestServer.js"
import { accountEventsText, callApi, marker, startRecorder, submitLead, type Recorder } from "./fixtures.js"

/**
 * For a random second account and random flows and leads of its own, whose steps name the first
 * account's credentials, batch and list by id or by name: nothing B's leads produce (the requests
 * B's buyer receives, B's events) ever holds a value the first account stored, and A's batch
 * never gets B's leads.
 */
describe("no value of one account reaches another's leads (property)", () => {
  let server: TestServer
  let buyer: Recorder
  const secrets = { username: marker("a-user"), password: marker("a-password"), token: marker("a-token"), note: marker("a-note"), listed: `${marker("a-listed")}@example.com` }
  const a = { credentials: [] as Array<string>, batch: "" }
  let fieldTypes: Record<string, TypeName> = {}

  const post = async (auth: string, path: string, body: unknown) => {
    const res = await callApi(server, auth, "POST", path, body)
    if (res.status !== 201) throw new Error(`${path}: ${res.status} ${res.text}`)
    return res.json as Record<string, unknown> & { id: string }
  }
  const unfiledInA = async () => Number((await post(server.auth, "/batch/files", { batch_id: a.batch }))["record_count"])

  beforeAll(async () => {
    server = await startTestServer()
    buyer = await startRecorder()
    a.credentials.push((await post(server.auth, "/credentials", { type: "user", package: "leadflow-custom", username: secrets.username, password: secrets.password })).id)
    a.credentials.push((await post(server.auth, "/credentials", { type: "token", package: "leadflow-standard", token: secrets.token })).id)
    a.batch = (await post(server.auth, "/batch/batches", { name: "A", format: "jsonl", columns: [{ name: "email", template: "{{lead.email}}" }, { name: "note", template: "{{lead.comments}}" }] })).id
    // A's lead: on A's list, in A's batch, delivered with A's credential to A's own buyer.
    const flow = await post(server.auth, "/flows", {
      name: "A",
      enabled: true,
      fields: ["email", "comments"],
      sources: [{ entity: { id: server.accountId }, integration: { module_id: "leadflow-standard.inbound" } }],
      steps: [
        { type: "recipient", id: "adds01", entity: { id: server.accountId }, integration: { module_id: "leadflow-suppressionlist.outbound.add_item", mappings: [{ property: "list_name", value: "shared" }, { property: "values", value: "{{lead.email}}" }] } },
        { type: "recipient", id: "bat001", entity: { id: server.accountId }, integration: { module_id: "leadflow-batch.outbound.append", mappings: [{ property: "batch_id", value: a.batch }] } }
      ]
    })
    await server.run(deployFlow(server.accountId, flow.id))
    const answer = await submitLead(server, flow.id, server.accountId, { email: secrets.listed, comments: secrets.note })
    expect(answer.json).toMatchObject({ outcome: "success" })
    // A's lead is filed; from here on any record in A's batch would be one of B's leads.
    expect(await unfiledInA()).toBe(1)
    const fields = (await callApi(server, server.auth, "GET", "/fields")).json as ReadonlyArray<{ id: string; type: TypeName }>
    fieldTypes = Object.fromEntries(fields.map((field) => [field.id, field.type]))
  })
  afterAll(async () => {
    await server?.close()
    await buyer?.close()
  })

  /** A step of B's that names something of A's (or tries to) through one referring field. */
  const referringStep = (stepId: string, fields: ReadonlyArray<string>) =>
    fc.oneof(
      fc.constantFrom(0, 1, "template" as const).map((credential) => ({
        type: "recipient",
        id: stepId,
        integration: {
          module_id: "leadflow-custom.outbound.json",
          mappings: [
            { property: "url", value: `${buyer.url}/lead` },
            { property: "credential_id", value: credential === "template" ? "{{lead.comments}}" : a.credentials[credential] },
            ...fields.map((field) => ({ property: `json_property.${field}`, value: `{{lead.${field}}}` }))
          ]
        }
      })),
      fc.constant({ type: "recipient", id: stepId, integration: { module_id: "leadflow-batch.outbound.append", mappings: [{ property: "batch_id", value: a.batch }] } }),
      fc.constantFrom("query_item", "add_item", "delete_item", "is_unique").map((action) => ({
        type: "recipient",
        id: stepId,
        integration: {
          module_id: `leadflow-suppressionlist.outbound.${action}`,
          mappings: [{ property: "list_name", value: "shared" }, { property: "values", value: "{{lead.email}}" }]
        }
      })),
      fc.constant({
        type: "recipient",
        id: stepId,
        integration: { module_id: "leadflow-custom.outbound.json", mappings: [{ property: "url", value: `${buyer.url}/all` }, { property: "json_property.everything", value: "{{appended}}" }] }
      })
    )

  /** B's flow (fields the server knows, plus `comments` for a credential id), its leads. */
  const scenario = flowFieldIds
    .map((ids) => [...new Set([...ids.filter((id) => id in fieldTypes), "email", "comments"])])
    .chain((fields) =>
      fc.record({
        fields: fc.constant(fields),
        criteria: fc.option(ruleSetFor(fields, 1), { nil: undefined }),
        steps: fc.array(
          fc.oneof(
            { weight: 3, arbitrary: fc.nat(99).chain((n) => referringStep(`ref${String(n).padStart(3, "0")}`, fields)) },
            { weight: 1, arbitrary: filterStepFor(fields).map((step) => ({ ...step, enabled: true }) as Record<string, unknown>) }
          ),
          { minLength: 1, maxLength: 4 }
        ),
        leads: fc.array(
          fc.tuple(leadFor(Object.fromEntries(fields.filter((f) => f !== "comments").map((f) => [f, fieldTypes[f] as TypeName]))), fc.constantFrom(...a.credentials, "free text")),
          { minLength: 1, maxLength: 3 }
        )
      })
    )

  it("B's events and deliveries hold none of A's stored values; A's batch gets none of B's leads", async () => {
    let pair = 0
    await fc.assert(
      fc.asyncProperty(scenario, async ({ fields, criteria, steps, leads }) => {
        const b = await server.createAccount(`B${pair++}`)
        const from = buyer.received.length
        const uniqueSteps = steps.map((step, i) => ({ ...step, id: `st${String(i).padStart(4, "0")}`, ...(step["type"] === "recipient" ? { entity: { id: b.accountId } } : {}) }))
        const flow = await post(b.auth, "/flows", {
          name: "B",
          enabled: true,
          fields,
          sources: [{ entity: { id: b.accountId }, integration: { module_id: "leadflow-standard.inbound" } }],
          ...(criteria === undefined ? {} : { acceptance_criteria: { rule_set: criteria, outcome: "failure", reason: "not accepted" } }),
          steps: uniqueSteps
        })
        // Live as stored, problems and all (a flow whose references broke after its deploy).
        await server.run(deployFlow(b.accountId, flow.id))
        for (const [lead, comments] of leads) {
          const answer = await submitLead(server, flow.id, b.accountId, { ...lead, comments })
          expect(answer.status, answer.text).toBe(201)
        }
        const seen = `${buyer.received.slice(from).map((r) => `${JSON.stringify(r.headers)}\n${r.headers.authorization === undefined ? "" : Buffer.from(r.headers.authorization.replace(/^\w+ /, ""), "base64").toString("utf8")}\n${r.body}`).join("\n")}\n${await accountEventsText(server, b.accountId)}`
        for (const value of Object.values(secrets)) expect(seen).not.toContain(value)
        // No request B's steps made carried any credential.
        for (const request of buyer.received.slice(from)) expect(request.headers.authorization).toBeUndefined()
        expect(await unfiledInA()).toBe(0)
      }),
      { numRuns: 15 }
    )
  }, 60_000)
})
