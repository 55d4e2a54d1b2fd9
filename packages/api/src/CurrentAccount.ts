import { Context, Effect, Option } from "effect"
import type { Account } from "./Account.js"

/** The account whose API key authenticated the request. */
export class CurrentAccount extends Context.Tag("@leadflow/api/CurrentAccount")<CurrentAccount, Account>() {}

/** The account of an optionally authenticated request (a package by id, a report by token). */
export class MaybeAccount extends Context.Tag("@leadflow/api/MaybeAccount")<
  MaybeAccount,
  Account | undefined
>() {}

/**
 * The account of an endpoint behind `OptionalAuthentication`, if a good key was sent. Read as an
 * optional service: the platform's types do not count an optional middleware as providing
 * `MaybeAccount`, so a plain `yield* MaybeAccount` would leak it into the handler's requirements.
 */
export const maybeAccount: Effect.Effect<Account | undefined> = Effect.map(Effect.serviceOption(MaybeAccount), (found) =>
  Option.getOrUndefined(Option.flatMap(found, Option.fromNullable))
)
