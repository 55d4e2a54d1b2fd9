import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { postgresAvailable, startTestServer, type Dialect, type TestServer } from "../TestServer.js"
import { objectId, runLead, runPing, storeFlow } from "./leadFixtures.js"

interface Hit {
  readonly lead_id: string
  readonly [key: string]: unknown
}
interface Results {
  readonly hits: ReadonlyArray<Hit>
  readonly total: number
}

const suite = (dialect: Dialect) => () => {
  let server: TestServer
  const source = objectId()
  let flow: Record<string, unknown>
  const ids: Record<string, string> = {}

  const get = (path: string, auth = server.auth) => fetch(`${server.url}${path}`, { headers: { authorization: auth } })
  const search = async (query: string): Promise<Results> => {
    const res = await get(`/search/leads?${query}`)
    expect(res.status).toBe(200)
    return (await res.json()) as Results
  }

  beforeAll(async () => {
    server = await startTestServer({ dialect })
    flow = {
      name: "Search flow",
      enabled: true,
      ping_enabled: true,
      fields: ["first_name", "last_name", "email", "phone_1", "city", "state"],
      pricing: { prices: [{ amount: 1 }] },
      sources: [{ entity: { id: source, name: "Web" }, integration: { module_id: "leadflow-standard.inbound" } }],
      steps: []
    }
    flow = { ...flow, id: await storeFlow(server, flow) }
    const people = [
      { first_name: "Fred", last_name: "Flintstone", email: "fred@bedrock.com", phone_1: "512-555-1212", city: "Austin", state: "TX" },
      { first_name: "Samantha", last_name: "Stephens", email: "sam@witch.com", phone_1: "212-555-0000", city: "New York", state: "NY" },
      { first_name: "Alfred", last_name: "Pennyworth", email: "alfred@wayne.com", city: "Gotham", state: "NJ" },
      { first_name: "Fred", last_name: "Rogers", email: "fred@neighborhood.org", city: "Pittsburgh", state: "PA" },
      { first_name: "Wilma_50%", last_name: "Flintstone", email: "wilma@bedrock.com", city: "Austin", state: "TX" }
    ]
    for (const person of people) {
      const result = await runLead(server, flow, source, person)
      ids[`${person.first_name} ${person.last_name}`] = result.leadId
    }
    // A ping is a bid, not a lead: never found.
    await runPing(server, flow, source, { first_name: "Fred", last_name: "Pinger", state: "TX" })
    // Another account's lead is never found.
    const other = await server.createAccount("Other")
    await runLead(server, flow, source, { first_name: "Fred", last_name: "Elsewhere" }, other.accountId)
  })
  afterAll(() => server?.close())

  it("finds leads by the beginning of words in their values, case-insensitively, every word required", async () => {
    const fred = await search("query=FRED")
    expect(fred.total).toBe(2)
    expect(fred.hits.map((h) => h.last_name).sort()).toEqual(["Flintstone", "Rogers"])
    const sam = await search("query=sam")
    expect(sam.hits.map((h) => h.first_name)).toEqual(["Samantha"])
    const both = await search(`query=${encodeURIComponent("fred tx")}`)
    expect(both.hits.map((h) => h.last_name)).toEqual(["Flintstone"])
    expect((await search("query=555")).total).toBe(2)
    expect((await search(`query=${encodeURIComponent('"new york"')}`)).hits.map((h) => h.first_name)).toEqual(["Samantha"])
    expect((await search(`query=${encodeURIComponent('"york new"')}`)).total).toBe(0)
    // LIKE wildcards in the query are matched literally.
    expect((await search(`query=${encodeURIComponent("wilma_50%")}`)).total).toBe(1)
    expect((await search(`query=${encodeURIComponent("%")}`)).total).toBe(0)
    expect((await search(`query=${ids["Alfred Pennyworth"]}`)).hits.map((h) => h.lead_id)).toEqual([ids["Alfred Pennyworth"]])
  })

  it("answers the reference's result shape with highlights and the latest event", async () => {
    const { hits } = await search("query=flint")
    const hit = hits.find((h) => h.first_name === "Fred") as Hit
    expect(hit).toMatchObject({
      lead_id: ids["Fred Flintstone"],
      flow_id: flow["id"],
      flow_name: "Search flow",
      source_id: source,
      source_name: "Web",
      email: "fred@bedrock.com",
      phone_1: "5125551212",
      state: "TX",
      highlight: { last_name: ["<em>Flint</em>stone"] },
      latest_event: { type: "source", outcome: "success" }
    })
    expect(Date.parse(hit["submission_timestamp"] as string)).not.toBeNaN()
  })

  it("sorts, pages and counts", async () => {
    const all = await search("sort_by=first_name&sort_dir=asc&limit=100")
    expect(all.total).toBe(5)
    expect(all.hits.map((h) => h.first_name)).toEqual(["Alfred", "Fred", "Fred", "Samantha", "Wilma_50%"])
    const desc = await search("sort_by=last_name&sort_dir=desc&limit=2")
    expect(desc.hits.map((h) => h.last_name)).toEqual(["Stephens", "Rogers"])
    expect(desc.total).toBe(5)
    const page = await search("sort_by=first_name&from=3&limit=10")
    expect(page.hits.map((h) => h.first_name)).toEqual(["Samantha", "Wilma_50%"])
    expect((await search("from=1000&limit=10")).hits).toEqual([])
    expect((await search("")).hits).toHaveLength(5)
    for (const bad of ["limit=101", "limit=0", "from=-1", "sort_by=color", "sort_dir=up"])
      expect((await get(`/search/leads?${bad}`)).status).toBe(422)
  })

  it("leads without the sort field come last in either direction, on both dialects", async () => {
    // Alfred, Fred Rogers and Wilma have no phone_1; ties (none here) go by id in the same direction.
    const asc = await search("sort_by=phone_1&sort_dir=asc&limit=100")
    expect(asc.hits.map((h) => h.first_name).slice(0, 2)).toEqual(["Samantha", "Fred"])
    expect(asc.hits.slice(2).map((h) => h.phone_1)).toEqual([undefined, undefined, undefined])
    const desc = await search("sort_by=phone_1&sort_dir=desc&limit=100")
    expect(desc.hits.map((h) => h.first_name).slice(0, 2)).toEqual(["Fred", "Samantha"])
    expect(desc.hits.slice(2).map((h) => h.phone_1)).toEqual([undefined, undefined, undefined])
  })

  it("refuses more than 10 terms, or a term of more than 100 characters, with 422 on query", async () => {
    const words = (n: number) => Array.from({ length: n }, () => "fred").join(" ")
    expect((await search(`query=${encodeURIComponent(words(10))}`)).total).toBe(2)
    for (const query of [words(11), `${words(10)} "new york"`, "x".repeat(101), `fred "${"new york ".repeat(12)}"`]) {
      const res = await get(`/search/leads?${new URLSearchParams({ query }).toString()}`)
      expect(res.status, query).toBe(422)
      const body = (await res.json()) as { errors: Record<string, ReadonlyArray<string>> }
      expect(body.errors["query"]?.join(" "), query).toMatch(/at most (10 terms|100 characters)/)
    }
    expect((await search(`query=${encodeURIComponent(`"${"x".repeat(100)}"`)}`)).total).toBe(0)
  })

  it("lists leads and shows one with its events", async () => {
    // A parameter the listing does not have is refused by name, not ignored.
    for (const bad of ["sort=asc", "outcome=failure", "start=2026-01-01"]) expect((await get(`/leads?${bad}`)).status, bad).toBe(422)
    const list = await get("/leads?limit=2")
    expect(list.status).toBe(200)
    const leads = (await list.json()) as ReadonlyArray<Record<string, unknown>>
    expect(leads).toHaveLength(2)
    expect(leads[0]).toMatchObject({ outcome: "success", flow_id: flow["id"], lead: expect.any(Object) })
    const id = ids["Samantha Stephens"] as string
    const one = await get(`/leads/${id}`)
    expect(one.status).toBe(200)
    const lead = (await one.json()) as { events: ReadonlyArray<{ type: string }>; id: string; email: string }
    expect(lead).toMatchObject({ id, lead_id: id, email: "sam@witch.com", reason: null })
    expect(lead.events.map((e) => e.type)).toEqual(["source"])
    expect((await get(`/leads/${objectId()}`)).status).toBe(404)
  })

  it("free accounts get 401 {error} on leads; other accounts never see them", async () => {
    const free = await server.createAccount("Free", "free")
    for (const path of ["/leads", `/leads/${ids["Fred Rogers"]}`, "/search/leads?query=fred"]) {
      const res = await get(path, free.auth)
      expect(res.status).toBe(401)
      expect(await res.json()).toMatchObject({ error: expect.any(String) })
    }
    const pro = await server.createAccount("Pro", "pro")
    expect((await get(`/leads/${ids["Fred Rogers"]}`, pro.auth)).status).toBe(404)
    expect(((await (await get("/search/leads?query=fred", pro.auth)).json()) as Results).total).toBe(0)
  })
}

describe("leads on SQLite", suite("sqlite"))
describe.skipIf(!postgresAvailable)("leads on PostgreSQL", suite("postgres"))
