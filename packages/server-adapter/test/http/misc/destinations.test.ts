import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { postgresAvailable, startTestServer, type Dialect, type TestServer } from "../TestServer.js"
import { objectId, storeFlow } from "./leadFixtures.js"
import { Clock, Effect } from "effect"
import { Documents } from "../../../src/storage/Documents.js"

interface Destination {
  readonly instance_id: string
  readonly [key: string]: unknown
}

const suite = (dialect: Dialect) => () => {
  let server: TestServer
  const get = (path: string, auth = server.auth) => fetch(`${server.url}${path}`, { headers: { authorization: auth } })

  beforeAll(async () => {
    server = await startTestServer({ dialect })
  })
  afterAll(() => server?.close())

  it("is an empty array when nothing is configured; 401 without a key", async () => {
    const res = await get("/destinations")
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual([])
    const none = await fetch(`${server.url}/destinations`)
    expect(none.status).toBe(401)
    expect(await none.json()).toMatchObject({ error: expect.any(String) })
  })

  it("lists recipients and configured destinations across flows, with flow usages on request", async () => {
    const buyer = objectId()
    const step = (id: string, url: string) => ({
      type: "recipient",
      id,
      entity: { id: buyer, name: "Acme Insurance" },
      integration: { module_id: "leadflow-custom.outbound.json", mappings: [{ property: "url", value: url }] }
    })
    const base = { enabled: true, fields: [], sources: [] }
    const first = await storeFlow(server, {
      ...base,
      name: "Solar",
      steps: [step("aaa111", "https://acme.example.com/leads")],
      destinations: [
        {
          name: "Salesforce",
          integration_name: "Salesforce CRM",
          integration_icon_url: "https://icons.example.com/sf.png",
          instance_id: "inst-1",
          actions: [{ name: "Add Lead", action_id: "flow-1", webhook_url: "https://hooks.example.com/1" }]
        }
      ]
    })
    const second = await storeFlow(server, { ...base, name: "Roofing", steps: [step("bbb222", "https://acme.example.com/leads")] })
    const plain = (await (await get("/destinations")).json()) as ReadonlyArray<Destination>
    expect(plain).toHaveLength(2)
    const acme = plain.find((d) => d.instance_id === buyer)
    expect(acme).toEqual({
      name: "Acme Insurance",
      integration_name: expect.any(String),
      integration_icon_url: "",
      instance_id: buyer,
      actions: [{ name: expect.any(String), action_id: "leadflow-custom.outbound.json", webhook_url: "https://acme.example.com/leads" }]
    })
    expect(plain.find((d) => d.instance_id === "inst-1")).toEqual({
      name: "Salesforce",
      integration_name: "Salesforce CRM",
      integration_icon_url: "https://icons.example.com/sf.png",
      instance_id: "inst-1",
      actions: [{ name: "Add Lead", action_id: "flow-1", webhook_url: "https://hooks.example.com/1" }]
    })
    const withUsages = (await (await get("/destinations?include=flow_usages")).json()) as ReadonlyArray<Destination>
    const usages = withUsages.find((d) => d.instance_id === buyer)?.["flow_usages"] as { count: number; flows: ReadonlyArray<{ id: string; name: string }> }
    expect(usages.count).toBe(2)
    expect([...usages.flows].sort((a, b) => a.name.localeCompare(b.name))).toEqual([
      { id: second, name: "Roofing" },
      { id: first, name: "Solar" }
    ])
    expect(withUsages.find((d) => d.instance_id === "inst-1")?.["flow_usages"]).toEqual({ count: 1, flows: [{ id: first, name: "Solar" }] })
    expect((await get("/destinations?include=everything")).status).toBe(422)
    // Where leads go as deployed: a draft saved since, or a flow never deployed, sends none.
    await server.run(
      Effect.gen(function* () {
        const now = yield* Clock.currentTimeMillis
        const documents = yield* Documents
        yield* documents.update("flows", server.accountId, second, { ...base, name: "Roofing", steps: [step("bbb222", "https://draft.example.com/leads")] }, now)
        yield* documents.insert("flows", server.accountId, objectId(), { ...base, name: "Never deployed", steps: [step("ccc333", "https://never.example.com/leads")] }, now)
      })
    )
    const deployed = JSON.stringify(await (await get("/destinations")).json())
    expect(deployed).not.toContain("draft.example.com")
    expect(deployed).not.toContain("never.example.com")
    expect(deployed).toContain("https://acme.example.com/leads")
    const other = await server.createAccount("Other")
    expect(await (await get("/destinations", other.auth)).json()).toEqual([])
  })
}

describe("destinations on SQLite", suite("sqlite"))
describe.skipIf(!postgresAvailable)("destinations on PostgreSQL", suite("postgres"))
