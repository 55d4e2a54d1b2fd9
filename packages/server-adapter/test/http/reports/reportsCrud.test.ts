import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type Dialect, postgresAvailable, startTestServer, type TestServer } from "../TestServer.js"
import { api } from "./fixtures.js"

interface ReportBody {
  readonly id: string
  readonly name: string
  readonly token: string | null
  readonly columns: ReadonlyArray<string>
  readonly rules: ReadonlyArray<unknown>
  readonly group_by: ReadonlyArray<string>
  readonly created_at: string
  readonly updated_at: string
}

const dialects: ReadonlyArray<Dialect> = ["sqlite", "postgres"]

for (const dialect of dialects) {
  describe.skipIf(dialect === "postgres" && !postgresAvailable)(`reports CRUD and sharing (${dialect})`, () => {
    let server: TestServer
    beforeAll(async () => {
      server = await startTestServer({ dialect })
    })
    afterAll(() => server.close())

    const create = async (body: Record<string, unknown>) => {
      const res = await api(server, "POST", "/reports", body)
      expect(res.status, res.text).toBe(201)
      return res.body as ReportBody
    }

    it("creates (201, name trimmed), lists, gets, updates and deletes a report", async () => {
      const created = await create({
        name: "  Daily sources \t",
        description: "per source",
        columns: ["source-submitted", "source-success", "cost"],
        rules: [{ lhv: "vars.flow.id", op: "is equal to", rhv: "5f00000000000000000000f1" }],
        group_by: ["vars.source.id"],
        token: "ignored"
      })
      expect(created).toMatchObject({
        name: "Daily sources",
        description: "per source",
        columns: ["source-submitted", "source-success", "cost"],
        group_by: ["vars.source.id"],
        token: null
      })
      expect(created.id).toMatch(/^[0-9a-f]{24}$/)
      expect(Date.parse(created.created_at)).not.toBeNaN()

      const list = await api(server, "GET", "/reports")
      expect(list.status).toBe(200)
      expect((list.body as ReadonlyArray<ReportBody>).map((r) => r.id)).toContain(created.id)

      const got = await api(server, "GET", `/reports/${created.id}`)
      expect(got.status).toBe(200)
      expect(got.body).toEqual(created)

      const updated = await api(server, "PUT", `/reports/${created.id}`, {
        name: " Renamed ",
        columns: ["revenue"],
        token: "not-a-token"
      })
      expect(updated.status, updated.text).toBe(200)
      expect(updated.body).toMatchObject({ id: created.id, name: "Renamed", columns: ["revenue"], token: null, rules: [], group_by: [] })

      const removed = await api(server, "DELETE", `/reports/${created.id}`)
      expect(removed.status).toBe(200)
      expect(removed.body).toMatchObject({ id: created.id, name: "Renamed" })
      expect((await api(server, "GET", `/reports/${created.id}`)).status).toBe(404)
      expect((await api(server, "DELETE", `/reports/${created.id}`)).status).toBe(404)
      expect((await api(server, "PUT", `/reports/${created.id}`, { name: "x" })).status).toBe(404)
    })

    it("keeps names unique per account (422 name: must be unique), after trimming", async () => {
      const first = await create({ name: "Unique one" })
      const again = await api(server, "POST", "/reports", { name: "  Unique one  " })
      expect(again.status).toBe(422)
      expect(again.body).toMatchObject({ errors: { name: ["must be unique"] } })
      const other = await create({ name: "Unique two" })
      const clash = await api(server, "PUT", `/reports/${other.id}`, { name: "Unique one" })
      expect(clash.status).toBe(422)
      expect(clash.body).toMatchObject({ errors: { name: ["must be unique"] } })
      // Renaming a report to its own name is no clash; another account may use the name.
      expect((await api(server, "PUT", `/reports/${first.id}`, { name: "Unique one" })).status).toBe(200)
      const someone = await server.createAccount("Other")
      expect((await api(server, "POST", "/reports", { name: "Unique one" }, { auth: someone.auth })).status).toBe(201)
    })

    it("answers 422 for a missing or blank name, unknown columns, bad rules and group_by", async () => {
      const cases: ReadonlyArray<[unknown, string]> = [
        [{}, "name"],
        [{ name: "   " }, "name"],
        [{ name: "c1", columns: ["source-submitted", "nope"] }, "columns.1"],
        [{ name: "c2", rules: [{ lhv: "outcome", op: "is like", rhv: "x" }] }, "rules.0.op"],
        [{ name: "c3", rules: [{ lhv: "outcome", op: "is equal to" }] }, "rules.0.rhv"],
        [{ name: "c4", rules: { lhv: "outcome" } }, "rules"],
        [{ name: "c5", group_by: ["vars..source"] }, "group_by.0"],
        // A member a report does not have is refused, not dropped (a report has no time zone).
        [{ name: "c6", timezone: "America/Chicago" }, "timezone"]
      ]
      for (const [body, field] of cases) {
        const res = await api(server, "POST", "/reports", body)
        expect(res.status, JSON.stringify(body)).toBe(422)
        expect(Object.keys((res.body as { errors: Record<string, unknown> }).errors), JSON.stringify(res.body)).toContain(field)
      }
      // A value outside a list of choices is one message naming them all, not one per choice.
      const choice = await api(server, "POST", "/reports", { name: "c7", columns: ["nope"] })
      const messages = (choice.body as { errors: Record<string, ReadonlyArray<string>> }).errors["columns.0"]
      expect(messages).toHaveLength(1)
      expect(messages?.[0]).toMatch(/^Expected "source-submitted" \| "source-success" \| .*, actual "nope"$/)
      const report = await create({ name: "To update badly" })
      const bad = await api(server, "PUT", `/reports/${report.id}`, { name: "ok", rules: [{ lhv: "type", op: "bogus" }] })
      expect(bad.status).toBe(422)
      expect(Object.keys((bad.body as { errors: Record<string, unknown> }).errors)).toContain("rules.0.op")
      // The reference's operator spellings are accepted.
      const aliased = await create({ name: "Aliased", rules: [{ lhv: "cost", op: "is greater than or equal", rhv: 1 }] })
      expect(aliased.rules).toEqual([{ lhv: "cost", op: "is greater than or equal to", rhv: 1 }])
    })

    it("bounds a definition (422 by field) on create, update and preview, so no run fails for its size", async () => {
      const errorsOf = (res: { readonly body: unknown }) => (res.body as { errors: Record<string, ReadonlyArray<string>> }).errors
      const items = (n: number) => Array.from({ length: n }, (_, i) => `item-${i}`)
      const paths = (n: number) => Array.from({ length: n }, (_, i) => `vars.lead.f${i}`)
      const report = await create({ name: "Bounded" })
      const cases: ReadonlyArray<[Record<string, unknown>, string, RegExp]> = [
        [{ name: "n".repeat(256) }, "name", /at most 255 characters/],
        [{ name: "d", description: "d".repeat(2001) }, "description", /at most 2000 characters/],
        [{ name: "g", group_by: paths(21) }, "group_by", /at most 20 paths/],
        [{ name: "r", rules: [{ lhv: "type", op: "is included in", rhv: items(1001) }] }, "rules.0.rhv", /at most 1000 items/],
        [{ name: "m", rules: Array.from({ length: 101 }, () => ({ lhv: "type", op: "is not blank" })) }, "rules", /at most 100 rules/],
        [{ name: "c", columns: ["cost", "cost"] }, "columns.1", /^cost appears twice$/],
        [{ name: "p", group_by: ["vars.flow.id", "outcome", "vars.flow.id"] }, "group_by.2", /^vars.flow.id appears twice$/]
      ]
      for (const [body, field, message] of cases) {
        for (const [method, path] of [
          ["POST", "/reports"],
          ["PUT", `/reports/${report.id}`],
          ["POST", "/reports/preview"]
        ] as const) {
          // A preview's name is not stored, so it is not bounded.
          if (method === "POST" && path === "/reports/preview" && field === "name") continue
          const res = await api(server, method, path, body)
          expect(res.status, `${method} ${path} ${field}`).toBe(422)
          expect(errorsOf(res)[field]?.[0], `${method} ${path} ${field}: ${res.text}`).toMatch(message)
        }
      }
      // At the bounds, a report saves and runs; its lists are bound as one parameter each, so
      // 70 lists of 1,000 items (more than either database's parameter limit) still run.
      const full = await create({
        name: "n".repeat(255),
        description: "d".repeat(2000),
        group_by: paths(20),
        rules: Array.from({ length: 70 }, () => ({ lhv: "type", op: "is included in", rhv: items(1000) }))
      })
      expect(full.name).toHaveLength(255)
      const ran = await api(server, "GET", `/reports/${full.id}/run`)
      expect(ran.status, ran.text).toBe(200)
      const notIn = await api(server, "POST", "/reports/preview", {
        rules: Array.from({ length: 70 }, () => ({ lhv: "vars.source.id", op: "is not included in", rhv: items(1000) }))
      })
      expect(notIn.status, notIn.text).toBe(200)
    })

    it("needs the key for everything but a token; an id without a key is 401", async () => {
      const report = await create({ name: "Private" })
      for (const [method, path] of [
        ["GET", "/reports"],
        ["POST", "/reports"],
        ["GET", `/reports/${report.id}`],
        ["PUT", `/reports/${report.id}`],
        ["DELETE", `/reports/${report.id}`],
        ["GET", `/reports/${report.id}/share`],
        ["PUT", `/reports/${report.id}/unshare`],
        ["GET", `/reports/${report.id}/run`],
        ["GET", `/reports/${report.id}/meta`],
        ["POST", "/reports/preview"]
      ] as const) {
        const res = await api(server, method, path, method === "POST" || method === "PUT" ? { name: "x" } : undefined, { auth: null })
        expect(res.status, `${method} ${path}`).toBe(401)
      }
      // Another account's key does not reach this account's report.
      const someone = await server.createAccount("Stranger")
      expect((await api(server, "GET", `/reports/${report.id}`, undefined, { auth: someone.auth })).status).toBe(404)
      expect((await api(server, "GET", `/reports/${report.id}/share`, undefined, { auth: someone.auth })).status).toBe(404)
    })

    it("shares with a new unguessable token each call; the old token stops working; unshare clears it", async () => {
      const report = await create({ name: "Shared" })
      const first = await api(server, "PUT", `/reports/${report.id}/share`)
      expect(first.status).toBe(200)
      const token1 = (first.body as { token: string }).token
      expect(token1).toMatch(/^[A-Za-z0-9_-]{43}$/)
      const byToken = await api(server, "GET", `/reports/${token1}`, undefined, { auth: null })
      expect(byToken.status).toBe(200)
      expect(byToken.body).toMatchObject({ id: report.id, name: "Shared", token: token1 })
      expect((await api(server, "GET", `/reports/${token1}/run`, undefined, { auth: null })).status).toBe(200)
      expect((await api(server, "GET", `/reports/${token1}/meta`, undefined, { auth: null })).status).toBe(200)

      const second = await api(server, "GET", `/reports/${report.id}/share`)
      expect(second.status).toBe(200)
      const token2 = (second.body as { token: string }).token
      expect(token2).not.toBe(token1)
      expect((await api(server, "GET", `/reports/${token1}`, undefined, { auth: null })).status).toBe(404)
      expect((await api(server, "GET", `/reports/${token1}/run`, undefined, { auth: null })).status).toBe(404)
      expect((await api(server, "GET", `/reports/${token2}`, undefined, { auth: null })).status).toBe(200)
      expect((await api(server, "GET", `/reports/${report.id}`)).body).toMatchObject({ token: token2 })

      // An update keeps the token (and ignores one in the body).
      const updated = await api(server, "PUT", `/reports/${report.id}`, { name: "Shared", token: null })
      expect(updated.body).toMatchObject({ token: token2 })

      const unshared = await api(server, "GET", `/reports/${report.id}/unshare`)
      expect(unshared.status).toBe(200)
      expect(unshared.body).toEqual({ token: null })
      expect((await api(server, "GET", `/reports/${token2}`, undefined, { auth: null })).status).toBe(404)
      expect((await api(server, "GET", `/reports/${report.id}`)).body).toMatchObject({ token: null })
      expect((await api(server, "PUT", `/reports/${report.id}/unshare`)).body).toEqual({ token: null })

      // Deleting a shared report retires its token.
      const third = (await api(server, "PUT", `/reports/${report.id}/share`)).body as { token: string }
      expect((await api(server, "DELETE", `/reports/${report.id}`)).status).toBe(200)
      expect((await api(server, "GET", `/reports/${third.token}`, undefined, { auth: null })).status).toBe(404)
      expect((await api(server, "GET", `/reports/${report.id}/share`)).status).toBe(404)
      expect((await api(server, "GET", `/reports/${report.id}/unshare`)).status).toBe(404)
    })

    it("serves the metadata of a shared report", async () => {
      const report = await create({
        name: "Meta",
        description: "about",
        columns: ["cost", "ping-win-rate"],
        rules: [{ lhv: "vars.source.id", op: "is equal to", rhv: "5f00000000000000000000a1" }],
        group_by: ["vars.flow.id"]
      })
      const { token } = (await api(server, "PUT", `/reports/${report.id}/share`)).body as { token: string }
      const meta = await api(server, "GET", `/reports/${token}/meta`, undefined, { auth: null })
      expect(meta.status).toBe(200)
      expect(meta.body).toMatchObject({
        token,
        account_name: "Test Account",
        name: "Meta",
        description: "about",
        columns: ["cost", "ping-win-rate"],
        group_by: ["vars.flow.id"],
        column_definitions: [
          { name: "cost", description: expect.any(String) },
          { name: "ping-win-rate", description: expect.stringContaining("won") }
        ],
        vars: [{ id: "vars.source.id" }, { id: "vars.flow.id" }],
        flows: [],
        entities: [{ id: "5f00000000000000000000a1", name: null }]
      })
      expect((await api(server, "GET", `/reports/not-a-token/meta`, undefined, { auth: null })).status).toBe(404)
    })

    it("lists the reports endpoints in the OpenAPI document", async () => {
      const doc = (await api(server, "GET", "/openapi.json")).body as { paths: Record<string, unknown> }
      expect(Object.keys(doc.paths)).toEqual(
        expect.arrayContaining(["/reports", "/reports/preview", "/reports/{id}", "/reports/{id}/share", "/reports/{id}/unshare", "/reports/{id}/run", "/reports/{id}/meta"])
      )
      // Each share yields a new token (spec: "each call yields a new token"); none is kept.
      const share = (doc.paths["/reports/{id}/share"] as { put: { description: string } }).put.description
      expect(share).toMatch(/new share token/)
      expect(share).not.toMatch(/kept/)
    })
  })
}
