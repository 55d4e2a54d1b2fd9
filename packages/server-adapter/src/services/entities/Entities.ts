import type { SqlClient } from "@effect/sql"
import type { IntegrationRuntime } from "@leadflow/integrations"
import { Ids, type StoreError } from "@leadflow/core"
import { Clock, Effect, Option } from "effect"
import { type Documents } from "../../storage/Documents.js"
import { withReferenceLock } from "../../storage/ReferenceLock.js"
import { flowsUsing } from "../flows/FlowsUsing.js"
import { CompiledFlows } from "../../submission/CompiledFlows.js"
import { queryChangelogs } from "../changelogs/ChangelogListing.js"
import { type ChangelogParams, Conflict, type EntityPayload, Forbidden, NotFound, readOnlyEntityKeys, ValidationFailed } from "@leadflow/api"
import { checkFresh } from "../Freshness.js"
import { dependencies } from "../Dependencies.js"
import { entityIdsOf, findEntity, flowIdsByEntity, type FoundEntity, toEntity, visibleEntities } from "./EntityCatalog.js"
import { entityProblems } from "./EntityRules.js"
import { fieldsWithSuffix } from "../fields/FieldCatalog.js"
import { createRecorded, removeRecorded, updateRecorded } from "../changelogs/RecordedChanges.js"

const iso = (ms: number): string => new Date(ms).toISOString()

const find = (accountId: string, id: string): Effect.Effect<FoundEntity, NotFound | StoreError, Documents> =>
  Effect.flatMap(findEntity(accountId, id), (found) =>
    Option.isNone(found) ? Effect.fail(new NotFound({ error: `No entity ${id}` })) : Effect.succeed(found.value)
  )

/** The document without the members only the server sets. */
const writable = (document: object): Record<string, unknown> =>
  Object.fromEntries(Object.entries(document).filter(([key]) => !(readOnlyEntityKeys as ReadonlyArray<string>).includes(key)))

/** The read-only members of a stored entity, carried over an update. */
const kept = (body: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(body).filter(([key]) => (readOnlyEntityKeys as ReadonlyArray<string>).includes(key)))

const failOn = (errors: Record<string, Array<string>>) =>
  Object.keys(errors).length > 0 ? Effect.fail(ValidationFailed.fromErrors(errors)) : Effect.void

/**
 * The parties of an account's flows: the standard catalogue (read-only), the account itself and
 * accounts connected to it (read-only here), and its custom entities. A change drops the
 * account's compiled flows, which check their sources' and recipients' entities.
 */
export class Entities extends Effect.Service<Entities>()("@leadflow/server-adapter/Entities", {
  effect: Effect.gen(function* () {
    const run = yield* dependencies<Documents | SqlClient.SqlClient | Ids | IntegrationRuntime | CompiledFlows>()

    const list = (accountId: string) =>
      run(
        Effect.gen(function* () {
        const flowIds = yield* flowIdsByEntity(accountId)
        return yield* Effect.forEach(yield* visibleEntities(accountId), (entity) => toEntity(entity, flowIds))
        })
      ).pipe(Effect.withSpan("Entities.list"))

    const get = (accountId: string, id: string) =>
      run(
        Effect.gen(function* () {
        const found = yield* find(accountId, id)
        return yield* toEntity(found.body, yield* flowIdsByEntity(accountId))
        })
      ).pipe(Effect.withSpan("Entities.get"))

    const create = (accountId: string, payload: typeof EntityPayload.Type) =>
      run(
        Effect.gen(function* () {
        yield* failOn(yield* entityProblems(accountId, payload))
        const id = (yield* Ids).next()
        const now = yield* Clock.currentTimeMillis
        const body = { ...writable(payload), standard: false, account: false, created_at: iso(now), updated_at: iso(now) }
        const doc = yield* createRecorded("entities", "entity", accountId, id, body, now)
        ;(yield* CompiledFlows).invalidate(accountId)
        return yield* toEntity(doc.body, new Map())
        })
      ).pipe(Effect.withSpan("Entities.create"))

    /** Standard and connected entities cannot be modified (Forbidden). */
    const update = (accountId: string, id: string, payload: typeof EntityPayload.Type) =>
      run(
        Effect.gen(function* () {
        const found = yield* find(accountId, id)
        if (found.kind === "standard" || found.kind === "connected" || found.stored === undefined)
          return yield* Effect.fail(
            new Forbidden({
              error:
                found.kind === "connected"
                  ? "This entity stands for another account and cannot be modified"
                  : "Standard entities cannot be modified"
            })
          )
        const stored = found.stored
        if (payload.id !== undefined && payload.id.toLowerCase() !== stored.id)
          return yield* Effect.fail(ValidationFailed.of("id", `The id of an entity cannot be changed (the path names ${stored.id})`))
        yield* failOn(yield* entityProblems(accountId, payload, { id: stored.id, kind: found.kind, body: found.body }))
        yield* checkFresh(stored, { updated_at: payload.updated_at })
        const now = yield* Clock.currentTimeMillis
        const body = {
          ...writable(payload),
          ...kept(stored.body),
          id: stored.id,
          created_at: typeof stored.body["created_at"] === "string" ? stored.body["created_at"] : iso(stored.createdAt),
          updated_at: iso(now)
        }
        const doc = yield* updateRecorded("entities", "entity", accountId, stored, body, now, new NotFound({ error: `No entity ${id}` }))
        ;(yield* CompiledFlows).invalidate(accountId)
        return yield* toEntity(doc.body, yield* flowIdsByEntity(accountId))
        })
      ).pipe(Effect.withSpan("Entities.update"))

    /**
     * Only custom (and pending) entities can be deleted (Forbidden otherwise), and only once no
     * flow uses them (Conflict naming the flows): unlike a credential, whose tombstone keeps its
     * flows running, a deleted entity would block every lead of theirs. Nor while custom fields
     * carry its field suffix (Conflict naming them), as its suffix cannot change then either.
     * Checked and deleted under the account's reference lock, which a deploy takes too: a flow
     * deployed meanwhile is seen by the check, or sees the entity gone.
     */
    const remove = (accountId: string, id: string) =>
      run(
        withReferenceLock(accountId, Effect.gen(function* () {
        const found = yield* find(accountId, id)
        if (found.kind !== "custom" && found.kind !== "pending")
          return yield* Effect.fail(
            new Forbidden({
              error:
                found.kind === "standard" ? "Standard entities cannot be deleted" : "Account entities cannot be deleted"
            })
          )
        const entityId = String(found.body["id"]).toLowerCase()
        // Deleting it would stop every lead of these flows ("Unknown entity").
        const users = yield* flowsUsing(accountId, (body) => entityIdsOf(body).has(entityId))
        if (users.length > 0)
          return yield* Effect.fail(
            new Conflict({
              error: `Entity ${id} is used by ${users.length} flow(s): ${users.join(", ")}. Remove it from them (and deploy them) before deleting it: their leads would end in error ("Unknown entity")`
            })
          )
        // Its suffix would be free for any account to take while these fields still carry it.
        const suffix = found.body["field_suffix"]
        const fields = typeof suffix === "string" ? yield* fieldsWithSuffix(accountId, suffix) : []
        if (fields.length > 0)
          return yield* Effect.fail(
            new Conflict({
              error: `Entity ${id} has the field suffix ${JSON.stringify(suffix)}, which custom fields use (${fields.join(", ")}). Delete those fields before deleting it: field suffixes are unique across all entities, and once it is gone another entity could take it`
            })
          )
        const entity = yield* toEntity(found.body, yield* flowIdsByEntity(accountId))
        yield* removeRecorded("entities", "entity", accountId, String(found.body["id"]), new NotFound({ error: `No entity ${id}` }))
        ;(yield* CompiledFlows).invalidate(accountId)
        return entity
        }))
      ).pipe(Effect.withSpan("Entities.remove"))

    const changelogs = (accountId: string, id: string, params: ChangelogParams = {}) =>
      run(
        Effect.gen(function* () {
        const found = yield* find(accountId, id)
        return yield* queryChangelogs(accountId, params, { type: "entity", id: String(found.body["id"]) })
        })
      ).pipe(Effect.withSpan("Entities.changelogs"))

    return { list, get, create, update, remove, changelogs } as const
  })
}) {}
