import { afterAll, beforeAll, expect, it } from "vitest"
import { type Echo, startEchoBuyer } from "../EchoBuyer.js"
import { startTestServer, type TestServer } from "../TestServer.js"

/**
 * The spec: a credential deleted while flows use it leaves them "operating as if it existed";
 * later flow changes must remove the reference. So a deployed flow keeps sending it, and the
 * next save of the flow reports it.
 */
let server: TestServer
let buyer: Echo
beforeAll(async () => {
  ;[server, buyer] = await Promise.all([startTestServer(), startEchoBuyer()])
})
afterAll(async () => {
  await Promise.all([server.close(), buyer.close()])
})

const api = async (method: string, path: string, body?: unknown) => {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: { authorization: server.auth, "content-type": "application/json" },
    ...(body === undefined ? {} : { body: JSON.stringify(body) })
  })
  const text = await res.text()
  return { status: res.status, json: (text === "" ? undefined : JSON.parse(text)) as Record<string, unknown> }
}

/** A flow of the account with one custom JSON delivery to the loopback buyer at `path`, with more mappings. */
const customFlow = (name: string, path: string, mappings: ReadonlyArray<Record<string, unknown>>) => ({
  name,
  enabled: true,
  fields: ["email"],
  sources: [{ entity: { id: server.accountId }, integration: { module_id: "leadflow-standard.inbound" } }],
  steps: [
    {
      type: "recipient",
      entity: { id: server.accountId },
      integration: {
        module_id: "leadflow-custom.outbound.json",
        mappings: [{ property: "url", value: `http://127.0.0.1:${buyer.port}${path}` }, ...mappings]
      }
    }
  ]
})

it("a deployed flow keeps using a credential deleted since; its next save reports the reference", async () => {
  const credential = await api("POST", "/credentials", { type: "user", package: "leadflow-custom", username: "jane", password: "kept-after-delete" })
  expect(credential.status).toBe(201)
  const credentialId = String(credential.json["id"])
  const flow = customFlow("Uses a credential", "/leads", [
    { property: "credential_id", value: credentialId },
    { property: "json_property.email", value: "{{lead.email}}" }
  ])
  const created = await api("POST", "/flows", flow)
  expect(created.json["errors"]).toBeUndefined()
  const flowId = String(created.json["id"])
  expect((await api("POST", `/flows/${flowId}/deploy`)).status).toBe(200)
  const submit = () => api("POST", `/flows/${flowId}/sources/${server.accountId}/submit`, { email: "d@example.com" })
  const basic = `Basic ${Buffer.from("jane:kept-after-delete").toString("base64")}`

  expect((await submit()).json).toMatchObject({ outcome: "success" })
  expect(buyer.received.at(-1)?.headers["authorization"]).toBe(basic)
  expect((await api("DELETE", `/credentials/${credentialId}`)).status).toBe(202)
  // Within the compiled flows' second of caching, and after it.
  await new Promise((done) => setTimeout(done, 1_100))
  expect((await submit()).json).toMatchObject({ outcome: "success" })
  expect(buyer.received.at(-1)?.headers["authorization"]).toBe(basic)

  const saved = await api("PUT", `/flows/${flowId}`, flow)
  expect(saved.status).toBe(200)
  expect(saved.json["errors"]).toEqual({ "steps.0.integration.mappings.1.value": [`Unknown credential ${credentialId}`] })
})

it("a deployed flow is not stopped by what only a save checks: its batch taking no records since fails that step alone", async () => {
  const batch = await fetch(`${server.url}/batch/batches`, {
    method: "POST",
    headers: { authorization: server.auth, "content-type": "application/json" },
    body: JSON.stringify({ name: "Closing", format: "jsonl" })
  })
  expect(batch.status).toBe(201)
  const batchId = ((await batch.json()) as { id: string }).id
  const created = await api("POST", "/flows", {
    name: "Buyer and batch",
    enabled: true,
    fields: ["email"],
    sources: [{ entity: { id: server.accountId }, integration: { module_id: "leadflow-standard.inbound" } }],
    steps: [
      {
        type: "recipient",
        id: "bat001",
        entity: { id: server.accountId },
        integration: { module_id: "leadflow-batch.outbound.append", mappings: [{ property: "batch_id", value: batchId }] }
      },
      {
        type: "recipient",
        id: "buy001",
        entity: { id: server.accountId },
        integration: {
          module_id: "leadflow-custom.outbound.json",
          mappings: [
            { property: "url", value: `http://127.0.0.1:${buyer.port}/after-close` },
            { property: "json_property.email", value: "{{lead.email}}" }
          ]
        }
      }
    ]
  })
  expect(created.json["errors"]).toBeUndefined()
  const flowId = String(created.json["id"])
  expect((await api("POST", `/flows/${flowId}/deploy`)).status).toBe(200)
  const closed = await fetch(`${server.url}/batch/batches/${batchId}`, {
    method: "PUT",
    headers: { authorization: server.auth, "content-type": "application/json" },
    body: JSON.stringify({ name: "Closing", format: "jsonl", inbound: false })
  })
  expect(closed.status).toBe(200)
  await new Promise((done) => setTimeout(done, 1_100))
  const answer = await api("POST", `/flows/${flowId}/sources/${server.accountId}/submit`, { email: "c@example.com" })
  expect(answer.json["reason"] ?? "").not.toMatch(/takes no leads/)
  expect(buyer.received.some((request) => request.url === "/after-close")).toBe(true)
  // Its next save reports the batch.
  expect((await api("GET", `/flows/${flowId}`)).json["errors"]).toEqual({
    "steps.0.integration.mappings.0.value": [`Batch ${batchId} takes no records (its inbound is false)`]
  })
})

it("a credential's type cannot change to one a flow naming it could not send", async () => {
  const credential = await api("POST", "/credentials", { type: "user", package: "leadflow-custom", username: "sam", password: "typed-pass-5f6" })
  const credentialId = String(credential.json["id"])
  const created = await api("POST", "/flows", customFlow("Sends a user credential", "/typed", [{ property: "credential_id", value: credentialId }]))
  const flowId = String(created.json["id"])
  const changed = await api("PUT", `/credentials/${credentialId}`, { type: "token", package: "leadflow-custom", token: "now-a-token" })
  expect(changed.status).toBe(422)
  expect(changed.json["errors"]).toEqual({
    type: [
      `Flow "Sends a user credential" (${flowId}) sends it at steps.0.integration.mappings.1.value through leadflow-custom.outbound.json, which sends only user credentials`
    ]
  })
  // The same type, new secrets: fine.
  expect((await api("PUT", `/credentials/${credentialId}`, { type: "user", package: "leadflow-custom", username: "sam", password: "rotated-7a8" })).status).toBe(200)
})

it("a credential the deployed flow names counts even when a draft saved since does not name it", async () => {
  const credential = await api("POST", "/credentials", { type: "user", package: "leadflow-custom", username: "liv", password: "live-pass-9b0" })
  const credentialId = String(credential.json["id"])
  const flow = (mappings: ReadonlyArray<Record<string, unknown>>) => customFlow("Live credential", "/live", mappings)
  const created = await api("POST", "/flows", flow([{ property: "credential_id", value: credentialId }]))
  const flowId = String(created.json["id"])
  expect((await api("POST", `/flows/${flowId}/deploy`)).status).toBe(200)
  expect((await api("PUT", `/flows/${flowId}`, flow([]))).status).toBe(200)

  expect((await api("PUT", `/credentials/${credentialId}`, { type: "token", package: "leadflow-custom", token: "t" })).status).toBe(422)
  expect((await api("DELETE", `/credentials/${credentialId}`)).status).toBe(202)
  await new Promise((done) => setTimeout(done, 1_100))
  expect((await api("POST", `/flows/${flowId}/sources/${server.accountId}/submit`, { email: "l@example.com" })).json).toMatchObject({ outcome: "success" })
  expect(buyer.received.at(-1)?.headers["authorization"]).toBe(`Basic ${Buffer.from("liv:live-pass-9b0").toString("base64")}`)
})
