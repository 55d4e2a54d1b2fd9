import { Clock, Effect } from "effect"
import { randomBytes } from "node:crypto"
import { afterAll, beforeAll, expect, it } from "vitest"
import { starterFlow } from "../../../src/cli/Bootstrap.js"
import { Documents } from "../../../src/storage/Documents.js"
import { deployFlow } from "../../../src/storage/FlowVersions.js"
import { Ids } from "@leadflow/core"
import { postgresTestDatabase, postgresUrl, sqliteTestDatabase, type TestDatabase } from "../../storage/testDatabases.js"
import { basicAuth, startTestServer, type Dialect, type TestServer } from "../TestServer.js"

interface Reply {
  readonly status: number
  readonly text: string
  readonly json: Record<string, unknown> & Array<Record<string, unknown>>
}

/** Poll until `check` holds; the time it took, or a failure past `limitMs`. */
const within = async (limitMs: number, check: () => Promise<boolean>): Promise<number> => {
  const started = performance.now()
  for (;;) {
    if (await check()) return performance.now() - started
    const elapsed = performance.now() - started
    if (elapsed > limitMs) throw new Error(`not within ${limitMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

/**
 * API keys end to end on one dialect: the account resource, keys of each scope on the management
 * API and on lead submission, revocation (also seen by a second server on the same database),
 * and accounts kept apart.
 */
export const accountKeysSuite = (dialect: Dialect): void => {
  let database: TestDatabase
  let server: TestServer
  // A second server process on the same database, with its own authentication cache.
  let second: TestServer
  let submitUrl: string

  beforeAll(async () => {
    database = dialect === "postgres" ? await postgresTestDatabase(postgresUrl ?? "") : await sqliteTestDatabase()
    const secret = randomBytes(32).toString("hex")
    server = await startTestServer({ dialect, database, secret })
    second = await startTestServer({ dialect, database, secret })
    // A deployed flow whose source (the account's own entity) requires authentication.
    const flowId = await server.run(
      Effect.gen(function* () {
        const id = (yield* Ids).next()
        const now = yield* Clock.currentTimeMillis
        const iso = new Date(now).toISOString()
        const body = starterFlow(server.accountId, "Test Account")
        const flow = { ...body, sources: body.sources.map((s) => ({ ...s, authentication_required: true })), created_at: iso, updated_at: iso }
        yield* (yield* Documents).insert("flows", server.accountId, id, flow, now)
        yield* deployFlow(server.accountId, id)
        return id
      })
    )
    submitUrl = `/flows/${flowId}/sources/${server.accountId}/submit`
  })
  afterAll(async () => {
    await second?.close()
    await server?.close()
    await database?.dispose()
  })

  const call = async (method: string, path: string, key: string | null, body?: unknown, base = server.url): Promise<Reply> => {
    const headers: Record<string, string> = { accept: "application/json" }
    if (key !== null) headers["authorization"] = basicAuth(key)
    if (body !== undefined) headers["content-type"] = "application/json"
    const res = await fetch(`${base}${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) })
    const text = await res.text()
    return { status: res.status, text, json: (text === "" ? undefined : JSON.parse(text)) as Reply["json"] }
  }

  const createKey = async (name: string, scope: string, key = server.apiKey) => {
    const res = await call("POST", "/account/keys", key, { name, scope })
    expect(res.status).toBe(201)
    return res.json as unknown as Record<string, unknown> & { id: string; key: string }
  }

  const submit = (key: string | null) => call("POST", submitUrl, key, { email: "ada@example.com", first_name: "Ada" })

  it("GET /account answers the caller's account, without any key", async () => {
    const res = await call("GET", "/account", server.apiKey)
    expect(res.status).toBe(200)
    expect(res.json).toEqual({
      id: server.accountId,
      name: "Test Account",
      plan: "pro",
      created_at: expect.any(String),
      updated_at: expect.any(String)
    })
    expect(res.text).not.toContain(server.apiKey)
    expect((await call("GET", "/account", null)).status).toBe(401)
    expect((await call("GET", "/account", "not-a-key")).status).toBe(401)
  })

  it("creates a key shown once; the list shows name, scope and times, never a key", async () => {
    const created = await createKey("dashboard", "read")
    expect(created).toMatchObject({ name: "dashboard", scope: "read", last_used_at: null, revoked_at: null })
    expect(created.key).toMatch(/^[0-9a-f]{64}$/)
    expect(created.prefix).toBe(created.key.slice(0, 6))
    const list = await call("GET", "/account/keys", server.apiKey)
    expect(list.status).toBe(200)
    const { key: _shownOnce, ...record } = created
    expect(list.json).toEqual(expect.arrayContaining([{ ...record, last_used_at: null }]))
    expect(list.json.map((k) => k["name"])).toContain("default")
    expect(list.text).not.toContain(created.key)
    expect(list.text).not.toContain(server.apiKey)
    for (const k of list.json) expect(Object.keys(k).sort()).toEqual(["created_at", "id", "last_used_at", "name", "prefix", "revoked_at", "scope"])
  })

  it("refuses a bad key request with 422 and errors per field", async () => {
    const empty = await call("POST", "/account/keys", server.apiKey, {})
    expect(empty.status).toBe(422)
    expect(Object.keys(empty.json["errors"] as object).sort()).toEqual(["name", "scope"])
    const badScope = await call("POST", "/account/keys", server.apiKey, { name: "x", scope: "admin" })
    expect(badScope.status).toBe(422)
    expect(Object.keys(badScope.json["errors"] as object)).toEqual(["scope"])
    const blank = await call("POST", "/account/keys", server.apiKey, { name: "  ", scope: "read" })
    expect(blank.status).toBe(422)
    expect(blank.json["errors"]).toEqual({ name: [expect.stringContaining("1 to 100 characters")] })
    const tooLong = await call("POST", "/account/keys", server.apiKey, { name: "n".repeat(101), scope: "read" })
    expect(tooLong.status).toBe(422)
    // A setting the server would not honour is refused, not ignored.
    const expiring = await call("POST", "/account/keys", server.apiKey, { name: "x", scope: "read", expires_at: "2030-01-01" })
    expect(expiring.status).toBe(422)
    expect(Object.keys(expiring.json["errors"] as object)).toEqual(["expires_at"])
  })

  it("a read key reads the management API, and gets 403 for everything else", async () => {
    const read = (await createKey("reader", "read")).key
    expect((await call("GET", "/flows", read)).status).toBe(200)
    expect((await call("GET", "/account", read)).status).toBe(200)
    const write = await call("POST", "/fields", read, { id: "favorite_color", name: "Favorite color", type: "string" })
    expect(write.status).toBe(403)
    expect(write.json).toMatchObject({ error: expect.stringContaining("read scope") })
    const keys = await call("GET", "/account/keys", read)
    expect(keys.status).toBe(403)
    expect(keys.json["error"]).toContain("full scope")
    expect((await call("POST", "/account/keys", read, { name: "escalate", scope: "full" })).status).toBe(403)
    // The GET routes that write: a report's share token, the firehose test file.
    const report = await call("POST", "/reports", server.apiKey, { name: "Shared by a reader?" })
    expect(report.status).toBe(201)
    const id = String(report.json["id"])
    // Also as the router reads paths: any case, %-encoded, `;` parameters, repeated slashes.
    for (const path of [
      `/reports/${id}/share`,
      `/reports/${id}/unshare`,
      "/firehose?path=readers&prefix=p",
      `/Reports/${id}/SHARE`,
      `/reports/${id}/%73hare`,
      `//reports/${id}//share`,
      `/reports/${id}/share;x`,
      "/FIREHOSE?path=readers&prefix=p",
      "/account/KEYS",
      "//account/keys"
    ]) {
      const refused = await call("GET", path, read)
      expect(refused.status, path).toBe(403)
      expect(refused.json["error"], path).toMatch(/(read|full) scope/)
    }
    expect((await call("GET", `/reports/${String(report.json["id"])}/share`, server.apiKey)).status).toBe(200)
    // Submission needs a full or submit key.
    const submitted = await submit(read)
    expect(submitted.status).toBe(403)
    expect(submitted.json["error"]).toContain("read scope")
  })

  it("a read key previews a report (read-only POST) but still cannot create, change or share one", async () => {
    const read = (await createKey("report viewer", "read")).key
    const definition = { columns: ["source-submitted", "revenue"], group_by: ["vars.flow.id"], rules: [] }
    // The console's dashboard and report builder: POST /reports/preview, as the router reads it too.
    for (const path of ["/reports/preview", "/reports/preview/", "/Reports/Preview", "//reports/%70review"]) {
      const preview = await call("POST", path, read, definition)
      expect(preview.status, path).toBe(200)
    }
    const before = await call("GET", "/reports", read)
    expect(before.status).toBe(200)
    const created = await call("POST", "/reports", read, { name: "Made by a reader?", ...definition })
    expect(created.status).toBe(403)
    expect(created.json["error"]).toContain("read scope")
    expect((await call("GET", "/reports", read)).json).toEqual(before.json)
    // No other POST (nor PUT or DELETE) under /reports opens up.
    const report = await call("POST", "/reports", server.apiKey, { name: "Owned by the full key", ...definition })
    expect(report.status).toBe(201)
    const id = String(report.json["id"])
    for (const [method, path] of [
      ["PUT", `/reports/${id}`],
      ["DELETE", `/reports/${id}`],
      ["PUT", `/reports/${id}/share`],
      ["PUT", "/reports/preview"]
    ] as const) {
      const refused = await call(method, path, read, method === "DELETE" ? undefined : { name: "x", ...definition })
      expect(refused.status, `${method} ${path}`).toBe(403)
    }
    // Paths next to the preview's are not let through either (no route: 404, never run).
    for (const path of ["/reports/preview/share", "/reports/previews", "/reports/preview/x"])
      expect([403, 404], path).toContain((await call("POST", path, read, definition)).status)
    expect((await call("GET", `/reports/${id}`, read)).json).toMatchObject({ name: "Owned by the full key" })
  })

  it("a submit key submits leads and gets 403 on the management API", async () => {
    const key = (await createKey("seller", "submit")).key
    const submitted = await submit(key)
    expect(submitted.status).toBe(201)
    expect(submitted.json["outcome"]).toBe("success")
    for (const [method, path] of [["GET", "/flows"], ["GET", "/account"], ["POST", "/flows"], ["GET", "/account/keys"]] as const) {
      const res = await call(method, path, key, method === "POST" ? {} : undefined)
      expect(res.status, `${method} ${path}`).toBe(403)
      expect(res.json["error"]).toContain("submit scope")
    }
    expect((await submit(server.apiKey)).status).toBe(201)
    expect((await submit(null)).status).toBe(401)
    expect((await submit("not-a-key")).status).toBe(401)
  })

  it("notes when a key was last used", async () => {
    const created = await createKey("noted", "read")
    expect((await call("GET", "/flows", created.key)).status).toBe(200)
    const listed = (await call("GET", "/account/keys", server.apiKey)).json.find((k) => k["id"] === created.id)
    expect(Date.parse(String(listed?.["last_used_at"]))).toBeGreaterThan(Date.now() - 60_000)
  })

  it("revokes a key: the next request with it is a 401; the key in use may revoke itself", async () => {
    const key = await createKey("short-lived", "full")
    expect((await call("GET", "/flows", key.key)).status).toBe(200)
    // The id in any case, as every other id.
    const revoked = await call("DELETE", `/account/keys/${key.id.toUpperCase()}`, server.apiKey)
    expect(revoked.status).toBe(200)
    expect(revoked.json).toMatchObject({ id: key.id, name: "short-lived", revoked_at: expect.any(String) })
    expect(revoked.text).not.toContain(key.key)
    expect((await call("GET", "/flows", key.key)).status).toBe(401)
    expect((await call("DELETE", `/account/keys/${key.id}`, server.apiKey)).status).toBe(404)
    expect((await call("GET", "/account/keys", server.apiKey)).json.map((k) => k["id"])).not.toContain(key.id)

    const self = await createKey("self", "full")
    expect((await call("DELETE", `/account/keys/${self.id}`, self.key)).status).toBe(200)
    expect((await call("GET", "/account", self.key)).status).toBe(401)
  })

  it("a key revoked on one server stops working on another server of the same database within a second", async () => {
    const key = await createKey("shared", "full")
    // The other server authenticates it (and caches that).
    expect((await call("GET", "/account", key.key, undefined, second.url)).status).toBe(200)
    expect((await call("DELETE", `/account/keys/${key.id}`, server.apiKey)).status).toBe(200)
    const revokedAt = performance.now()
    const ms = await within(1_000, async () => (await call("GET", "/account", key.key, undefined, second.url)).status === 401)
    console.log(`[api keys ${dialect}] a key revoked on one server was refused by the other after ${ms.toFixed(0)} ms`)
    expect(performance.now() - revokedAt).toBeLessThan(1_000)
    // And the other way round: revoked by the second server, refused by the first.
    const other = await createKey("other-way", "submit")
    expect((await submit(other.key)).status).toBe(201)
    expect((await call("DELETE", `/account/keys/${other.id}`, server.apiKey, undefined, second.url)).status).toBe(200)
    const revokedThere = performance.now()
    await within(1_000, async () => (await submit(other.key)).status === 401)
    expect(performance.now() - revokedThere).toBeLessThan(1_000)
  })

  it("keeps accounts apart: another account neither sees nor revokes the keys", async () => {
    const mine = await createKey("mine", "read")
    const b = await server.createAccount("Other account")
    const theirs = await call("GET", "/account/keys", b.apiKey)
    expect(theirs.status).toBe(200)
    expect(theirs.json.map((k) => k["id"])).not.toContain(mine.id)
    expect(theirs.json.map((k) => k["name"])).toEqual(["default"])
    const revoke = await call("DELETE", `/account/keys/${mine.id}`, b.apiKey)
    expect(revoke.status).toBe(404)
    expect(revoke.json).toMatchObject({ error: `API key ${mine.id} not found` })
    // Same answer as for a key id that never was.
    expect((await call("DELETE", "/account/keys/5f00000000000000000000ff", b.apiKey)).json).toMatchObject({
      error: "API key 5f00000000000000000000ff not found"
    })
    expect((await call("GET", "/flows", mine.key)).status).toBe(200)
    expect((await call("GET", "/account", b.apiKey)).json["id"]).toBe(b.accountId)
    // A key of another account is no key for this account's sources.
    expect((await submit(b.apiKey)).status).toBe(401)
  })

  it("the OpenAPI document declares the account resource and the 403 of a key's scope", async () => {
    const doc = (await call("GET", "/openapi.json", null)).json as unknown as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>
    }
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(["/account", "/account/keys", "/account/keys/{id}"]))
    expect(Object.keys(doc.paths["/account/keys"]?.["post"]?.responses ?? {})).toEqual(expect.arrayContaining(["201", "403", "422"]))
    expect(Object.keys(doc.paths["/flows"]?.["get"]?.responses ?? {})).toEqual(expect.arrayContaining(["401", "403"]))
  })
}
