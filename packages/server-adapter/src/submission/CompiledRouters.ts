import { Context } from "effect"

/**
 * The compiled routers the submission path runs, cached per router like `CompiledFlows`. The
 * routers API calls `invalidate` after every change; other processes' changes are picked up by
 * revalidation (about once a second).
 */
export interface CompiledRoutersService {
  /** Forget one router (`routerId`) or every router of the account. */
  readonly invalidate: (accountId: string, routerId?: string) => void
}

export class CompiledRouters extends Context.Tag("@leadflow/server-adapter/CompiledRouters")<
  CompiledRouters,
  CompiledRoutersService
>() {}
