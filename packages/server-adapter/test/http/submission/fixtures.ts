import { Effect } from "effect"
import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { Documents } from "../../../src/storage/Documents.js"
import { deployFlow } from "../../../src/storage/FlowVersions.js"
import type { TestServer } from "../TestServer.js"

/**
 * Flows, fields and a buyer for the submission tests, stored straight through `Documents`. A flow
 * stored or updated here is deployed as it stands (submissions run deployed versions only).
 */

export interface Buyer {
  readonly url: string
  /** The JSON bodies the buyer received. */
  readonly received: Array<Record<string, unknown>>
  readonly close: () => Promise<void>
}

/** A loopback buyer that accepts every lead at `price` (its answer ends with `tail`, if given). */
export const startBuyer = async (price = 2.5, tail = ""): Promise<Buyer> => {
  const received: Array<Record<string, unknown>> = []
  const server: Server = createServer((req, res) => {
    const chunks: Array<Buffer> = []
    req.on("data", (chunk: Buffer) => chunks.push(chunk))
    req.on("end", () => {
      try {
        received.push(JSON.parse(Buffer.concat(chunks).toString("utf8")) as Record<string, unknown>)
      } catch {
        received.push({})
      }
      const body = JSON.stringify({ outcome: "success", price, id: "buyer-ref-1" }) + tail
      res.writeHead(200, { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(body) })
      res.end(body)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const port = (server.address() as AddressInfo).port
  return {
    url: `http://127.0.0.1:${port}/leads`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
  }
}

let counter = 0
/** A fresh ObjectId-shaped id per call (the tests share one database per dialect). */
export const objectId = (prefix: string): string => {
  counter++
  return (prefix + Date.now().toString(16) + counter.toString(16).padStart(6, "0")).padEnd(24, "0").slice(0, 24)
}

export const testFields = [
  { id: "first_name", name: "First Name", type: "first_name" },
  { id: "email", name: "Email", type: "email" },
  { id: "phone_1", name: "Phone", type: "phone" },
  { id: "state", name: "State", type: "state" },
  { id: "postal_code", name: "Postal Code", type: "postal_code" }
] as const

/** Store the account's field definitions (what flows compile against). */
export const storeFields = (server: TestServer, accountId: string = server.accountId) =>
  server.run(
    Effect.flatMap(Documents, (documents) =>
      Effect.forEach(testFields, (field) => documents.insert("fields", accountId, field.id, { ...field }, Date.now()), {
        discard: true
      })
    )
  )

/**
 * The entities a flow body names (its sources' and recipient steps' parties), stored in the
 * account as custom entities that may play both parts, unless the account has them already: a
 * flow whose references are broken does not run, so fixture flows name real entities.
 */
export const storeFlowEntities = (server: TestServer, body: Record<string, unknown>, accountId: string = server.accountId) =>
  server.run(
    Effect.flatMap(Documents, (documents) => {
      const parties = [...((body["sources"] as ReadonlyArray<Record<string, unknown>> | undefined) ?? []), ...((body["steps"] as ReadonlyArray<Record<string, unknown>> | undefined) ?? [])]
      const entities = new Map<string, string>()
      for (const party of parties) {
        const entity = party["entity"] as { id?: unknown; name?: unknown } | undefined
        if (typeof entity?.id === "string") entities.set(entity.id.toLowerCase(), typeof entity.name === "string" ? entity.name : entity.id)
      }
      return Effect.forEach(
        entities,
        ([id, name]) =>
          Effect.flatMap(documents.get("entities", accountId, id), (found) =>
            found._tag === "Some" ? Effect.void : documents.insert("entities", accountId, id, { name, source: "other", recipient: "other" }, Date.now())
          ),
        { discard: true }
      )
    })
  )

export const storeDocument = async (
  server: TestServer,
  table: "flows" | "routers",
  id: string,
  body: Record<string, unknown>,
  accountId: string = server.accountId
) => {
  if (table === "flows") await storeFlowEntities(server, body, accountId)
  const stored = await server.run(Effect.flatMap(Documents, (documents) => documents.insert(table, accountId, id, body, Date.now())))
  if (table === "flows") await server.run(deployFlow(accountId, id))
  return stored
}

export const updateDocument = async (
  server: TestServer,
  table: "flows" | "routers",
  id: string,
  body: Record<string, unknown>,
  accountId: string = server.accountId
) => {
  if (table === "flows") await storeFlowEntities(server, body, accountId)
  const updated = await server.run(Effect.flatMap(Documents, (documents) => documents.update(table, accountId, id, body, Date.now())))
  if (table === "flows") await server.run(deployFlow(accountId, id))
  return updated
}

export interface FlowIds {
  readonly flowId: string
  readonly source: string
  readonly disabledSource: string
  readonly authSource: string
  readonly credentialSource: string
}

export const newFlowIds = (): FlowIds => ({
  flowId: objectId("f1"),
  source: objectId("a1"),
  disabledSource: objectId("a2"),
  authSource: objectId("a3"),
  credentialSource: objectId("a4")
})

const standard = (mappings: ReadonlyArray<Record<string, unknown>> = []) => ({
  module_id: "leadflow-standard.inbound",
  mappings
})

/**
 * A flow: five typed fields, acceptance criteria (an email is required), a filter (no Texas
 * leads), a JSON delivery to the buyer, a flow price of 3 (so pings bid) and a ping limit.
 */
export const flowBody = (ids: FlowIds, buyerUrl: string, overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  name: "Submission flow",
  enabled: true,
  ping_enabled: true,
  fields: ["first_name", "email", "phone_1", "state", "postal_code"],
  sources: [
    {
      id: "src001",
      entity: { id: ids.source, name: "Web form" },
      integration: standard([{ property: "lead.first_name", value: "{{fname}}" }])
    },
    { entity: { id: ids.disabledSource, name: "Disabled seller" }, enabled: false, integration: standard() },
    { entity: { id: ids.authSource, name: "Private seller" }, authentication_required: true, integration: standard() },
    { entity: { id: ids.credentialSource, name: "Token seller" }, authentication_required: true, integration: standard() }
  ],
  acceptance_criteria: {
    rule_set: { op: "and", rules: [{ lhv: "lead.email", op: "is not blank" }] },
    outcome: "failure",
    reason: "An email is required"
  },
  pricing: { prices: [{ amount: 3 }] },
  steps: [
    {
      type: "filter",
      id: "flt001",
      outcome: "failure",
      reason: "Texas leads are not accepted",
      rule_set: { op: "and", rules: [{ lhv: "lead.state", op: "is equal to", rhv: "TX" }] }
    },
    {
      type: "recipient",
      id: "buy001",
      entity: { id: "5f00000000000000000000bb", name: "Buyer" },
      integration: {
        module_id: "leadflow-custom.outbound.json",
        mappings: [
          { property: "url", value: buyerUrl },
          { property: "json_property.email", value: "{{lead.email}}" },
          { property: "json_property.phone", value: "{{lead.phone_1}}" },
          { property: "price_path", value: "price" }
        ]
      }
    }
  ],
  ...overrides
})
