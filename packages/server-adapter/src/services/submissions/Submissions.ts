import { Engine, type StoreError, type SubmitResult } from "@leadflow/core"
import { NotFound, ValidationFailed } from "@leadflow/api"
import { Context, Effect } from "effect"
import { type AccountBound, AccountPorts } from "../../accounts/AccountPorts.js"
import { afterLead, needsAfterLead, submitWithJobs } from "../../submission/AfterLead.js"
import { type LoadedFlow, makeFlowLoader } from "../../submission/CompiledFlowLoader.js"
import type { SubmissionServices } from "../../submission/SubmissionServer.js"

/** A lead handed to the engine in process: the flow and source it is for, and its fields. */
export interface LeadSubmission {
  readonly flowId: string
  /** The source's entity id (or its short id), as in a submission URL. */
  readonly sourceId: string
  readonly data: Readonly<Record<string, unknown>>
  readonly ip?: string
  /**
   * Whether the submitter proved the source's credentials (`authentication_required`). In
   * process the embedder vouches for its caller, so this defaults to true.
   */
  readonly authenticated?: boolean
}

/**
 * Leads submitted in process: the account's deployed flow (never the draft), run by the engine
 * with that account's counters, lists and credentials, then what follows a stored lead (retries,
 * firehose export), as on the HTTP submission path. A flow of another account does not exist for
 * the caller. Each call reads which version is deployed (one query) and reuses the compiled flow
 * while it has not moved, so a deploy takes effect on the next call.
 */
export class Submissions extends Effect.Service<Submissions>()("@leadflow/server-adapter/Submissions", {
  effect: Effect.gen(function* () {
    const shared = yield* Effect.context<Exclude<SubmissionServices, AccountBound>>()
    const ports = yield* AccountPorts
    const load = yield* makeFlowLoader
    const loaded = new Map<string, LoadedFlow>()
    const contexts = new Map<string, Context.Context<SubmissionServices>>()
    const contextOf = (accountId: string) => {
      let context = contexts.get(accountId)
      if (context === undefined) {
        context = Context.merge(shared, ports.of(accountId))
        contexts.set(accountId, context)
      }
      return context
    }

    const runnable = (accountId: string, flowId: string) =>
      Effect.gen(function* () {
        const id = flowId.toLowerCase()
        const previous = loaded.get(id)
        const flow = yield* load(id, previous?.accountId === accountId ? previous : undefined)
        if (flow === undefined || flow.accountId !== accountId) return yield* Effect.fail(new NotFound({ error: `No flow ${flowId}` }))
        loaded.set(id, flow)
        if (flow.kind === "undeployed")
          return yield* Effect.fail(new NotFound({ error: `Flow ${flowId} is not deployed: deploy it before sending leads` }))
        if (flow.kind === "broken")
          return yield* Effect.fail(new ValidationFailed({ message: `The flow ${flowId} is invalid and cannot take leads`, errors: flow.errors }))
        return flow
      })

    const submit = (accountId: string, lead: LeadSubmission): Effect.Effect<SubmitResult, NotFound | ValidationFailed | StoreError> =>
      Effect.gen(function* () {
        const flow = yield* runnable(accountId, lead.flowId)
        const source = flow.sources.get(lead.sourceId)
        if (source === undefined) return yield* Effect.fail(new NotFound({ error: `No source ${lead.sourceId} in flow ${flow.flowId}` }))
        const context = contextOf(accountId)
        const result = yield* Effect.provide(
          submitWithJobs(
            accountId,
            flow.compiled,
            Engine.submit(flow.compiled, {
              sourceId: source.engineKey,
              data: lead.data,
              ip: lead.ip,
              account: flow.account,
              authenticated: lead.authenticated ?? true
            })
          ),
          context
        )
        if (result.recorded && needsAfterLead(flow.compiled)) yield* Effect.provide(afterLead(accountId, flow.compiled, result), context)
        return result
      }).pipe(Effect.withSpan("Submissions.submit"))

    return { submit } as const
  })
}) {}
