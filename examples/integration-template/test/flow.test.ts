// The package in a real flow: the engine runs both integrations through the runtime, which makes
// real HTTP calls to a stand-in for Acme on the loopback interface.
import { createServer, type IncomingMessage, type Server } from "node:http"
import { Layer, ManagedRuntime, Schema } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { Engine, Flow, packageKey } from "@leadflow/core"
import { IntegrationRuntime } from "@leadflow/integrations"
import acme from "../src/index.js"

const KEY = "acme-key-123"
/** The step key the engine appends the package's data under: its id without `leadflow-` (`acme`). */
const STEP = packageKey(acme.id)
const SOURCE = "5f00000000000000000000a1"

interface Received {
  readonly method: string
  readonly url: string
  readonly apiKey: string | undefined
  readonly body: string
}

/** Acme, as far as these tests need it: a duplicate for one email, a sale for the others. */
const fakeAcme = (received: Array<Received>): Server =>
  createServer((req: IncomingMessage, res) => {
    let body = ""
    req.on("data", (chunk: Buffer) => (body += chunk.toString()))
    req.on("end", () => {
      received.push({ method: req.method ?? "", url: req.url ?? "", apiKey: req.headers["x-api-key"] as string | undefined, body })
      const json = (status: number, value: unknown) => {
        res.writeHead(status, { "Content-Type": "application/json" })
        res.end(JSON.stringify(value))
      }
      if (req.url === "/v1/auth/token") return json(200, { token: "t-1" })
      if (req.url?.startsWith("/v1/scores")) return json(200, { score: 87, segment: "gold" })
      if (req.headers["x-api-key"] !== KEY) return json(401, { error: "unauthorized" })
      const lead = JSON.parse(body) as { email: string }
      if (lead.email === "taken@example.com")
        return json(200, { status: "rejected", code: "DUPLICATE", message: `${lead.email} already exists` })
      json(201, { status: "accepted", id: "A-1", price: 12.5 })
    })
  })

const flowFor = (base: string) =>
  Schema.decodeUnknownSync(Flow)({
    name: "Solar leads",
    enabled: true,
    fields: ["first_name", "email", "phone_1"],
    sources: [{ entity: { id: SOURCE, name: "Web form" }, integration: { module_id: "leadflow-standard.inbound" } }],
    steps: [
      {
        type: "recipient",
        entity: { id: "5f00000000000000000000b1", name: "Acme scores" },
        integration: {
          module_id: "leadflow-acme.outbound.score_lead",
          mappings: [
            { property: "api_key", value: KEY },
            { property: "api_url", value: `${base}/v1` }
          ]
        }
      },
      {
        type: "recipient",
        entity: { id: "5f00000000000000000000b2", name: "Acme" },
        integration: {
          module_id: "leadflow-acme.outbound.create_lead",
          mappings: [
            { property: "api_key", value: KEY },
            { property: "url", value: `${base}/v1/leads` }
          ]
        },
        pricing: { override: true }
      },
      {
        type: "filter",
        outcome: "failure",
        reason: "Not sold",
        rule_set: { op: "and", rules: [{ lhv: `${STEP}.outcome`, op: "is not equal to", rhv: "success" }] }
      }
    ]
  })

const fields = [
  { id: "first_name", type: "first_name" },
  { id: "email", type: "email" },
  { id: "phone_1", type: "phone" }
] as const

describe(`${acme.id} in a flow`, () => {
  const received: Array<Received> = []
  const server = fakeAcme(received)
  // Loopback is a private address: allowed here only, as a test or local demo would.
  const engine = ManagedRuntime.make(
    Layer.provideMerge(IntegrationRuntime.layer({ packages: [acme], allowPrivateHosts: true }), Engine.memoryLayer())
  )
  let compiled: ReturnType<typeof Engine.compile>

  beforeAll(async () => {
    await new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening))
    const { port } = server.address() as { port: number }
    compiled = Engine.compile(flowFor(`http://127.0.0.1:${port}`), fields)
  })

  afterAll(async () => {
    await engine.dispose()
    await new Promise((closed) => server.close(closed))
  })

  const submit = (data: Record<string, unknown>) => engine.runPromise(Engine.submit(compiled, { sourceId: SOURCE, data }))

  it("scores, delivers and sells a lead", async () => {
    received.length = 0
    const result = await submit({ first_name: "Jane", email: "jane@example.com", phone_1: "(512) 789-1111" })

    expect(result.outcome).toBe("success")
    expect(result.appended[STEP]).toEqual({
      score: { outcome: "success", value: 87, segment: "gold" },
      outcome: "success",
      lead_id: "A-1",
      price: 12.5
    })
    // Acme got the lead in its own shape, typed values in their normal form.
    const delivery = received.find((r) => r.url === "/v1/leads")
    expect(delivery?.apiKey).toBe(KEY)
    expect(JSON.parse(delivery?.body ?? "{}")).toEqual({ first_name: "Jane", email: "jane@example.com", phone: "5127891111" })

    // The events record every call with the API key masked, and the sale at Acme's price.
    const recipients = result.events.filter((e) => e.type === "recipient") as ReadonlyArray<Record<string, unknown>>
    expect(recipients.map((e) => [e["module_id"], e["outcome"]])).toEqual([
      ["leadflow-acme.outbound.score_lead", "success"],
      ["leadflow-acme.outbound.create_lead", "success"]
    ])
    const recorded = JSON.stringify(recipients.map((e) => e["transactions"]))
    expect(recorded).not.toContain(KEY)
    expect(recorded).toContain("****")
    expect(recipients[1]?.["sale_price"]).toBe(12.5)
  })

  it("reports Acme's rejection with a generic reason, and the filter stops the lead", async () => {
    const result = await submit({ first_name: "Tom", email: "taken@example.com" })

    expect(result.outcome).toBe("failure")
    expect(result.reason).toBe("Not sold")
    expect(result.appended[STEP]).toMatchObject({ outcome: "failure", reason: "Duplicate lead" })
    const delivery = result.events.find((e) => (e as Record<string, unknown>)["module_id"] === "leadflow-acme.outbound.create_lead")
    expect(delivery).toMatchObject({ outcome: "failure", reason: "Duplicate lead" })
  })

  it("skips the delivery when validate says so", async () => {
    const result = await submit({ first_name: "Nobody" })

    const delivery = result.events.find((e) => (e as Record<string, unknown>)["module_id"] === "leadflow-acme.outbound.create_lead")
    expect(delivery).toMatchObject({ outcome: "skip", reason: "Email is required" })
    expect(result.outcome).toBe("failure")
  })
})
