import { HttpApiBuilder } from "@effect/platform"
import { Field, type StoreError } from "@leadflow/core"
import { Clock, Effect, Option, Schema } from "effect"
import { Documents, type StoredDocument } from "../../storage/Documents.js"
import { CompiledFlows } from "../../submission/CompiledFlows.js"
import { queryChangelogs } from "../changelogs/ChangelogListing.js"
import { CurrentAccount } from "../CurrentAccount.js"
import { kindOf, ownEntities, suffixOwners } from "../entities/EntityCatalog.js"
import { Forbidden, NotFound, ValidationFailed } from "../Errors.js"
import { storedFlow } from "../flows/FlowRecords.js"
import { loadReferenceContext, referenceErrors } from "../flows/FlowReferences.js"
import { checkFresh } from "../flows/Freshness.js"
import { orUnavailable } from "../flows/StoreFailures.js"
import { MainApi } from "../MainApi.js"
import { resolveCustomFieldId, trailingSuffix } from "./CustomFieldIds.js"
import { allFields, findField } from "./FieldCatalog.js"
import { readOnlyFieldKeys } from "./FieldSchemas.js"
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

/** Handlers of the `fields` group. */
export const FieldsLive = HttpApiBuilder.group(MainApi, "fields", (handlers) =>
  handlers
    .handle("list", () =>
      Effect.gen(function* () {
        const account = yield* CurrentAccount
        return yield* Effect.orDie(Schema.decodeUnknown(Schema.Array(Field))(yield* allFields(account.id)))
      }).pipe(orUnavailable)
    )
    .handle("get", ({ path }) =>
      Effect.gen(function* () {
        const account = yield* CurrentAccount
        const found = yield* findField(account.id, path.id)
        if (Option.isNone(found)) return yield* Effect.fail(new NotFound({ error: `No field ${JSON.stringify(path.id)}` }))
        return yield* toField(found.value.body)
      }).pipe(orUnavailable)
    )
    .handle("create", ({ payload }) =>
      Effect.gen(function* () {
        const account = yield* CurrentAccount
        const entities = yield* ownEntities(account.id)
        const own = entities.filter((entity) => kindOf(account.id, entity) !== "connected")
        const suffixOf = (entity: Record<string, unknown>): ReadonlyArray<string> =>
          typeof entity["field_suffix"] === "string" ? [entity["field_suffix"]] : []
        const yours = own.flatMap(suffixOf)
        const trailing = trailingSuffix(payload.id)
        const trailingIsForeign =
          trailing !== undefined && !yours.includes(trailing) && (yield* suffixOwners(trailing)).length > 0
        const resolved = resolveCustomFieldId(payload.id, {
          yours,
          account: own.filter((entity) => kindOf(account.id, entity) === "account").flatMap(suffixOf)[0],
          trailingIsForeign
        })
        const id = "id" in resolved ? resolved.id : payload.id
        const known = yield* allFields(account.id)
        const errors: Record<string, Array<string>> = {}
        if ("problem" in resolved) errors["id"] = [resolved.problem]
        else if (known.some((field) => field["id"] === id)) errors["id"] = [`A field ${JSON.stringify(id)} already exists`]
        const see = seeProblem(payload.see, id, known)
        if (see !== undefined) errors["see"] = [see]
        if (Object.keys(errors).length > 0) return yield* Effect.fail(ValidationFailed.fromErrors(errors))
        const now = yield* Clock.currentTimeMillis
        const body = { ...writable(payload), id, standard: false, created_at: iso(now), updated_at: iso(now) }
        const doc = yield* createRecorded("fields", "field", account.id, id, body, now)
        ;(yield* CompiledFlows).invalidate(account.id)
        return yield* toField(doc.body)
      }).pipe(orUnavailable)
    )
    .handle("update", ({ path, payload }) =>
      Effect.gen(function* () {
        const account = yield* CurrentAccount
        const stored = yield* findCustom(account.id, path.id)
        const errors: Record<string, Array<string>> = {}
        if (payload.id !== undefined && payload.id !== stored.id) errors["id"] = [`The id of a field cannot be changed (the path names ${stored.id})`]
        const see = seeProblem(payload.see, stored.id, yield* allFields(account.id))
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
        const doc = yield* updateRecorded("fields", "field", account.id, stored, body, now, new NotFound({ error: `No field ${JSON.stringify(path.id)}` }))
        ;(yield* CompiledFlows).invalidate(account.id)
        return yield* toField(doc.body)
      }).pipe(orUnavailable)
    )
    .handle("delete", ({ path }) =>
      Effect.gen(function* () {
        const account = yield* CurrentAccount
        const documents = yield* Documents
        const stored = yield* findCustom(account.id, path.id)
        yield* removeRecorded("fields", "field", account.id, stored.id, new NotFound({ error: `No field ${JSON.stringify(path.id)}` }))
        ;(yield* CompiledFlows).invalidate(account.id)
        const field = yield* toField({ ...stored.body, id: stored.id })
        // Flows that still list the field keep running; say which, with their errors now.
        const flows = yield* documents.list("flows", account.id, { sort: "asc" })
        const context = yield* loadReferenceContext(account.id)
        const affected = yield* Effect.forEach(flows, (doc) =>
          Effect.map(storedFlow(doc), (flow) =>
            flow.fields.includes(stored.id) ? [{ id: doc.id, name: flow.name, errors: referenceErrors(flow, context) }] : []
          )
        )
        const inUse = affected.flat()
        return inUse.length === 0 ? field : { ...field, flows: inUse }
      }).pipe(orUnavailable)
    )
    .handle("changelogs", ({ path, urlParams }) =>
      Effect.gen(function* () {
        const account = yield* CurrentAccount
        const found = yield* findField(account.id, path.id)
        if (Option.isNone(found)) return yield* Effect.fail(new NotFound({ error: `No field ${JSON.stringify(path.id)}` }))
        return yield* queryChangelogs(account.id, urlParams, { type: "field", id: path.id })
      }).pipe(orUnavailable)
    )
)
