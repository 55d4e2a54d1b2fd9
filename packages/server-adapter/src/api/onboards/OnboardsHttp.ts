import { HttpApiBuilder } from "@effect/platform"
import { CurrentAccount, MainApi } from "@leadflow/api"
import { Effect } from "effect"
import { Onboards } from "../../services/onboards/Onboards.js"
import { orUnavailable } from "../StoreFailures.js"

/** Handlers of the `onboards` group. */
export const OnboardsLive = HttpApiBuilder.group(MainApi, "onboards", (handlers) =>
  Effect.gen(function* () {
    const onboards = yield* Onboards
    const forAccount = <A, E>(f: (accountId: string) => Effect.Effect<A, E>) =>
      orUnavailable(Effect.flatMap(CurrentAccount, (account) => f(account.id)))
    return handlers
      .handle("createOnboard", ({ payload }) => forAccount((account) => onboards.create(account, payload)))
      .handle("getOnboard", ({ path }) => forAccount((account) => onboards.get(account, path.id)))
      .handle("updateOnboard", ({ path, payload }) => forAccount((account) => onboards.update(account, path.id, payload)))
  })
)
