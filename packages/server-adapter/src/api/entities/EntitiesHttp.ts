import { HttpApiBuilder } from "@effect/platform"
import { Ids, type StoreError } from "@leadflow/core"
import { Clock, Effect, Option } from "effect"
import { type Documents } from "../../storage/Documents.js"
import { CompiledFlows } from "../../submission/CompiledFlows.js"
import { queryChangelogs } from "../changelogs/ChangelogListing.js"
import { CurrentAccount } from "../CurrentAccount.js"
import { Forbidden, NotFound, ValidationFailed } from "../Errors.js"
import { checkFresh } from "../flows/Freshness.js"
import { orUnavailable } from "../flows/StoreFailures.js"
import { MainApi } from "../MainApi.js"
import { findEntity, flowIdsByEntity, type FoundEntity, toEntity, visibleEntities } from "./EntityCatalog.js"
import { entityProblems } from "./EntityRules.js"
import { readOnlyEntityKeys } from "./EntitySchemas.js"
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

/** Handlers of the `entities` group. */
export const EntitiesLive = HttpApiBuilder.group(MainApi, "entities", (handlers) =>
  handlers
    .handle("list", () =>
      Effect.gen(function* () {
        const account = yield* CurrentAccount
        const flowIds = yield* flowIdsByEntity(account.id)
        return yield* Effect.forEach(yield* visibleEntities(account.id), (entity) => toEntity(entity, flowIds))
      }).pipe(orUnavailable)
    )
    .handle("get", ({ path }) =>
      Effect.gen(function* () {
        const account = yield* CurrentAccount
        const found = yield* find(account.id, path.id)
        return yield* toEntity(found.body, yield* flowIdsByEntity(account.id))
      }).pipe(orUnavailable)
    )
    .handle("create", ({ payload }) =>
      Effect.gen(function* () {
        const account = yield* CurrentAccount
        yield* failOn(yield* entityProblems(account.id, payload))
        const id = (yield* Ids).next()
        const now = yield* Clock.currentTimeMillis
        const body = { ...writable(payload), standard: false, account: false, created_at: iso(now), updated_at: iso(now) }
        const doc = yield* createRecorded("entities", "entity", account.id, id, body, now)
        ;(yield* CompiledFlows).invalidate(account.id)
        return yield* toEntity(doc.body, new Map())
      }).pipe(orUnavailable)
    )
    .handle("update", ({ path, payload }) =>
      Effect.gen(function* () {
        const account = yield* CurrentAccount
        const found = yield* find(account.id, path.id)
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
        yield* failOn(yield* entityProblems(account.id, payload, { id: stored.id, kind: found.kind, body: found.body }))
        yield* checkFresh(stored, { updated_at: payload.updated_at })
        const now = yield* Clock.currentTimeMillis
        const body = {
          ...writable(payload),
          ...kept(stored.body),
          id: stored.id,
          created_at: typeof stored.body["created_at"] === "string" ? stored.body["created_at"] : iso(stored.createdAt),
          updated_at: iso(now)
        }
        const doc = yield* updateRecorded("entities", "entity", account.id, stored, body, now, new NotFound({ error: `No entity ${path.id}` }))
        ;(yield* CompiledFlows).invalidate(account.id)
        return yield* toEntity(doc.body, yield* flowIdsByEntity(account.id))
      }).pipe(orUnavailable)
    )
    .handle("delete", ({ path }) =>
      Effect.gen(function* () {
        const account = yield* CurrentAccount
        const found = yield* find(account.id, path.id)
        if (found.kind !== "custom" && found.kind !== "pending")
          return yield* Effect.fail(
            new Forbidden({
              error:
                found.kind === "standard" ? "Standard entities cannot be deleted" : "Account entities cannot be deleted"
            })
          )
        const entity = yield* toEntity(found.body, yield* flowIdsByEntity(account.id))
        yield* removeRecorded("entities", "entity", account.id, String(found.body["id"]), new NotFound({ error: `No entity ${path.id}` }))
        ;(yield* CompiledFlows).invalidate(account.id)
        return entity
      }).pipe(orUnavailable)
    )
    .handle("changelogs", ({ path, urlParams }) =>
      Effect.gen(function* () {
        const account = yield* CurrentAccount
        const found = yield* find(account.id, path.id)
        return yield* queryChangelogs(account.id, urlParams, { type: "entity", id: String(found.body["id"]) })
      }).pipe(orUnavailable)
    )
)
