import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { Accounts, SqlAccountsLayer } from "../../src/accounts/Accounts.js"
import { databaseLayer } from "../../src/storage/index.js"
import { startTestServer, type TestServer } from "../http/TestServer.js"
import { faultFlow, getStatus, lockSqliteFile, longestStall, sleep, storedEvents, submitLead } from "./faults.js"
import { sqliteTestDatabase, type TestDatabase } from "./testDatabases.js"

/**
 * Another process holds the SQLite file's write lock (an operator's `sqlite3` in `BEGIN
 * EXCLUSIVE`, a maintenance script, a second server started by mistake). `better-sqlite3` waits
 * for it synchronously: with the 5 s busy timeout the server had, every blocked write stopped the
 * event loop (the whole server, `/healthz` included) for up to 5 s. The server's connection now
 * waits a few ms at a time and tries again off the event loop, for up to the busy timeout in all
 * (1.5 s here, `sqliteBusyTimeoutMs`), then answers as for any storage failure.
 */
const busyBudgetMs = 1_500

describe("a SQLite file whose write lock another process holds", () => {
  let database: TestDatabase
  let server: TestServer
  let submitUrl: string
  let filename: string
  beforeAll(async () => {
    database = await sqliteTestDatabase()
    filename = database.config.dialect === "sqlite" ? database.config.filename : ""
    server = await startTestServer({ database, databaseTimeouts: { sqliteBusyTimeoutMs: busyBudgetMs } })
    ;({ submitUrl } = await faultFlow(server))
    expect((await submitLead(submitUrl, "warm@example.com", 10_000)).status).toBe(201)
  })
  afterAll(async () => {
    await server?.close()
    await database?.dispose()
  })

  it("keeps the event loop going (/healthz answers at once) while a lead waits for the lock, and answers the lead within the busy timeout", async () => {
    const { released } = await lockSqliteFile(filename, 4_000)
    const { result, stallMs } = await longestStall(async () => {
      const lead = submitLead(submitUrl, "locked@example.com", 10_000)
      const probes: Array<number> = []
      const until = Date.now() + 2_500
      while (Date.now() < until) {
        probes.push((await getStatus(`${server.url}/healthz`, 5_000)).ms)
        await sleep(50)
      }
      return { answer: await lead, probes }
    })
    await released
    const { answer, probes } = result
    // The lead: answered as a lead whose events could not be stored, once the budget is spent.
    expect(answer.status).toBe(201)
    expect(answer.body["outcome"]).toBe("error")
    expect(answer.ms).toBeLessThan(busyBudgetMs + 1_500)
    // The process never stopped for the lock: SQLite's own wait is 20 ms at a time.
    expect(stallMs).toBeLessThan(400)
    expect(Math.max(...probes)).toBeLessThan(500)
  }, 30_000)

  it("stores a lead that waited for a lock held less than the busy timeout", async () => {
    const { released } = await lockSqliteFile(filename, 600)
    const { result: answer, stallMs } = await longestStall(() => submitLead(submitUrl, "waited@example.com", 10_000))
    await released
    expect(answer.status).toBe(201)
    expect(answer.body["outcome"]).toBe("success")
    expect(stallMs).toBeLessThan(400)
    expect((await storedEvents(server, (answer.body["lead"] as { id: string }).id)).length).toBeGreaterThan(0)
  }, 30_000)

  it("serves and stores leads again once the lock is gone", async () => {
    const answer = await submitLead(submitUrl, "after@example.com", 10_000)
    expect(answer.status).toBe(201)
    expect(answer.body["outcome"]).toBe("success")
    expect((await storedEvents(server, (answer.body["lead"] as { id: string }).id)).length).toBeGreaterThan(0)
  })

  it("lets a command's connection (leadflow accounts) wait for the lock itself", async () => {
    // Taken before the lock, which is held 600 ms from when the other process has it.
    const started = Date.now()
    const { released } = await lockSqliteFile(filename, 600)
    // As `leadflow accounts create` opens the file: its SQLite connection waits, up to the busy timeout.
    const created = await Effect.runPromise(
      Effect.flatMap(Accounts, (accounts) => accounts.create({ name: "Made while locked" })).pipe(
        Effect.provide(SqlAccountsLayer),
        Effect.provide(databaseLayer(database.config, { sqliteWait: "block" }))
      )
    )
    await released
    expect(created.account.name).toBe("Made while locked")
    // It waited for the lock (a connection that did not would have failed: database is locked).
    expect(Date.now() - started).toBeGreaterThanOrEqual(600)
  }, 30_000)
})

describe("a write that fails for another reason than the lock, once the lock is let go", () => {
  let database: TestDatabase
  let filename: string
  beforeAll(async () => {
    database = await sqliteTestDatabase()
    filename = database.config.dialect === "sqlite" ? database.config.filename : ""
  })
  afterAll(async () => {
    await database?.dispose()
  })

  it("leaves the lock known free: the next write runs at once, not at the next probe (100 ms)", async () => {
    const result = await Effect.runPromise(
      Effect.flatMap(SqlClient.SqlClient, (sql) =>
        Effect.gen(function* () {
          yield* sql`CREATE TABLE taken_once (x INTEGER PRIMARY KEY)`
          yield* sql`INSERT INTO taken_once VALUES (1)`
          const { released } = yield* Effect.promise(() => lockSqliteFile(filename, 300))
          // Finds the lock taken, then (once it is let go) fails on the key: not a busy error.
          const failed = yield* Effect.flip(sql`INSERT INTO taken_once VALUES (1)`)
          const started = performance.now()
          yield* sql`INSERT INTO taken_once VALUES (2)`
          const nextMs = performance.now() - started
          yield* Effect.promise(() => released)
          return { failed: String((failed as { cause?: unknown }).cause), nextMs }
        })
      ).pipe(Effect.provide(databaseLayer(database.config, { timeouts: { sqliteBusyTimeoutMs: 3_000 } })), Effect.scoped)
    )
    expect(result.failed).toMatch(/UNIQUE|constraint/i)
    expect(result.nextMs).toBeLessThan(40)
  }, 15_000)
})
