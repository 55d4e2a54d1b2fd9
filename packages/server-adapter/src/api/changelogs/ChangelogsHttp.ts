import { HttpApiBuilder } from "@effect/platform"
import { CurrentAccount, MainApi } from "@leadflow/api"
import { Effect } from "effect"
import { Changelogs } from "../../services/changelogs/Changelogs.js"
import { orUnavailable } from "../StoreFailures.js"

/** Handlers of the `changelogs` group. */
export const ChangelogsLive = HttpApiBuilder.group(MainApi, "changelogs", (handlers) =>
  Effect.gen(function* () {
    const changelogs = yield* Changelogs
    const forAccount = <A, E>(f: (accountId: string) => Effect.Effect<A, E>) =>
      orUnavailable(Effect.flatMap(CurrentAccount, (account) => f(account.id)))
    return handlers
      .handle("list", ({ urlParams }) => forAccount((account) => changelogs.list(account, urlParams)))
      .handle("get", ({ path }) => forAccount((account) => changelogs.get(account, path.id)))
  })
)
