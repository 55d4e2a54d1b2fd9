import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { inspect } from "node:util"
import { HttpClientError } from "@effect/platform"
import { createLeadflowClient, Leadflow, LeadflowApiError, type LeadflowClient } from "@leadflow/client"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestServer, type TestServer } from "../../packages/server-adapter/test/http/TestServer.js"

/**
 * What the clients fail with: a key of the wrong scope is a 403 (also on the certificate ping,
 * which once answered 401 as if no key was sent), and no failure, of either client, holds the API
 * key: `console.error(err)` prints the error with its `cause` (the platform's HttpClientError,
 * whose request carried `authorization: Basic base64(API:key)`).
 */

const rejection = (p: Promise<unknown>): Promise<LeadflowApiError> =>
  p.then(
    () => {
      throw new Error("expected a rejection")
    },
    (e: unknown) => {
      if (!(e instanceof LeadflowApiError)) throw e
      return e
    }
  )

const listen = async (server: Server): Promise<string> => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

const close = async (server: Server): Promise<void> => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
}

let server: TestServer
let readKey: string
beforeAll(async () => {
  server = await startTestServer()
  const full = createLeadflowClient({ baseUrl: server.url, apiKey: server.apiKey })
  readKey = (await full.account.createKey({ payload: { name: "ro", scope: "read" } })).key
}, 60_000)
afterAll(() => server?.close())

describe("a key of the wrong scope", () => {
  it("is a 403 tagged Forbidden with the server's reason", async () => {
    const client = createLeadflowClient({ baseUrl: server.url, apiKey: readKey })
    const e = await rejection(client.reports.create({ payload: { name: "x", columns: ["source-success"] } }))
    expect(e.status).toBe(403)
    expect(e.tag).toBe("Forbidden")
    expect(e.message).toContain("read scope")
  })

  it("pinging a certificate is a 403 naming the read scope, not a 401 (the key is good)", async () => {
    const client = createLeadflowClient({ baseUrl: server.url, apiKey: readKey })
    const e = await rejection(client.certificates.ping({ path: { cert_id: "a".repeat(64) }, urlParams: {} }))
    expect(e.status).toBe(403)
    expect(e.tag).toBe("Forbidden")
    expect(e.message).toContain("read scope")
  })
})

describe("status and body kept", () => {
  it("413 (a body over the limit) and 429 (ping limit) keep status, tag and body", async () => {
    const client = createLeadflowClient({ baseUrl: server.url, apiKey: server.apiKey })
    const big = await rejection(client.flows.create({ payload: { name: "x".repeat(12 * 1024 * 1024), enabled: true, fields: [], sources: [], steps: [] } }))
    expect(big.status).toBe(413)
    expect(big.tag).toBe("PayloadTooLarge")
    const flow = await client.flows.create({
      payload: {
        name: "Ping",
        enabled: true,
        ping_enabled: true,
        fields: ["email"],
        sources: [{ id: "src001", entity: { id: server.accountId, name: "Web" }, integration: { module_id: "leadflow-standard.inbound" } }],
        pricing: { prices: [{ amount: 2 }] },
        ping_limits: [{ maximum: 1, duration: 1, duration_units: "hour" }],
        steps: []
      }
    } as never)
    await client.flows.deploy({ path: { id: flow.id } })
    const ping = () => client.submission.ping({ path: { flow_id: flow.id, source_id: "src001" }, payload: { email: "a@b.c" } })
    await ping()
    const limited = await rejection(ping())
    expect(limited.status).toBe(429)
    expect((limited.body as { retry_after: number }).retry_after).toBeGreaterThan(0)
  })
})

describe("no failure holds the API key or its Basic header (util.inspect as console.error prints it, JSON, the message)", () => {
  const apiKey = "super-secret-key-1234567890"
  const basic = Buffer.from(`API:${apiKey}`).toString("base64")
  const shown = (e: unknown) => `${inspect(e, { depth: 30, showHidden: true })}${JSON.stringify(e)}${String(e)}`
  const expectClean = (e: unknown) => {
    expect(shown(e)).not.toContain(apiKey)
    expect(shown(e)).not.toContain(basic)
  }
  const effectFailure = (baseUrl: string, call: (client: LeadflowClient) => Effect.Effect<unknown, unknown>, timeoutMs?: number) =>
    Effect.runPromise(
      Effect.flip(Effect.flatMap(Leadflow, call)).pipe(
        Effect.provide(Leadflow.layerFetch({ baseUrl, apiKey, ...(timeoutMs === undefined ? {} : { timeoutMs }) }))
      )
    )

  it("a transport error (nothing listening): method, URL and reason kept", async () => {
    // Port 9 (discard): refused.
    const e = await rejection(createLeadflowClient({ baseUrl: "http://127.0.0.1:9", apiKey }).flows.list())
    expect(e.status).toBe(0)
    expect(e.message).toContain("GET http://127.0.0.1:9/flows")
    expect(HttpClientError.isHttpClientError(e.cause) && e.cause._tag === "RequestError" && e.cause.reason).toBe("Transport")
    expect((e.cause as HttpClientError.RequestError).request.headers["authorization"]).toBe("<redacted>")
    expectClean(e)
  })

  it("a timeout", async () => {
    const hang = createServer(() => undefined)
    const url = await listen(hang)
    try {
      const e = await rejection(createLeadflowClient({ baseUrl: url, apiKey, timeoutMs: 100 }).flows.list())
      expect(e.message).toContain("timed out")
      expectClean(e)
      expectClean(await effectFailure(url, (c) => c.flows.list(), 100))
    } finally {
      await close(hang)
    }
  })

  it("an undeclared status (a proxy's 502), from both clients", async () => {
    const proxy = createServer((_req, res) => res.writeHead(502, { "content-type": "text/html" }).end("<h1>Bad gateway</h1>"))
    const url = await listen(proxy)
    try {
      const e = await rejection(createLeadflowClient({ baseUrl: url, apiKey }).flows.list())
      expect(e.status).toBe(502)
      expect(e.body).toBe("<h1>Bad gateway</h1>")
      expectClean(e)
      const failure = await effectFailure(url, (c) => c.flows.list())
      expect(HttpClientError.isHttpClientError(failure) && failure._tag).toBe("ResponseError")
      expect((failure as HttpClientError.ResponseError).response.status).toBe(502)
      expectClean(failure)
    } finally {
      await close(proxy)
    }
  })

  it("a 401 from the server", async () => {
    expectClean(await rejection(createLeadflowClient({ baseUrl: server.url, apiKey }).flows.list()))
    expectClean(await effectFailure(server.url, (c) => c.flows.list()))
  })

  it("the Effect client's RequestError (nothing listening)", async () => {
    const failure = await effectFailure("http://127.0.0.1:9", (c) => c.flows.list())
    expect(HttpClientError.isHttpClientError(failure) && failure._tag).toBe("RequestError")
    expect((failure as HttpClientError.RequestError).methodAndUrl).toBe("GET http://127.0.0.1:9/flows")
    expectClean(failure)
  })

  it("the key is still sent", async () => {
    const seen: Array<string | undefined> = []
    const echo = createServer((req, res) => {
      seen.push(req.headers.authorization)
      res.writeHead(200, { "content-type": "application/json" }).end("[]")
    })
    const url = await listen(echo)
    try {
      expect(await createLeadflowClient({ baseUrl: url, apiKey }).flows.list()).toEqual([])
      expect(seen).toEqual([`Basic ${basic}`])
    } finally {
      await close(echo)
    }
  })
})
