import { OpenApi } from "@effect/platform"
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import fc from "fast-check"
import { createHash } from "node:crypto"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { MainApi } from "@leadflow/api"
import { rawRequest } from "../submission/rawRequest.js"
import { type Dialect, postgresAvailable, startTestServer, type TestServer } from "../TestServer.js"
import { bodyFor, knownParams, pathId, prototypeSweep, queryFor, type Sent, submission } from "./arbitraries.js"
import { createRecords, realIdFor, type Records } from "./records.js"

/**
 * Random and malformed input sent to every endpoint the OpenAPI document lists (so that a new
 * endpoint is covered without editing this file), aimed at real records half of the time:
 *
 * - every write endpoint gets random, near-valid and broken bodies (multipart among them, and
 *   nesting up to 100,000 deep): never a 5xx, always a JSON answer, and an error answer changes
 *   nothing (every table's rows are as before);
 * - every read endpoint gets odd query strings (some past the URL limit): never a 5xx, JSON answers;
 * - the submission URLs get random bodies, content types and Accept headers: never a 5xx, only
 *   the documented 400/404/406/413/415 errors (plain text or JSON), nothing stored on error.
 *
 * `FUZZ_SEED` replays a run (the seed is printed), `FUZZ_RUNS` sets the runs per endpoint.
 */

const seed = Number(process.env["FUZZ_SEED"] ?? Math.floor(Math.random() * 2 ** 31))
const numRuns = Number(process.env["FUZZ_RUNS"] ?? 20)
const settings = { seed, numRuns }

type Method = "GET" | "POST" | "PUT" | "PATCH"

interface Operation {
  readonly method: Method
  readonly path: string
  readonly query: ReadonlyArray<string>
}

interface Parameter {
  readonly name: string
  readonly in: string
}

/** The operations, read from the API's OpenAPI document at collection time (one test each). */
const operations: ReadonlyArray<Operation> = (() => {
  const spec = OpenApi.fromApi(MainApi) as unknown as {
    readonly paths: Record<string, Record<string, { readonly parameters?: ReadonlyArray<Parameter> }>>
  }
  const found: Array<Operation> = []
  for (const [path, item] of Object.entries(spec.paths))
    for (const method of ["get", "post", "put", "patch"] as const) {
      const operation = item[method]
      if (operation === undefined) continue
      const query = (operation.parameters ?? []).filter((p) => p.in === "query").map((p) => p.name)
      found.push({ method: method.toUpperCase() as Method, path, query })
    }
  return found
})()

/** GET answers that are not JSON by design (a file, a script, a page). */
const notJson = new Set(["/cert/certform.js", "/cert/demo", "/batch/files/{id}/download", "/docs"])

/** A digest of every table's rows, to prove an error stored and changed nothing. */
const snapshot = (dialect: Dialect) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    // When a key was last used is noted as it authenticates (once a minute), refused request or not.
    const rowsOf = (name: string) =>
      name === "api_keys"
        ? sql`(SELECT id, account_id, name, scope, key_hash, prefix, created_at, revoked_at FROM api_keys)`
        : sql(name)
    if (dialect === "postgres") {
      // One statement for every table: the database digests its rows (a round trip per table is slow).
      const tables = yield* sql<{ readonly name: string }>`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() ORDER BY 1`
      const rows = yield* sql<{ readonly name: string; readonly n: unknown; readonly h: string | null }>`${sql.join(" UNION ALL ", false)(
        tables.map(({ name }) => sql`SELECT ${name} AS name, COUNT(*) AS n, md5(COALESCE(string_agg(t::text, '|' ORDER BY t::text), '')) AS h FROM ${rowsOf(name)} t`)
      )}`
      return Object.fromEntries(rows.map((row) => [row.name, `${String(row.n)} rows ${row.h ?? ""}`]))
    }
    const tables = yield* sql<{ readonly name: string }>`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`
    const digests: Record<string, string> = {}
    for (const { name } of tables) {
      const rows = yield* sql`SELECT * FROM ${rowsOf(name)}`
      const texts = rows.map((row) => JSON.stringify(row, (_key, value: unknown) => (typeof value === "bigint" ? value.toString() : value)))
      digests[name] = `${rows.length} rows ${createHash("sha1").update(texts.sort().join("\n")).digest("hex")}`
    }
    return digests
  })

const fill = (path: string, records: Records, useReal: boolean, random: string): string =>
  path.replace(/\{([^}]+)\}/g, (_match, param: string) => (useReal ? (realIdFor(records, path, param) ?? random) : random))

/** The ids of the real records, as query values. */
const realIds = (records: Records): ReadonlyArray<string> =>
  Object.values(records).filter((value): value is string => typeof value === "string")

const isJson = (type: string | null): boolean => /json/i.test(type ?? "")

/** With `FUZZ_STATS=1`, the statuses each endpoint answered are printed (to see real records reached). */
const statuses = new Map<string, Map<number, number>>()
const count = (endpoint: string, status: number): void => {
  const counts = statuses.get(endpoint) ?? new Map<number, number>()
  counts.set(status, (counts.get(status) ?? 0) + 1)
  statuses.set(endpoint, counts)
}

const dialects: ReadonlyArray<Dialect> = ["sqlite", "postgres"]

for (const dialect of dialects)
describe.skipIf(dialect === "postgres" && !postgresAvailable)(`every endpoint under random and malformed input, ${dialect} (FUZZ_SEED=${seed})`, () => {
  let server: TestServer
  let records: Records
  beforeAll(async () => {
    // Printed so that a failure can be replayed.
    console.log(`fuzz seed ${seed} (FUZZ_SEED=${seed} replays it), ${numRuns} runs per endpoint`)
    server = await startTestServer({ dialect })
    records = await createRecords(server)
  })
  afterAll(async () => {
    if (process.env["FUZZ_STATS"] !== undefined)
      for (const [endpoint, counts] of statuses)
        console.log(endpoint, [...counts].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`).join(" "))
    await server.close()
  })

  it("lists the endpoints", () => {
    expect(operations.filter((o) => o.method !== "GET").length).toBeGreaterThan(20)
  })

  /** Send one body; never a 5xx, always JSON, and an error changes nothing. */
  const sendBody = async (operation: Operation, path: string, sent: Sent): Promise<void> => {
    const before = await server.run(snapshot(dialect))
    const headers: Record<string, string> = { authorization: server.auth }
    if (sent.type !== undefined) headers["content-type"] = sent.type
    const res = await fetch(`${server.url}${path}`, { method: operation.method, headers, body: sent.text })
    const text = await res.text()
    count(`${operation.method} ${operation.path}`, res.status)
    const where = `${operation.method} ${path} ${sent.type} ${JSON.stringify(sent.text.slice(0, 300))} → ${res.status} ${text.slice(0, 300)}`
    expect(res.status, where).toBeLessThan(500)
    if (res.status === 204) return
    expect(res.headers.get("content-type") ?? "", where).toMatch(/json/)
    const answer = JSON.parse(text) as Record<string, unknown>
    if (res.status >= 400) {
      expect("error" in answer || "errors" in answer || "outcome" in answer, where).toBe(true)
      expect(await server.run(snapshot(dialect)), where).toEqual(before)
    }
  }

  describe("write endpoints: random and near-valid bodies", () => {
    for (const operation of operations.filter((o) => o.method !== "GET"))
      it(`${operation.method} ${operation.path}`, async () => {
        await fc.assert(
          fc.asyncProperty(fc.boolean(), pathId, bodyFor(records.validBodies[operation.path]), (useReal, id, sent: Sent) =>
            sendBody(operation, fill(operation.path, records, useReal, id), sent)
          ),
          settings
        )
      }, 60_000)
  })

  describe("write endpoints: valid documents with prototype names in every place", () => {
    for (const operation of operations.filter((o) => o.method !== "GET"))
      it(`${operation.method} ${operation.path}`, async () => {
        const valid = records.validBodies[operation.path]
        if (valid === undefined) return
        for (const text of prototypeSweep(valid))
          await sendBody(operation, fill(operation.path, records, true, "5e0be1000000000000000099"), { type: "application/json", text })
      }, 60_000)
  })

  describe("the submission URLs", () => {
    // 414 and 431: a query string past the URL limit.
    const documented = [200, 201, 303, 400, 404, 406, 413, 414, 415, 431]
    it("never 5xx; only documented errors, as JSON (XML when asked), storing nothing", async () => {
      const targets = fc.oneof(
        { weight: 6, arbitrary: fc.constantFrom("submit", "ping").map((action) => `/flows/${records.submissionFlowId}/sources/${records.accountId}/${action}`) },
        { weight: 1, arbitrary: fc.constantFrom("submit", "ping").map((action) => `/routers/${records.submissionRouterId}/${action}`) },
        { weight: 1, arbitrary: fc.tuple(pathId, pathId).map(([flow, source]) => `/flows/${flow}/sources/${source}/submit`) }
      )
      const huge = fc.constant({ method: "POST" as const, type: "application/json", accept: undefined, text: `{"a":"${"x".repeat(1_100_000)}"}`, query: "" })
      await fc.assert(
        fc.asyncProperty(targets, fc.oneof({ weight: 30, arbitrary: submission }, { weight: 1, arbitrary: huge }), async (path, sent) => {
          const headers: Record<string, string> = {}
          if (sent.type !== undefined) headers["content-type"] = sent.type
          if (sent.accept !== undefined) headers["accept"] = sent.accept
          const body = sent.method === "POST" ? sent.text : undefined
          if (body !== undefined) headers["content-length"] = String(Buffer.byteLength(body))
          const before = await server.run(snapshot(dialect))
          const res = await rawRequest(`${server.url}${path}${sent.query === "" ? "" : `?${sent.query}`}`, {
            method: sent.method,
            headers,
            ...(body === undefined ? {} : { body })
          })
          count(`${sent.method} ${path.replace(/^\/(flows|routers)\/[^/]+/, "/$1/{id}").replace(/sources\/[^/]+/, "sources/{id}")}`, res.status)
          const type = String(res.headers["content-type"] ?? "")
          const where = `${sent.method} ${path}?${sent.query} type=${sent.type} accept=${sent.accept} ${JSON.stringify((body ?? "").slice(0, 300))} → ${res.status} ${type} ${res.body.slice(0, 300)}`
          expect(res.status, where).toBeLessThan(500)
          // A router with no matching route answers a lead in error with 422 (nothing is recorded).
          const noRoute =
            path.startsWith("/routers/") && res.status === 422 && /"outcome":"(error|failure)","reason":|<outcome>(error|failure)<\/outcome>\s*<reason>/.test(res.body)
          if (!noRoute) expect(documented, where).toContain(res.status)
          if (noRoute) {
            expect(await server.run(snapshot(dialect)), where).toEqual(before)
          } else if (res.status >= 400) {
            // JSON, or XML when the client asked for XML (the submission path answers in kind).
            expect(type, where).toMatch(/xml/.test(String(sent.accept)) ? /^(application\/json|application\/xml|text\/xml)/ : /^application\/json/)
            expect(res.body.length, where).toBeGreaterThan(0)
            if (type.startsWith("application/json")) expect(() => JSON.parse(res.body) as unknown, where).not.toThrow()
            expect(await server.run(snapshot(dialect)), where).toEqual(before)
          } else if (res.status !== 303) {
            expect(type, where).toMatch(/json|xml/)
            if (isJson(type)) expect(() => JSON.parse(res.body) as unknown, where).not.toThrow()
          }
        }),
        { seed, numRuns: numRuns * 10 }
      )
    }, 120_000)
  })
  describe("read endpoints: odd query strings", () => {
    for (const operation of operations.filter((o) => o.method === "GET"))
      it(`GET ${operation.path}`, async () => {
        const names = [...new Set([...operation.query, ...knownParams])]
        await fc.assert(
          fc.asyncProperty(fc.boolean(), pathId, queryFor(names, realIds(records)), async (useReal, id, query) => {
            const path = fill(operation.path, records, useReal, id)
            const res = await fetch(`${server.url}${path}${query === "" ? "" : `?${query}`}`, { headers: { authorization: server.auth } })
            const text = await res.text()
            count(`GET ${operation.path}`, res.status)
            const where = `GET ${path}?${query} → ${res.status} ${text.slice(0, 300)}`
            expect(res.status, where).toBeLessThan(500)
            if (res.status === 204 || (res.status < 300 && notJson.has(operation.path))) return
            expect(res.headers.get("content-type") ?? "", where).toMatch(/json/)
            expect(() => JSON.parse(text) as unknown, where).not.toThrow()
          }),
          settings
        )
      }, 60_000)
  })

})
