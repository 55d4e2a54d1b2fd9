import { SqlClient } from "@effect/sql"
import { EventStore, LeadEvent } from "@leadflow/core"
import { Effect, Exit, Layer, ManagedRuntime, Redacted, Schema } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { leadJobPlan } from "../../src/jobs/LeadJobPlan.js"
import { databaseLayer, SqlEventStoreLayer } from "../../src/storage/index.js"
import { TcpProxy, viaPort } from "./faults.js"
import { postgresTestDatabase, postgresUrl, skipNotice, type TestDatabase } from "./testDatabases.js"

/**
 * A group commit past its time limit (`LEADFLOW_DB_COMMIT_TIMEOUT_MS`) whose COMMIT is already
 * under way: the COMMIT may still succeed, so its leads are answered by its outcome. Answered
 * `error` ("events could not be stored") while their events and jobs were committed, they were
 * sent again by the seller and delivered twice.
 */

const commitTimeoutMs = 300
const decodeEvent = Schema.decodeUnknownSync(LeadEvent)
let nextEventId = Math.floor(Math.random() * 2 ** 40)
const sourceEvent = (leadId: string): LeadEvent =>
  decodeEvent({
    id: (nextEventId++).toString(16).padStart(24, "0"),
    type: "source",
    outcome: "success",
    reason: null,
    end_timestamp: Date.now(),
    vars: { lead: { id: leadId }, account: { id: "acct-1" }, flow: { id: "flow-1" }, source: { id: "src-1" } }
  })


const firehoseJob = (id: string, now: number) => ({
  id: `job-${id}`,
  accountId: "acct-1",
  kind: "firehose" as const,
  key: `firehose:${id}`,
  payload: {},
  runAt: now + 3_600_000,
  createdAt: now
})

/** A lead of one event (and a job, `withJob`) written: its answer and how long it took. */
const writeWith = (runtime: ManagedRuntime.ManagedRuntime<SqlClient.SqlClient | EventStore, unknown>, leadId: string, withJob: boolean) => {
  const started = Date.now()
  return runtime
    .runPromiseExit(
      Effect.either(Effect.flatMap(EventStore, (store) => store.writeLead(leadId, [sourceEvent(leadId)]))).pipe(
        Effect.locally(leadJobPlan, (id: string, _events: ReadonlyArray<LeadEvent>, now: number) => (withJob ? [firehoseJob(id, now)] : []))
      )
    )
    .then((exit) => ({ result: Exit.isSuccess(exit) ? exit.value._tag : "Defect", ms: Date.now() - started }))
}

if (postgresUrl === undefined) skipNotice("slow PostgreSQL commits")
describe.skipIf(postgresUrl === undefined)("a group commit whose COMMIT ends after the commit's time limit", () => {
  let database: TestDatabase
  let runtime: ManagedRuntime.ManagedRuntime<SqlClient.SqlClient | EventStore, unknown>
  beforeAll(async () => {
    database = await postgresTestDatabase(postgresUrl ?? "")
    runtime = ManagedRuntime.make(Layer.provideMerge(SqlEventStoreLayer, databaseLayer(database.config, { timeouts: { commitTimeoutMs } })))
    await runtime.runtime()
    const pg = (await import("pg")).default
    const admin = new pg.Client({ connectionString: database.url })
    await admin.connect()
    // The COMMIT of a transaction that inserted a job takes 1 s (a deferred trigger standing for
    // a slow fsync, a synchronous standby catching up); a lead without jobs (one statement) is quick.
    await admin.query(`CREATE FUNCTION slow_commit() RETURNS trigger AS $$
      BEGIN PERFORM pg_sleep(1); RETURN NULL; END $$ LANGUAGE plpgsql`)
    await admin.query(`CREATE CONSTRAINT TRIGGER slow_commit AFTER INSERT ON jobs DEFERRABLE INITIALLY DEFERRED
      FOR EACH ROW EXECUTE FUNCTION slow_commit()`)
    await admin.end()
  })
  afterAll(async () => {
    await runtime?.dispose()
    await database?.dispose()
  })

  const write = (leadId: string, withJob: boolean) => writeWith(runtime, leadId, withJob)
  const adminQuery = async (text: string): Promise<void> => {
    const pg = (await import("pg")).default
    const admin = new pg.Client({ connectionString: database.url })
    await admin.connect()
    try {
      await admin.query(text)
    } finally {
      await admin.end()
    }
  }
  const count = (query: (sql: SqlClient.SqlClient) => Effect.Effect<ReadonlyArray<unknown>, unknown>) =>
    runtime.runPromise(Effect.flatMap(SqlClient.SqlClient, query)).then((rows) => rows.length)

  it("answers its lead stored once the COMMIT succeeds, and later commits go on meanwhile", async () => {
    const slowId = `lead-slow-${Date.now()}`
    const quickId = `lead-quick-${Date.now()}`
    const slow = write(slowId, true)
    // Past the limit, while the slow COMMIT is under way: the next commit is not held by it.
    await new Promise((resolve) => setTimeout(resolve, commitTimeoutMs + 150))
    const quick = await write(quickId, false)
    const slowAnswer = await slow
    expect(quick.result).toBe("Right")
    expect(quick.ms).toBeLessThan(500)
    expect(slowAnswer.result).toBe("Right")
    expect(slowAnswer.ms).toBeGreaterThanOrEqual(900)
    expect(await count((sql) => sql`SELECT id FROM events WHERE lead_id = ${slowId}`)).toBe(1)
    expect(await count((sql) => sql`SELECT id FROM jobs WHERE idempotency_key = ${`firehose:${slowId}`}`)).toBe(1)
  }, 15_000)

  it("writes a lead of one statement in a transaction: a slow COMMIT a cancel does not undo is waited for", async () => {
    // A commit-time wait a cancel does not stop (as a synchronous standby's: "canceling wait for
    // synchronous replication ... already committed locally"). Written as one autocommit INSERT,
    // the lead was cancelled at the limit, answered "not stored", and its events stored all the same.
    await adminQuery(`CREATE FUNCTION stubborn_commit() RETURNS trigger AS $$
      BEGIN BEGIN PERFORM pg_sleep(0.6); EXCEPTION WHEN query_canceled THEN PERFORM pg_sleep(0.2); END; RETURN NULL; END $$ LANGUAGE plpgsql`)
    await adminQuery(`CREATE CONSTRAINT TRIGGER stubborn_commit AFTER INSERT ON events DEFERRABLE INITIALLY DEFERRED
      FOR EACH ROW EXECUTE FUNCTION stubborn_commit()`)
    try {
      const leadId = `lead-single-${Date.now()}`
      const answer = await write(leadId, false)
      expect(answer.result).toBe("Right")
      expect(answer.ms).toBeGreaterThanOrEqual(500)
      expect(await count((sql) => sql`SELECT id FROM events WHERE lead_id = ${leadId}`)).toBe(1)
    } finally {
      await adminQuery(`DROP TRIGGER stubborn_commit ON events`)
      await adminQuery(`DROP FUNCTION stubborn_commit()`)
    }
  }, 15_000)

  it("answers a lead whose COMMIT fails with a StoreError, not a defect", async () => {
    await adminQuery(`CREATE FUNCTION refused_commit() RETURNS trigger AS $$
      BEGIN RAISE EXCEPTION 'commit refused' USING ERRCODE = '23514'; END $$ LANGUAGE plpgsql`)
    await adminQuery(`CREATE CONSTRAINT TRIGGER refused_commit AFTER INSERT ON events DEFERRABLE INITIALLY DEFERRED
      FOR EACH ROW EXECUTE FUNCTION refused_commit()`)
    try {
      const leadId = `lead-refused-${Date.now()}`
      const answer = await write(leadId, false)
      expect(answer.result).toBe("Left")
      expect(await count((sql) => sql`SELECT id FROM events WHERE lead_id = ${leadId}`)).toBe(0)
    } finally {
      await adminQuery(`DROP TRIGGER refused_commit ON events`)
      await adminQuery(`DROP FUNCTION refused_commit()`)
    }
  }, 15_000)
})

/**
 * With `statement_timeout` 0 the pool does not check silent connections: a COMMIT whose answer
 * was lost (a partition that leaves the connection open) was never answered, nor its lead, and
 * shutdown waited for it. Past the commit's limit plus the connect timeout the connection is
 * closed and the lead answered `error`.
 */
describe.skipIf(postgresUrl === undefined)("a group commit whose COMMIT is never answered (statement_timeout 0)", () => {
  const connectTimeoutMs = 500
  let database: TestDatabase
  let runtime: ManagedRuntime.ManagedRuntime<SqlClient.SqlClient | EventStore, unknown>
  let proxy: TcpProxy
  let admin: { query: (text: string) => Promise<{ readonly rows: ReadonlyArray<{ client_port: number }> }>; end: () => Promise<void> }
  beforeAll(async () => {
    database = await postgresTestDatabase(postgresUrl ?? "")
    const pg = (await import("pg")).default
    admin = new pg.Client({ connectionString: database.url })
    await (admin as unknown as { connect: () => Promise<void> }).connect()
    proxy = new TcpProxy("127.0.0.1", Number(new URL(database.url).port || 5432))
    const url = new URL(viaPort(database.url, await proxy.listen()))
    url.searchParams.set("options", `${url.searchParams.get("options") ?? ""} -c statement_timeout=0`.trim())
    runtime = ManagedRuntime.make(
      Layer.provideMerge(
        SqlEventStoreLayer,
        databaseLayer({ dialect: "postgres", url: Redacted.make(url.toString()) }, { timeouts: { commitTimeoutMs, connectTimeoutMs } })
      )
    )
    await runtime.runtime()
    await admin.query(`CREATE FUNCTION slow_commit() RETURNS trigger AS $$ BEGIN PERFORM pg_sleep(0.5); RETURN NULL; END $$ LANGUAGE plpgsql`)
    await admin.query(`CREATE CONSTRAINT TRIGGER slow_commit AFTER INSERT ON events DEFERRABLE INITIALLY DEFERRED
      FOR EACH ROW EXECUTE FUNCTION slow_commit()`)
  })
  afterAll(async () => {
    await runtime?.dispose()
    await proxy?.close()
    await admin?.end()
    await database?.dispose()
  })

  it("answers the lead error past the limit plus the connect timeout, and shuts down at once", async () => {
    const leadId = `lead-stall-${Date.now()}`
    const answer = writeWith(runtime, leadId, false)
    await new Promise((resolve) => setTimeout(resolve, 150))
    // The COMMIT's connection stops answering (its COMMIT is waiting in the trigger).
    const committing = await admin.query("SELECT client_port FROM pg_stat_activity WHERE query = 'COMMIT' AND state = 'active'")
    expect(committing.rows.length).toBe(1)
    for (const row of committing.rows) proxy.stallOne(row.client_port)
    const answered = await answer
    expect(answered.result).toBe("Left")
    expect(answered.ms).toBeGreaterThanOrEqual(commitTimeoutMs + connectTimeoutMs)
    expect(answered.ms).toBeLessThan(commitTimeoutMs + connectTimeoutMs + 1_500)
    const disposing = Date.now()
    await runtime.dispose()
    expect(Date.now() - disposing).toBeLessThan(3_000)
  }, 20_000)
})
