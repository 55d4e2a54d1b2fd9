import { HttpApiMiddleware, HttpApiSecurity, OpenApi } from "@effect/platform"
import { Effect, Layer, Option, Redacted, Schema } from "effect"
import { Accounts } from "../accounts/Accounts.js"
import { CurrentAccount, MaybeAccount } from "./CurrentAccount.js"
import { ServiceUnavailable, Unauthorized } from "./Errors.js"
import { noteRequestAccount } from "../observability/RequestAccount.js"

/**
 * HTTP Basic auth with the username `API` and the account's API key as the password. The batch
 * API takes any username (its examples do), so the username is not checked: the key decides.
 */
export const basicSecurity = HttpApiSecurity.basic.pipe(
  HttpApiSecurity.annotate(OpenApi.Description, "HTTP Basic: username `API`, password the account's API key")
)

export class Authentication extends HttpApiMiddleware.Tag<Authentication>()("Authentication", {
  failure: Schema.Union(Unauthorized, ServiceUnavailable),
  provides: CurrentAccount,
  security: { basic: basicSecurity }
}) {}

/** For the public-or-private cases: an account when a good key is sent, none otherwise. */
export class OptionalAuthentication extends HttpApiMiddleware.Tag<OptionalAuthentication>()("OptionalAuthentication", {
  optional: true,
  provides: MaybeAccount,
  security: { basic: basicSecurity }
}) {}

const unauthorized = new Unauthorized({ error: "API key is missing, incorrect or wrongly specified" })

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
          Effect.flatMap(Option.match({ onNone: () => Effect.fail(unauthorized), onSome: Effect.succeed })),
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
          Effect.map(Option.getOrUndefined),
          Effect.orElseSucceed(() => undefined),
          Effect.tap((account) => (account === undefined ? Effect.void : noteRequestAccount(account.id)))
        )
    })
  )
)
