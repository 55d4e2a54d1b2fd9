import { createServer } from "node:http"
import type { AddressInfo } from "node:net"
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { afterAll, beforeAll, expect, it } from "vitest"
import { CredentialVault } from "../../../src/services/credentials/CredentialStore.js"
import { Documents } from "../../../src/storage/Documents.js"
import { readLeadEvents } from "../../../src/storage/SqlEventStore.js"
import { startTestServer, type Dialect, type TestServer } from "../TestServer.js"

/** The credentials API, written from the spec, run on one dialect. */
export const credentialsSuite = (dialect: Dialect): void => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ dialect })
  })
  afterAll(() => server.close())

  /** `auth` null sends no Authorization header. */
  const call = async (method: string, path: string, body?: unknown, auth: string | null = server.auth) => {
    const headers: Record<string, string> = {}
    if (auth !== null) headers["authorization"] = auth
    if (body !== undefined) headers["content-type"] = "application/json"
    const res = await fetch(`${server.url}${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) })
    const text = await res.text()
    return { status: res.status, text, json: text === "" ? undefined : (JSON.parse(text) as Record<string, unknown>) }
  }

  const create = async (body: Record<string, unknown>) => {
    const res = await call("POST", "/credentials", body)
    expect(res.status).toBe(201)
    return res.json as Record<string, unknown> & { id: string }
  }

  const storedRow = (id: string) =>
    server.run(
      Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ body: unknown }>`SELECT body FROM credentials WHERE id = ${id}`)
    )

  const inClear = (id: string) => server.run(Effect.flatMap(CredentialVault, (vault) => vault.get(server.accountId, id)))

  it("creates a user credential and answers it with the password masked", async () => {
    const password = "s3cret-Pa55word!"
    const created = await create({ type: "user", package: "leadflow-custom", name: "Buyer login", username: "buyer", password })
    expect(created).toMatchObject({ type: "user", package: "leadflow-custom", name: "Buyer login", username: "buyer", password: "********" })
    expect(created.id).toMatch(/^[0-9a-f]{24}$/)
    expect(typeof created["created_at"]).toBe("string")
    expect(JSON.stringify(created)).not.toContain(password)

    const one = await call("GET", `/credentials/${created.id}`)
    expect(one.status).toBe(200)
    expect(one.json).toEqual(created)
    expect(one.text).not.toContain(password)

    const list = await call("GET", "/credentials")
    expect(list.status).toBe(200)
    expect(list.json).toEqual(expect.arrayContaining([created]))
    expect(list.text).not.toContain(password)
  })

  it("stores secrets encrypted: the row never holds them in clear, the engine gets them decrypted", async () => {
    const token = "tok_4f8a9c2e7b1d3a5f"
    const created = await create({ type: "token", package: "leadflow-custom", token })
    const rows = await storedRow(created.id)
    expect(rows).toHaveLength(1)
    const raw = typeof rows[0]?.body === "string" ? rows[0].body : JSON.stringify(rows[0]?.body)
    expect(raw).not.toContain(token)
    expect(raw).not.toContain(Buffer.from(token).toString("base64"))
    expect(raw).toContain("v1.")

    const clear = await inClear(created.id)
    expect(clear).toMatchObject({ id: created.id, type: "token", package: "leadflow-custom", token })
  })

  it("oauth credentials mask both tokens and keep the rest", async () => {
    const created = await create({
      type: "oauth2",
      package: "leadflow-custom",
      access_token: "access-123456",
      refresh_token: "refresh-654321",
      expires_at: 1900000000,
      user: { email: "owner@example.com" }
    })
    expect(created).toMatchObject({ access_token: "********", refresh_token: "********", expires_at: 1900000000, user: { email: "owner@example.com" } })
    expect(JSON.stringify(created)).not.toMatch(/access-123456|refresh-654321/)
  })

  it("a member of the client's own is sealed and masked whatever its name; one that is not text is refused", async () => {
    const created = await create({ type: "token", package: "leadflow-custom", token: "tok-1", authorization: "Bearer HEADER-SECRET-456", region: "eu-west-1" })
    expect(created).toMatchObject({ token: "********", authorization: "********", region: "********" })
    const raw = JSON.stringify((await storedRow(created.id))[0]?.body)
    expect(raw).not.toMatch(/HEADER-SECRET-456|eu-west-1/)
    expect(await inClear(created.id)).toMatchObject({ authorization: "Bearer HEADER-SECRET-456", region: "eu-west-1" })

    const refused = await call("POST", "/credentials", {
      type: "oauth2",
      package: "leadflow-custom",
      access_token: "access-1",
      api_key: 98765432123,
      secrets: { client_secret: "NESTED-SECRET-123" },
      user: { email: "owner@example.com", api_secret: "NESTED-2" }
    })
    expect(refused.status).toBe(422)
    expect(Object.keys((refused.json as { errors: Record<string, unknown> }).errors).sort()).toEqual(["api_key", "secrets", "user.api_secret"])
    expect(refused.text).not.toMatch(/98765432123|NESTED-SECRET-123|NESTED-2/)
  })

  it("PUT keeps a secret that is omitted or sent back masked, and replaces one that is sent", async () => {
    const created = await create({ type: "user", package: "leadflow-custom", username: "a", password: "first-password" })
    const omitted = await call("PUT", `/credentials/${created.id}`, { type: "user", package: "leadflow-custom", username: "b" })
    expect(omitted.status).toBe(200)
    expect(omitted.json).toMatchObject({ username: "b", password: "********" })
    expect((await inClear(created.id))).toMatchObject({ username: "b", password: "first-password" })

    const masked = await call("PUT", `/credentials/${created.id}`, { ...omitted.json, name: "renamed" })
    expect(masked.status).toBe(200)
    expect(await inClear(created.id)).toMatchObject({ name: "renamed", password: "first-password" })

    const replaced = await call("PUT", `/credentials/${created.id}`, { type: "user", package: "leadflow-custom", username: "b", password: "second-password" })
    expect(replaced.status).toBe(200)
    expect(replaced.text).not.toContain("second-password")
    expect(await inClear(created.id)).toMatchObject({ password: "second-password" })
  })

  it("PUT with a stale updated_at is a 409", async () => {
    const created = await create({ type: "token", package: "leadflow-custom", token: "t-1" })
    const res = await call("PUT", `/credentials/${created.id}`, {
      type: "token",
      package: "leadflow-custom",
      updated_at: "2001-01-01T00:00:00.000Z"
    })
    expect(res.status).toBe(409)
    const fresh = await call("PUT", `/credentials/${created.id}`, { type: "token", package: "leadflow-custom", updated_at: created["updated_at"] })
    expect(fresh.status).toBe(200)
  })

  it("422 per field: missing secrets, an unknown type, an unknown package, the mask as a new secret", async () => {
    const missing = await call("POST", "/credentials", { type: "user", package: "leadflow-custom", username: "x" })
    expect(missing.status).toBe(422)
    expect(Object.keys((missing.json as { errors: Record<string, unknown> }).errors)).toContain("password")

    const badType = await call("POST", "/credentials", { type: "magic", package: "leadflow-custom" })
    expect(badType.status).toBe(422)
    expect((badType.json as { errors: Record<string, unknown> }).errors).toHaveProperty("type")

    const unknownPackage = await call("POST", "/credentials", { type: "token", package: "no-such-package", token: "abc" })
    expect(unknownPackage.status).toBe(422)
    expect((unknownPackage.json as { errors: Record<string, Array<string>> }).errors["package"]?.[0]).toMatch(/Unknown package/)

    // A credential has no life of its own to switch off or end: such members are refused, not kept.
    const lifecycle = await call("POST", "/credentials", { type: "token", package: "leadflow-custom", token: "abc", enabled: false, expires_at: "2020-01-01T00:00:00Z" })
    expect(lifecycle.status).toBe(422)
    expect(Object.keys((lifecycle.json as { errors: Record<string, unknown> }).errors).sort()).toEqual(["enabled", "expires_at"])

    const mask = await call("POST", "/credentials", { type: "token", package: "leadflow-custom", token: "********" })
    expect(mask.status).toBe(422)
    expect((mask.json as { errors: Record<string, unknown> }).errors).toHaveProperty("token")

    const notJson = await fetch(`${server.url}/credentials`, {
      method: "POST",
      headers: { authorization: server.auth, "content-type": "application/json" },
      body: "{not json"
    })
    expect(notJson.status).toBe(400)
  })

  it("a secret sent with the wrong type is refused (422) without quoting it, on every endpoint that takes one", async () => {
    const mark = "Zq9SECRETmark"
    const recipient = (mappings: Array<Record<string, unknown>>) => ({
      name: "f",
      enabled: true,
      fields: [],
      sources: [],
      steps: [{ type: "recipient", id: "rcpt01", entity: { id: server.accountId }, integration: { module_id: "leadflow-custom.outbound.json", mappings } }]
    })
    const cases: ReadonlyArray<readonly [string, string, unknown, string, string]> = [
      ["/credentials", "password as an object", { type: "user", package: "leadflow-custom", username: "u", password: { value: mark } }, "password", "an object"],
      ["/credentials", "password as a list", { type: "user", package: "leadflow-custom", username: "u", password: [mark] }, "password", "an array"],
      ["/credentials", "password as a number", { type: "user", package: "leadflow-custom", username: "u", password: 98765432123 }, "password", "a number"],
      ["/credentials", "token as an object", { type: "token", package: "leadflow-custom", token: { value: mark } }, "token", "an object"],
      ["/credentials", "access_token as a list", { type: "oauth", package: "leadflow-custom", access_token: [mark] }, "access_token", "an array"],
      ["/batch/batches", "a batch's secret header as an object", { name: "b", delivery: { method: "http", url: "https://buyer.example/in", headers: { "X-Api-Key": { v: mark } } } }, "delivery.headers.X-Api-Key", "an object"],
      ["/flows", "a flow's secret mapping value as an object", recipient([{ property: "header.X-Api-Key", value: { v: mark } }]), "steps.0.integration.mappings.0.value", "an object"],
      ["/flows", "a flow's secret mapping value, a number in a list", recipient([{ property: "basic_password", value: [98765432123] }]), "steps.0.integration.mappings.0.value.0", "a number"],
      ["/services", "a pricing service's secret mapping value, a number in a list", { name: "s", integration: { module_id: "leadflow-custom.outbound.json", mappings: [{ property: "basic_password", value: [98765432123] }] } }, "integration.mappings.0.value.0", "a number"]
    ]
    for (const [path, name, body, member, kind] of cases) {
      const res = await call("POST", path, body)
      expect(res.status, `${name}: ${res.text}`).toBe(422)
      expect(res.text, name).not.toMatch(/Zq9SECRETmark|98765432123/)
      const messages = (res.json as { errors: Record<string, Array<string>> }).errors[member]
      expect(messages, `${name}: ${res.text}`).toEqual([expect.stringMatching(new RegExp(`^Expected .*, actual ${kind}$`))])
    }
  })

  it("401 without the key, 404 for unknown ids and for another account's credential", async () => {
    expect((await call("GET", "/credentials", undefined, null)).status).toBe(401)
    expect((await call("POST", "/credentials", { type: "token", package: "leadflow-custom", token: "x" }, null)).status).toBe(401)
    expect((await call("GET", "/credentials/5fd4371e940df5a34a3888b2")).status).toBe(404)
    expect((await call("GET", "/credentials/not-an-id")).status).toBe(404)
    expect((await call("DELETE", "/credentials/5fd4371e940df5a34a3888b2")).status).toBe(404)
    expect((await call("PUT", "/credentials/5fd4371e940df5a34a3888b2", { type: "token", package: "leadflow-custom", token: "x" })).status).toBe(404)

    const mine = await create({ type: "token", package: "leadflow-custom", token: "mine-only" })
    const other = await server.createAccount("Other")
    expect((await call("GET", `/credentials/${mine.id}`, undefined, other.auth)).status).toBe(404)
    expect((await call("DELETE", `/credentials/${mine.id}`, undefined, other.auth)).status).toBe(404)
    const theirs = await call("GET", "/credentials", undefined, other.auth)
    expect(theirs.json).toEqual([])
    // The account-scoped lookup a submission uses never hands one account's secret to another.
    const borrowed = await server.run(Effect.flatMap(CredentialVault, (vault) => vault.get(mine.id, other.accountId)))
    expect(borrowed).toBeUndefined()
  })

  it("DELETE of an unreferenced credential: 200 with an empty body, then 404", async () => {
    const created = await create({ type: "token", package: "leadflow-custom", token: "bye" })
    const res = await call("DELETE", `/credentials/${created.id}`)
    expect(res.status).toBe(200)
    expect(res.text).toBe("")
    expect((await call("GET", `/credentials/${created.id}`)).status).toBe(404)
    expect(await inClear(created.id)).toBeUndefined()
  })

  it("DELETE of a credential flows reference: 202 with each flow's errors; the flows can still use it", async () => {
    const created = await create({ type: "user", package: "leadflow-custom", username: "u", password: "still-needed" })
    const flowId = "64b7f0c2a1b2c3d4e5f60718"
    const unrelatedId = "64b7f0c2a1b2c3d4e5f60719"
    await server.run(
      Effect.flatMap(Documents, (documents) =>
        Effect.all([
          documents.insert(
            "flows",
            server.accountId,
            flowId,
            {
              name: "Uses the credential",
              enabled: true,
              fields: ["email"],
              sources: [],
              steps: [
                {
                  type: "recipient",
                  id: "abc123",
                  entity: { id: "5fd4371e940df5a34a3888b2", name: "Buyer" },
                  integration: {
                    module_id: "leadflow-custom.outbound.json",
                    mappings: [{ property: "credential_id", value: created.id }]
                  }
                }
              ]
            },
            Date.now()
          ),
          documents.insert("flows", server.accountId, unrelatedId, { name: "Unrelated", enabled: true, fields: [], sources: [], steps: [] }, Date.now())
        ])
      )
    )
    const res = await call("DELETE", `/credentials/${created.id}`)
    expect(res.status).toBe(202)
    const body = res.json as { message: string; results: { count: number; success_flows: unknown[]; error_flows: Array<{ id: string; name: string; errors: string[] }> } }
    expect(typeof body.message).toBe("string")
    expect(body.results.count).toBe(1)
    expect(body.results.success_flows).toEqual([])
    expect(body.results.error_flows).toHaveLength(1)
    expect(body.results.error_flows[0]).toMatchObject({ id: flowId, name: "Uses the credential" })
    expect(body.results.error_flows[0]?.errors[0]).toContain("steps.0.integration.mappings.0.value")
    expect(res.text).not.toContain("still-needed")

    expect((await call("GET", `/credentials/${created.id}`)).status).toBe(404)
    const list = await call("GET", "/credentials")
    expect((list.json as unknown as Array<{ id: string }>).map((c) => c.id)).not.toContain(created.id)
    expect((await call("DELETE", `/credentials/${created.id}`)).status).toBe(404)
    // Flows keep operating as if it existed.
    expect(await inClear(created.id)).toMatchObject({ password: "still-needed" })
  })

  it("a credential of one package is never sent through another package's module: refused on save, never handed to the step at run time", async () => {
    const authorizations: Array<string | undefined> = []
    const buyer = createServer((req, res) => {
      authorizations.push(req.headers.authorization)
      req.resume()
      req.on("end", () => res.writeHead(200, { "content-type": "application/json" }).end('{"outcome":"success"}'))
    })
    await new Promise<void>((done) => buyer.listen(0, "127.0.0.1", () => done()))
    const url = `http://127.0.0.1:${(buyer.address() as AddressInfo).port}/leads`
    const delivery = (credentialId: string) => ({
      module_id: "leadflow-custom.outbound.json",
      mappings: [
        { property: "url", value: url },
        { property: "credential_id", value: credentialId }
      ]
    })
    const flowOf = (name: string, credentialId: string) => ({
      name,
      enabled: true,
      fields: ["email"],
      sources: [{ entity: { id: server.accountId }, integration: { module_id: "leadflow-standard.inbound" } }],
      steps: [{ type: "recipient", entity: { id: server.accountId }, integration: delivery(credentialId) }]
    })
    const foreignMessage = (id: string) =>
      `Credential ${id} belongs to the package leadflow-suppressionlist; leadflow-custom.outbound.json is of leadflow-custom and sends only its own package's credentials`
    try {
      // Saves: a flow reports it at the mapping's value (and cannot be deployed), a pricing service is refused.
      const lists = await create({ type: "user", package: "leadflow-suppressionlist", username: "lists-user", password: "lists-pass" })
      const saved = await call("POST", "/flows", flowOf("Sends another package's credential", lists.id))
      expect(saved.status).toBe(201)
      expect(saved.json?.["errors"]).toEqual({ "steps.0.integration.mappings.1.value": [foreignMessage(lists.id)] })
      expect((await call("POST", `/flows/${String(saved.json?.["id"])}/deploy`)).status).toBe(422)
      const service = await call("POST", "/services", { name: "Priced with another package's credential", integration: { ...delivery(lists.id), mappings: [...delivery(lists.id).mappings, { property: "price_path", value: "price" }] } })
      expect(service.status).toBe(422)
      expect((service.json?.["errors"] as Record<string, unknown>)["integration.mappings.1.value"]).toEqual([foreignMessage(lists.id)])

      // A credential of the module's package: fine; its package cannot change under the flow (422 under `package`).
      const own = await create({ type: "user", package: "leadflow-custom", username: "buyer-user", password: "buyer-pass" })
      const flow = await call("POST", "/flows", flowOf("Sends its own package's credential", own.id))
      expect(flow.json?.["errors"]).toBeUndefined()
      const flowId = String(flow.json?.["id"])
      expect((await call("POST", `/flows/${flowId}/deploy`)).status).toBe(200)
      const moved = await call("PUT", `/credentials/${own.id}`, { type: "user", package: "leadflow-suppressionlist", username: "buyer-user" })
      expect(moved.status).toBe(422)
      expect(moved.json?.["errors"]).toEqual({
        package: [
          `Flow "Sends its own package's credential" (${flowId}) sends it at steps.0.integration.mappings.1.value through leadflow-custom.outbound.json, which sends only credentials of the package leadflow-custom`
        ]
      })
      const submit = async (email: string) => {
        const res = await fetch(`${server.url}/flows/${flowId}/sources/${server.accountId}/submit`, {
          method: "POST",
          headers: { "content-type": "application/json", accept: "application/json" },
          body: JSON.stringify({ email })
        })
        return (await res.json()) as Record<string, unknown>
      }
      expect(await submit("a@example.com")).toMatchObject({ outcome: "success" })
      expect(authorizations).toEqual([`Basic ${Buffer.from("buyer-user:buyer-pass").toString("base64")}`])

      // One stored with another package (before the check): the step ends in error, nothing is sent.
      await server.run(
        Effect.flatMap(Documents, (documents) =>
          Effect.flatMap(documents.get("credentials", server.accountId, own.id), (doc) =>
            doc._tag === "Some"
              ? documents.update("credentials", server.accountId, own.id, { ...doc.value.body, package: "leadflow-suppressionlist" }, Date.now())
              : Effect.die("no credential")
          )
        )
      )
      await new Promise((done) => setTimeout(done, 1_100))
      // The lead is taken; its delivery ends in error with the reason, and the buyer gets nothing.
      const answer = await submit("b@example.com")
      expect(answer).toMatchObject({ outcome: "success" })
      expect(authorizations).toHaveLength(1)
      const events = await server.run(readLeadEvents(server.accountId, String((answer["lead"] as { id: string }).id)))
      expect(events.filter((event) => event.type === "recipient").map((event) => [event.body["outcome"], event.body["reason"]])).toEqual([
        ["error", "credential of the package leadflow-suppressionlist cannot be sent through leadflow-custom"]
      ])
    } finally {
      await new Promise<void>((done) => buyer.close(() => done()))
    }
  })

  it("accepts the vendor media type in Accept, 406 for others, 415 for a non-JSON body", async () => {
    const vendor = await fetch(`${server.url}/credentials`, {
      method: "POST",
      headers: {
        authorization: server.auth,
        "content-type": "application/json",
        accept: "application/vnd.com.leadflow.credential+json"
      },
      body: JSON.stringify({ type: "token", package: "leadflow-custom", token: "vendor" })
    })
    expect(vendor.status).toBe(201)
    const html = await fetch(`${server.url}/credentials`, { headers: { authorization: server.auth, accept: "text/html" } })
    expect(html.status).toBe(406)
    const form = await fetch(`${server.url}/credentials`, {
      method: "POST",
      headers: { authorization: server.auth, "content-type": "application/x-www-form-urlencoded" },
      body: "type=token&package=leadflow-custom&token=x"
    })
    expect(form.status).toBe(415)
  })
}
