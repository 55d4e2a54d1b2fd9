import { SqlClient } from "@effect/sql"
import { StoreError } from "@leadflow/core"
import { Context, Effect, Layer, Option } from "effect"
import type { DocumentTable } from "./migrations/index.js"
import { claimFlowIdWith } from "./FlowIds.js"
import { asStoreError, toMillis } from "./StoreErrors.js"
import { storableJson } from "./StorableJson.js"

/**
 * Account-owned JSON documents (flows, fields, entities, credentials, changelogs, routers,
 * reports, batches, ...): one repository for every such table, written once for both dialects.
 * The columns beside the body are what the API filters and guards on: owner, id, times in ms
 * and a version for optimistic concurrency.
 */

export interface StoredDocument {
  readonly accountId: string
  readonly id: string
  readonly createdAt: number
  readonly updatedAt: number
  readonly version: number
  readonly body: Record<string, unknown>
}

export interface ListOptions {
  /** Inclusive bounds on `created_at` (ms). */
  readonly start?: number | undefined
  readonly end?: number | undefined
  /** Exclusive bounds on the id (ObjectIds sort by creation time). */
  readonly afterId?: string | undefined
  readonly beforeId?: string | undefined
  readonly sort?: "asc" | "desc" | undefined
  readonly limit?: number | undefined
}

/** An update that names a version older than the stored one. */
export class StaleVersion {
  readonly _tag = "StaleVersion"
  constructor(readonly current: StoredDocument) {}
}

export interface DocumentsService {
  readonly list: (
    table: DocumentTable,
    accountId: string,
    options?: ListOptions
  ) => Effect.Effect<ReadonlyArray<StoredDocument>, StoreError>
  readonly get: (table: DocumentTable, accountId: string, id: string) => Effect.Effect<Option.Option<StoredDocument>, StoreError>
  /** Insert a new document; `body.id` is set to `id`. */
  readonly insert: (
    table: DocumentTable,
    accountId: string,
    id: string,
    body: Record<string, unknown>,
    now: number
  ) => Effect.Effect<StoredDocument, StoreError>
  /**
   * Replace a document's body, bumping its version. With `expectedVersion`, the update applies
   * only if the stored version still equals it (one statement), else fails with `StaleVersion`.
   * `Option.none()` when there is no such document.
   */
  readonly update: (
    table: DocumentTable,
    accountId: string,
    id: string,
    body: Record<string, unknown>,
    now: number,
    expectedVersion?: number
  ) => Effect.Effect<Option.Option<StoredDocument>, StoreError | StaleVersion>
  /** Delete a document; the deleted one, or none. */
  readonly remove: (table: DocumentTable, accountId: string, id: string) => Effect.Effect<Option.Option<StoredDocument>, StoreError>
}

export class Documents extends Context.Tag("@leadflow/server-adapter/Documents")<Documents, DocumentsService>() {}

/** A row of a documents table. */
export interface DocumentRow {
  readonly account_id: string
  readonly id: string
  readonly created_at: unknown
  readonly updated_at: unknown
  readonly version: unknown
  readonly body: unknown
}

/** PostgreSQL hands JSONB back parsed, SQLite hands back the text. */
export const parseBody = (body: unknown): Record<string, unknown> =>
  (typeof body === "string" ? JSON.parse(body) : body) as Record<string, unknown>

export const toDocument = (row: DocumentRow): StoredDocument => ({
  accountId: row.account_id,
  id: row.id,
  createdAt: toMillis(row.created_at),
  updatedAt: toMillis(row.updated_at),
  version: Number(row.version),
  body: parseBody(row.body)
})

export const makeSqlDocuments = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient

  const list: DocumentsService["list"] = (table, accountId, options = {}) => {
    const conditions = [sql`account_id = ${accountId}`]
    if (options.start !== undefined) conditions.push(sql`created_at >= ${options.start}`)
    if (options.end !== undefined) conditions.push(sql`created_at <= ${options.end}`)
    if (options.afterId !== undefined) conditions.push(sql`id > ${options.afterId}`)
    if (options.beforeId !== undefined) conditions.push(sql`id < ${options.beforeId}`)
    const order = options.sort === "desc" ? sql`ORDER BY created_at DESC, id DESC` : sql`ORDER BY created_at, id`
    const limit = options.limit === undefined ? sql`` : sql`LIMIT ${options.limit}`
    return sql<DocumentRow>`SELECT * FROM ${sql(table)} WHERE ${sql.and(conditions)} ${order} ${limit}`.pipe(
      Effect.map((rows) => rows.map(toDocument)),
      asStoreError(`listing ${table}`)
    )
  }

  const get: DocumentsService["get"] = (table, accountId, id) =>
    sql<DocumentRow>`SELECT * FROM ${sql(table)} WHERE account_id = ${accountId} AND id = ${id}`.pipe(
      Effect.map((rows) => Option.map(Option.fromNullable(rows[0]), toDocument)),
      asStoreError(`reading ${table} ${id}`)
    )

  const insert: DocumentsService["insert"] = (table, accountId, id, body, now) => {
    const stored = { ...body, id }
    // A flow's id is claimed for its account for good (see `FlowIds`); another's is refused.
    const claimed =
      table !== "flows"
        ? Effect.void
        : Effect.flatMap(claimFlowIdWith(sql, accountId, id, now), (owned) =>
            owned ? Effect.void : Effect.fail(new StoreError({ message: `flow id ${id} belongs to another account` }))
          )
    return Effect.zipRight(claimed, sql`INSERT INTO ${sql(table)} ${sql.insert({
      account_id: accountId,
      id,
      created_at: now,
      updated_at: now,
      version: 1,
      body: storableJson(JSON.stringify(stored))
    })}`.pipe(
      Effect.as<StoredDocument>({ accountId, id, createdAt: now, updatedAt: now, version: 1, body: stored }),
      asStoreError(`creating ${table} ${id}`)
    ))
  }

  const update: DocumentsService["update"] = (table, accountId, id, body, now, expectedVersion) => {
    const stored = { ...body, id }
    const guard = expectedVersion === undefined ? sql`` : sql` AND version = ${expectedVersion}`
    return sql<DocumentRow>`UPDATE ${sql(table)} SET body = ${storableJson(JSON.stringify(stored))}, updated_at = ${now}, version = version + 1
      WHERE account_id = ${accountId} AND id = ${id}${guard} RETURNING *`.pipe(
      asStoreError(`updating ${table} ${id}`),
      Effect.flatMap((rows): Effect.Effect<Option.Option<StoredDocument>, StoreError | StaleVersion> => {
        const row = rows[0]
        if (row !== undefined) return Effect.succeed(Option.some(toDocument(row)))
        if (expectedVersion === undefined) return Effect.succeed(Option.none())
        // Nothing matched: either the document is gone or its version moved on.
        return Effect.flatMap(get(table, accountId, id), (current) =>
          Option.isSome(current) ? Effect.fail(new StaleVersion(current.value)) : Effect.succeed(Option.none())
        )
      })
    )
  }

  const remove: DocumentsService["remove"] = (table, accountId, id) =>
    sql<DocumentRow>`DELETE FROM ${sql(table)} WHERE account_id = ${accountId} AND id = ${id} RETURNING *`.pipe(
      Effect.map((rows) => Option.map(Option.fromNullable(rows[0]), toDocument)),
      asStoreError(`deleting ${table} ${id}`)
    )

  return Documents.of({ list, get, insert, update, remove })
})

export const SqlDocumentsLayer: Layer.Layer<Documents, never, SqlClient.SqlClient> = Layer.effect(Documents, makeSqlDocuments)
