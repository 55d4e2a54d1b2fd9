import { SqlClient } from "@effect/sql"
import { Effect, Layer, ManagedRuntime } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { layer as databaseLayer } from "../../src/storage/Database.js"
import { enqueueJobs, finishJob } from "../../src/jobs/JobTable.js"
import { startJobWorker } from "../../src/jobs/JobWorker.js"
import { postgresTestDatabase, postgresUrl, skipNotice, sqliteTestDatabase, uniqueId, type TestDatabase } from "./testDatabases.js"

/**
 * Two workers, each over its own connection pool to one database (two server processes as far as
 * the database can tell), share one queue: every job runs, none twice, and while one runs no
 * other worker holds it.
 */

const JOBS = 120

interface Run {
  readonly worker: string
  readonly job: string
  readonly start: number
  readonly end: number
}

const proof = (dialect: string, open: () => Promise<TestDatabase>) =>
  describe(`jobs shared by two workers on ${dialect}`, () => {
    let database: TestDatabase
    beforeAll(async () => {
      database = await open()
    })
    afterAll(async () => {
      await database?.dispose()
    })

    it("runs every job once, never the same job in two workers", async () => {
      const runs: Array<Run> = []
      const running = new Set<string>()
      let overlaps = 0
      const workerLayer = (name: string) =>
        Layer.scopedDiscard(
          startJobWorker({ kind: "batch", leaseMs: 60_000, pollEvery: "20 millis", batchSize: 5, concurrency: 4 }, (job) =>
            Effect.gen(function* () {
              if (running.has(job.id)) overlaps++
              running.add(job.id)
              const start = Date.now()
              yield* Effect.sleep("5 millis")
              running.delete(job.id)
              runs.push({ worker: name, job: job.id, start, end: Date.now() })
              yield* finishJob(job.id)
            }).pipe(Effect.orDie)
          )
        ).pipe(Layer.provideMerge(databaseLayer(database.config)))
      // The schema is migrated once before the workers start.
      const setup = ManagedRuntime.make(databaseLayer(database.config))
      const ids = Array.from({ length: JOBS }, (_, i) => `${uniqueId("job")}-${i}`)
      await setup.runPromise(
        enqueueJobs(
          ids.map((id) => ({ id, accountId: "a", kind: "batch" as const, key: id, batchId: "b", payload: {}, runAt: 0, createdAt: 0 }))
        )
      )
      // Queued again under the same keys: nothing more is queued.
      const again = await setup.runPromise(
        enqueueJobs(ids.map((id) => ({ id: `${id}-again`, accountId: "a", kind: "batch" as const, key: id, payload: {}, runAt: 0, createdAt: 0 })))
      )
      expect(again).toBe(0)
      const first = ManagedRuntime.make(workerLayer("first"))
      const second = ManagedRuntime.make(workerLayer("second"))
      await Promise.all([first.runPromise(Effect.void), second.runPromise(Effect.void)])
      const deadline = Date.now() + 30_000
      while (runs.length < JOBS && Date.now() < deadline) await new Promise((done) => setTimeout(done, 50))
      // A little longer: a job run twice would show up now.
      await new Promise((done) => setTimeout(done, 300))
      await Promise.all([first.dispose(), second.dispose()])
      const left = await setup.runPromise(
        Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ n: unknown }>`SELECT COUNT(*) AS n FROM jobs WHERE kind = 'batch'`)
      )
      await setup.dispose()

      expect(runs).toHaveLength(JOBS)
      expect(new Set(runs.map((run) => run.job)).size).toBe(JOBS)
      expect(overlaps).toBe(0)
      expect(Number(left[0]?.n)).toBe(0)
      // Both took part: the queue is shared, not drained by whoever came first.
      const byFirst = runs.filter((run) => run.worker === "first").length
      console.log(`${dialect}: first ran ${byFirst} jobs, second ${JOBS - byFirst}`)
      expect(byFirst).toBeGreaterThan(0)
      expect(byFirst).toBeLessThan(JOBS)
    }, 60_000)
  })

proof("SQLite", sqliteTestDatabase)
skipNotice("two workers sharing the jobs table")
if (postgresUrl !== undefined) proof("PostgreSQL", () => postgresTestDatabase(postgresUrl ?? ""))
