import { HttpApiBuilder } from "@effect/platform"
import { Effect, Option } from "effect"
import { Documents } from "../../storage/Documents.js"
import { CurrentAccount } from "../CurrentAccount.js"
import { NotFound } from "../Errors.js"
import { orUnavailable } from "../flows/StoreFailures.js"
import { MainApi } from "../MainApi.js"
import { queryChangelogs, toChangelog } from "./ChangelogListing.js"

/** Handlers of the `changelogs` group. */
export const ChangelogsLive = HttpApiBuilder.group(MainApi, "changelogs", (handlers) =>
  handlers
    .handle("list", ({ urlParams }) =>
      Effect.gen(function* () {
        const account = yield* CurrentAccount
        return yield* queryChangelogs(account.id, urlParams)
      }).pipe(orUnavailable)
    )
    .handle("get", ({ path }) =>
      Effect.gen(function* () {
        const account = yield* CurrentAccount
        const documents = yield* Documents
        const found = yield* documents.get("changelogs", account.id, path.id.toLowerCase())
        if (Option.isNone(found)) return yield* Effect.fail(new NotFound({ error: `No changelog ${path.id}` }))
        return yield* toChangelog({ ...found.value.body, id: found.value.id })
      }).pipe(orUnavailable)
    )
)
