import { Ids } from "@leadflow/core"
import { Clock, Effect } from "effect"
import { Documents } from "../../storage/Documents.js"
import type { ChangelogAction, ChangelogType } from "@leadflow/api"
import { maskSealed } from "../../secrets/FlowSecrets.js"
import { changes, diff } from "./Delta.js"

type Json = Record<string, unknown>

// Bookkeeping that changes on every write and says nothing about the record.
const noise = new Set(["updated_at", "version"])

const withoutNoise = (record: Json | undefined): Json =>
  Object.fromEntries(Object.entries(record ?? {}).filter(([key]) => !noise.has(key)))

/**
 * Record one create, update or delete of a flow, field or entity in the account's changelogs.
 * Run it in the same transaction as the write it describes.
 */
export const recordChange = (input: {
  readonly accountId: string
  readonly type: ChangelogType
  readonly action: ChangelogAction
  /** The record before the change (absent for a create). */
  readonly before?: Json | undefined
  /** The record after the change (absent for a delete). */
  readonly after?: Json | undefined
}) =>
  Effect.gen(function* () {
    const documents = yield* Documents
    const ids = yield* Ids
    const now = yield* Clock.currentTimeMillis
    const revision = input.after ?? input.before ?? {}
    const delta = diff(withoutNoise(input.before), withoutNoise(input.after))
    const deltaObject = typeof delta === "object" && delta !== null && !Array.isArray(delta) ? (delta as Json) : {}
    yield* documents.insert(
      "changelogs",
      input.accountId,
      ids.next(),
      // Compared sealed, so a changed secret shows as a change; recorded masked, never the secret.
      maskSealed({
        type: input.type,
        action: input.action,
        changes: changes(deltaObject),
        current_revision: { ...revision, _id: revision["id"] },
        delta_from_last_revision: deltaObject,
        created_at: new Date(now).toISOString()
      }),
      now
    )
  })
