import type { SqlClient } from "@effect/sql"
import type { StoreError } from "@leadflow/core"
import { Effect } from "effect"
import { Documents } from "../../storage/Documents.js"
import { deployedBodies } from "../../storage/FlowVersions.js"

/**
 * The account's flows that use something, in their saved draft or their deployed version (what
 * runs), named `id ("name")` for an answer that refuses to delete it: an entity or a list that a
 * deployed flow uses must not go while the draft saved since does not name it.
 */
export const flowsUsing = (
  accountId: string,
  uses: (body: unknown) => boolean
): Effect.Effect<ReadonlyArray<string>, StoreError, Documents | SqlClient.SqlClient> =>
  Effect.gen(function* () {
    const drafts = yield* (yield* Documents).list("flows", accountId, { sort: "asc" })
    const deployed = yield* deployedBodies(accountId)
    return drafts
      .filter((doc) => uses(doc.body) || (deployed.has(doc.id) && uses(deployed.get(doc.id))))
      .map((doc) => `${doc.id}${typeof doc.body["name"] === "string" ? ` (${JSON.stringify(doc.body["name"])})` : ""}`)
  })
