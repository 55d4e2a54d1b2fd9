import { SqlClient } from "@effect/sql"
import type { StoreError } from "@leadflow/core"
import { Chunk, Effect, Option, Stream } from "effect"
import { asStoreError } from "../storage/StoreErrors.js"

/**
 * File content as numbered chunks in `batch_file_chunks` (see migration 0006 for why not on
 * disk). A writer buffers up to `chunkBytes` and stores a row each time that fills; a reader
 * streams the rows back one query per chunk. Memory stays at one chunk either way.
 */

export const chunkBytes = 256 * 1024

type Sql = SqlClient.SqlClient

export interface ContentWriter {
  /** Append text (UTF-8); stores a chunk whenever the buffer reaches `chunkBytes`. */
  readonly write: (text: string) => Effect.Effect<void, StoreError>
  /** Store what is left; the content's size in bytes. */
  readonly end: Effect.Effect<number, StoreError>
}

/** A writer for one file's content; used by one fiber at a time. */
export const makeContentWriter = (accountId: string, fileId: string): Effect.Effect<ContentWriter, never, Sql> =>
  Effect.map(SqlClient.SqlClient, (sql) => {
    let parts: Array<string> = []
    let buffered = 0
    let seq = 0
    let size = 0
    const flush = Effect.suspend(() => {
      if (parts.length === 0) return Effect.void
      const data = Buffer.from(parts.join(""), "utf8")
      parts = []
      buffered = 0
      const n = seq++
      return sql`INSERT INTO batch_file_chunks ${sql.insert({ account_id: accountId, file_id: fileId, seq: n, data })}`.pipe(
        Effect.asVoid,
        asStoreError(`writing file ${fileId}`)
      )
    })
    return {
      write: (text) =>
        Effect.suspend(() => {
          const bytes = Buffer.byteLength(text, "utf8")
          parts.push(text)
          buffered += bytes
          size += bytes
          return buffered >= chunkBytes ? flush : Effect.void
        }),
      end: Effect.suspend(() => Effect.as(flush, size))
    }
  })

const readChunk = (accountId: string, fileId: string, seq: number): Effect.Effect<Option.Option<Uint8Array>, StoreError, Sql> =>
  Effect.flatMap(SqlClient.SqlClient, (sql) =>
    sql<{ readonly data: Uint8Array }>`SELECT data FROM batch_file_chunks
      WHERE file_id = ${fileId} AND seq = ${seq} AND account_id = ${accountId}`.pipe(
      Effect.map((rows) => Option.map(Option.fromNullable(rows[0]), (row) => row.data)),
      asStoreError(`reading file ${fileId}`)
    )
  )

/** A file's content, chunk by chunk. */
export const contentStream = (accountId: string, fileId: string): Stream.Stream<Uint8Array, StoreError, Sql> =>
  Stream.paginateChunkEffect(0, (seq) =>
    Effect.map(readChunk(accountId, fileId, seq), (found) =>
      Option.match(found, {
        onNone: () => [Chunk.empty<Uint8Array>(), Option.none<number>()] as const,
        onSome: (data) => [Chunk.of(data), Option.some(seq + 1)] as const
      })
    )
  )

/** Remove one file's content. */
export const removeContent = (accountId: string, fileId: string): Effect.Effect<void, StoreError, Sql> =>
  Effect.flatMap(SqlClient.SqlClient, (sql) =>
    sql`DELETE FROM batch_file_chunks WHERE account_id = ${accountId} AND file_id = ${fileId}`.pipe(
      Effect.asVoid,
      asStoreError(`removing file ${fileId}`)
    )
  )
