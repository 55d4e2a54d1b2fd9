import { Context } from "effect"
import type { Account } from "../accounts/Accounts.js"

/** The account whose API key authenticated the request. */
export class CurrentAccount extends Context.Tag("@leadflow/server-adapter/CurrentAccount")<CurrentAccount, Account>() {}

/** The account of an optionally authenticated request (a package by id, a report by token). */
export class MaybeAccount extends Context.Tag("@leadflow/server-adapter/MaybeAccount")<
  MaybeAccount,
  Account | undefined
>() {}
