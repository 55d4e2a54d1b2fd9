import type { StoreError } from "@leadflow/core"
import { Effect, Option } from "effect"
import { Documents, type StoredDocument } from "../../storage/Documents.js"
import { standardField, standardFields } from "./StandardFields.js"

/** The fields an account sees: the standard catalogue, then its own custom fields (oldest first). */

export interface FoundField {
  readonly standard: boolean
  readonly body: Record<string, unknown>
  readonly stored: StoredDocument | undefined
}

export const customFields = (accountId: string) =>
  Effect.flatMap(Documents, (documents) => documents.list("fields", accountId, { sort: "asc" })).pipe(
    Effect.map((docs) => docs.map((doc): Record<string, unknown> => ({ ...doc.body, id: doc.id })))
  )

export const allFields = (accountId: string) => Effect.map(customFields(accountId), (custom) => [...standardFields, ...custom])

export const findField = (accountId: string, id: string): Effect.Effect<Option.Option<FoundField>, StoreError, Documents> =>
  Effect.gen(function* () {
    const standard = standardField(id)
    if (standard !== undefined) return Option.some({ standard: true, body: standard, stored: undefined })
    const documents = yield* Documents
    const stored = yield* documents.get("fields", accountId, id)
    return Option.map(stored, (doc) => ({ standard: false, body: { ...doc.body, id: doc.id }, stored: doc }))
  })
