import { type ChangelogParams, NotFound } from "@leadflow/api"
import { Effect, Option } from "effect"
import type { SqlClient } from "@effect/sql"
import { Documents } from "../../storage/Documents.js"
import { dependencies } from "../Dependencies.js"
import { queryChangelogs, toChangelog } from "./ChangelogListing.js"

/** The account's changelogs: what changed in its flows, fields and entities, by whom and when. */
export class Changelogs extends Effect.Service<Changelogs>()("@leadflow/server-adapter/Changelogs", {
  effect: Effect.gen(function* () {
    const run = yield* dependencies<Documents | SqlClient.SqlClient>()
    const list = (accountId: string, params: ChangelogParams = {}) => run(queryChangelogs(accountId, params))
    const get = (accountId: string, id: string) =>
      run(
        Effect.gen(function* () {
          const found = yield* (yield* Documents).get("changelogs", accountId, id.toLowerCase())
          if (Option.isNone(found)) return yield* Effect.fail(new NotFound({ error: `No changelog ${id}` }))
          return yield* toChangelog({ ...found.value.body, id: found.value.id })
        })
      )
    return { list, get } as const
  })
}) {}
