import { spawn } from "node:child_process"
import { fileURLToPath } from "node:url"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { SqlClient } from "@effect/sql"
import { Counters } from "@leadflow/core"
import { Effect, Layer, ManagedRuntime } from "effect"
import { databaseLayer, sqlStorageLayerFor, sweepLapsedHolds } from "../../src/storage/index.js"
import {
  postgresTestDatabase,
  postgresUrl,
  skipNotice,
  sqliteTestDatabase,
  uniqueId,
  type TestDatabase
} from "./testDatabases.js"

const repoRoot = fileURLToPath(new URL("../../../../", import.meta.url))
const hammerScript = fileURLToPath(new URL("./counterHammer.ts", import.meta.url))

interface Hammer {
  readonly ready: Promise<void>
  readonly go: () => void
  readonly counted: Promise<number>
  /** The count it printed, before it exits (a child holding leads waits to be killed). */
  readonly printed: Promise<number>
  readonly kill: () => Promise<void>
}

/** Start a child that hammers one counter once told to go; resolves with how many it counted. */
const startHammer = (databaseUrl: string, args: ReadonlyArray<string | number>): Hammer => {
  const child = spawn(process.execPath, ["--conditions=source", "--import", "tsx", hammerScript, ...args.map(String)], {
    cwd: repoRoot,
    env: { ...process.env, LEADFLOW_DB: databaseUrl },
    stdio: ["pipe", "pipe", "pipe"]
  })
  let stdout = ""
  let stderr = ""
  let signalReady: () => void = () => {}
  const ready = new Promise<void>((resolve) => (signalReady = resolve))
  let signalPrinted: (n: number) => void = () => {}
  const printed = new Promise<number>((resolve) => (signalPrinted = resolve))
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
    stdout += chunk
    if (stdout.includes("ready\n")) signalReady()
    const line = stdout.split("\n").find((l) => l.startsWith("{") && stdout.includes(`${l}\n`))
    if (line !== undefined) signalPrinted((JSON.parse(line) as { counted: number }).counted)
  })
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk))
  const counted = new Promise<number>((resolve, reject) =>
    child.on("close", (code) => {
      const line = stdout.split("\n").find((l) => l.startsWith("{"))
      if (code !== 0 || line === undefined) reject(new Error(`hammer exited ${code}: ${stderr}${stdout}`))
      else resolve((JSON.parse(line) as { counted: number }).counted)
    })
  )
  // A child that dies before "ready" must fail the test rather than leave it waiting.
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()))
  return {
    ready: Promise.race([ready, counted.then(() => undefined)]),
    go: () => child.stdin.end("go\n"),
    counted,
    printed: Promise.race([printed, counted]),
    kill: () => {
      child.kill("SIGKILL")
      return exited
    }
  }
}

const MAXIMUM = 150
const ATTEMPTS_PER_PROCESS = 250
const CONCURRENCY = 8

const twoProcessProof = (dialect: string, open: () => Promise<TestDatabase>) =>
  describe(`counters shared by two processes on ${dialect}`, () => {
    let database: TestDatabase
    let runtime: ManagedRuntime.ManagedRuntime<Counters | SqlClient.SqlClient, unknown>
    beforeAll(async () => {
      database = await open()
      // The parent migrates; the children only open the database.
      runtime = ManagedRuntime.make(Layer.provideMerge(sqlStorageLayerFor("hammer-account"), databaseLayer(database.config)))
      await runtime.runtime()
    })
    afterAll(async () => {
      await runtime?.dispose()
      await database?.dispose()
    })

    it(`never lets more than the maximum through (${ATTEMPTS_PER_PROCESS} tries each, maximum ${MAXIMUM})`, async () => {
      const counterId = uniqueId("cap")
      const windowStart = Date.UTC(2030, 0, 1)
      const args = [counterId, windowStart, MAXIMUM, ATTEMPTS_PER_PROCESS, CONCURRENCY]
      const hammers = [startHammer(database.url, args), startHammer(database.url, args)]
      await Promise.all(hammers.map((h) => h.ready))
      for (const h of hammers) h.go()
      const counted = await Promise.all(hammers.map((h) => h.counted))
      expect(counted[0]! + counted[1]!).toBe(MAXIMUM)
      const final = await runtime.runPromise(
        Effect.flatMap(Counters, (c) =>
          c.current({ kind: "cap", id: counterId, window: { start: windowStart, end: windowStart + 86_400_000 }, flowId: "hammer" })
        )
      )
      expect(final).toBe(MAXIMUM)
    }, 60_000)

    it("gives back the counts of leads in flight in a process that was killed, once its lease lapses", async () => {
      const counterId = uniqueId("cap")
      const windowStart = Date.UTC(2030, 0, 1)
      const key = { kind: "cap", id: counterId, window: { start: windowStart, end: windowStart + 86_400_000 }, flowId: "hammer" } as const
      const held = startHammer(database.url, [counterId, windowStart, 10, 12, 4, uniqueId("lead")])
      await held.ready
      held.go()
      expect(await held.printed).toBe(10)
      await held.kill()
      const current = () => runtime.runPromise(Effect.flatMap(Counters, (c) => c.current(key)))
      expect(await current()).toBe(10)
      // While the killed process's lease is recent, nothing is given back.
      expect(await runtime.runPromise(sweepLapsedHolds())).toBe(0)
      expect(await current()).toBe(10)
      // Once it has lapsed (sweeps that take every lease as lapsed), the ten are given back, once,
      // however many sweep at the same time (here a second connection of another process).
      const other = ManagedRuntime.make(databaseLayer(database.config))
      const given = await Promise.all([runtime.runPromise(sweepLapsedHolds(0)), other.runPromise(sweepLapsedHolds(0))])
      await other.dispose()
      expect(given[0]! + given[1]!).toBe(10)
      expect(await current()).toBe(0)
      expect(await runtime.runPromise(sweepLapsedHolds(0))).toBe(0)
      expect(await current()).toBe(0)
    }, 60_000)
  })

twoProcessProof("SQLite (one file, WAL)", sqliteTestDatabase)

if (postgresUrl === undefined) skipNotice("the two-process counter proof")

// Registered either way, so a run without LEADFLOW_PG_URL reports these tests as skipped.
describe.skipIf(postgresUrl === undefined)("two processes on PostgreSQL (needs LEADFLOW_PG_URL)", () => {
  twoProcessProof("PostgreSQL", () => postgresTestDatabase(postgresUrl as string))
})
