import type { KeyScope } from "@leadflow/api"
import { NotFound } from "@leadflow/api"
import { Effect, Option } from "effect"
import { Accounts } from "../../accounts/Accounts.js"
import { dependencies } from "../Dependencies.js"

/**
 * An account's API keys: list, create (the key in clear once), revoke. Every method takes the
 * account, so a key of another account is not there to list or revoke (`NotFound`, as if it had
 * never been). Scopes are checked by the HTTP middleware before a handler calls this.
 */
export class AccountKeys extends Effect.Service<AccountKeys>()("@leadflow/server-adapter/AccountKeys", {
  effect: Effect.gen(function* () {
    const run = yield* dependencies<Accounts>()
    const list = (accountId: string) => run(Effect.flatMap(Accounts, (accounts) => accounts.listKeys(accountId)))
    const create = (accountId: string, input: { readonly name: string; readonly scope: KeyScope }) =>
      run(
        Effect.gen(function* () {
          const created = yield* (yield* Accounts).createKey(accountId, { name: input.name.trim(), scope: input.scope })
          // The caller's account was just authenticated: it is gone only if deleted meanwhile.
          if (Option.isNone(created)) return yield* Effect.fail(new NotFound({ error: `Account ${accountId} not found` }))
          return { ...created.value.record, key: created.value.key }
        })
      )
    const revoke = (accountId: string, keyId: string) =>
      run(
        Effect.gen(function* () {
          // Key ids are lower-case hex, taken in any case as every other id is.
          const revoked = yield* (yield* Accounts).revokeKey(accountId, keyId.trim().toLowerCase())
          if (Option.isNone(revoked)) return yield* Effect.fail(new NotFound({ error: `API key ${keyId} not found` }))
          return revoked.value
        })
      )
    return { list, create, revoke } as const
  })
}) {}
