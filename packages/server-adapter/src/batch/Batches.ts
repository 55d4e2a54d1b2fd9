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

/** Each member of a stored configuration alone (a default where it is absent, as a whole one reads). */
const memberDecoders = Object.keys(StoredBatchConfig.fields).map((key) =>
  Schema.decodeUnknownEither(StoredBatchConfig.pick(key as keyof typeof StoredBatchConfig.fields))
)

/**
 * Why a stored configuration does not decode, by path, in core's words (the 422's): no value of a
 * secret member, no object (a delivery with its URL and headers is "an object"), URLs with their
 * secrets masked. Effect's own message quotes the whole delivery, and it goes to the logs.
 */
const errorsOf = (error: ParseResult.ParseError): Record<string, ReadonlyArray<string>> => {
  const errors: Record<string, ReadonlyArray<string>> = {}
  for (const [path, messages] of Object.entries(validationErrors(error)))
    Object.defineProperty(errors, path === "" ? "body" : path, { value: messages, enumerable: true, writable: true, configurable: true })
  return errors
}

/** The errors in one line: each path with its messages. */
const problemOf = (errors: Record<string, ReadonlyArray<string>>): string =>
  Object.entries(errors)
    .map(([path, messages]) => `${path}: ${messages.join("; ")}`)
    .join(", ")

/**
 * A stored batch whose configuration no longer decodes (stored by an older version: a delivery
 * method this one does not have, a required member missing). Never a 5xx: it is answered with
 * the members that decode alone (`readable`) and its `errors`, takes no records and makes no
 * files, and a PUT replaces it.
 */
export interface UnreadableBatch {
  readonly accountId: string
  readonly id: string
  readonly createdAt: number
  readonly updatedAt: number
  readonly readable: Partial<BatchConfig>
  readonly errors: Record<string, ReadonlyArray<string>>
  /** The errors in one line (`delivery.method: Expected ..., actual "sftp"`). */
  readonly problem: string
}

/** A stored batch, or why its configuration cannot be read. */
export const readBatch = (document: StoredDocument): Either.Either<StoredBatch, UnreadableBatch> =>
  Either.mapBoth(decodeConfigEither(document.body), {
    onLeft: (error) => {
      const errors = errorsOf(error)
      let readable: Partial<BatchConfig> = {}
      for (const decode of memberDecoders) {
        const member = decode(document.body)
        if (Either.isRight(member)) readable = { ...readable, ...member.right }
      }
      return { accountId: document.accountId, id: document.id, createdAt: document.createdAt, updatedAt: document.updatedAt, readable, errors, problem: problemOf(errors) }
    },
    onRight: (config) => ({ accountId: document.accountId, id: document.id, config, createdAt: document.createdAt, updatedAt: document.updatedAt })
  })

/** Why a batch cannot be used as it is stored, and what to do about it. */
export const unreadableReason = (batch: UnreadableBatch): string =>
  `the stored configuration of batch ${batch.id} cannot be read by this version (${batch.problem}): PUT the batch again with a configuration this version reads`

/** A stored batch whose configuration no longer decodes, where one that does is needed. */
export class UnreadableBatchConfig extends Data.TaggedError("UnreadableBatchConfig")<{ readonly message: string; readonly batch: UnreadableBatch }> {}

/** A batch just written (its configuration decoded before it was stored). */
export const toBatch = (document: StoredDocument): StoredBatch =>
  Either.getOrThrowWith(readBatch(document), (batch) => new UnreadableBatchConfig({ message: unreadableReason(batch), batch }))

/** A batch of the account as stored, read or not, if there is one. */
export const findBatch = (
  accountId: string,
  id: string
): Effect.Effect<Option.Option<Either.Either<StoredBatch, UnreadableBatch>>, StoreError, Documents> =>
  Effect.flatMap(Documents, (documents) => Effect.map(documents.get("batches", accountId, id), Option.map(readBatch)))

/** A batch of the account, if there is one; `UnreadableBatchConfig` for one whose configuration no longer decodes. */
export const getBatch = (accountId: string, id: string): Effect.Effect<Option.Option<StoredBatch>, StoreError | UnreadableBatchConfig, Documents> =>
  Effect.flatMap(
    findBatch(accountId, id),
    Option.match({
      onNone: () => Effect.succeedNone,
      onSome: Either.match({
        onLeft: (batch) => Effect.fail(new UnreadableBatchConfig({ message: unreadableReason(batch), batch })),
        onRight: (batch) => Effect.succeedSome(batch)
      })
    })
  )

/** A stored body as an object, or undefined for one that is none (`null`, on SQLite text that is no JSON). */
export const bodyObject = (body: unknown): Record<string, unknown> | undefined => {
  try {
    const parsed: unknown = parseBody(body)
    return typeof parsed === "object" && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : undefined
  } catch {
    return undefined
  }
}

/**
 * Every batch with a schedule, of every account (for the scheduler). A row whose configuration
 * does not decode is answered apart, so that the scheduler skips it alone and every other batch
 * is still queued; a body that is no object has no schedule to read, and is passed over.
 */
export const scheduledBatches: Effect.Effect<
  ReadonlyArray<Either.Either<StoredBatch, UnreadableBatch>>,
  StoreError,
  SqlClient.SqlClient
> = Effect.flatMap(SqlClient.SqlClient, (sql) =>
  sql<{ readonly account_id: string; readonly id: string; readonly created_at: unknown; readonly updated_at: unknown; readonly version: unknown; readonly body: unknown }>`SELECT account_id, id, created_at, updated_at, version, body FROM batches`.pipe(
    asStoreError("listing scheduled batches"),
    Effect.map((rows) =>
      rows.flatMap((row) => {
        const body = bodyObject(row.body)
        if (body === undefined || typeof body["schedule"] !== "string") return []
        return [
          readBatch({
            accountId: row.account_id,
            id: row.id,
            createdAt: Number(row.created_at),
            updatedAt: Number(row.updated_at),
            version: Number(row.version),
            body
          })
        ]
      })
    )
  )
)
