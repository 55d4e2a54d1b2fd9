import { Effect, Schema } from "effect"
import { Changelog, type ChangelogParams, type ChangelogType } from "@leadflow/api"
import { changelogFilter, listChangelogs } from "./ChangelogQuery.js"

/** Stored changelogs as responses (they are written by this package, so they decode). */
export const toChangelogs = (bodies: ReadonlyArray<Record<string, unknown>>) =>
  Effect.orDie(Schema.decodeUnknown(Schema.Array(Changelog))(bodies))

export const toChangelog = (body: Record<string, unknown>) => Effect.orDie(Schema.decodeUnknown(Changelog)(body))

/** The changelogs a query selects, optionally scoped to one record (the path's id wins). */
export const queryChangelogs = (
  accountId: string,
  params: ChangelogParams,
  scope?: { readonly type: ChangelogType; readonly id: string }
) =>
  Effect.gen(function* () {
    const filter = yield* changelogFilter(params, scope)
    return yield* toChangelogs(yield* listChangelogs(accountId, filter))
  })
