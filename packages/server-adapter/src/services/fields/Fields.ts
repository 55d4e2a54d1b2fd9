import type { SqlClient } from "@effect/sql"
import { Field, type Ids, type StoreError } from "@leadflow/core"
import { Clock, Effect, Option, Schema } from "effect"
import { Documents, type StoredDocument } from "../../storage/Documents.js"
import { CompiledFlows } from "../../submission/CompiledFlows.js"
import { queryChangelogs } from "../changelogs/ChangelogListing.js"
import { type ChangelogParams, type FieldPayload, type FieldUpdatePayload, Forbidden, NotFound, readOnlyFieldKeys, ValidationFailed } from "@leadflow/api"
import type { IntegrationRuntime } from "@leadflow/integrations"
import { kindOf, ownEntities, suffixOwners } from "../entities/EntityCatalog.js"
import { storedFlow } from "../flows/FlowRecords.js"
import { loadReferenceContext, referenceErrors } from "../flows/FlowReferences.js"
import { checkFresh } from "../Freshness.js"
import { dependencies } from "../Dependencies.js"
import { resolveCustomFieldId, trailingSuffix } from "./CustomFieldIds.js"
import { allFields, findField } from "./FieldCatalog.js"
import { createRecorded, removeRecorded, updateRecorded } from "../changelogs/RecordedChanges.js"

const iso = (ms: number): string => new Date(ms).toISOString()

const toField = (body: Record<string, unknown>) => Effect.orDie(Schema.decodeUnknown(Field)(body))

const standardForbidden = (id: string) =>
  new Forbidden({ error: `${JSON.stringify(id)} is a standard field: standard fields cannot be modified or deleted` })

/** A custom field of the account; 403 for a standard one, 404 for none. */
const findCustom = (accountId: string, id: string): Effect.Effect<StoredDocument, NotFound | Forbidden | StoreError, Documents> =>
  Effect.flatMap(findField(accountId, id), (found): Effect.Effect<StoredDocument, NotFound | Forbidden> =>
    Option.isNone(found)
      ? Effect.fail(new NotFound({ error: `No field ${JSON.stringify(id)}` }))
      : found.value.standard || found.value.stored === undefined
        ? Effect.fail(standardForbidden(id))
        : Effect.succeed(found.value.stored)
  )

/** The document without the members only the server sets. */
const writable = (payload: object): Record<string, unknown> =>
  Object.fromEntries(Object.entries(payload).filter(([key]) => !(readOnlyFieldKeys as ReadonlyArray<string>).includes(key)))

/** `see` must name a field that exists (and not the field itself). */
const seeProblem = (see: string | undefined, id: string, known: ReadonlyArray<Record<string, unknown>>) =>
  see === undefined
    ? undefined
    : see === id
      ? "A field cannot be deprecated in favour of itself"
      : known.some((field) => field["id"] === see)
        ? undefined
        : `Unknown field ${JSON.stringify(see)}`

/**
 * The account's fields: the standard catalogue (read-only) and its custom fields, whose ids take
 * the account's field suffix. A change drops the account's compiled flows (they compile against
 * the fields); deleting a field names the flows that still list it.
 */
export class Fields extends Effect.Service<Fields>()("@leadflow/server-adapter/Fields", {
  effect: Effect.gen(function* () {
    const run = yield* dependencies<Documents | SqlClient.SqlClient | IntegrationRuntime | Ids | CompiledFlows>()

    const list = (accountId: string) =>
      run(Effect.flatMap(allFields(accountId), (fields) => Effect.orDie(Schema.decodeUnknown(Schema.Array(Field))(fields))))

    const get = (accountId: string, id: string) =>
      run(
        Effect.gen(function* () {
          const found = yield* findField(accountId, id)
          if (Option.isNone(found)) return yield* Effect.fail(new NotFound({ error: `No field ${JSON.stringify(id)}` }))
          return yield* toField(found.value.body)
        })
      )

    const create = (accountId: string, payload: typeof FieldPayload.Type) =>
      run(
        Effect.gen(function* () {
        const entities = yield* ownEntities(accountId)
        const own = entities.filter((entity) => kindOf(accountId, entity) !== "connected")
        const suffixOf = (entity: Record<string, unknown>): ReadonlyArray<string> =>
          typeof entity["field_suffix"] === "string" ? [entity["field_suffix"]] : []
        const yours = own.flatMap(suffixOf)
        const trailing = trailingSuffix(payload.id)
        const trailingIsForeign =
          trailing !== undefined && !yours.includes(trailing) && (yield* suffixOwners(trailing)).length > 0
        const resolved = resolveCustomFieldId(payload.id, {
          yours,
          account: own.filter((entity) => kindOf(accountId, entity) === "account").flatMap(suffixOf)[0],
          trailingIsForeign
        })
        const id = "id" in resolved ? resolved.id : payload.id
        const known = yield* allFields(accountId)
        const errors: Record<string, Array<string>> = {}
        if ("problem" in resolved) errors["id"] = [resolved.problem]
        else if (known.some((field) => field["id"] === id)) errors["id"] = [`A field ${JSON.stringify(id)} already exists`]
        const see = seeProblem(payload.see, id, known)
        if (see !== undefined) errors["see"] = [see]
        if (Object.keys(errors).length > 0) return yield* Effect.fail(ValidationFailed.fromErrors(errors))
        const now = yield* Clock.currentTimeMillis
        const body = { ...writable(payload), id, standard: false, created_at: iso(now), updated_at: iso(now) }
        const doc = yield* createRecorded("fields", "field", accountId, id, body, now)
        ;(yield* CompiledFlows).invalidate(accountId)
        return yield* toField(doc.body)
        })
      )

    const update = (accountId: string, id: string, payload: typeof FieldUpdatePayload.Type) =>
      run(
        Effect.gen(function* () {
        const stored = yield* findCustom(accountId, id)
        const errors: Record<string, Array<string>> = {}
        if (payload.id !== undefined && payload.id !== stored.id) errors["id"] = [`The id of a field cannot be changed (the path names ${stored.id})`]
        const see = seeProblem(payload.see, stored.id, yield* allFields(accountId))
        if (see !== undefined) errors["see"] = [see]
        if (Object.keys(errors).length > 0) return yield* Effect.fail(ValidationFailed.fromErrors(errors))
        yield* checkFresh(stored, { updated_at: payload.updated_at })
        const now = yield* Clock.currentTimeMillis
        const body = {
          ...writable(payload),
          id: stored.id,
          standard: false,
          created_at: typeof stored.body["created_at"] === "string" ? stored.body["created_at"] : iso(stored.createdAt),
          updated_at: iso(now)
        }
        const doc = yield* updateRecorded("fields", "field", accountId, stored, body, now, new NotFound({ error: `No field ${JSON.stringify(id)}` }))
        ;(yield* CompiledFlows).invalidate(accountId)
        return yield* toField(doc.body)
        })
      )

    /** Deletes a custom field; flows that still list it keep running, and are named with their errors now. */
    const remove = (accountId: string, id: string) =>
      run(
        Effect.gen(function* () {
        const documents = yield* Documents
        const stored = yield* findCustom(accountId, id)
        yield* removeRecorded("fields", "field", accountId, stored.id, new NotFound({ error: `No field ${JSON.stringify(id)}` }))
        ;(yield* CompiledFlows).invalidate(accountId)
        const field = yield* toField({ ...stored.body, id: stored.id })
        // Flows that still list the field keep running; say which, with their errors now.
        const flows = yield* documents.list("flows", accountId, { sort: "asc" })
        const context = yield* loadReferenceContext(accountId)
        const affected = yield* Effect.forEach(flows, (doc) =>
          Effect.map(storedFlow(doc), (flow) =>
            flow.fields.includes(stored.id) ? [{ id: doc.id, name: flow.name, errors: referenceErrors(flow, context) }] : []
          )
        )
        const inUse = affected.flat()
        return inUse.length === 0 ? field : { ...field, flows: inUse }
        })
      )

    const changelogs = (accountId: string, id: string, params: ChangelogParams = {}) =>
      run(
        Effect.gen(function* () {
        const found = yield* findField(accountId, id)
        if (Option.isNone(found)) return yield* Effect.fail(new NotFound({ error: `No field ${JSON.stringify(id)}` }))
        return yield* queryChangelogs(accountId, params, { type: "field", id: id })
        })
      )

    return { list, get, create, update, remove, changelogs } as const
  })
}) {}
