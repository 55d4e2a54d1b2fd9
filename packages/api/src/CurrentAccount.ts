import { Context, Data, Effect, Option } from "effect"
import type { Account } from "./Account.js"

/** The account whose API key authenticated the request. */
export class CurrentAccount extends Context.Tag("@leadflow/api/CurrentAccount")<CurrentAccount, Account>() {}

/**
 * A good API key whose scope does not allow the request (a `read` key's POST, a `submit` key on
 * the management API), sent to an endpoint behind `OptionalAuthentication`. It opens nothing
 * there: a public way in (a report's share token, a ping URL's token, a package by id) works as
 * without a key. Where the endpoint needs an account, the caller is told why the key is refused
 * (403 with `refusal`, the same words `Authentication` answers), not that no key was sent (401).
 */
export class KeyOutOfScope extends Data.TaggedClass("KeyOutOfScope")<{
  /** Why the key's scope does not allow the request: the `error` of `Authentication`'s 403. */
  readonly refusal: string
}> {}

/**
 * The caller of an optionally authenticated request (a package by id, a report by token, a
 * certificate ping): the account of a good key; `KeyOutOfScope` for a good key of a scope that
 * does not allow the request; undefined without a key (or with a wrong one).
 */
export class MaybeAccount extends Context.Tag("@leadflow/api/MaybeAccount")<
  MaybeAccount,
  Account | KeyOutOfScope | undefined
>() {}

/**
 * The caller of an endpoint behind `OptionalAuthentication`, as `MaybeAccount` has it. Read as an
 * optional service: the platform's types do not count an optional middleware as providing
 * `MaybeAccount`, so a plain `yield* MaybeAccount` would leak it into the handler's requirements.
 */
export const maybeCaller: Effect.Effect<Account | KeyOutOfScope | undefined> = Effect.map(
  Effect.serviceOption(MaybeAccount),
  (found) => Option.getOrUndefined(Option.flatMap(found, Option.fromNullable))
)

/**
 * The account of an endpoint behind `OptionalAuthentication`, if a good key of a scope that allows
 * the request was sent; a key out of scope counts as none (see `keyRefusal` for why it was refused).
 */
export const maybeAccount: Effect.Effect<Account | undefined> = Effect.map(maybeCaller, (caller) =>
  caller instanceof KeyOutOfScope ? undefined : caller
)

/** Why the request's key was refused, when a good key of a scope that does not allow it was sent. */
export const keyRefusal: Effect.Effect<string | undefined> = Effect.map(maybeCaller, (caller) =>
  caller instanceof KeyOutOfScope ? caller.refusal : undefined
)
