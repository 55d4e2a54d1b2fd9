import { HttpApiBuilder } from "@effect/platform"
import { Field, type Flow, Ids } from "@leadflow/core"
import { Clock, Effect, Option, Schema } from "effect"
import { Documents } from "../../storage/Documents.js"
import { CompiledFlows } from "../../submission/CompiledFlows.js"
import { queryChangelogs } from "../changelogs/ChangelogListing.js"
import { CurrentAccount } from "../CurrentAccount.js"
import { NotFound, ValidationFailed } from "../Errors.js"
import { firehoseProviderErrors } from "../firehose/FirehoseProviders.js"
import { allFields } from "../fields/FieldCatalog.js"
import { MainApi } from "../MainApi.js"
import { fieldUsages } from "./FieldUsages.js"
import { claimFlowId, storedFlow, toFlowRecord } from "./FlowRecords.js"
import { loadReferenceContext, type ReferenceContext, withEntityNames } from "./FlowReferences.js"
import { type FlowDocument, StoredFlow } from "./FlowSchemas.js"
import { checkFresh } from "./Freshness.js"
import { orUnavailable } from "./StoreFailures.js"
import { createRecorded, removeRecorded, updateRecorded } from "../changelogs/RecordedChanges.js"

const iso = (ms: number): string => new Date(ms).toISOString()

const findFlow = (accountId: string, id: string) =>
  Effect.flatMap(Documents, (documents) => documents.get("flows", accountId, id.toLowerCase())).pipe(
    Effect.flatMap(Option.match({ onNone: () => Effect.fail(new NotFound({ error: `No flow ${id}` })), onSome: Effect.succeed }))
  )

/**
 * The document to store: the flow without read-only members, entity names filled in. A firehose
 * provider this server does not write to is a 422, never kept and ignored.
 */
const flowBody = (payload: FlowDocument, context: ReferenceContext) => {
  const { error: _error, errors: _errors, version: _version, created_at: _created, updated_at: _updated, id: _id, ...flow } = payload
  const refused = firehoseProviderErrors(flow.firehose)
  if (refused !== undefined) return Effect.fail(ValidationFailed.fromErrors(refused))
  return Effect.orDie(Schema.encode(StoredFlow)(withEntityNames(flow satisfies Flow, context)))
}

/** Handlers of the `flows` group. */
export const FlowsLive = HttpApiBuilder.group(MainApi, "flows", (handlers) =>
  handlers
    .handle("list", () =>
      Effect.gen(function* () {
        const account = yield* CurrentAccount
        const documents = yield* Documents
        const context = yield* loadReferenceContext(account.id)
        const flows = yield* documents.list("flows", account.id, { sort: "asc" })
        return yield* Effect.forEach(flows, (doc) => toFlowRecord(doc, context))
      }).pipe(orUnavailable)
    )
    .handle("create", ({ payload }) =>
      Effect.gen(function* () {
        const account = yield* CurrentAccount
        const context = yield* loadReferenceContext(account.id)
        const requested = payload.id?.toLowerCase()
        const id = requested ?? (yield* Ids).next()
        const now = yield* Clock.currentTimeMillis
        // Taken by one of the caller's flows, or ever by another account's: one answer for both.
        const taken = Option.isSome(yield* (yield* Documents).get("flows", account.id, id)) || !(yield* claimFlowId(account.id, id, now))
        if (taken) return yield* Effect.fail(ValidationFailed.of("id", `A flow with the id ${id} already exists`))
        const body = { ...(yield* flowBody(payload, context)), id, created_at: iso(now), updated_at: iso(now) }
        const doc = yield* createRecorded("flows", "flow", account.id, id, body, now)
        ;(yield* CompiledFlows).invalidate(account.id, id)
        return yield* toFlowRecord(doc, context)
      }).pipe(orUnavailable)
    )
    .handle("get", ({ path }) =>
      Effect.gen(function* () {
        const account = yield* CurrentAccount
        const doc = yield* findFlow(account.id, path.id)
        return yield* toFlowRecord(doc, yield* loadReferenceContext(account.id))
      }).pipe(orUnavailable)
    )
    .handle("update", ({ path, payload }) =>
      Effect.gen(function* () {
        const account = yield* CurrentAccount
        const stored = yield* findFlow(account.id, path.id)
        if (payload.id !== undefined && payload.id.toLowerCase() !== stored.id)
          return yield* Effect.fail(ValidationFailed.of("id", `The id of a flow cannot be changed (the path names ${stored.id})`))
        yield* checkFresh(stored, { updated_at: payload.updated_at, version: payload.version })
        const context = yield* loadReferenceContext(account.id)
        const now = yield* Clock.currentTimeMillis
        const body = {
          ...(yield* flowBody(payload, context)),
          id: stored.id,
          created_at: typeof stored.body["created_at"] === "string" ? stored.body["created_at"] : iso(stored.createdAt),
          updated_at: iso(now)
        }
        const doc = yield* updateRecorded("flows", "flow", account.id, stored, body, now, new NotFound({ error: `No flow ${path.id}` }))
        ;(yield* CompiledFlows).invalidate(account.id, stored.id)
        return yield* toFlowRecord(doc, context)
      }).pipe(orUnavailable)
    )
    .handle("deploy", ({ path }) =>
      Effect.gen(function* () {
        const account = yield* CurrentAccount
        const stored = yield* findFlow(account.id, path.id)
        const record = yield* toFlowRecord(stored, yield* loadReferenceContext(account.id))
        if (record.errors !== undefined)
          return yield* Effect.fail(
            new ValidationFailed({ message: record.error ?? "The flow has invalid references", errors: record.errors })
          )
        ;(yield* CompiledFlows).invalidate(account.id, stored.id)
        return { message: "Your flow was deployed and the most recent changes are now live" }
      }).pipe(orUnavailable)
    )
    .handle("delete", ({ path }) =>
      Effect.gen(function* () {
        const account = yield* CurrentAccount
        const stored = yield* findFlow(account.id, path.id)
        const record = yield* toFlowRecord(stored, yield* loadReferenceContext(account.id))
        yield* removeRecorded("flows", "flow", account.id, stored.id, new NotFound({ error: `No flow ${path.id}` }))
        ;(yield* CompiledFlows).invalidate(account.id, stored.id)
        return record
      }).pipe(orUnavailable)
    )
    .handle("fields", ({ path }) =>
      Effect.gen(function* () {
        const account = yield* CurrentAccount
        const flow = yield* storedFlow(yield* findFlow(account.id, path.id))
        const fields = new Map((yield* allFields(account.id)).map((field) => [String(field["id"]), field]))
        const records = flow.fields.flatMap((id) => {
          const field = fields.get(id)
          return field === undefined ? [] : [field]
        })
        return yield* Effect.orDie(Schema.decodeUnknown(Schema.Array(Field))(records))
      }).pipe(orUnavailable)
    )
    .handle("fieldUsages", ({ path }) =>
      Effect.gen(function* () {
        const account = yield* CurrentAccount
        const doc = yield* findFlow(account.id, path.id)
        const flow = yield* storedFlow(doc)
        return fieldUsages(doc.body, flow.fields)
      }).pipe(orUnavailable)
    )
    .handle("changelog", ({ path, urlParams }) =>
      Effect.gen(function* () {
        const account = yield* CurrentAccount
        const doc = yield* findFlow(account.id, path.id)
        return yield* queryChangelogs(account.id, urlParams, { type: "flow", id: doc.id })
      }).pipe(orUnavailable)
    )
    .handle("changelogs", ({ path, urlParams }) =>
      Effect.gen(function* () {
        const account = yield* CurrentAccount
        const doc = yield* findFlow(account.id, path.id)
        return yield* queryChangelogs(account.id, urlParams, { type: "flow", id: doc.id })
      }).pipe(orUnavailable)
    )
)
