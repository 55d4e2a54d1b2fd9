import { Effect, Exit } from "effect"
import type { IntegrationError, IntegrationHandler, IntegrationResult, VariableInfo } from "../ports/Integrations.js"

export interface TestIntegrationOptions {
  /** Module id, e.g. `leadflow-test.outbound.buyer`. */
  readonly id: string
  readonly type?: IntegrationHandler["type"]
  readonly requestVariables?: ReadonlyArray<VariableInfo>
  readonly responseVariables?: ReadonlyArray<VariableInfo>
  readonly validate?: IntegrationHandler["validate"]
  /** The answer, from the request vars: a result, or an Effect for slow, failing or hanging buyers. */
  readonly respond: (
    vars: Readonly<Record<string, unknown>>
  ) => Partial<IntegrationResult> | Effect.Effect<Partial<IntegrationResult>, IntegrationError>
}

const complete = (r: Partial<IntegrationResult>): IntegrationResult => ({
  outcome: r.outcome ?? "success",
  reason: r.reason,
  appended: r.appended ?? {},
  price: r.price,
  transactions: r.transactions ?? [],
  waitMs: r.waitMs ?? 0
})

/**
 * An in-process integration for tests and examples: no HTTP, the answer computed from the
 * request vars. Unset result fields default to a success with nothing appended.
 */
export const testIntegration = (options: TestIntegrationOptions): IntegrationHandler => ({
  id: options.id,
  type: options.type ?? "delivery",
  packageVersion: "0.0.0",
  requestVariables: options.requestVariables ?? [],
  responseVariables: options.responseVariables ?? [
    { name: "outcome", type: "string" },
    { name: "reason", type: "string" }
  ],
  validate: options.validate,
  invoke: (vars) => {
    const answer = options.respond(vars)
    // A plain answer is returned as a completed Exit: the engine knows it cannot hang.
    return Effect.isEffect(answer) ? Effect.map(answer, complete) : Exit.succeed(complete(answer))
  }
})
