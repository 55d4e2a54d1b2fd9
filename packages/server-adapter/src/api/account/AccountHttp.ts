import { HttpApiBuilder } from "@effect/platform"
import { CurrentAccount, MainApi } from "@leadflow/api"
import { Effect } from "effect"
import { AccountKeys } from "../../services/account/AccountKeys.js"
import { orUnavailable } from "../StoreFailures.js"

/**
 * Handlers of the `account` group. The caller's scope is already checked (only `full` keys reach
 * the key endpoints, see `KeyScopePolicy`); every call takes the caller's account, so a key of
 * another account is not there to list or revoke.
 */
export const AccountLive = HttpApiBuilder.group(MainApi, "account", (handlers) =>
  Effect.gen(function* () {
    const keys = yield* AccountKeys
    return handlers
      .handle("getAccount", () => CurrentAccount)
      .handle("listKeys", () => orUnavailable(Effect.flatMap(CurrentAccount, (account) => keys.list(account.id))))
      .handle("createKey", ({ payload }) => orUnavailable(Effect.flatMap(CurrentAccount, (account) => keys.create(account.id, payload))))
      .handle("revokeKey", ({ path }) => orUnavailable(Effect.flatMap(CurrentAccount, (account) => keys.revoke(account.id, path.id))))
  })
)
