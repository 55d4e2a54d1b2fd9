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
      expect(afterRedirect).toMatchObject({ _tag: "IntegrationError", reason: `after a redirect to http://127.0.0.1:${port}: connection refused`, mayHaveReached: true })
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

  // undici's redirects dropped only Authorization, Cookie and Proxy-Authorization on another origin.
  it("drops every secret header on a redirect to another origin, keeps them on the same origin", async () => {
    const other = await listen(json(200, {}))
    const buyer = await listen((request, response) => {
      if (request.url === "/old") response.writeHead(307, { location: "/same" })
      else response.writeHead(302, { location: `http://localhost:${other.port}/collect` })
      response.end()
    })
    try {
      const headers = { "X-Api-Key": "SECRETKEYVALUE", "X-Auth-Token": "tok-123456", Cookie: "sid=1", "X-Source": "web" }
      const done = await exchange(client, { url: `http://jane:pw123456@127.0.0.1:${buyer.port}/old`, method: "GET", headers, followRedirects: true })
      expect(done.response.status).toBe(200)
      // Same origin: sent as they were.
      expect(buyer.received[1]?.headers).toMatchObject({ "x-api-key": "SECRETKEYVALUE", "x-auth-token": "tok-123456", cookie: "sid=1" })
      expect(buyer.received[1]?.headers["authorization"]).toBeDefined()
      // Another origin (localhost is not 127.0.0.1): none of them.
      const received = other.received[0]?.headers ?? {}
      for (const name of ["x-api-key", "x-auth-token", "cookie", "authorization"]) expect(received[name], name).toBeUndefined()
      expect(received["x-source"]).toBe("web")
      expect(done.request.headers).toEqual({ "X-Source": "web" })
    } finally {
      await buyer.close()
      await other.close()
    }
  })

  // A 307 from /old to /final was recorded as one call to /old.
  it("records each hop of the redirects it follows, the last as the request", async () => {
    const buyer = await listen((request, response) => {
      if (request.url === "/old") response.writeHead(307, { location: "/moved" })
      else if (request.url === "/moved") response.writeHead(303, { location: "/final?x=1" })
      else return json(200, { at: request.url, method: request.method, body: request.body })(request, response)
      response.end("moved")
    })
    try {
      const headers = { "Content-Type": "application/json" }
      const done = await exchange(client, { url: `${buyer.origin}/old`, method: "POST", headers, body: '{"a":1}', followRedirects: true })
      // 307 keeps the method and body; 303 goes on as a GET without them.
      expect(buyer.received.map((r) => [r.method, r.url, r.body])).toEqual([
        ["POST", "/old", '{"a":1}'],
        ["POST", "/moved", '{"a":1}'],
        ["GET", "/final?x=1", ""]
      ])
      expect(done.request).toMatchObject({ method: "GET", url: `${buyer.origin}/final?x=1`, body: "", headers: {} })
      expect(done.redirects?.map((hop) => [hop.request.method, hop.request.url, hop.request.body, hop.response.status, hop.response.body])).toEqual([
        ["POST", `${buyer.origin}/old`, '{"a":1}', 307, ""],
        ["POST", `${buyer.origin}/moved`, '{"a":1}', 303, ""]
      ])
      expect(done.redirects?.[0]?.response.headers["Location"]).toBe("/moved")
      const hopsMs = (done.redirects ?? []).reduce((sum, hop) => sum + hop.ms, 0)
      expect(done.ms).toBeGreaterThanOrEqual(hopsMs)
      // Not following: no hops.
      expect((await exchange(client, { url: `${buyer.origin}/old`, method: "GET" })).redirects).toBeUndefined()
    } finally {
      await buyer.close()
    }
  })

  it("answers with the redirect itself past the limit, or when it points nowhere it can go", async () => {
    const short = makeHttpClient({ allowPrivateHosts: true, maxRedirects: 1 })
    const buyer = await listen((request, response) => {
      const next = request.url === "/ftp" ? "ftp://127.0.0.1/x" : `/${request.url.length}`
      response.writeHead(302, { location: next })
      response.end()
    })
    try {
      const limited = await exchange(short, { url: `${buyer.origin}/a`, method: "GET", followRedirects: true })
      expect([limited.response.status, limited.request.url, limited.redirects?.length]).toEqual([302, `${buyer.origin}/2`, 1])
      const ftp = await exchange(client, { url: `${buyer.origin}/ftp`, method: "GET", followRedirects: true })
      expect([ftp.response.status, ftp.response.headers["Location"], ftp.redirects]).toEqual([302, "ftp://127.0.0.1/x", undefined])
    } finally {
      await buyer.close()
      await short.close()
    }
  })

  // A UTF-8 byte order mark was kept, and JSON after it did not parse.
  it("drops a leading UTF-8 byte order mark", async () => {
    const buyer = await listen((_request, response) => {
      response.writeHead(200, { "content-type": "application/json; charset=utf-8" })
      response.end(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('{"price":"5"}')]))
    })
    try {
      const body = (await exchange(client, { url: buyer.origin, method: "GET" })).response.body
      expect(body).toBe('{"price":"5"}')
      expect(JSON.parse(body)).toEqual({ price: "5" })
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

  // decodeURIComponent threw URIError out of dispatch: the handler died.
  it("sends URL userinfo holding a literal % as it is written", async () => {
    const buyer = await listen(json(200, {}))
    try {
      const done = await exchange(client, { url: `http://user:50%off@127.0.0.1:${buyer.port}/`, method: "GET" })
      expect(done.response.status).toBe(200)
      expect(buyer.received[0]?.headers["authorization"]).toBe(`Basic ${Buffer.from("user:50%off").toString("base64")}`)
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
