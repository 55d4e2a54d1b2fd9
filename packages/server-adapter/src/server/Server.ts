import { HttpApiBuilder, HttpApiSwagger } from "@effect/platform"
import { NodeHttpServer } from "@effect/platform-node"
import { Context, Deferred, Effect, Layer } from "effect"
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"
import { ApiLive } from "../api/ApiLive.js"
import { ErrorMappingLive, jsonLastResort } from "../api/ErrorMapping.js"
import { answerInVendorType, NegotiationLive } from "../api/Negotiation.js"
import { AuthenticationLive, OptionalAuthenticationLive } from "../api/Security.js"
import { SubmissionHandler } from "../submission/SubmissionHandler.js"
import {
  answerClientErrors,
  isRefusedApiBody,
  maxUrlLength,
  timeoutOptions,
  unsupportedMultipart,
  uriTooLong,
  watchBody
} from "./RequestLimits.js"
import { defaultBodyTimeoutMs, ServerConfig } from "./ServerConfig.js"

/**
 * One `node:http` server for everything. Lead submissions (the hot path) go straight to the lean
 * submission handler; every other request goes to the `HttpApi` app (management, batch and
 * certificate APIs, `/openapi.json`, `/docs`). Past `maxInFlight` requests at once the server
 * sheds load with 503 and `Retry-After` instead of queueing without bound. No request holds its
 * slot past its limits (see `RequestLimits`): a body that has not arrived in time is a 408.
 */

export interface ListeningServer {
  readonly server: Server
  /** The port actually bound (the configured one, or the ephemeral one for port 0). */
  readonly port: number
  readonly url: string
}

export class HttpServerInfo extends Context.Tag("@leadflow/server-adapter/HttpServerInfo")<HttpServerInfo, ListeningServer>() {}

/** Retry-After (seconds) when shedding load. */
export const sheddingRetryAfterSeconds = 1

const overloaded = (res: ServerResponse): void => {
  const body = JSON.stringify({ error: "Service Unavailable: the server is at capacity, retry later" })
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
 * The management app's handler, with OpenAPI, the docs page and the error mapping. Built as a
 * layer so that the handler layers' own resources (background fibers, scoped services) live as
 * long as the server does.
 */
export const ApiHandlerLive = Layer.effect(
  ApiHandler,
  Effect.flatMap(HttpApiBuilder.httpApp, (app) => NodeHttpServer.makeHandler(answerInVendorType(jsonLastResort(app))))
).pipe(
  Layer.provide(
    Layer.mergeAll(
      HttpApiSwagger.layer({ path: "/docs" }),
      HttpApiBuilder.middlewareOpenApi({ path: "/openapi.json" }),
      ErrorMappingLive
    ).pipe(
      Layer.provideMerge(ApiLive),
      Layer.provide([AuthenticationLive, OptionalAuthenticationLive, NegotiationLive]),
      Layer.provideMerge(Layer.mergeAll(HttpApiBuilder.Router.Live, HttpApiBuilder.Middleware.layer))
    )
  ),
  Layer.provide(NodeHttpServer.layerContext)
)

/** Listen on the configured port; the server closes with the scope. */
export const listen = Effect.gen(function* () {
  const config = yield* ServerConfig
  const submission = yield* SubmissionHandler
  const api = yield* ApiHandler
  const bodyTimeoutMs = config.bodyTimeoutMs ?? defaultBodyTimeoutMs
  let inFlight = 0
  const done = (): void => void inFlight--
  const server = createServer({ keepAlive: true, ...timeoutOptions(bodyTimeoutMs) }, (req, res) => {
    const url = req.url ?? "/"
    if (url.length > maxUrlLength) return uriTooLong(res)
    if (inFlight >= config.maxInFlight) return overloaded(res)
    inFlight++
    res.once("close", done)
    watchBody(req, res, bodyTimeoutMs)
    const pathname = pathnameOf(url)
    if (submission.matches(pathname)) return submission.handle(req, res, pathname)
    if (isRefusedApiBody(req)) return unsupportedMultipart(res)
    rewritePrefix(req, pathname, config.batchPrefix, "/batch")
    rewritePrefix(req, pathname, config.certPrefix, "/cert")
    normaliseVendorJson(req)
    api(req, res)
  })
  // Keep-alive connections outlive a request; give clients a little longer than Node's 5 s.
  server.keepAliveTimeout = 65_000
  answerClientErrors(server)
  const listening = yield* Deferred.make<void, Error>()
  server.once("error", (error) => Deferred.unsafeDone(listening, Effect.fail(error)))
  server.listen(config.port, config.host, () => Deferred.unsafeDone(listening, Effect.void))
  yield* Deferred.await(listening)
  yield* Effect.addFinalizer(() =>
    Effect.async<void>((resume) => {
      server.close(() => resume(Effect.void))
      server.closeAllConnections()
    })
  )
  const port = (server.address() as AddressInfo).port
  const host = config.host === "0.0.0.0" || config.host === "::" ? "127.0.0.1" : config.host
  return { server, port, url: `http://${host}:${port}` } satisfies ListeningServer
})

export const HttpServerLive = Layer.scoped(HttpServerInfo, listen).pipe(Layer.provide(ApiHandlerLive))
