import { SqlClient } from "@effect/sql"
import { Clock, Duration, Effect, Runtime } from "effect"
import type { IncomingMessage, ServerResponse } from "node:http"
import { timingSafeEqual } from "node:crypto"
import type { Lifecycle } from "./Lifecycle.js"
import { prometheusContentType, prometheusText } from "./PrometheusText.js"
import { retryJobsOldestAgeSeconds, retryJobsPending } from "./ServerMetrics.js"

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

const storageAnswers = Effect.flatMap(SqlClient.SqlClient, (sql) => sql`SELECT 1 AS ok`).pipe(
  Effect.timeoutFail({ duration: storageTimeout, onTimeout: () => new Error("timed out") }),
  Effect.as(true),
  Effect.orElseSucceed(() => false)
)

/** The jobs table's retries: how many wait, and how late the oldest due one is. */
const readQueue = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const rows = yield* sql<{ n: unknown; oldest: unknown }>`SELECT COUNT(*) AS n, MIN(run_at) AS oldest FROM jobs WHERE kind = 'retry'`
  const now = yield* Clock.currentTimeMillis
  const oldest = rows[0]?.oldest === null || rows[0]?.oldest === undefined ? undefined : Number(rows[0].oldest)
  retryJobsPending.unsafeUpdate(Number(rows[0]?.n ?? 0), [])
  retryJobsOldestAgeSeconds.unsafeUpdate(oldest === undefined ? 0 : Math.max(0, now - oldest) / 1000, [])
}).pipe(Effect.catchAllCause((cause) => Effect.logWarning("metrics: reading the jobs queue failed", cause)))

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
    const draining = lifecycle.draining
    const storage = await run(storageAnswers)
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
    await run(readQueue)
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
