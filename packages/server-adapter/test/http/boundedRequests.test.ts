import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { connect } from "node:net"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { maxLeadDepth, maxRecordDepth } from "@leadflow/core"
import { createRecords, type Records } from "./fuzz/records.js"
import { rawRequest, type RawResponse } from "./submission/rawRequest.js"
import { type Dialect, postgresAvailable, startTestServer, type TestServer } from "./TestServer.js"

/**
 * Every request is bounded (DESIGN §9): a body or headers that do not arrive in time get a JSON
 * 408 and free their slot, multipart bodies (which nothing reads) a 415 at once, bodies nesting
 * too deeply a 422 (records) or 400 (leads) naming the limit, an over-long URL or over-large
 * headers a JSON 414 or 431. The body time limit is 300 ms here.
 */

const bodyTimeoutMs = 300

interface Exchange {
  /** Everything the server wrote before it closed the connection. */
  readonly text: string
  readonly status: number
  readonly json: unknown
  readonly elapsedMs: number
}

/**
 * A request written by hand: `head` as given, then nothing (a client that never finishes).
 * Resolves with what the server answered once it closes the connection.
 */
const hang = (url: string, head: string): Promise<Exchange> =>
  new Promise((resolve, reject) => {
    const { hostname, port } = new URL(url)
    const started = Date.now()
    const chunks: Array<Buffer> = []
    const socket = connect(Number(port), hostname, () => socket.write(head))
    socket.on("data", (chunk: Buffer) => chunks.push(chunk))
    socket.on("error", reject)
    socket.on("close", () => {
      const text = Buffer.concat(chunks).toString("utf8")
      const body = text.slice(text.indexOf("\r\n\r\n") + 4)
      let json: unknown
      try {
        json = JSON.parse(body)
      } catch {
        json = undefined
      }
      resolve({ text, status: Number(/^HTTP\/1\.1 (\d+)/.exec(text)?.[1] ?? 0), json, elapsedMs: Date.now() - started })
    })
  })

const requestHead = (method: string, path: string, headers: Record<string, string>): string =>
  `${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n${Object.entries(headers).map(([k, v]) => `${k}: ${v}\r\n`).join("")}\r\n`

const send = (server: TestServer, method: string, path: string, type: string, body: string, auth = true): Promise<RawResponse> =>
  rawRequest(`${server.url}${path}`, {
    method,
    headers: { ...(auth ? { authorization: server.auth } : {}), "content-type": type, "content-length": String(Buffer.byteLength(body)) },
    body
  })

const nestedArray = (depth: number): string => `${"[".repeat(depth)}${"]".repeat(depth)}`
const nestedObject = (depth: number, leaf = "1"): string => `${'{"a":'.repeat(depth)}${leaf}${"}".repeat(depth)}`

const dialects: ReadonlyArray<Dialect> = ["sqlite", "postgres"]

for (const dialect of dialects)
  describe.skipIf(dialect === "postgres" && !postgresAvailable)(`bounded requests, ${dialect}`, () => {
    let server: TestServer
    let records: Records
    let submitPath: string
    beforeAll(async () => {
      server = await startTestServer({ dialect, server: { bodyTimeoutMs } })
      records = await createRecords(server)
      submitPath = `/flows/${records.submissionFlowId}/sources/${records.accountId}/submit`
    })
    afterAll(async () => {
      await server.close()
    })

    const stillServes = async (): Promise<void> => {
      const res = await fetch(`${server.url}/status`, { headers: { authorization: server.auth } })
      expect(res.status).toBe(200)
    }

    const eventCount = (): Promise<number> =>
      server.run(
        Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ readonly n: number | string }>`SELECT COUNT(*) AS n FROM events`).pipe(
          Effect.map((rows) => Number(rows[0]?.n))
        )
      )

    describe("a body that never completes", () => {
      for (const [name, path, auth] of [
        ["a management write", "/flows", true],
        ["a submission", "", false]
      ] as const)
        it(`${name} gets a JSON 408 within the limit, and the connection closes`, async () => {
          const answer = await hang(
            server.url,
            requestHead("POST", path === "" ? submitPath : path, {
              ...(auth ? { authorization: server.auth } : {}),
              "content-type": "application/json",
              "content-length": "100"
            }) + '{"name":'
          )
          expect(answer.status, answer.text).toBe(408)
          expect(answer.json).toEqual({ error: expect.stringContaining(`${bodyTimeoutMs} ms`) })
          expect(answer.elapsedMs).toBeGreaterThanOrEqual(bodyTimeoutMs - 20)
          expect(answer.elapsedMs).toBeLessThan(bodyTimeoutMs + 1_500)
          await stillServes()
        })
    })

    it("a request answered before its body arrived (401) still has its connection closed at the body's limit", async () => {
      const answer = await hang(
        server.url,
        requestHead("POST", "/reports", { "content-type": "application/json", "content-length": "100" }) + '{"name":'
      )
      expect(answer.status, answer.text).toBe(401)
      // The rest of the body never comes: the connection closes at the limit, not at keep-alive's end.
      expect(answer.elapsedMs).toBeGreaterThanOrEqual(bodyTimeoutMs - 20)
      expect(answer.elapsedMs).toBeLessThan(bodyTimeoutMs + 1_500)
      await stillServes()
    })

    it("headers that never complete get a JSON 408", async () => {
      const answer = await hang(server.url, `POST /flows HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: `)
      expect(answer.status, answer.text).toBe(408)
      expect(answer.json).toEqual({ error: expect.any(String) })
      expect(answer.elapsedMs).toBeLessThan(bodyTimeoutMs + 1_500)
    })

    describe("multipart bodies", () => {
      const writes = (): ReadonlyArray<readonly [string, string]> => [
        ["POST", "/flows"],
        ["PUT", `/flows/${records.flowId}`],
        ["POST", "/fields"],
        ["PUT", `/entities/${records.entityId}`],
        ["POST", "/reports"],
        ["POST", "/credentials"],
        ["POST", "/batch/batches"],
        ["POST", `/batch/batches/${records.batchId}/records`],
        ["POST", "/cert/capture"]
      ]
      for (const [type, body] of [
        ["multipart/form-data; boundary=x", ""],
        ["multipart/form-data", ""],
        ["multipart/form-data; boundary=x", "--x\r\nContent-Disposition: form-data; name=\"name\"\r\n\r\nA\r\n--x--\r\n"],
        ["multipart/form-data", "name=A"],
        ["multipart/mixed; boundary=y", ""]
      ] as const)
        it(`${type} with ${body === "" ? "no body" : "a body"} is a JSON 415 on every write endpoint, at once`, async () => {
          for (const [method, path] of writes()) {
            const started = Date.now()
            const res = await send(server, method, path, type, body)
            expect(res.status, `${method} ${path} → ${res.body}`).toBe(415)
            expect(res.json(), `${method} ${path}`).toEqual({ _tag: "UnsupportedMediaType", error: expect.stringContaining("multipart") })
            expect(Date.now() - started).toBeLessThan(bodyTimeoutMs)
          }
        })

      it("on submission, is a JSON 415 too and stores nothing", async () => {
        const before = await eventCount()
        for (const type of ["multipart/form-data; boundary=x", "multipart/form-data"]) {
          const res = await send(server, "POST", submitPath, type, "--x\r\nContent-Disposition: form-data; name=\"email\"\r\n\r\na@b.c\r\n--x--\r\n", false)
          expect(res.status, res.body).toBe(415)
          expect(res.json()).toEqual({ error: expect.stringContaining("multipart") })
        }
        expect(await eventCount()).toBe(before)
      })
    })

    describe("nesting depth", () => {
      it(`a record nesting deeper than ${maxRecordDepth} levels is a 422 naming the limit`, async () => {
        for (const text of [nestedArray(maxRecordDepth + 1), `{"name":"x","steps":${nestedObject(maxRecordDepth)}}`]) {
          const res = await send(server, "POST", "/flows", "application/json", text)
          expect(res.status, res.body).toBe(422)
          expect(res.json()).toMatchObject({ errors: { body: [`the body nests deeper than ${maxRecordDepth} levels`] } })
        }
        // At the limit the body is read (and refused for what it says, not how deep it is).
        const atLimit = await send(server, "POST", "/flows", "application/json", `{"name":"x","steps":${nestedObject(maxRecordDepth - 1)}}`)
        expect(atLimit.status, atLimit.body).toBe(422)
        expect(atLimit.json()).not.toHaveProperty("errors.body")
      })

      it("100,000-deep arrays and objects are refused without a 5xx, everywhere, and the server still answers", async () => {
        const deep = [nestedArray(100_000), nestedObject(100_000), nestedObject(100_000, '"\\ud800"'), `{"a":${nestedArray(100_000)}}`]
        for (const text of deep) {
          for (const [method, path] of [
            ["POST", "/flows"],
            ["PUT", `/flows/${records.flowId}`],
            ["POST", "/reports/preview"],
            ["POST", `/batch/batches/${records.batchId}/records`]
          ] as const) {
            const res = await send(server, method, path, "application/json", text)
            expect(res.status, `${method} ${path} → ${res.body.slice(0, 200)}`).toBe(422)
          }
          // Captures are at most 512 KiB: a shorter body, still far too deep.
          const capture = await send(server, "POST", "/cert/capture", "text/plain", text.replace(/^(.{20000}).*(.{20000})$/s, "$1$2"), false)
          expect(capture.status, capture.body).toBe(400)
          expect(capture.json()).toEqual({ error: expect.stringContaining(`${maxRecordDepth} levels`) })
          const lead = await send(server, "POST", submitPath, "application/json", text, false)
          expect(lead.status, lead.body).toBe(400)
        }
        await stillServes()
      })

      const deepLeads = (depth: number): ReadonlyArray<readonly [string, string]> => [
        ["application/json", `{"email":"a@example.com","x":${nestedObject(depth - 1)}}`],
        ["application/json", `{"email":"a@example.com","x":${nestedArray(depth - 1)}}`],
        ["application/x-www-form-urlencoded", `email=a%40example.com&x${".a".repeat(depth - 1)}=1`],
        // The root element is a level of its own.
        ["application/xml", `<lead><email>a@example.com</email>${"<a>".repeat(depth - 1)}1${"</a>".repeat(depth - 1)}</lead>`]
      ]

      it(`a lead nesting deeper than ${maxLeadDepth} levels (JSON, form, XML) is a JSON 400 naming the limit, storing nothing`, async () => {
        const before = await eventCount()
        for (const [type, text] of [...deepLeads(maxLeadDepth + 1), ...deepLeads(100_000).slice(0, 2)]) {
          const res = await send(server, "POST", submitPath, type, text, false)
          expect(res.status, `${type} ${text.slice(0, 80)} → ${res.body}`).toBe(400)
          expect(res.json()).toEqual({ error: `The submission nests deeper than ${maxLeadDepth} levels` })
        }
        const xml = `<lead>${"<a>".repeat(100_000)}1${"</a>".repeat(100_000)}</lead>`
        const deepXml = await send(server, "POST", submitPath, "text/xml", xml, false)
        expect(deepXml.status).toBe(400)
        expect(deepXml.json()).toEqual({ error: `The submission nests deeper than ${maxLeadDepth} levels` })
        expect(await eventCount()).toBe(before)
      })

      it(`a lead nesting ${maxLeadDepth} levels is taken`, async () => {
        for (const [type, text] of deepLeads(maxLeadDepth)) {
          const res = await send(server, "POST", submitPath, type, text, false)
          expect(res.status, `${type} → ${res.body}`).toBe(201)
        }
      })
    })

    describe("request line and headers", () => {
      for (const length of [9_000, 15_000, 100_000])
        it(`a ${length}-character URL is a JSON 414`, async () => {
          const res = await rawRequest(`${server.url}/flows?name=${"a".repeat(length)}`, { method: "GET", headers: { authorization: server.auth } })
          expect(res.status).toBe(414)
          expect(res.headers["content-type"]).toMatch(/json/)
          expect(res.json()).toEqual({ error: expect.stringContaining("URI Too Long") })
          await stillServes()
        })

      it("a URL just under the limit is served", async () => {
        const res = await rawRequest(`${server.url}/flows?name=${"a".repeat(7_000)}`, { method: "GET", headers: { authorization: server.auth } })
        expect(res.status).toBeLessThan(300)
      })

      for (const size of [20_000, 200_000])
        it(`${size} bytes of headers are a JSON 431`, async () => {
          const res = await rawRequest(`${server.url}/flows`, { method: "GET", headers: { authorization: server.auth, "x-big": "a".repeat(size) } })
          expect(res.status).toBe(431)
          expect(res.headers["content-type"]).toMatch(/json/)
          expect(res.json()).toEqual({ error: expect.stringContaining("Header Fields Too Large") })
          await stillServes()
        })

      it("an unparseable request is a JSON 400", async () => {
        const answer = await hang(server.url, "GARBAGE\r\n\r\n")
        expect(answer.status, answer.text).toBe(400)
        expect(answer.json).toEqual({ error: expect.any(String) })
      })
    })
  })

describe("hung requests do not take the server from other accounts", () => {
  // Long enough to see the slots taken before the limit frees them.
  const limitMs = 1_500
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ server: { maxInFlight: 50, bodyTimeoutMs: limitMs } })
  })
  afterAll(async () => {
    await server.close()
  })

  it("60 multipart and 60 never-finished bodies: no slot is held past the body limit", async () => {
    const other = await server.createAccount("Other")
    const status = async (): Promise<number> => (await fetch(`${server.url}/status`, { headers: { authorization: other.auth } })).status
    const started = Date.now()
    const multipart = Array.from({ length: 60 }, () =>
      hang(server.url, requestHead("POST", "/flows", { authorization: server.auth, "content-type": "multipart/form-data; boundary=x", "content-length": "0", connection: "close" }))
    )
    const unfinished = Array.from({ length: 60 }, () =>
      hang(server.url, requestHead("POST", "/flows", { authorization: server.auth, "content-type": "application/json", "content-length": "1000", connection: "close" }))
    )
    // While the unfinished bodies still may arrive, they hold every slot: the bound is real.
    let during = await status()
    while (during !== 503 && Date.now() - started < limitMs / 2) during = await status()
    expect(during).toBe(503)

    const refused = await Promise.all(multipart)
    // Refused at once, or shed while the slots were full; never left waiting.
    for (const answer of refused) expect([415, 503], answer.text).toContain(answer.status)
    expect(refused.filter((answer) => answer.status === 415).length).toBeGreaterThan(0)
    expect(Math.max(...refused.map((answer) => answer.elapsedMs))).toBeLessThan(limitMs)
    const timedOut = await Promise.all(unfinished)
    for (const answer of timedOut) expect([408, 503], answer.text).toContain(answer.status)
    expect(timedOut.filter((answer) => answer.status === 408).length).toBe(50)
    expect(Math.max(...timedOut.map((answer) => answer.elapsedMs))).toBeLessThan(limitMs + 2_000)

    expect(await status()).toBe(200)
    const flow = await fetch(`${server.url}/flows`, {
      method: "POST",
      headers: { authorization: other.auth, "content-type": "application/json" },
      body: JSON.stringify({
        name: "After the attack",
        enabled: true,
        fields: ["email"],
        sources: [{ entity: { id: other.accountId }, integration: { module_id: "leadflow-standard.inbound" } }],
        steps: []
      })
    })
    expect(flow.status).toBe(201)
    const { id } = (await flow.json()) as { id: string }
    expect((await fetch(`${server.url}/flows/${id}/deploy`, { method: "POST", headers: { authorization: other.auth } })).status).toBe(200)
    const lead = await fetch(`${server.url}/flows/${id}/sources/${other.accountId}/submit`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "after@example.com" })
    })
    expect(lead.status).toBe(201)
  })
})
