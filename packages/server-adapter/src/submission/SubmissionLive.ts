import type { SqlClient } from "@effect/sql"
import type { IntegrationRuntime } from "@leadflow/integrations"
import { Context, Effect, Layer, Runtime } from "effect"
import type { Documents } from "../storage/Documents.js"
import { makeFlowLoader, type LoadedFlow } from "./CompiledFlowLoader.js"
import { CompiledFlows } from "./CompiledFlows.js"
import { makeRouterLoader, type LoadedRouter } from "./CompiledRouterLoader.js"
import { CompiledRouters } from "./CompiledRouters.js"
import { RevalidatingCache } from "./RevalidatingCache.js"
import { ServerConfig } from "../server/ServerConfig.js"
import { currentDatabaseTimeouts } from "../storage/DatabaseTimeouts.js"
import { SubmissionHandler } from "./SubmissionHandler.js"
import { makeLeadObserver } from "../observability/LeadObserver.js"
import { TracingEnabled } from "../observability/Tracing.js"
import { type AccountRunner, makeSubmissionHandler, type SubmissionServices } from "./SubmissionServer.js"
import { type AccountBound, AccountPorts } from "../accounts/AccountPorts.js"

/**
 * The lead submission path and its caches of compiled flows and routers. The services are
 * captured once, as a `Runtime`, so that each lead runs with `Runtime.runPromise` and nothing is
 * provided per request.
 */

/** How long a compiled flow or router is used before its stored version is checked again. */
export const revalidateMs = 1_000

export const SubmissionLive = Layer.effectContext(
  Effect.gen(function* () {
    const runtime = yield* Effect.runtime<
      Exclude<SubmissionServices, AccountBound> | SqlClient.SqlClient | Documents | IntegrationRuntime
    >()
    const run = Runtime.runPromise(runtime)
    const ports = yield* AccountPorts
    // One runtime per account, made on its first lead: the shared services plus that account's
    // counters, suppression lists and credentials. Nothing is provided per lead.
    const runners = new Map<string, AccountRunner>()
    const runFor = (accountId: string): AccountRunner => {
      let runner = runners.get(accountId)
      if (runner === undefined) {
        runner = Runtime.runPromise(
          Runtime.make({
            context: Context.merge(runtime.context, ports.of(accountId)),
            fiberRefs: runtime.fiberRefs,
            runtimeFlags: runtime.runtimeFlags
          })
        )
        runners.set(accountId, runner)
      }
      return runner
    }
    const loadFlow = yield* makeFlowLoader
    const loadRouter = yield* makeRouterLoader
    // A reload that the database does not answer is given up after `lookupTimeoutMs` (its query
    // interrupted), and the copy already compiled serves meanwhile (`RevalidatingCache`).
    const { lookupTimeoutMs } = yield* currentDatabaseTimeouts
    const flows = new RevalidatingCache<LoadedFlow>(
      (id, previous, signal) => run(loadFlow(id, previous), { signal }),
      revalidateMs,
      Date.now,
      lookupTimeoutMs
    )
    const routers = new RevalidatingCache<LoadedRouter>(
      (id, previous, signal) => run(loadRouter(id, previous), { signal }),
      revalidateMs,
      Date.now,
      lookupTimeoutMs
    )
    const config = yield* ServerConfig
    const metrics = config.metrics?.enabled ?? true
    const traced = yield* TracingEnabled
    const handler = makeSubmissionHandler({
      flows,
      routers,
      runFor,
      observer: makeLeadObserver(runtime, { metrics }),
      traced,
      leadSlots: config.maxInFlight,
      ...(config.maxInFlightPerAccount === undefined ? {} : { maxLeadsPerAccount: config.maxInFlightPerAccount })
    })
    return Context.make(SubmissionHandler, handler).pipe(
      Context.add(CompiledFlows, CompiledFlows.of({ invalidate: (accountId, flowId) => flows.invalidate(accountId, flowId) })),
      Context.add(
        CompiledRouters,
        CompiledRouters.of({ invalidate: (accountId, routerId) => routers.invalidate(accountId, routerId) })
      )
    )
  })
)
