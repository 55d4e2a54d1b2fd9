import { HttpApiBuilder } from "@effect/platform"
import { CurrentAccount, MainApi } from "@leadflow/api"
import { Effect } from "effect"
import { Routers } from "../../services/routers/Routers.js"
import { orUnavailable } from "../StoreFailures.js"

/** Handlers of the `routers` group: storage failures are a 503 (`orUnavailable`). */
export const RoutersLive = HttpApiBuilder.group(MainApi, "routers", (handlers) =>
  Effect.gen(function* () {
    const routers = yield* Routers
    const forAccount = <A, E>(f: (accountId: string) => Effect.Effect<A, E>) =>
      orUnavailable(Effect.flatMap(CurrentAccount, (account) => f(account.id)))
    return handlers
      .handle("list", () => forAccount(routers.list))
      .handle("create", ({ payload }) => forAccount((account) => routers.create(account, payload)))
      .handle("get", ({ path }) => forAccount((account) => routers.get(account, path.id)))
      .handle("update", ({ path, payload }) => forAccount((account) => routers.update(account, path.id, payload)))
      .handle("delete", ({ path }) => forAccount((account) => routers.remove(account, path.id)))
  })
)
