import { isTypedValue, parse, typeNames, type TypeName } from "@leadflow/types"
import { Cause, Duration, Effect, Exit } from "effect"
import type { RecipientEvent } from "../model/Event.js"
import {
  appendPrefix,
  IntegrationError,
  type IntegrationHandler,
  type IntegrationResult
} from "../ports/Integrations.js"
import { assocPath, compilePath, pathParts } from "../vars/Path.js"
import { releaseCaps, reserveCaps, type Reservation } from "./Caps.js"
import type { CompiledRecipient } from "./CompiledFlow.js"
import { eventBase, snapshotWith } from "./Events.js"
import type { Env, Pending } from "./Env.js"
import type { LeadState } from "./LeadState.js"
import { applyMappings } from "./Mappings.js"
import { credentialIdOf, credentialPackageProblem } from "./CredentialId.js"
import { priceOf, suppliedPrice } from "./Pricing.js"
import { recordedMappings } from "./RecordedMappings.js"
import { OUTSIDE_SCHEDULE } from "../schedule/Schedule.js"
import { recordedSetting } from "./RecordedSettings.js"

const FIELD_TYPES: ReadonlySet<string> = new Set(typeNames)
const DEFAULT_TIMEOUT_SECONDS = 360

/** `timeout_seconds` as the old platform read it: clamped to 1-360, anything not numeric is 360. */
export const timeoutSeconds = (value: unknown): number => {
  const v = isTypedValue(value) ? value.normal : value
  const n = typeof v === "number" ? v : typeof v === "string" ? Number(v) : Number.NaN
  return Number.isFinite(n) ? Math.min(360, Math.max(1, n)) : DEFAULT_TIMEOUT_SECONDS
}

const errorResult = (reason: string, waitMs: number): IntegrationResult => ({
  outcome: "error",
  reason,
  appended: { outcome: "error", reason },
  transactions: [],
  waitMs
})

/** Why an integration's effect failed, in words fit for a report (no stack, no lead data). */
const reasonOf = (cause: Cause.Cause<IntegrationError>): string => {
  const failure = Cause.failureOption(cause)
  if (failure._tag === "Some") return failure.value.reason
  const defect = Cause.dieOption(cause)
  if (defect._tag === "Some") {
    const d = defect.value
    return `integration failed: ${d instanceof Error ? d.message : String(d)}`
  }
  return "integration was interrupted"
}

interface TypedVariable {
  readonly type: TypeName
  readonly path: ReadonlyArray<string>
  readonly get: (vars: unknown) => unknown
}

// Per integration, once: which request variables have a field type, and their getters.
const typedVariables = new WeakMap<IntegrationHandler, ReadonlyArray<TypedVariable>>()

const typedVariablesOf = (handler: IntegrationHandler): ReadonlyArray<TypedVariable> => {
  let typed = typedVariables.get(handler)
  if (typed === undefined) {
    typed = handler.requestVariables
      // Text stays text, and so do references to stored secrets (`credential_id`).
      .filter((v) => FIELD_TYPES.has(v.type) && v.type !== "string" && v.type !== "credential" && !v.name.endsWith("*"))
      .map((v) => ({ type: v.type as TypeName, path: pathParts(v.name), get: compilePath(v.name) }))
    typedVariables.set(handler, typed)
  }
  return typed
}

/** The integration's declared typed variables, read with their type (a mapped `lead.email` string becomes an email). */
const typeRequestVars = (handler: IntegrationHandler, vars: Record<string, unknown>): Record<string, unknown> => {
  let out = vars
  for (const v of typedVariablesOf(handler)) {
    const value = v.get(out)
    if (value === undefined || value === null || isTypedValue(value)) continue
    out = assocPath(out, v.path, parse(v.type, value))
  }
  return out
}

/** Outcomes an integration may give; anything else is its bug, reported as an error. */
const checked = (result: IntegrationResult): IntegrationResult => {
  const outcome: unknown = result.outcome
  if (outcome !== "success" && outcome !== "failure" && outcome !== "error")
    return errorResult(`integration returned an invalid outcome: ${String(outcome)}`, result.waitMs)
  if (outcome !== "success" && (result.reason === undefined || result.reason === ""))
    return { ...result, reason: outcome === "failure" ? "unspecified failure" : "unspecified error" }
  return result
}

// Per integration, once: whether its outcome sits at the root of its appended data.
const rootOutcomes = new WeakMap<IntegrationHandler, boolean>()
const rootOutcome = (handler: IntegrationHandler): boolean => {
  let root = rootOutcomes.get(handler)
  if (root === undefined) rootOutcomes.set(handler, (root = appendPrefix(handler.responseVariables) === ""))
  return root
}

/** One recipient step of one lead, as the functions below pass it along (no closures per lead). */
interface Call {
  readonly step: CompiledRecipient
  readonly state: LeadState
  readonly eventId: string
  readonly env: Env
  readonly start: number
}

const record = (
  call: Call,
  end: number,
  outcome: RecipientEvent["outcome"],
  reason: string | undefined,
  waitMs: number,
  done?: { readonly handler: IntegrationHandler; readonly result: IntegrationResult; readonly sale: number | undefined; readonly data: unknown }
): undefined => {
  const { step, state } = call
  // Built by assignment: object spreads here cost more than the rest of the step.
  const event = eventBase(state, call.eventId, call.start, end, waitMs) as Record<string, unknown>
  event["type"] = "recipient"
  event["outcome"] = outcome
  event["reason"] = reason ?? null
  event["step_id"] = step.id
  event["key"] = step.key
  event["module_id"] = step.moduleId
  if (step.destination !== undefined) event["destination"] = step.destination
  if (step.step.rule_set !== undefined) event["rule_set"] = recordedSetting(step, "rule_set", step.step.rule_set)
  const mappings = step.step.integration.mappings
  if (mappings !== undefined)
    event["mappings"] = recordedMappings(step, done?.handler, call.env.integrations)
  if (step.step.pricing !== undefined) event["pricing"] = step.step.pricing
  event["purchase_price"] = state.cost
  event["cost"] = state.cost
  // The recipient is part of what the event's vars describe (reports and metrics group by
  // `vars.recipient.id`); the shared snapshot stays untouched.
  const entity = step.step.entity
  event["vars"] = snapshotWith(state, {
    recipient: entity.name === undefined ? { id: entity.id } : { id: entity.id, name: entity.name }
  })
  if (done !== undefined) {
    event["package_version"] = done.handler.packageVersion
    event["transactions"] = done.result.transactions
    if (done.sale !== undefined) {
      event["sale_price"] = done.sale
      event["revenue"] = done.sale
    }
    event["caps_reached"] = false
    event[step.key] = done.data
  }
  state.events.push(event as RecipientEvent)
  return undefined
}

const skip = (call: Call, reason: string, capsReached = false): undefined => {
  record(call, call.start, "skip", reason, 0)
  if (capsReached) (call.state.events[call.state.events.length - 1] as Record<string, unknown>)["caps_reached"] = true
  return undefined
}

/** The response: append under the step key, price the sale, record the event. */
const complete = (call: Call, handler: IntegrationHandler, result: IntegrationResult, reserved: Reservation): Pending => {
  const { step, state, env } = call
  const end = env.now()
  const data: Record<string, unknown> = Object.assign({}, result.appended)
  if (rootOutcome(handler)) {
    data["outcome"] ??= result.outcome
    if (result.reason !== undefined) data["reason"] ??= result.reason
  }
  const earlier = state.appended[step.key] as Record<string, unknown> | undefined
  const merged = earlier === undefined ? data : Object.assign({}, earlier, data)
  state.appended[step.key] = merged
  // The key may already hold data that is not a step's (the list checks' `suppressionlist.is_*`):
  // merge into it rather than hide it from later rules.
  const inVars = state.vars[step.key]
  state.vars[step.key] = inVars !== null && typeof inVars === "object" && inVars !== earlier ? Object.assign({}, inVars, data) : merged
  // Any handler may answer a price (not only the runtime's, which checks it): a negative or
  // non-finite one is none, as a source's supplied price is.
  const sale = result.outcome === "success" ? priceOf(step.pricing, state.vars, suppliedPrice(result.price)) : undefined
  if (sale !== undefined) state.revenue += sale
  state.waitMs += result.waitMs
  state.snapshot = undefined
  record(call, end, result.outcome, result.reason, result.waitMs, { handler, result, sale, data })
  // A step cap counts only successful deliveries.
  return result.outcome === "success" || reserved.length === 0
    ? undefined
    : Effect.ignore(releaseCaps(env.counters, reserved, state.leadId))
}

const invoke = (call: Call, handler: IntegrationHandler, vars: Record<string, unknown>, reserved: Reservation): Pending => {
  const timeout = timeoutSeconds(vars["timeout_seconds"])
  const answer = invokeWithin(handler, vars, call.step.id, timeout, call.start, call.env)
  return Exit.isExit(answer)
    ? complete(call, handler, checked(Exit.isSuccess(answer) ? answer.value : errorResult("integration failed", 0)), reserved)
    : Effect.flatMap(answer, (result) => complete(call, handler, checked(result), reserved) ?? Effect.void)
}

const validated = (call: Call, handler: IntegrationHandler, vars: Record<string, unknown>): Pending => {
  let invalid: string | undefined
  try {
    invalid = handler.validate?.(vars)
  } catch (e) {
    return record(call, call.start, "error", `validation failed: ${e instanceof Error ? e.message : String(e)}`, 0)
  }
  if (invalid !== undefined && invalid !== "") return skip(call, invalid)
  const { step, state, env } = call
  if (step.caps.length === 0) return invoke(call, handler, vars, [])
  return reserveCaps(env.counters, step.caps, state.vars, call.start, state.leadId).pipe(
    Effect.catchAll(() => Effect.succeed({ _tag: "Reached", reason: "caps unavailable" } as const)),
    Effect.flatMap(
      (caps) => (caps._tag === "Reached" ? skip(call, caps.reason, true) : invoke(call, handler, vars, caps.reserved)) ?? Effect.void
    )
  )
}

/**
 * A recipient step, as the spec orders it: integration lookup (an unknown one is an error),
 * its schedule (skip `outside schedule` while closed), step rules (skip when they fail), outbound mapping, type parsing, `validate` (a message means skip), step caps (skip when
 * full), the call (bounded by `timeout_seconds`), response, append, pricing, event. Whatever the
 * integration does (fails, throws, hangs) ends as an event; the flow always goes on.
 *
 * It runs synchronously as far as it can and returns an Effect only for what is really
 * asynchronous (a credential lookup, step caps, an integration that has not answered yet), so a
 * fast in-process integration costs no fiber work at all.
 */
export const runRecipient = (step: CompiledRecipient, state: LeadState, eventId: string, env: Env): Pending => {
  const call: Call = { step, state, eventId, env, start: env.now() }
  // The integration first: a step naming one that does not exist is an error, whatever its rules.
  const handler = env.integrations.lookup(step.moduleId)
  if (handler === undefined) return record(call, call.start, "error", `unknown integration ${step.moduleId}`, 0)
  if (step.open !== undefined && !step.open(call.start)) return skip(call, OUTSIDE_SCHEDULE)
  if (step.rules !== undefined) {
    const failed = step.rules(state.vars)
    if (failed !== undefined) return skip(call, failed)
  }

  const vars = requestVars(step, state, eventId, handler)
  const credentialId = credentialIdOf(vars["credential_id"])
  if (credentialId === undefined) return validated(call, handler, vars)
  return env.credentials.get(credentialId).pipe(
    Effect.orElseSucceed(() => undefined),
    Effect.flatMap((credential) => {
      if (credential === undefined) return record(call, call.start, "error", "credential not found", 0) ?? Effect.void
      const foreign = credentialPackageProblem(credential, step.moduleId)
      if (foreign !== undefined) return record(call, call.start, "error", foreign, 0) ?? Effect.void
      vars["credential"] = credential
      return validated(call, handler, vars) ?? Effect.void
    })
  )
}

/** The vars a recipient step's integration is called with: the lead's, mapped and typed. */
export const requestVars = (
  step: CompiledRecipient,
  state: LeadState,
  eventId: string,
  handler: IntegrationHandler
): Record<string, unknown> => {
  const base: Record<string, unknown> = Object.assign({}, state.vars)
  base["appended"] = state.appended
  base["recipient"] = step.recipient
  base["event_id"] = eventId
  const vars = typeRequestVars(handler, step.mappings.length === 0 ? base : applyMappings(step.mappings, base))
  // The account of a step is the flow's, never a mapped value (a plugin may act on the account).
  vars["account"] = state.vars["account"]
  return vars
}

/**
 * Call an integration as a recipient step does (bounded by `timeout` seconds; a failure, throw or
 * timeout becomes an error result; an invalid outcome is reported as an error). An answer that is
 * already complete is returned as it is, an Effect only when the integration is still at work.
 */
export const callIntegration = (
  handler: IntegrationHandler,
  vars: Readonly<Record<string, unknown>>,
  stepId: string,
  timeout: number,
  start: number,
  env: Env
): IntegrationResult | Effect.Effect<IntegrationResult> => {
  const answer = invokeWithin(handler, vars, stepId, timeout, start, env)
  return Exit.isExit(answer)
    ? checked(Exit.isSuccess(answer) ? answer.value : errorResult("integration failed", 0))
    : Effect.map(answer, checked)
}

/** Record a skip of a recipient step that is not run at all (its group is outside its schedule). */
export const skipRecipient = (step: CompiledRecipient, state: LeadState, eventId: string, env: Env, reason: string): void => {
  skip({ step, state, eventId, env, start: env.now() }, reason)
}

/**
 * Call the integration, bounded by its timeout. An answer that is already complete (an `Exit`)
 * cannot hang, so it is returned as it is and skips the timer race, which costs more than a fast
 * in-process integration. Any failure, throw or timeout becomes an error result.
 */
const invokeWithin = (
  handler: IntegrationHandler,
  vars: Readonly<Record<string, unknown>>,
  stepId: string,
  timeout: number,
  start: number,
  env: Env
): Exit.Exit<IntegrationResult> | Effect.Effect<IntegrationResult> => {
  const failed = (cause: Cause.Cause<IntegrationError>) => errorResult(reasonOf(cause), env.now() - start)
  let call: Effect.Effect<IntegrationResult, IntegrationError>
  try {
    call = handler.invoke(vars, { timeoutMs: timeout * 1000, stepId, lists: env.lists })
  } catch (defect) {
    return Exit.succeed(failed(Cause.die(defect)))
  }
  if (Exit.isExit(call)) {
    const exit = call as Exit.Exit<IntegrationResult, IntegrationError>
    return Exit.succeed(Exit.isSuccess(exit) ? exit.value : failed(exit.cause))
  }
  if (handler.timeoutEnforced === true) return Effect.catchAllCause(call, (cause) => Effect.sync(() => failed(cause)))
  return call.pipe(
    Effect.timeoutFail({
      duration: Duration.seconds(timeout),
      onTimeout: () => new IntegrationError({ reason: `timed out after ${timeout} s` })
    }),
    Effect.catchAllCause((cause) => Effect.sync(() => failed(cause)))
  )
}
