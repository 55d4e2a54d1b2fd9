import { afterAll, describe, expect, it } from "vitest"
import { Effect, Exit, Fiber } from "effect"
import { IntegrationError } from "@leadflow/core"
import type { OutboundRequest } from "../../src/Contract.js"
import { makeHttpClient, type Exchange, type HttpClient } from "../../src/runtime/Http.js"
import { delay, hang, json, listen, refusedPort } from "./loopback.js"

const call = (client: HttpClient, request: OutboundRequest, timeoutSeconds = 5) =>
  new Promise<Exchange | IntegrationError>((resolve) => client.dispatch(request, timeoutSeconds, resolve))

const exchange = async (client: HttpClient, request: OutboundRequest, timeoutSeconds = 5): Promise<Exchange> => {
  const result = await call(client, request, timeoutSeconds)
  if (result instanceof IntegrationError) throw new Error(`expected a response, got ${result.reason}`)
  return result
}

const failure = async (client: HttpClient, request: OutboundRequest, timeoutSeconds = 5): Promise<string> => {
  const result = await call(client, request, timeoutSeconds)
  if (!(result instanceof IntegrationError)) throw new Error(`expected an error, got status ${result.response.status}`)
  return result.reason
}

describe("the shared HTTP client (private hosts allowed)", () => {
  const client = makeHttpClient({ allowPrivateHosts: true })
  afterAll(() => client.close())

  it("sends the request and reads the answer: status, Camel-Case headers, body as text", async () => {
    const buyer = await listen((_request, response) => {
      response.setHeader("x-runtime", "0.012")
      response.setHeader("set-cookie", ["a=1", "b=2"])
      json(201, { outcome: "success", id: 42 })(_request, response)
    })
    try {
      const done = await exchange(client, {
        url: `${buyer.origin}/leads?src=web`,
        method: "post",
        headers: { "Content-Type": "application/json", "Content-Length": "999", "X-Api": "abc" },
        body: '{"email":"jane@example.com","name":"Zoë"}'
      })
      expect(done.response.status).toBe(201)
      expect(done.statusText).toBe("Created")
      expect(done.response.version).toBe("1.1")
      expect(done.response.headers["Content-Type"]).toBe("application/json")
      expect(done.response.headers["X-Runtime"]).toBe("0.012")
      expect(done.response.headers["Set-Cookie"]).toEqual(["a=1", "b=2"])
      expect(JSON.parse(done.response.body)).toEqual({ outcome: "success", id: 42 })
      expect(done.ms).toBeGreaterThan(0)

      const [received] = buyer.received
      expect(received?.method).toBe("POST")
      expect(received?.url).toBe("/leads?src=web")
      expect(received?.headers["x-api"]).toBe("abc")
      // The integration's Content-Length is dropped; undici counts the bytes.
      expect(received?.headers["content-length"]).toBe(String(Buffer.byteLength('{"email":"jane@example.com","name":"Zoë"}')))
      expect(received?.body).toBe('{"email":"jane@example.com","name":"Zoë"}')
      expect(done.request.headers).not.toHaveProperty("Content-Length")
    } finally {
      await buyer.close()
    }
  })

  it("reuses one kept-alive connection for consecutive requests", async () => {
    const buyer = await listen(json(200, { outcome: "success" }))
    try {
      for (let i = 0; i < 5; i++) {
        await exchange(client, { url: `${buyer.origin}/leads`, method: "POST", body: `{"n":${i}}` })
        // undici hands a connection back one event-loop turn after its response ends (a guard
        // against servers that close anyway); a request sent sooner opens another.
        await new Promise((resolve) => setImmediate(resolve))
      }
      expect(buyer.received).toHaveLength(5)
      expect(buyer.connections()).toBe(1)
      expect(new Set(buyer.received.map((r) => r.connection))).toEqual(new Set([1]))
    } finally {
      await buyer.close()
    }
  })

  it("times out a buyer that does not answer, at the timeout", async () => {
    const buyer = await listen(hang)
    try {
      const started = performance.now()
      expect(await failure(client, { url: `${buyer.origin}/slow`, method: "POST", body: "{}" }, 1)).toBe("timed out after 1 s")
      const elapsed = performance.now() - started
      expect(elapsed).toBeGreaterThanOrEqual(990)
      expect(elapsed).toBeLessThan(1500)
      // The abandoned call's connection is closed rather than left waiting.
      await delay(50)
      expect(buyer.closed()).toContain(buyer.received[0]?.connection)
    } finally {
      await buyer.close()
    }
  })

  it("reports a refused connection", async () => {
    const port = await refusedPort()
    expect(await failure(client, { url: `http://127.0.0.1:${port}/`, method: "POST" })).toBe("connection refused")
  })

  it("says whether a failed call may have reached the other side: sent and unanswered yes, refused no", async () => {
    const buyer = await listen(hang)
    try {
      const timedOut = await call(client, { url: `${buyer.origin}/slow`, method: "POST", body: "{}" }, 1)
      expect(timedOut).toMatchObject({ _tag: "IntegrationError", reason: "timed out after 1 s", mayHaveReached: true })
    } finally {
      await buyer.close()
    }
    const refused = await call(client, { url: `http://127.0.0.1:${await refusedPort()}/`, method: "POST" })
    expect(refused).toMatchObject({ _tag: "IntegrationError", reason: "connection refused" })
    expect((refused as IntegrationError).mayHaveReached).toBeUndefined()
    // A redirect's next hop refused: the hop that redirected had the request already.
    const port = await refusedPort()
    const redirecting = await listen((_request, response) => {
      response.writeHead(307, { location: `http://127.0.0.1:${port}/elsewhere` })
      response.end()
    })
    try {
      const afterRedirect = await call(client, { url: `${redirecting.origin}/`, method: "POST", body: "{}", followRedirects: true })
      expect(afterRedirect).toMatchObject({ _tag: "IntegrationError", reason: "connection refused", mayHaveReached: true })
    } finally {
      await redirecting.close()
    }
  })

  it("reads at most the body limit", async () => {
    const small = makeHttpClient({ allowPrivateHosts: true, maxResponseBytes: 1024 })
    const buyer = await listen((_request, response) => response.end("x".repeat(4096)))
    try {
      expect(await failure(small, { url: buyer.origin, method: "GET" })).toBe("response larger than 1 KiB")
    } finally {
      await buyer.close()
      await small.close()
    }
  })

  it("names a redirect loop", async () => {
    const looping = await listen((_request, response) => {
      response.writeHead(302, { location: "/again" })
      response.end()
    })
    try {
      expect(await failure(client, { url: `${looping.origin}/x`, method: "POST", body: "{}", followRedirects: true })).toBe("redirect loop")
    } finally {
      await looping.close()
    }
  })

  it("follows redirects only when asked", async () => {
    const buyer = await listen((request, response) => {
      if (request.url === "/old") {
        response.writeHead(302, { location: "/new" })
        response.end()
      } else json(200, { at: request.url })(request, response)
    })
    try {
      const followed = await exchange(client, { url: `${buyer.origin}/old`, method: "GET", followRedirects: true })
      expect(followed.response.status).toBe(200)
      expect(JSON.parse(followed.response.body)).toEqual({ at: "/new" })
      const kept = await exchange(client, { url: `${buyer.origin}/old`, method: "GET" })
      expect(kept.response.status).toBe(302)
      expect(kept.response.headers["Location"]).toBe("/new")
    } finally {
      await buyer.close()
    }
  })

  it("decodes a body in the charset the Content-Type names", async () => {
    const buyer = await listen((_request, response) => {
      response.writeHead(200, { "content-type": "text/plain; charset=ISO-8859-1" })
      response.end(Buffer.from("café", "latin1"))
    })
    try {
      expect((await exchange(client, { url: buyer.origin, method: "GET" })).response.body).toBe("café")
    } finally {
      await buyer.close()
    }
  })

  it("sends URL userinfo as Basic authentication", async () => {
    const buyer = await listen(json(200, {}))
    try {
      await exchange(client, { url: `http://jane:s%40cret@127.0.0.1:${buyer.port}/`, method: "GET" })
      expect(buyer.received[0]?.headers["authorization"]).toBe(`Basic ${Buffer.from("jane:s@cret").toString("base64")}`)
    } finally {
      await buyer.close()
    }
  })

  it("refuses URLs that are not http(s)", async () => {
    expect(await failure(client, { url: "not a url", method: "GET" })).toBe("URL must be valid")
    expect(await failure(client, { url: "ftp://127.0.0.1/x", method: "GET" })).toBe("URL must be valid")
  })

  it("as an Effect: fails with IntegrationError, and interruption aborts the call", async () => {
    const port = await refusedPort()
    const refused = await Effect.runPromiseExit(client.send({ url: `http://127.0.0.1:${port}/`, method: "GET" }, 5))
    expect(refused).toEqual(Exit.fail(expect.objectContaining({ _tag: "IntegrationError", reason: "connection refused" })))

    const buyer = await listen(hang)
    try {
      await Effect.runPromise(
        Effect.gen(function* () {
          const fiber = yield* Effect.fork(client.send({ url: `${buyer.origin}/slow`, method: "POST", body: "{}" }, 30))
          yield* Effect.promise(async () => {
            while (buyer.received.length === 0) await delay(5)
          })
          yield* Fiber.interrupt(fiber)
        })
      )
      await delay(50)
      expect(buyer.closed()).toContain(buyer.received[0]?.connection)
    } finally {
      await buyer.close()
    }
  })
})

describe("the shared HTTP client (private hosts refused)", () => {
  // Names resolve through this table instead of DNS.
  const client = makeHttpClient({
    resolve: (hostname, _options, callback) =>
      hostname === "buyer.example.com"
        ? callback(null, [{ address: "127.0.0.1", family: 4 }])
        : callback(Object.assign(new Error("not found"), { code: "ENOTFOUND" }), [])
  })
  afterAll(() => client.close())

  it("refuses loopback, private and metadata addresses without sending anything", async () => {
    const buyer = await listen(json(200, {}))
    try {
      for (const url of [
        `${buyer.origin}/leads`,
        `http://localhost:${buyer.port}/leads`,
        "http://10.0.0.1/leads",
        "http://169.254.169.254/latest/meta-data/",
        `http://[::1]:${buyer.port}/`
      ])
        expect(await failure(client, { url, method: "POST", body: "{}" })).toBe("URL must be public")
      expect(buyer.connections()).toBe(0)
    } finally {
      await buyer.close()
    }
  })

  it("refuses a public-looking name that resolves to a private address, at connection time", async () => {
    const buyer = await listen(json(200, {}))
    try {
      expect(await failure(client, { url: `http://buyer.example.com:${buyer.port}/leads`, method: "POST", body: "{}" })).toBe(
        "URL must be public"
      )
      expect(buyer.connections()).toBe(0)
    } finally {
      await buyer.close()
    }
  })

  it("reports a name that does not resolve", async () => {
    expect(await failure(client, { url: "http://nowhere.example.com/leads", method: "POST" })).toBe("host not found")
  })
})
