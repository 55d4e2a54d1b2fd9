import type { IncomingMessage, Server, ServerResponse } from "node:http"
import type { Duplex } from "node:stream"

/**
 * The bounds every request meets at the `node:http` front, before either app sees it: headers
 * and body must arrive in time (408), the URL and headers must be small enough (414, 431), and
 * a multipart body, which no API endpoint reads, is refused (415) before the API's body parser
 * can wait on it. Every answer is JSON.
 */

/** Longest request target (path and query) served; longer ones are 414. */
export const maxUrlLength = 8 * 1024
/** Node's limit on the request line and headers together; past it, 431 (or 414, see below). */
export const maxHeaderBytes = 16 * 1024

/**
 * A CSV upload to a suppression list (`POST /lists/{id}/items`, `text/csv`) is read as it
 * streams in and stored as it is read, so it may be far larger than other bodies (the API's
 * 10 MiB) and take far longer to arrive: up to 1 GiB (a million e-mail addresses are about
 * 30 MB), for up to `listUploadTimeoutMs`, as long as bytes keep arriving (`watchUpload`).
 */
export const maxListUploadBytes = 1024 * 1024 * 1024
export const listUploadTimeoutMs = 30 * 60_000

// A CSV of returns (`POST /feedback/returns`) is streamed the same way, with its handler's own limit.
const LIST_ITEMS = /^\/(lists\/[^/]+\/items|feedback\/returns)\/?$/
const CSV = /^\s*text\/csv\s*(;|$)/i

export const isCsvContentType = (contentType: string): boolean => CSV.test(contentType)

/** Whether the request is a CSV upload to a list, or of returns (its path without the query). */
export const isListUpload = (method: string | undefined, pathname: string, contentType: string | undefined): boolean =>
  method === "POST" && contentType !== undefined && LIST_ITEMS.test(pathname) && isCsvContentType(contentType)

/** The `node:http` server options that bound how long a client may take to send a request. */
export const timeoutOptions = (bodyTimeoutMs: number) => ({
  headersTimeout: bodyTimeoutMs,
  // A backstop for the whole request; the body's own limit (`watchBody`, or `watchUpload` for a
  // list upload, which may take far longer) answers first. Node has one value for every request.
  requestTimeout: Math.max(2 * bodyTimeoutMs, listUploadTimeoutMs + bodyTimeoutMs),
  // Node checks those limits on this period (30 s by default, too coarse for a 10 s limit).
  connectionsCheckingInterval: Math.max(25, Math.min(1_000, Math.floor(bodyTimeoutMs / 4))),
  maxHeaderSize: maxHeaderBytes
})

const jsonBody = (error: string, tag?: string): { readonly text: string; readonly length: number } => {
  const text = JSON.stringify(tag === undefined ? { error } : { _tag: tag, error })
  return { text, length: Buffer.byteLength(text) }
}

/**
 * A JSON `{error}` answer through the response (the request handler's way); with `tag`, the
 * `_tag` of the API's declared error of that status (`NotFound`, …), as the API's own answers have.
 */
export const refuse = (res: ServerResponse, status: number, error: string, close = false, tag?: string): void => {
  if (res.headersSent || res.destroyed) return
  const body = jsonBody(error, tag)
  res.writeHead(status, {
    "Content-Type": "application/json",
    "Content-Length": body.length,
    ...(close ? { Connection: "close" } : {})
  })
  res.end(body.text)
}

/**
 * A path holding NUL (`%00`) names nothing: no id, flow or file holds one (PostgreSQL cannot even
 * compare text with it), so the request is a 404 before any lookup.
 */
export const namesNothing = (pathname: string): boolean => pathname.includes("%00")

export const notFound = (res: ServerResponse): void => refuse(res, 404, "Not Found", false, "NotFound")

export const uriTooLong = (res: ServerResponse): void =>
  refuse(res, 414, `URI Too Long: the request target is longer than ${maxUrlLength} characters`)

const MULTIPART = /^\s*multipart\//i

/**
 * No API endpoint reads multipart bodies, but the platform's body parser would try, and wait for
 * one that never comes (or fail without a boundary): refused by type, whatever the length.
 */
export const isRefusedApiBody = (req: IncomingMessage): boolean => {
  const type = req.headers["content-type"]
  return type !== undefined && req.method !== "GET" && req.method !== "HEAD" && MULTIPART.test(type)
}

export const unsupportedMultipart = (res: ServerResponse): void =>
  refuse(res, 415, "MIME type in Content-Type header is not supported: multipart bodies are not read here. Use application/json.", false, "UnsupportedMediaType")

/** A submission's multipart body: 415, naming the types a submission may use. */
export const unsupportedMultipartSubmission = (res: ServerResponse): void =>
  refuse(
    res,
    415,
    "MIME type in Content-Type header is not supported: multipart bodies are not read. Use application/x-www-form-urlencoded, application/json, application/xml or text/xml.",
    true
  )

/** Whether the request has a body still to come (a positive Content-Length or chunked). */
const announcesBody = (req: IncomingMessage): boolean => {
  const length = req.headers["content-length"]
  if (length !== undefined) return length !== "0"
  return req.headers["transfer-encoding"] !== undefined
}

/**
 * The body must have arrived within `ms` of the headers: else a 408 (the connection closes, so
 * that the rest of the body is never waited on) and the request's slot is free again. An answer
 * sent before the body (a 401) does not end the wait: Node reads the rest of the body to reuse
 * the connection, so a body still trickling in at the limit has its connection closed.
 */
export const watchBody = (req: IncomingMessage, res: ServerResponse, ms: number): void => {
  if (!announcesBody(req)) return
  const timer = setTimeout(() => {
    if (req.complete) return
    if (res.headersSent) return void req.socket.destroy()
    refuse(res, 408, `Request Timeout: the body did not arrive within ${ms} ms`, true)
  }, ms)
  const stop = (): void => clearTimeout(timer)
  req.once("end", stop)
  req.once("close", stop)
  res.once("close", () => (req.complete ? stop() : undefined))
}

/**
 * A list upload's body: it may take up to `listUploadTimeoutMs` in all, but must keep coming: when
 * no byte arrived for `idleMs` (the client stalled; while the server stores a batch, reading
 * pauses, and a batch takes far less), 408 and the connection closes.
 */
export const watchUpload = (req: IncomingMessage, res: ServerResponse, idleMs: number): void => {
  if (!announcesBody(req)) return
  const started = Date.now()
  let seen = req.socket.bytesRead
  const check = (): void => {
    if (req.complete) return
    const now = req.socket.bytesRead
    if (now === seen || Date.now() - started > listUploadTimeoutMs) {
      if (res.headersSent) return void req.socket.destroy()
      return refuse(res, 408, `Request Timeout: the upload stalled for ${idleMs} ms or took longer than ${listUploadTimeoutMs} ms`, true)
    }
    seen = now
    timer = setTimeout(check, idleMs)
  }
  let timer = setTimeout(check, idleMs)
  res.once("close", () => clearTimeout(timer))
}

/** The part of a socket the answer watch reads: libuv's own queue, when the handle shows it. */
interface WatchedSocket {
  readonly writableLength: number
  readonly destroyed: boolean
  readonly _handle?: { readonly writeQueueSize?: unknown } | null
  destroy(): void
}

interface WriteMark {
  buffered: number
  queued: unknown
  since: number
}

/**
 * An answer must keep going out: a connection whose answer waits to be written (more than the
 * kernel's buffers take: a large record to a client that does not read it) and that made no
 * write progress for `stallMs` is closed, so that it gives back its request's slot and the
 * memory its answer holds. Progress is the answer's unsent part shrinking (libuv's queue, which
 * a large write drains bit by bit, or the stream's buffer). One timer checks every connection,
 * every `stallMs / 4` (at least 25 ms, at most 1 s): a connection with nothing to send costs a
 * look. Returns the function that stops the watch.
 */
export const watchAnswers = (server: Server, stallMs: number): (() => void) => {
  const marks = new Map<WatchedSocket, WriteMark>()
  server.on("connection", (socket: Duplex) => {
    const watched = socket as unknown as WatchedSocket
    marks.set(watched, { buffered: 0, queued: undefined, since: 0 })
    socket.once("close", () => marks.delete(watched))
  })
  const period = Math.max(25, Math.min(1_000, Math.floor(stallMs / 4)))
  let lastCheck = Date.now()
  const check = (): void => {
    const now = Date.now()
    // A check that comes late (the event loop was busy) saw no writes meanwhile, whatever the
    // clients did: every connection's clock starts again.
    const late = now - lastCheck > 2 * period
    lastCheck = now
    for (const [socket, mark] of marks) {
      if (socket.destroyed) {
        marks.delete(socket)
        continue
      }
      const buffered = socket.writableLength
      const queued = socket._handle?.writeQueueSize
      if (late || buffered === 0 || buffered < mark.buffered || queued !== mark.queued) {
        mark.buffered = buffered
        mark.queued = queued
        mark.since = now
      } else if (buffered > mark.buffered) {
        // More was written to it, none of it went out: still no progress (the clock runs on).
        mark.buffered = buffered
      } else if (now - mark.since >= stallMs) {
        marks.delete(socket)
        socket.destroy()
      }
    }
  }
  const timer = setInterval(check, period)
  timer.unref()
  return () => clearInterval(timer)
}

const REQUEST_LINE_START = /^[A-Z]+ /

/**
 * Node's header limit counts the request line too, so an over-long URL arrives here as a header
 * overflow: it is told apart by the packet that overflowed starting with a request line that is
 * long or not yet ended.
 */
const overflowStatus = (packet: Buffer | undefined): 414 | 431 => {
  if (packet === undefined) return 431
  const head = packet.subarray(0, maxUrlLength + 64).toString("latin1")
  if (!REQUEST_LINE_START.test(head)) return 431
  const lineEnd = head.indexOf("\r\n")
  return lineEnd === -1 || lineEnd > maxUrlLength ? 414 : 431
}

interface ParserError extends Error {
  readonly code?: string
  readonly rawPacket?: Buffer
}

const clientErrorAnswer = (error: ParserError): { readonly status: number; readonly error: string } => {
  switch (error.code) {
    case "ERR_HTTP_REQUEST_TIMEOUT":
      return { status: 408, error: "Request Timeout: the request did not arrive in time" }
    case "HPE_HEADER_OVERFLOW":
      return overflowStatus(error.rawPacket) === 414
        ? { status: 414, error: `URI Too Long: the request target is longer than ${maxUrlLength} characters` }
        : { status: 431, error: `Request Header Fields Too Large: the request line and headers exceed ${maxHeaderBytes} bytes` }
    default:
      return { status: 400, error: "Bad Request: the request could not be parsed" }
  }
}

/** How long a refused connection may linger for the client to read the answer. */
const lingerMs = 1_000

/**
 * What Node answers itself (408, 431, 400, without a body) is answered in JSON: like Node, only
 * when no answer has started on the connection; the connection then closes.
 */
export const answerClientErrors = (server: Server): void => {
  server.on("clientError", (error: ParserError, socket: Duplex & { _httpMessage?: ServerResponse | null }) => {
    const pending = socket._httpMessage
    if (error.code === "ECONNRESET" || !socket.writable || (pending != null && pending.headersSent)) return void socket.destroy()
    const answer = clientErrorAnswer(error)
    const body = jsonBody(answer.error)
    socket.end(
      `HTTP/1.1 ${answer.status} ${statusText[answer.status] ?? "Bad Request"}\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${body.length}\r\nConnection: close\r\n\r\n${body.text}`
    )
    // Closed for good once the client has had time to read the answer (it may still be sending).
    setTimeout(() => socket.destroy(), lingerMs).unref()
  })
}

const statusText: Readonly<Record<number, string>> = {
  400: "Bad Request",
  408: "Request Timeout",
  414: "URI Too Long",
  431: "Request Header Fields Too Large"
}
