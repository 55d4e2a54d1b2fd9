import { SqlClient, type Statement } from "@effect/sql"
import { maskUrl, type StoreError } from "@leadflow/core"
import { Effect, Option } from "effect"
import { type ListOptions, parseBody } from "../storage/Documents.js"
import { asStoreError } from "../storage/StoreErrors.js"
import type { BatchFile } from "@leadflow/api"

/**
 * Batch file records in the `batch_files` document table, with its `batch_id` column set (0006)
 * so that the list filters by batch. The body is the API's `BatchFile` as stored.
 */

type Sql = SqlClient.SqlClient

interface FileRow {
  readonly body: unknown
}

/**
 * A file as answered: an HTTP delivery's `location` with the URL's secrets masked. Files made
 * before delivery recorded it masked hold the URL as it was (masked at rest at start,
 * `BatchSecretsUpgrade.ts`; a process of the earlier version may write more meanwhile).
 */
const toFile = (row: FileRow): BatchFile => {
  const file = parseBody(row.body) as unknown as BatchFile
  const location = file.delivery.location
  return location === undefined || maskUrl(location) === location ? file : { ...file, delivery: { ...file.delivery, location: maskUrl(location) } }
}

export const insertFile = (accountId: string, file: BatchFile, now: number): Effect.Effect<void, StoreError, Sql> =>
  Effect.flatMap(SqlClient.SqlClient, (sql) =>
    sql`INSERT INTO batch_files ${sql.insert({
      account_id: accountId,
      id: file.id,
      created_at: now,
      updated_at: now,
      version: 1,
      body: JSON.stringify(file),
      batch_id: file.batch_id
    })}`.pipe(Effect.asVoid, asStoreError(`creating batch file ${file.id}`))
  )

export const updateFile = (accountId: string, file: BatchFile, now: number): Effect.Effect<void, StoreError, Sql> =>
  Effect.flatMap(SqlClient.SqlClient, (sql) =>
    sql`UPDATE batch_files SET body = ${JSON.stringify(file)}, updated_at = ${now}, version = version + 1
      WHERE account_id = ${accountId} AND id = ${file.id}`.pipe(Effect.asVoid, asStoreError(`updating batch file ${file.id}`))
  )

export const getFile = (accountId: string, id: string): Effect.Effect<Option.Option<BatchFile>, StoreError, Sql> =>
  Effect.flatMap(SqlClient.SqlClient, (sql) =>
    sql<FileRow>`SELECT body FROM batch_files WHERE account_id = ${accountId} AND id = ${id}`.pipe(
      Effect.map((rows) => Option.map(Option.fromNullable(rows[0]), toFile)),
      asStoreError(`reading batch file ${id}`)
    )
  )

export interface FileListOptions extends ListOptions {
  /** Only files of these batches (any batch when absent). */
  readonly batchIds?: ReadonlyArray<string> | undefined
}

export const listFiles = (
  accountId: string,
  options: FileListOptions
): Effect.Effect<ReadonlyArray<BatchFile>, StoreError, Sql> =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => {
    const conditions: Array<Statement.Fragment> = [sql`account_id = ${accountId}`]
    if (options.batchIds !== undefined) conditions.push(sql.in("batch_id", options.batchIds))
    if (options.start !== undefined) conditions.push(sql`created_at >= ${options.start}`)
    if (options.end !== undefined) conditions.push(sql`created_at <= ${options.end}`)
    if (options.afterId !== undefined) conditions.push(sql`id > ${options.afterId}`)
    if (options.beforeId !== undefined) conditions.push(sql`id < ${options.beforeId}`)
    const order = options.sort === "asc" ? sql`ORDER BY created_at, id` : sql`ORDER BY created_at DESC, id DESC`
    const limit = options.limit === undefined ? sql`` : sql`LIMIT ${options.limit}`
    return sql<FileRow>`SELECT body FROM batch_files WHERE ${sql.and(conditions)} ${order} ${limit}`.pipe(
      Effect.map((rows) => rows.map(toFile)),
      asStoreError("listing batch files")
    )
  })

/** Remove every file of a batch and its content (a purge). */
export const removeFilesOfBatch = (accountId: string, batchId: string): Effect.Effect<void, StoreError, Sql> =>
  Effect.flatMap(SqlClient.SqlClient, (sql) =>
    sql.withTransaction(
      Effect.zipRight(
        sql`DELETE FROM batch_file_chunks WHERE account_id = ${accountId}
          AND file_id IN (SELECT id FROM batch_files WHERE account_id = ${accountId} AND batch_id = ${batchId})`,
        sql`DELETE FROM batch_files WHERE account_id = ${accountId} AND batch_id = ${batchId}`
      )
    ).pipe(Effect.asVoid, asStoreError(`removing the files of batch ${batchId}`))
  )
