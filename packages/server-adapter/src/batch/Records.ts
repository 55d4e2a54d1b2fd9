import { SqlClient } from "@effect/sql"
import type { StoreError } from "@leadflow/core"
import { Effect } from "effect"
import { parseBody } from "../storage/Documents.js"
import { asStoreError } from "../storage/StoreErrors.js"

/**
 * The leads added to batches (`batch_records`). A record is unfiled (`file_id` NULL) until a file
 * claims it; claiming is one UPDATE, so two files made at once (a schedule and a POST, or two
 * server processes) never share a record.
 */

export interface BatchRecord {
  readonly id: string
  readonly data: Record<string, unknown>
}

type Sql = SqlClient.SqlClient

export const appendRecord = (
  accountId: string,
  batchId: string,
  id: string,
  now: number,
  data: Readonly<Record<string, unknown>>
): Effect.Effect<void, StoreError, Sql> =>
  Effect.flatMap(SqlClient.SqlClient, (sql) =>
    sql`INSERT INTO batch_records ${sql.insert({
      account_id: accountId,
      batch_id: batchId,
      id,
      created_at: now,
      file_id: null,
      data: JSON.stringify(data)
    })}`.pipe(Effect.asVoid, asStoreError(`adding a record to batch ${batchId}`))
  )

/** Whether the batch has records no file has taken yet. */
export const hasUnfiled = (accountId: string, batchId: string): Effect.Effect<boolean, StoreError, Sql> =>
  Effect.flatMap(SqlClient.SqlClient, (sql) =>
    sql`SELECT 1 AS one FROM batch_records
      WHERE account_id = ${accountId} AND batch_id = ${batchId} AND file_id IS NULL LIMIT 1`.pipe(
      Effect.map((rows) => rows.length > 0),
      asStoreError(`reading batch ${batchId}`)
    )
  )

/** Give every unfiled record of the batch to `fileId`. */
export const claimRecords = (accountId: string, batchId: string, fileId: string): Effect.Effect<void, StoreError, Sql> =>
  Effect.flatMap(SqlClient.SqlClient, (sql) =>
    sql`UPDATE batch_records SET file_id = ${fileId}
      WHERE account_id = ${accountId} AND batch_id = ${batchId} AND file_id IS NULL`.pipe(
      Effect.asVoid,
      asStoreError(`claiming the records of batch ${batchId}`)
    )
  )

/** Hand a failed file's records back, for the next file. */
export const releaseRecords = (accountId: string, fileId: string): Effect.Effect<void, StoreError, Sql> =>
  Effect.flatMap(SqlClient.SqlClient, (sql) =>
    sql`UPDATE batch_records SET file_id = NULL WHERE account_id = ${accountId} AND file_id = ${fileId}`.pipe(
      Effect.asVoid,
      asStoreError(`releasing the records of file ${fileId}`)
    )
  )

/** A file's records after `afterId` (exclusive; "" from the start), in id order: a cursor page. */
export const recordPage = (
  accountId: string,
  fileId: string,
  afterId: string,
  size: number
): Effect.Effect<ReadonlyArray<BatchRecord>, StoreError, Sql> =>
  Effect.flatMap(SqlClient.SqlClient, (sql) =>
    sql<{ readonly id: string; readonly data: unknown }>`SELECT id, data FROM batch_records
      WHERE file_id = ${fileId} AND account_id = ${accountId} AND id > ${afterId}
      ORDER BY id LIMIT ${size}`.pipe(
      Effect.map((rows) => rows.map((row) => ({ id: row.id, data: parseBody(row.data) }))),
      asStoreError(`reading the records of file ${fileId}`)
    )
  )

/** Remove a batch's records: all of them (purge), or those no file took (they can never be filed). */
export const removeRecords = (
  accountId: string,
  batchId: string,
  which: "all" | "unfiled"
): Effect.Effect<void, StoreError, Sql> =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => {
    const unfiled = which === "unfiled" ? sql` AND file_id IS NULL` : sql``
    return sql`DELETE FROM batch_records WHERE account_id = ${accountId} AND batch_id = ${batchId}${unfiled}`.pipe(
      Effect.asVoid,
      asStoreError(`removing the records of batch ${batchId}`)
    )
  })
