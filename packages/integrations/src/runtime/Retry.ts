/**
 * Automated retry, opt-in per recipient step (`retry_enabled`): a delivery that ended in `error`
 * is tried again with the same variables, 10 s after the lead, then with the wait doubling up to
 * 15 minutes between attempts, until an attempt ends in anything but `error` (success, failure,
 * or skip when `validate` now says so) or the attempts run out. Each attempt records a `retry`
 * event through the `EventStore`: `retry_status` is `started` while more attempts may follow and
 * `completed` on the last one.
 *
 * Attempts are capped at 10 by default (about 66 minutes of retrying): the old platform's beta
 * allowed 100 (about a day); an outage longer than an hour needs a person. `RetryQueue.layer` is
 * the in-memory queue for embedding (closing its scope drops pending retries); the server keeps
 * its retries in the database and runs each attempt through `attemptRetry`, so both record the
 * same events.
 *
 * The engine is not changed: the caller (the server) hands `scheduleRetries` the compiled flow and
 * the submit result. Before each attempt the step is checked as the engine checks it for a new
 * lead: outside its `schedule` the retry ends in `skip` with the reason `outside schedule`, and
 * when its `rule_set` fails on the lead's vars (as its event recorded them) it ends in `skip`
 * with the rule's reason; nothing is sent and no cap is counted. The step is the one the job
 * carries: the server's durable queue gives the step of the flow deployed at the attempt, so a
 * schedule or rule set changed since acts on the retries already queued. A closed schedule ends
 * the retry rather than holding it until the step opens: a step's hours say when its buyer takes
 * leads, and a lead held over a night or a weekend is not the fresh lead it bought.
 * An attempt counts against the step's caps as a delivery does (the original
 * one, in error, gave its count back): when one is full the retry ends in `skip` with the cap's
 * reason, and an attempt that does not succeed gives its count back. So a buyer capped at 3 a
 * day gets 3 leads, retried or not. A retry does not change the lead's revenue; it is a delivery
 * record.
 */
import { isDeepStrictEqual } from "node:util"
import {
  Cause,
  Clock,
  Context,
  Duration,
  Effect,
  Exit,
  FiberSet,
  Layer,
  type Scope
} from "effect"
import {
  appendPrefix,
  type CompiledFlow,
  type CompiledStep,
  Counters,
  Credentials,
  EVENT_VERSION,
  EventStore,
  eventExpiry,
  HANDLER_VERSION,
  Ids,
  IntegrationError,
  OUTSIDE_SCHEDULE,
  type IntegrationHandler,
  type IntegrationResult,
  Integrations,
  type LeadEvent,
  type RecipientEvent,
  type RetryEvent,
  type SubmitResult,
  SuppressionLists,
  timeoutSeconds,
  applyMappings,
  credentialIdOf,
  credentialPackageProblem,
  releaseCaps,
  reserveCaps
} from "@leadflow/core"
import { isTypedValue } from "@leadflow/types"

type CompiledRecipient = Extract<CompiledStep, { readonly kind: "recipient" }>

export interface RetryOptions {
  /** The wait before the first attempt; it doubles after each. Default 10 s. */
  readonly firstDelay?: Duration.DurationInput
  /** The longest wait between attempts. Default 15 minutes. */
  readonly maxDelay?: Duration.DurationInput
  /** Attempts after the original delivery. Default 10. */
  readonly maxAttempts?: number
}

export interface RetryQueueService {
  /**
   * Queue a retry for every recipient step of `result` that ended in `error` and has
   * `retry_enabled`. Returns how many were queued (0 for a lead that was not recorded). The
   * credentials and suppression lists are the caller's: those of the lead's account.
   */
  readonly scheduleRetries: (
    compiled: CompiledFlow,
    result: SubmitResult
  ) => Effect.Effect<number, never, Credentials | SuppressionLists | Counters>
  /** Retries still under way. */
  readonly pending: Effect.Effect<number>
}

/** One step of one lead to deliver again. */
export interface RetryJob {
  readonly leadId: string
  readonly step: CompiledRecipient
  readonly original: RecipientEvent
  /** The request variables, as the step built them (mappings applied), the same on every attempt. */
  readonly vars: Readonly<Record<string, unknown>>
  /** When the lead arrived (for `total_ms`), when the original event tells. */
  readonly receivedAt: number | undefined
  /** The lead's account's ports (a retry never reaches another account's records). */
  readonly credentials: Credentials["Type"]
  readonly lists: SuppressionLists["Type"]
  /** Where the step's caps count. */
  readonly counters: Counters["Type"]
}

/** What one attempt came to. */
interface Answer {
  readonly outcome: RetryEvent["outcome"]
  readonly reason: string | undefined
  readonly handler?: IntegrationHandler
  readonly result?: IntegrationResult
}

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error))

const seconds = (value: unknown): number => timeoutSeconds(isTypedValue(value) ? value.normal : value)

/**
 * `recorded` (what the event's vars hold under the step's key) without the step's own answer
 * `own`, compared by value: an event read back from storage shares no object with its vars. The
 * answer was merged into what the key held before (an earlier step of the package, a list
 * check's data), so only its members are left out; undefined when nothing else is left.
 */
const withoutOwn = (recorded: unknown, own: unknown): unknown => {
  if (isDeepStrictEqual(recorded, own)) return undefined
  if (!isRecord(recorded) || !isRecord(own)) return recorded
  const rest: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(recorded)) if (!(Object.hasOwn(own, name) && isDeepStrictEqual(value, own[name]))) rest[name] = value
  return Object.keys(rest).length === 0 ? undefined : rest
}

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === "object" && !Array.isArray(value)

/**
 * The lead's vars as the step saw them, from the vars its event recorded. The event's snapshot
 * already holds the step's own error answer under its key (and under `appended`); that is left
 * out (`withoutOwn`), as the original call did not see it: a retried step's rules and mappings
 * reading its own key read what they read then.
 */
const leadVars = (step: CompiledRecipient, event: RecipientEvent): Record<string, unknown> => {
  const base: Record<string, unknown> = Object.assign({}, event.vars)
  const own = (event as Record<string, unknown>)[step.key]
  if (own === undefined) return base
  const drop = (record: Record<string, unknown>): void => {
    if (!Object.hasOwn(record, step.key)) return
    const left = withoutOwn(record[step.key], own)
    if (left === undefined) delete record[step.key]
    else record[step.key] = left
  }
  drop(base)
  const appended = base["appended"]
  if (isRecord(appended)) {
    const rest = Object.assign({}, appended)
    drop(rest)
    base["appended"] = rest
  }
  return base
}

/** The step's request variables again: the lead's vars (`leadVars`) through the step's mappings. */
const requestVars = (step: CompiledRecipient, event: RecipientEvent): Record<string, unknown> => {
  const base = leadVars(step, event)
  base["recipient"] = step.recipient
  base["event_id"] = event.id
  const vars = applyMappings(step.mappings, base)
  // The account is the lead's, as the event recorded it, never a mapped value (as the step's call).
  vars["account"] = base["account"]
  return vars
}

const reasonOf = (cause: Cause.Cause<IntegrationError>): string => {
  const failure = Cause.failureOption(cause)
  if (failure._tag === "Some") return failure.value.reason
  const defect = Cause.dieOption(cause)
  return defect._tag === "Some" ? `integration failed: ${messageOf(defect.value)}` : "integration was interrupted"
}

/** The engine's outcome checks: only success, failure or error, and a reason unless success. */
const checked = (handler: IntegrationHandler, result: IntegrationResult): Answer => {
  const outcome: unknown = result.outcome
  if (outcome !== "success" && outcome !== "failure" && outcome !== "error")
    return { outcome: "error", reason: `integration returned an invalid outcome: ${String(outcome)}`, handler }
  const reason =
    outcome !== "success" && (result.reason === undefined || result.reason === "")
      ? outcome === "failure"
        ? "unspecified failure"
        : "unspecified error"
      : result.reason
  return { outcome, reason, handler, result }
}

const eventOf = (
  job: RetryJob,
  id: string,
  attempt: number,
  final: boolean,
  start: number,
  end: number,
  answer: Answer
): RetryEvent => {
  const { step, original } = job
  const ms = Math.max(0, Math.round(end - start))
  const wait = Math.min(ms, Math.max(0, Math.round(answer.result?.waitMs ?? 0)))
  const event: Record<string, unknown> = {
    id,
    type: "retry",
    outcome: answer.outcome,
    reason: answer.reason ?? null,
    retry_status: final ? "completed" : "started",
    retry_attempt: attempt,
    recipient_event_id: original.id,
    start_timestamp: start,
    end_timestamp: end,
    ms,
    wait_ms: wait,
    overhead_ms: ms - wait,
    handler_version: HANDLER_VERSION,
    version: EVENT_VERSION,
    expires_at: eventExpiry(end),
    step_id: step.id,
    key: step.key,
    module_id: step.moduleId
  }
  if (original.host !== undefined) event["host"] = original.host
  if (job.receivedAt !== undefined) event["total_ms"] = Math.max(0, Math.round(end - job.receivedAt))
  if (original.vars !== undefined) event["vars"] = original.vars
  if (original.pricing !== undefined) event["pricing"] = original.pricing
  if (answer.handler !== undefined) event["package_version"] = answer.handler.packageVersion
  if (answer.handler !== undefined && answer.result !== undefined) {
    const data: Record<string, unknown> = Object.assign({}, answer.result.appended)
    if (appendPrefix(answer.handler.responseVariables) === "") {
      data["outcome"] ??= answer.outcome
      if (answer.reason !== undefined) data["reason"] ??= answer.reason
    }
    event["transactions"] = answer.result.transactions
    event[step.key] = data
  }
  return event as RetryEvent
}

/**
 * The job that delivers `original` (a stored recipient event in error) again through `step`: its
 * request variables rebuilt from the event's vars and the step's mappings, so nothing secret has
 * to be kept beside the event while the job waits.
 */
export const retryJobFrom = (
  leadId: string,
  step: CompiledRecipient,
  original: RecipientEvent,
  ports: Pick<RetryJob, "credentials" | "lists" | "counters">
): RetryJob => {
  const receivedAt =
    original.end_timestamp !== undefined && original.total_ms !== undefined ? original.end_timestamp - original.total_ms : undefined
  return { leadId, step, original, vars: requestVars(step, original), receivedAt, ...ports }
}

/** The jobs a submit result calls for: its recipient events in error on steps with retry enabled. */
export const retryJobsOf = (
  compiled: CompiledFlow,
  result: SubmitResult,
  ports: Pick<RetryJob, "credentials" | "lists" | "counters">
): ReadonlyArray<RetryJob> => {
  if (!result.recorded) return []
  const steps = new Map<string, CompiledRecipient>()
  for (const step of compiled.steps) if (step.kind === "recipient" && step.step.retry_enabled === true) steps.set(step.id, step)
  if (steps.size === 0) return []
  const jobs: RetryJob[] = []
  for (const event of result.events as ReadonlyArray<LeadEvent>) {
    if (event.type !== "recipient" || event.outcome !== "error" || event.step_id === undefined) continue
    const step = steps.get(event.step_id)
    if (step === undefined) continue
    jobs.push(retryJobFrom(result.leadId, step, event, ports))
  }
  return jobs
}

/** The settled options: attempts allowed, and the wait before each attempt. */
export interface RetryPolicy {
  readonly maxAttempts: number
  /** The wait before attempt `n` (1-based): the first delay, doubling, at most the longest delay. */
  readonly delayBefore: (attempt: number) => Duration.Duration
}

export const retryPolicy = (options: RetryOptions = {}): RetryPolicy => {
  const first = Duration.decode(options.firstDelay ?? "10 seconds")
  const maxDelay = Duration.decode(options.maxDelay ?? "15 minutes")
  return {
    maxAttempts: Math.max(1, Math.floor(options.maxAttempts ?? 10)),
    delayBefore: (attempt) => Duration.min(Duration.times(first, 2 ** Math.max(0, attempt - 1)), maxDelay)
  }
}

const deliver = (integrations: Integrations["Type"], job: RetryJob): Effect.Effect<Answer> =>
  Effect.gen(function* () {
    const handler = integrations.lookup(job.step.moduleId)
    if (handler === undefined) return { outcome: "error", reason: `unknown integration ${job.step.moduleId}` } as const
    let vars = job.vars
    const credentialId = credentialIdOf(vars["credential_id"])
    if (credentialId !== undefined) {
      const credential = yield* Effect.orElseSucceed(job.credentials.get(credentialId), () => undefined)
      if (credential === undefined) return { outcome: "error", reason: "credential not found", handler } as const
      const foreign = credentialPackageProblem(credential, job.step.moduleId)
      if (foreign !== undefined) return { outcome: "error", reason: foreign, handler } as const
      vars = Object.assign({}, vars, { credential })
    }
    let invalid: string | undefined
    try {
      invalid = handler.validate?.(vars)
    } catch (error) {
      return { outcome: "error", reason: `validation failed: ${messageOf(error)}`, handler } as const
    }
    if (invalid !== undefined && invalid !== "") return { outcome: "skip", reason: invalid, handler } as const
    const timeout = seconds(vars["timeout_seconds"])
    let call: Effect.Effect<IntegrationResult, IntegrationError>
    try {
      call = handler.invoke(vars, { timeoutMs: timeout * 1000, stepId: job.step.id, lists: job.lists })
    } catch (error) {
      return { outcome: "error", reason: `integration failed: ${messageOf(error)}`, handler } as const
    }
    const bounded =
      handler.timeoutEnforced === true
        ? call
        : Effect.timeoutFail(call, {
            duration: Duration.seconds(timeout),
            onTimeout: () => new IntegrationError({ reason: `timed out after ${timeout} s` })
          })
    return yield* Effect.matchCause(bounded, {
      onSuccess: (result) => checked(handler, result),
      onFailure: (cause): Answer => ({ outcome: "error", reason: reasonOf(cause), handler })
    })
  })

/**
 * Why the step would not run for this lead at `now`, as the engine's recipient step decides it:
 * outside its schedule (`outside schedule`), or its rules failing on the lead's vars (the rule's
 * reason). An integration that no longer exists is left to `deliver`, which reports it (an error,
 * as the engine's step does, whatever its schedule and rules).
 */
const notRunning = (integrations: Integrations["Type"], job: RetryJob, now: number): Answer | undefined => {
  const { step } = job
  if (integrations.lookup(step.moduleId) === undefined) return undefined
  if (step.open !== undefined && !step.open(now)) return { outcome: "skip", reason: OUTSIDE_SCHEDULE }
  if (step.rules === undefined) return undefined
  let failed: string | undefined
  try {
    failed = step.rules(leadVars(step, job.original))
  } catch (error) {
    return { outcome: "error", reason: `rules could not be checked: ${messageOf(error)}` }
  }
  return failed === undefined ? undefined : { outcome: "skip", reason: failed }
}

/**
 * Deliver again if the step would run for the lead at `now` (its schedule open, its rules passing:
 * `notRunning`; else the retry ends in `skip` with the reason) and its caps have room (counted with
 * the lead's vars, as the engine counts them); a full cap ends the retry in `skip` with its
 * reason. The count is kept only when the attempt succeeds. Counters that cannot be reached make
 * the attempt an error (tried again).
 */
const deliverWithinCaps = (integrations: Integrations["Type"], job: RetryJob, now: number): Effect.Effect<Answer> => {
  const stopped = notRunning(integrations, job, now)
  if (stopped !== undefined) return Effect.succeed(stopped)
  if (job.step.caps.length === 0) return deliver(integrations, job)
  const vars = (job.original.vars ?? {}) as Readonly<Record<string, unknown>>
  return reserveCaps(job.counters, job.step.caps, vars, now, job.leadId).pipe(
    Effect.matchEffect({
      onFailure: () => Effect.succeed<Answer>({ outcome: "error", reason: "caps could not be checked" }),
      onSuccess: (check) =>
        check._tag === "Reached"
          ? Effect.succeed<Answer>({ outcome: "skip", reason: check.reason })
          : // Given back on every end but a success: an error, an interruption (shutdown), a defect.
            Effect.onExit(deliver(integrations, job), (exit) =>
              Exit.isSuccess(exit) && exit.value.outcome === "success" ? Effect.void : Effect.ignore(releaseCaps(job.counters, check.reserved, job.leadId))
            )
    })
  )
}

/**
 * One attempt of a retry: deliver again, and the `retry` event that records it (`completed` when
 * it is the last: anything but an error, or the last attempt allowed). `again` tells whether
 * another attempt should follow. The caller stores the event and schedules the next attempt;
 * the in-memory queue below and the server's durable queue both run attempts through this.
 */
export const attemptRetry = (
  job: RetryJob,
  attempt: number,
  policy: RetryPolicy
): Effect.Effect<{ readonly event: RetryEvent; readonly again: boolean }, never, Integrations | Ids> =>
  Effect.gen(function* () {
    const integrations = yield* Integrations
    const ids = yield* Ids
    const start = yield* Clock.currentTimeMillis
    const answer = yield* deliverWithinCaps(integrations, job, start)
    const end = yield* Clock.currentTimeMillis
    const final = answer.outcome !== "error" || attempt >= policy.maxAttempts
    return { event: eventOf(job, ids.next(), attempt, final, start, end, answer), again: !final }
  })

/** Build the queue in a scope: pending retries are interrupted when it closes. */
export const makeRetryQueue = (
  options: RetryOptions = {}
): Effect.Effect<RetryQueueService, never, Integrations | EventStore | Ids | Scope.Scope> =>
  Effect.gen(function* () {
    const services = yield* Effect.context<Integrations | Ids>()
    const events = yield* EventStore
    const fibers = yield* FiberSet.make<void>()
    const policy = retryPolicy(options)

    // Before each attempt: 10 s, 20 s, 40 s, ... at most 15 min, while the last one asked for another.
    const run = (job: RetryJob): Effect.Effect<void> => {
      const next = (attempt: number): Effect.Effect<void> =>
        Effect.gen(function* () {
          yield* Effect.sleep(policy.delayBefore(attempt))
          const { event, again } = yield* Effect.provide(attemptRetry(job, attempt, policy), services)
          yield* Effect.catchAll(events.writeLead(job.leadId, [event]), (error) =>
            Effect.logWarning(`retry event of lead ${job.leadId} could not be stored`, error)
          )
          if (again) yield* next(attempt + 1)
        })
      return next(1)
    }

    return {
      scheduleRetries: (compiled, result) =>
        Effect.gen(function* () {
          const jobs = retryJobsOf(compiled, result, {
            credentials: yield* Credentials,
            lists: yield* SuppressionLists,
            counters: yield* Counters
          })
          yield* Effect.forEach(jobs, (job) => FiberSet.run(fibers, run(job)), { discard: true })
          return jobs.length
        }),
      pending: FiberSet.size(fibers)
    }
  })

export class RetryQueue extends Context.Tag("@leadflow/integrations/RetryQueue")<RetryQueue, RetryQueueService>() {
  /** The in-memory queue, for the life of the layer. */
  static readonly layer = (
    options: RetryOptions = {}
  ): Layer.Layer<RetryQueue, never, Integrations | EventStore | Ids> =>
    Layer.scoped(RetryQueue, makeRetryQueue(options))
}
