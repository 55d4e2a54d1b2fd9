import { Effect } from "effect"
import { beforeAll, expect, it } from "vitest"
import { Documents } from "../../../src/storage/Documents.js"
import { asArray, client, type Client, type Harness, member, minimalFlow, suite } from "./harness.js"

/** An ObjectId whose time is `date` (its first 8 hex digits are seconds). */
const idAt = (date: string, n: number): string =>
  (Date.parse(date) / 1000).toString(16).padStart(8, "0") + n.toString(16).padStart(16, "0")

const ms = (date: string): number => Date.parse(date)

const ids = (reply: { body: unknown }) => asArray(reply.body as never).map((entry) => member(entry, "id"))

/** Store an update changelog of `type` directly, with its own id and creation time (ms). */
const insertChangelog = (harness: Harness, accountId: string, id: string, type: "entity" | "flow", revision: string, at: number) =>
  harness.server.run(
    Effect.flatMap(Documents, (documents) =>
      documents.insert(
        "changelogs",
        accountId,
        id,
        { type, action: "update", changes: [], current_revision: { _id: revision }, delta_from_last_revision: {}, created_at: new Date(at).toISOString() },
        at
      )
    )
  )

suite("changelogs", (h) => {
  let flowId = ""
  beforeAll(async () => {
    const { api, server } = h()
    const flow = await api.post("/flows", minimalFlow(server.accountId))
    flowId = String(member(flow.body, "id"))
    await api.put(`/flows/${flowId}`, minimalFlow(server.accountId, { name: "Second" }))
    const created = await api.post("/entities", { name: "Partner", source: "seller", recipient: null, module_ids: [] })
    await api.del(`/entities/${String(member(created.body, "id"))}`)
  })

  it("401 without the API key", async () => {
    expect((await h().anonymous.get("/changelogs")).status).toBe(401)
  })

  it("lists every change, newest first, in the reference's shape", async () => {
    const { api } = h()
    const list = await api.get("/changelogs")
    expect(list.status).toBe(200)
    const entries = asArray(list.body)
    expect(entries.map((entry) => [member(entry, "type"), member(entry, "action")])).toEqual([
      ["entity", "delete"],
      ["entity", "create"],
      ["flow", "update"],
      ["flow", "create"]
    ])
    const create = entries[3]
    expect(create).toMatchObject({ type: "flow", action: "create", current_revision: { _id: flowId, name: "Test flow" } })
    expect(member(create, "user")).toBeUndefined()
    expect(member(create, "created_at")).toEqual(expect.any(String))
    expect(member(member(create, "delta_from_last_revision"), "name")).toEqual(["Test flow"])
    expect(asArray(member(create, "changes"))).toContainEqual({
      action: "added",
      target: "name",
      delta_path: "name",
      current: { value: "Test flow" }
    })
    const asc = await api.get("/changelogs?sort=asc")
    expect(ids(asc)).toEqual([...ids(list)].reverse())

    const one = await api.get(`/changelogs/${String(member(create, "id"))}`)
    expect(one.status).toBe(200)
    expect(one.body).toEqual(create)
    expect((await api.get("/changelogs/5f0000000000000000000000")).status).toBe(404)
  })

  it("filters by type, action, record and user", async () => {
    const { api } = h()
    expect(asArray((await api.get("/changelogs?type=flow")).body)).toHaveLength(2)
    expect(asArray((await api.get("/changelogs?action=delete")).body).map((e) => member(e, "type"))).toEqual(["entity"])
    expect(asArray((await api.get(`/changelogs?flow_id=${flowId}&action=update`)).body)).toHaveLength(1)
    expect(asArray((await api.get("/changelogs?type=field")).body)).toHaveLength(0)
    expect(asArray((await api.get("/changelogs?user_id=null")).body)).toHaveLength(4)
    expect(asArray((await api.get("/changelogs?user_id=5f0000000000000000000000")).body)).toHaveLength(0)
    expect(asArray((await api.get("/changelogs?limit=3")).body)).toHaveLength(3)
  })

  it("422 for a bad query", async () => {
    const { api } = h()
    const two = await api.get(`/changelogs?flow_id=${flowId}&entity_id=${flowId}`)
    expect(two.status).toBe(422)
    expect(Object.keys(member(two.body, "errors") as object).sort()).toEqual(["entity_id", "flow_id"])
    for (const [query, key] of [
      ["limit=1001", "limit"],
      ["limit=0", "limit"],
      ["limit=ten", "limit"],
      ["sort=up", "sort"],
      ["type=report", "type"],
      ["action=moved", "action"],
      ["after_id=xyz", "after_id"],
      ["start=yesterday", "start"],
      // Fields that do not exist are refused, not rolled over (2024-02-30 was read as March 1st).
      ["start=2024-02-30T00:00:00Z", "start"],
      ["end=2023-02-29T00:00:00Z", "end"],
      ["start=2024-04-31T12:00:00Z", "start"],
      ["end=2024-03-07T24:00:00Z", "end"],
      ["start=2024-03-07T10:00:00%2B24:00", "start"],
      ["user_id=someone", "user_id"]
    ]) {
      const res = await api.get(`/changelogs?${query}`)
      expect(res.status, query).toBe(422)
      expect(Object.keys(member(res.body, "errors") as object), query).toEqual([key])
    }
    // A leap day is a day; an offset without its colon is an offset.
    expect((await api.get("/changelogs?start=2024-02-29T00:00:00Z")).status).toBe(200)
    expect((await api.get("/changelogs?end=2024-02-29T23:59:59.999%2B0100")).status).toBe(200)
  })

  it("matches ObjectId filters in any case; a field_id as given", async () => {
    const { api } = h()
    const lower = asArray((await api.get(`/changelogs?flow_id=${flowId}`)).body)
    expect(lower).toHaveLength(2)
    expect(ids(await api.get(`/changelogs?flow_id=${flowId.toUpperCase()}`))).toEqual(lower.map((e) => member(e, "id")))
    const [entity] = asArray((await api.get("/changelogs?type=entity&action=create")).body)
    const entityId = String(member(member(entity, "current_revision"), "_id"))
    expect(asArray((await api.get(`/changelogs?entity_id=${entityId.toUpperCase()}`)).body)).toHaveLength(2)
    // The changes here have no user: an upper-case user id is read like the stored lower-case one.
    expect((await api.get("/changelogs?user_id=5F0000000000000000000000")).status).toBe(200)
  })

  it("422 when type disagrees with the *_id given (not an empty list)", async () => {
    const { api } = h()
    const clash = await api.get(`/changelogs?type=field&flow_id=${flowId}`)
    expect(clash.status).toBe(422)
    expect(Object.keys(member(clash.body, "errors") as object).sort()).toEqual(["flow_id", "type"])
    expect((await api.get("/changelogs?type=flow&entity_id=5f0000000000000000000000")).status).toBe(422)
    expect((await api.get("/changelogs?type=entity&field_id=email")).status).toBe(422)
    // Agreeing filters still answer.
    expect(asArray((await api.get(`/changelogs?type=flow&flow_id=${flowId}`)).body)).toHaveLength(2)
    // On a record's own path, the path wins over a query type.
    const scoped = await api.get(`/flows/${flowId}/changelogs?type=field`)
    expect(scoped.status).toBe(200)
    expect(asArray(scoped.body)).toHaveLength(2)
  })

  boundRules(h)
  sameSecondBounds(h)
})

/**
 * An id bound and a time inside the id's own second: the id's time is floored to the second, so
 * neither bound is the greater and both apply (`after_id` stays exclusive).
 */
function sameSecondBounds(h: () => Harness) {
  let api: Client
  const second = ms("2024-05-01T12:00:00Z")
  // Three changelogs created in one second, 100 ms apart, ids in creation order.
  const rows = [1, 2, 3].map((n) => ({ id: idAt("2024-05-01T12:00:00Z", n), at: second + 100 * n }))
  beforeAll(async () => {
    const { server } = h()
    const account = await server.createAccount("Same second")
    api = client(server.url, account.auth)
    for (const row of rows) await insertChangelog(h(), account.accountId, row.id, "entity", "5f0000000000000000000002", row.at)
  })

  it("after_id and start in one second: both apply", async () => {
    const [c1, c2, c3] = rows as [(typeof rows)[0], (typeof rows)[0], (typeof rows)[0]]
    const after = await api.get(`/changelogs?sort=asc&type=entity&after_id=${c2.id}&start=${c1.at}`)
    expect(after.status).toBe(200)
    expect(ids(after)).toEqual([c3.id])
    // The later of the two is the time: c1 is out by it, c2 by the id.
    expect(ids(await api.get(`/changelogs?sort=asc&after_id=${c1.id}&start=${c3.at}`))).toEqual([c3.id])
    // An upper-case id reads as the stored lower-case one.
    expect(ids(await api.get(`/changelogs?sort=asc&after_id=${c2.id.toUpperCase()}&start=${c1.at}`))).toEqual([c3.id])
  })

  it("before_id and end in one second: both apply", async () => {
    const [c1, c2, c3] = rows as [(typeof rows)[0], (typeof rows)[0], (typeof rows)[0]]
    expect(ids(await api.get(`/changelogs?sort=asc&before_id=${c2.id}&end=${c3.at}`))).toEqual([c1.id])
    expect(ids(await api.get(`/changelogs?sort=asc&before_id=${c3.id}&end=${c1.at}`))).toEqual([c1.id])
  })
}

/**
 * The bound rules, on changelogs whose id times and creation times disagree (inserted directly
 * in a separate account), so that applying both bounds would answer differently from applying
 * the one the rule picks.
 */
function boundRules(h: () => Harness) {
  let api: Client
  const rows = {
    x: { id: idAt("2020-01-01T00:00:00Z", 1), created: "2030-01-01T00:00:00Z" },
    y: { id: idAt("2032-01-01T00:00:00Z", 2), created: "2019-01-01T00:00:00Z" },
    z: { id: idAt("2035-01-01T00:00:00Z", 3), created: "2015-01-01T00:00:00Z" },
    w: { id: idAt("2005-01-01T00:00:00Z", 4), created: "2033-01-01T00:00:00Z" }
  }
  beforeAll(async () => {
    const { server } = h()
    const account = await server.createAccount("Bounds")
    api = client(server.url, account.auth)
    for (const row of Object.values(rows)) await insertChangelog(h(), account.accountId, row.id, "flow", "5f0000000000000000000001", ms(row.created))
  })

  it("before_id and end: the earlier bound applies", async () => {
    // before_id (2021) is earlier than end (2029): only the id bound counts, so x and w (created 2030, 2033) are in.
    const idWins = await api.get(`/changelogs?before_id=${idAt("2021-01-01T00:00:00Z", 0)}&end=${ms("2029-01-01T00:00:00Z")}`)
    expect(idWins.status).toBe(200)
    expect(ids(idWins)).toEqual([rows.w.id, rows.x.id])
    // end (2020-06) is earlier than before_id (2031): only the time bound counts, so y (id 2032) is in.
    const timeWins = await api.get(`/changelogs?before_id=${idAt("2031-01-01T00:00:00Z", 0)}&end=2020-06-01T00:00:00Z`)
    expect(ids(timeWins)).toEqual([rows.y.id, rows.z.id])
  })

  it("after_id and start: the later bound applies", async () => {
    // after_id (2034) is later than start (2016): only the id bound counts, so z (created 2015) is in.
    const idWins = await api.get(`/changelogs?after_id=${idAt("2034-01-01T00:00:00Z", 0)}&start=2016-01-01T00:00:00Z`)
    expect(ids(idWins)).toEqual([rows.z.id])
    // start (2029) is later than after_id (2010): only the time bound counts, so w (id 2005) is in.
    const timeWins = await api.get(`/changelogs?after_id=${idAt("2010-01-01T00:00:00Z", 0)}&start=${ms("2029-01-01T00:00:00Z")}`)
    expect(ids(timeWins)).toEqual([rows.w.id, rows.x.id])
  })

  it("each bound alone", async () => {
    // Sorted by creation time: z (2015) before y (2019), x (2030) before w (2033).
    expect(ids(await api.get(`/changelogs?after_id=${rows.x.id}&sort=asc`))).toEqual([rows.z.id, rows.y.id])
    expect(ids(await api.get(`/changelogs?before_id=${rows.y.id}&sort=asc`))).toEqual([rows.x.id, rows.w.id])
    expect(ids(await api.get(`/changelogs?start=2030-01-01T00:00:00Z&sort=asc`))).toEqual([rows.x.id, rows.w.id])
    expect(ids(await api.get(`/changelogs?end=2019-01-01T00:00:00Z&sort=asc`))).toEqual([rows.z.id, rows.y.id])
  })
}
