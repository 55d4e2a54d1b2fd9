import { SqlClient } from "@effect/sql"
import { type StoreError, validationErrors } from "@leadflow/core"
import { Data, Effect, Either, Option, type ParseResult, Schema } from "effect"
import { Documents, parseBody, type StoredDocument } from "../storage/Documents.js"
import { asStoreError } from "../storage/StoreErrors.js"
import { type BatchConfig, StoredBatchConfig } from "@leadflow/api"

/** A stored batch: its configuration and where it lives. */
export interface StoredBatch {
  readonly accountId: string
  readonly id: string
  readonly config: BatchConfig
  readonly createdAt: number
  readonly updatedAt: number
}

const decodeConfigEither = Schema.decodeUnknownEither(StoredBatchConfig)

/**
 * Why a stored configuration does not decode, by path, in core's words: no value of a secret
 * member, no object (a delivery with its URL and headers is "an object"), URLs with their secrets
 * masked. Effect's own message quotes the whole delivery, and it goes to the logs.
 */
const problemOf = (error: ParseResult.ParseError): string =>
  Object.entries(validationErrors(error))
    .map(([path, messages]) => `${path === "" ? "body" : path}: ${messages.join("; ")}`)
    .join(", ")

/** A stored batch whose configuration no longer decodes (stored by an older version). */
export class UnreadableBatchConfig extends Data.TaggedError("UnreadableBatchConfig")<{ readonly message: string }> {}

// Bodies were validated when saved; a body that no longer decodes is a bug, not a client error.
const decodeConfig = (document: StoredDocument): BatchConfig =>
  Either.getOrThrowWith(decodeConfigEither(document.body), (error) => new UnreadableBatchConfig({ message: `the stored configuration of batch ${document.id} cannot be read: ${problemOf(error)}` }))

export const toBatch = (document: StoredDocument): StoredBatch => ({
  accountId: document.accountId,
  id: document.id,
  config: decodeConfig(document),
  createdAt: document.createdAt,
  updatedAt: document.updatedAt
})

export const getBatch = (accountId: string, id: string): Effect.Effect<Option.Option<StoredBatch>, StoreError, Documents> =>
  Effect.flatMap(Documents, (documents) => Effect.map(documents.get("batches", accountId, id), Option.map(toBatch)))

/** A scheduled batch's row whose configuration no longer decodes (stored by an older version). */
export interface UnreadableBatch {
  readonly accountId: string
  readonly id: string
  readonly schedule: string
  readonly problem: string
}

/**
 * Every batch with a schedule, of every account (for the scheduler). A row whose configuration
 * does not decode is answered apart, so that the scheduler skips it alone and every other batch
 * is still queued.
 */
export const scheduledBatches: Effect.Effect<
  ReadonlyArray<Either.Either<StoredBatch, UnreadableBatch>>,
  StoreError,
  SqlClient.SqlClient
> = Effect.flatMap(SqlClient.SqlClient, (sql) =>
  sql<{ readonly account_id: string; readonly id: string; readonly created_at: unknown; readonly updated_at: unknown; readonly body: unknown }>`SELECT account_id, id, created_at, updated_at, body FROM batches`.pipe(
    asStoreError("listing scheduled batches"),
    Effect.map((rows) =>
      rows.flatMap((row) => {
        const body = parseBody(row.body)
        const schedule = body["schedule"]
        if (typeof schedule !== "string") return []
        return [
          Either.mapBoth(decodeConfigEither(body), {
            onLeft: (error) => ({ accountId: row.account_id, id: row.id, schedule, problem: problemOf(error) }),
            onRight: (config) => ({
              accountId: row.account_id,
              id: row.id,
              config,
              createdAt: Number(row.created_at),
              updatedAt: Number(row.updated_at)
            })
          })
        ]
      })
    )
  )
)
