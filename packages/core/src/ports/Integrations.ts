import type { SuppressionLists } from "./SuppressionLists.js"
import { Context, Data, type Effect } from "effect"
import type { HttpTransaction } from "../model/Http.js"

/** What an integration reports back. `skip` is never an integration's answer: only the engine skips. */
export interface IntegrationResult {
  readonly outcome: "success" | "failure" | "error"
  readonly reason?: string | undefined
  /** Data to append under the step's key (outcome and reason included, as the old platform did). */
  readonly appended: Readonly<Record<string, unknown>>
  /** A buyer-provided price (used when the step's pricing has `override`). */
  readonly price?: number | undefined
  /** The calls made, secrets redacted. */
  readonly transactions: ReadonlyArray<HttpTransaction>
  /** Time spent waiting on remote systems, ms. */
  readonly waitMs: number
  /**
   * An `error` whose request was sent and got no readable answer (a timeout, a connection closed
   * after sending): the other side may have done what it asked. Absent when the error is certain
   * to have happened before anything was sent (refused connection, unknown host, a bad request).
   */
  readonly mayHaveReached?: boolean | undefined
}

/** An integration failed in a way it could describe (it becomes an `error` outcome with this reason). */
export class IntegrationError extends Data.TaggedError("IntegrationError")<{
  readonly reason: string
  readonly cause?: unknown
  /** The request was sent before it failed: the other side may have done what it asked (see `IntegrationResult`). */
  readonly mayHaveReached?: boolean
}> {}

export interface VariableInfo {
  readonly name: string
  readonly type: string
  readonly required?: boolean | undefined
  readonly description?: string | undefined
  /** For a `credential` variable naming a stored credential: the types it can use (any when absent). */
  readonly credential_types?: ReadonlyArray<string> | undefined
}

export interface InvokeContext {
  /** The step's timeout: the integration must give up by then (the engine enforces it too). */
  readonly timeoutMs: number
  readonly stepId: string
  /**
   * The suppression lists of the lead's account (the engine passes its own port), so a plugin
   * that reads or writes lists only ever touches that account's.
   */
  readonly lists?: SuppressionLists["Type"] | undefined
}

/**
 * An integration as the engine sees it. The plugin runtime (`@leadflow/integrations`) builds these
 * from plugin packages; tests and embedders may write them by hand.
 */
export interface IntegrationHandler {
  /** Module id, `<package>.<inbound|outbound>.<name>`. */
  readonly id: string
  readonly type: "delivery" | "enhancement" | "marketplace enhancement" | "inbound"
  readonly packageVersion: string
  readonly requestVariables: ReadonlyArray<VariableInfo>
  readonly responseVariables: ReadonlyArray<VariableInfo>
  /**
   * True when `invoke` itself ends within `InvokeContext.timeoutMs` (the plugin runtime's HTTP
   * calls carry the timeout): the engine then skips its own timer race, which costs more than a
   * fast delivery. Leave it unset for anything that might hang.
   */
  readonly timeoutEnforced?: boolean | undefined
  /**
   * Request variables whose values are secrets (API keys, passwords): a step mapping that sets one
   * is recorded on events with its value masked.
   */
  readonly secretVariables?: ReadonlySet<string> | undefined
  /** A message means "skip this step", with the message as reason. */
  readonly validate?: ((vars: Readonly<Record<string, unknown>>) => string | undefined) | undefined
  readonly invoke: (
    vars: Readonly<Record<string, unknown>>,
    context: InvokeContext
  ) => Effect.Effect<IntegrationResult, IntegrationError>
}

/** Finds integrations by module id. */
export class Integrations extends Context.Tag("@leadflow/core/Integrations")<
  Integrations,
  {
    readonly lookup: (moduleId: string) => IntegrationHandler | undefined
    /**
     * The version of the package a module (inbound or outbound) belongs to, recorded on source
     * events as `package_version`. Optional: without it, only outbound modules' versions are known.
     */
    readonly packageVersion?: ((moduleId: string) => string | undefined) | undefined
  }
>() {}

/**
 * The step key an integration's data is appended under: the package name without its
 * `leadflow-` prefix (`leadflow-suppressionlist.outbound.query_item` → `suppressionlist`).
 */
export const packageKey = (moduleId: string): string => {
  const pkg = moduleId.split(".")[0] ?? moduleId
  const bare = pkg.replace(/^@[^/]+\//, "").replace(/^(leadflow|leadconduit)-/, "")
  return bare.replace(/[^A-Za-z0-9_]+/g, "_").toLowerCase()
}

/**
 * Where inside the step key a module's response lands: the prefix of its response variable that
 * ends in `outcome` (`query_item.outcome` → `query_item`; a root `outcome` → none).
 */
export const appendPrefix = (responseVariables: ReadonlyArray<VariableInfo>): string => {
  for (const v of responseVariables) {
    if (v.name === "outcome") return ""
    if (v.name.endsWith(".outcome")) return v.name.slice(0, -".outcome".length)
  }
  return ""
}
