import { Cause, Duration, Effect } from "effect"
import type { HttpTransaction } from "../model/Http.js"
import type { Outcome } from "../model/Outcome.js"
import type { PricingServiceConfiguration } from "../model/Pricing.js"
import type { PricingService, PricingServiceCall } from "../model/PricingService.js"
import { IntegrationError, type IntegrationHandler, type IntegrationResult } from "../ports/Integrations.js"
import type { Env } from "./Env.js"
import type { LeadState } from "./LeadState.js"
import { applyMappings, compileMappings, type CompiledMapping } from "./Mappings.js"
import { credentialPackageProblem } from "./CredentialId.js"
import { suppliedPrice } from "./Pricing.js"
import { timeoutSeconds } from "./RecipientStep.js"

/**
 * Pricing by a pricing service: the flow's (else its source's) `pricing_service` names a service
 * of the account, an outbound integration called with the lead (through the integration runtime,
 * like a delivery: its SSRF guard, timeouts and redaction) whose answer carries the price. When
 * the service cannot be found, fails, errs, answers no price or runs past its timeout, the
 * configuration's `fallback_price` is the price. Either way the call is recorded on the source
 * event as `pricing_service`.
 */

/** How long a pricing service may take unless its mappings set `timeout_seconds` (1-360). */
export const PRICING_SERVICE_TIMEOUT_SECONDS = 10

/** The step id integrations see for this call. */
const STEP_ID = "pricing_service"

/** The pricing service configuration that prices a lead: the flow's, else its source's. */
export const pricingServiceOf = (state: LeadState): PricingServiceConfiguration | undefined =>
  state.compiled.flow.pricing_service ?? state.source.source.pricing_service

// A service's mappings compiled once per stored version and flow (the field types rules read).
const compiled = new WeakMap<PricingService, { readonly fieldTypes: object; readonly mappings: ReadonlyArray<CompiledMapping> }>()

const mappingsOf = (service: PricingService, state: LeadState): ReadonlyArray<CompiledMapping> => {
  const fieldTypes = state.compiled.fieldTypes
  const cached = compiled.get(service)
  if (cached !== undefined && cached.fieldTypes === fieldTypes) return cached.mappings
  const mappings = compileMappings(service.integration.mappings, { flowId: state.compiled.id, fieldTypes })
  compiled.set(service, { fieldTypes, mappings })
  return mappings
}

/** What the integration is called with: the lead's vars through the service's mappings. */
const requestVars = (service: PricingService, state: LeadState): Record<string, unknown> => {
  const base: Record<string, unknown> = Object.assign({}, state.vars)
  base["appended"] = state.appended
  const mappings = mappingsOf(service, state)
  const vars = mappings.length === 0 ? base : applyMappings(mappings, base)
  // The service acts for the flow's account, never a mapped one.
  vars["account"] = state.vars["account"]
  return vars
}

const reasonOf = (cause: Cause.Cause<IntegrationError>): string => {
  const failure = Cause.failureOption(cause)
  if (failure._tag === "Some") return failure.value.reason
  const defect = Cause.dieOption(cause)
  if (defect._tag === "Some") return `integration failed: ${defect.value instanceof Error ? defect.value.message : String(defect.value)}`
  return "integration was interrupted"
}

interface Answer {
  readonly outcome: Outcome
  readonly reason: string | undefined
  readonly price: number | undefined
  readonly waitMs: number
  readonly transactions: ReadonlyArray<HttpTransaction> | undefined
}

const refused = (reason: string): Answer => ({ outcome: "error", reason, price: undefined, waitMs: 0, transactions: undefined })

/** The integration's result as a price, or why it gives none. */
const answerOf = (result: IntegrationResult): Answer => {
  const outcome: unknown = result.outcome
  const base = { waitMs: result.waitMs, transactions: result.transactions }
  if (outcome !== "success" && outcome !== "failure" && outcome !== "error")
    return { ...base, outcome: "error", reason: `integration returned an invalid outcome: ${String(outcome)}`, price: undefined }
  if (outcome !== "success")
    return { ...base, outcome, reason: result.reason || (outcome === "failure" ? "unspecified failure" : "unspecified error"), price: undefined }
  const price = suppliedPrice(result.price)
  return price === undefined
    ? { ...base, outcome: "error", reason: "the pricing service answered no price", price: undefined }
    : { ...base, outcome: "success", reason: undefined, price }
}

/** Call the integration, bounded by the timeout: any failure, throw or timeout is an answer too. */
const invoke = (handler: IntegrationHandler, vars: Record<string, unknown>, env: Env): Effect.Effect<Answer> => {
  const mapped = vars["timeout_seconds"]
  const timeout = mapped === undefined || mapped === null || mapped === "" ? PRICING_SERVICE_TIMEOUT_SECONDS : timeoutSeconds(mapped)
  const invalid = (() => {
    try {
      return handler.validate?.(vars)
    } catch (e) {
      return `validation failed: ${e instanceof Error ? e.message : String(e)}`
    }
  })()
  if (invalid !== undefined && invalid !== "") return Effect.succeed(refused(invalid))
  const start = env.now()
  return Effect.suspend(() => handler.invoke(vars, { timeoutMs: timeout * 1000, stepId: STEP_ID, lists: env.lists })).pipe(
    Effect.timeoutFail({
      duration: Duration.seconds(timeout),
      onTimeout: () => new IntegrationError({ reason: `timed out after ${timeout} s` })
    }),
    Effect.map(answerOf),
    Effect.catchAllCause((cause) => Effect.sync(() => ({ ...refused(reasonOf(cause)), waitMs: env.now() - start })))
  )
}

/** Find the service in the lead's account, its integration and credential, and call it. */
const ask = (config: PricingServiceConfiguration, state: LeadState, env: Env): Effect.Effect<Answer> =>
  env.pricingServices.get(config.service_id).pipe(
    Effect.matchEffect({
      onFailure: () => Effect.succeed(refused("pricing services unavailable")),
      onSuccess: (service) => {
        if (service === undefined) return Effect.succeed(refused(`unknown pricing service ${config.service_id}`))
        const moduleId = service.integration.module_id
        const handler = env.integrations.lookup(moduleId)
        if (handler === undefined) return Effect.succeed(refused(`unknown integration ${moduleId}`))
        const vars = requestVars(service, state)
        const credentialId = vars["credential_id"]
        if (typeof credentialId !== "string" || credentialId === "") return invoke(handler, vars, env)
        return env.credentials.get(credentialId).pipe(
          Effect.orElseSucceed(() => undefined),
          Effect.flatMap((credential) => {
            if (credential === undefined) return Effect.succeed(refused("credential not found"))
            const foreign = credentialPackageProblem(credential, moduleId)
            if (foreign !== undefined) return Effect.succeed(refused(foreign))
            vars["credential"] = credential
            return invoke(handler, vars, env)
          })
        )
      }
    })
  )

/**
 * Price the lead with its pricing service: sets the price (the service's, else the fallback
 * price) and the record the source event carries. Never fails.
 */
export const priceByService = (config: PricingServiceConfiguration, state: LeadState, env: Env): Effect.Effect<number> => {
  const start = env.now()
  return Effect.map(ask(config, state, env), (answer) => {
    const price = answer.price ?? config.fallback_price
    const call: Record<string, unknown> = {
      service_id: config.service_id,
      outcome: answer.outcome,
      price,
      ms: Math.max(0, Math.round(env.now() - start))
    }
    if (answer.reason !== undefined) call["reason"] = answer.reason
    if (answer.transactions !== undefined && answer.transactions.length > 0) call["transactions"] = answer.transactions
    state.pricingService = call as PricingServiceCall
    state.waitMs += Math.max(0, answer.waitMs)
    return price
  })
}
