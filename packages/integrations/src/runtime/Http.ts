/**
 * Outbound HTTP for integrations: one shared undici `Agent` (keep-alive pools, a bounded number
 * of connections per origin), driven through `dispatch` with a small handler that collects the
 * response. That is the layer under undici's `request`, without its per-call stream and promise:
 * a delivery costs one handler object, one timer and the bytes. Effect's HttpClient costs about
 * 200 µs per call here (perf notes §7), so it is not used.
 *
 * Every send is bounded by its timeout (one timer, whatever phase the call is in: queued,
 * connecting, waiting for headers, reading the body), guarded against private hosts (see
 * `Ssrf.ts`; checked before sending and again on every connection, redirects included) and reads
 * at most `maxResponseBytes` of body (1 MiB by default: a buyer's answer is a status and a few
 * fields, and each is kept in the lead's events). Transport failures become
 * `IntegrationError`s with a reason fit for reports: `connection refused`, `timed out after 5 s`,
 * `host not found`, `URL must be public`, ...
 */
import { isIP } from "node:net"
import { TextDecoder } from "node:util"
import { Effect, Exit } from "effect"
import { Agent, buildConnector, type Dispatcher } from "undici"
import { IntegrationError, isSecretHeader } from "@leadflow/core"
import type { InboundResponse, OutboundRequest } from "../Contract.js"
import { isPrivateAddress, isPublicHost, PrivateAddressError, publicLookup, type Resolve } from "./Ssrf.js"

export interface HttpOptions {
  /** Allow loopback and private addresses (tests, local demos). Default false. */
  readonly allowPrivateHosts?: boolean
  /** Connections kept per origin (scheme, host and port). Default 64. */
  readonly connectionsPerOrigin?: number
  /** The largest response body read, in bytes; a larger one is an error. Default 1 MiB. */
  readonly maxResponseBytes?: number
  /** Redirects followed when a request asks for it. Default 10. */
  readonly maxRedirects?: number
  /** Connection establishment timeout, ms. Default 10 s (the step timeout still bounds the call). */
  readonly connectTimeoutMs?: number
  /** Name resolution (default `dns.lookup`); tests pass their own. */
  readonly resolve?: Resolve
}

/** A request as it was sent: what a transaction records (before redaction). */
export interface SentRequest {
  readonly method: string
  readonly url: string
  readonly headers: Readonly<Record<string, string>>
  readonly body: string
  /** Just before sending, ms since the epoch. */
  readonly timestamp: number
}

/** A completed call. */
export interface Exchange {
  /** The request as sent on the last hop (after redirects: to where the answer came from). */
  readonly request: SentRequest
  readonly response: InboundResponse
  readonly statusText: string
  /** When the body was read, ms since the epoch. */
  readonly timestamp: number
  /** How long the call took, ms (fractional), redirects included. */
  readonly ms: number
  /**
   * The redirects followed before the last hop, in order: each hop's request and its 3xx answer
   * (whose body is not read), `ms` its own. Absent when none was.
   */
  readonly redirects?: ReadonlyArray<Exchange>
}

export interface HttpClient {
  /**
   * Send `request` within `timeoutSeconds`; `done` is called exactly once, possibly before this
   * returns (a refused URL sends nothing). Returns a function that aborts the call.
   */
  readonly dispatch: (
    request: OutboundRequest,
    timeoutSeconds: number,
    done: (result: Exchange | IntegrationError) => void
  ) => () => void
  /** `dispatch` as an Effect; interrupting it aborts the call. */
  readonly send: (request: OutboundRequest, timeoutSeconds: number) => Effect.Effect<Exchange, IntegrationError>
  readonly allowPrivateHosts: boolean
  /** Close every connection, failing calls still running. */
  readonly close: () => Promise<void>
}

const MiB = 1024 * 1024

/** Response headers as undici hands them over: lower-case names. */
type IncomingHttpHeaders = Record<string, string | string[] | undefined>

// undici's default is kept on purpose: an idle connection is dropped after 4 s unless the server
// says otherwise, which stays under the usual 5 s server idle timeout, so a POST is not sent on a
// socket the server is closing (undici retries only idempotent requests).
const KEEP_ALIVE_TIMEOUT_MS = 4_000

// Header names as integrations see them: `content-type` → `Content-Type`. Names repeat, so keep them.
const camelNames = new Map<string, string>()
export const camelCase = (name: string): string => {
  let camel = camelNames.get(name)
  if (camel === undefined) {
    camel = name
      .split("-")
      .map((part) => part.charAt(0).toUpperCase() + part.slice(1).toLowerCase())
      .join("-")
    if (camelNames.size < 1000) camelNames.set(name, camel)
  }
  return camel
}

const camelHeaders = (headers: IncomingHttpHeaders): Record<string, string | ReadonlyArray<string>> => {
  const out: Record<string, string | ReadonlyArray<string>> = {}
  for (const name in headers) {
    const value = headers[name]
    if (value !== undefined) out[camelCase(name)] = value
  }
  return out
}

const decoders = new Map<string, TextDecoder | undefined>()
const decoderFor = (charset: string): TextDecoder | undefined => {
  if (!decoders.has(charset)) {
    let decoder: TextDecoder | undefined
    try {
      decoder = new TextDecoder(charset)
    } catch {
      decoder = undefined
    }
    if (decoders.size < 100) decoders.set(charset, decoder)
    return decoder
  }
  return decoders.get(charset)
}

const hasUtf8Bom = (bytes: Buffer): boolean => bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf

/**
 * The body as text: UTF-8 unless the Content-Type names another charset. A leading byte order
 * mark is dropped, as `TextDecoder` drops it for the other charsets: it is not part of the text,
 * and JSON starting with one does not parse.
 */
const bodyText = (chunks: ReadonlyArray<Buffer>, contentType: string | ReadonlyArray<string> | undefined): string => {
  const bytes = chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks)
  if (typeof contentType === "string") {
    const at = contentType.toLowerCase().indexOf("charset=")
    if (at >= 0) {
      const charset = contentType.slice(at + 8).split(";")[0]?.trim().replace(/^"|"$/g, "").toLowerCase() ?? ""
      if (charset !== "" && charset !== "utf-8" && charset !== "utf8") {
        const decoder = decoderFor(charset)
        if (decoder !== undefined) return decoder.decode(bytes)
      }
    }
  }
  return hasUtf8Bom(bytes) ? bytes.toString("utf8", 3) : bytes.toString("utf8")
}

const sizeText = (bytes: number): string =>
  bytes % MiB === 0 ? `${bytes / MiB} MiB` : bytes % 1024 === 0 ? `${bytes / 1024} KiB` : `${bytes} bytes`

const codeOf = (error: unknown): string | undefined => {
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === "string" ? code : undefined
}

/** A transport error in words for a report (no URLs, no lead data). */
export const failureReason = (error: unknown, timeoutSeconds: number, maxResponseBytes: number): string => {
  if (error instanceof PrivateAddressError) return "URL must be public"
  const code = codeOf(error)
  switch (code) {
    case "ECONNREFUSED":
      return "connection refused"
    case "UND_ERR_HEADERS_TIMEOUT":
    case "UND_ERR_BODY_TIMEOUT":
      return `timed out after ${timeoutSeconds} s`
    case "UND_ERR_CONNECT_TIMEOUT":
    case "ETIMEDOUT":
      return "connection timed out"
    case "ENOTFOUND":
    case "EAI_AGAIN":
    case "EAI_NONAME":
    case "EAI_NODATA":
      return "host not found"
    case "ECONNRESET":
      return "connection reset"
    case "UND_ERR_SOCKET":
    case "EPIPE":
      return "connection closed"
    case "EHOSTUNREACH":
    case "ENETUNREACH":
      return "host unreachable"
    case "UND_ERR_RES_EXCEEDED_MAX_SIZE":
      return `response larger than ${sizeText(maxResponseBytes)}`
    case "UND_ERR_INVALID_ARG":
      // undici stops a redirect to a URL it has already visited with this code.
      return error instanceof Error && error.message.startsWith("Redirect loop") ? "redirect loop" : "invalid request"
  }
  if (code !== undefined && (code.startsWith("ERR_TLS") || code.startsWith("ERR_SSL") || code.includes("CERT")))
    return `TLS error (${code})`
  return code !== undefined ? `request failed (${code})` : "request failed"
}

/** Header names compared without allocating a lower-case copy unless the length matches. */
const isHeader = (name: string, lower: string): boolean => name.length === lower.length && name.toLowerCase() === lower

/** Userinfo decoded; a `%` that starts no escape (`50%off`) is taken as it is, not a call that throws. */
const userinfoText = (raw: string): string => {
  if (!raw.includes("%")) return raw
  try {
    return decodeURIComponent(raw)
  } catch {
    return raw
  }
}

const basicAuth = (url: URL): string =>
  `Basic ${Buffer.from(`${userinfoText(url.username)}:${userinfoText(url.password)}`).toString("base64")}`

/**
 * The headers to send: the integration's, less `Content-Length` (undici computes it from the
 * bytes, as the old platform had its client do), plus Basic authentication from the URL's
 * userinfo when no Authorization header is given. The integration's object is reused when
 * nothing changes.
 */
const headersToSend = (headers: Readonly<Record<string, string>> | undefined, url: URL): Readonly<Record<string, string>> => {
  const given = headers ?? {}
  let out: Record<string, string> | undefined
  let authorized = false
  for (const name in given) {
    if (isHeader(name, "content-length")) out ??= Object.assign({}, given)
    else if (isHeader(name, "authorization")) authorized = true
  }
  if (out !== undefined) for (const name in out) if (isHeader(name, "content-length")) delete out[name]
  if (url.username !== "" && !authorized) {
    out ??= Object.assign({}, given)
    out["Authorization"] = basicAuth(url)
  }
  return out ?? given
}

/** The redirects a call had followed when it failed, by its error (`redirectsBefore`). */
const failedHops = new WeakMap<IntegrationError, ReadonlyArray<Exchange>>()

/** The hops a failed call had followed (each answered with a redirect), to record them; none when it failed on its first. */
export const redirectsBefore = (error: IntegrationError): ReadonlyArray<Exchange> => failedHops.get(error) ?? []

/** How a call follows redirects (only calls that ask to). */
interface Following {
  readonly agent: Dispatcher
  readonly maxRedirects: number
  readonly allowPrivateHosts: boolean
}

const REDIRECT_STATUSES: ReadonlySet<number> = new Set([300, 301, 302, 303, 307, 308])

const locationOf = (headers: IncomingHttpHeaders): string | undefined => {
  const location = headers["location"]
  const first = Array.isArray(location) ? location[0] : location
  return first === undefined || first === "" ? undefined : first
}

/** A URL as compared for redirect loops: without userinfo and fragment. */
const visitKey = (url: URL): string => url.origin + url.pathname + url.search

/**
 * The headers of a redirect's next hop: never `Host` (it named the last hop's server), nor
 * `Content-*` when the body is dropped, and on a hop to another origin (scheme, host or port)
 * none that carries a secret by core's rule (`Authorization`, `Cookie`, `X-Api-Key`, ...): the
 * buyer's credentials are not handed to wherever it points. The same object when nothing goes.
 */
const redirectHeaders = (
  headers: Readonly<Record<string, string>>,
  bodyDropped: boolean,
  crossOrigin: boolean
): Readonly<Record<string, string>> => {
  let out: Record<string, string> | undefined
  for (const name in headers) {
    const drop =
      isHeader(name, "host") || (bodyDropped && name.toLowerCase().startsWith("content-")) || (crossOrigin && isSecretHeader(name))
    if (!drop) continue
    out ??= Object.assign({}, headers)
    delete out[name]
  }
  return out ?? headers
}

/** One call in flight: undici's handler for it (every hop of its redirects), and the timer that bounds it. */
class Call implements Dispatcher.DispatchHandler {
  private controller: Dispatcher.DispatchController | undefined = undefined
  private finished = false
  /**
   * The request was handed to a connection (`onRequestStart`): any failure from here may have
   * reached the other side. Failures that cannot have (refused or failed connections, unknown
   * hosts, TLS, private addresses) happen before it, or on a redirect's next hop, after the hop
   * that redirected had the request (a 303 after a processed POST).
   */
  private handedOver = false
  private status = 0
  private statusText = ""
  private headers: IncomingHttpHeaders = {}
  private chunks: Buffer[] = []
  private readonly timer: ReturnType<typeof setTimeout>
  private readonly started: number
  /** Where this hop's answer redirects to, when it is followed. */
  private location: string | undefined = undefined
  /** The redirects followed so far, and when the current hop started. */
  private hops: Exchange[] | undefined = undefined
  private hopStarted: number
  private visited: Set<string> | undefined = undefined

  constructor(
    private sent: SentRequest,
    private url: URL,
    private readonly timeoutSeconds: number,
    private readonly maxResponseBytes: number,
    private readonly following: Following | undefined,
    private readonly done: (result: Exchange | IntegrationError) => void
  ) {
    this.started = performance.now()
    this.hopStarted = this.started
    this.timer = setTimeout(this.onTimeout, timeoutSeconds * 1000)
  }

  private readonly onTimeout = (): void => {
    this.fail(new IntegrationError({ reason: `timed out after ${this.timeoutSeconds} s`, ...(this.handedOver ? { mayHaveReached: true } : {}) }))
  }

  /** Abort the call (interruption); `done` is not called. */
  readonly abort = (): void => {
    if (this.finished) return
    this.finished = true
    clearTimeout(this.timer)
    this.controller?.abort(new Error("aborted"))
  }

  /** End the call with `error`; `named` when its reason already says it is about a redirect. */
  fail(error: IntegrationError, named = false): void {
    if (this.finished) return
    this.finished = true
    clearTimeout(this.timer)
    this.controller?.abort(new Error(error.reason))
    const hops = this.hops
    if (hops === undefined) return this.done(error)
    // Failed after a redirect: the reason says where, and the hops answered so far stay on record.
    const after = named ? error : new IntegrationError({ ...error, reason: `after a redirect to ${this.url.origin}: ${error.reason}` })
    failedHops.set(after, hops)
    this.done(after)
  }

  onRequestStart(controller: Dispatcher.DispatchController): void {
    // Redirects start each hop anew; a call already ended (timed out while queued) stops here.
    if (this.finished) controller.abort(new Error("aborted"))
    else {
      this.controller = controller
      this.handedOver = true
    }
  }

  onResponseStart(
    _controller: Dispatcher.DispatchController,
    statusCode: number,
    headers: IncomingHttpHeaders,
    statusMessage?: string
  ): void {
    if (statusCode < 200) return // informational (100 Continue): the real answer follows
    this.status = statusCode
    this.statusText = statusMessage ?? ""
    this.headers = headers
    // Past the limit, the redirect itself is the answer (as undici's own redirect handling does).
    if (this.following !== undefined && REDIRECT_STATUSES.has(statusCode) && (this.hops?.length ?? 0) < this.following.maxRedirects)
      this.location = locationOf(headers)
  }

  onResponseData(_controller: Dispatcher.DispatchController, chunk: Buffer): void {
    // A redirect's body is not read: the answer comes from where it points.
    if (this.location === undefined) this.chunks.push(chunk)
  }

  onResponseEnd(): void {
    if (this.finished) return
    if (this.location !== undefined && this.following !== undefined && this.follow(this.location, this.following)) return
    this.finished = true
    clearTimeout(this.timer)
    const response: InboundResponse = {
      status: this.status,
      version: "1.1",
      headers: camelHeaders(this.headers),
      body: this.chunks.length === 0 ? "" : bodyText(this.chunks, this.headers["content-type"])
    }
    const exchange: Exchange = {
      request: this.sent,
      response,
      statusText: this.statusText,
      timestamp: Date.now(),
      ms: performance.now() - this.started
    }
    this.done(this.hops === undefined ? exchange : { ...exchange, redirects: this.hops })
  }

  /**
   * Send the request on to `location` (this hop's answer is recorded as a redirect), as browsers
   * do: a 303, or a 301/302 after a POST, goes on as a GET without the body; headers as
   * `redirectHeaders` leaves them. False when `location` is not an http(s) URL: the redirect is
   * then the answer. A loop, or a private host when they are refused, ends the call in error.
   */
  private follow(location: string, following: Following): boolean {
    let next: URL
    try {
      next = new URL(location, this.url)
    } catch {
      return false
    }
    if (next.protocol !== "http:" && next.protocol !== "https:") return false
    next.hash = ""
    this.location = undefined
    const visited = (this.visited ??= new Set([visitKey(this.url)]))
    const key = visitKey(next)
    if (visited.has(key)) {
      this.fail(new IntegrationError({ reason: "redirect loop", mayHaveReached: true }), true)
      return true
    }
    visited.add(key)
    if (!following.allowPrivateHosts && !isPublicHost(next.hostname)) {
      this.fail(new IntegrationError({ reason: "redirect to a URL that is not public", mayHaveReached: true }), true)
      return true
    }
    const now = performance.now()
    ;(this.hops ??= []).push({
      request: this.sent,
      response: { status: this.status, version: "1.1", headers: camelHeaders(this.headers), body: "" },
      statusText: this.statusText,
      timestamp: Date.now(),
      ms: now - this.hopStarted
    })
    const status = this.status
    const method = this.sent.method
    const dropBody = status === 303 ? method !== "HEAD" : (status === 301 || status === 302) && method === "POST"
    const headers = redirectHeaders(this.sent.headers, dropBody, next.origin !== this.url.origin)
    const body = dropBody ? "" : this.sent.body
    this.url = next
    this.sent = { method: dropBody ? "GET" : method, url: next.href, headers, body, timestamp: Date.now() }
    this.hopStarted = now
    this.status = 0
    this.statusText = ""
    this.headers = {}
    this.chunks = []
    const timeoutMs = this.timeoutSeconds * 1000
    try {
      void following.agent.dispatch(
        {
          origin: next.origin,
          path: next.pathname + next.search,
          method: this.sent.method,
          headers,
          body: body === "" ? null : body,
          headersTimeout: timeoutMs,
          bodyTimeout: timeoutMs
        },
        this
      )
    } catch (error) {
      this.fail(new IntegrationError({ reason: failureReason(error, this.timeoutSeconds, this.maxResponseBytes), cause: error, mayHaveReached: true }))
    }
    return true
  }

  onResponseError(_controller: Dispatcher.DispatchController, error: Error): void {
    this.fail(
      new IntegrationError({
        reason: failureReason(error, this.timeoutSeconds, this.maxResponseBytes),
        cause: error,
        ...(this.handedOver ? { mayHaveReached: true } : {})
      })
    )
  }
}

/** A connector that refuses private IP addresses (names are checked by `publicLookup`). */
const publicConnector = (options: HttpOptions): buildConnector.connector => {
  const lookupOptions = options.resolve === undefined ? {} : { resolve: options.resolve }
  const connect = buildConnector({ timeout: options.connectTimeoutMs ?? 10_000, lookup: publicLookup(lookupOptions) })
  return (target, callback) => {
    const host = target.hostname.startsWith("[") ? target.hostname.slice(1, -1) : target.hostname
    if (isIP(host) !== 0 && isPrivateAddress(host)) return callback(new PrivateAddressError(host), null)
    connect(target, callback)
  }
}

/** The shared client. Build one per process (or runtime) and `close` it at shutdown. */
export const makeHttpClient = (options: HttpOptions = {}): HttpClient => {
  const allowPrivateHosts = options.allowPrivateHosts === true
  const maxResponseBytes = options.maxResponseBytes ?? MiB
  const agent = new Agent({
    connections: options.connectionsPerOrigin ?? 64,
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    maxResponseSize: maxResponseBytes,
    connect: allowPrivateHosts ? { timeout: options.connectTimeoutMs ?? 10_000 } : publicConnector(options)
  })
  // Redirects are followed by `Call` itself (not undici's interceptor): it must drop every secret
  // header on a hop to another origin, and record each hop.
  const following: Following = { agent, maxRedirects: options.maxRedirects ?? 10, allowPrivateHosts }

  const dispatch: HttpClient["dispatch"] = (request, timeoutSeconds, done) => {
    let url: URL
    try {
      url = new URL(request.url)
    } catch {
      done(new IntegrationError({ reason: "URL must be valid" }))
      return noop
    }
    if (url.protocol !== "http:" && url.protocol !== "https:") {
      done(new IntegrationError({ reason: "URL must be valid" }))
      return noop
    }
    if (!allowPrivateHosts && !isPublicHost(url.hostname)) {
      done(new IntegrationError({ reason: "URL must be public" }))
      return noop
    }
    const method = request.method.toUpperCase()
    const headers = headersToSend(request.headers, url)
    const body = request.body ?? ""
    const sent: SentRequest = { method, url: request.url, headers, body, timestamp: Date.now() }
    const call = new Call(sent, url, timeoutSeconds, maxResponseBytes, request.followRedirects === true ? following : undefined, done)
    const timeoutMs = timeoutSeconds * 1000
    const options: Dispatcher.DispatchOptions = {
      origin: url.origin,
      path: url.pathname + url.search,
      method,
      headers,
      body: request.body === undefined || request.body === "" ? null : request.body,
      // The call's own timer bounds the whole call; these only keep undici's 300 s defaults
      // from cutting a longer step short.
      headersTimeout: timeoutMs,
      bodyTimeout: timeoutMs
    }
    void agent.dispatch(options, call)
    return call.abort
  }

  const send: HttpClient["send"] = (request, timeoutSeconds) =>
    Effect.async<Exchange, IntegrationError>((resume) => {
      const abort = dispatch(request, timeoutSeconds, (result) =>
        resume(result instanceof IntegrationError ? Exit.fail(result) : Exit.succeed(result))
      )
      return Effect.sync(abort)
    })

  return { dispatch, send, allowPrivateHosts, close: () => agent.destroy() }
}

const noop = (): void => {}

/** A client for the life of a scope: its connections close when the scope does. */
export const scopedHttpClient = (options: HttpOptions = {}) =>
  Effect.acquireRelease(
    Effect.sync(() => makeHttpClient(options)),
    (client) => Effect.promise(() => client.close())
  )
