import { randomBytes } from "node:crypto"
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type Echo, startEchoBuyer } from "../EchoBuyer.js"
import { type Dialect, startTestServer, type TestServer } from "../TestServer.js"
import { postgresTestDatabase, postgresUrl, skipNotice, sqliteTestDatabase, type TestDatabase } from "../../storage/testDatabases.js"

/**
 * Secrets typed into a flow (a step's `header.X-Api-Key`, a `basic_password`, a URL with a
 * password, a destination's webhook with a key) are stored sealed and answered masked by every
 * API that shows a flow: the flow, the list, a deployed version, changelogs, destinations. A PUT
 * that sends the mask back keeps the secret; the buyer keeps getting it. Flows stored in clear by
 * an earlier version are sealed at start.
 */

const HEADER_KEY = "hdr-secret-7f3a91"
const PASSWORD = "basic-secret-c4d2e8"
const URL_PASSWORD = "url-secret-5b6e0f"
const HOOK_KEY = "hook-secret-9a1c33"
const NEW_KEY = "hdr-secret-rotated-2e77"
const SECRETS = [HEADER_KEY, PASSWORD, URL_PASSWORD, HOOK_KEY, NEW_KEY]

const dialects: ReadonlyArray<Dialect> = postgresUrl === undefined ? ["sqlite"] : ["sqlite", "postgres"]
if (postgresUrl === undefined) skipNotice("flow secrets on PostgreSQL")

const json = { "content-type": "application/json" }

const flowOf = (accountId: string, port: number) => ({
  name: "Keyed buyer",
  enabled: true,
  fields: ["email"],
  sources: [{ entity: { id: accountId }, integration: { module_id: "leadflow-standard.inbound" } }],
  steps: [
    {
      type: "recipient",
      id: "keyed1",
      entity: { id: accountId },
      integration: {
        module_id: "leadflow-custom.outbound.json",
        mappings: [
          { property: "url", value: `http://jane:${URL_PASSWORD}@127.0.0.1:${port}/leads` },
          { property: "header.X-Api-Key", value: HEADER_KEY },
          { property: "basic_username", value: "jane" },
          { property: "basic_password", value: PASSWORD },
          { property: "json_property.email", value: "{{lead.email}}" }
        ]
      }
    }
  ],
  destinations: [
    {
      name: "Hook",
      instance_id: "hook1",
      actions: [{ name: "Post", action_id: "post1", webhook_url: `https://hooks.example.com/in?api_key=${HOOK_KEY}` }]
    }
  ]
})

/** Every table that holds a flow, as text. */
const storedText = (server: TestServer) =>
  server.run(
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const rows = yield* Effect.all([
        sql`SELECT body FROM flows`,
        sql`SELECT body FROM flow_versions`,
        sql`SELECT body FROM changelogs`
      ])
      return JSON.stringify(rows)
    })
  )

const expectNoSecret = (text: string, secrets: ReadonlyArray<string> = SECRETS) => {
  for (const secret of secrets) expect(text).not.toContain(secret)
}

for (const dialect of dialects)
  describe(`secrets typed into a flow (${dialect})`, () => {
    let database: TestDatabase
    let server: TestServer
    let buyer: Echo
    const secret = randomBytes(32).toString("hex")
    beforeAll(async () => {
      database = dialect === "postgres" ? await postgresTestDatabase(postgresUrl ?? "") : await sqliteTestDatabase()
      server = await startTestServer({ dialect, database, secret })
      buyer = await startEchoBuyer()
    })
    afterAll(async () => {
      await buyer.close()
      await server.close()
      await database.dispose()
    })

    const api = (path: string, init: RequestInit = {}) =>
      fetch(`${server.url}${path}`, { ...init, headers: { authorization: server.auth, ...json, ...init.headers } })
    const submit = async (flowId: string, email: string) => {
      const before = buyer.received.length
      const res = await fetch(`${server.url}/flows/${flowId}/sources/${server.accountId}/submit`, {
        method: "POST",
        headers: json,
        body: JSON.stringify({ email })
      })
      expect(res.status).toBe(201)
      expect(buyer.received.length).toBe(before + 1)
      return buyer.received[before]
    }
    const basic = (password: string) => `Basic ${Buffer.from(`jane:${password}`).toString("base64")}`

    it("answers them masked everywhere, stores them sealed, and keeps them when the mask is sent back", async () => {
      const created = await api("/flows", { method: "POST", body: JSON.stringify(flowOf(server.accountId, buyer.port)) })
      const createdText = await created.text()
      expect(created.status, createdText).toBe(201)
      expectNoSecret(createdText)
      const flow = JSON.parse(createdText) as { id: string; version: number; updated_at: string; steps: Array<{ integration: { mappings: Array<{ property: string; value: unknown }> } }> }
      expect(flow.steps[0]?.integration.mappings).toEqual([
        { property: "url", value: `http://jane:****@127.0.0.1:${buyer.port}/leads` },
        { property: "header.X-Api-Key", value: "****" },
        { property: "basic_username", value: "jane" },
        { property: "basic_password", value: "****" },
        { property: "json_property.email", value: "{{lead.email}}" }
      ])
      expect((await api(`/flows/${flow.id}/deploy`, { method: "POST" })).status).toBe(200)

      // The buyer gets every secret as typed.
      const first = await submit(flow.id, "one@example.com")
      expect(first?.headers["x-api-key"]).toBe(HEADER_KEY)
      expect(first?.headers["authorization"]).toBe(basic(PASSWORD))

      // The editor's round trip: GET, change the name, PUT what it read (masks and all).
      const read = (await (await api(`/flows/${flow.id}`)).json()) as Record<string, unknown>
      const renamed = await api(`/flows/${flow.id}`, { method: "PUT", body: JSON.stringify({ ...read, name: "Renamed" }) })
      const renamedText = await renamed.text()
      expect(renamed.status, renamedText).toBe(200)
      expectNoSecret(renamedText)
      expect((await api(`/flows/${flow.id}/deploy`, { method: "POST" })).status).toBe(200)
      const second = await submit(flow.id, "two@example.com")
      expect(second?.headers["x-api-key"]).toBe(HEADER_KEY)
      expect(second?.headers["authorization"]).toBe(basic(PASSWORD))

      // A new key replaces the stored one; the other secrets are kept.
      const current = (await (await api(`/flows/${flow.id}`)).json()) as typeof flow
      const steps = current.steps.map((step) => ({
        ...step,
        integration: {
          ...step.integration,
          mappings: step.integration.mappings.map((m) => (m.property === "header.X-Api-Key" ? { ...m, value: NEW_KEY } : m))
        }
      }))
      const rotated = await api(`/flows/${flow.id}`, { method: "PUT", body: JSON.stringify({ ...current, steps }) })
      expect(rotated.status, await rotated.text()).toBe(200)
      expect((await api(`/flows/${flow.id}/deploy`, { method: "POST" })).status).toBe(200)
      const third = await submit(flow.id, "three@example.com")
      expect(third?.headers["x-api-key"]).toBe(NEW_KEY)
      expect(third?.headers["authorization"]).toBe(basic(PASSWORD))

      // Nothing the API shows of the flow holds a secret.
      for (const path of [
        "/flows",
        `/flows/${flow.id}`,
        `/flows/${flow.id}/versions/1`,
        `/flows/${flow.id}/versions/3`,
        `/flows/${flow.id}/changelogs`,
        "/changelogs",
        "/destinations"
      ]) {
        const res = await api(path)
        const text = await res.text()
        expect(res.status, `${path}: ${text}`).toBe(200)
        expectNoSecret(text)
      }
      // The changelog still says that the key changed.
      const logs = (await (await api(`/flows/${flow.id}/changelogs`)).json()) as Array<{ changes: Array<{ target: string }> }>
      expect(logs.some((log) => log.changes.some((c) => c.target === "steps.0.integration.mappings.1.value"))).toBe(true)
      // Nor does anything stored.
      expectNoSecret(await storedText(server))
      // The destination keeps its address, its key masked.
      const destinations = await (await api("/destinations")).text()
      expect(destinations).toContain("https://hooks.example.com/in?api_key=****")
    })

    it("keeps a credential id as written, and deleting that credential answers 202 naming the flow", async () => {
      const credential = await api("/credentials", {
        method: "POST",
        body: JSON.stringify({ type: "user", package: "leadflow-custom", username: "jane", password: "cred-secret-1f2e" })
      })
      expect(credential.status).toBe(201)
      const credentialId = ((await credential.json()) as { id: string }).id
      const body = flowOf(server.accountId, buyer.port)
      const withCredential = {
        ...body,
        steps: body.steps.map((step) => ({
          ...step,
          integration: {
            ...step.integration,
            mappings: [
              ...step.integration.mappings.filter((m) => !m.property.startsWith("basic_")),
              { property: "credential_id", value: credentialId }
            ]
          }
        }))
      }
      const created = await api("/flows", { method: "POST", body: JSON.stringify(withCredential) })
      const text = await created.text()
      expect(created.status, text).toBe(201)
      expect(text).toContain(credentialId)
      const removed = await api(`/credentials/${credentialId}`, { method: "DELETE" })
      expect(removed.status).toBe(202)
    })

    it("answers 422, never 5xx, to a value that imitates a sealed one, and quotes no secret in a flow's errors", async () => {
      const imitation = await api("/flows", { method: "POST", body: JSON.stringify({ ...flowOf(server.accountId, buyer.port), name: "leadflow-sealed:hello" }) })
      expect(imitation.status).toBe(422)
      expect(((await imitation.json()) as { errors: Record<string, unknown> }).errors).toHaveProperty("name")
      expect((await api("/flows")).status).toBe(200)

      // A webhook that is not http(s) is an error of the flow, quoted with its key masked.
      const body = flowOf(server.accountId, buyer.port)
      const ftp = { ...body, destinations: [{ name: "Hook", instance_id: "hook2", actions: [{ name: "Post", action_id: "post2", webhook_url: `ftp://hooks.example.com/in?api_key=${HOOK_KEY}` }] }] }
      const created = await api("/flows", { method: "POST", body: JSON.stringify(ftp) })
      const text = await created.text()
      expect(created.status, text).toBe(201)
      expect(text).toContain("is not an http(s) URL")
      expectNoSecret(text)
    })

    it("stores a pricing service's secrets sealed and answers them masked", async () => {
      const created = await api("/services", {
        method: "POST",
        body: JSON.stringify({
          name: "Pricer",
          integration: {
            module_id: "leadflow-custom.outbound.json",
            mappings: [
              { property: "url", value: `http://127.0.0.1:${buyer.port}/price?api_key=${HOOK_KEY}` },
              { property: "header.X-Api-Key", value: HEADER_KEY }
            ]
          }
        })
      })
      const text = await created.text()
      expect(created.status, text).toBe(201)
      expectNoSecret(text)
      const service = JSON.parse(text) as { id: string; updated_at: string }
      expect(text).toContain(`/price?api_key=****`)
      const stored = await server.run(
        Effect.flatMap(SqlClient.SqlClient, (sql) => sql`SELECT body FROM pricing_services WHERE id = ${service.id}`)
      )
      expectNoSecret(JSON.stringify(stored))
      // Sent back as answered: kept.
      const again = await api(`/services/${service.id}`, { method: "PUT", body: text })
      expect(again.status, await again.text()).toBe(200)
      const after = await server.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql`SELECT body FROM pricing_services WHERE id = ${service.id}`))
      expect(JSON.stringify(after)).toBe(JSON.stringify(stored))
    })

    it("refuses the mask where the flow stores no secret to keep", async () => {
      const body = flowOf(server.accountId, buyer.port)
      const masked = {
        ...body,
        steps: body.steps.map((step) => ({
          ...step,
          integration: {
            ...step.integration,
            mappings: step.integration.mappings.map((m) => (m.property === "basic_password" ? { ...m, value: "****" } : m))
          }
        }))
      }
      const res = await api("/flows", { method: "POST", body: JSON.stringify(masked) })
      const answer = (await res.json()) as { errors?: Record<string, ReadonlyArray<string>> }
      expect(res.status).toBe(422)
      expect(answer.errors?.["steps.0.integration.mappings.3.value"]?.[0]).toMatch(/masked secret/)
    })

    it("seals at start what a flow stored in clear before", async () => {
      // A flow as an earlier version stored it: secrets in clear in the draft, the deployed
      // version and a changelog.
      const created = await api("/flows", { method: "POST", body: JSON.stringify({ ...flowOf(server.accountId, buyer.port), name: "Old" }) })
      expect(created.status).toBe(201)
      const flowId = ((await created.json()) as { id: string }).id
      expect((await api(`/flows/${flowId}/deploy`, { method: "POST" })).status).toBe(200)
      const clearBody = { ...flowOf(server.accountId, buyer.port), name: "Old", id: flowId }
      const clearText = JSON.stringify(clearBody)
      await server.run(
        Effect.gen(function* () {
          const sql = yield* SqlClient.SqlClient
          const asJson = sql.onDialectOrElse({ pg: () => sql`${clearText}::jsonb`, orElse: () => sql`${clearText}` })
          yield* sql`UPDATE flows SET body = ${asJson} WHERE id = ${flowId}`
          yield* sql`UPDATE flow_versions SET body = ${asJson} WHERE flow_id = ${flowId}`
          const log = JSON.stringify({ type: "flow", action: "create", changes: [], current_revision: { ...clearBody, _id: flowId }, delta_from_last_revision: {}, created_at: new Date().toISOString() })
          const logJson = sql.onDialectOrElse({ pg: () => sql`${log}::jsonb`, orElse: () => sql`${log}` })
          yield* sql`INSERT INTO changelogs (account_id, id, created_at, updated_at, version, body) VALUES (${server.accountId}, ${"0123456789abcdef01234567"}, ${Date.now()}, ${Date.now()}, 1, ${logJson})`
          yield* sql`DELETE FROM flow_secrets_sealed`
        })
      )
      expect(await storedText(server)).toContain(HEADER_KEY)

      // A process started on the database seals them, and the flow still delivers them.
      const next = await startTestServer({ dialect, database, secret })
      try {
        expectNoSecret(await storedText(next))
        const res = await fetch(`${next.url}/flows/${flowId}/sources/${server.accountId}/submit`, {
          method: "POST",
          headers: json,
          body: JSON.stringify({ email: "old@example.com" })
        })
        expect(res.status).toBe(201)
        const sent = buyer.received.at(-1)
        expect(sent?.headers["x-api-key"]).toBe(HEADER_KEY)
        expect(sent?.headers["authorization"]).toBe(basic(PASSWORD))
      } finally {
        await next.close()
      }
    })
  })
