import { Engine, type EngineServices, maskSensitive, type Submission } from "@leadflow/core"
import type { InboundIntegration, SubmittedRequest } from "@leadflow/integrations"
import { Effect } from "effect"
import type { IncomingMessage, ServerResponse } from "node:http"
import type { Accounts } from "../accounts/Accounts.js"
import { isRefusedApiBody, unsupportedMultipartSubmission } from "../server/RequestLimits.js"
import { jsonNestsDeeper, maxLeadDepth, nestsDeeperMessage, valueNestsDeeper, xmlNestsDeeper } from "@leadflow/core"
import type { LoadedFlow, RunnableFlow, SourceEntry } from "./CompiledFlowLoader.js"
import { selectRoute, type LoadedRouter } from "./CompiledRouterLoader.js"
import { clientIp, recordedHeaders, recordedRequest } from "./IncomingRequest.js"
import { answerWith, pingVars, submitVars, tooManyPings } from "./LeadAnswers.js"
import { structuredErrorAnswer } from "./ErrorBodies.js"
import { sendAnswer, sendError, sendJson, type Answer } from "./Replies.js"
import { ABORTED, decodeBody, isBodyProblem, maxSubmissionBytes, readBody, TOO_LARGE } from "./RequestBody.js"
import type { SubmissionHandlerService } from "./SubmissionHandler.js"
import { parseSubmissionPath, type SubmissionTarget } from "./SubmissionPaths.js"
import { authenticateSubmitter } from "./SourceAuthentication.js"
import { AccountShares } from "./AccountShares.js"
import { afterLead, type AfterLeadServices, afterPing, needsAfterLead, submitWithJobs } from "./AfterLead.js"
import type { LeadObserver } from "../observability/LeadObserver.js"
import { stepSpans } from "../observability/Tracing.js"

/**
 * The lead submission path (DESIGN §5), a plain `node:http` handler: find the flow (or the
 * router and its matching route), read the body, let the source's inbound integration parse it
 * (its early answers: 405, 406, 415, 400), check source authentication, run the compiled flow
 * with the engine, and answer through the integration (201, ping 200, 303, XML). Only the
 * engine run (and a cache miss or an authentication) is an Effect; the rest is plain code.
 *
 * Answers of our own: 404 `{error}` for an unknown flow, source or router; 413 for a body over
 * 1 MiB; 400 for a lead nesting deeper than 16 levels; 401 for an unauthenticated source; 403 for a `read` key; 422 for a stored flow or router that does not decode;
 * 422 with an `error` outcome when no route of a router matches; 429 for an exhausted ping limit;
 * 503 when the store cannot be read. Never a 500.
 */

export type SubmissionServices = EngineServices | Accounts | AfterLeadServices

/** Where compiled flows and routers come from: synchronously when cached. */
export interface Lookup<V> {
  readonly get: (id: string) => V | undefined | Promise<V | undefined>
}

/** Runs lead work with the services of one account (its counters, lists and credentials). */
export type AccountRunner = <A, E>(effect: Effect.Effect<A, E, SubmissionServices>) => Promise<A>

/** A lead in a span, its steps as child spans once it has run. */
const tracedSubmit: typeof Engine.submit = (compiled, submission) =>
  Engine.submit(compiled, submission).pipe(
    Effect.tap((result) =>
      Effect.zipRight(
        Effect.annotateCurrentSpan({ "leadflow.lead_id": result.leadId, "leadflow.outcome": result.outcome }),
        // Reasons as stored: a buyer's answer may echo the lead's masked values.
        stepSpans(maskSensitive(result.events))
      )
    ),
    Effect.withSpan("leadflow.lead", {
      kind: "server",
      attributes: { "leadflow.flow_id": compiled.id, ...(submission.account === undefined ? {} : { "leadflow.account_id": submission.account.id }) }
    })
  )

export interface SubmissionDependencies {
  readonly flows: Lookup<LoadedFlow>
  readonly routers: Lookup<LoadedRouter>
  /** The runner of an account's leads: a flow's lead runs with its own account's ports only. */
  readonly runFor: (accountId: string) => AccountRunner
  /** Told of every submitted lead once it is answered (metrics, logs). */
  readonly observer?: LeadObserver
  /** Make a span per lead and per step (OpenTelemetry tracing is on). */
  readonly traced?: boolean
  /**
   * The slots the leads of every account share (the server's `maxInFlight`; no bound when
   * absent): an account whose leads running are as many as the slots still free has its next
   * submissions answered 503 with `Retry-After` (see `AccountShares`). The server's own bound
   * counts every request; this one keeps accounts whose buyers hang from taking all of it.
   */
  readonly leadSlots?: number
  /** Leads of one account run at once, whatever is free (no bound when absent). */
  readonly maxLeadsPerAccount?: number
}

const CLOSE: Readonly<Record<string, string>> = { Connection: "close" }
const UNAUTHORIZED_HEADERS: Readonly<Record<string, string>> = { "WWW-Authenticate": 'Basic realm="leadflow"' }

const tooLarge = (res: ServerResponse): void =>
  // The rest of the body is not read: close the connection rather than drain it.
  sendError(res, 413, `Request body is larger than ${maxSubmissionBytes} bytes`, CLOSE)

/**
 * A body compressed (gzip, deflate, br, compress, zstd) is refused: the server reads bodies as
 * they are, and a compressed one would be read as garbage. 415 with `Accept-Encoding: identity`,
 * as RFC 9110 §15.5.16 says; the body is not read. Any other value (sellers' scripts send
 * `Content-Encoding: UTF-8`, a charset in the wrong header) is ignored, as it always was.
 */
const unsupportedEncoding = (res: ServerResponse, coding: string): void =>
  sendError(res, 415, `Content-Encoding ${JSON.stringify(coding)} is not supported: send the body uncompressed`, { "Accept-Encoding": "identity", ...CLOSE })

const compressions: ReadonlySet<string> = new Set(["gzip", "x-gzip", "deflate", "br", "compress", "x-compress", "zstd"])

/** The compression the request says its body is in, if any (a list names the first it applied). */
const contentCoding = (req: IncomingMessage): string | undefined => {
  const codings = (req.headers["content-encoding"] ?? "").split(",").map((coding) => coding.trim().toLowerCase())
  return codings.find((coding) => compressions.has(coding))
}

const accountBusy = (res: ServerResponse): void =>
  sendError(res, 503, "Service Unavailable: this account has too many leads in flight (a buyer may be slow to answer), retry later", {
    "Retry-After": "1"
  })

const unavailable = (res: ServerResponse): void =>
  sendError(res, 503, "Service Unavailable: storage is unavailable, retry later", { "Retry-After": "1" })

const broken = (res: ServerResponse, what: string, errors: Readonly<Record<string, ReadonlyArray<string>>>): void =>
  sendJson(res, 422, { error: `The ${what} is invalid and cannot take leads`, errors })

/** An `HttpError` of the integration contract (told by shape: a plugin may bundle its own copy). */
const asEarlyAnswer = (error: unknown): Answer | undefined => {
  if (typeof error !== "object" || error === null) return undefined
  const { status, headers, body } = error as { status?: unknown; headers?: unknown; body?: unknown }
  if (typeof status !== "number" || typeof body !== "string" || status < 400 || status > 599) return undefined
  return { status, headers: typeof headers === "object" && headers !== null ? (headers as Record<string, string>) : {}, body }
}

const tooDeep = (res: ServerResponse): void => sendError(res, 400, nestsDeeperMessage("The submission", maxLeadDepth))

/** Whether the body text nests too deeply, by its type, before an integration parses it. */
const bodyNestsTooDeep = (request: SubmittedRequest): boolean => {
  const body = request.body
  // Fewer characters than levels cannot open them all.
  if (body === undefined || body.length <= maxLeadDepth) return false
  const type = (request.headers["content-type"] ?? "").toLowerCase()
  if (type.includes("xml")) return xmlNestsDeeper(body, maxLeadDepth)
  if (type.includes("json")) return jsonNestsDeeper(body, maxLeadDepth)
  return false
}

const sourceOf = (flow: RunnableFlow, sourceId: string): SourceEntry | undefined => flow.sources.get(sourceId)

export const makeSubmissionHandler = (deps: SubmissionDependencies): SubmissionHandlerService => {
  const { flows, routers, runFor, observer } = deps
  // Off: the engine's Effect as it is, no span made.
  const submit = deps.traced === true ? tracedSubmit : Engine.submit

  const shares = new AccountShares(deps.leadSlots ?? Number.POSITIVE_INFINITY, deps.maxLeadsPerAccount)

  // After-lead work still running, so that a shutdown can wait for it (see `settled`).
  let background = 0
  const idle: Array<() => void> = []
  const backgroundDone = (): void => {
    background--
    if (background === 0) for (const resume of idle.splice(0)) resume()
  }
  const inBackground = (work: Promise<unknown>): void => {
    background++
    work.then(backgroundDone, backgroundDone)
  }

  /**
   * The parsed fields, or undefined once the integration's early answer (or our 400 for a lead
   * nesting deeper than 16 levels, in its text or as parsed) is sent.
   */
  const parse = (res: ServerResponse, inbound: InboundIntegration, request: SubmittedRequest): Record<string, unknown> | undefined => {
    if (bodyNestsTooDeep(request)) {
      tooDeep(res)
      return undefined
    }
    try {
      const data = inbound.request(request)
      if (!valueNestsDeeper(data, maxLeadDepth)) return data
      tooDeep(res)
      return undefined
    } catch (error) {
      const early = asEarlyAnswer(error)
      if (early !== undefined) sendAnswer(res, structuredErrorAnswer(early, request.headers["accept"]))
      else sendError(res, 400, "The submission could not be read")
      return undefined
    }
  }

  /** Run a lead's work within its account's share of the server, or answer 503. */
  const withinAccountShare = async (res: ServerResponse, accountId: string, work: () => Promise<void>): Promise<void> => {
    if (!shares.take(accountId)) return accountBusy(res)
    try {
      await work()
    } finally {
      shares.give(accountId)
    }
  }

  /** Authentication, the engine, and the answer. */
  const runLead = async (
    req: IncomingMessage,
    res: ServerResponse,
    flow: RunnableFlow,
    source: SourceEntry,
    inbound: InboundIntegration,
    request: SubmittedRequest,
    data: Record<string, unknown>,
    ping: boolean,
    headers: Record<string, string>,
    recordedBody: string
  ): Promise<void> => {
    if (ping && !inbound.pingable) return sendError(res, 400, "This source's integration does not take pings")
    const run = runFor(flow.accountId)
    let authenticated: boolean | undefined
    if (source.compiled.authenticationRequired) {
      const check = await run(authenticateSubmitter(req.headers.authorization, flow.accountId, source.credentialId))
      if (check === "forbidden") return sendError(res, 403, "Forbidden: this API key has the read scope; it may not submit leads")
      if (check === "refused") return sendError(res, 401, "Unauthorized source", UNAUTHORIZED_HEADERS)
      authenticated = true
    }
    const receivedAt = request.timestamp ?? Date.now()
    const submission: Submission = {
      sourceId: source.engineKey,
      data,
      receivedAt,
      ip: clientIp(req),
      host: headers["host"],
      request: recordedRequest(req, headers, recordedBody, receivedAt),
      account: flow.account,
      authenticated
    }
    if (ping) {
      // A ping's events are exported by the flow's firehose setting as a lead's are: its export
      // job is written with them, and the worker told after the answer.
      const result = await run(submitWithJobs(flow.accountId, flow.compiled, Engine.ping(flow.compiled, submission)))
      if (result.retryAfter !== undefined) sendAnswer(res, tooManyPings(result.retryAfter))
      else sendAnswer(res, answerWith(inbound, request, pingVars(result), true))
      if (result.events.length > 0 && flow.compiled.flow.firehose !== undefined) inBackground(run(afterPing(flow.compiled, result)))
      return
    }
    const result = await run(submitWithJobs(flow.accountId, flow.compiled, submit(flow.compiled, submission)))
    sendAnswer(res, answerWith(inbound, request, submitVars(result), false))
    observer?.submitted(flow.compiled.id, result)
    // Retries and exports never delay or change the answer.
    if (result.recorded && needsAfterLead(flow.compiled)) inBackground(run(afterLead(flow.accountId, flow.compiled, result)))
  }

  const readRequest = async (
    req: IncomingMessage,
    res: ServerResponse,
    receivedAt: number
  ): Promise<{ readonly request: SubmittedRequest; readonly headers: Record<string, string>; readonly recordedBody: string } | undefined> => {
    const coding = contentCoding(req)
    if (coding !== undefined) {
      unsupportedEncoding(res, coding)
      return undefined
    }
    const body = await readBody(req)
    if (body === ABORTED) return undefined
    if (body === TOO_LARGE) {
      tooLarge(res)
      return undefined
    }
    // Text in the charset the Content-Type declares: 415 for an unknown one, 400 for invalid bytes.
    const decoded = decodeBody(body, req.headers["content-type"])
    if (isBodyProblem(decoded)) {
      sendError(res, decoded.status, decoded.error)
      return undefined
    }
    const headers = recordedHeaders(req)
    const request: SubmittedRequest = {
      method: req.method ?? "GET",
      uri: req.url ?? "/",
      version: req.httpVersion,
      headers,
      body: decoded.parsed,
      timestamp: receivedAt
    }
    return { request, headers, recordedBody: decoded.recorded }
  }

  const serveFlow = async (req: IncomingMessage, res: ServerResponse, flowId: string, sourceId: string, ping: boolean, receivedAt: number) => {
    const loaded = await flows.get(flowId)
    if (loaded === undefined) return sendError(res, 404, "Flow not found")
    if (loaded.kind === "undeployed") return sendError(res, 404, "Flow not deployed: deploy it (POST /flows/{id}/deploy) before sending leads")
    if (loaded.kind === "broken") return broken(res, "flow", loaded.errors)
    const source = sourceOf(loaded, sourceId)
    if (source === undefined) return sendError(res, 404, "Source not found")
    const read = await readRequest(req, res, receivedAt)
    if (read === undefined) return
    const data = parse(res, source.inbound, read.request)
    if (data === undefined) return
    return withinAccountShare(res, loaded.accountId, () => runLead(req, res, loaded, source, source.inbound, read.request, data, ping, read.headers, read.recordedBody))
  }

  const serveRouter = async (req: IncomingMessage, res: ServerResponse, routerId: string, ping: boolean, receivedAt: number) => {
    const router = await routers.get(routerId)
    if (router === undefined) return sendError(res, 404, "Router not found")
    if (router.errors !== undefined) return broken(res, "router", router.errors)
    const read = await readRequest(req, res, receivedAt)
    if (read === undefined) return
    const inbound = router.inbound
    const data = parse(res, inbound, read.request)
    if (data === undefined) return
    const route = selectRoute(router.routes, data)
    if (route === undefined) {
      // Nothing recorded: answered like a lead in error, with 422 (see the routers docs).
      const answer = answerWith(inbound, read.request, { outcome: "error", reason: "No route matches the submission", price: 0 }, ping)
      return sendAnswer(res, { ...answer, status: 422 })
    }
    const loaded = await flows.get(route.flowId)
    if (loaded === undefined || loaded.accountId !== router.accountId) return sendError(res, 404, "The route's flow was not found")
    if (loaded.kind === "undeployed") return sendError(res, 404, "The route's flow is not deployed")
    if (loaded.kind === "broken") return broken(res, "flow", loaded.errors)
    const source = sourceOf(loaded, route.sourceId)
    if (source === undefined) return sendError(res, 404, "The route's source was not found")
    // The source's entity may have been narrowed since the router was saved: its lead is refused as
    // a flow source's with a disallowed module is (the flow blocked for it: an `error`, nothing sent).
    const allowed = source.allowedModules
    const flow: RunnableFlow =
      allowed.length === 0 || allowed.includes(router.moduleId) || loaded.compiled.blocked !== undefined
        ? loaded
        : {
            ...loaded,
            compiled: Engine.block(
              loaded.compiled,
              `The router's module ${JSON.stringify(router.moduleId)} is not allowed for source ${route.sourceId}: its entity may only be used with the modules ${allowed.join(", ")}`
            )
          }
    return withinAccountShare(res, flow.accountId, () => runLead(req, res, flow, source, inbound, read.request, data, ping, read.headers, read.recordedBody))
  }

  const serve = (req: IncomingMessage, res: ServerResponse, target: SubmissionTarget): Promise<void> => {
    const receivedAt = Date.now()
    // Multipart is no submission type: refused by type before its body is waited for.
    if (isRefusedApiBody(req)) {
      unsupportedMultipartSubmission(res)
      return Promise.resolve()
    }
    const declared = req.headers["content-length"]
    if (declared !== undefined && Number(declared) > maxSubmissionBytes) {
      tooLarge(res)
      return Promise.resolve()
    }
    return target.kind === "flow"
      ? serveFlow(req, res, target.flowId, target.sourceId, target.ping, receivedAt)
      : serveRouter(req, res, target.routerId, target.ping, receivedAt)
  }

  // `matches` is called just before `handle` with the same path: parse it once.
  let lastPath: string | undefined
  let lastTarget: SubmissionTarget | undefined
  const targetOf = (pathname: string): SubmissionTarget | undefined => {
    if (pathname !== lastPath) {
      lastPath = pathname
      lastTarget = parseSubmissionPath(pathname)
    }
    return lastTarget
  }

  return {
    matches: (pathname) => targetOf(pathname) !== undefined,
    handle: (req, res, pathname) => {
      const target = targetOf(pathname)
      if (target === undefined) return sendError(res, 404, "Not Found")
      // The store could not be read (a cache miss, an authentication): ask the source to retry.
      serve(req, res, target).catch(() => unavailable(res))
    },
    settled: () => (background === 0 ? Promise.resolve() : new Promise<void>((resume) => idle.push(resume)))
  }
}
