import { HttpApiBuilder } from "@effect/platform"
import { CurrentAccount, MainApi } from "@leadflow/api"
import { Effect } from "effect"
import { Fields } from "../../services/fields/Fields.js"
import { orUnavailable } from "../StoreFailures.js"

/** Handlers of the `fields` group. */
export const FieldsLive = HttpApiBuilder.group(MainApi, "fields", (handlers) =>
  Effect.gen(function* () {
    const fields = yield* Fields
    const forAccount = <A, E>(f: (accountId: string) => Effect.Effect<A, E>) =>
      orUnavailable(Effect.flatMap(CurrentAccount, (account) => f(account.id)))
    return handlers
      .handle("list", () => forAccount(fields.list))
      .handle("get", ({ path }) => forAccount((account) => fields.get(account, path.id)))
      .handle("create", ({ payload }) => forAccount((account) => fields.create(account, payload)))
      .handle("update", ({ path, payload }) => forAccount((account) => fields.update(account, path.id, payload)))
      .handle("delete", ({ path }) => forAccount((account) => fields.remove(account, path.id)))
      .handle("changelogs", ({ path, urlParams }) => forAccount((account) => fields.changelogs(account, path.id, urlParams)))
  })
)
