import { EventStore, objectIdGenerator } from "@leadflow/core"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type Dialect, startTestServer, type TestServer } from "../TestServer.js"
import { type Fixture, loadFixture, makeEvent, T0 } from "./fixtures.js"

/**
 * The events API over HTTP against a real server on `dialect`: listing, one event, stats, every
 * event metric with its parameters, the spec's response shapes, and the 401/404/422 answers.
 */
type Json = Record<string, unknown>

export const eventsSuite = (dialect: Dialect): void => {
  let server: TestServer
  let fixture: Fixture
  let otherAuth: string

  beforeAll(async () => {
    server = await startTestServer({ dialect })
    const other = await server.createAccount("Other")
    otherAuth = other.auth
    fixture = await loadFixture(server, other.accountId)
  })
  afterAll(() => server.close())

  const get = async (path: string, params: Record<string, string | ReadonlyArray<string>> = {}, auth?: string) => {
    const search = new URLSearchParams()
    for (const [key, value] of Object.entries(params))
      for (const v of typeof value === "string" ? [value] : value) search.append(key, v)
    const query = search.toString()
    const res = await fetch(`${server.url}${path}${query === "" ? "" : `?${query}`}`, {
      headers: { authorization: auth ?? server.auth }
    })
    return { status: res.status, body: (await res.json()) as unknown }
  }
  const ok = async (path: string, params: Record<string, string | ReadonlyArray<string>> = {}) => {
    const res = await get(path, params)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    return res.body
  }
  const timeframe = () => JSON.stringify({ start: new Date(fixture.start).toISOString(), end: new Date(fixture.end).toISOString() })
  const sourceOnly = JSON.stringify([{ property_name: "type", operator: "eq", property_value: "source" }])
  const sumOf = (body: unknown): number =>
    ((body as { result: Array<{ value: Array<{ result: number }> }> }).result).reduce(
      (sum, bucket) => sum + bucket.value.reduce((s, v) => s + v.result, 0),
      0
    )

  describe("authentication and accounts", () => {
    it("401 without a key on every endpoint", async () => {
      for (const path of ["/events", "/events/stats", "/events/event-metrics/count", `/events/${fixture.ids["e1"]}`]) {
        const res = await fetch(`${server.url}${path}`)
        expect(res.status).toBe(401)
      }
    })

    it("GET /events/{id} answers every kind of event of the account", async () => {
      for (const [name, type] of [["e1", "recipient"], ["e2", "source"], ["e7", "filter"], ["e9", "feedback-received"], ["e10", "retry"]] as const) {
        const body = (await ok(`/events/${fixture.ids[name]}`)) as Json
        expect(body["id"]).toBe(fixture.ids[name])
        expect(body["type"]).toBe(type)
        expect(body).toHaveProperty("vars.account.id", server.accountId)
      }
    })

    it("404 for another account's event and for an unknown id", async () => {
      expect((await get(`/events/${fixture.ids["b1"]}`)).status).toBe(404)
      expect((await get(`/events/${fixture.ids["e1"]}`, {}, otherAuth)).status).toBe(404)
      expect((await get(`/events/000000000000000000000000`)).status).toBe(404)
      const body = (await get(`/events/nope`)).body
      expect(body).toMatchObject({ error: expect.any(String) })
    })
  })

  describe("GET /events", () => {
    it("lists the account's events newest first, 100 by default", async () => {
      const body = (await ok("/events")) as Array<Json>
      expect(body.map((e) => e["id"])).toEqual(
        ["e9", "e8", "e7", "e6", "e5", "e10", "e4", "e3", "e2", "e1"].map((n) => fixture.ids[n])
      )
    })

    it("sort=asc, limit, after_id and before_id page through them", async () => {
      const first = (await ok("/events", { sort: "asc", limit: "3" })) as Array<Json>
      expect(first.map((e) => e["id"])).toEqual(["e1", "e2", "e3"].map((n) => fixture.ids[n]))
      const next = (await ok("/events", { sort: "asc", limit: "3", after_id: String(first[2]?.["id"]) })) as Array<Json>
      expect(next.map((e) => e["id"])).toEqual(["e4", "e10", "e5"].map((n) => fixture.ids[n]))
      const before = (await ok("/events", { before_id: fixture.ids["e3"] ?? "" })) as Array<Json>
      expect(before.map((e) => e["id"])).toEqual(["e2", "e1"].map((n) => fixture.ids[n]))
    })

    it("start and end select by time (both included)", async () => {
      const body = (await ok("/events", { start: new Date(T0 + 86_400_000).toISOString(), end: String(T0 + 2 * 86_400_000) })) as Array<Json>
      expect(body.map((e) => e["id"])).toEqual(["e6", "e5"].map((n) => fixture.ids[n]))
    })

    it("rules select events in the database (case-insensitive, typed values by normal)", async () => {
      const success = (await ok("/events", { rules: JSON.stringify([{ lhv: "outcome", op: "is equal to", rhv: "SUCCESS" }]) })) as Array<Json>
      expect(success).toHaveLength(4)
      const texas = (await ok("/events", { rules: JSON.stringify([{ lhv: "vars.lead.state", op: "is equal to", rhv: "tx" }]) })) as Array<Json>
      expect(texas.map((e) => e["id"])).toEqual([fixture.ids["e5"]])
      const nested = (await ok("/events", {
        rules: JSON.stringify([
          { op: "or", rules: [{ lhv: "type", op: "is equal to", rhv: "filter" }, { lhv: "ms", op: "is greater than", rhv: 350 }] }
        ])
      })) as Array<Json>
      expect(nested.map((e) => e["id"]).sort()).toEqual(["e6", "e7", "e8"].map((n) => fixture.ids[n]).sort())
      const blank = (await ok("/events", {
        rules: JSON.stringify([{ lhv: "type", op: "is included in", rhv: "source, filter" }, { lhv: "vars.lead.certform_cert_url", op: "is blank" }])
      })) as Array<Json>
      expect(blank.map((e) => e["id"]).sort()).toEqual(["e4", "e5", "e6"].map((n) => fixture.ids[n]).sort())
    })

    it("include and exclude choose properties: top-level members or dotted paths into them", async () => {
      const included = (await ok("/events", { include: ["type", "outcome"], limit: "2" })) as Array<Json>
      expect(Object.keys(included[0] ?? {}).sort()).toEqual(["id", "outcome", "type"])
      const excluded = (await ok("/events", { exclude: "vars,host", limit: "2" })) as Array<Json>
      expect(excluded[0]).not.toHaveProperty("vars")
      expect(excluded[0]).toHaveProperty("outcome")
      // Dotted paths reach into members: a lead's data left out, or one value of it kept.
      const all = (await ok("/events", { limit: "2" })) as Array<Json>
      const withLead = all.find((event) => typeof ((event["vars"] as Json | undefined)?.["lead"] as Json | undefined)?.["email"] === "string")
      expect(withLead).toBeDefined()
      const noLead = (await ok("/events", { exclude: "vars.lead", limit: "2" })) as Array<Json>
      const same = noLead.find((event) => event["id"] === withLead?.["id"]) as Json
      expect(same["vars"]).not.toHaveProperty("lead")
      expect(same["vars"]).toEqual(expect.objectContaining({ flow: (withLead?.["vars"] as Json)["flow"] }))
      const narrow = (await ok("/events", { include: "type,vars.lead.email", limit: "2" })) as Array<Json>
      const picked = narrow.find((event) => event["id"] === withLead?.["id"]) as Json
      expect(picked).toEqual({
        id: withLead?.["id"],
        type: withLead?.["type"],
        vars: { lead: { email: ((withLead?.["vars"] as Json)["lead"] as Json)["email"] } }
      })
    })

    it("422 for bad parameters", async () => {
      const cases: ReadonlyArray<Record<string, string>> = [
        { limit: "0" },
        { limit: "5000" },
        { sort: "sideways" },
        { after_id: "xyz" },
        { include: "a", exclude: "b" },
        { start: "not a time" },
        { rules: "not json" },
        { rules: JSON.stringify([{ lhv: "vars..x", op: "is equal to", rhv: 1 }]) },
        { rules: JSON.stringify([{ lhv: "vars.lead.email", op: "matches pattern", rhv: ".*" }]) },
        // Not a parameter of the listing (rules select by any property): refused, not ignored.
        { flow_id: "5f0000000000000000000000" },
        { type: "recipient" },
        // A path through an object's prototype machinery.
        { include: "vars.__proto__.polluted" },
        { exclude: "vars.constructor" }
      ]
      for (const params of cases) {
        const res = await get("/events", params)
        expect(res.status, JSON.stringify(params)).toBe(422)
        expect(res.body).toMatchObject({ errors: expect.any(Object) })
      }
      // An unknown operator is named, in a nested rule set too.
      const unknownOp = await get("/events", { rules: JSON.stringify([{ op: "or", rules: [{ lhv: "type", op: "is equal to", rhv: "source" }, { lhv: "type", op: "resembles", rhv: "x" }] }]) })
      expect(unknownOp.body).toMatchObject({ errors: { rules: ['rules has an unknown rule operator "resembles"'] } })
      // The message says what a limit may be (not the parameter's description).
      expect((await get("/events", { limit: "-1" })).body).toMatchObject({ errors: { limit: ["Expected a whole number from 1 to 1000, actual -1"] } })
      // A range that ends before it starts; start = end is the events of that millisecond.
      const backwards = await get("/events", { start: "2030-01-01T00:00:00Z", end: "2020-01-01T00:00:00Z" })
      expect(backwards.status).toBe(422)
      expect(backwards.body).toMatchObject({ errors: { end: ["end must not be before start"] } })
      const instant = String(T0 + 86_400_000)
      expect((await get("/events", { start: instant, end: instant })).status).toBe(200)
    })
  })

  describe("GET /events/stats", () => {
    const window = () => ({ start: new Date(fixture.start).toISOString(), end: new Date(fixture.end).toISOString() })

    it("counts source leads by outcome over the timeframe", async () => {
      const body = await ok("/events/stats", window())
      expect(body).toEqual([{ "source-submitted": 5, "source-success": 2, "source-failure": 2, "source-error": 1 }])
    })

    it("types, columns, by_lead, money, rules and group_by", async () => {
      const recipients = await ok("/events/stats", { ...window(), type: "recipient" })
      expect(recipients).toEqual([{ "recipient-submitted": 2, "recipient-success": 1, "recipient-failure": 1, "recipient-error": 0 }])
      const columns = await ok("/events/stats", { ...window(), column: ["source-submitted", "retry-error", "cost", "revenue", "profit"], by_lead: "false" })
      expect(columns).toEqual([{ "source-submitted": 5, "retry-error": 1, cost: 2, revenue: 5, profit: 3 }])
      const ruled = await ok("/events/stats", { ...window(), column: "source-submitted", rule: JSON.stringify({ lhv: "vars.source.id", op: "is equal to", rhv: "s2" }) })
      expect(ruled).toEqual([{ "source-submitted": 2 }])
      const grouped = (await ok("/events/stats", { ...window(), column: ["source-submitted", "source-success"], group_by: "vars.source.id" })) as Array<Json>
      expect(grouped.sort((a, b) => String(a["vars.source.id"]).localeCompare(String(b["vars.source.id"])))).toEqual([
        { "vars.source.id": "s1", "source-submitted": 3, "source-success": 1 },
        { "vars.source.id": "s2", "source-submitted": 2, "source-success": 1 }
      ])
      const daily = (await ok("/events/stats", { ...window(), column: "source-submitted", interval: "daily" })) as Array<Json>
      expect(daily.map((d) => d["source-submitted"])).toEqual([2, 1, 2, 0])
      expect(daily[0]).toHaveProperty("timeframe.start", new Date(fixture.start).toISOString())
    })

    it("counts a ping's source event as a ping, not a lead, as reports do", async () => {
      // Their own window, sixty days back, so the fixture's counts stay as they are.
      const at = T0 - 60 * 86_400_000
      const nextId = objectIdGenerator(() => at)
      const ping = (lead: string, outcome: string, cost?: number) =>
        makeEvent(server.accountId, nextId(), { type: "source", outcome, at, lead, source: "s1", extra: { ping: true, ...(cost === undefined ? {} : { cost }) } })
      const post = makeEvent(server.accountId, nextId(), { type: "source", outcome: "success", at: at + 1, lead: "posted", source: "s1", extra: { cost: 3 } })
      await server.run(
        Effect.flatMap(EventStore, (store) =>
          Effect.all([store.writeLead("pinged1", [ping("pinged1", "success", 7)]), store.writeLead("pinged2", [ping("pinged2", "failure")]), store.writeLead("posted", [post])], { discard: true })
        )
      )
      const window = { start: new Date(at - 1000).toISOString(), end: new Date(at + 1000).toISOString() }
      expect(await ok("/events/stats", { ...window, column: ["source-submitted", "source-success", "ping-submitted", "ping-success", "ping-failure", "cost"] })).toEqual([
        { "source-submitted": 1, "source-success": 1, "ping-submitted": 2, "ping-success": 1, "ping-failure": 1, cost: 3 }
      ])
      expect(await ok("/events/stats", { ...window, type: "ping" })).toEqual([{ "ping-submitted": 2, "ping-success": 1, "ping-failure": 1, "ping-error": 0 }])
    })

    it("422 for an unknown type, column or interval", async () => {
      expect((await get("/events/stats", { type: "lead" })).status).toBe(422)
      expect((await get("/events/stats", { column: "source-maybe" })).status).toBe(422)
      expect((await get("/events/stats", { interval: "secondly" })).status).toBe(422)
    })
  })

  describe("event metrics", () => {
    it("count: a scalar without group_by and interval", async () => {
      expect(await ok("/events/event-metrics/count", { timeframe: timeframe() })).toEqual({ result: 10 })
      expect(await ok("/events/event-metrics/count", { timeframe: timeframe(), filters: sourceOnly })).toEqual({ result: 5 })
    })

    it("count: relative timeframes", async () => {
      expect(await ok("/events/event-metrics/count", { timeframe: "this_14_days" })).toEqual({ result: 10 })
      expect(await ok("/events/event-metrics/count", { timeframe: "previous_7_days" })).toEqual({ result: 10 })
      expect(await ok("/events/event-metrics/count", { timeframe: "today" })).toEqual({ result: 0 })
      expect(await ok("/events/event-metrics/count", { timeframe: "this_month", timezone: "America/Chicago" })).toHaveProperty("result")
      expect(await ok("/events/event-metrics/count", { start: String(T0 + 86_400_000), end: String(T0 + 2 * 86_400_000) })).toEqual({ result: 1 })
    })

    it("count with interval: [{value: [{outcome, result}], timeframe}] per day, empty days included", async () => {
      const body = (await ok("/events/event-metrics/count", { timeframe: timeframe(), interval: "daily", filters: sourceOnly })) as {
        result: Array<{ value: Array<Json>; timeframe: { start: string; end: string } }>
      }
      expect(body.result).toHaveLength(4)
      const day = 86_400_000
      const midnight = Math.floor(T0 / day) * day
      expect(body.result.map((b) => b.timeframe)).toEqual([
        { start: new Date(fixture.start).toISOString(), end: new Date(midnight + day).toISOString() },
        { start: new Date(midnight + day).toISOString(), end: new Date(midnight + 2 * day).toISOString() },
        { start: new Date(midnight + 2 * day).toISOString(), end: new Date(midnight + 3 * day).toISOString() },
        { start: new Date(midnight + 3 * day).toISOString(), end: new Date(fixture.end).toISOString() }
      ])
      const sorted = (value: Array<Json>) => [...value].sort((a, b) => String(a["outcome"]).localeCompare(String(b["outcome"])))
      expect(sorted(body.result[0]?.value ?? [])).toEqual([{ outcome: "failure", result: 1 }, { outcome: "success", result: 1 }])
      expect(body.result[1]?.value).toEqual([{ outcome: "success", result: 1 }])
      expect(sorted(body.result[2]?.value ?? [])).toEqual([{ outcome: "error", result: 1 }, { outcome: "failure", result: 1 }])
      expect(body.result[3]?.value).toEqual([])
      expect(sumOf(body)).toBe(5)
    })

    it("count with group_by: value groups by the property; the total is the sum", async () => {
      const body = (await ok("/events/event-metrics/count", { timeframe: timeframe(), group_by: "vars.source.id", filters: sourceOnly })) as {
        result: Array<{ value: Array<Json> }>
      }
      expect(body.result).toHaveLength(1)
      expect(body.result[0]?.value).toEqual([{ "vars.source.id": "s1", result: 3 }, { "vars.source.id": "s2", result: 2 }])
      const two = (await ok("/events/event-metrics/count", { timeframe: timeframe(), group_by: JSON.stringify(["type", "outcome"]), interval: "monthly" })) as {
        result: Array<{ value: Array<Json> }>
      }
      expect(sumOf(two)).toBe(10)
      expect(two.result.flatMap((b) => b.value)).toContainEqual({ type: "filter", outcome: "stop", result: 1 })
    })

    it("hourly and minutely intervals, timezone offsets", async () => {
      const hourly = await ok("/events/event-metrics/count", { timeframe: timeframe(), interval: "hourly" })
      expect((hourly as { result: Array<unknown> }).result).toHaveLength(73)
      expect(sumOf(hourly)).toBe(10)
      const minutely = await ok("/events/event-metrics/count", { timeframe: JSON.stringify({ start: T0, end: T0 + 3_600_000 }), interval: "minutely" })
      expect(sumOf(minutely)).toBe(2)
      const shifted = (await ok("/events/event-metrics/count", { timeframe: timeframe(), interval: "daily", timezone: "-36000" })) as {
        result: Array<{ timeframe: { start: string } }>
      }
      // At UTC-10 the fixture's 10:00 UTC start is local midnight: the first day starts there.
      expect(shifted.result[1]?.timeframe.start).toBe(new Date(T0).toISOString())
    })

    it("filters: operators on JSON properties", async () => {
      const count = async (filters: ReadonlyArray<Json>) =>
        ((await ok("/events/event-metrics/count", { timeframe: timeframe(), filters: JSON.stringify(filters) })) as { result: number }).result
      expect(await count([{ property_name: "outcome", operator: "ne", property_value: "success" }])).toBe(6)
      expect(await count([{ property_name: "ms", operator: "gte", property_value: 300 }])).toBe(3)
      expect(await count([{ property_name: "ms", operator: "lt", property_value: 50 }])).toBe(3)
      expect(await count([{ property_name: "type", operator: "in", property_value: ["filter", "retry"] }])).toBe(2)
      expect(await count([{ property_name: "vars.lead.email", operator: "contains", property_value: "lead1@" }])).toBe(3)
      expect(await count([{ property_name: "vars.lead.email", operator: "not_contains", property_value: "lead1@" }])).toBe(7)
      expect(await count([{ property_name: "vars.lead.email", operator: "starts_with", property_value: "lead2" }])).toBe(3)
      expect(await count([{ property_name: "vars.certform", operator: "exists", property_value: true }])).toBe(2)
      expect(await count([{ property_name: "vars.lead.state", operator: "eq", property_value: "TX" }])).toBe(1)
      expect(await count([{ property_name: "cost", operator: "eq", property_value: 2 }])).toBe(1)
    })

    it("the spec's unclaimed-certificates recipe: both properties blank", async () => {
      const filters = JSON.stringify([
        { property_name: "type", operator: "eq", property_value: "source" },
        { property_name: "vars.lead.certform_cert_url", operator: "is blank" },
        { property_name: "vars.certform", operator: "is blank" }
      ])
      expect(await ok("/events/event-metrics/count", { timeframe: timeframe(), filters })).toEqual({ result: 2 })
      const exists = JSON.stringify([
        { property_name: "type", operator: "eq", property_value: "source" },
        { property_name: "vars.lead.certform_cert_url", operator: "exists", property_value: false },
        { property_name: "vars.certform", operator: "exists", property_value: false }
      ])
      expect(await ok("/events/event-metrics/count", { timeframe: timeframe(), filters: exists })).toEqual({ result: 2 })
    })

    it("count_unique: leads by default, or the target property", async () => {
      expect(await ok("/events/event-metrics/count_unique", { timeframe: timeframe() })).toEqual({ result: 5 })
      expect(await ok("/events/event-metrics/count_unique", { timeframe: timeframe(), target_property: "vars.source.id" })).toEqual({ result: 2 })
      const grouped = (await ok("/events/event-metrics/count_unique", { timeframe: timeframe(), group_by: "vars.source.id" })) as {
        result: Array<{ value: Array<Json> }>
      }
      expect(grouped.result[0]?.value).toEqual([{ "vars.source.id": "s1", result: 3 }, { "vars.source.id": "s2", result: 2 }])
    })

    it("select_unique: [{<group keys>, result: [strings]}]", async () => {
      expect(await ok("/events/event-metrics/select_unique", { timeframe: timeframe(), target_property: "vars.source.id" })).toEqual({
        result: [{ result: ["s1", "s2"] }]
      })
      const grouped = (await ok("/events/event-metrics/select_unique", {
        timeframe: timeframe(),
        target_property: "vars.lead.id",
        group_by: "vars.source.id"
      })) as { result: Array<Json> }
      expect(grouped.result).toEqual([
        { "vars.source.id": "s1", result: ["lead1", "lead2", "lead5"] },
        { "vars.source.id": "s2", result: ["lead3", "lead4"] }
      ])
      const daily = (await ok("/events/event-metrics/select_unique", {
        timeframe: timeframe(),
        target_property: "outcome",
        interval: "daily",
        filters: sourceOnly
      })) as { result: Array<{ value: Array<Json> }> }
      expect(daily.result[0]?.value).toEqual([{ result: ["failure", "success"] }])
      expect(daily.result[3]?.value).toEqual([])
      expect((await get("/events/event-metrics/select_unique", { timeframe: timeframe() })).status).toBe(422)
    })

    it("median of a numeric property, per group", async () => {
      const all = (await ok("/events/event-metrics/median", { timeframe: timeframe(), filters: sourceOnly })) as { result: Array<Json> }
      expect(all.result).toEqual([{ median: 300 }])
      const byType = (await ok("/events/event-metrics/median", { timeframe: timeframe(), group_by: "type", target_property: "ms" })) as {
        result: Array<Json>
      }
      expect(byType.result).toContainEqual({ type: "recipient", median: 60 })
      expect(byType.result).toContainEqual({ type: "source", median: 300 })
      const recent = (await ok("/events/event-metrics/median", { max_age: "1" })) as { result: Array<Json> }
      expect(recent.result).toEqual([])
      // Settings a median would ignore are refused, naming them.
      for (const [params, parameter] of [
        [{ timeframe: timeframe(), interval: "daily" }, "interval"],
        [{ timeframe: timeframe(), max_age: "1" }, "max_age"]
      ] as const) {
        const refused = await get("/events/event-metrics/median", params)
        expect(refused.status, parameter).toBe(422)
        expect(Object.keys((refused.body as { errors: Json }).errors), parameter).toEqual([parameter])
      }
    })

    it("funnel: actors reaching each step", async () => {
      const steps = JSON.stringify([
        { event_collection: "source", actor_property: "vars.lead.id" },
        { event_collection: "recipient", filters: [{ property_name: "outcome", operator: "eq", property_value: "success" }] },
        { event_collection: "feedback-received" }
      ])
      const body = (await ok("/events/event-metrics/funnel", { timeframe: timeframe(), steps })) as Json
      expect(body["result"]).toEqual([5, 1, 1])
      expect(body["steps"]).toHaveLength(3)
      expect((await get("/events/event-metrics/funnel", { steps: "[]" })).status).toBe(422)
      expect((await get("/events/event-metrics/funnel", { steps: JSON.stringify([{ event_collection: "widgets" }]) })).status).toBe(422)
      // Members and settings a funnel would ignore are refused.
      const ignoredSettings: ReadonlyArray<Record<string, string>> = [
        { timeframe: timeframe(), steps: JSON.stringify([{ event_collection: "source", optional: true }]) },
        { timeframe: timeframe(), steps: JSON.stringify([{ event_collection: "source", with_actors: true }]) },
        { timeframe: timeframe(), steps: JSON.stringify([{ event_collection: "source" }]), interval: "hourly" }
      ]
      for (const params of ignoredSettings)
        expect((await get("/events/event-metrics/funnel", params)).status, JSON.stringify(params)).toBe(422)
    })

    it("another account sees none of these events", async () => {
      expect(await get("/events/event-metrics/count", { timeframe: timeframe() }, otherAuth)).toEqual({ status: 200, body: { result: 1 } })
    })

    it("422 for a bad timeframe, interval, filter operator or property path", async () => {
      const cases: ReadonlyArray<readonly [string, Record<string, string>, string]> = [
        ["/events/event-metrics/count", { timeframe: "this_fortnight" }, "timeframe"],
        ["/events/event-metrics/count", { timeframe: JSON.stringify({ start: "2024-02-01T00:00:00Z", end: "2024-01-01T00:00:00Z" }) }, "timeframe"],
        ["/events/event-metrics/count", { timeframe: "{not json" }, "timeframe"],
        ["/events/event-metrics/count", { interval: "secondly" }, "interval"],
        ["/events/event-metrics/count", { timezone: "Mars/Olympus" }, "timezone"],
        ["/events/event-metrics/count", { filters: JSON.stringify([{ property_name: "type", operator: "like", property_value: "x" }]) }, "filters"],
        ["/events/event-metrics/count", { filters: JSON.stringify([{ property_name: "vars.lead'; DROP TABLE events; --", operator: "eq", property_value: "x" }]) }, "filters"],
        ["/events/event-metrics/count", { filters: JSON.stringify([{ property_name: "type", operator: "eq" }]) }, "filters"],
        ["/events/event-metrics/count", { filters: "[oops" }, "filters"],
        ["/events/event-metrics/count", { group_by: "vars..source" }, "group_by"],
        ["/events/event-metrics/count", { group_by: "vars.source.id) --" }, "group_by"],
        ["/events/event-metrics/count_unique", { target_property: "$.vars" }, "target_property"],
        ["/events/event-metrics/count", { timeframe: "this_365_days", interval: "minutely" }, "interval"]
      ]
      for (const [path, params, field] of cases) {
        const res = await get(path, params)
        expect(res.status, `${path} ${JSON.stringify(params)}`).toBe(422)
        expect(res.body, JSON.stringify(params)).toMatchObject({ errors: { [field]: expect.any(Array) } })
      }
      // The table is still there.
      expect(await ok("/events/event-metrics/count", { timeframe: timeframe() })).toEqual({ result: 10 })
    })
  })

  describe("time parameters: an ISO 8601 date-time with a zone or whole ms, the same on every database", () => {
    // Read by Date.parse before: "-1" as 2001-01-01 and "Mar 7" as 2001-03-07 in the server's
    // time zone, "1.5" as a time of 1.5 ms (a bigint parameter PostgreSQL refused with a 503).
    const notTimes = ["-1", "Mar 7", "1.5", "2024-03-07 10:00", "2024-03-07T10:00:00", "2024-02-30T00:00:00Z", "2024-03-07T24:00:00Z"]

    it("422 naming start or end on the listing, stats and metrics", async () => {
      const paths = ["/events", "/events/stats", "/events/event-metrics/count", "/events/event-metrics/median"]
      for (const path of paths)
        for (const text of notTimes)
          for (const parameter of ["start", "end"]) {
            const res = await get(path, { [parameter]: text })
            expect(res.status, `${path} ${parameter}=${text}`).toBe(422)
            expect(Object.keys((res.body as { errors: Json }).errors), `${path} ${parameter}=${text}`).toEqual([parameter])
          }
    })

    it("422 naming timeframe for JSON bounds that are not times or whole ms, on every metric", async () => {
      const steps = JSON.stringify([{ event_collection: "source", actor_property: "vars.lead.id" }])
      const metrics: ReadonlyArray<readonly [string, Record<string, string>]> = [
        ["/events/event-metrics/count", {}],
        ["/events/event-metrics/count_unique", {}],
        ["/events/event-metrics/select_unique", { target_property: "vars.lead.email" }],
        ["/events/event-metrics/median", {}],
        ["/events/event-metrics/funnel", { steps }]
      ]
      const bounds: ReadonlyArray<{ readonly start: unknown; readonly end: unknown }> = [
        { start: 1.5, end: 4e12 },
        { start: 0, end: 4e12 + 0.25 },
        { start: -1000, end: 4e12 },
        { start: "1.5", end: "4000000000000" },
        { start: "Mar 7", end: "2030-01-01T00:00:00Z" },
        { start: "2024-02-30T00:00:00Z", end: "2030-01-01T00:00:00Z" }
      ]
      for (const [path, params] of metrics)
        for (const bound of bounds) {
          const res = await get(path, { ...params, timeframe: JSON.stringify(bound) })
          expect(res.status, `${path} ${JSON.stringify(bound)}`).toBe(422)
          expect(Object.keys((res.body as { errors: Json }).errors), `${path} ${JSON.stringify(bound)}`).toEqual(["timeframe"])
        }
      // Whole ms as JSON integers or digits, and date-times with any zone, still answer.
      const startMs = fixture.start
      const endMs = fixture.end
      for (const bound of [
        { start: startMs, end: endMs },
        { start: String(startMs), end: String(endMs) },
        { start: new Date(startMs).toISOString().replace("Z", "+00:00"), end: new Date(endMs).toISOString().replace("Z", "+0000") }
      ])
        expect(await ok("/events/event-metrics/count", { timeframe: JSON.stringify(bound) }), JSON.stringify(bound)).toEqual({ result: 10 })
    })

    it("median: a max_age of a fraction of a ms is a window of whole ms", async () => {
      expect(await ok("/events/event-metrics/median", { max_age: "0.0015" })).toEqual({ result: [] })
      expect(await ok("/events/event-metrics/median", { max_age: "1.0005" })).toEqual({ result: [] })
    })
  })

  describe("numeric text beyond what PostgreSQL's numeric holds", () => {
    // An account of its own, so the fixture's counts stay as they are.
    let auth: string
    const ids: Record<string, string> = {}
    beforeAll(async () => {
      const account = await server.createAccount("Numbers")
      auth = account.auth
      const at = Date.now() - 3_600_000
      const nextId = objectIdGenerator(() => at)
      const values: ReadonlyArray<readonly [string, string]> = [
        ["overflow", "1e999999"],
        ["long", "1".repeat(1001)],
        ["seven", "7"],
        ["huge", "1e999"],
        ["wide", "2".repeat(1000)]
      ]
      const writes = values.map(([name, big], i) => {
        const id = nextId()
        ids[name] = id
        const event = makeEvent(account.accountId, id, { type: "source", outcome: "success", at: at + i, lead: `lead-${name}`, source: "s1", lead_fields: { big } })
        return Effect.flatMap(EventStore, (store) => store.writeLead(`lead-${name}`, [event]))
      })
      await server.run(Effect.all(writes, { discard: true }))
    })
    const answer = async (path: string, params: Record<string, string>) => {
      const res = await get(path, params, auth)
      expect(res.status, `${path} ${JSON.stringify(res.body)}`).toBe(200)
      return res.body
    }
    const greater = JSON.stringify([{ lhv: "vars.lead.big", op: "is greater than", rhv: 5 }])

    it("a value like 1e999999 or one of more than 1,000 digits is text, not a number, on both dialects", async () => {
      const events = (await answer("/events", { rules: greater })) as Array<Json>
      expect(events.map((e) => e["id"]).sort()).toEqual(["seven", "huge", "wide"].map((n) => ids[n]).sort())
      const between = (await answer("/events", { rules: JSON.stringify([{ lhv: "vars.lead.big", op: "is between", rhv: [1, 10] }]) })) as Array<Json>
      expect(between.map((e) => e["id"])).toEqual([ids["seven"]])
      const equal = (await answer("/events", { rules: JSON.stringify([{ lhv: "vars.lead.big", op: "is equal to", rhv: 7 }]) })) as Array<Json>
      expect(equal.map((e) => e["id"])).toEqual([ids["seven"]])
      // Still the value as text.
      const text = (await answer("/events", { rules: JSON.stringify([{ lhv: "vars.lead.big", op: "is equal to", rhv: "1E999999" }]) })) as Array<Json>
      expect(text.map((e) => e["id"])).toEqual([ids["overflow"]])
    })

    it("stats rules, metric filters and the median answer over such values", async () => {
      expect(await answer("/events/stats", { column: "source-submitted", rule: greater })).toEqual([{ "source-submitted": 3 }])
      const filters = JSON.stringify([{ property_name: "vars.lead.big", operator: "gt", property_value: 5 }])
      expect(await answer("/events/event-metrics/count", { timeframe: "this_2_days", filters })).toEqual({ result: 3 })
      const small = JSON.stringify([{ property_name: "vars.lead.big", operator: "lt", property_value: 100 }])
      expect(await answer("/events/event-metrics/median", { timeframe: "this_2_days", target_property: "vars.lead.big", filters: small })).toEqual({ result: [{ median: 7 }] })
    })
  })
}
