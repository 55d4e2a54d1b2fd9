import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * Tables and indexes for the batch API (issue 7). Batches and batch files are JSON documents
 * (0003); beside them:
 *
 * - `batch_records`: the leads added to a batch, `file_id` NULL until a file takes them. A file
 *   claims every unfiled record of its batch with one UPDATE, then reads them back by id pages.
 * - `batch_files.batch_id`: a column so that the files list filters by batch with an index
 *   instead of reaching into the JSON body (which the two dialects spell differently).
 * - `batch_file_chunks`: file content as ordered chunks (about 256 KiB each) in the database,
 *   not on disk: it works the same on SQLite and PostgreSQL, needs no data directory shared by
 *   every server process, goes away with the file in one DELETE, and both writing and
 *   downloading stream one chunk at a time, so no file is ever held whole in memory.
 */
export const batches = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const jsonType = sql.onDialectOrElse({ pg: () => sql.literal("JSONB"), orElse: () => sql.literal("TEXT") })
  const bytesType = sql.onDialectOrElse({ pg: () => sql.literal("BYTEA"), orElse: () => sql.literal("BLOB") })
  yield* sql`CREATE TABLE batch_records (
    account_id TEXT NOT NULL,
    batch_id TEXT NOT NULL,
    id TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    file_id TEXT NULL,
    data ${jsonType} NOT NULL,
    PRIMARY KEY (account_id, id)
  )`
  // Unfiled records of a batch (claiming), and a file's records in id order (writing).
  yield* sql`CREATE INDEX batch_records_batch ON batch_records (account_id, batch_id, file_id)`
  yield* sql`CREATE INDEX batch_records_file ON batch_records (account_id, file_id, id)`
  yield* sql`ALTER TABLE batch_files ADD COLUMN batch_id TEXT NULL`
  yield* sql`CREATE INDEX batch_files_batch ON batch_files (account_id, batch_id, created_at)`
  yield* sql`CREATE TABLE batch_file_chunks (
    account_id TEXT NOT NULL,
    file_id TEXT NOT NULL,
    seq INTEGER NOT NULL,
    data ${bytesType} NOT NULL,
    PRIMARY KEY (file_id, seq)
  )`
})
