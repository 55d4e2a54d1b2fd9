import { SqlClient } from "@effect/sql"
import { Entity, type StoreError } from "@leadflow/core"
import { Effect, Option, Schema } from "effect"
import { Documents, type StoredDocument } from "../../storage/Documents.js"
import { asStoreError } from "../../storage/StoreErrors.js"
import { standardEntities, standardEntity } from "./StandardEntities.js"

/**
 * The entities an account sees: its account entity, the standard ones, its own custom ones and
 * the pending ones of open invitations. `flow_ids` is computed on read from the account's flows,
 * so it never goes stale.
 */

export type EntityKind = "standard" | "account" | "connected" | "custom" | "pending"

export interface FoundEntity {
  readonly kind: EntityKind
  readonly body: Record<string, unknown>
  /** The stored row, for every entity but the standard ones. */
  readonly stored: StoredDocument | undefined
}

export const kindOf = (accountId: string, body: Record<string, unknown>): EntityKind =>
  body["standard"] === true
    ? "standard"
    : body["account"] === true
      ? body["id"] === accountId
        ? "account"
        : "connected"
      : body["pending"] === true
        ? "pending"
        : "custom"

/** The account's own entities (account entity, custom, pending, connected), oldest first. */
export const ownEntities = (accountId: string) =>
  Effect.flatMap(Documents, (documents) => documents.list("entities", accountId, { sort: "asc" })).pipe(
    Effect.map((docs) => docs.map((doc): Record<string, unknown> => ({ ...doc.body, id: doc.id })))
  )

/** Every entity the account sees: account entity first, then standard, then the others. */
export const visibleEntities = (accountId: string) =>
  Effect.map(ownEntities(accountId), (own) => {
    const mine = own.filter((entity) => kindOf(accountId, entity) === "account")
    const others = own.filter((entity) => kindOf(accountId, entity) !== "account")
    return [...mine, ...standardEntities, ...others]
  })

export const findEntity = (accountId: string, id: string): Effect.Effect<Option.Option<FoundEntity>, StoreError, Documents> =>
  Effect.gen(function* () {
    const standard = standardEntity(id)
    if (standard !== undefined) return Option.some({ kind: "standard", body: standard, stored: undefined })
    const documents = yield* Documents
    const stored = yield* documents.get("entities", accountId, id.toLowerCase())
    return Option.map(stored, (doc) => {
      const body = { ...doc.body, id: doc.id }
      return { kind: kindOf(accountId, body), body, stored: doc }
    })
  })

/**
 * The entity ids (lower-cased) a stored flow body names: every `entity: {id}` in it, so its
 * sources, recipient steps, group members and auction buyers alike.
 */
export const entityIdsOf = (body: unknown): ReadonlySet<string> => {
  const ids = new Set<string>()
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) for (const item of node) walk(item)
    else if (typeof node === "object" && node !== null)
      for (const [key, value] of Object.entries(node)) {
        const id = key === "entity" && typeof value === "object" && value !== null ? (value as Record<string, unknown>)["id"] : undefined
        if (typeof id === "string") ids.add(id.toLowerCase())
        else walk(value)
      }
  }
  walk(body)
  return ids
}

/** Flow ids per entity id: the account's flows that use the entity (as a source or in a step). */
export const flowIdsByEntity = (accountId: string) =>
  Effect.gen(function* () {
    const documents = yield* Documents
    const flows = yield* documents.list("flows", accountId, { sort: "asc" })
    const byEntity = new Map<string, Array<string>>()
    for (const flow of flows)
      for (const id of entityIdsOf(flow.body)) {
        const list = byEntity.get(id) ?? []
        list.push(flow.id)
        byEntity.set(id, list)
      }
    return byEntity
  })

const entityKeys = Object.keys(Entity.fields)

/** A stored or standard entity as the API answers it. */
export const toEntity = (body: Record<string, unknown>, flowIds: ReadonlyMap<string, ReadonlyArray<string>>) => {
  const picked = Object.fromEntries(Object.entries(body).filter(([key]) => entityKeys.includes(key)))
  const id = typeof body["id"] === "string" ? body["id"].toLowerCase() : ""
  return Effect.orDie(Schema.decodeUnknown(Entity)({ ...picked, flow_ids: flowIds.get(id) ?? [] }))
}

interface SuffixRow {
  readonly account_id: string
  readonly id: string
}

/** Every entity, in any account, that owns a field suffix (field suffixes are unique everywhere). */
export const suffixOwners = (suffix: string): Effect.Effect<ReadonlyArray<SuffixRow>, StoreError, SqlClient.SqlClient> =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const member = sql.onDialectOrElse({
      pg: () => sql.literal("body->>'field_suffix'"),
      orElse: () => sql.literal("json_extract(body, '$.field_suffix')")
    })
    const rows = yield* sql<SuffixRow>`SELECT account_id, id FROM entities WHERE ${member} = ${suffix}`.pipe(
      asStoreError("looking up a field suffix")
    )
    const standard = standardEntities
      .filter((entity) => entity["field_suffix"] === suffix)
      .map((entity) => ({ account_id: "", id: entity["id"] as string }))
    return [...standard, ...rows]
  })
