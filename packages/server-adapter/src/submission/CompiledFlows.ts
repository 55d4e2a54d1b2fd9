import { Context } from "effect"

/**
 * The compiled flows the submission path runs, cached per flow. The management API calls
 * `invalidate` whenever it creates, updates, deploys or deletes a flow (or changes what a flow
 * compiles against), so the next lead runs the new version; the cache also re-checks the
 * stored version now and then, so that other server processes' changes are picked up.
 */
export interface CompiledFlowsService {
  /** Forget the compiled form of one flow (`flowId`) or of every flow of the account. */
  readonly invalidate: (accountId: string, flowId?: string) => void
}

export class CompiledFlows extends Context.Tag("@leadflow/server-adapter/CompiledFlows")<CompiledFlows, CompiledFlowsService>() {}
