import { SqlClient } from "@effect/sql"
import { Effect, Redacted } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { DatabasePool, statementTimeoutInForceMs } from "../../src/storage/DatabasePool.js"
import { clientLayer, type DatabaseTimeouts } from "../../src/storage/index.js"
import { TcpProxy, viaPort } from "./faults.js"
import { postgresTestDatabase, postgresUrl, skipNotice, type TestDatabase } from "./testDatabases.js"

/**
 * The pool's care of its connections (`DatabasePool.ts`) must not cost connections to statements
 * that merely fail. pg answers a failed statement before the server's ReadyForQuery: judged by
 * `readyForQuery`, each failed statement's connection was closed as "handed back busy"; and one
 * that failed after longer than the connect timeout counted as silent, closing every idle
 * connection of the pool with it.
 */

const sqlState = (error: unknown): string => String((error as { cause?: { code?: string } }).cause?.code)

describe("the statement timeout the pool's silent-connection check goes by", () => {
  it("is the database URL's own when it sets one, else the configured one", () => {
    const base = "postgres://user@localhost:5432/db"
    expect(statementTimeoutInForceMs(base, 30_000)).toBe(30_000)
    expect(statementTimeoutInForceMs(`${base}?statement_timeout=0`, 30_000)).toBe(0)
    expect(statementTimeoutInForceMs(`${base}?statement_timeout=120000`, 30_000)).toBe(120_000)
    expect(statementTimeoutInForceMs(`${base}?options=${encodeURIComponent("-c statement_timeout=120s")}`, 30_000)).toBe(120_000)
    expect(statementTimeoutInForceMs(`${base}?options=${encodeURIComponent("-c jit=on -c statement_timeout=2min")}`, 30_000)).toBe(120_000)
    expect(statementTimeoutInForceMs(`${base}?options=${encodeURIComponent("-c statement_timeout=0")}`, 30_000)).toBe(0)
    expect(statementTimeoutInForceMs(`${base}?options=${encodeURIComponent("-c jit=on")}`, 30_000)).toBe(30_000)
    // A value not understood: no silent-connection limit (keepalive alone), never a shorter one.
    expect(statementTimeoutInForceMs(`${base}?options=${encodeURIComponent("-c statement_timeout=soon")}`, 30_000)).toBe(0)
  })
})

if (postgresUrl === undefined) skipNotice("PostgreSQL pool")
describe.skipIf(postgresUrl === undefined)("PostgreSQL pool: statements that fail", () => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await postgresTestDatabase(postgresUrl ?? "")
  })
  afterAll(async () => {
    await database?.dispose()
  })

  const run = <A>(timeouts: Partial<DatabaseTimeouts>, body: (sql: SqlClient.SqlClient, pool: DatabasePool["Type"]) => Effect.Effect<A, unknown>) =>
    Effect.runPromise(
      Effect.gen(function* () {
        return yield* body(yield* SqlClient.SqlClient, yield* DatabasePool)
      }).pipe(Effect.provide(clientLayer(database.config, { timeouts })), Effect.scoped)
    )

  it("keeps the connection of a statement that failed with an SQL error (one backend throughout)", async () => {
    const pids = await run({}, (sql) =>
      Effect.gen(function* () {
        const seen = new Set<unknown>()
        const pid = Effect.map(sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`, (rows) => rows[0]?.pid)
        seen.add(yield* pid)
        for (let i = 0; i < 5; i++) {
          yield* Effect.either(sql`SELECT 1 / 0`)
          seen.add(yield* pid)
        }
        return seen.size
      })
    )
    expect(pids).toBe(1)
  })

  it("closes no connection, idle or its own, when a statement fails slowly on statement_timeout", async () => {
    const result = await run({ statementTimeoutMs: 500, connectTimeoutMs: 200 }, (sql, pool) =>
      Effect.gen(function* () {
        yield* Effect.all(Array.from({ length: 4 }, () => sql`SELECT pg_sleep(0.05)`), { concurrency: "unbounded" })
        // Idle long enough to be closed with a connection gone silent (`checkAfterIdleMs`).
        yield* Effect.sleep("1100 millis")
        const failed = yield* Effect.flip(sql`SELECT pg_sleep(2)`)
        return { code: sqlState(failed), after: pool.stats() }
      })
    )
    expect(result.code).toBe("57014")
    expect(result.after.open).toBe(4)
  }, 15_000)

  it("closes no connection, idle or its own, when a statement fails slowly on lock_timeout", async () => {
    const pg = (await import("pg")).default
    const admin = new pg.Client({ connectionString: database.url })
    await admin.connect()
    try {
      await admin.query("CREATE TABLE locked_here (x int)")
      const result = await run({ lockTimeoutMs: 500, connectTimeoutMs: 200 }, (sql, pool) =>
        Effect.gen(function* () {
          yield* Effect.all(Array.from({ length: 4 }, () => sql`SELECT pg_sleep(0.05)`), { concurrency: "unbounded" })
          yield* Effect.sleep("1100 millis")
          yield* Effect.promise(() => admin.query("BEGIN").then(() => admin.query("LOCK TABLE locked_here IN ACCESS EXCLUSIVE MODE")))
          const failed = yield* Effect.flip(sql`INSERT INTO locked_here VALUES (1)`)
          return { code: sqlState(failed), after: pool.stats() }
        })
      )
      expect(result.code).toBe("55P03")
      expect(result.after.open).toBe(4)
    } finally {
      await admin.query("ROLLBACK").catch(() => undefined)
      await admin.end()
    }
  }, 15_000)

  it("lets a statement run past the configured statement timeout when the database URL sets statement_timeout=0", async () => {
    const url = new URL(database.url)
    url.searchParams.set("options", `${url.searchParams.get("options") ?? ""} -c statement_timeout=0`.trim())
    const result = await Effect.runPromise(
      Effect.flatMap(SqlClient.SqlClient, (sql) =>
        Effect.gen(function* () {
          const setting = yield* sql<{ statement_timeout: string }>`SHOW statement_timeout`
          const slept = yield* Effect.either(sql`SELECT pg_sleep(1.2)`)
          return { setting: setting[0]?.statement_timeout, slept: slept._tag }
        })
      ).pipe(
        // Silent-connection limit, were the configured timeout in force: 300 + 200 ms.
        Effect.provide(clientLayer({ dialect: "postgres", url: Redacted.make(url.toString()) }, { timeouts: { statementTimeoutMs: 300, connectTimeoutMs: 200 } })),
        Effect.scoped
      )
    )
    expect(result.setting).toBe("0")
    expect(result.slept).toBe("Right")
  }, 15_000)
})

describe.skipIf(postgresUrl === undefined)("PostgreSQL pool: an idle connection that fails its check", () => {
  let database: TestDatabase
  let proxy: TcpProxy
  beforeAll(async () => {
    database = await postgresTestDatabase(postgresUrl ?? "")
    const target = new URL(database.url)
    proxy = new TcpProxy(target.hostname, Number(target.port || 5432))
  })
  afterAll(async () => {
    await proxy?.close()
    await database?.dispose()
  })

  it("is closed alone: the other idle connections stay open", async () => {
    const url = viaPort(database.url, await proxy.listen())
    const result = await Effect.runPromise(
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        const pool = yield* DatabasePool
        yield* Effect.all(Array.from({ length: 4 }, () => sql`SELECT pg_sleep(0.05)`), { concurrency: "unbounded" })
        // Handed back last, this connection is the next lent (pg-pool lends the last idle first).
        const rows = yield* sql<{ port: number }>`SELECT inet_client_port() AS port`
        yield* Effect.sleep("1100 millis")
        proxy.stallOne(rows[0]?.port ?? 0)
        // Its check (`SELECT 1`, 500 ms at most here) gets no answer: another connection serves.
        yield* sql`SELECT 1`
        yield* Effect.sleep("50 millis")
        return pool.stats()
      }).pipe(
        Effect.provide(clientLayer({ dialect: "postgres", url: Redacted.make(url) }, { timeouts: { connectTimeoutMs: 500 } })),
        Effect.scoped
      )
    )
    expect(result.open).toBe(3)
  }, 15_000)
})
