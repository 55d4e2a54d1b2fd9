import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type Echo, startEchoBuyer } from "../EchoBuyer.js"
import { startTestServer, type TestServer } from "../TestServer.js"

/**
 * Literal secrets in a flow's step (an API key header, a URL password, a key-like query
 * parameter) reach the buyer as they are, and are recorded masked everywhere the events API
 * shows them, the buyer's echo of them included.
 */

const PASSWORD = "pa55w0rd-e2e"
const HEADER_KEY = "h-key-e2e-1234"
const QUERY_KEY = "q-key-e2e-5678"
const BASIC = Buffer.from(`jane:${PASSWORD}`).toString("base64")
const COOKIE = "s3ss10n-e2e-abcdef"

describe("literal secrets in a delivery step", () => {
  let server: TestServer
  let buyer: Echo
  beforeAll(async () => {
    server = await startTestServer()
    buyer = await startEchoBuyer(COOKIE)
  })
  afterAll(async () => {
    await buyer.close()
    await server.close()
  })

  it("reach the buyer, and the events API shows them (and the buyer's echo) masked", async () => {
    const created = await fetch(`${server.url}/flows`, {
      method: "POST",
      headers: { authorization: server.auth, "content-type": "application/json" },
      body: JSON.stringify({
        name: "Keyed buyer",
        enabled: true,
        fields: ["email"],
        sources: [{ entity: { id: server.accountId }, integration: { module_id: "leadflow-standard.inbound" } }],
        steps: [
          {
            type: "recipient",
            id: "keyed1",
            entity: { id: server.accountId },
            integration: {
              module_id: "leadflow-custom.outbound.json",
              mappings: [
                { property: "url", value: `http://jane:${PASSWORD}@127.0.0.1:${buyer.port}/leads?api_key=${QUERY_KEY}&src=web` },
                { property: "header.X-Api-Key", value: HEADER_KEY },
                { property: "json_property.email", value: "{{lead.email}}" }
              ]
            }
          }
        ]
      })
    })
    expect(created.status).toBe(201)
    const flowId = ((await created.json()) as { id: string }).id
    const deployed = await fetch(`${server.url}/flows/${flowId}/deploy`, { method: "POST", headers: { authorization: server.auth } })
    expect(deployed.status).toBe(200)

    const submitted = await fetch(`${server.url}/flows/${flowId}/sources/${server.accountId}/submit`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "keyed@example.com" })
    })
    expect(submitted.status).toBe(201)

    // The buyer got every secret as it was set.
    expect(buyer.received).toHaveLength(1)
    const sent = buyer.received[0]
    expect(sent?.headers["x-api-key"]).toBe(HEADER_KEY)
    expect(sent?.headers["authorization"]).toBe(`Basic ${BASIC}`)
    expect(sent?.url).toBe(`/leads?api_key=${QUERY_KEY}&src=web`)

    let text = ""
    let events: Array<Record<string, unknown>> = []
    for (let i = 0; i < 100 && !events.some((e) => e["type"] === "recipient"); i++) {
      if (i > 0) await new Promise((done) => setTimeout(done, 50))
      const res = await fetch(`${server.url}/events?limit=1000`, { headers: { authorization: server.auth } })
      expect(res.status).toBe(200)
      text = await res.text()
      events = JSON.parse(text) as Array<Record<string, unknown>>
    }
    const recipient = events.find((e) => e["type"] === "recipient") as Record<string, unknown> & {
      mappings: Array<{ property: string; value: unknown }>
      transactions: Array<{ request: { uri: string; headers: Record<string, string> }; response: { headers: Record<string, string> } }>
    }
    expect(recipient["outcome"]).toBe("success")
    for (const secret of [PASSWORD, HEADER_KEY, QUERY_KEY, BASIC, COOKIE]) expect(text).not.toContain(secret)

    // Masked, and still readable.
    expect(recipient.mappings).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ property: "url", value: `http://jane:****@127.0.0.1:${buyer.port}/leads?api_key=****&src=web` }),
        expect.objectContaining({ property: "header.X-Api-Key", value: "****" }),
        expect.objectContaining({ property: "json_property.email", value: "{{lead.email}}" })
      ])
    )
    const [transaction] = recipient.transactions
    expect(transaction?.request.uri).toBe(`http://jane:****@127.0.0.1:${buyer.port}/leads?api_key=****&src=web`)
    expect(transaction?.request.headers).toMatchObject({ Authorization: "Basic ****", "X-Api-Key": "****" })
    expect(transaction?.response.headers).toMatchObject({ "X-Echo": "****", "Set-Cookie": "session=****; Path=/; HttpOnly" })
  })
})
