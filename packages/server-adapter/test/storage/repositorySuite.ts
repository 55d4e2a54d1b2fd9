import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { SqlClient } from "@effect/sql"

const SqlClientTag = SqlClient.SqlClient
import {
  Counters,
  EventStore,
  releaseCaps,
  StoreError,
  SuppressionLists,
  Rotations,
  type CounterKey,
  LeadEvent
} from "@leadflow/core"
import { Deferred, Effect, Layer, Logger, ManagedRuntime, Metric, Schema } from "effect"
import { groupCommitLeads } from "../../src/observability/ServerMetrics.js"
import { groupCommitMaxLeads } from "../../src/storage/SqlEventStore.js"
import {
  databaseLayer,
  eventInsertBatchRows,
  makeAccountCounters,
  makeAccountRotations,
  makeAccountSuppressionLists,
  readLeadEvents,
  payOwedGiveBacks,
  sqlStorageLayerFor,
  sweepLapsedHolds
} from "../../src/storage/index.js"
import { type TestDatabase, uniqueId } from "./testDatabases.js"

type Services = SqlClient.SqlClient | EventStore | Counters | SuppressionLists | Rotations

// Fixtures go through the event schema, so they are events the engine could have written.
const decodeEvent = Schema.decodeUnknownSync(LeadEvent)
const hexId = (n: number) => n.toString(16).padStart(24, "0")
let nextEventId = Math.floor(Math.random() * 2 ** 40)

/** A recipient event of a lead, shaped as the engine writes them. */
const recipientEvent = (leadId: string, at: number, extra: Record<string, unknown> = {}): LeadEvent =>
  decodeEvent({
    id: hexId(nextEventId++),
    type: "recipient",
    outcome: "success",
    reason: null,
    step_id: "step-1",
    start_timestamp: at - 5,
    end_timestamp: at,
    expires_at: new Date(at + 90 * 86_400_000).toISOString(),
    vars: { lead: { id: leadId, email: "jane@example.com" }, account: { id: "acct-1" }, flow: { id: "flow-1" }, source: { id: "src-1" } },
    ...extra
  })

const sourceEvent = (leadId: string, at: number): LeadEvent =>
  decodeEvent({
    id: hexId(nextEventId++),
    type: "source",
    outcome: "failure",
    reason: "Cap reached",
    end_timestamp: at,
    vars: { lead: { id: leadId }, account: { id: "acct-1" }, flow: { id: "flow-1" }, source: { id: "src-1" } }
  })

const DAY = 86_400_000
const counterKey = (id: string, start: number, extra: Partial<CounterKey> = {}): CounterKey => ({
  kind: "cap",
  id,
  window: { start, end: start + DAY },
  flowId: "flow-1",
  ...extra
})

/**
 * The repository tests, the same on every database: `open` makes a fresh database for the run.
 * Tests share it and keep apart by random lead ids, counter ids and list names.
 */
export const repositorySuite = (dialect: string, open: () => Promise<TestDatabase>): void => {
  describe(`storage repositories on ${dialect}`, () => {
    let database: TestDatabase
    let runtime: ManagedRuntime.ManagedRuntime<Services, unknown>
    const run = <A, E>(effect: Effect.Effect<A, E, Services>): Promise<A> => runtime.runPromise(effect)
    // Group commits so far (the store's histogram of leads per commit): how many, and their leads.
    const commits = () => run(Effect.map(Metric.value(groupCommitLeads), (state) => ({ count: state.count, sum: state.sum })))

    beforeAll(async () => {
      database = await open()
      runtime = ManagedRuntime.make(Layer.provideMerge(sqlStorageLayerFor("acct-1"), databaseLayer(database.config)))
      await runtime.runtime()
    })
    afterAll(async () => {
      await runtime?.dispose()
      await database?.dispose()
    })

    describe("events", () => {
      it("stores every event of a lead with its columns and the whole event as JSON", async () => {
        const leadId = uniqueId("lead")
        const at = 1_700_000_000_000
        const events = [recipientEvent(leadId, at), recipientEvent(leadId, at + 1, { cost: 1.5 }), sourceEvent(leadId, at + 2)]
        await run(Effect.flatMap(EventStore, (store) => store.writeLead(leadId, events)))
        const stored = await run(readLeadEvents("acct-1", leadId))
        expect(stored.map((e) => e.body)).toEqual(events)
        expect(stored[0]).toMatchObject({
          leadId,
          type: "recipient",
          outcome: "success",
          createdAt: at,
          expiresAt: at + 90 * DAY,
          accountId: "acct-1",
          flowId: "flow-1",
          sourceId: "src-1",
          stepId: "step-1"
        })
        // No expiry on the event: 90 days after it was created. No step: NULL.
        expect(stored[2]).toMatchObject({ type: "source", expiresAt: at + 2 + 90 * DAY, accountId: "acct-1", stepId: null })
        // Another account does not see the lead at all.
        expect(await run(readLeadEvents("acct-2", leadId))).toEqual([])
        // The shared vars are one row's, in SQLite's JSONB (a blob) there, in JSONB on PostgreSQL.
        const kinds = await run(
          Effect.flatMap(SqlClient.SqlClient, (sql) =>
            sql<{ readonly kind: string }>`SELECT ${dialect === "SQLite" ? sql`typeof(group_vars)` : sql`pg_typeof(group_vars)::text`} AS kind
              FROM event_writes WHERE shared_id IN (SELECT shared_id FROM events WHERE lead_id = ${leadId})`
          )
        )
        expect(kinds.map((row) => row.kind)).toEqual([dialect === "SQLite" ? "blob" : "jsonb"])
      })

      it.skipIf(dialect !== "SQLite")("reads shared vars written as text (before they were SQLite's JSONB) the same", async () => {
        const leadId = uniqueId("lead")
        const at = 1_700_000_000_000
        const events = [recipientEvent(leadId, at), recipientEvent(leadId, at + 1, { cost: 1.5 }), sourceEvent(leadId, at + 2)]
        await run(Effect.flatMap(EventStore, (store) => store.writeLead(leadId, events)))
        await run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql`UPDATE event_writes SET group_vars = json(group_vars) WHERE shared_id IN (SELECT shared_id FROM events WHERE lead_id = ${leadId})`))
        const stored = await run(readLeadEvents("acct-1", leadId))
        expect(stored.map((e) => e.body)).toEqual(events)
      })

      it("writes none of a lead's events when one of them fails, even in a later statement", async () => {
        const leadId = uniqueId("lead")
        const events = Array.from({ length: eventInsertBatchRows + 3 }, (_, i) => recipientEvent(leadId, 1_700_000_000_000 + i))
        // The last event repeats the first one's id: the second INSERT fails after the first succeeded.
        const duplicate = { ...events[events.length - 1], id: events[0]?.id } as LeadEvent
        const error = await run(
          Effect.flip(Effect.flatMap(EventStore, (store) => store.writeLead(leadId, [...events.slice(0, -1), duplicate])))
        )
        expect(error).toBeInstanceOf(StoreError)
        expect(await run(readLeadEvents("acct-1", leadId))).toEqual([])
        // Nor its write's row (its shared vars and summary, in `event_writes`).
        const writes = () =>
          run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ n: unknown }>`SELECT COUNT(*) AS n FROM event_writes WHERE shared_id = ${events[0]?.id ?? ""}`)).then(
            (rows) => Number(rows[0]?.n)
          )
        expect(await writes()).toBe(0)
        // The same lead, without the duplicate, is stored in full.
        await run(Effect.flatMap(EventStore, (store) => store.writeLead(leadId, events)))
        expect((await run(readLeadEvents("acct-1", leadId))).length).toBe(events.length)
        expect(await writes()).toBe(1)
      })

      it("commits concurrent leads together, and a bad lead in the batch fails only itself", async () => {
        const at = 1_700_000_100_000
        const leads = Array.from({ length: 25 }, () => uniqueId("lead"))
        const batches = leads.map((leadId, i) => [recipientEvent(leadId, at + i), sourceEvent(leadId, at + i + 1)])
        // Lead 7 repeats an event id of lead 3.
        const clash = { ...(batches[7]?.[0] as LeadEvent), id: batches[3]?.[0]?.id } as LeadEvent
        batches[7] = [clash, batches[7]?.[1] as LeadEvent]
        const results = await run(
          Effect.flatMap(EventStore, (store) =>
            Effect.all(
              leads.map((leadId, i) => Effect.either(store.writeLead(leadId, batches[i] ?? []))),
              { concurrency: "unbounded" }
            )
          )
        )
        // Leads 3 and 7 clash: whichever is written second fails (on PostgreSQL the per-lead
        // retries race over the pool), alone; every other lead is stored.
        const failed = results.flatMap((result, i) => (result._tag === "Left" ? [i] : []))
        expect(failed.length).toBe(1)
        expect([3, 7]).toContain(failed[0])
        for (const [i, leadId] of leads.entries())
          expect((await run(readLeadEvents("acct-1", leadId))).length, `lead ${i}`).toBe(i === failed[0] ? 0 : 2)
      })

      it("lays a batch's rows out when it commits: a lead whose events cannot be written as JSON fails alone; a BigInt is written as text", async () => {
        const at = 1_700_000_200_000
        const leads = Array.from({ length: 6 }, () => uniqueId("lead"))
        const batches = leads.map((leadId, i) => [recipientEvent(leadId, at + i), sourceEvent(leadId, at + i + 1)])
        // A member whose toJSON throws: laying out lead 2's rows throws.
        const unwritable = { toJSON: () => { throw new Error("no JSON for this") } }
        batches[2] = [{ ...(batches[2]?.[0] as LeadEvent), appended: unwritable } as unknown as LeadEvent, batches[2]?.[1] as LeadEvent]
        // A BigInt, which JSON has no number for, is stored as its text: lead 4 is not lost for it.
        const withBigInt = batches[4]?.[0] as LeadEvent
        batches[4] = [{ ...withBigInt, vars: { ...withBigInt.vars, extra_count: 10n } } as unknown as LeadEvent, batches[4]?.[1] as LeadEvent]
        const results = await run(
          Effect.flatMap(EventStore, (store) =>
            Effect.all(
              leads.map((leadId, i) => Effect.either(store.writeLead(leadId, batches[i] ?? []))),
              { concurrency: "unbounded" }
            )
          )
        )
        expect(results.map((result) => result._tag)).toEqual(["Right", "Right", "Left", "Right", "Right", "Right"])
        const failure = results[2]
        expect(failure?._tag === "Left" && failure.left).toBeInstanceOf(StoreError)
        for (const [i, leadId] of leads.entries())
          expect((await run(readLeadEvents("acct-1", leadId))).length, `lead ${i}`).toBe(i === 2 ? 0 : 2)
        const stored = await run(readLeadEvents("acct-1", leads[4] ?? ""))
        expect(stored.map((event) => (event.body.vars as Record<string, unknown> | undefined)?.["extra_count"])).toContain("10")
      })

      it.skipIf(dialect !== "PostgreSQL")("starts no commit while one is under way: the leads that arrive meanwhile share the next", async () => {
        const at = 1_700_000_400_000
        const leads = Array.from({ length: 4 }, () => uniqueId("lead"))
        const before = await commits()
        // Another transaction holds the events table, so the first lead's commit waits on it.
        const release = await run(Deferred.make<void>())
        const locked = await run(Deferred.make<void>())
        const holder = runtime.runPromise(
          Effect.flatMap(SqlClient.SqlClient, (sql) =>
            sql.withTransaction(
              Effect.zipRight(
                Effect.zipRight(sql`LOCK TABLE events IN EXCLUSIVE MODE`, Deferred.succeed(locked, undefined)),
                Deferred.await(release)
              )
            )
          )
        )
        await run(Deferred.await(locked))
        const write = (i: number) =>
          runtime.runPromise(Effect.flatMap(EventStore, (store) => store.writeLead(leads[i] as string, [sourceEvent(leads[i] as string, at + i)])))
        const writes = [write(0)]
        // The first lead's commit is under way once its INSERT waits for the lock.
        const waiting = Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ readonly n: number }>`SELECT COUNT(*)::int AS n FROM pg_locks WHERE NOT granted`)
        while (((await run(waiting))[0]?.n ?? 0) === 0) await new Promise((resolve) => setTimeout(resolve, 2))
        // Each later lead arrives after the one before it has waited out its commit's wait.
        for (const i of [1, 2, 3]) {
          await new Promise((resolve) => setTimeout(resolve, 10))
          writes.push(write(i))
        }
        await new Promise((resolve) => setTimeout(resolve, 10))
        await run(Deferred.succeed(release, undefined))
        await holder
        await Promise.all(writes)
        // The first lead's commit, then one for the three that waited (each its own if commits overlapped).
        const after = await commits()
        expect({ count: after.count - before.count, sum: after.sum - before.sum }).toEqual({ count: 2, sum: 4 })
        for (const leadId of leads) expect((await run(readLeadEvents("acct-1", leadId))).length).toBe(1)
      })

      it(`commits a full batch of ${groupCommitMaxLeads} leads at once, and the rest after the wait`, async () => {
        const at = 1_700_000_300_000
        const leads = Array.from({ length: groupCommitMaxLeads + 3 }, () => uniqueId("lead"))
        const before = await commits()
        const results = await run(
          Effect.flatMap(EventStore, (store) =>
            Effect.all(
              leads.map((leadId, i) => Effect.either(store.writeLead(leadId, [recipientEvent(leadId, at + i), sourceEvent(leadId, at + i + 1)]))),
              { concurrency: "unbounded" }
            )
          )
        )
        expect(results.every((result) => result._tag === "Right")).toBe(true)
        // Two commits: the full batch, then the three left (one batch of all would be one commit).
        const after = await commits()
        expect({ count: after.count - before.count, sum: after.sum - before.sum }).toEqual({ count: 2, sum: groupCommitMaxLeads + 3 })
        for (const leadId of leads) expect((await run(readLeadEvents("acct-1", leadId))).length).toBe(2)
      })
    })

    describe("counters", () => {
      const start = Date.UTC(2030, 0, 1)

      it("tryIncrement counts up to the maximum and no further", async () => {
        const key = counterKey(uniqueId("cap"), start)
        const results = await run(
          Effect.flatMap(Counters, (c) => Effect.forEach([1, 2, 3, 4, 5], () => c.tryIncrement(key, 3)))
        )
        expect(results).toEqual([
          { counted: true, count: 1 },
          { counted: true, count: 2 },
          { counted: true, count: 3 },
          { counted: false, count: 3 },
          { counted: false, count: 3 }
        ])
        expect(await run(Effect.flatMap(Counters, (c) => c.current(key)))).toBe(3)
      })

      it("tryIncrement lets exactly the maximum through under concurrency", async () => {
        const key = counterKey(uniqueId("cap"), start)
        const results = await run(
          Effect.flatMap(Counters, (c) =>
            Effect.forEach(Array.from({ length: 40 }), () => c.tryIncrement(key, 7), { concurrency: 16 })
          )
        )
        expect(results.filter((r) => r.counted).length).toBe(7)
        expect(await run(Effect.flatMap(Counters, (c) => c.current(key)))).toBe(7)
      })

      it("counts under a maximum past the 32-bit column (a flow deployed before the save check refused one)", async () => {
        const key = counterKey(uniqueId("cap"), start)
        const results = await run(Effect.flatMap(Counters, (c) => Effect.forEach([2 ** 31, 1e300], (maximum) => c.tryIncrement(key, maximum))))
        expect(results).toEqual([
          { counted: true, count: 1 },
          { counted: true, count: 2 }
        ])
      })

      it("a maximum of zero never counts", async () => {
        const key = counterKey(uniqueId("cap"), start)
        expect(await run(Effect.flatMap(Counters, (c) => c.tryIncrement(key, 0)))).toEqual({ counted: false, count: 0 })
        expect(await run(Effect.flatMap(Counters, (c) => c.list({ now: start + 1 })))).not.toContainEqual(
          expect.objectContaining({ id: key.id })
        )
      })

      it("decrement gives a slot back and never goes below zero", async () => {
        const key = counterKey(uniqueId("cap"), start)
        const count = await run(
          Effect.gen(function* () {
            const c = yield* Counters
            yield* c.decrement(key)
            expect(yield* c.current(key)).toBe(0)
            yield* c.tryIncrement(key, 2)
            yield* c.tryIncrement(key, 2)
            expect((yield* c.tryIncrement(key, 2)).counted).toBe(false)
            yield* c.decrement(key)
            expect(yield* c.tryIncrement(key, 2)).toEqual({ counted: true, count: 2 })
            yield* c.decrement(key)
            yield* c.decrement(key)
            yield* c.decrement(key)
            return yield* c.current(key)
          })
        )
        expect(count).toBe(0)
      })

      const holdsOf = (leadId: string) =>
        run(Effect.flatMap(SqlClientTag, (sql) => sql<{ readonly held: unknown }>`SELECT held FROM cap_holds WHERE lead_id = ${leadId}`)).then(
          (rows) => rows.reduce((sum, row) => sum + Number(row.held), 0)
        )
      // A sweep as if every process's lease had lapsed (this one's too).
      const sweepAllLapsed = () => run(sweepLapsedHolds(0))

      it("holds a lead's count until its events are stored, and a sweep then keeps it", async () => {
        const key = counterKey(uniqueId("cap"), start)
        const leadId = uniqueId("lead")
        expect(await run(Effect.flatMap(Counters, (c) => c.tryIncrement(key, 3, leadId)))).toEqual({ counted: true, count: 1 })
        expect(await holdsOf(leadId)).toBe(1)
        await run(Effect.flatMap(EventStore, (store) => store.writeLead(leadId, [sourceEvent(leadId, start)])))
        expect(await holdsOf(leadId)).toBe(0)
        await sweepAllLapsed()
        expect(await run(Effect.flatMap(Counters, (c) => c.current(key)))).toBe(1)
      })

      it("ends a retry's holds with its event, not the holds of another step's retry of the same lead", async () => {
        const leadId = uniqueId("lead")
        const first = counterKey(uniqueId("cap"), start, { stepId: "step-1" })
        const second = counterKey(uniqueId("cap"), start, { stepId: "step-2" })
        await run(Effect.flatMap(Counters, (c) => Effect.zip(c.tryIncrement(first, 3, leadId), c.tryIncrement(second, 3, leadId))))
        expect(await holdsOf(leadId)).toBe(2)
        // The retry of step-2 ends (its event stored); step-1's is still in flight, and fails.
        const retried = decodeEvent({ id: hexId(nextEventId++), type: "retry", outcome: "success", reason: null, step_id: "step-2", end_timestamp: start })
        await run(Effect.flatMap(EventStore, (store) => store.writeLead(leadId, [retried])))
        expect(await holdsOf(leadId)).toBe(1)
        await run(Effect.flatMap(Counters, (c) => c.decrement(first, leadId)))
        const counts = await run(Effect.flatMap(Counters, (c) => Effect.zip(c.current(first), c.current(second))))
        expect(counts).toEqual([0, 1])
        await sweepAllLapsed()
        expect(await run(Effect.flatMap(Counters, (c) => Effect.zip(c.current(first), c.current(second))))).toEqual([0, 1])
      })

      it("keeps a cap id shared by the flow and a step as two holds: a retry of the step ends its own only", async () => {
        const leadId = uniqueId("lead")
        const id = uniqueId("cap")
        const flowCap = counterKey(id, start)
        const stepCap = counterKey(id, start, { stepId: "step-1" })
        const current = () => run(Effect.flatMap(Counters, (c) => c.current(flowCap)))
        await run(Effect.flatMap(Counters, (c) => Effect.zip(c.tryIncrement(flowCap, 5, leadId), c.tryIncrement(stepCap, 5, leadId))))
        expect(await current()).toBe(2)
        expect(await holdsOf(leadId)).toBe(2)
        const retried = decodeEvent({ id: hexId(nextEventId++), type: "retry", outcome: "success", reason: null, step_id: "step-1", end_timestamp: start })
        await run(Effect.flatMap(EventStore, (store) => store.writeLead(leadId, [retried])))
        expect(await holdsOf(leadId)).toBe(1)
        // The flow's count is still held for the lead, and given back once.
        await run(Effect.flatMap(Counters, (c) => Effect.zip(c.decrement(flowCap, leadId), c.decrement(flowCap, leadId))))
        expect(await current()).toBe(1)
        await run(Effect.flatMap(EventStore, (store) => store.writeLead(leadId, [sourceEvent(leadId, start)])))
        expect(await holdsOf(leadId)).toBe(0)
      })

      it("takes a hold only with the count that names its lead (a count taken as an earlier version did takes none)", async () => {
        const key = counterKey(uniqueId("cap"), start)
        const leadId = uniqueId("lead")
        await run(Effect.flatMap(Counters, (c) => c.tryIncrement(key, 5, leadId)))
        await run(
          Effect.flatMap(
            SqlClientTag,
            (sql) => sql`UPDATE counters SET count = count + 1 WHERE account_id = ${"acct-1"} AND flow_id = ${key.flowId} AND id = ${key.id}`
          )
        )
        await run(Effect.flatMap(Counters, (c) => Effect.zip(c.increment(key), c.recordFailure(key))))
        expect(await holdsOf(leadId)).toBe(1)
        expect(await run(Effect.flatMap(Counters, (c) => c.current(key)))).toBe(3)
        await run(Effect.flatMap(EventStore, (store) => store.writeLead(leadId, [sourceEvent(leadId, start)])))
      })

      it("gives a lead's count back once: a count a sweep gave back is not given back again by its lead", async () => {
        const key = counterKey(uniqueId("cap"), start)
        const [first, second, third] = [uniqueId("lead"), uniqueId("lead"), uniqueId("lead")]
        const current = () => run(Effect.flatMap(Counters, (c) => c.current(key)))
        await run(Effect.flatMap(Counters, (c) => Effect.zip(c.tryIncrement(key, 5, first), c.tryIncrement(key, 5, second))))
        expect(await current()).toBe(2)
        // Before the lease lapses, nothing is given back.
        await run(sweepLapsedHolds())
        expect(await current()).toBe(2)
        // This process taken as dead (as if stalled): both counts given back, their holds gone.
        expect(await sweepAllLapsed()).toBeGreaterThanOrEqual(2)
        expect(await current()).toBe(0)
        expect(await holdsOf(first)).toBe(0)
        // The next hold writes the lease again, so a sweep on time keeps it.
        await run(Effect.flatMap(Counters, (c) => c.tryIncrement(key, 5, third)))
        await run(sweepLapsedHolds())
        expect(await holdsOf(third)).toBe(1)
        // The first lead ends without success: its count was given back already.
        await run(Effect.flatMap(Counters, (c) => c.decrement(key, first)))
        expect(await current()).toBe(1)
        // The third gives its own back: its hold was there.
        await run(Effect.flatMap(Counters, (c) => c.decrement(key, third)))
        expect(await current()).toBe(0)
        expect(await holdsOf(third)).toBe(0)
        // Their events end what is left of their holds.
        await run(
          Effect.flatMap(EventStore, (store) =>
            Effect.forEach([first, second, third], (leadId) => store.writeLead(leadId, [sourceEvent(leadId, start)]), { discard: true })
          )
        )
        expect(await run(Effect.flatMap(SqlClientTag, (sql) => sql`SELECT 1 FROM cap_holds WHERE ${sql.in("lead_id", [first, second, third])}`))).toEqual([])
      })

      // Statements refused for one lead, as by a database failing at that moment: `cap_holds`
      // updates (give-backs) of one cap, or inserts of its events. Ids are test-made, safe as literals.
      const refusing = async <A>(leadId: string, what: { readonly capId?: string; readonly events?: true }, during: () => Promise<A>): Promise<A> => {
        const [table, op, condition] = what.events
          ? ["events", "INSERT", `NEW.lead_id = '${leadId}'`]
          : ["cap_holds", "UPDATE", `OLD.lead_id = '${leadId}' AND OLD.id = '${what.capId}'`]
        await run(
          Effect.flatMap(SqlClientTag, (sql) =>
            sql.onDialectOrElse({
              pg: () =>
                Effect.zipRight(
                  sql.unsafe(`CREATE OR REPLACE FUNCTION test_refused() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refused'; END $$`),
                  sql.unsafe(`CREATE TRIGGER test_refused_${table} BEFORE ${op} ON ${table} FOR EACH ROW WHEN (${condition}) EXECUTE FUNCTION test_refused()`)
                ),
              orElse: () => sql.unsafe(`CREATE TRIGGER test_refused_${table} BEFORE ${op} ON ${table} WHEN ${condition} BEGIN SELECT RAISE(ABORT, 'refused'); END`)
            })
          )
        )
        try {
          return await during()
        } finally {
          await run(
            Effect.flatMap(SqlClientTag, (sql) =>
              sql.onDialectOrElse({ pg: () => sql.unsafe(`DROP TRIGGER test_refused_${table} ON ${table}`), orElse: () => sql.unsafe(`DROP TRIGGER test_refused_${table}`) })
            )
          )
        }
      }
      const countsOf = (keys: ReadonlyArray<CounterKey>) => run(Effect.flatMap(Counters, (c) => Effect.all(keys.map((key) => c.current(key)))))
      // The owed give-backs done (by the write's own run, or by this one), within a second.
      const owedPaid = async (keys: ReadonlyArray<CounterKey>, expected: ReadonlyArray<number>) => {
        for (let i = 0; i < 100 && JSON.stringify(await countsOf(keys)) !== JSON.stringify(expected); i++) {
          await run(Effect.flatMap(SqlClientTag, payOwedGiveBacks))
          await new Promise((done) => setTimeout(done, 10))
        }
        expect(await countsOf(keys)).toEqual(expected)
      }

      it("keeps a hold whose give-back failed past the lead's events, gives every other count back, and the failed one once afterwards", async () => {
        const flowCap = counterKey(uniqueId("cap"), start)
        const sourceCap = counterKey(uniqueId("cap"), start)
        const [leadId, other] = [uniqueId("lead"), uniqueId("lead")]
        await run(Effect.flatMap(Counters, (c) => Effect.all([c.tryIncrement(flowCap, 5, leadId), c.tryIncrement(sourceCap, 5, leadId), c.tryIncrement(flowCap, 5, other)])))
        expect(await countsOf([flowCap, sourceCap])).toEqual([2, 1])
        await refusing(leadId, { capId: flowCap.id }, async () => {
          // The lead failed: both its counts are given back, and the flow cap's cannot be.
          const released = await run(Effect.either(Effect.flatMap(Counters, (c) => releaseCaps(c, [flowCap, sourceCap], leadId))))
          expect(released._tag).toBe("Left")
          expect(await countsOf([flowCap, sourceCap])).toEqual([2, 0])
          // Its events end its holds but the one owed a give-back (which still fails meanwhile).
          await run(Effect.flatMap(EventStore, (store) => store.writeLead(leadId, [sourceEvent(leadId, start)])))
          expect(await holdsOf(leadId)).toBe(1)
        })
        await owedPaid([flowCap, sourceCap], [1, 0])
        expect(await run(Effect.flatMap(SqlClientTag, (sql) => sql`SELECT 1 FROM cap_holds WHERE lead_id = ${leadId}`))).toEqual([])
        // Done once: the other lead's count is still taken.
        expect(await run(Effect.flatMap(SqlClientTag, payOwedGiveBacks))).toBe(0)
        expect(await countsOf([flowCap])).toEqual([1])
        await run(Effect.flatMap(EventStore, (store) => store.writeLead(other, [sourceEvent(other, start)])))
        expect(await countsOf([flowCap])).toEqual([1])
      })

      it("logs a failed owed give-back through the loggers of the work that owed it (it runs outside that work's fiber)", async () => {
        const flowCap = counterKey(uniqueId("cap"), start)
        const leadId = uniqueId("lead")
        const logged: Array<string> = []
        const capture = Logger.make(({ message }) => {
          logged.push((Array.isArray(message) ? message : [message]).map(String).join(" "))
        })
        const withCapture = <A, E, R>(effect: Effect.Effect<A, E, R>) => Effect.provide(effect, Logger.replace(Logger.defaultLogger, capture))
        await run(Effect.flatMap(Counters, (c) => c.tryIncrement(flowCap, 5, leadId)))
        await refusing(leadId, { capId: flowCap.id }, async () => {
          expect((await run(withCapture(Effect.either(Effect.flatMap(Counters, (c) => c.decrement(flowCap, leadId))))))._tag).toBe("Left")
          // The events' write ends the lead's work: the owed give-back is tried in the background and fails again.
          await run(Effect.flatMap(EventStore, (store) => store.writeLead(leadId, [sourceEvent(leadId, start)])))
          for (let i = 0; i < 100 && !logged.some((line) => line.includes(leadId)); i++) await new Promise((done) => setTimeout(done, 10))
        })
        expect(logged.filter((line) => line.includes("owed cap give-back"))).toEqual([
          expect.stringContaining(`an owed cap give-back of lead ${leadId} failed again`)
        ])
        await owedPaid([flowCap], [0])
      })

      it("when the events' write fails too, keeps a delivered step's count and does the owed give-back", async () => {
        const flowCap = counterKey(uniqueId("cap"), start)
        const delivered = counterKey(uniqueId("cap"), start, { stepId: "step-1" })
        const [leadId, other] = [uniqueId("lead"), uniqueId("lead")]
        await run(Effect.flatMap(Counters, (c) => Effect.all([c.tryIncrement(flowCap, 3, leadId), c.tryIncrement(delivered, 3, leadId), c.tryIncrement(flowCap, 3, other)])))
        await refusing(leadId, { capId: flowCap.id }, async () => {
          expect((await run(Effect.either(Effect.flatMap(Counters, (c) => c.decrement(flowCap, leadId)))))._tag).toBe("Left")
          const written = await refusing(leadId, { events: true }, () =>
            run(Effect.either(Effect.flatMap(EventStore, (store) => store.writeLead(leadId, [sourceEvent(leadId, start)]))))
          )
          expect(written._tag).toBe("Left")
        })
        await owedPaid([flowCap, delivered], [1, 1])
        // The delivery's hold ended with the failed write (its buyer took the lead); the owed one with its give-back.
        expect(await holdsOf(leadId)).toBe(0)
        expect(await run(Effect.flatMap(SqlClientTag, (sql) => sql`SELECT 1 FROM cap_holds WHERE lead_id = ${leadId}`))).toEqual([])
        await run(Effect.flatMap(EventStore, (store) => store.writeLead(other, [sourceEvent(other, start)])))
        expect(await countsOf([flowCap, delivered])).toEqual([1, 1])
      })

      it("keeps each window a separate counter; increment counts past any maximum", async () => {
        const id = uniqueId("ping")
        const today = counterKey(id, start, { kind: "ping_limit" })
        const tomorrow = counterKey(id, start + DAY, { kind: "ping_limit" })
        const counts = await run(
          Effect.gen(function* () {
            const c = yield* Counters
            yield* c.increment(today)
            yield* c.increment(today)
            const third = yield* c.increment(today)
            const first = yield* c.increment(tomorrow)
            return [third, first, yield* c.current(today), yield* c.current(tomorrow)]
          })
        )
        expect(counts).toEqual([3, 1, 3, 1])
      })

      it("list shows only counters whose window holds now, with their failures", async () => {
        const flowId = uniqueId("flow")
        const id = uniqueId("cap")
        const current = counterKey(id, start, { flowId, sourceId: "src-1", name: "Daily" })
        const previous = counterKey(id, start - DAY, { flowId })
        const ping = counterKey(uniqueId("ping"), start, { flowId, kind: "ping_limit", stepId: "step-1" })
        const listed = await run(
          Effect.gen(function* () {
            const c = yield* Counters
            yield* c.tryIncrement(current, 5)
            yield* c.tryIncrement(current, 5)
            yield* c.recordFailure(current)
            yield* c.tryIncrement(previous, 5)
            yield* c.recordFailure(ping)
            return {
              all: yield* c.list({ now: start + 1000, flowId }),
              caps: yield* c.list({ now: start + 1000, flowId, kind: "cap" }),
              later: yield* c.list({ now: start + DAY, flowId })
            }
          })
        )
        expect(listed.caps).toEqual([
          {
            kind: "cap",
            id,
            name: "Daily",
            flow_id: flowId,
            source_id: "src-1",
            step_id: undefined,
            count: 2,
            failed_count: 1,
            started_at: start,
            expires_at: start + DAY
          }
        ])
        expect(listed.all.map((r) => [r.kind, r.count, r.failed_count, r.step_id])).toEqual([
          ["cap", 2, 1, undefined],
          ["ping_limit", 0, 1, "step-1"]
        ])
        expect(listed.later).toEqual([])
      })
    })

    describe("suppression lists", () => {
      it("finds a value only within the lookback", async () => {
        const list = uniqueId("dupes")
        const found = await run(
          Effect.gen(function* () {
            const lists = yield* SuppressionLists
            expect(yield* lists.add(list, ["a@example.com", "b@example.com"], 1_000)).toBe(2)
            return [
              yield* lists.query(list, "a@example.com"),
              yield* lists.query(list, "a@example.com", 1_000),
              yield* lists.query(list, "a@example.com", 1_001),
              yield* lists.query(list, "c@example.com"),
              yield* lists.query(uniqueId("other"), "a@example.com")
            ]
          })
        )
        expect(found).toEqual([
          { found: true, addedAt: 1_000 },
          { found: true, addedAt: 1_000 },
          { found: false },
          { found: false },
          { found: false }
        ])
      })

      it("add keeps the newest time; remove counts what it removed", async () => {
        const list = uniqueId("customers")
        const result = await run(
          Effect.gen(function* () {
            const lists = yield* SuppressionLists
            yield* lists.add(list, ["x", "x", "y"], 2_000)
            yield* lists.add(list, ["x"], 1_500)
            yield* lists.add(list, ["y"], 3_000)
            const before = [yield* lists.query(list, "x"), yield* lists.query(list, "y")]
            const removed = yield* lists.remove(list, ["x", "z", "x"])
            return { before, removed, x: yield* lists.query(list, "x"), y: yield* lists.query(list, "y") }
          })
        )
        expect(result).toEqual({
          before: [
            { found: true, addedAt: 2_000 },
            { found: true, addedAt: 3_000 }
          ],
          removed: 1,
          x: { found: false },
          y: { found: true, addedAt: 3_000 }
        })
      })

      it("addIfAbsent adds once, and again only after the lookback", async () => {
        const list = uniqueId("dupes")
        const result = await run(
          Effect.gen(function* () {
            const lists = yield* SuppressionLists
            const first = yield* lists.addIfAbsent(list, "v", 1_000)
            const again = yield* lists.addIfAbsent(list, "v", 2_000)
            const withinLookback = yield* lists.addIfAbsent(list, "v", 3_000, 500)
            const afterLookback = yield* lists.addIfAbsent(list, "v", 4_000, 1_001)
            return [first, again, withinLookback, afterLookback, yield* lists.query(list, "v")]
          })
        )
        expect(result).toEqual([true, false, false, true, { found: true, addedAt: 4_000 }])
      })

      it("addIfAbsent tells exactly one of many concurrent callers that the value is new", async () => {
        const list = uniqueId("dupes")
        const added = await run(
          Effect.flatMap(SuppressionLists, (lists) =>
            Effect.forEach(Array.from({ length: 30 }, (_, i) => i), (i) => lists.addIfAbsent(list, "same", 10_000 + i, 0), {
              concurrency: 16
            })
          )
        )
        expect(added.filter(Boolean).length).toBe(1)
      })
    })

    describe("accounts", () => {
      it("keeps each account's suppression lists apart: same name, two lists", async () => {
        const list = uniqueId("dnc")
        const result = await run(
          Effect.gen(function* () {
            const sql = yield* SqlClientTag
            const mine = yield* SuppressionLists
            const other = makeAccountSuppressionLists(sql, "acct-2")
            yield* mine.add(list, ["a@example.com"], 1_000)
            const seenByOther = yield* other.query(list, "a@example.com")
            const removedByOther = yield* other.remove(list, ["a@example.com"])
            const addedByOther = yield* other.addIfAbsent(list, "a@example.com", 2_000)
            return { seenByOther, removedByOther, addedByOther, mine: yield* mine.query(list, "a@example.com") }
          })
        )
        expect(result).toEqual({
          seenByOther: { found: false },
          removedByOther: 0,
          addedByOther: true,
          mine: { found: true, addedAt: 1_000 }
        })
      })

      it("keeps each account's counters apart, even for the same cap id and flow id", async () => {
        const key = counterKey(uniqueId("cap"), Date.UTC(2031, 0, 1))
        const result = await run(
          Effect.gen(function* () {
            const sql = yield* SqlClientTag
            const mine = yield* Counters
            const other = makeAccountCounters(sql, "acct-2")
            yield* mine.tryIncrement(key, 1)
            const othersFirst = yield* other.tryIncrement(key, 1)
            yield* other.decrement(key)
            yield* other.decrement(key)
            const listedByOther = yield* other.list({ now: key.window.start + 1, id: key.id })
            return { othersFirst, mine: yield* mine.current(key), othersCounts: listedByOther.map((c) => c.count) }
          })
        )
        // Each account counted its own first lead; the other's give-backs never touched mine.
        expect(result).toEqual({ othersFirst: { counted: true, count: 1 }, mine: 1, othersCounts: [0] })
      })

      it("moves a group's rotation atomically: concurrent leads each get their own place, and accounts never share one", async () => {
        const key = { flowId: uniqueId("flow"), groupId: "grp001" }
        const result = await run(
          Effect.gen(function* () {
            const sql = yield* SqlClientTag
            const mine = yield* Rotations
            const other = makeAccountRotations(sql, "acct-2")
            const places = yield* Effect.all(Array.from({ length: 20 }, () => mine.advance(key, 1)), { concurrency: 10 })
            const passedOver = yield* mine.advance(key, 2)
            return { places, passedOver, next: yield* mine.advance(key, 1), othersFirst: yield* other.advance(key, 1) }
          })
        )
        expect([...result.places].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i))
        expect(result).toMatchObject({ passedOver: 20, next: 22, othersFirst: 0 })
      })
    })
  })
}
