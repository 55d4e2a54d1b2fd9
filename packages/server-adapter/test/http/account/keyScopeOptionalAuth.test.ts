import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { basicAuth, postgresAvailable, startTestServer, type Dialect, type TestServer } from "../TestServer.js"

interface Reply {
  readonly status: number
  readonly json: Record<string, unknown>
}

/**
 * A good key whose scope does not allow the request, on the endpoints behind
 * `OptionalAuthentication` (a certificate ping, a report by id or share token, a package, a batch
 * record): where the endpoint needs an account it is told why (403 with the words of every other
 * 403; an outcome naming the scope for the batch API's record add), never that no key was sent
 * (401, which the console reads as a revoked key); the public ways in work for it as without a key.
 */
const dialects: ReadonlyArray<Dialect> = postgresAvailable ? ["sqlite", "postgres"] : ["sqlite"]

describe.each(dialects)("keys of another scope on optionally authenticated endpoints (%s)", (dialect) => {
  let server: TestServer
  let readKey: string
  let submitKey: string

  const call = async (method: string, path: string, key: string | null, body?: unknown): Promise<Reply> => {
    const res = await fetch(`${server.url}${path}`, {
      method,
      headers: {
        accept: "application/json",
        ...(key === null ? {} : { authorization: basicAuth(key) }),
        ...(body === undefined ? {} : { "content-type": "application/json" })
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) })
    })
    const text = await res.text()
    return { status: res.status, json: text === "" ? {} : (JSON.parse(text) as Record<string, unknown>) }
  }

  beforeAll(async () => {
    server = await startTestServer({ dialect })
    readKey = String((await call("POST", "/account/keys", server.apiKey, { name: "viewer", scope: "read" })).json["key"])
    submitKey = String((await call("POST", "/account/keys", server.apiKey, { name: "seller", scope: "submit" })).json["key"])
  })
  afterAll(() => server?.close())

  it("a read key's certificate ping is a 403 naming the read scope, with Authentication's body; a wrong key or none stays 401", async () => {
    const id = "a".repeat(64)
    // The body every other endpoint answers a read key's write with.
    const elsewhere = await call("POST", "/fields", readKey, { id: "x_field", name: "X", type: "string" })
    expect(elsewhere.status).toBe(403)
    const refused = await call("POST", `/cert/${id}/ping`, readKey)
    expect(refused.status).toBe(403)
    expect(refused.json).toEqual({ ...elsewhere.json, error: expect.stringContaining("read scope") })
    expect(Object.keys(refused.json).sort()).toEqual(Object.keys(elsewhere.json).sort())
    // A submit key too names its scope.
    const submit = await call("POST", `/cert/${id}/ping`, submitKey)
    expect(submit.status).toBe(403)
    expect(submit.json["error"]).toContain("submit scope")
    for (const key of [null, "not-a-key"]) {
      const unauthorized = await call("POST", `/cert/${id}/ping`, key)
      expect(unauthorized.status, String(key)).toBe(401)
      expect(unauthorized.json).toMatchObject({ outcome: "error", reason: "unauthorized" })
    }
    // A full key pings (an unknown certificate: 404 with its reason).
    expect(await call("POST", `/cert/${id}/ping`, server.apiKey)).toEqual({ status: 404, json: { outcome: "error", reason: "certificate not found" } })
  })

  it("a ping URL's token works with a read or submit key exactly as without a key", async () => {
    const id = "b".repeat(64)
    const { url } = (await call("GET", `/cert/${id}/ping_url`, null)).json as { url: string }
    const token = new URL(url).searchParams.get("token")
    expect(token).toBeTruthy()
    const path = `/cert/${id}/ping?token=${encodeURIComponent(token ?? "")}`
    const anonymous = await call("POST", path, null)
    expect(anonymous.status).toBe(404)
    expect(await call("POST", path, readKey)).toEqual(anonymous)
    expect(await call("POST", path, submitKey)).toEqual(anonymous)
  })

  it("a report by id with a submit key is a 403 naming the scope; by share token it answers as without a key", async () => {
    const report = await call("POST", "/reports", server.apiKey, { name: "Shared", columns: ["source-success"], group_by: [] })
    expect(report.status).toBe(201)
    const id = String(report.json["id"])
    for (const path of [`/reports/${id}`, `/reports/${id}/run`, `/reports/${id}/meta`]) {
      const refused = await call("GET", path, submitKey)
      expect(refused.status, path).toBe(403)
      expect(refused.json["error"], path).toContain("submit scope")
      expect((await call("GET", path, null)).status, path).toBe(401)
      expect((await call("GET", path, readKey)).status, path).toBe(200)
    }
    const shared = await call("PUT", `/reports/${id}/share`, server.apiKey)
    const token = String(shared.json["token"])
    for (const path of [`/reports/${token}`, `/reports/${token}/meta`]) {
      const anonymous = await call("GET", path, null)
      expect(anonymous.status, path).toBe(200)
      expect(await call("GET", path, submitKey), path).toEqual(anonymous)
      expect(await call("GET", path, readKey), path).toEqual(anonymous)
    }
    const run = await call("GET", `/reports/${token}/run`, submitKey)
    expect(run.status).toBe(200)
    expect(run.json).toMatchObject({ columns: ["source-success"] })
  })

  it("a package by id answers a key of any scope as it answers no key", async () => {
    const anonymous = await call("GET", "/packages/leadflow-standard", null)
    expect(anonymous.status).toBe(200)
    expect(await call("GET", "/packages/leadflow-standard", submitKey)).toEqual(anonymous)
    expect(await call("GET", "/packages/leadflow-standard", readKey)).toEqual(anonymous)
  })

  it("a batch record added with a read or submit key is an outcome error naming the key's scope, not a missing key", async () => {
    const batch = await call("POST", "/batch/batches", server.apiKey, {
      name: "b",
      format: "jsonl",
      columns: [],
      inbound: true,
      delivery: { method: "download" }
    })
    expect(batch.status).toBe(201)
    const path = `/batch/batches/${String(batch.json["id"])}/records`
    for (const [key, scope] of [
      [readKey, "read scope"],
      [submitKey, "submit scope"]
    ] as const) {
      const added = await call("POST", path, key, { email: "a@example.com" })
      expect(added.status).toBe(201)
      expect(added.json).toEqual({ outcome: "error", reason: expect.stringContaining(scope) })
      expect(String(added.json["reason"])).not.toContain("missing")
    }
    const anonymous = await call("POST", path, null, { email: "a@example.com" })
    expect(anonymous.json).toEqual({ outcome: "error", reason: expect.stringContaining("API key is missing") })
    expect((await call("POST", path, server.apiKey, { email: "a@example.com" })).json).toMatchObject({ outcome: "success" })
  })
})
