import { Redacted } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { DatabaseTimeouts } from "../../src/storage/index.js"
import { startTestServer, type TestServer } from "../http/TestServer.js"
import { faultFlow, getStatus, sleep, storedEvents, submitLead, TcpProxy, viaPort } from "./faults.js"
import { postgresTestDatabase, postgresUrl, skipNotice, type TestDatabase } from "./testDatabases.js"

/**
 * PostgreSQL that stops answering, with the server's time limits made small
 * (`DatabaseTimeouts`): nothing the database does may hold a submission without bound, and once
 * the database answers again new leads are served. Before these limits a commit on a connection
 * that never answered held every later commit, a flow's reload that never settled was shared by
 * every later lookup of the flow, and another session's lock held every submission as long as it
 * was held.
 */
const timeouts: Partial<DatabaseTimeouts> = {
  statementTimeoutMs: 1_000,
  lockTimeoutMs: 500,
  idleInTransactionTimeoutMs: 2_000,
  connectTimeoutMs: 1_000,
  commitTimeoutMs: 1_500,
  lookupTimeoutMs: 1_000
}

/** A lead answered as one whose events could not be stored: an `error` outcome, or 503. */
const notStored = (answer: { status: number; body: Record<string, unknown> }): boolean =>
  answer.status === 503 || (answer.status === 201 && answer.body["outcome"] === "error")

const stored = (answer: { status: number; body: Record<string, unknown> }): boolean =>
  answer.status === 201 && answer.body["outcome"] === "success"

/**
 * Behind the proxy the statement timeout stays the default (30 s): no connection is closed for
 * having gone silent that long during a test, so what serves again after the partition is the
 * pool's own care (connections handed back busy closed, idle ones checked before they are lent).
 */
const proxiedTimeouts: Partial<DatabaseTimeouts> = { ...timeouts, statementTimeoutMs: 30_000 }

/** A server whose PostgreSQL connections go through a proxy the test stalls. */
const serverBehindProxy = async () => {
  const base = await postgresTestDatabase(postgresUrl ?? "")
  const target = new URL(base.url)
  const proxy = new TcpProxy(target.hostname, Number(target.port || 5432))
  const url = viaPort(base.url, await proxy.listen())
  const server = await startTestServer({
    dialect: "postgres",
    database: { config: { dialect: "postgres", url: Redacted.make(url) }, url, dispose: base.dispose },
    databaseTimeouts: proxiedTimeouts
  })
  return { base, proxy, server }
}

if (postgresUrl === undefined) skipNotice("database faults")
describe.skipIf(postgresUrl === undefined)("PostgreSQL that stops answering (half-open connections)", () => {
  let proxy: TcpProxy
  let base: TestDatabase
  let server: TestServer
  let submitUrl: string
  beforeAll(async () => {
    ;({ base, proxy, server } = await serverBehindProxy())
    ;({ submitUrl } = await faultFlow(server))
  })
  afterAll(async () => {
    await proxy?.close()
    await server?.close().catch(() => undefined)
    await base?.dispose()
  })

  it("answers a lead submitted during the partition within the time limits, and /readyz says not ready", async () => {
    expect(stored(await submitLead(submitUrl, "before@example.com", 10_000))).toBe(true)
    proxy.stall()
    const [during, ready] = await Promise.all([
      submitLead(submitUrl, "during@example.com", 10_000),
      getStatus(`${server.url}/readyz`, 10_000)
    ])
    expect(notStored(during)).toBe(true)
    // The flow's reload (1 s) and the commit (1.5 s), with room for a slow machine.
    expect(during.ms).toBeLessThan(6_000)
    expect(ready.status).toBe(503)
    expect(ready.ms).toBeLessThan(3_500)
  }, 30_000)

  it("serves new leads once the database answers again: the connections it stopped answering on are not lent again", async () => {
    proxy.heal()
    await sleep(200)
    // Each at most one check of an idle connection (1 s) beside its own query.
    expect((await getStatus(`${server.url}/readyz`, 3_000)).status).toBe(200)
    for (let i = 0; i < 3; i++) expect((await getStatus(`${server.url}/flows`, 3_000, { authorization: server.auth })).status).toBe(200)
    const after = await submitLead(submitUrl, "after@example.com", 5_000)
    expect(stored(after)).toBe(true)
    expect((await storedEvents(server, (after.body["lead"] as { id: string }).id)).length).toBeGreaterThan(0)
  }, 30_000)

  it("checks a connection left idle through a short partition before lending it, instead of holding a request on it", async () => {
    // Several connections open and idle, then a partition too short for any time limit to act.
    await Promise.all(Array.from({ length: 4 }, () => getStatus(`${server.url}/flows`, 5_000, { authorization: server.auth })))
    proxy.stall()
    await sleep(1_200)
    proxy.heal()
    for (let i = 0; i < 3; i++) expect((await getStatus(`${server.url}/flows`, 3_000, { authorization: server.auth })).status).toBe(200)
    expect(stored(await submitLead(submitUrl, "checked@example.com", 5_000))).toBe(true)
  }, 30_000)
})

describe.skipIf(postgresUrl === undefined)("a reload of a cached flow that the database never answers", () => {
  let proxy: TcpProxy
  let base: TestDatabase
  let server: TestServer
  let submitUrl: string
  beforeAll(async () => {
    ;({ base, proxy, server } = await serverBehindProxy())
    ;({ submitUrl } = await faultFlow(server))
    expect(stored(await submitLead(submitUrl, "before@example.com", 10_000))).toBe(true)
  })
  afterAll(async () => {
    await proxy?.close()
    await server?.close().catch(() => undefined)
    await base?.dispose()
  })

  it("is given up, and once the database answers again 64 leads at once to the flow are all served", async () => {
    await sleep(1_200) // the cached flow is due for its reload
    proxy.stall()
    const during = await submitLead(submitUrl, "during@example.com", 10_000)
    expect(notStored(during)).toBe(true)
    proxy.heal()
    await sleep(200)
    expect((await getStatus(`${server.url}/flows`, 3_000, { authorization: server.auth })).status).toBe(200)
    const many = await Promise.all(Array.from({ length: 64 }, (_, i) => submitLead(submitUrl, `many${i}@example.com`, 10_000)))
    expect(many.filter(stored)).toHaveLength(64)
  }, 30_000)
})

describe.skipIf(postgresUrl === undefined)("the events table locked by another session", () => {
  let server: TestServer
  let base: TestDatabase
  let submitUrl: string
  beforeAll(async () => {
    base = await postgresTestDatabase(postgresUrl ?? "")
    server = await startTestServer({ dialect: "postgres", database: base, databaseTimeouts: timeouts })
    ;({ submitUrl } = await faultFlow(server))
    expect(stored(await submitLead(submitUrl, "warm@example.com", 10_000))).toBe(true)
  })
  afterAll(async () => {
    await server?.close()
    await base?.dispose()
  })

  it("answers a lead within the lock timeout, not once the lock is let go", async () => {
    const pg = (await import("pg")).default
    const admin = new pg.Client({ connectionString: base.url })
    await admin.connect()
    try {
      await admin.query("BEGIN")
      await admin.query("LOCK TABLE events IN ACCESS EXCLUSIVE MODE")
      const released = sleep(8_000).then(() => admin.query("COMMIT"))
      const answer = await submitLead(submitUrl, "locked@example.com", 15_000)
      expect(notStored(answer)).toBe(true)
      expect(answer.ms).toBeLessThan(4_000)
      // Leads committed together: their batch fails on the lock, and they are answered at once.
      const together = await Promise.all(Array.from({ length: 8 }, (_, i) => submitLead(submitUrl, `locked${i}@example.com`, 15_000)))
      expect(together.every(notStored)).toBe(true)
      expect(Math.max(...together.map((one) => one.ms))).toBeLessThan(4_000)
      await released
      expect(stored(await submitLead(submitUrl, "unlocked@example.com", 10_000))).toBe(true)
    } finally {
      await admin.query("ROLLBACK").catch(() => undefined)
      await admin.end().catch(() => undefined)
    }
  }, 30_000)
})
