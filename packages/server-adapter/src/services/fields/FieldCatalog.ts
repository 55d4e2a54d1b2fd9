import type { StoreError } from "@leadflow/core"
import { Effect, Option } from "effect"
import { Documents, type StoredDocument } from "../../storage/Documents.js"
import { trailingSuffix } from "./CustomFieldIds.js"
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

/** The ids of the account's custom fields that end with field suffix `suffix` (`depth_poolb` for `poolb`). */
export const fieldsWithSuffix = (accountId: string, suffix: string) =>
  Effect.map(customFields(accountId), (fields) => fields.map((field) => String(field["id"])).filter((id) => trailingSuffix(id) === suffix))

export const allFields = (accountId: string) => Effect.map(customFields(accountId), (custom) => [...standardFields, ...custom])

export const findField = (accountId: string, id: string): Effect.Effect<Option.Option<FoundField>, StoreError, Documents> =>
  Effect.gen(function* () {
    const standard = standardField(id)
    if (standard !== undefined) return Option.some({ standard: true, body: standard, stored: undefined })
    const documents = yield* Documents
    const stored = yield* documents.get("fields", accountId, id)
    return Option.map(stored, (doc) => ({ standard: false, body: { ...doc.body, id: doc.id }, stored: doc }))
  })
