import { HttpApiBuilder } from "@effect/platform"
import { CurrentAccount, MainApi, ServiceUnavailable } from "@leadflow/api"
import { Effect } from "effect"
import { Routers } from "../../services/routers/Routers.js"

/** Handlers of the `routers` group: storage failures are a 503. */
export const RoutersLive = HttpApiBuilder.group(MainApi, "routers", (handlers) =>
  Effect.gen(function* () {
    const routers = yield* Routers
    const forAccount = <A, E>(f: (accountId: string) => Effect.Effect<A, E | { readonly _tag: "StoreError" }>) =>
      Effect.flatMap(CurrentAccount, (account) => f(account.id)).pipe(
        Effect.catchIf(
          (error): error is { readonly _tag: "StoreError" } =>
            typeof error === "object" && error !== null && "_tag" in error && error._tag === "StoreError",
          () => Effect.fail(new ServiceUnavailable({ error: "storage unavailable" }))
        )
      ) as Effect.Effect<A, Exclude<E, { readonly _tag: "StoreError" }> | ServiceUnavailable, CurrentAccount>
    return handlers
      .handle("list", () => forAccount(routers.list))
      .handle("create", ({ payload }) => forAccount((account) => routers.create(account, payload)))
      .handle("get", ({ path }) => forAccount((account) => routers.get(account, path.id)))
      .handle("update", ({ path, payload }) => forAccount((account) => routers.update(account, path.id, payload)))
      .handle("delete", ({ path }) => forAccount((account) => routers.remove(account, path.id)))
  })
)
