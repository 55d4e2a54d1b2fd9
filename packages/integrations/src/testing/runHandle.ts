import { Cause, Effect, Exit } from "effect"
import { appendPrefix, assocPath, MemorySuppressionListsLayer, timeoutSeconds } from "@leadflow/core"
import type { Appended, HandleIntegration, OutboundRequest } from "../Contract.js"
import { fakeHttp, type CannedAnswers } from "./fakeHttp.js"
import { engineVars } from "./typed.js"

/** What a handle integration did, as the runtime would record it. */
export interface HandleRun {
  /** What gets appended: the handle's data, or the runtime's `{ outcome: "error", reason }` when it failed. */
  readonly appended: Appended
  /** True when `handle` failed with an IntegrationError (`appended` is then the runtime's, not the handle's). */
  readonly failed: boolean
  /**
   * True when that failure is the one `http.send` failed with (a transport failure, or a request
   * beyond the canned answers), passed on as it is: its reason is the client's, not the handle's.
   */
  readonly failedInHttp: boolean
  /** The requests it sent, in order. */
  readonly requests: ReadonlyArray<OutboundRequest>
}

const errorMessage = (e: unknown): string => (e instanceof Error ? e.message : String(e))

/**
 * Run a handle integration without a server: vars typed as the engine types them, a fake `http`
 * answering `answers` in order, the step timeout from `timeout_seconds`, and in-memory
 * suppression lists. A failure with an IntegrationError becomes the error the runtime appends
 * (under the module's append prefix). A `handle` that throws or dies is a bug, and rejects.
 */
export const runHandle = async (
  integration: HandleIntegration,
  vars: Readonly<Record<string, unknown>>,
  answers: CannedAnswers = []
): Promise<HandleRun> => {
  const typed = engineVars(integration.request_variables, vars)
  const fake = fakeHttp(answers)
  // The failures the client itself produced, to tell them from the handle's own.
  const httpFailures = new Set<unknown>()
  const http = { ...fake, send: (request: OutboundRequest) => fake.send(request).pipe(Effect.tapError((e) => Effect.sync(() => httpFailures.add(e)))) }
  let exit: Exit.Exit<Appended, unknown>
  try {
    const context = { http, timeoutMs: timeoutSeconds(typed["timeout_seconds"]) * 1000 }
    exit = await Effect.runPromiseExit(integration.handle(typed, context).pipe(Effect.provide(MemorySuppressionListsLayer)))
  } catch (e) {
    throw new Error(`handle threw (the engine would record an error): ${errorMessage(e)}`)
  }
  if (Exit.isSuccess(exit)) return { appended: exit.value, failed: false, failedInHttp: false, requests: fake.requests }
  const failure = Cause.failureOption(exit.cause)
  if (failure._tag === "None") throw new Error(`handle died (fail with an IntegrationError instead): ${Cause.pretty(exit.cause)}`)
  const error = failure.value as { readonly reason?: unknown }
  const reason = typeof error.reason === "string" && error.reason !== "" ? error.reason : "unspecified error"
  const prefix = appendPrefix(integration.response_variables)
  const appended = prefix === "" ? { outcome: "error", reason } : assocPath({}, prefix, { outcome: "error", reason })
  return { appended, failed: true, failedInHttp: httpFailures.has(failure.value), requests: fake.requests }
}
