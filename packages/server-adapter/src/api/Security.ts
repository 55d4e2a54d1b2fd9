import { HttpServerRequest } from "@effect/platform"
import { Effect, Layer, Option, Redacted } from "effect"
import { type Account, Authentication, Forbidden, OptionalAuthentication, ServiceUnavailable, Unauthorized } from "@leadflow/api"
import { Accounts, type Authenticated } from "../accounts/Accounts.js"
import { scopeRefusal } from "./KeyScopePolicy.js"
import { noteRequestAccount } from "../observability/RequestAccount.js"

/**
 * The authentication middlewares of `@leadflow/api`: an API key names its account (`Accounts`), and
 * a good key whose scope does not allow the request is a 403 (see `KeyScopePolicy`), not a 401.
 */

const unauthorized = new Unauthorized({ error: "API key is missing, incorrect or wrongly specified" })

/**
 * The path as the router reads it, for the scope policy: the router matches without regard to
 * case, decodes `%xx`, ignores `;` parameters, a fragment and repeated slashes, so the policy must
 * not see `/Reports/1/%73hare;x` or `//account/keys` as paths other than the route they reach.
 */
export const routedPathOf = (url: string): string => {
  const cut = (text: string): string => {
    const at = text.search(/[?#;]/)
    return at === -1 ? text : text.slice(0, at)
  }
  let path = cut(url)
  try {
    path = cut(decodeURIComponent(path))
  } catch {
    // Not decodable: the router answers it 404 (or 400) itself.
  }
  return path.replace(/\/{2,}/g, "/").toLowerCase()
}

/** The key's account when its scope allows this request; else why not. */
const admitted = (found: Authenticated) =>
  Effect.flatMap(HttpServerRequest.HttpServerRequest, (request) => {
    const refusal = scopeRefusal(found.key.scope, request.method, routedPathOf(request.url))
    return refusal === undefined ? Effect.succeed(found.account) : Effect.fail(new Forbidden({ error: refusal }))
  })

const lookup = (password: Redacted.Redacted<string>) =>
  Effect.flatMap(Accounts, (accounts) => accounts.authenticate(Redacted.value(password)))

export const AuthenticationLive = Layer.effect(
  Authentication,
  Effect.map(Effect.context<Accounts>(), (context) =>
    Authentication.of({
      basic: (credentials) =>
        lookup(credentials.password).pipe(
          Effect.provide(context),
          Effect.catchTag("StoreError", () => Effect.fail(new ServiceUnavailable({ error: "storage unavailable" }))),
          Effect.flatMap((found): Effect.Effect<Account, Unauthorized | Forbidden, HttpServerRequest.HttpServerRequest> =>
            Option.isNone(found) ? Effect.fail(unauthorized) : admitted(found.value)
          ),
          Effect.tap((account) => noteRequestAccount(account.id))
        )
    })
  )
)

export const OptionalAuthenticationLive = Layer.effect(
  OptionalAuthentication,
  Effect.map(Effect.context<Accounts>(), (context) =>
    OptionalAuthentication.of({
      basic: (credentials) =>
        lookup(credentials.password).pipe(
          Effect.provide(context),
          Effect.flatMap(Option.match({ onNone: () => Effect.succeed(undefined), onSome: admitted })),
          Effect.orElseSucceed(() => undefined),
          Effect.tap((account) => (account === undefined ? Effect.void : noteRequestAccount(account.id)))
        )
    })
  )
)
