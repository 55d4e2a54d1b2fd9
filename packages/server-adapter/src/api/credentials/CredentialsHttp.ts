import { HttpApiBuilder, HttpServerResponse } from "@effect/platform"
import { CurrentAccount, MainApi, ServiceUnavailable } from "@leadflow/api"
import { Effect } from "effect"
import { Credentials } from "../../services/credentials/Credentials.js"
import { orUnavailable } from "../StoreFailures.js"

/** A sealing failure (the credentials key) is a 503 too, with its message (never a secret). */
const orSealingUnavailable = <A, E, R>(effect: Effect.Effect<A, E, R>) =>
  Effect.catchIf(
    effect,
    (error): error is Extract<E, { readonly _tag: "SecretBoxError"; readonly message: string }> =>
      typeof error === "object" && error !== null && "_tag" in error && error._tag === "SecretBoxError",
    (error) => Effect.fail(new ServiceUnavailable({ error: error.message }))
  )

/** Handlers of the `credentials` group. */
export const CredentialsLive = HttpApiBuilder.group(MainApi, "credentials", (handlers) =>
  Effect.gen(function* () {
    const credentials = yield* Credentials
    const forAccount = <A, E>(f: (accountId: string) => Effect.Effect<A, E>) =>
      orSealingUnavailable(orUnavailable(Effect.flatMap(CurrentAccount, (account) => f(account.id))))
    return handlers
      .handle("list", () => forAccount(credentials.list))
      .handle("create", ({ payload }) => forAccount((account) => credentials.create(account, payload)))
      .handle("get", ({ path }) => forAccount((account) => credentials.get(account, path.id)))
      .handle("update", ({ path, payload }) => forAccount((account) => credentials.update(account, path.id, payload)))
      .handleRaw("remove", ({ path }) =>
        forAccount((account) =>
          Effect.flatMap(credentials.remove(account, path.id), (removal) =>
            removal.referenced ? Effect.orDie(HttpServerResponse.json(removal.result, { status: 202 })) : Effect.succeed(HttpServerResponse.empty({ status: 200 }))
          )
        )
      )
  })
)
