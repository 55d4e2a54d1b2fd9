/**
 * An integration of a plugin package as the engine calls it (core's `IntegrationHandler`).
 * Everything that can be is worked out once per integration (typed variables, secret readers,
 * where its outcome lives); a call then costs the integration's own `request`/`response`, one
 * HTTP exchange and one `Effect.async`, with no generator or forked fiber.
 *
 * Request/response integrations: `request(vars)` (a throw is an error outcome), the SSRF guard,
 * the send (bounded by the request's `timeout`, else the step's `timeout_seconds`), then
 * `response(vars, request, response)` (a throw is an error outcome) and the outcome rules of
 * `Result.ts`. The HTTP call carries the timeout, so the handler says `timeoutEnforced` and the
 * engine skips its own timer race.
 *
 * Handle integrations: `handle(vars, { http, timeoutMs })` with the suppression lists provided;
 * each `http.send` is guarded, timed out and recorded the same way. They may also work without
 * HTTP (an SDK, a list lookup) and could hang there, so the engine keeps enforcing their timeout
 * (`timeoutEnforced: false`): its timer race is the one general way to bound an arbitrary Effect,
 * and doing the same here would only duplicate it.
 */
import { Cause, Effect, Exit } from "effect"
import {
  appendPrefix,
  IntegrationError,
  maxRecordDepth,
  nestsDeeperMessage,
  SuppressionLists,
  timeoutSeconds,
  type HttpTransaction,
  type IntegrationHandler,
  type IntegrationResult,
  type VariableInfo,
  valueNestsDeeper
} from "@leadflow/core"
import { isTypedValue } from "@leadflow/types"
import {
  isHandle,
  type Appended,
  type HandleIntegration,
  type Http,
  type IntegrationPackage,
  type OutboundIntegration,
  type OutboundRequest,
  type RequestResponseIntegration,
  type Variable
} from "../Contract.js"
import { type Exchange, type HttpClient, redirectsBefore } from "./Http.js"
import {
  allSecrets,
  redactHeaders,
  redactText,
  redactUri,
  redactValue,
  requestSecrets,
  secretNames,
  secretReader,
  type SecretReader,
  type Secrets
} from "./Redact.js"
import { varsTyper, type VarsTyper } from "./RequestVars.js"
import { errorResult, resultReader, type ResultReader } from "./Result.js"

export interface HandlerOptions {
  /** The shared HTTP client (its SSRF policy applies). */
  readonly http: HttpClient
  /** The suppression lists handle integrations may use. */
  readonly lists: SuppressionLists["Type"]
}

/** What a handler needs to know of an integration, worked out once. */
interface Compiled {
  readonly typeVars: VarsTyper
  readonly secretsOf: SecretReader
  readonly readResult: ResultReader
  readonly prefix: string
}

/**
 * An error's message for a reason, its secrets masked first (a plugin's own message may quote the
 * key it was given) and then cut to 200 characters (so no cut leaves part of a secret).
 */
const messageOf = (error: unknown, secrets: Secrets = []): string => {
  // `String` again: a thrown Error's `message` may be set to anything.
  const text = error instanceof Error ? String(error.message) : String(error)
  const message = secrets.length === 0 ? text : redactText(text, secrets)
  return message.length > 200 ? `${message.slice(0, 200)}…` : message
}

/** A reason the integration gave, its secrets masked (not cut: it is the integration's own words). */
const masked = (reason: string, secrets: Secrets): string => (secrets.length === 0 ? reason : redactText(reason, secrets))

/** The most JSON text one step's appended data may take, and how deep it may nest. */
const maxAppendedBytes = 256 * 1024
const maxAppendedDepth = maxRecordDepth

/**
 * Why appended data cannot be recorded, or `undefined` when it can: it is stored as JSON (a
 * BigInt, a cycle, a `toJSON` that throws cannot be), copied into the vars of the lead's later
 * events, and walked by code that recurses. So more than 256 KiB of it, or more than 32 levels,
 * is refused too (a buyer's answer is a status and a few fields). Checked where the plugin hands
 * it over, so the step is an error with this reason instead of the lead's events failing to
 * store or the server stalling on them.
 */
const unrecordable = (value: unknown): string | undefined => {
  let text: string | undefined
  try {
    text = JSON.stringify(value)
  } catch (error) {
    return `its data is not JSON (${messageOf(error)})`
  }
  if (text !== undefined && text.length > maxAppendedBytes) return `its data is larger than ${maxAppendedBytes / 1024} KiB`
  if (valueNestsDeeper(value, maxAppendedDepth)) return nestsDeeperMessage("its data", maxAppendedDepth)
  return undefined
}

/** The secrets of one call: those its vars declare and those its requests (every hop) carry literally. */
export const callSecrets = (declared: Secrets, exchange: Exchange): Secrets => {
  let secrets = allSecrets(declared, requestSecrets(exchange.request.url, exchange.request.headers))
  // The first hop carries what later ones may not (a secret header dropped on another origin).
  if (exchange.redirects !== undefined)
    for (const hop of exchange.redirects) secrets = allSecrets(secrets, requestSecrets(hop.request.url, hop.request.headers))
  return secrets
}

/** A call recorded as the event model has it, secrets masked (`secrets` as `callSecrets` gives them). */
export const transactionOf = (exchange: Exchange, secrets: Secrets): HttpTransaction => {
  const { request, response } = exchange
  const recorded: Record<string, unknown> = {
    status: response.status,
    version: response.version,
    headers: redactHeaders(response.headers, secrets),
    body: secrets.length === 0 ? response.body : redactText(response.body, secrets),
    timestamp: exchange.timestamp
  }
  if (exchange.statusText !== "") recorded["status_text"] = exchange.statusText
  return {
    request: {
      // The model lists the usual methods; an integration sending another is recorded as sent.
      method: request.method as HttpTransaction["request"]["method"],
      uri: redactUri(request.url, secrets),
      version: "1.1",
      headers: redactHeaders(request.headers, secrets),
      body: secrets.length === 0 ? request.body : redactText(request.body, secrets),
      timestamp: request.timestamp
    },
    response: recorded as HttpTransaction["response"],
    ms: Math.round(exchange.ms)
  }
}

/**
 * A call as recorded: one transaction per hop when it followed redirects (each hop's request and
 * answer, so where the lead went is on record), the last hop's `ms` its own; else one.
 */
export const transactionsOf = (exchange: Exchange, secrets: Secrets): ReadonlyArray<HttpTransaction> => {
  const hops = exchange.redirects
  if (hops === undefined || hops.length === 0) return [transactionOf(exchange, secrets)]
  let before = 0
  for (const hop of hops) before += hop.ms
  const last = transactionOf({ ...exchange, ms: Math.max(0, exchange.ms - before) }, secrets)
  return [...hops.map((hop) => transactionOf(hop, secrets)), last]
}

/** The request's own timeout when it gives one (clamped 1-360), else the step's. */
const secondsFor = (request: OutboundRequest, stepTimeoutMs: number): number => {
  const own: unknown = request.timeout
  if (own === undefined || own === null) return stepTimeoutMs / 1000
  return timeoutSeconds(isTypedValue(own) ? own.normal : own)
}

const asAppended = (value: unknown): Appended => (value !== null && typeof value === "object" ? (value as Appended) : {})

const requestResponseInvoke = (
  integration: RequestResponseIntegration,
  compiled: Compiled,
  http: HttpClient
): IntegrationHandler["invoke"] => {
  const { typeVars, secretsOf, readResult, prefix } = compiled
  return (vars, context) => {
    const typed = typeVars(vars)
    let request: OutboundRequest
    try {
      request = integration.request(typed)
    } catch (error) {
      return Exit.succeed(errorResult(`request could not be built: ${messageOf(error, secretsOf(typed))}`, [], 0, prefix))
    }
    if (request === null || typeof request !== "object" || typeof request.url !== "string" || request.url === "")
      return Exit.succeed(errorResult("request has no URL", [], 0, prefix))
    if (typeof request.method !== "string" || request.method === "")
      return Exit.succeed(errorResult("request has no method", [], 0, prefix))
    const seconds = secondsFor(request, context.timeoutMs)

    const complete = (result: Exchange | IntegrationError, started: number): IntegrationResult => {
      if (result instanceof IntegrationError) {
        // A call that failed after redirects: the hops it followed were answered, and are recorded.
        const hops = redirectsBefore(result)
        const secrets = hops.length === 0 ? secretsOf(typed) : hops.reduce((known, hop) => callSecrets(known, hop), secretsOf(typed))
        const transactions = hops.map((hop) => transactionOf(hop, secrets))
        return errorResult(masked(result.reason, secrets), transactions, performance.now() - started, prefix, result.mayHaveReached === true)
      }
      const secrets = callSecrets(secretsOf(typed), result)
      const transactions = transactionsOf(result, secrets)
      let appended: unknown
      try {
        appended = integration.response(typed, request, result.response)
      } catch (error) {
        // The other side answered, in a way the integration could not read: it may have done what it was asked.
        return errorResult(`response could not be read: ${messageOf(error, secrets)}`, transactions, result.ms, prefix, true)
      }
      const unstorable = unrecordable(appended)
      if (unstorable !== undefined)
        return errorResult(`response could not be read: ${unstorable}`, transactions, result.ms, prefix, true)
      const read = readResult(asAppended(redactValue(appended, secrets)), transactions, result.ms)
      // A gateway that failed (502) or gave up (504) waiting on the server behind it: that server
      // may have taken the request.
      return read.outcome === "error" && gatewayStatuses.has(result.response.status) ? { ...read, mayHaveReached: true } : read
    }

    // No canceller on purpose: Effect wraps an async op that has one in an interruption handler
    // that cost 42 against 24 µs of CPU per delivery at 50 concurrent calls (the whole runtime's
    // share is smaller). The engine never interrupts these calls (they enforce their timeout
    // themselves); should a lead be interrupted anyway, its call ends on its own within the
    // timeout, or when the client closes at shutdown, and its answer is dropped.
    return Effect.async<IntegrationResult, IntegrationError>((resume) => {
      const started = performance.now()
      http.dispatch(request, seconds, (result) => resume(Exit.succeed(complete(result, started))))
    })
  }
}

const gatewayStatuses: ReadonlySet<number> = new Set([502, 504])

/** Did a handle integration fail on a call that was sent and not answered? */
const mayHaveReached = (cause: Cause.Cause<IntegrationError>): boolean => {
  const failure = Cause.failureOption(cause)
  return failure._tag === "Some" && failure.value?.mayHaveReached === true
}

/** Why a handle integration's Effect failed, in words for a report, `secrets` masked. */
const reasonOf = (cause: Cause.Cause<IntegrationError>, secrets: Secrets): string => {
  const failure = Cause.failureOption(cause)
  if (failure._tag === "Some") {
    const error: unknown = failure.value
    const reason: unknown = (error as { readonly reason?: unknown } | null | undefined)?.reason
    if (typeof reason === "string" && reason !== "") return masked(reason, secrets)
    // A plain Error (not an IntegrationError) still says what went wrong.
    if (error instanceof Error && String(error.message) !== "") return messageOf(error, secrets)
    return "unspecified error"
  }
  const defect = Cause.dieOption(cause)
  if (defect._tag === "Some") return `integration failed: ${messageOf(defect.value, secrets)}`
  return "integration was interrupted"
}

const handleInvoke = (integration: HandleIntegration, compiled: Compiled, options: HandlerOptions): IntegrationHandler["invoke"] => {
  const { typeVars, secretsOf, readResult, prefix } = compiled
  const { http: client, lists } = options
  return (vars, context) => {
    const typed = typeVars(vars)
    const transactions: HttpTransaction[] = []
    let declared: Secrets | undefined
    // Every secret the calls carried, for the appended data.
    let carried: Secrets = []
    let waitMs = 0
    const http: Http = {
      send: (request) =>
        Effect.async<Exchange["response"], IntegrationError>((resume) => {
          const started = performance.now()
          const abort = client.dispatch(request, secondsFor(request, context.timeoutMs), (result) => {
            waitMs += performance.now() - started
            if (result instanceof IntegrationError) return resume(Exit.fail(result))
            const secrets = callSecrets((declared ??= secretsOf(typed)), result)
            carried = allSecrets(carried, secrets)
            transactions.push(...transactionsOf(result, secrets))
            resume(Exit.succeed(result.response))
          })
          return Effect.sync(abort)
        })
    }
    const succeed = (appended: unknown) => {
      const unstorable = unrecordable(appended)
      // Its calls were answered: the other side may have done what it was asked.
      if (unstorable !== undefined)
        return errorResult(`integration returned data that cannot be recorded: ${unstorable}`, transactions, waitMs, prefix, transactions.length > 0)
      return readResult(asAppended(redactValue(appended, carried)), transactions, waitMs)
    }
    // A call sent and never answered may have done something on the other side (the integration's
    // own errors say so with `mayHaveReached` when they know).
    const fail = (cause: Cause.Cause<IntegrationError>) =>
      errorResult(reasonOf(cause, allSecrets((declared ??= secretsOf(typed)), carried)), transactions, waitMs, prefix, mayHaveReached(cause))
    let effect: Effect.Effect<Appended, IntegrationError, SuppressionLists>
    try {
      effect = integration.handle(typed, { http, timeoutMs: context.timeoutMs })
    } catch (error) {
      return Exit.succeed(errorResult(`integration failed: ${messageOf(error, secretsOf(typed))}`, [], 0, prefix))
    }
    if (!Effect.isEffect(effect)) return Exit.succeed(errorResult("integration failed: handle did not return an Effect", [], 0, prefix))
    // An answer already complete (`Effect.succeed(...)`) needs no fiber: the engine takes it as it is.
    if (Exit.isExit(effect)) {
      const exit = effect as Exit.Exit<Appended, IntegrationError>
      return Exit.succeed(Exit.isSuccess(exit) ? succeed(exit.value) : fail(exit.cause))
    }
    return Effect.matchCause(Effect.provideService(effect, SuppressionLists, context.lists ?? lists), { onSuccess: succeed, onFailure: fail })
  }
}

const infos = (variables: ReadonlyArray<Variable>): ReadonlyArray<VariableInfo> =>
  variables.map((v) => ({
    name: v.name,
    type: v.type,
    required: v.required,
    description: v.description,
    ...(v.credential_types === undefined ? {} : { credential_types: v.credential_types })
  }))

/**
 * `validate` on typed vars: a non-empty message skips the step (its secrets masked), nothing (or
 * an empty message) goes. A throw, or a return of anything else, reaches the engine as an Error
 * (an error event), its message's secrets masked.
 */
const guardedValidate = (
  validate: OutboundIntegration["validate"],
  typeVars: VarsTyper,
  secretsOf: SecretReader
): IntegrationHandler["validate"] =>
  validate === undefined
    ? undefined
    : (vars) => {
        const typed = typeVars(vars)
        let message: unknown
        try {
          message = validate(typed)
        } catch (error) {
          throw new Error(messageOf(error, secretsOf(typed)))
        }
        if (typeof message === "string") return message === "" ? undefined : masked(message, secretsOf(typed))
        // The contract: a message to skip the step, nothing to go. Anything else is a broken
        // integration, an error (not a call made on an answer nobody can read).
        if (message !== undefined && message !== null) throw new Error(`validate returned ${typeof message}, not a message`)
        return undefined
      }

/** The engine's handler for one outbound integration of `pkg`. Build it once, at startup. */
export const handlerFor = (
  integration: OutboundIntegration,
  pkg: Pick<IntegrationPackage, "version">,
  options: HandlerOptions
): IntegrationHandler => {
  const compiled: Compiled = {
    typeVars: varsTyper(integration.request_variables),
    secretsOf: secretReader(integration),
    readResult: resultReader(integration.response_variables),
    prefix: appendPrefix(integration.response_variables)
  }
  const handle = isHandle(integration)
  return {
    id: integration.id,
    type: integration.type,
    packageVersion: pkg.version,
    requestVariables: infos(integration.request_variables),
    responseVariables: infos(integration.response_variables),
    timeoutEnforced: !handle,
    secretVariables: secretNames(integration),
    validate: guardedValidate(integration.validate, compiled.typeVars, compiled.secretsOf),
    invoke: handle
      ? handleInvoke(integration, compiled, options)
      : requestResponseInvoke(integration as RequestResponseIntegration, compiled, options.http)
  }
}
