import { SqlClient } from "@effect/sql"
import { EventStore, LeadEvent } from "@leadflow/core"
import { Effect, Layer, ManagedRuntime, Schema } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { leadJobPlan } from "../../src/jobs/LeadJobPlan.js"
import { databaseLayer, SqlEventStoreLayer } from "../../src/storage/index.js"
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

  const write = (leadId: string, withJob: boolean) => {
    const started = Date.now()
    return runtime
      .runPromise(
        Effect.either(Effect.flatMap(EventStore, (store) => store.writeLead(leadId, [sourceEvent(leadId)]))).pipe(
          Effect.locally(leadJobPlan, (id: string, _events: ReadonlyArray<LeadEvent>, now: number) =>
            withJob
              ? [{ id: `job-${id}`, accountId: "acct-1", kind: "firehose" as const, key: `firehose:${id}`, payload: {}, runAt: now + 3_600_000, createdAt: now }]
              : []
          )
        )
      )
      .then((result) => ({ result: result._tag, ms: Date.now() - started }))
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
})
