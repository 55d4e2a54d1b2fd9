/**
 * The Leadflow server for `bench:http`, as a child process: the real `appLayer` on `BENCH_DB`
 * (a SQLite file in a temporary directory, or the PostgreSQL database it names) and an ephemeral
 * port, one account, the bench flow delivering to `BUYER_URL`. Logging and `/metrics` are set up
 * as `leadflow serve` sets them up, from `LEADFLOW_LOG_LEVEL`, `LEADFLOW_LOG_FORMAT` and
 * `LEADFLOW_METRICS`. It reports its port over IPC, and on request what is stored.
 *
 * `BENCH_FLOW` (a flow's JSON, used by `bench:auction`) deploys that flow instead of the bench
 * flow (every entity it names is stored; `BUYER_URL` is then not needed); `event-counts` and
 * `lead-events` messages then answer the stored events by type, outcome and step, and a few
 * leads' events.
 */
import { SqlClient } from "@effect/sql"
import { Effect, Layer, ManagedRuntime, Redacted } from "effect"
import { randomBytes } from "node:crypto"
import { Server as HttpServer } from "node:http"
import { monitorEventLoopDelay, PerformanceObserver } from "node:perf_hooks"
import { mkdtemp, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import type { FlowEncoded } from "@leadflow/core"
import { flowEntities } from "./auctionFlow.js"
import { BUYER_ENTITY_ID, benchFields, benchFlow, FLOW_ID, SOURCE_ID } from "./benchFlow.js"
import { answerProfileMessages } from "./profiling.js"
import type { ServerTimes, StoredStats } from "./storedStats.js"
import type * as AccountsModule from "../../packages/server-adapter/src/accounts/Accounts.js"
import type * as AppLayerModule from "../../packages/server-adapter/src/server/AppLayer.js"
import type * as ServerModule from "../../packages/server-adapter/src/server/Server.js"
import type * as ServerConfigModule from "../../packages/server-adapter/src/server/ServerConfig.js"
import type * as LogSettingsModule from "../../packages/server-adapter/src/observability/LogSettings.js"
import type * as DocumentsModule from "../../packages/server-adapter/src/storage/Documents.js"
import type * as FlowVersionsModule from "../../packages/server-adapter/src/storage/FlowVersions.js"
import type * as SqlEventStoreModule from "../../packages/server-adapter/src/storage/SqlEventStore.js"

// BENCH_HTTP_DIST=1 runs the built server (`npm run build` first), as `leadflow serve` does.
const built = process.env["BENCH_HTTP_DIST"] === "1"
const adapter = (path: string): string => `../../packages/server-adapter/${built ? "dist" : "src"}/${path}`
const { Accounts } = (await import(adapter("accounts/Accounts.js"))) as typeof AccountsModule
const { appLayer } = (await import(adapter("server/AppLayer.js"))) as typeof AppLayerModule
const { HttpServerInfo } = (await import(adapter("server/Server.js"))) as typeof ServerModule
const { serverOptionsFromEnv } = (await import(adapter("server/ServerConfig.js"))) as typeof ServerConfigModule
const { loggerLayerFromEnv } = (await import(adapter("observability/LogSettings.js"))) as typeof LogSettingsModule
const { Documents } = (await import(adapter("storage/Documents.js"))) as typeof DocumentsModule
const { deployFlow } = (await import(adapter("storage/FlowVersions.js"))) as typeof FlowVersionsModule
const { readLeadEvents } = (await import(adapter("storage/SqlEventStore.js"))) as typeof SqlEventStoreModule

// Each submission's time in this process, from its `request` event (headers parsed; time queued
// before the event loop took the connection is not in it) to the end of its answer, while `timing`
// (the half-rate run): the server's share of the latency the load generator measures. Harness
// instrumentation: it wraps `emit` of every node:http server in this process.
const requestTimes: Array<number> = []
let timing = false
const emit = HttpServer.prototype.emit
HttpServer.prototype.emit = function (this: HttpServer, event: string | symbol, ...args: Array<unknown>): boolean {
  if (timing && event === "request") {
    const started = performance.now()
    const response = args[1] as { once: (event: "finish", listener: () => void) => void }
    response.once("finish", () => void requestTimes.push(performance.now() - started))
  }
  return (emit as (this: HttpServer, event: string | symbol, ...args: Array<unknown>) => boolean).call(this, event, ...args)
}

// While timing: how long the event loop was held (a request that arrives then waits before its
// `request` event), and the garbage collector's pauses, so the load generator's p99 can be split.
const loopDelay = monitorEventLoopDelay({ resolution: 1 })
const gcPauses: Array<number> = []
const gcObserver = new PerformanceObserver((list) => {
  if (timing) for (const entry of list.getEntries()) gcPauses.push(entry.duration)
})
gcObserver.observe({ entryTypes: ["gc"] })

const customFlow = process.env["BENCH_FLOW"] === undefined ? undefined : (JSON.parse(process.env["BENCH_FLOW"]) as FlowEncoded)
const buyerUrl = process.env["BUYER_URL"]
if (buyerUrl === undefined && customFlow === undefined) throw new Error("BUYER_URL is required")
const flow = customFlow ?? benchFlow(buyerUrl as string)
const flowId = flow.id ?? FLOW_ID
let accountId = ""
const database = process.env["BENCH_DB"] ?? "sqlite"
const postgres = database.startsWith("postgres")

const dir = await mkdtemp(join(tmpdir(), "leadflow-bench-http-"))
const server = await Effect.runPromise(
  serverOptionsFromEnv({ port: 0, host: "127.0.0.1", publicUrl: "http://127.0.0.1", batchPrefix: "/batch", certPrefix: "/cert", maxInFlight: 10_000 })
)
const runtime = ManagedRuntime.make(
  appLayer({
    database: postgres ? { dialect: "postgres", url: Redacted.make(database) } : { dialect: "sqlite", filename: join(dir, "bench.db") },
    server,
    // PostgreSQL wants the secret that encrypts credentials (SQLite makes a key file beside the database).
    secret: randomBytes(32).toString("hex"),
    integrations: { allowPrivateHosts: true }
  }).pipe(Layer.provide(loggerLayerFromEnv))
)

const setup = Effect.gen(function* () {
  const info = yield* HttpServerInfo
  const { account } = yield* Effect.flatMap(Accounts, (accounts) => accounts.create({ name: "Bench account" }))
  accountId = account.id
  const documents = yield* Documents
  const now = Date.now()
  for (const field of benchFields) yield* documents.insert("fields", account.id, field.id, { ...field }, now)
  // The flow's seller and buyer are entities of the account: a flow with unknown entities may not run.
  if (customFlow === undefined) {
    yield* documents.insert("entities", account.id, SOURCE_ID.toLowerCase(), { name: "Seller", source: "other", recipient: null }, now)
    yield* documents.insert("entities", account.id, BUYER_ENTITY_ID, { name: "Buyer", source: null, recipient: "other" }, now)
  } else
    for (const [id, role] of flowEntities(customFlow))
      yield* documents.insert("entities", account.id, id, { name: id, source: role === "source" ? "other" : null, recipient: role === "recipient" ? "other" : null }, now)
  yield* documents.insert("flows", account.id, flowId, { ...flow }, now)
  yield* deployFlow(account.id, flowId)
  return info.port
})

/** Bytes the database takes: SQLite's pages in use once the WAL is checkpointed, or PostgreSQL's database size. */
const databaseBytes = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  if (postgres) {
    const rows = yield* sql<{ readonly bytes: unknown }>`SELECT pg_database_size(current_database()) AS bytes`
    return Number(rows[0]?.bytes ?? 0)
  }
  yield* sql`PRAGMA wal_checkpoint(TRUNCATE)`
  const pages = yield* sql<{ readonly page_count: number }>`PRAGMA page_count`
  const free = yield* sql<{ readonly freelist_count: number }>`PRAGMA freelist_count`
  const size = yield* sql<{ readonly page_size: number }>`PRAGMA page_size`
  return (Number(pages[0]?.page_count ?? 0) - Number(free[0]?.freelist_count ?? 0)) * Number(size[0]?.page_size ?? 0)
})

const stats = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const all = yield* sql<{ readonly n: unknown }>`SELECT COUNT(*) AS n FROM events`
  const sources = yield* sql<{ readonly outcome: string; readonly n: unknown }>`
    SELECT outcome, COUNT(*) AS n FROM events WHERE type = 'source' GROUP BY outcome`
  const byOutcome: Record<string, number> = {}
  let leads = 0
  for (const row of sources) {
    byOutcome[row.outcome] = Number(row.n)
    leads += Number(row.n)
  }
  return { type: "stats", events: Number(all[0]?.n ?? 0), leads, byOutcome, bytes: yield* databaseBytes } satisfies StoredStats
})

const percentiles = (values: Array<number>) => {
  values.sort((a, b) => a - b)
  const at = (p: number): number => values[Math.min(values.length - 1, Math.floor((p / 100) * values.length))] ?? Number.NaN
  return { p50: at(50), p99: at(99), max: values[values.length - 1] ?? Number.NaN }
}

/**
 * `total_ms` and `wait_ms` of the leads that arrived since `since` (ms: their source events'
 * `start_timestamp`, so leads of an earlier run still finishing are left out).
 */
const serverTimes = (since: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = postgres
      ? yield* sql<{ readonly total: unknown; readonly wait: unknown }>`
          SELECT body->>'total_ms' AS total, body->>'wait_ms' AS wait FROM events
          WHERE type = 'source' AND created_at >= ${since} AND (body->>'start_timestamp')::bigint >= ${since}`
      : yield* sql<{ readonly total: unknown; readonly wait: unknown }>`
          SELECT json_extract(body, '$.total_ms') AS total, json_extract(body, '$.wait_ms') AS wait FROM events
          WHERE type = 'source' AND created_at >= ${since} AND json_extract(body, '$.start_timestamp') >= ${since}`
    stopTiming()
    const gcCount = gcPauses.length
    const gcTotal = gcPauses.reduce((sum, pause) => sum + pause, 0)
    const gc = percentiles(gcPauses.splice(0))
    return {
      type: "server-times",
      submissions: requestTimes.length,
      requestMs: percentiles(requestTimes.splice(0)),
      leads: rows.length,
      totalMs: percentiles(rows.map((row) => Number(row.total))),
      waitMs: percentiles(rows.map((row) => Number(row.wait))),
      loopDelayMs: { p50: loopDelay.percentile(50) / 1e6, p99: loopDelay.percentile(99) / 1e6, max: loopDelay.max / 1e6 },
      gcPauseMs: { ...gc, count: gcCount, total: gcTotal }
    } satisfies ServerTimes
  })

/** Stored events by type, outcome and step (the columns, not the bodies). */
const eventCounts = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const rows = yield* sql<{ readonly type: string; readonly outcome: string; readonly step_id: string | null; readonly n: unknown }>`
    SELECT type, outcome, step_id, COUNT(*) AS n FROM events GROUP BY type, outcome, step_id`
  return { type: "event-counts", rows: rows.map((row) => ({ type: row.type, outcome: row.outcome, step_id: row.step_id, n: Number(row.n) })) }
})

const port = await runtime.runPromise(setup)
const emptyBytes = await runtime.runPromise(databaseBytes)
answerProfileMessages("leadflow")
process.send?.({ type: "ready", port, path: `/flows/${flowId}/sources/${SOURCE_ID}/submit`, emptyBytes })

let timedSince = 0
/** The timed part is over: what arrives later (the harness's own queries) is not timed. */
const stopTiming = (): void => {
  timing = false
  loopDelay.disable()
}
process.on("message", (message: { readonly type?: string; readonly leadIds?: ReadonlyArray<string> }) => {
  if (message.type === "request-times-start") {
    requestTimes.length = 0
    timedSince = Date.now()
    timing = true
    loopDelay.reset()
    loopDelay.enable()
    gcPauses.length = 0
    process.send?.({ type: "request-times-started" })
  }
  if (message.type === "request-times-stop") {
    stopTiming()
    process.send?.({ type: "request-times-stopped" })
  }
  if (message.type === "server-times") void runtime.runPromise(serverTimes(timedSince)).then((result) => process.send?.(result))
  if (message.type === "stats") void runtime.runPromise(stats).then((result) => process.send?.(result))
  if (message.type === "event-counts") void runtime.runPromise(eventCounts).then((result) => process.send?.(result))
  if (message.type === "lead-events")
    void runtime
      .runPromise(Effect.forEach(message.leadIds ?? [], (leadId) => readLeadEvents(accountId, leadId)))
      .then((events) => process.send?.({ type: "lead-events", events: events.map((lead) => lead.map((event) => ({ type: event.type, body: event.body }))) }))
  if (message.type === "stop")
    void runtime
      .dispose()
      // BENCH_HTTP_KEEP_DB=1 keeps the SQLite database to look into (its directory is printed).
      .then(() => (process.env["BENCH_HTTP_KEEP_DB"] === "1" ? console.log(`kept ${dir}`) : rm(dir, { recursive: true, force: true })))
      .then(() => process.exit(0))
})

