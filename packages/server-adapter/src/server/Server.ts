import { HttpApi, HttpApiBuilder, HttpApiSwagger } from "@effect/platform"
import { LeadflowApi } from "@leadflow/api"
import { NodeHttpServer } from "@effect/platform-node"
import type { SqlClient } from "@effect/sql"
import { Context, Deferred, Effect, Fiber, Layer, Runtime } from "effect"
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http"
import { type AddressInfo, Server as NetServer } from "node:net"
import { ApiLive } from "../api/ApiLive.js"
import { makeConsoleAssets } from "./ConsoleAssets.js"
import { ErrorMappingLive, jsonLastResort } from "../api/ErrorMapping.js"
import { answerInVendorType, NegotiationLive } from "../api/Negotiation.js"
import { AuthenticationLive, OptionalAuthenticationLive } from "../api/Security.js"
import { SubmissionHandler } from "../submission/SubmissionHandler.js"
import {
  answerClientErrors,
  isRefusedApiBody,
  maxUrlLength,
  namesNothing,
  notFound,
  timeoutOptions,
  isListUpload,
  watchUpload,
  unsupportedMultipart,
  uriTooLong,
  watchAnswers,
  watchBody
} from "./RequestLimits.js"
import { defaultBodyTimeoutMs, defaultShutdownTimeoutMs, ServerConfig } from "./ServerConfig.js"
import { Lifecycle } from "../observability/Lifecycle.js"
import { makeOpsHandler, opsPaths } from "../observability/OpsEndpoints.js"
import { accountOfRequest } from "../observability/RequestAccount.js"
import { routeTemplate } from "../observability/RouteTemplates.js"
import { httpRequests, httpRequestSeconds, requestLabels, requestTimeLabels } from "../observability/ServerMetrics.js"

/**
 * One `node:http` server for everything. Lead submissions (the hot path) go straight to the lean
 * submission handler; every other request goes to the `HttpApi` app (management, batch and
 * certificate APIs, `/openapi.json`, `/docs`). Past `maxInFlight` requests at once the server
 * sheds load with 503 and `Retry-After` instead of queueing without bound. No request holds its
 * slot past its limits (see `RequestLimits`): a body that has not arrived in time is a 408, and a
 * slot is free again once its answer has gone out to the connection (`finish`), or the connection
 * closed; an answer a client does not read is cut after the body's time limit without progress.
 */

export interface ListeningServer {
  readonly server: Server
  /** The port actually bound (the configured one, or the ephemeral one for port 0). */
  readonly port: number
  readonly url: string
  /** Whether the server is draining (shutting down). */
  readonly lifecycle: Lifecycle
}

export class HttpServerInfo extends Context.Tag("@leadflow/server-adapter/HttpServerInfo")<HttpServerInfo, ListeningServer>() {}

/** Retry-After (seconds) when shedding load. */
export const sheddingRetryAfterSeconds = 1

const overloaded = (res: ServerResponse): void => {
  // `_tag`: the API's declared 503 (`ServiceUnavailable`), so a typed client reads it as that.
  const body = JSON.stringify({ _tag: "ServiceUnavailable", error: "Service Unavailable: the server is at capacity, retry later" })
  res.writeHead(503, {
    "Content-Type": "application/json",
    "Content-Length": Buffer.byteLength(body),
    "Retry-After": String(sheddingRetryAfterSeconds)
  })
  res.end(body)
}

const pathnameOf = (url: string): string => {
  const q = url.indexOf("?")
  return q === -1 ? url : url.slice(0, q)
}

/** Rewrite a configured batch/cert prefix to the API's own (`/batch`, `/cert`). */
const rewritePrefix = (req: IncomingMessage, pathname: string, from: string, to: string): void => {
  if (from === to) return
  if (pathname === from || pathname.startsWith(`${from}/`)) req.url = to + (req.url ?? "").slice(from.length)
}

const vendorJson = /^\s*application\/vnd\.com\.leadflow\.[a-z0-9_.-]+\+json\s*(;.*)?$/i

/**
 * The platform parses a body as JSON only when its type says `application/json`; the spec's
 * vendor types (`application/vnd.com.leadflow.<resource>+json`) are JSON too, so they are read
 * as such (negotiation has already accepted them).
 */
const normaliseVendorJson = (req: IncomingMessage): void => {
  const type = req.headers["content-type"]
  if (type !== undefined && vendorJson.test(type)) req.headers["content-type"] = "application/json"
}

/** The management app as a `node:http` handler. */
export class ApiHandler extends Context.Tag("@leadflow/server-adapter/ApiHandler")<
  ApiHandler,
  (req: IncomingMessage, res: ServerResponse) => void
>() {}

/**
 * `/openapi.json` and `/docs` describe `LeadflowApi`: the routed `MainApi` plus lead submission,
 * which the lean handler serves (so it is documented without being routed here).
 */
const documentLive = Layer.mergeAll(
  HttpApiSwagger.layer({ path: "/docs" }),
  HttpApiBuilder.middlewareOpenApi({ path: "/openapi.json" })
).pipe(Layer.provide(
    // The document needs the definition only, no handler context; the platform widens it the same way.
    Layer.succeed(HttpApi.Api, { api: LeadflowApi as unknown as HttpApi.Api["Type"]["api"], context: Context.empty() })
  )
)

/**
 * The management app's handler, with OpenAPI, the docs page and the error mapping. Built as a
 * layer so that the handler layers' own resources (background fibers, scoped services) live as
 * long as the server does.
 */
export const ApiHandlerLive = Layer.effect(
  ApiHandler,
  Effect.flatMap(HttpApiBuilder.httpApp, (app) => NodeHttpServer.makeHandler(answerInVendorType(jsonLastResort(app))))
).pipe(
  Layer.provide(
    Layer.mergeAll(documentLive, ErrorMappingLive).pipe(
      Layer.provideMerge(ApiLive),
      Layer.provide([AuthenticationLive, OptionalAuthenticationLive, NegotiationLive]),
      Layer.provideMerge(Layer.mergeAll(HttpApiBuilder.Router.Live, HttpApiBuilder.Middleware.layer))
    )
  ),
  Layer.provide(NodeHttpServer.layerContext)
)

const submissionRoute = (pathname: string): string => {
  const ping = pathname.endsWith("/ping") || pathname.endsWith("/ping/")
  return pathname.startsWith("/routers/")
    ? ping
      ? "/routers/:router_id/ping"
      : "/routers/:router_id/submit"
    : ping
      ? "/flows/:flow_id/sources/:source_id/ping"
      : "/flows/:flow_id/sources/:source_id/submit"
}

/** Counts and times a request once its answer is sent (or its connection closed). */
const measure = (req: IncomingMessage, res: ServerResponse, route: string, started: number): void => {
  const method = req.method ?? "GET"
  httpRequests.unsafeUpdate(1, requestLabels.of(route, method, res.writableFinished ? String(res.statusCode) : "aborted"))
  httpRequestSeconds.unsafeUpdate((performance.now() - started) / 1000, requestTimeLabels.of(route, method))
}

/** How long a draining server waits without a new request before it closes idle connections. */
const quietMs = 200

const netClose = NetServer.prototype.close

const waitUntil = (condition: () => boolean, timeoutMs: number): Effect.Effect<boolean> =>
  Effect.async<boolean>((resume) => {
    const deadline = Date.now() + timeoutMs
    const check = (): void => {
      if (condition()) return resume(Effect.succeed(true))
      if (Date.now() >= deadline) return resume(Effect.succeed(false))
      timer = setTimeout(check, 10)
    }
    let timer: ReturnType<typeof setTimeout> | undefined
    check()
    return Effect.sync(() => clearTimeout(timer))
  })

/**
 * Listen on the configured port. When the scope closes (SIGTERM, SIGINT) the server drains:
 * `/readyz` answers 503 (for `shutdownDelayMs` still taking requests), the listener closes, idle
 * connections close, every request in flight is answered (with `Connection: close`), the work
 * after answered leads finishes, then the server is gone and the layers below (the event
 * store's last group commit, the retry poller, the database) close after it.
 */
export const listen = Effect.gen(function* () {
  const config = yield* ServerConfig
  const submission = yield* SubmissionHandler
  const api = yield* ApiHandler
  const runtime = yield* Effect.runtime<SqlClient.SqlClient>()
  const fork = Runtime.runFork(runtime)
  const lifecycle = new Lifecycle()
  const ops = makeOpsHandler(runtime, lifecycle, config.metrics ?? { enabled: true })
  const bodyTimeoutMs = config.bodyTimeoutMs ?? defaultBodyTimeoutMs
  let inFlight = 0
  // With `/metrics` off nothing reads the request metrics: they are not kept.
  const metrics = config.metrics?.enabled ?? true
  const accessLog = (req: IncomingMessage, res: ServerResponse, route: string, started: number): void => {
    const ms = Math.round((performance.now() - started) * 10) / 10
    if (metrics) measure(req, res, route, started)
    fork(
      Effect.logInfo("request").pipe(
        Effect.annotateLogs({
          method: req.method ?? "GET",
          route,
          status: res.writableFinished ? res.statusCode : "aborted",
          ms,
          account_id: accountOfRequest(req) ?? null
        })
      )
    )
  }
  let lastRequest = 0
  const consoleAssets = makeConsoleAssets()
  const server = createServer({ keepAlive: true, ...timeoutOptions(bodyTimeoutMs) }, (req, res) => {
    const started = performance.now()
    if (lifecycle.draining) lastRequest = started
    const url = req.url ?? "/"
    if (url.length > maxUrlLength) return uriTooLong(res)
    const pathname = pathnameOf(url)
    // Health and metrics answer even at capacity: a liveness probe must not restart a busy process.
    if (opsPaths.has(pathname)) {
      if (lifecycle.draining) res.setHeader("Connection", "close")
      return ops(req, res, pathname)
    }
    if (inFlight >= config.maxInFlight) return overloaded(res)
    if (namesNothing(pathname)) return notFound(res)
    inFlight++
    // The slot covers the request's work and its answer until it has gone out (`finish`: handed
    // to the kernel), not a client's reading of it; `close` when the connection ends first. An
    // answer queued behind another on its connection (pipelined) has no `close` of its own when
    // the connection ends: the connection's is waited for too.
    const socket = req.socket
    let holding = true
    const done = (): void => {
      if (!holding) return
      holding = false
      inFlight--
      socket.removeListener("close", done)
    }
    res.once("finish", done)
    res.once("close", done)
    socket.once("close", done)
    // A draining server answers what it is sent, then closes the connection.
    if (lifecycle.draining) res.setHeader("Connection", "close")
    if (isListUpload(req.method, pathname, req.headers["content-type"])) watchUpload(req, res, bodyTimeoutMs)
    else watchBody(req, res, bodyTimeoutMs)
    if (submission.matches(pathname)) {
      if (metrics) {
        const route = submissionRoute(pathname)
        res.once("close", () => measure(req, res, route, started))
      }
      return submission.handle(req, res, pathname)
    }
    // The web console (`@leadflow/console`): GET/HEAD of `/` and `/assets/*` only, before the API.
    if (consoleAssets.matches(req.method, pathname)) {
      const route = consoleAssets.route(pathname)
      res.once("close", () => accessLog(req, res, route, started))
      return consoleAssets.handle(req, res, pathname)
    }
    if (isRefusedApiBody(req)) return unsupportedMultipart(res)
    rewritePrefix(req, pathname, config.batchPrefix, "/batch")
    rewritePrefix(req, pathname, config.certPrefix, "/cert")
    normaliseVendorJson(req)
    const route = routeTemplate(req.method ?? "GET", pathnameOf(req.url ?? "/"))
    res.once("close", () => accessLog(req, res, route, started))
    api(req, res)
  })
  // Keep-alive connections outlive a request; give clients a little longer than Node's 5 s.
  server.keepAliveTimeout = 65_000
  answerClientErrors(server)
  // An answer that makes no write progress for the body's time limit has its connection closed.
  const stopWatchingAnswers = watchAnswers(server, bodyTimeoutMs)
  const listening = yield* Deferred.make<void, Error>()
  server.once("error", (error) => {
    stopWatchingAnswers()
    Deferred.unsafeDone(listening, Effect.fail(error))
  })
  server.listen(config.port, config.host, () => Deferred.unsafeDone(listening, Effect.void))
  yield* Deferred.await(listening)
  yield* Effect.addFinalizer(() =>
    Effect.gen(function* () {
      lifecycle.startDraining()
      yield* Effect.logInfo("shutting down: draining requests in flight").pipe(Effect.annotateLogs({ in_flight: inFlight }))
      if ((config.shutdownDelayMs ?? 0) > 0) yield* Effect.sleep(config.shutdownDelayMs ?? 0)
      // Only the listener closes here: `http.Server#close` would also close every connection
      // without a request under way, among them fresh ones whose request is not parsed yet.
      lastRequest = performance.now()
      const closed = Effect.async<void>((resume) => {
        netClose.call(server, () => resume(Effect.void))
      })
      const closing = yield* Effect.fork(closed)
      const timeoutMs = config.shutdownTimeoutMs ?? defaultShutdownTimeoutMs
      // Drained: nothing in flight, and no request came for a moment (one may be being read).
      const drained = yield* waitUntil(() => inFlight === 0 && performance.now() - lastRequest > quietMs, timeoutMs)
      yield* Effect.promise(() => submission.settled()).pipe(Effect.timeoutOption(timeoutMs))
      if (!drained)
        yield* Effect.logWarning("shutdown: requests still in flight at the timeout were cut").pipe(
          Effect.annotateLogs({ in_flight: inFlight })
        )
      server.closeAllConnections()
      stopWatchingAnswers()
      yield* Fiber.join(closing)
      yield* Effect.logInfo("shutdown: the server is closed")
    })
  )
  const port = (server.address() as AddressInfo).port
  const host = config.host === "0.0.0.0" || config.host === "::" ? "127.0.0.1" : config.host
  return { server, port, url: `http://${host}:${port}`, lifecycle } satisfies ListeningServer
})

export const HttpServerLive = Layer.scoped(HttpServerInfo, listen).pipe(Layer.provide(ApiHandlerLive))
