import { Effect } from "effect"
import { Conflict } from "@leadflow/api"
import type { StoredDocument } from "../storage/Documents.js"

/**
 * Optimistic concurrency for updates. A client that sends back the `updated_at` (or, for flows,
 * the `version`) it last read gets 409 when the stored record has moved on since; a client that
 * sends neither overwrites. The update itself is then guarded by the stored version, so a
 * concurrent writer between read and write is caught too.
 */
export interface ClaimedRevision {
  readonly updated_at?: string | undefined
  readonly version?: number | undefined
}

export const checkFresh = (stored: StoredDocument, claimed: ClaimedRevision): Effect.Effect<void, Conflict> => {
  if (claimed.version !== undefined && claimed.version !== stored.version)
    return Effect.fail(
      new Conflict({
        error: `The record was changed since version ${claimed.version}: its current version is ${stored.version}. Read it again and retry.`
      })
    )
  if (claimed.updated_at !== undefined && Date.parse(claimed.updated_at) < stored.updatedAt)
    return Effect.fail(
      new Conflict({
        error: `The record was updated at ${new Date(stored.updatedAt).toISOString()}, after the updated_at ${claimed.updated_at} sent. Read it again and retry.`
      })
    )
  return Effect.void
}

export const concurrentUpdate = new Conflict({
  error: "The record was changed by another request while this one was being applied. Read it again and retry."
})
