import { HttpApiBuilder } from "@effect/platform"
import { CurrentAccount, MainApi } from "@leadflow/api"
import { Effect } from "effect"
import { Entities } from "../../services/entities/Entities.js"
import { orUnavailable } from "../StoreFailures.js"

/** Handlers of the `entities` group. */
export const EntitiesLive = HttpApiBuilder.group(MainApi, "entities", (handlers) =>
  Effect.gen(function* () {
    const entities = yield* Entities
    const forAccount = <A, E>(f: (accountId: string) => Effect.Effect<A, E>) =>
      orUnavailable(Effect.flatMap(CurrentAccount, (account) => f(account.id)))
    return handlers
      .handle("list", () => forAccount(entities.list))
      .handle("get", ({ path }) => forAccount((account) => entities.get(account, path.id)))
      .handle("create", ({ payload }) => forAccount((account) => entities.create(account, payload)))
      .handle("update", ({ path, payload }) => forAccount((account) => entities.update(account, path.id, payload)))
      .handle("delete", ({ path }) => forAccount((account) => entities.remove(account, path.id)))
      .handle("changelogs", ({ path, urlParams }) => forAccount((account) => entities.changelogs(account, path.id, urlParams)))
  })
)
