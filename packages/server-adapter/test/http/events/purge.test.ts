import { SqlClient } from "@effect/sql"
import { EventStore, objectIdGenerator } from "@leadflow/core"
import { Effect, Fiber, Layer, TestClock, TestContext } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { EventsPurgeLive, purgeExpiredEvents, purgeEvery } from "../../../src/events/Purge.js"
import { layer as databaseLayer } from "../../../src/storage/Database.js"
import { SqlEventStoreLayer } from "../../../src/storage/SqlEventStore.js"
import { type Dialect, postgresAvailable, startTestServer, type TestServer } from "../TestServer.js"
import { sqliteTestDatabase } from "../../storage/testDatabases.js"
import { makeEvent } from "./fixtures.js"

/** Retention: expired events are deleted by `purgeExpiredEvents(now)` and by the periodic purge. */
const day = 86_400_000
const base = Date.UTC(2026, 0, 1)

const purgeSuite = (dialect: Dialect) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ dialect })
  })
  afterAll(() => server.close())

  it("deletes exactly the events whose expires_at has passed", async () => {
    const nextId = objectIdGenerator(() => base)
    const ids = Array.from({ length: 3 }, () => nextId())
    // Created on days 0, 1 and 2; the default expiry is 90 days later, the last one explicit.
    const events = [
      makeEvent(server.accountId, ids[0] as string, { type: "source", outcome: "success", at: base, lead: "p1", source: "s" }),
      makeEvent(server.accountId, ids[1] as string, { type: "source", outcome: "success", at: base + day, lead: "p2", source: "s" }),
      makeEvent(server.accountId, ids[2] as string, {
        type: "recipient",
        outcome: "failure",
        at: base + 2 * day,
        lead: "p3",
        source: "s",
        expires_at: new Date(base + 200 * day).toISOString()
      })
    ]
    await server.run(Effect.flatMap(EventStore, (store) => Effect.forEach(events, (e, i) => store.writeLead(`p${i + 1}`, [e]))))
    const remaining = () =>
      server.run(
        Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ id: string }>`SELECT id FROM events WHERE id IN ${sql.in(ids)} ORDER BY id`)
      )
    // The default expiry is exactly 90 days after the event (end_timestamp).
    expect(await server.run(purgeExpiredEvents(base + 90 * day - 1))).toBe(0)
    expect(await server.run(purgeExpiredEvents(base + 90 * day))).toBe(1)
    expect((await remaining()).map((r) => r.id)).toEqual([ids[1], ids[2]])
    expect(await server.run(purgeExpiredEvents(base + 150 * day))).toBe(1)
    expect(await server.run(purgeExpiredEvents(base + 199 * day))).toBe(0)
    expect(await server.run(purgeExpiredEvents(base + 200 * day))).toBe(1)
    expect(await remaining()).toEqual([])
    const gone = await fetch(`${server.url}/events/${ids[0]}`, { headers: { authorization: server.auth } })
    expect(gone.status).toBe(404)
  })

  it("keeps a write's shared vars until its last event expires: the others read whole, each event goes at its own expiry", async () => {
    const nextId = objectIdGenerator(() => base)
    const [first, second] = [nextId(), nextId()]
    const at = base + 10 * day
    // One write: the first event expires after 20 days, the second after 40; they share the lead, flow, source and account.
    const events = [
      makeEvent(server.accountId, first, { type: "source", outcome: "success", at, lead: "g1", source: "s", expires_at: new Date(at + 20 * day).toISOString() }),
      makeEvent(server.accountId, second, { type: "recipient", outcome: "success", at: at + 1, lead: "g1", source: "s", expires_at: new Date(at + 40 * day).toISOString() })
    ]
    await server.run(Effect.flatMap(EventStore, (store) => store.writeLead("g1", events)))
    const stored = () =>
      server.run(
        Effect.flatMap(SqlClient.SqlClient, (sql) =>
          Effect.zip(
            sql<{ id: string }>`SELECT id FROM events WHERE id IN ${sql.in([first, second])} ORDER BY id`,
            sql<{ shared_id: string }>`SELECT shared_id FROM event_writes WHERE shared_id = ${first}`
          )
        )
      ).then(([rows, writes]) => ({ events: rows.map((row) => row.id), writes: writes.map((row) => row.shared_id) }))
    expect(await stored()).toEqual({ events: [first, second], writes: [first] })
    const read = async (id: string) => {
      const res = await fetch(`${server.url}/events/${id}`, { headers: { authorization: server.auth } })
      return { status: res.status, body: (await res.json()) as { vars?: unknown } }
    }
    const whole = await read(second)
    expect(whole.body.vars).toMatchObject({ lead: { id: "g1", email: "g1@example.com" }, source: { id: "s" } })

    // The first event has expired and goes; the write's row stays, and the second reads as before.
    expect(await server.run(purgeExpiredEvents(at + 30 * day))).toBe(1)
    expect(await stored()).toEqual({ events: [second], writes: [first] })
    expect(await read(second)).toEqual(whole)
    // Once the whole write has expired, the rest goes, the write's row with it.
    expect(await server.run(purgeExpiredEvents(at + 40 * day + 1))).toBe(1)
    expect(await stored()).toEqual({ events: [], writes: [] })
  })

  it("takes the count off a write that loses some of its events (the metrics then count them one by one)", async () => {
    const nextId = objectIdGenerator(() => base)
    const at = base + 300 * day
    const ids = Array.from({ length: 5 }, () => nextId())
    const expiring = (i: number, lead: string, days: number) =>
      makeEvent(server.accountId, ids[i] as string, { type: i % 3 === 0 ? "source" : "recipient", outcome: "success", at: at + i, lead, source: "s", expires_at: new Date(at + days * day).toISOString() })
    // Write c1: its last event expires first. Write c2: all three expire together, later.
    await server.run(Effect.flatMap(EventStore, (store) => store.writeLead("c1", [expiring(0, "c1", 40), expiring(1, "c1", 40), expiring(2, "c1", 20)])))
    await server.run(Effect.flatMap(EventStore, (store) => store.writeLead("c2", [expiring(3, "c2", 60), expiring(4, "c2", 60)])))
    const counts = () =>
      server.run(
        Effect.flatMap(SqlClient.SqlClient, (sql) =>
          sql<{ id: string; n: number | null }>`SELECT shared_id AS id, group_events AS n FROM event_writes WHERE shared_id IN ${sql.in(ids)} ORDER BY shared_id`
        )
      ).then((rows) => rows.map((row) => [row.id, row.n === null ? null : Number(row.n)]))
    expect(await counts()).toEqual([
      [ids[0], 3],
      [ids[3], 2]
    ])
    expect(await server.run(purgeExpiredEvents(at + 30 * day))).toBe(1)
    expect(await counts()).toEqual([
      [ids[0], null],
      [ids[3], 2]
    ])
  })
}

describe("event purge on SQLite", () => purgeSuite("sqlite"))
describe.skipIf(!postgresAvailable)("event purge on PostgreSQL", () => purgeSuite("postgres"))

describe("the periodic purge", () => {
  it("purges at start and then every hour, by the clock", async () => {
    const db = await sqliteTestDatabase()
    const program = Effect.gen(function* () {
      const store = yield* EventStore
      const sql = yield* SqlClient.SqlClient
      const count = Effect.map(sql<{ n: number }>`SELECT COUNT(*) AS n FROM events`, (rows) => Number(rows[0]?.n))
      const nextId = objectIdGenerator(() => 0)
      const expiringAt = (t: number, lead: string) =>
        store.writeLead(lead, [
          makeEvent("acc", nextId(), { type: "source", outcome: "success", at: 1_000, lead, source: "s", expires_at: new Date(t).toISOString() })
        ])
      // The test clock starts at 0: one event expires at 30 minutes, one at 90 minutes.
      yield* expiringAt(30 * 60_000, "a")
      yield* expiringAt(90 * 60_000, "b")
      const fiber = yield* Effect.fork(Layer.launch(EventsPurgeLive))
      yield* TestClock.adjust("1 minute")
      const atStart = yield* count
      yield* TestClock.adjust(purgeEvery)
      const afterOneHour = yield* count
      yield* TestClock.adjust(purgeEvery)
      const afterTwoHours = yield* count
      yield* Fiber.interrupt(fiber)
      return [atStart, afterOneHour, afterTwoHours]
    })
    const counts = await Effect.runPromise(
      program.pipe(
        Effect.provide(Layer.provideMerge(SqlEventStoreLayer, databaseLayer(db.config))),
        Effect.provide(TestContext.TestContext),
        Effect.scoped
      )
    )
    await db.dispose()
    expect(counts).toEqual([2, 1, 0])
  })
})
