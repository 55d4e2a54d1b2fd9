import { Cause, Effect, Layer } from "effect"
import type { Credential } from "./model/Credential.js"
import type { Flow } from "./model/Flow.js"
import type { Outcome } from "./model/Outcome.js"
import type { PricingService } from "./model/PricingService.js"
import { MemoryCountersLayer } from "./memory/MemoryCounters.js"
import { memoryCredentialsLayer } from "./memory/MemoryCredentials.js"
import { makeMemoryEventStore } from "./memory/MemoryEventStore.js"
import { memoryIntegrationsLayer } from "./memory/MemoryIntegrations.js"
import { memoryPricingServicesLayer } from "./memory/MemoryPricingServices.js"
import { MemorySuppressionListsLayer } from "./memory/MemorySuppressionLists.js"
import { MemoryRotationsLayer } from "./memory/MemoryRotations.js"
import { MemoryHeldBidsLayer } from "./memory/MemoryHeldBids.js"
import type { HeldBids } from "./ports/HeldBids.js"
import { bidForPing, pingBidOf } from "./pipeline/Auction.js"
import { OUTSIDE_SCHEDULE } from "./schedule/Schedule.js"
import { EventStore } from "./ports/EventStore.js"
import { Ids } from "./ports/Ids.js"
import type { IntegrationHandler } from "./ports/Integrations.js"
import { capReached } from "./pipeline/Caps.js"
import { compileFlow, type CompiledFlow, type CompiledSource, type FieldDefinition } from "./pipeline/CompiledFlow.js"
import { finish, type Finished } from "./pipeline/Finish.js"
import { buildVars } from "./pipeline/Inbound.js"
import type { LeadState } from "./pipeline/LeadState.js"
import { countPing, type PingLimitCheck } from "./pipeline/PingLimits.js"
import { runSteps } from "./pipeline/Steps.js"
import type { PingResult, Submission, SubmitResult } from "./pipeline/Submission.js"
import { checkCriteria, inboundValidation, pricePhase } from "./pipeline/Validation.js"
import { runListChecks } from "./pipeline/ListChecks.js"
import { checkReturnRate } from "./pipeline/ReturnRateCheck.js"
import { andThen, makeEnv, type EngineServices } from "./pipeline/Env.js"
import type { StoreError } from "./ports/StoreError.js"

export type { EngineServices } from "./pipeline/Env.js"

const newState = (
  compiled: CompiledFlow,
  source: CompiledSource,
  submission: Submission,
  leadId: string,
  startedAt: number,
  ping: boolean
): LeadState => ({
  compiled,
  source,
  submission,
  leadId,
  receivedAt: submission.receivedAt ?? startedAt,
  startedAt,
  ping,
  vars: {},
  appended: {},
  events: [],
  reservations: [],
  initialVars: undefined,
  snapshot: undefined,
  waitMs: 0,
  stepCount: 0,
  cost: 0,
  revenue: 0,
  capReached: false,
  stop: undefined,
  criteriaResult: undefined,
  pricingService: undefined
})

const unrecorded = (leadId: string, outcome: Outcome, reason: string): SubmitResult => ({
  outcome,
  reason,
  leadId,
  price: 0,
  events: [],
  appended: {},
  recorded: false
})

/** Build the lead (inbound phase) into `state`. `random` is 1-100, for percentage splits in rules. */
const inbound = (state: LeadState, random: number): void => {
  buildVars(
    state.compiled,
    state.source,
    state.submission,
    { leadId: state.leadId, receivedAt: state.receivedAt, ping: state.ping, random },
    state.vars,
    state.appended
  )
  state.initialVars = Object.assign({}, state.vars)
}

const internalError = (state: LeadState): void => {
  state.stop = { outcome: "error", reason: "internal error" }
}

const storageUnavailable = (state: LeadState): void => {
  state.stop = { outcome: "error", reason: "storage unavailable" }
}

/**
 * Run `phases` (synchronous, or handing back an Effect) so that nothing escapes: a throw or a
 * defect is the engine's bug and ends the lead as an error; a store failure, as unavailable storage.
 */
const guarded = (
  state: LeadState,
  phases: () => Effect.Effect<void, StoreError> | undefined
): Effect.Effect<void> | undefined => {
  let pending: Effect.Effect<void, StoreError> | undefined
  try {
    pending = phases()
  } catch {
    internalError(state)
    return undefined
  }
  // One handler for both (a failure can only be a StoreError): one step of the fiber less per lead.
  return pending === undefined
    ? undefined
    : Effect.catchAllCause(pending, (cause) =>
        Effect.sync(() => (Cause.failureOption(cause)._tag === "Some" ? storageUnavailable(state) : internalError(state)))
      )
}

/**
 * Run a lead through a compiled flow: inbound, inbound validation, steps, revenue, response.
 * Never fails and never lets a defect escape: every problem ends as an `error` outcome, and the
 * answer is given only after the lead's events are stored.
 */
export const submit = (compiled: CompiledFlow, submission: Submission): Effect.Effect<SubmitResult, never, EngineServices> =>
  // A chain of flatMaps rather than a generator: this runs once per lead and the difference is
  // a measurable part of a lead's cost.
  Effect.flatMap(makeEnv, (env) => {
    const leadId = env.ids.next()
    const source = compiled.sources.get(submission.sourceId)
    if (source === undefined) return Effect.succeed(unrecorded(leadId, "error", "unknown source"))
    if (source.authenticationRequired && submission.authenticated !== true)
      return Effect.succeed(unrecorded(leadId, "error", "Unauthorized source"))
    const startedAt = env.now()
    const state = newState(compiled, source, submission, leadId, startedAt, false)
    const random = 1 + Math.floor(Math.random() * 100)
    const phases = guarded(state, () => {
      inbound(state, random)
      if (compiled.blocked !== undefined) state.stop = { outcome: "error", reason: compiled.blocked }
      else if (!compiled.flow.enabled) state.stop = { outcome: "error", reason: "Flow is disabled" }
      else if (!source.enabled) state.stop = { outcome: "failure", reason: "Source is disabled" }
      else if (source.open !== undefined && !source.open(state.receivedAt)) state.stop = { outcome: "failure", reason: OUTSIDE_SCHEDULE }
      if (state.stop !== undefined) return undefined
      return andThen<StoreError>(checkReturnRate(state, env), () =>
        state.stop === undefined
          ? andThen<StoreError>(inboundValidation(state, env, startedAt), () => (state.stop === undefined ? runSteps(state, env) : undefined))
          : undefined
      )
    })
    const answer = (done: Finished): SubmitResult => ({
      outcome: done.outcome,
      reason: done.reason,
      leadId,
      price: done.outcome === "success" ? state.cost : 0,
      events: state.events,
      appended: state.appended,
      recorded: done.stored
    })
    return Effect.map(
      phases === undefined ? finish(state, env) : Effect.flatMap(phases, () => finish(state, env)),
      answer
    )
  }).pipe(Effect.catchAllCause(() => Effect.succeed(unrecorded("", "error", "internal error"))))

/**
 * A ping (bid request): ping limits, then acceptance criteria, caps and pricing only; no steps
 * and nothing is counted against caps. A price of 0 is no bid. One source event (`ping: true`)
 * records it for reporting.
 */
export const ping = (compiled: CompiledFlow, submission: Submission): Effect.Effect<PingResult, never, EngineServices> =>
  Effect.gen(function* () {
    const env = yield* makeEnv
    const leadId = env.ids.next()
    const answer = (outcome: Outcome, reason: string | undefined): PingResult => ({
      outcome,
      reason,
      price: 0,
      retryAfter: undefined,
      events: []
    })
    const source = compiled.sources.get(submission.sourceId)
    if (source === undefined) return answer("error", "unknown source")
    if (source.authenticationRequired && submission.authenticated !== true) return answer("error", "Unauthorized source")
    const startedAt = env.now()
    const state = newState(compiled, source, submission, leadId, startedAt, true)
    const random = 1 + Math.floor(Math.random() * 100)
    const limits: {
      flow: PingLimitCheck["record"]
      source: PingLimitCheck["record"]
      reached: boolean
      retryAfter: number | undefined
    } = { flow: undefined, source: undefined, reached: false, retryAfter: undefined }
    const stop = (outcome: Outcome, reason: string): undefined => void (state.stop = { outcome, reason })
    const pending = guarded(state, () => {
      inbound(state, random)
      if (compiled.blocked !== undefined) return stop("error", compiled.blocked)
      if (!compiled.flow.enabled) return stop("error", "Flow is disabled")
      if (!source.enabled) return stop("failure", "Source is disabled")
      if (source.open !== undefined && !source.open(state.receivedAt)) return stop("failure", OUTSIDE_SCHEDULE)
      if (!compiled.flow.ping_enabled) return stop("error", "Ping is not enabled for this flow")
      return Effect.gen(function* () {
        const rated = checkReturnRate(state, env)
        if (rated !== undefined) yield* rated
        if (state.stop !== undefined) return
        const flowLimit = yield* countPing(env.counters, compiled.pingLimits, startedAt)
        const sourceLimit = yield* countPing(env.counters, source.pingLimits, startedAt)
        limits.flow = flowLimit.record
        limits.source = sourceLimit.record
        const retryAfter = Math.max(flowLimit.retryAfter ?? 0, sourceLimit.retryAfter ?? 0)
        if (retryAfter > 0) {
          limits.reached = true
          limits.retryAfter = retryAfter
          return stop("failure", "Too Many Requests")
        }
        if (compiled.listChecks.length > 0)
          state.vars["suppressionlist"] = yield* runListChecks(env.lists, compiled.listChecks, state.vars, startedAt)
        const priced = pricePhase(state, env)
        if (priced !== undefined) yield* priced
        for (const caps of [compiled.caps, source.caps]) {
          const reached = yield* capReached(env.counters, caps, state.vars, startedAt)
          if (reached !== undefined) {
            state.capReached = true
            return stop("failure", reached)
          }
        }
        if (checkCriteria(compiled.criteria, state)) checkCriteria(source.criteria, state)
        // A flow with an auction answers with its best bid, held for the seller's post.
        if (state.stop === undefined) {
          const bid = bidForPing(state, env)
          if (bid !== undefined) yield* bid
        }
      })
    })
    if (pending !== undefined) yield* pending
    if (state.stop === undefined && state.cost <= 0) state.stop = { outcome: "failure", reason: "no bid" }
    const done = yield* finish(state, env, {
      ping: true,
      flow_ping_limits: limits.flow,
      source_ping_limits: limits.source,
      ping_limit_reached: limits.reached
    })
    const held = done.outcome === "success" ? pingBidOf(state) : undefined
    return {
      outcome: done.outcome,
      reason: done.reason,
      price: done.outcome === "success" ? state.cost : 0,
      retryAfter: limits.retryAfter,
      events: state.events,
      ...(held === undefined ? {} : { bidId: held.bidId, bidExpiresAt: held.expiresAt })
    }
  }).pipe(
    Effect.catchAllCause(() =>
      Effect.succeed<PingResult>({ outcome: "error", reason: "internal error", price: 0, retryAfter: undefined, events: [] })
    )
  )

export interface MemoryEngineOptions {
  readonly integrations?: ReadonlyArray<IntegrationHandler>
  /** Versions of packages without a handler here (the sources' inbound modules), by package id. */
  readonly packageVersions?: Readonly<Record<string, string>>
  readonly credentials?: ReadonlyArray<Credential>
  readonly pricingServices?: ReadonlyArray<PricingService>
  /** Where events go; default a fresh in-memory store (see `makeMemoryEventStore` to read it back). */
  readonly eventStore?: EventStore["Type"]
}

/** Every port in memory: embed the engine with no database, or test it. */
export const memoryLayer = (options: MemoryEngineOptions = {}): Layer.Layer<EngineServices | HeldBids> =>
  Layer.mergeAll(
    Layer.sync(EventStore, () => options.eventStore ?? makeMemoryEventStore().store),
    MemoryCountersLayer,
    MemorySuppressionListsLayer,
    memoryIntegrationsLayer(options.integrations ?? [], options.packageVersions),
    memoryCredentialsLayer(options.credentials ?? []),
    memoryPricingServicesLayer(options.pricingServices ?? []),
    MemoryRotationsLayer,
    MemoryHeldBidsLayer,
    Ids.layer
  )

/**
 * The engine: compile a flow once per version, then submit or ping leads through it.
 *
 * ```ts
 * const compiled = Engine.compile(flow, fields)
 * const result = await Effect.runPromise(Engine.submit(compiled, { sourceId, data }).pipe(Effect.provide(Engine.memoryLayer())))
 * ```
 */
export const Engine = {
  /** `fields`: the account's fields; custom ones marked `standard: false` are also read unprefixed. */
  compile: (flow: Flow, fields: ReadonlyArray<FieldDefinition>): CompiledFlow => compileFlow(flow, fields),
  /** The flow, barred from running: every lead and ping ends in `error` with `reason`, nothing is sent. */
  block: (compiled: CompiledFlow, reason: string): CompiledFlow => ({ ...compiled, blocked: reason }),
  submit,
  ping,
  memoryLayer
} as const
