import { createServer, type IncomingMessage, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"
import { FetchHttpClient, HttpClientError, OpenApi } from "@effect/platform"
import { LeadflowApi } from "@leadflow/api"
import { ObjectId } from "@leadflow/core"
import { createLeadflowClient, defaultTimeoutMs, Leadflow, LeadflowApiError, makeLeadflowClient } from "@leadflow/client"
import { Effect, Either, Layer, ParseResult } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestServer, type TestServer } from "../../packages/server-adapter/test/http/TestServer.js"

/**
 * @leadflow/client against the real server (in-process, SQLite): the Effect client and the
 * promise facade, each over fetch, through flows, fields, submission, events, the batch and
 * certificate APIs, and the errors (422, 401, submission's own 404).
 */

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
}, 60_000)
afterAll(() => server.close())

const run = <A, E>(effect: Effect.Effect<A, E, Leadflow>, apiKey = server.apiKey) =>
  Effect.runPromise(Effect.either(effect).pipe(Effect.provide(Leadflow.layerFetch({ baseUrl: server.url, apiKey }))))

const starterFlow = (accountId: string) => ({
  name: "Client test flow",
  enabled: true,
  ping_enabled: true,
  fields: ["first_name", "email"],
  sources: [{ entity: { id: ObjectId.make(accountId), name: "Test Account" }, integration: { module_id: "leadflow-standard.inbound" } }],
  acceptance_criteria: {
    outcome: "failure" as const,
    reason: "an email is required",
    rule_set: { op: "and" as const, rules: [{ lhv: "lead.email", op: "is not blank" as const }] }
  },
  steps: []
})

describe("the Effect client", () => {
  it("creates a flow, deploys it, submits a lead and reads the lead's events", async () => {
    const result = await run(
      Effect.gen(function* () {
        const client = yield* Leadflow
        const before = yield* client.flows.list()
        const flow = yield* client.flows.create({ payload: starterFlow(server.accountId) })
        yield* client.flows.deploy({ path: { id: flow.id } })
        const sourceId = flow.sources[0]?.entity.id ?? ""
        const accepted = yield* client.submission.submit({
          path: { flow_id: flow.id, source_id: sourceId },
          payload: { first_name: "Ada", email: "ada@example.com" }
        })
        const refused = yield* client.submission.submit({ path: { flow_id: flow.id, source_id: sourceId }, payload: { first_name: "Bob" } })
        const bid = yield* client.submission.ping({ path: { flow_id: flow.id, source_id: sourceId }, payload: { email: "c@example.com" } })
        const events = yield* client.events.list({
          urlParams: { rules: JSON.stringify([{ lhv: "vars.flow.id", op: "is equal to", rhv: flow.id }]) }
        })
        const after = yield* client.flows.list()
        return { before, flow, sourceId, accepted, refused, bid, events, after }
      })
    )
    if (Either.isLeft(result)) throw new Error(`failed: ${JSON.stringify(result.left)}`)
    const { before, flow, sourceId, accepted, refused, bid, events, after } = result.right
    expect(sourceId).not.toBe("")
    expect(after.map((f) => f.id)).toEqual([...before.map((f) => f.id), flow.id])
    expect(accepted.outcome).toBe("success")
    expect(accepted.lead?.id).toMatch(/^[0-9a-f]{24}$/)
    expect(refused).toMatchObject({ outcome: "failure", reason: "an email is required" })
    expect(bid.price).toBe(0)
    expect(bid).toMatchObject({ outcome: "failure", reason: "no bid" })
    // The rule on `vars.flow.id` (the documented path) selects the two submitted leads' source events.
    const leadIds = events.filter((e) => e["type"] === "source").map((e) => (e["vars"] as { lead?: { id?: string } }).lead?.id)
    expect(leadIds).toContain(accepted.lead?.id)
    expect(leadIds).toContain(refused.lead?.id)
    // The paths the API document lists for events are there.
    const source = events.find((e) => e["type"] === "source" && (e["vars"] as { lead?: { id?: string } }).lead?.id === accepted.lead?.id)
    expect(source).toMatchObject({
      outcome: "success",
      vars: { flow: { id: flow.id, name: flow.name }, source: { id: sourceId }, account: { id: server.accountId }, lead: { email: { normal: "ada@example.com", domain: "example.com" } } }
    })
  })

  it("surfaces a 422 as the typed ValidationFailed, with its errors by path", async () => {
    const result = await run(
      Effect.gen(function* () {
        const client = yield* Leadflow
        const flow = yield* client.flows.create({ payload: starterFlow(server.accountId) })
        return yield* client.flows.revert({ path: { id: flow.id }, payload: { version: 99 } })
      })
    )
    expect(Either.isLeft(result)).toBe(true)
    if (Either.isRight(result)) return
    const error = result.left
    expect(error._tag).toBe("ValidationFailed")
    if (error._tag !== "ValidationFailed") return
    expect(Object.keys(error.errors)).toEqual(["version"])
  })

  it("surfaces a bad key as the typed Unauthorized", async () => {
    const result = await run(Effect.flatMap(Leadflow, (client) => client.fields.list()), "not-a-key")
    expect(Either.isLeft(result) && result.left._tag).toBe("Unauthorized")
  })

  it("surfaces submission's own 404 (no _tag on the wire) as its documented body", async () => {
    const result = await run(
      Effect.flatMap(Leadflow, (client) =>
        client.submission.submit({ path: { flow_id: "0".repeat(24), source_id: "x" }, payload: { email: "a@example.com" } })
      )
    )
    expect(Either.isLeft(result) && result.left).toEqual({ error: "Flow not found" })
  })

  it("calls the batch API and the certificate API", async () => {
    const result = await run(
      Effect.gen(function* () {
        const client = yield* Leadflow
        const batch = yield* client.batches.createBatch({
          payload: { name: "Nightly export", format: "csv", delivery: { method: "download" }, inbound: true, columns: [{ name: "Email", template: "{{email}}" }] }
        })
        const batches = yield* client.batches.listBatches({ urlParams: {} })
        const script = yield* client.certificates.script()
        const ping = yield* Effect.either(client.certificates.ping({ path: { cert_id: "not-hex" }, urlParams: {} }))
        return { batch, batches, script, ping }
      })
    )
    if (Either.isLeft(result)) throw new Error(`failed: ${JSON.stringify(result.left)}`)
    const { batch, batches, script, ping } = result.right
    expect(batches.map((b) => b.id)).toContain(batch.id)
    expect(script).toContain("function")
    expect(Either.isLeft(ping) && ping.left).toMatchObject({ outcome: "error", errors: { detail: expect.any(String) } })
  })

  it("is built with makeLeadflowClient over any HttpClient", async () => {
    const fields = await Effect.runPromise(
      Effect.flatMap(makeLeadflowClient({ baseUrl: `${server.url}/`, apiKey: server.apiKey }), (client) => client.fields.list()).pipe(
        Effect.provide(Layer.mergeAll(FetchHttpClient.layer))
      )
    )
    expect(fields.map((f) => f.id)).toContain("email")
  })
})

describe("the promise facade", () => {
  it("lists and creates flows and fields, submits a lead", async () => {
    const client = createLeadflowClient({ baseUrl: server.url, apiKey: server.apiKey })
    const field = await client.fields.create({ payload: { id: "favorite_color", name: "Favorite color", type: "string" } })
    expect(field.id).toMatch(/^favorite_color_/)
    expect((await client.fields.get({ path: { id: field.id } })).name).toBe("Favorite color")
    const flow = await client.flows.create({ payload: starterFlow(server.accountId) })
    expect((await client.flows.list()).map((f) => f.id)).toContain(flow.id)
    await client.flows.deploy({ path: { id: flow.id } })
    const answer = await client.submission.submit({
      path: { flow_id: flow.id, source_id: flow.sources[0]?.entity.id ?? "" },
      payload: { email: "grace@example.com" }
    })
    expect(answer.outcome).toBe("success")
    // A string payload goes as XML.
    const fromXml = await client.submission.submit({
      path: { flow_id: flow.id, source_id: flow.sources[0]?.entity.id ?? "" },
      payload: "<lead><first_name>Grace</first_name></lead>"
    })
    expect(fromXml).toMatchObject({ outcome: "failure", reason: "an email is required" })
  })

  it("rejects with a LeadflowApiError carrying status and body: 422, 404, 401", async () => {
    const client = createLeadflowClient({ baseUrl: server.url, apiKey: server.apiKey })
    const flow = await client.flows.create({ payload: starterFlow(server.accountId) })
    const invalid = await client.flows.revert({ path: { id: flow.id }, payload: { version: 99 } }).catch((e: unknown) => e)
    expect(invalid).toBeInstanceOf(LeadflowApiError)
    if (!(invalid instanceof LeadflowApiError)) return
    expect(invalid.status).toBe(422)
    expect(invalid.tag).toBe("ValidationFailed")
    expect(Object.keys(invalid.errors ?? {})).toEqual(["version"])

    const missing = await client.flows.get({ path: { id: "0".repeat(24) } }).catch((e: unknown) => e)
    expect(missing).toMatchObject({ status: 404, tag: "NotFound" })

    const outsider = createLeadflowClient({ baseUrl: server.url, apiKey: "wrong" })
    const refused = await outsider.flows.list().catch((e: unknown) => e)
    expect(refused).toBeInstanceOf(LeadflowApiError)
    expect(refused).toMatchObject({ status: 401, tag: "Unauthorized" })
  })

  it("sends requests with the fetch it is given", async () => {
    const seen: Array<string> = []
    const client = createLeadflowClient({
      baseUrl: server.url,
      apiKey: server.apiKey,
      fetch: (input, init) => {
        seen.push(input instanceof Request ? input.url : String(input))
        return fetch(input, init)
      }
    })
    await client.catalog.status()
    expect(seen).toEqual([`${server.url}/status`])
  })

  it("has a method for every endpoint of the API document", () => {
    const client = createLeadflowClient({ baseUrl: server.url, apiKey: server.apiKey })
    const doc = OpenApi.fromApi(LeadflowApi)
    const operations = Object.values(doc.paths).flatMap((item) =>
      Object.values(item as Record<string, { operationId?: string } | undefined>).flatMap((op) => (op?.operationId === undefined ? [] : [op.operationId]))
    )
    expect(operations.length).toBeGreaterThan(100)
    const methods = client as unknown as Record<string, Record<string, unknown>>
    const missing = operations.filter((id) => {
      const [group = "", name = ""] = id.split(".")
      return typeof methods[group]?.[name] !== "function"
    })
    expect(missing).toEqual([])
  })
})

/** A loopback server answering each request with `handle` (raw answers, or none at all). */
const startStub = async (handle: (req: IncomingMessage, res: ServerResponse) => void) => {
  const stub = createServer(handle)
  await new Promise<void>((resolve) => stub.listen(0, "127.0.0.1", resolve))
  return {
    url: `http://127.0.0.1:${(stub.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        stub.closeAllConnections()
        stub.close(() => resolve())
      })
  }
}

const rejection = (promise: Promise<unknown>): Promise<LeadflowApiError> =>
  promise.then(
    () => {
      throw new Error("the call succeeded")
    },
    (error: unknown) => {
      if (!(error instanceof LeadflowApiError)) throw error
      return error
    }
  )

describe("path parameters", () => {
  const values = ["ada#1@example.com", "a/b@example.com", "50%?off@example.com"]

  it("are percent-encoded, each as one segment, by both clients", async () => {
    const seen: Array<string> = []
    const client = createLeadflowClient({
      baseUrl: server.url,
      apiKey: server.apiKey,
      fetch: (input, init) => {
        seen.push(input instanceof Request ? input.url : String(input))
        return fetch(input, init)
      }
    })
    const list = await client.lists.create({ payload: { name: "Encoded values" } })
    await client.lists.addItems({ path: { id: list.id }, payload: { items: [...values, "grace@example.com"] } })
    seen.length = 0
    for (const value of values) expect((await client.lists.getItem({ path: { id: list.id, value } })).value).toBe(value)
    expect(seen[0]).toBe(`${server.url}/lists/${list.id}/items/ada%231%40example.com`)
    const effect = await run(
      Effect.flatMap(Leadflow, (c) => Effect.forEach(values, (value) => c.lists.getItem({ path: { id: list.id, value } })))
    )
    expect(Either.isRight(effect) && effect.right.map((item) => item.value)).toEqual(values)
    // Deleting "a/b@example.com" deletes that value only.
    await client.lists.deleteItem({ path: { id: list.id, value: "a/b@example.com" } })
    expect((await client.lists.get({ path: { id: list.id } })).item_count).toBe(3)
    expect(await rejection(client.lists.getItem({ path: { id: list.id, value: "a/b@example.com" } }))).toMatchObject({ status: 404 })
  })

  it("go through their own schema first (a number in a path)", async () => {
    const client = createLeadflowClient({ baseUrl: server.url, apiKey: server.apiKey })
    const flow = await client.flows.create({ payload: starterFlow(server.accountId) })
    await client.flows.deploy({ path: { id: flow.id } })
    expect(await client.flows.version({ path: { id: flow.id, version: 1 } })).toMatchObject({ version: 1, flow: { id: flow.id } })
  })

  it("are refused as '', '.' or '..' (a URL drops them, reaching another endpoint) before any request", async () => {
    let sent = 0
    const client = createLeadflowClient({
      baseUrl: server.url,
      apiKey: server.apiKey,
      fetch: (input, init) => {
        sent++
        return fetch(input, init)
      }
    })
    const list = await client.lists.create({ payload: { name: "Kept whole" } })
    await client.lists.addItems({ path: { id: list.id }, payload: { items: ["ada@example.com"] } })
    sent = 0
    for (const value of ["..", ".", ""]) {
      const refused = await rejection(client.lists.deleteItem({ path: { id: list.id, value } }))
      expect(refused.status).toBe(0)
      expect(refused.message).toContain(`The path parameter value cannot be ${JSON.stringify(value)}`)
    }
    expect(sent).toBe(0)
    const effect = await run(Effect.flatMap(Leadflow, (c) => c.lists.deleteItem({ path: { id: list.id, value: ".." } })))
    expect(Either.isLeft(effect) && ParseResult.isParseError(effect.left)).toBe(true)
    expect(await client.lists.get({ path: { id: list.id } })).toMatchObject({ id: list.id, item_count: 1 })
  })
})

describe("error answers without the declared body", () => {
  it("the server's load-shedding 503: the typed ServiceUnavailable, and the body as sent", async () => {
    const busy = await startTestServer({ server: { maxInFlight: 0 } })
    try {
      const client = createLeadflowClient({ baseUrl: busy.url, apiKey: busy.apiKey })
      const refused = await rejection(client.flows.list())
      expect(refused).toMatchObject({ status: 503, tag: "ServiceUnavailable" })
      expect(refused.body).toMatchObject({ error: "Service Unavailable: the server is at capacity, retry later" })
      const effect = await Effect.runPromise(
        Effect.either(Effect.flatMap(Leadflow, (c) => c.flows.list())).pipe(Effect.provide(Leadflow.layerFetch({ baseUrl: busy.url, apiKey: busy.apiKey })))
      )
      expect(Either.isLeft(effect) && effect.left).toMatchObject({ _tag: "ServiceUnavailable", error: expect.stringContaining("at capacity") })
    } finally {
      await busy.close()
    }
  })

  it("an unknown route's 404 is the typed NotFound", async () => {
    const client = createLeadflowClient({ baseUrl: `${server.url}/nowhere`, apiKey: server.apiKey })
    expect(await rejection(client.flows.list())).toMatchObject({ status: 404, tag: "NotFound", body: { error: "Not Found" } })
  })

  it("raw {error} and text answers (no _tag): the declared error of their status, status and body kept", async () => {
    const stub = await startStub((req, res) => {
      const answers: Record<string, [number, string, string]> = {
        "/flows": [503, "application/json", JSON.stringify({ error: "busy, retry later" })],
        "/fields": [404, "text/html", "<h1>Not Found</h1>"],
        "/routers": [401, "application/json", JSON.stringify({ error: "who are you?" })],
        "/entities": [418, "application/json", JSON.stringify({ error: "a teapot" })]
      }
      const [status, type, body] = answers[req.url ?? ""] ?? [500, "text/plain", ""]
      res.writeHead(status, { "content-type": type })
      res.end(body)
    })
    try {
      const client = createLeadflowClient({ baseUrl: stub.url, apiKey: "k" })
      const busy = await rejection(client.flows.list())
      expect(busy).toMatchObject({ status: 503, tag: "ServiceUnavailable", body: { error: "busy, retry later" }, message: "Leadflow API answered 503: busy, retry later" })
      const html = await rejection(client.fields.list())
      expect(html).toMatchObject({ status: 404, tag: "NotFound", body: "<h1>Not Found</h1>" })
      const teapot = await rejection(client.entities.list({ urlParams: {} } as never))
      expect(teapot).toMatchObject({ status: 418, body: { error: "a teapot" } })
      expect(teapot.tag).toBeUndefined()

      const effect = (call: (c: Effect.Effect.Success<typeof Leadflow>) => Effect.Effect<unknown, unknown>) =>
        Effect.runPromise(Effect.flip(Effect.flatMap(Leadflow, call)).pipe(Effect.provide(Leadflow.layerFetch({ baseUrl: stub.url, apiKey: "k" }))))
      expect(await effect((c) => c.flows.list())).toMatchObject({ _tag: "ServiceUnavailable", error: "busy, retry later" })
      expect(await effect((c) => c.fields.list())).toMatchObject({ _tag: "NotFound", error: "<h1>Not Found</h1>" })
      expect(await effect((c) => c.routers.list())).toMatchObject({ _tag: "Unauthorized", error: "who are you?" })
      expect(HttpClientError.isHttpClientError(await effect((c) => c.entities.list({ urlParams: {} } as never)))).toBe(true)
    } finally {
      await stub.close()
    }
  })
})

describe("timeouts and aborts", () => {
  it("a call times out after timeoutMs (default 30 s), with status 0 and its request aborted", async () => {
    expect(defaultTimeoutMs).toBe(30_000)
    const pending = new Set<ServerResponse>()
    const stub = await startStub((req, res) => {
      pending.add(res)
      // /fields: the head arrives, the body never does.
      if (req.url === "/fields") {
        res.writeHead(200, { "content-type": "application/json" })
        res.write("[")
      }
    })
    try {
      const client = createLeadflowClient({ baseUrl: stub.url, apiKey: "k", timeoutMs: 200 })
      for (const call of [() => client.flows.list(), () => client.fields.list()]) {
        const started = Date.now()
        const refused = await rejection(call())
        expect(Date.now() - started).toBeLessThan(5_000)
        expect(refused.status).toBe(0)
        expect(refused.message).toMatch(/timed out after 200 ms/)
      }
      const effect = await Effect.runPromise(
        Effect.flip(Effect.flatMap(Leadflow, (c) => c.flows.list())).pipe(Effect.provide(Leadflow.layerFetch({ baseUrl: stub.url, apiKey: "k", timeoutMs: 200 })))
      )
      expect(effect).toMatchObject({ _tag: "RequestError", reason: "Transport" })
      expect((effect as Error).message).toMatch(/timed out after 200 ms/)
      // The abandoned requests were closed.
      await new Promise((resolve) => setTimeout(resolve, 100))
      expect([...pending].every((res) => res.destroyed || res.closed)).toBe(true)
    } finally {
      await stub.close()
    }
  })

  it("a call is aborted by its signal", async () => {
    const stub = await startStub(() => undefined)
    try {
      const client = createLeadflowClient({ baseUrl: stub.url, apiKey: "k" })
      const controller = new AbortController()
      const call = rejection(client.flows.list(undefined, { signal: controller.signal }))
      setTimeout(() => controller.abort(new Error("user left")), 50)
      expect(await call).toMatchObject({ status: 0, message: "The request was aborted: user left" })
      expect(await rejection(client.flows.list(undefined, { signal: AbortSignal.abort() }))).toMatchObject({ status: 0 })
      // A signal that is never aborted changes nothing.
      const fine = createLeadflowClient({ baseUrl: server.url, apiKey: server.apiKey })
      expect(await fine.fields.list(undefined, { signal: new AbortController().signal })).toEqual(expect.any(Array))
    } finally {
      await stub.close()
    }
  })
})
