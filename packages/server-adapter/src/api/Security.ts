import { HttpServerRequest } from "@effect/platform"
import { Effect, Layer, Option, Redacted } from "effect"
import { type Account, Authentication, Forbidden, KeyOutOfScope, keyRefusal, OptionalAuthentication, ServiceUnavailable, Unauthorized } from "@leadflow/api"
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

/** Why the key's scope does not allow this request, or undefined when it does. */
const refusalOf = (found: Authenticated) =>
  Effect.map(HttpServerRequest.HttpServerRequest, (request) => scopeRefusal(found.key.scope, request.method, routedPathOf(request.url)))

/** The key's account when its scope allows this request; else why not. */
const admitted = (found: Authenticated) =>
  Effect.flatMap(refusalOf(found), (refusal) => (refusal === undefined ? Effect.succeed(found.account) : Effect.fail(new Forbidden({ error: refusal }))))

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

/**
 * No key or a wrong one: no account. A good key of a scope that does not allow the request:
 * `KeyOutOfScope` with the refusal, so that a handler needing an account answers 403 with it
 * rather than 401 (and a public way in, a share or ping-URL token, works as without a key).
 */
const optionalCaller = (found: Option.Option<Authenticated>) =>
  Option.match(found, {
    onNone: () => Effect.succeed(undefined),
    onSome: (authenticated) =>
      Effect.map(refusalOf(authenticated), (refusal): Account | KeyOutOfScope =>
        refusal === undefined ? authenticated.account : new KeyOutOfScope({ refusal })
      )
  })

export const OptionalAuthenticationLive = Layer.effect(
  OptionalAuthentication,
  Effect.map(Effect.context<Accounts>(), (context) =>
    OptionalAuthentication.of({
      basic: (credentials) =>
        lookup(credentials.password).pipe(
          Effect.provide(context),
          Effect.flatMap(optionalCaller),
          // Storage unavailable: answered as without a key (the public ways in still work).
          Effect.orElseSucceed(() => undefined),
          Effect.tap((caller) => (caller === undefined || caller instanceof KeyOutOfScope ? Effect.void : noteRequestAccount(caller.id)))
        )
    })
  )
)

/**
 * For a handler behind `OptionalAuthentication` whose work needs an account (a report by id): its
 * 401 (no account) is a 403 with the refusal when a good key of a scope that does not allow the
 * request was sent, as `Authentication` answers it; without a key, or with a wrong one, it stays 401.
 */
export const keyOutOfScopeForbidden = <A, E, R>(effect: Effect.Effect<A, E, R>): Effect.Effect<A, E | Forbidden, R> =>
  Effect.catchAll(effect, (error): Effect.Effect<never, E | Forbidden> =>
    error instanceof Unauthorized
      ? Effect.flatMap(keyRefusal, (refusal) => Effect.fail(refusal === undefined ? error : new Forbidden({ error: refusal })))
      : Effect.fail(error)
  )
