import { SqlClient } from "@effect/sql"
import { Clock, Duration, Effect, Option, Runtime } from "effect"
import type { IncomingMessage, ServerResponse } from "node:http"
import { timingSafeEqual } from "node:crypto"
import type { Lifecycle } from "./Lifecycle.js"
import { prometheusContentType, prometheusText } from "./PrometheusText.js"
import { jobKinds } from "../jobs/JobTable.js"
import { DatabasePool } from "../storage/DatabasePool.js"
import {
  dbPoolConnections,
  dbPoolWaiting,
  jobKindLabels,
  jobsOldestAgeSeconds,
  jobsPending,
  jobsRunning,
  poolStateLabels,
  retryJobsOldestAgeSeconds,
  retryJobsPending
} from "./ServerMetrics.js"

/**
 * The operational endpoints, unauthenticated and served by the `node:http` front before any
 * routing: `/healthz` (the process answers), `/readyz` (storage answers, migrations are done,
 * not draining) and `/metrics` (Prometheus text; off with `LEADFLOW_METRICS=off`, behind a
 * bearer token with `LEADFLOW_METRICS_TOKEN`).
 */

export interface MetricsAccess {
  readonly enabled: boolean
  /** When set, `/metrics` wants `Authorization: Bearer <token>`. */
  readonly token?: string
}

export const opsPaths = new Set(["/healthz", "/readyz", "/metrics"])

const json = (res: ServerResponse, status: number, body: unknown): void => {
  const text = JSON.stringify(body)
  res.writeHead(status, { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(text), "Cache-Control": "no-store" })
  res.end(text)
}

/** How long `/readyz` waits for the database before calling it unreachable. */
const storageTimeout = Duration.seconds(2)

/**
 * Whether a query gets through within `storageTimeout`. The query is disconnected from the
 * check: when the database does not answer, the probe is answered at the time limit, and the
 * query is interrupted in the background (its connection closed by the pool, `DatabasePool.ts`),
 * however long that takes.
 */
const storageAnswers = Effect.flatMap(SqlClient.SqlClient, (sql) => sql`SELECT 1 AS ok`).pipe(
  Effect.disconnect,
  Effect.timeoutFail({ duration: storageTimeout, onTimeout: () => new Error("timed out") }),
  Effect.as(true),
  Effect.orElseSucceed(() => false)
)

/**
 * The jobs table by kind: how many wait, how many run, how late the oldest due one is. The
 * retry gauges without a label stay for dashboards made before the other kinds.
 */
const readQueue = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const now = yield* Clock.currentTimeMillis
  const rows = yield* sql<{ kind: string; n: unknown; oldest: unknown; running: unknown }>`SELECT kind, COUNT(*) AS n,
      MIN(CASE WHEN run_at <= ${now} THEN run_at END) AS oldest,
      SUM(CASE WHEN locked_until > ${now} THEN 1 ELSE 0 END) AS running
    FROM jobs WHERE finished_at IS NULL GROUP BY kind`
  const byKind = new Map(rows.map((row) => [row.kind, row]))
  for (const kind of jobKinds) {
    const row = byKind.get(kind)
    const oldest = row?.oldest === null || row?.oldest === undefined ? undefined : Number(row.oldest)
    const age = oldest === undefined ? 0 : Math.max(0, now - oldest) / 1000
    const labels = jobKindLabels.of(kind)
    jobsPending.unsafeUpdate(Number(row?.n ?? 0), labels)
    jobsRunning.unsafeUpdate(Number(row?.running ?? 0), labels)
    jobsOldestAgeSeconds.unsafeUpdate(age, labels)
    if (kind === "retry") {
      retryJobsPending.unsafeUpdate(Number(row?.n ?? 0), [])
      retryJobsOldestAgeSeconds.unsafeUpdate(age, [])
    }
  }
}).pipe(Effect.catchAllCause((cause) => Effect.logWarning("metrics: reading the jobs queue failed", cause)))

/** This process's database connections (see `DatabasePool`). */
const readPool = Effect.map(Effect.serviceOption(DatabasePool), (pool) => {
  if (Option.isNone(pool)) return
  const stats = pool.value.stats()
  dbPoolConnections.unsafeUpdate(stats.open, poolStateLabels.of("open"))
  dbPoolConnections.unsafeUpdate(stats.max, poolStateLabels.of("max"))
  if (stats.idle !== undefined) dbPoolConnections.unsafeUpdate(stats.idle, poolStateLabels.of("idle"))
  if (stats.waiting !== undefined) dbPoolWaiting.unsafeUpdate(stats.waiting, [])
})

const sameToken = (sent: string, expected: string): boolean => {
  const a = Buffer.from(sent)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

const bearer = (req: IncomingMessage): string | undefined => {
  const header = req.headers.authorization
  const match = header === undefined ? null : /^Bearer\s+(.+)$/i.exec(header)
  return match?.[1]?.trim()
}

export const makeOpsHandler = (
  runtime: Runtime.Runtime<SqlClient.SqlClient>,
  lifecycle: Lifecycle,
  metrics: MetricsAccess
): ((req: IncomingMessage, res: ServerResponse, pathname: string) => void) => {
  const run = Runtime.runPromise(runtime)
  const readiness = async (res: ServerResponse): Promise<void> => {
    // Draining: not ready whatever the database says, answered at once (no query to wait for,
    // so a load balancer learns it on its next probe even when the pool is busy).
    if (lifecycle.draining)
      return json(res, 503, { status: "not ready", checks: { storage: "not checked", migrations: "ok", draining: true } })
    const storage = await run(storageAnswers)
    // A drain may have begun while the database was asked.
    const draining = lifecycle.draining
    // Migrations run before the server listens: a server that answers has them done.
    const ready = storage && !draining
    json(res, ready ? 200 : 503, {
      status: ready ? "ready" : "not ready",
      checks: { storage: storage ? "ok" : "unreachable", migrations: "ok", draining }
    })
  }
  const scrape = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (!metrics.enabled) return json(res, 404, { error: "Not Found" })
    if (metrics.token !== undefined) {
      const sent = bearer(req)
      if (sent === undefined || !sameToken(sent, metrics.token)) {
        res.setHeader("WWW-Authenticate", 'Bearer realm="metrics"')
        return json(res, 401, { error: "Unauthorized: /metrics wants the bearer token of LEADFLOW_METRICS_TOKEN" })
      }
    }
    await run(Effect.zipRight(readPool, readQueue))
    const text = prometheusText()
    res.writeHead(200, { "Content-Type": prometheusContentType, "Content-Length": Buffer.byteLength(text), "Cache-Control": "no-store" })
    res.end(text)
  }
  return (req, res, pathname) => {
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.setHeader("Allow", "GET, HEAD")
      return json(res, 405, { error: "Method Not Allowed" })
    }
    const answered =
      pathname === "/healthz"
        ? Promise.resolve(json(res, 200, { status: "ok", uptime_seconds: Math.round(process.uptime()) }))
        : pathname === "/readyz"
          ? readiness(res)
          : scrape(req, res)
    answered.catch(() => {
      if (!res.headersSent) json(res, 503, { error: "Service Unavailable" })
      else res.destroy()
    })
  }
}
