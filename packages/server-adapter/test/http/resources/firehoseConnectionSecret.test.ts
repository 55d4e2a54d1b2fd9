import { randomBytes } from "node:crypto"
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type Dialect, startTestServer, type TestServer } from "../TestServer.js"
import { postgresTestDatabase, postgresUrl, skipNotice, sqliteTestDatabase, type TestDatabase } from "../../storage/testDatabases.js"

/**
 * A flow saved before the API refused a firehose `connection_string` (an Azure storage key) holds
 * one in clear: the flows API answers it masked, and the next process started on the database
 * seals it in the flow and its versions and masks it in the flow's changelogs, whose later
 * entries (its deletion) record it masked too.
 */

const dialects: ReadonlyArray<Dialect> = postgresUrl === undefined ? ["sqlite"] : ["sqlite", "postgres"]
if (postgresUrl === undefined) skipNotice("firehose connection strings sealed on PostgreSQL")

const KEY = "AccountKey=az-k3y-hush-8842"
const json = { "content-type": "application/json" }

for (const dialect of dialects)
  describe(`a firehose connection string stored in clear (${dialect})`, () => {
    let database: TestDatabase
    let server: TestServer
    const secret = randomBytes(32).toString("hex")
    beforeAll(async () => {
      database = dialect === "postgres" ? await postgresTestDatabase(postgresUrl ?? "") : await sqliteTestDatabase()
      server = await startTestServer({ dialect, database, secret })
    })
    afterAll(async () => {
      await server.close()
      await database.dispose()
    })

    const stored = (on: TestServer) =>
      on.run(
        Effect.gen(function* () {
          const sql = yield* SqlClient.SqlClient
          return JSON.stringify(yield* Effect.all([sql`SELECT * FROM flows`, sql`SELECT * FROM flow_versions`, sql`SELECT * FROM changelogs`]))
        })
      )

    it("is answered masked, sealed at rest by the next process, and recorded masked", async () => {
      const api = (path: string, init: RequestInit = {}, auth = server.auth) =>
        fetch(`${server.url}${path}`, { ...init, headers: { authorization: auth, ...json, ...init.headers } })
      const flow = {
        name: "Exported",
        enabled: true,
        fields: ["email"],
        sources: [{ entity: { id: server.accountId }, integration: { module_id: "leadflow-standard.inbound" } }],
        steps: []
      }
      const created = await api("/flows", { method: "POST", body: JSON.stringify(flow) })
      expect(created.status).toBe(201)
      const flowId = ((await created.json()) as { id: string }).id
      expect((await api(`/flows/${flowId}/deploy`, { method: "POST" })).status).toBe(200)
      // As an earlier version stored it: the connection string in clear, in the draft, the deployed version and a changelog.
      const firehose = { services: { azure: { enabled: false, bucket: "exports", connection_string: KEY } } }
      const clearText = JSON.stringify({ ...flow, id: flowId, firehose })
      await server.run(
        Effect.gen(function* () {
          const sql = yield* SqlClient.SqlClient
          const asJson = (text: string) => sql.onDialectOrElse({ pg: () => sql`${text}::jsonb`, orElse: () => sql`${text}` })
          yield* sql`UPDATE flows SET body = ${asJson(clearText)} WHERE id = ${flowId}`
          yield* sql`UPDATE flow_versions SET body = ${asJson(clearText)} WHERE flow_id = ${flowId}`
          const log = JSON.stringify({ type: "flow", action: "update", changes: [{ target: "firehose", action: "added", current_value: firehose }], current_revision: { ...JSON.parse(clearText), _id: flowId }, delta_from_last_revision: { firehose }, created_at: new Date().toISOString() })
          yield* sql`INSERT INTO changelogs (account_id, id, created_at, updated_at, version, body) VALUES (${server.accountId}, ${"0123456789abcdef0123cafe"}, ${Date.now()}, ${Date.now()}, 1, ${asJson(log)})`
          // What migration 0032 does on a database whose flows were looked through before.
          yield* sql`DELETE FROM flow_secrets_sealed`
        })
      )
      // Answered masked wherever the flow is shown.
      for (const path of [`/flows/${flowId}`, "/flows", `/flows/${flowId}/versions/1`]) {
        const text = await (await api(path)).text()
        expect(text, path).not.toContain("az-k3y-hush")
      }
      expect(((await (await api(`/flows/${flowId}`)).json()) as { firehose: unknown }).firehose).toEqual({
        services: { azure: { enabled: false, bucket: "exports", connection_string: "****" } }
      })
      expect(await stored(server)).toContain("az-k3y-hush")

      // The next process seals it at rest and masks it in the changelog.
      const auth = server.auth
      await server.close()
      server = await startTestServer({ dialect, database, secret })
      expect(await stored(server)).not.toContain("az-k3y-hush")
      expect(((await (await api(`/flows/${flowId}`, {}, auth)).json()) as { firehose: unknown }).firehose).toEqual({
        services: { azure: { enabled: false, bucket: "exports", connection_string: "****" } }
      })
      // Its deletion is recorded without it.
      expect((await api(`/flows/${flowId}`, { method: "DELETE" }, auth)).status).toBe(200)
      expect(await stored(server)).not.toContain("az-k3y-hush")
      expect(await (await api("/changelogs", {}, auth)).text()).not.toContain("az-k3y-hush")
    })
  })
