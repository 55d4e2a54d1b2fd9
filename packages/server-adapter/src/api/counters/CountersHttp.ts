import { HttpApiBuilder } from "@effect/platform"
import { CurrentAccount, MainApi } from "@leadflow/api"
import { Effect } from "effect"
import { CounterReadings } from "../../services/counters/CounterReadings.js"
import { orUnavailable } from "../StoreFailures.js"

/** Handlers of the `counters` group. */
export const CountersLive = HttpApiBuilder.group(MainApi, "counters", (handlers) =>
  Effect.gen(function* () {
    const counters = yield* CounterReadings
    const forAccount = <A, E>(f: (accountId: string) => Effect.Effect<A, E>) =>
      orUnavailable(Effect.flatMap(CurrentAccount, (account) => f(account.id)))
    return handlers
      .handle("listCaps", ({ urlParams }) => forAccount((account) => counters.caps(account, urlParams.flow_id)))
      .handle("getCap", ({ path }) => forAccount((account) => counters.cap(account, path.id)))
      .handle("listPingLimits", ({ urlParams }) => forAccount((account) => counters.pingLimits(account, urlParams.flow_id)))
      .handle("listPingLimitsDashed", ({ urlParams }) => forAccount((account) => counters.pingLimits(account, urlParams.flow_id)))
      .handle("getPingLimit", ({ path }) => forAccount((account) => counters.pingLimit(account, path.id)))
      .handle("getPingLimitDashed", ({ path }) => forAccount((account) => counters.pingLimit(account, path.id)))
  })
)
