import { EventStore, type LeadEvent } from "@leadflow/core"
import { Effect } from "effect"
import { beforeAll, describe, expect, it } from "vitest"
import { postgresAvailable, startTestServer, type TestServer } from "../../http/TestServer.js"
import type { TestDatabase } from "../testDatabases.js"

/**
 * SQLite and PostgreSQL answer alike where their JSON and text functions read apart:
 *
 * - an array or object read as text (a metric's group, a report's group, a distinct value) is
 *   PostgreSQL's `jsonb` text on both, members in `jsonb`'s order, numbers (in it, or alone) as
 *   `numeric` prints them;
 * - a path segment of digits indexes an array on both (`-1` the last element), and names an
 *   object's member where it meets an object;
 * - case-insensitive rules (`GET /events?rules=`, `/events/stats?rule=`) and lead search fold case
 *   in Unicode on both (`É` is `é`, `ẞ` is `ß`, `İ` is `i`); SQLite's `lower()` and `LIKE` fold ASCII only;
 * - an event's members come in `jsonb`'s order on both (`GET /events`, `/events/{id}`, the leads API).
 *
 * Each answer is checked on SQLite (a file, and in memory, where metrics group in SQL) and compared
 * byte for byte with PostgreSQL's when it is there.
 */
const T0 = Date.UTC(2026, 9, 1, 12)
const span = { start: T0 - 60_000, end: T0 + 3_600_000 }
const hex = (n: number, width: number): string => n.toString(16).padStart(width, "0")
const idAt = (at: number, n: number): string => hex(Math.floor(at / 1000), 8) + hex(n, 16)

interface Lead {
  readonly city: string
  readonly tags: unknown
  readonly address?: Record<string, unknown>
}

const leads: ReadonlyArray<Lead> = [
  { city: "Évry", tags: ["auto", "home"], address: { street: "1 rue", city: "Évry", zip: "91000" } },
  { city: "évry", tags: ["home"], address: { zip: "91000", city: "Évry", street: "1 rue" } },
  { city: "STRAẞE", tags: [], address: { street: "Hauptstraße 1", zip: 10115, geo: { lon: 13.4, lat: 52.5 } } },
  { city: "İstanbul", tags: { "0": "zero", first: "auto" } },
  { city: "Straße", tags: ["auto", 1.5, 1e21, 1.5e-7, 12345678901234567000, true, null, { b: 1, a: [2] }] },
  { city: "ΟΔΟΣ", tags: "auto" }
]

const writeLeads = (server: TestServer): Promise<void> =>
  server.run(
    Effect.flatMap(EventStore, (store) =>
      Effect.forEach(
        leads,
        (lead, n) => {
          const at = T0 + n * 60_000
          const leadId = idAt(at, 1_000 + n)
          const event = {
            id: idAt(at, n + 1),
            host: "test-host",
            start_timestamp: at - 5,
            end_timestamp: at,
            ms: 5 + n,
            wait_ms: 0,
            overhead_ms: 5,
            handler_version: "0.1.0",
            version: "1.0.0",
            expires_at: "2099-01-01T00:00:00.000Z",
            type: "source",
            outcome: "success",
            reason: null,
            module_id: "leadflow-standard.inbound",
            vars: {
              lead: { id: leadId, email: `lead${n}@example.com`, city: lead.city, tags: lead.tags, ...(lead.address === undefined ? {} : { address: lead.address }) },
              flow: { id: "5f00000000000000000f0001", name: "Flow" },
              source: { id: "5f00000000000000000a0001", name: "Seller" },
              account: { id: server.accountId, name: "Account" }
            }
          } as unknown as LeadEvent
          return store.writeLead(leadId, [event])
        },
        { discard: true }
      )
    )
  )

const iso = (ms: number): string => new Date(ms).toISOString()
const timeframe = JSON.stringify({ start: iso(span.start), end: iso(span.end) })
const q = (path: string, params: Record<string, string | ReadonlyArray<string>>) => {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) for (const v of typeof value === "string" ? [value] : value) search.append(key, v)
  return `${path}?${search.toString()}`
}
const metric = (kind: string, params: Record<string, string | ReadonlyArray<string>>) => q(`/events/event-metrics/${kind}`, { timeframe, ...params })
const rules = (...items: ReadonlyArray<Record<string, unknown>>) => JSON.stringify(items)
const filters = (...items: ReadonlyArray<Record<string, unknown>>) => JSON.stringify(items)

const requests: Readonly<Record<string, string>> = {
  "count by tags": metric("count", { group_by: "vars.lead.tags" }),
  "count by address": metric("count", { group_by: "vars.lead.address" }),
  "count by tags.0": metric("count", { group_by: "vars.lead.tags.0" }),
  "count by tags.1": metric("count", { group_by: "vars.lead.tags.1" }),
  "count by tags.-1": metric("count", { group_by: "vars.lead.tags.-1" }),
  "count by tags.7.a.0": metric("count", { group_by: "vars.lead.tags.7.a.0" }),
  "count by tags.1 to 5": metric("count", { group_by: ["vars.lead.tags.1", "vars.lead.tags.2", "vars.lead.tags.3", "vars.lead.tags.4", "vars.lead.tags.5"] }),
  "count by address.geo": metric("count", { group_by: ["vars.lead.address.geo", "type"] }),
  "select_unique tags": metric("select_unique", { target_property: "vars.lead.tags" }),
  "count_unique tags.0": metric("count_unique", { target_property: "vars.lead.tags.0" }),
  "median ms by tags.0": metric("median", { group_by: "vars.lead.tags.0" }),
  "count tags.0 is auto": metric("count", { filters: filters({ property_name: "vars.lead.tags.0", operator: "eq", property_value: "auto" }) }),
  "count tags.1 exists": metric("count", { filters: filters({ property_name: "vars.lead.tags.1", operator: "exists", property_value: true }) }),
  "stats by tags.0": q("/events/stats", { start: iso(span.start), end: iso(span.end), group_by: "vars.lead.tags.0", column: ["source-submitted", "source-success"] }),
  "events city is ÉVRY": q("/events", { limit: "100", rules: rules({ lhv: "vars.lead.city", op: "is equal to", rhv: "ÉVRY" }) }),
  "events city is straße": q("/events", { limit: "100", rules: rules({ lhv: "vars.lead.city", op: "is equal to", rhv: "straße" }) }),
  "events city includes STRASS": q("/events", { limit: "100", rules: rules({ lhv: "vars.lead.city", op: "includes", rhv: "STRASS" }) }),
  "events city is istanbul": q("/events", { limit: "100", rules: rules({ lhv: "vars.lead.city", op: "is equal to", rhv: "istanbul" }) }),
  "events city is οδοσ": q("/events", { limit: "100", rules: rules({ lhv: "vars.lead.city", op: "is equal to", rhv: "οδοσ" }) }),
  "events city in": q("/events", { limit: "100", rules: rules({ lhv: "vars.lead.city", op: "is included in", rhv: ["İSTANBUL", "évry"] }) }),
  "stats city is ÉVRY": q("/events/stats", { start: iso(span.start), end: iso(span.end), rule: rules({ lhv: "vars.lead.city", op: "is equal to", rhv: "ÉVRY" }), column: ["source-submitted"] }),
  "search évry": q("/search/leads", { query: "évry", limit: "100" }),
  "search ÉVRY": q("/search/leads", { query: "ÉVRY", limit: "100" }),
  "search straße": q("/search/leads", { query: "straße", limit: "100" }),
  "search istanbul": q("/search/leads", { query: "istanbul", limit: "100" }),
  "search οδοσ": q("/search/leads", { query: "οδοσ", limit: "100" }),
  events: q("/events", { sort: "asc", limit: "100" }),
  leads: q("/leads", { limit: "100" })
}

const reports: Readonly<Record<string, Record<string, unknown>>> = {
  "report by tags.0 and address": { group_by: ["vars.lead.tags.0", "vars.lead.address"], columns: ["source-success"] },
  "report by tags": { group_by: ["vars.lead.tags"], columns: ["source-success"] }
}

type Answers = Record<string, { readonly status: number; readonly body: string }>

const collect = async (server: TestServer): Promise<Answers> => {
  const answers: Answers = {}
  const keep = async (name: string, response: Response) => {
    answers[name] = { status: response.status, body: (await response.text()).split(server.accountId).join("<account>") }
  }
  for (const [name, path] of Object.entries(requests)) await keep(name, await fetch(`${server.url}${path}`, { headers: { authorization: server.auth } }))
  for (const [name, definition] of Object.entries(reports))
    await keep(
      name,
      await fetch(`${server.url}/reports/preview?start=${span.start}&end=${span.end}`, {
        method: "POST",
        headers: { authorization: server.auth, "content-type": "application/json" },
        body: JSON.stringify(definition)
      })
    )
  return answers
}

const inMemory: TestDatabase = { config: { dialect: "sqlite", filename: ":memory:" }, url: "sqlite::memory:", dispose: () => Promise.resolve() }

const answersOf = async (kind: "sqlite" | "memory" | "postgres"): Promise<Answers> => {
  const server = await startTestServer(kind === "memory" ? { dialect: "sqlite", database: inMemory } : { dialect: kind })
  try {
    await writeLeads(server)
    return await collect(server)
  } finally {
    await server.close()
  }
}

const json = (answers: Answers, name: string): unknown => {
  const answer = answers[name]
  expect(answer?.status, `${name}: ${answer?.body}`).toBe(200)
  return JSON.parse(answer?.body ?? "null")
}

/** A count metric's `[group value, count]` pairs. */
const groups = (answers: Answers, name: string, path: string): ReadonlyArray<readonly [unknown, unknown]> => {
  const body = json(answers, name) as { result: ReadonlyArray<{ value: ReadonlyArray<Record<string, unknown>> }> }
  return (body.result[0]?.value ?? []).map((row) => [row[path], row["result"]] as const)
}

/** The cities of the leads of the events an answer lists (`GET /events`). */
const cities = (answers: Answers, name: string): ReadonlyArray<string> =>
  (json(answers, name) as ReadonlyArray<{ vars: { lead: { city: string } } }>).map((event) => event.vars.lead.city).sort()

describe("SQLite and PostgreSQL answer alike", () => {
  let sqlite: Answers
  let memory: Answers
  let postgres: Answers | undefined
  beforeAll(async () => {
    sqlite = await answersOf("sqlite")
    memory = await answersOf("memory")
    postgres = postgresAvailable ? await answersOf("postgres") : undefined
  }, 60_000)

  it("reads an array or object as jsonb's text", () => {
    expect(groups(sqlite, "count by tags", "vars.lead.tags").map(([value]) => value).sort()).toEqual(
      [
        "[\"auto\", 1.5, 1000000000000000000000, 0.00000015, 12345678901234567000, true, null, {\"a\": [2], \"b\": 1}]",
        "[\"auto\", \"home\"]",
        "[\"home\"]",
        "[]",
        "auto",
        "{\"0\": \"zero\", \"first\": \"auto\"}"
      ].sort()
    )
    // Members in jsonb's order (shorter keys first), whatever order they were written in.
    expect(groups(sqlite, "count by address", "vars.lead.address")).toEqual(
      expect.arrayContaining([
        ["{\"zip\": \"91000\", \"city\": \"Évry\", \"street\": \"1 rue\"}", 2],
        ["{\"geo\": {\"lat\": 52.5, \"lon\": 13.4}, \"zip\": 10115, \"street\": \"Hauptstraße 1\"}", 1]
      ])
    )
  })

  it("indexes an array with a segment of digits, from the end with a minus", () => {
    expect(groups(sqlite, "count by tags.0", "vars.lead.tags.0")).toEqual(
      expect.arrayContaining([
        ["auto", 2],
        ["home", 1],
        ["zero", 1],
        [null, 2]
      ])
    )
    expect(groups(sqlite, "count by tags.-1", "vars.lead.tags.-1")).toEqual(expect.arrayContaining([["home", 2]]))
    expect(groups(sqlite, "count by tags.7.a.0", "vars.lead.tags.7.a.0")).toEqual(expect.arrayContaining([["2", 1]]))
    // A number read as text as `numeric` prints it.
    const numbers = (json(sqlite, "count by tags.1 to 5") as { result: ReadonlyArray<{ value: ReadonlyArray<Record<string, unknown>> }> }).result[0]?.value
    expect(numbers).toContainEqual({
      result: 1,
      "vars.lead.tags.1": "1.5",
      "vars.lead.tags.2": "1000000000000000000000",
      "vars.lead.tags.3": "0.00000015",
      "vars.lead.tags.4": "12345678901234567000",
      "vars.lead.tags.5": "true"
    })
    expect(json(sqlite, "count tags.0 is auto")).toMatchObject({ result: 2 })
    expect(json(sqlite, "count tags.1 exists")).toMatchObject({ result: 2 })
  })

  it("folds case in Unicode in rules and lead search", () => {
    expect(cities(sqlite, "events city is ÉVRY")).toEqual(["évry", "Évry"].sort())
    expect(cities(sqlite, "events city is straße")).toEqual(["STRAẞE", "Straße"].sort())
    expect(cities(sqlite, "events city includes STRASS")).toEqual([])
    expect(cities(sqlite, "events city is istanbul")).toEqual(["İstanbul"])
    expect(cities(sqlite, "events city is οδοσ")).toEqual(["ΟΔΟΣ"])
    expect(cities(sqlite, "events city in")).toEqual(["évry", "Évry", "İstanbul"].sort())
    expect(json(sqlite, "search évry")).toMatchObject({ total: 2 })
    expect(json(sqlite, "search ÉVRY")).toMatchObject({ total: 2 })
    expect(json(sqlite, "search straße")).toMatchObject({ total: 2 })
    expect(json(sqlite, "search istanbul")).toMatchObject({ total: 1 })
    expect(json(sqlite, "search οδοσ")).toMatchObject({ total: 1 })
  })

  it("gives an event's members in jsonb's order", () => {
    const events = json(sqlite, "events") as ReadonlyArray<{ vars: { lead: Record<string, unknown> } }>
    const first = events[0]?.vars.lead
    expect(Object.keys(first ?? {})).toEqual(["id", "city", "tags", "email", "address"])
    expect(Object.keys((first?.["address"] as Record<string, unknown> | undefined) ?? {})).toEqual(["zip", "city", "street"])
  })

  it("answers the same in memory, where metrics group in SQL", () => {
    for (const name of Object.keys(sqlite)) expect(memory[name], name).toEqual(sqlite[name])
  })

  it.runIf(postgresAvailable)("answers byte for byte what PostgreSQL answers", () => {
    for (const name of Object.keys(sqlite)) expect(sqlite[name], name).toEqual(postgres?.[name])
  })
})
