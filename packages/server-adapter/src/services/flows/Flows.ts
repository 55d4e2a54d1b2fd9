import { SqlClient } from "@effect/sql"
import { Field, type Flow, Ids } from "@leadflow/core"
import { IntegrationRuntime } from "@leadflow/integrations"
import { type ChangelogParams, type FlowDocument, NotFound, StoredFlow, ValidationFailed } from "@leadflow/api"
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
import { withReferenceLock } from "../../storage/ReferenceLock.js"
import { CompiledFlows } from "../../submission/CompiledFlows.js"
import { SecretBox } from "../../secrets/SecretBox.js"
import { declaredSecretsOf, flowSecretOwner, type Revealed, revealSecrets, sealFlowSecrets, unreadableErrors } from "../../secrets/FlowSecrets.js"
import { firehoseRootIfSet } from "../firehose/DirectoryTarget.js"
import { firehoseProviderErrors } from "../firehose/FirehoseProviders.js"
import { queryChangelogs } from "../changelogs/ChangelogListing.js"
import { createRecorded, removeRecorded, updateRecorded } from "../changelogs/RecordedChanges.js"
import { dependencies } from "../Dependencies.js"
import { allFields } from "../fields/FieldCatalog.js"
import { checkFresh } from "../Freshness.js"
import { fieldUsages } from "./FieldUsages.js"
import { flowErrors, problemSummary } from "./FlowChecks.js"
import { claimFlowId, storedFlow, toFlowRecord } from "./FlowRecords.js"
import { loadReferenceContext, type ReferenceContext, withEntityNames } from "./FlowReferences.js"
import { withEntityZones } from "./EntityZones.js"
import { visibleEntities } from "../entities/EntityCatalog.js"
import { withLimitIds } from "./LimitIds.js"

const iso = (ms: number): string => new Date(ms).toISOString()

const noFlow = (id: string) => new NotFound({ error: `No flow ${id}` })

const findFlow = (accountId: string, id: string) =>
  Effect.flatMap(Documents, (documents) => documents.get("flows", accountId, id.toLowerCase())).pipe(
    Effect.flatMap(Option.match({ onNone: () => Effect.fail(noFlow(id)), onSome: Effect.succeed }))
  )

/** Refuse a flow version with problems (ValidationFailed with `errors`), or pass. */
const refuseProblems = (flow: Flow, unreadable: ReadonlyArray<string>, context: ReferenceContext, what: string) => {
  const errors = { ...flowErrors(flow, context), ...unreadableErrors(unreadable) }
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
 * The document to store: the flow without read-only members, entity names and time zones filled
 * in (a time zone sent is not an error, and does not act: the entity's does), every cap and ping
 * limit with an id. A firehose setting this server would not act on (another provider,
 * or a directory target without `LEADFLOW_FIREHOSE_DIR`) is refused, never kept and ignored.
 */
const flowBody = (payload: FlowDocument, context: ReferenceContext) => {
  const { error: _error, errors: _errors, version: _version, created_at: _created, updated_at: _updated, id: _id, ...flow } = payload
  return Effect.gen(function* () {
    const refused = firehoseProviderErrors(flow.firehose, yield* firehoseRootIfSet)
    if (refused !== undefined) return yield* Effect.fail(ValidationFailed.fromErrors(refused))
    const stored = yield* withLimitIds(withEntityZones(withEntityNames(flow satisfies Flow, context), context.entities))
    return yield* Effect.orDie(Schema.encode(StoredFlow)(stored))
  })
}

/**
 * Flows of an account: drafts saved and checked against the account's fields, entities and
 * credentials, deploys and reverts of checked versions, and their changelogs. Every change that
 * alters what runs drops the compiled flow, in process or behind the HTTP API alike. Storage
 * failures stay `StoreError`/`SqlError`; a caller over HTTP answers them 503.
 */
export class Flows extends Effect.Service<Flows>()("@leadflow/server-adapter/Flows", {
  effect: Effect.gen(function* () {
    const run = yield* dependencies<Documents | SqlClient.SqlClient | IntegrationRuntime | Ids | CompiledFlows>()
    const compiled = yield* CompiledFlows
    const box = yield* SecretBox
    const runtime = yield* IntegrationRuntime
    const declared = declaredSecretsOf(runtime.lookup)

    /** The body to store with its secrets sealed; a value sent back as answered keeps what `previous` stores there. */
    const sealed = (accountId: string, id: string, body: Record<string, unknown>, previous: Revealed | undefined) => {
      const owner = flowSecretOwner(accountId, id)
      const result = sealFlowSecrets(body, previous, declared, (plain) => box.seal(plain, owner))
      return "errors" in result ? Effect.fail(ValidationFailed.fromErrors(result.errors)) : Effect.succeed(result.body)
    }
    /** A stored flow's body with its secrets opened and as answered. */
    const reveal = (doc: StoredDocument) => revealSecrets(doc.body, flowSecretOwner(doc.accountId, doc.id), box, declared)
    const answer = (doc: StoredDocument, context: ReferenceContext, deployment: Option.Option<Deployment>) =>
      Effect.flatMap(reveal(doc), (revealed) => toFlowRecord(doc, revealed, context, deployment))
    /** Refused while the version (as answered: no error quotes a secret) has problems. */
    const refuseStored = (doc: StoredDocument, what: string) =>
      Effect.gen(function* () {
        const revealed = yield* reveal(doc)
        const flow = yield* storedFlow({ ...doc, body: revealed.displayed })
        const context = yield* loadReferenceContext(doc.accountId)
        // Checked with its entities' time zones as they are now, as it will run.
        yield* refuseProblems(withEntityZones(flow, context.entities), revealed.unreadable, context, what)
      })

    const list = (accountId: string) =>
      run(
        Effect.gen(function* () {
          const documents = yield* Documents
          const context = yield* loadReferenceContext(accountId)
          const flows = yield* documents.list("flows", accountId, { sort: "asc" })
          const live = yield* deployments(accountId)
          return yield* Effect.forEach(flows, (doc) => answer(doc, context, Option.fromNullable(live.get(doc.id))))
        })
      ).pipe(Effect.withSpan("Flows.list"))

    /** A new flow is a draft: it takes no leads until it is deployed. */
    const create = (accountId: string, payload: FlowDocument) =>
      run(
        Effect.gen(function* () {
          const context = yield* loadReferenceContext(accountId)
          const requested = payload.id?.toLowerCase()
          const id = requested ?? (yield* Ids).next()
          const now = yield* Clock.currentTimeMillis
          // Taken by one of the caller's flows, or ever by another account's: one answer for both.
          const taken = Option.isSome(yield* (yield* Documents).get("flows", accountId, id)) || !(yield* claimFlowId(accountId, id, now))
          if (taken) return yield* Effect.fail(ValidationFailed.of("id", `A flow with the id ${id} already exists`))
          const body = { ...(yield* sealed(accountId, id, yield* flowBody(payload, context), undefined)), id, created_at: iso(now), updated_at: iso(now) }
          // Versions the account deployed under this id before deleting that flow are not this flow's.
          yield* removeVersions(accountId, id)
          const doc = yield* createRecorded("flows", "flow", accountId, id, body, now)
          compiled.invalidate(accountId, id)
          return yield* answer(doc, context, Option.none())
        })
      ).pipe(Effect.withSpan("Flows.create"))

    const get = (accountId: string, id: string) =>
      run(
        Effect.gen(function* () {
          const doc = yield* findFlow(accountId, id)
          return yield* answer(doc, yield* loadReferenceContext(accountId), yield* deploymentOfFlow(accountId, doc.id))
        })
      ).pipe(Effect.withSpan("Flows.get"))

    /** Saves the draft only: submissions run the deployed version until the next deploy. */
    const update = (accountId: string, id: string, payload: FlowDocument) =>
      run(
        Effect.gen(function* () {
          const stored = yield* findFlow(accountId, id)
          if (payload.id !== undefined && payload.id.toLowerCase() !== stored.id)
            return yield* Effect.fail(ValidationFailed.of("id", `The id of a flow cannot be changed (the path names ${stored.id})`))
          yield* checkFresh(stored, { updated_at: payload.updated_at, version: payload.version })
          const context = yield* loadReferenceContext(accountId)
          const now = yield* Clock.currentTimeMillis
          const body = {
            ...(yield* sealed(accountId, stored.id, yield* flowBody(payload, context), yield* reveal(stored))),
            id: stored.id,
            created_at: typeof stored.body["created_at"] === "string" ? stored.body["created_at"] : iso(stored.createdAt),
            updated_at: iso(now)
          }
          const doc = yield* updateRecorded("flows", "flow", accountId, stored, body, now, noFlow(id))
          return yield* answer(doc, context, yield* deploymentOfFlow(accountId, stored.id))
        })
      ).pipe(Effect.withSpan("Flows.update"))

    /**
     * Makes the draft, as read and checked, the live version (refused while it has problems).
     * Checked and made live under the account's reference lock, which a list or entity delete
     * takes too: a list or entity deleted meanwhile is seen missing, or the delete sees this flow.
     */
    const deploy = (accountId: string, id: string) =>
      run(
        Effect.gen(function* () {
          const { stored, deployed } = yield* withReferenceLock(
            accountId,
            Effect.gen(function* () {
              const stored = yield* findFlow(accountId, id)
              yield* refuseStored(stored, "the flow")
              return { stored, deployed: yield* deployVersion(accountId, stored.id, stored.version, stored.body, yield* Clock.currentTimeMillis) }
            })
          )
          if (Option.isNone(deployed)) return yield* Effect.fail(noFlow(id))
          compiled.invalidate(accountId, stored.id)
          return deployedAnswer("Your flow was deployed and the most recent changes are now live", deployed.value)
        })
      ).pipe(Effect.withSpan("Flows.deploy"))

    /** Deletes the flow and its deployed versions; answers the flow as it was. */
    const remove = (accountId: string, id: string) =>
      run(
        Effect.gen(function* () {
          const stored = yield* findFlow(accountId, id)
          const record = yield* answer(stored, yield* loadReferenceContext(accountId), yield* deploymentOfFlow(accountId, stored.id))
          const sql = yield* SqlClient.SqlClient
          yield* sql.withTransaction(
            Effect.zipRight(removeRecorded("flows", "flow", accountId, stored.id, noFlow(id)), removeVersions(accountId, stored.id))
          )
          compiled.invalidate(accountId, stored.id)
          return record
        })
      ).pipe(Effect.withSpan("Flows.remove"))

    const versions = (accountId: string, id: string) =>
      run(
        Effect.gen(function* () {
          const doc = yield* findFlow(accountId, id)
          const versions = yield* deployedVersions(accountId, doc.id)
          return versions.map((v) => ({ version: v.version, deployed_at: iso(v.deployedAt), live: v.live }))
        })
      ).pipe(Effect.withSpan("Flows.versions"))

    /** Why a version cannot be read or reverted to: 404 for the read, 422 for a revert. */
    const neverDeployed = (flowId: string, version: number): string =>
      `Version ${version} of flow ${flowId} was never deployed: GET /flows/${flowId}/versions lists those that were`

    /** One deployed version with its document (404 when it was never deployed). */
    const version = (accountId: string, id: string, version: number) =>
      run(
        Effect.gen(function* () {
          const doc = yield* findFlow(accountId, id)
          const body = yield* deployedBody(accountId, doc.id, version)
          if (Option.isNone(body))
            return yield* Effect.fail(
              new NotFound({ error: neverDeployed(doc.id, version) })
            )
          const listed = (yield* deployedVersions(accountId, doc.id)).find((v) => v.version === version)
          const revealed = yield* reveal({ ...doc, body: body.value })
          const entities = new Map((yield* visibleEntities(accountId)).map((entity) => [String(entity["id"]).toLowerCase(), entity]))
          // Its entities' time zones as they are now, which the version runs with when live.
          const flow = withEntityZones(yield* storedFlow({ ...doc, version, body: revealed.displayed }), entities)
          return { version, deployed_at: iso(listed?.deployedAt ?? doc.updatedAt), live: listed?.live ?? false, flow }
        })
      ).pipe(Effect.withSpan("Flows.version"))

    /** Makes a version deployed before live again (checked as a deploy is). */
    const revert = (accountId: string, id: string, version: number) =>
      run(
        Effect.gen(function* () {
          const doc = yield* findFlow(accountId, id)
          const body = yield* deployedBody(accountId, doc.id, version)
          if (Option.isNone(body))
            return yield* Effect.fail(
              ValidationFailed.of("version", neverDeployed(doc.id, version))
            )
          const old: StoredDocument = { ...doc, version, body: body.value }
          // Under the reference lock, as a deploy.
          const reverted = yield* withReferenceLock(
            accountId,
            Effect.zipRight(refuseStored(old, `version ${version}`), Effect.flatMap(Clock.currentTimeMillis, (now) => revertToVersion(accountId, doc.id, version, now)))
          )
          if (Option.isNone(reverted)) return yield* Effect.fail(noFlow(id))
          compiled.invalidate(accountId, doc.id)
          return deployedAnswer(`Version ${version} of your flow is live again`, reverted.value)
        })
      ).pipe(Effect.withSpan("Flows.revert"))

    /** The account's fields the flow lists, as field records. */
    const fields = (accountId: string, id: string) =>
      run(
        Effect.gen(function* () {
          const flow = yield* storedFlow(yield* findFlow(accountId, id))
          const byId = new Map((yield* allFields(accountId)).map((field) => [String(field["id"]), field]))
          const records = flow.fields.flatMap((fieldId) => {
            const field = byId.get(fieldId)
            return field === undefined ? [] : [field]
          })
          return yield* Effect.orDie(Schema.decodeUnknown(Schema.Array(Field))(records))
        })
      ).pipe(Effect.withSpan("Flows.fields"))

    /** Where in the flow each of its fields is used. */
    const usages = (accountId: string, id: string) =>
      run(
        Effect.gen(function* () {
          const doc = yield* findFlow(accountId, id)
          const body = (yield* reveal(doc)).displayed
          const flow = yield* storedFlow({ ...doc, body })
          return fieldUsages(body, flow.fields)
        })
      ).pipe(Effect.withSpan("Flows.fieldUsages"))

    const changelogs = (accountId: string, id: string, params: ChangelogParams) =>
      run(
        Effect.gen(function* () {
          const doc = yield* findFlow(accountId, id)
          return yield* queryChangelogs(accountId, params, { type: "flow", id: doc.id })
        })
      ).pipe(Effect.withSpan("Flows.changelogs"))

    return { list, create, get, update, deploy, remove, versions, version, revert, fields, fieldUsages: usages, changelogs } as const
  })
}) {}
