import { HttpApiBuilder } from "@effect/platform"
import { Field, type Flow, Ids } from "@leadflow/core"
import { SqlClient } from "@effect/sql"
import { Clock, Effect, Option, Schema } from "effect"
import { Documents, type StoredDocument } from "../../storage/Documents.js"
import {
  type Deployment,
  deployedBody,
  deployedVersions,
  deploymentOfFlow,
  deployments,
  deployVersion,
  removeVersions,
  revertToVersion
} from "../../storage/FlowVersions.js"
import { CompiledFlows } from "../../submission/CompiledFlows.js"
import { queryChangelogs } from "../changelogs/ChangelogListing.js"
import { CurrentAccount } from "../CurrentAccount.js"
import { NotFound, ValidationFailed } from "../Errors.js"
import { firehoseProviderErrors } from "../firehose/FirehoseProviders.js"
import { allFields } from "../fields/FieldCatalog.js"
import { MainApi } from "../MainApi.js"
import { fieldUsages } from "./FieldUsages.js"
import { claimFlowId, storedFlow, toFlowRecord } from "./FlowRecords.js"
import { flowErrors, problemSummary } from "./FlowChecks.js"
import { loadReferenceContext, type ReferenceContext, withEntityNames } from "./FlowReferences.js"
import { type FlowDocument, StoredFlow } from "./FlowSchemas.js"
import { checkFresh } from "./Freshness.js"
import { withLimitIds } from "./LimitIds.js"
import { orUnavailable } from "./StoreFailures.js"
import { createRecorded, removeRecorded, updateRecorded } from "../changelogs/RecordedChanges.js"

const iso = (ms: number): string => new Date(ms).toISOString()

const findFlow = (accountId: string, id: string) =>
  Effect.flatMap(Documents, (documents) => documents.get("flows", accountId, id.toLowerCase())).pipe(
    Effect.flatMap(Option.match({ onNone: () => Effect.fail(new NotFound({ error: `No flow ${id}` })), onSome: Effect.succeed }))
  )

/** Refuse a flow version with problems (422 with `errors`), or pass. */
const refuseProblems = (flow: Flow, context: ReferenceContext, what: string) => {
  const errors = flowErrors(flow, context)
  const summary = problemSummary(errors)
  return summary === undefined
    ? Effect.void
    : Effect.fail(new ValidationFailed({ message: `${summary}: ${what} cannot be deployed until they are fixed`, errors }))
}

const deployedAnswer = (message: string, deployment: Deployment) => ({
  message,
  deployed_version: deployment.version,
  deployed_at: iso(deployment.deployedAt)
})

/**
 * The document to store: the flow without read-only members, entity names filled in, every cap
 * and ping limit with an id. A firehose provider this server does not write to is a 422, never
 * kept and ignored.
 */
const flowBody = (payload: FlowDocument, context: ReferenceContext) => {
  const { error: _error, errors: _errors, version: _version, created_at: _created, updated_at: _updated, id: _id, ...flow } = payload
  const refused = firehoseProviderErrors(flow.firehose)
  if (refused !== undefined) return Effect.fail(ValidationFailed.fromErrors(refused))
  return Effect.flatMap(withLimitIds(withEntityNames(flow satisfies Flow, context)), (stored) =>
    Effect.orDie(Schema.encode(StoredFlow)(stored))
  )
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
        const live = yield* deployments(account.id)
        return yield* Effect.forEach(flows, (doc) => toFlowRecord(doc, context, Option.fromNullable(live.get(doc.id))))
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
        // A new flow is a draft: it takes no leads until it is deployed. Versions the account
        // deployed under this id before deleting that flow are not this flow's.
        yield* removeVersions(account.id, id)
        const doc = yield* createRecorded("flows", "flow", account.id, id, body, now)
        ;(yield* CompiledFlows).invalidate(account.id, id)
        return yield* toFlowRecord(doc, context, Option.none())
      }).pipe(orUnavailable)
    )
    .handle("get", ({ path }) =>
      Effect.gen(function* () {
        const account = yield* CurrentAccount
        const doc = yield* findFlow(account.id, path.id)
        return yield* toFlowRecord(doc, yield* loadReferenceContext(account.id), yield* deploymentOfFlow(account.id, doc.id))
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
        // Only the draft changes: submissions run the deployed version until the next deploy.
        const doc = yield* updateRecorded("flows", "flow", account.id, stored, body, now, new NotFound({ error: `No flow ${path.id}` }))
        return yield* toFlowRecord(doc, context, yield* deploymentOfFlow(account.id, stored.id))
      }).pipe(orUnavailable)
    )
    .handle("deploy", ({ path }) =>
      Effect.gen(function* () {
        const account = yield* CurrentAccount
        const stored = yield* findFlow(account.id, path.id)
        yield* refuseProblems(yield* storedFlow(stored), yield* loadReferenceContext(account.id), "the flow")
        // The draft as read and checked is what goes live, whatever a save does meanwhile.
        const deployed = yield* deployVersion(account.id, stored.id, stored.version, stored.body, yield* Clock.currentTimeMillis)
        if (Option.isNone(deployed)) return yield* Effect.fail(new NotFound({ error: `No flow ${path.id}` }))
        ;(yield* CompiledFlows).invalidate(account.id, stored.id)
        return deployedAnswer("Your flow was deployed and the most recent changes are now live", deployed.value)
      }).pipe(orUnavailable)
    )
    .handle("delete", ({ path }) =>
      Effect.gen(function* () {
        const account = yield* CurrentAccount
        const stored = yield* findFlow(account.id, path.id)
        const record = yield* toFlowRecord(stored, yield* loadReferenceContext(account.id), yield* deploymentOfFlow(account.id, stored.id))
        const sql = yield* SqlClient.SqlClient
        yield* sql.withTransaction(
          Effect.zipRight(
            removeRecorded("flows", "flow", account.id, stored.id, new NotFound({ error: `No flow ${path.id}` })),
            removeVersions(account.id, stored.id)
          )
        )
        ;(yield* CompiledFlows).invalidate(account.id, stored.id)
        return record
      }).pipe(orUnavailable)
    )
    .handle("versions", ({ path }) =>
      Effect.gen(function* () {
        const account = yield* CurrentAccount
        const doc = yield* findFlow(account.id, path.id)
        const versions = yield* deployedVersions(account.id, doc.id)
        return versions.map((v) => ({ version: v.version, deployed_at: iso(v.deployedAt), live: v.live }))
      }).pipe(orUnavailable)
    )
    .handle("revert", ({ path, payload }) =>
      Effect.gen(function* () {
        const account = yield* CurrentAccount
        const doc = yield* findFlow(account.id, path.id)
        const body = yield* deployedBody(account.id, doc.id, payload.version)
        if (Option.isNone(body))
          return yield* Effect.fail(
            ValidationFailed.of("version", `Version ${payload.version} of flow ${doc.id} was never deployed: GET /flows/${doc.id}/versions lists those that were`)
          )
        const version: StoredDocument = { ...doc, version: payload.version, body: body.value }
        yield* refuseProblems(yield* storedFlow(version), yield* loadReferenceContext(account.id), `version ${payload.version}`)
        const reverted = yield* revertToVersion(account.id, doc.id, payload.version, yield* Clock.currentTimeMillis)
        if (Option.isNone(reverted)) return yield* Effect.fail(new NotFound({ error: `No flow ${path.id}` }))
        ;(yield* CompiledFlows).invalidate(account.id, doc.id)
        return deployedAnswer(`Version ${payload.version} of your flow is live again`, reverted.value)
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
