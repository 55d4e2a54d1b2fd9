import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestServer, type TestServer } from "./TestServer.js"

describe("server skeleton", () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(() => server.close())

  it("serves the OpenAPI document and the docs page", async () => {
    const spec = await fetch(`${server.url}/openapi.json`)
    expect(spec.status).toBe(200)
    const doc = (await spec.json()) as { openapi: string }
    expect(doc.openapi).toMatch(/^3\./)
    const docs = await fetch(`${server.url}/docs`)
    expect(docs.status).toBe(200)
    expect(docs.headers.get("content-type")).toContain("text/html")
  })

  it("answers an unknown route with a JSON 404", async () => {
    const res = await fetch(`${server.url}/nothing-here`)
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({ _tag: "NotFound", error: "Not Found" })
  })
})

describe("authentication", () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(() => server.close())

  it("401 without or with a wrong key, 200 with the key", async () => {
    const none = await fetch(`${server.url}/status`)
    expect(none.status).toBe(401)
    expect(await none.json()).toMatchObject({ error: expect.any(String) })
    const wrong = await fetch(`${server.url}/status`, { headers: { authorization: "Basic " + Buffer.from("API:nope").toString("base64") } })
    expect(wrong.status).toBe(401)
    const ok = await fetch(`${server.url}/status`, { headers: { authorization: server.auth } })
    expect(ok.status).toBe(200)
    expect(await ok.json()).toMatchObject({ status: "ok" })
  })

  it("406 for an Accept it cannot answer", async () => {
    const res = await fetch(`${server.url}/status`, { headers: { authorization: server.auth, accept: "text/html" } })
    expect(res.status).toBe(406)
  })
})

describe("JSON bodies", () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(() => server.close())

  it("reads the spec's vendor media type as JSON", async () => {
    const res = await fetch(`${server.url}/entities`, {
      method: "POST",
      headers: { authorization: server.auth, "content-type": "application/vnd.com.leadflow.entity+json" },
      body: JSON.stringify({ name: "Vendor typed", source: "seller", recipient: null, module_ids: [] })
    })
    expect(res.status).toBe(201)
  })

  it("refuses a lone surrogate (not storable text) with a 422 naming where it is", async () => {
    const res = await fetch(`${server.url}/entities`, {
      method: "POST",
      headers: { authorization: server.auth, "content-type": "application/json" },
      body: '{"name":"bad \\ud800 text","source":"seller","recipient":null,"module_ids":[]}'
    })
    expect(res.status).toBe(422)
    expect(await res.json()).toMatchObject({ errors: { name: [expect.stringContaining("surrogate")] } })
    // A real pair is fine.
    const ok = await fetch(`${server.url}/entities`, {
      method: "POST",
      headers: { authorization: server.auth, "content-type": "application/json" },
      body: '{"name":"smile \\ud83d\\ude00","source":"seller","recipient":null,"module_ids":[]}'
    })
    expect(ok.status).toBe(201)
  })

  it("refuses a member named __proto__ with a 422 instead of dropping it", async () => {
    const res = await fetch(`${server.url}/entities`, {
      method: "POST",
      headers: { authorization: server.auth, "content-type": "application/json" },
      body: '{"name":"Proto","source":"seller","recipient":null,"module_ids":[],"__proto__":{"x":1}}'
    })
    expect(res.status).toBe(422)
    // The error is the document's own (key ""): a `__proto__` key cannot travel in JSON records.
    expect(await res.json()).toMatchObject({ errors: { "": [expect.stringContaining("__proto__")] } })
  })
})
