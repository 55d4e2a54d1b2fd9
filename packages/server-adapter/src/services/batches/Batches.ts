import type { SqlClient } from "@effect/sql"
import { Ids, OBJECT_ID } from "@leadflow/core"
import { IntegrationRuntime, urlProblem } from "@leadflow/integrations"
import { Clock, Effect, Either, Option, Stream } from "effect"
import { addRecord } from "../../batch/AddRecord.js"
import { type Batch, type BatchConfig, type ReadableBatch, batchConfigOf, type BatchListParams, configProblems, type DeleteParams, type FileListParams, type FileRequest, NotFound, parseTimestamp, type RecordBody, ValidationFailed } from "@leadflow/api"
import { getFile, listFiles, removeFilesOfBatch } from "../../batch/BatchFiles.js"
import { findBatch, readBatch, type StoredBatch, toBatch, type UnreadableBatch, unreadableReason } from "../../batch/Batches.js"
import { batchSecretOwner, displayedConfig, displayedDelivery, type KeptFrom, sealBatchSecrets } from "../../batch/BatchSecrets.js"
import { SecretBox } from "../../secrets/SecretBox.js"
import { directoryDeliveryErrors, directoryRoot } from "../../batch/DeliverToDirectory.js"
import { contentStream } from "../../batch/FileContents.js"
import { createFile as writeFile, type FileServices } from "../../batch/FileWriter.js"
import { applyPrecedence } from "../../storage/ListRange.js"
import { removeRecords } from "../../batch/Records.js"
import { Documents } from "../../storage/Documents.js"
import { liveCredential } from "../credentials/CredentialRecord.js"
import { dependencies } from "../Dependencies.js"

const batchNotFound = new NotFound({ error: "Batch not found" })
const fileNotFound = new NotFound({ error: "Batch file not found" })

const iso = (ms: number): string => new Date(ms).toISOString()

/** A batch as answered: its secret delivery headers masked (`BatchSecrets.ts`). */
const view = (batch: StoredBatch): ReadableBatch => ({
  ...displayedConfig(batch.config),
  id: batch.id,
  created_at: iso(batch.createdAt),
  updated_at: iso(batch.updatedAt)
})

/**
 * A batch whose stored configuration no longer decodes, as answered (never a 5xx): the members
 * that decode (its delivery masked), and its errors by path, as a flow with problems is answered.
 */
const unreadableView = (batch: UnreadableBatch): Batch => {
  const { delivery, id: _id, created_at: _created, updated_at: _updated, errors: _errors, error: _error, ...readable } = batch.readable
  const reason = unreadableReason(batch)
  return {
    ...readable,
    ...(delivery === undefined ? {} : { delivery: displayedDelivery(delivery) }),
    id: batch.id,
    created_at: iso(batch.createdAt),
    updated_at: iso(batch.updatedAt),
    errors: batch.errors,
    error: reason.charAt(0).toUpperCase() + reason.slice(1)
  }
}

const viewOf = (batch: Either.Either<StoredBatch, UnreadableBatch>): Batch => Either.match(batch, { onLeft: unreadableView, onRight: view })

/** What a save keeps a `****` from: the stored configuration, or the delivery of one that no longer decodes, if that still does. */
const keptFrom = (batch: Either.Either<StoredBatch, UnreadableBatch>): KeptFrom | undefined =>
  Either.match(batch, {
    onLeft: ({ readable }) => (readable.delivery === undefined ? undefined : { delivery: readable.delivery }),
    onRight: ({ config }) => config
  })

/**
 * ValidationFailed for what the schema cannot see: columns a format needs, delivery targets, and
 * the delivery's credential (one of the account's, not deleted: any type sends, `user` as Basic,
 * the others as Bearer).
 */
const validate = (accountId: string, config: BatchConfig, prefix = "") =>
  Effect.gen(function* () {
    const runtime = yield* IntegrationRuntime
    const errors: Record<string, Array<string>> = {}
    for (const [key, messages] of Object.entries(configProblems(config))) errors[prefix + key] = messages
    const delivery = config.delivery
    if (delivery.method === "http") {
      const problem = urlProblem(delivery.url, runtime.http.allowPrivateHosts)
      if (problem !== undefined) errors[`${prefix}delivery.url`] = [problem]
      if (delivery.credential_id !== undefined) {
        if (Option.isNone(yield* liveCredential(accountId, delivery.credential_id)))
          errors[`${prefix}delivery.credential_id`] = [`Unknown credential ${delivery.credential_id}`]
      }
    }
    if (delivery.method === "directory")
      for (const [key, messages] of Object.entries(directoryDeliveryErrors(delivery.path, directoryRoot()))) errors[prefix + key] = messages
    if (Object.keys(errors).length > 0) return yield* Effect.fail(ValidationFailed.fromErrors(errors))
  })

const range = (params: {
  readonly after_id?: string
  readonly before_id?: string
  readonly start?: string
  readonly end?: string
}) =>
  applyPrecedence({
    afterId: params.after_id,
    beforeId: params.before_id,
    start: params.start === undefined ? undefined : parseTimestamp(params.start),
    end: params.end === undefined ? undefined : parseTimestamp(params.end)
  })

/** A batch of the account as stored, read or not (404 when there is none). */
const existing = (accountId: string, id: string) =>
  OBJECT_ID.test(id)
    ? Effect.flatMap(findBatch(accountId, id), Option.match({ onNone: () => Effect.fail(batchNotFound), onSome: Effect.succeed }))
    : Effect.fail(batchNotFound)

/**
 * The configuration to store for batch `id`: its secret headers sealed, a `****` keeping what
 * `previous` stores (ValidationFailed for a mask with nothing to keep, or a header's for a
 * delivery URL of another origin).
 */
const sealed = (accountId: string, id: string, config: BatchConfig, previous: KeptFrom | undefined, prefix = "") =>
  Effect.gen(function* () {
    const box = yield* SecretBox
    const owner = batchSecretOwner(accountId, id)
    const result = sealBatchSecrets(config, previous, (plain) => box.seal(plain, owner), prefix)
    return "errors" in result ? yield* Effect.fail(ValidationFailed.fromErrors(result.errors)) : result.config
  })

const insertBatch = (accountId: string, config: BatchConfig, prefix = "") =>
  Effect.gen(function* () {
    const documents = yield* Documents
    const id = (yield* Ids).next()
    const stored = yield* sealed(accountId, id, config, undefined, prefix)
    const now = yield* Clock.currentTimeMillis
    return toBatch(yield* documents.insert("batches", accountId, id, { ...stored }, now))
  })

/**
 * Batches of an account (the batch API): configurations that collect records (added by flow steps
 * or directly) into files in a format, delivered by HTTP or into a directory on a schedule or on
 * request. Storage failures stay `StoreError`.
 */
export class Batches extends Effect.Service<Batches>()("@leadflow/server-adapter/Batches", {
  effect: Effect.gen(function* () {
    const run = yield* dependencies<Documents | FileServices | SecretBox>()

    const list = (accountId: string, params: typeof BatchListParams.Type = {}) =>
      run(
        Effect.gen(function* () {
        const documents = yield* Documents
        const found = yield* documents.list("batches", accountId, {
          ...range(params),
          sort: params.sort ?? "desc",
          limit: params.limit
        })
        return found.map((document) => viewOf(readBatch(document)))
        })
      ).pipe(Effect.withSpan("Batches.list"))

    const create = (accountId: string, sent: BatchConfig) =>
      run(
        Effect.gen(function* () {
        const payload = batchConfigOf(sent)
        yield* validate(accountId, payload)
        return view(yield* insertBatch(accountId, payload))
        })
      ).pipe(Effect.withSpan("Batches.create"))

    const get = (accountId: string, id: string) =>
      run(
        Effect.gen(function* () {
        return viewOf(yield* existing(accountId, id))
        })
      ).pipe(Effect.withSpan("Batches.get"))

    /** Replaces the batch's configuration (a PUT cannot be stale). */
    const update = (accountId: string, id: string, sent: BatchConfig) =>
      run(
        Effect.gen(function* () {
        const payload = batchConfigOf(sent)
        yield* validate(accountId, payload)
        const current = yield* existing(accountId, id)
        // A secret header sent back masked keeps the stored one (of a stored delivery that still decodes).
        const stored = yield* sealed(accountId, id, payload, keptFrom(current))
        const documents = yield* Documents
        const now = yield* Clock.currentTimeMillis
        // No expected version: a PUT replaces the batch, so it cannot be stale.
        const updated = yield* documents.update("batches", accountId, id, { ...stored }, now).pipe(
          Effect.catchTag("StaleVersion", Effect.die)
        )
        return yield* Option.match(updated, {
          onNone: () => Effect.fail(batchNotFound),
          onSome: (document) => Effect.succeed(view(toBatch(document)))
        })
        })
      ).pipe(Effect.withSpan("Batches.update"))

    /** Unfiled records go with the batch; `purge` takes its files and their records too. */
    const remove = (accountId: string, id: string, params: typeof DeleteParams.Type = {}) =>
      run(
        Effect.gen(function* () {
        if (!OBJECT_ID.test(id)) return yield* Effect.fail(batchNotFound)
        const documents = yield* Documents
        const removed = yield* documents.remove("batches", accountId, id)
        if (Option.isNone(removed)) return yield* Effect.fail(batchNotFound)
        // Unfiled records can never be filed now; a purge takes the files and their records too.
        if (params.purge === true) yield* removeFilesOfBatch(accountId, id)
        yield* removeRecords(accountId, id, params.purge === true ? "all" : "unfiled")
        return viewOf(readBatch(removed.value))
        })
      ).pipe(Effect.withSpan("Batches.remove"))

    const files = (accountId: string, params: typeof FileListParams.Type = {}) =>
      run(
        Effect.gen(function* () {
        const batchIds = params.batch_id === undefined ? undefined : typeof params.batch_id === "string" ? [params.batch_id] : params.batch_id
        return yield* listFiles(accountId, {
          ...range(params),
          batchIds,
          sort: params.sort ?? "desc",
          limit: params.limit ?? 100
        })
        })
      ).pipe(Effect.withSpan("Batches.files"))

    /** Files a batch's records now (an existing batch by id, or a new one from its configuration). */
    const createFile = (accountId: string, payload: typeof FileRequest.Type) =>
      run(
        Effect.gen(function* () {
        if (payload.batch_id === undefined && payload.batch === undefined)
          return yield* Effect.fail(ValidationFailed.of("batch_id", "batch_id or batch is required"))
        const supplied = payload.batch === undefined ? undefined : batchConfigOf(payload.batch)
        if (supplied !== undefined) yield* validate(accountId, supplied, "batch.")
        if (payload.batch_id === undefined) {
          const batch = yield* insertBatch(accountId, supplied as BatchConfig, "batch.")
          return yield* writeFile(accountId, batch.id, batch.config.name, batch.config)
        }
        const batch = yield* existing(accountId, payload.batch_id)
        if (supplied !== undefined) {
          // A supplied configuration's secret headers are sealed as the batch's (a `****` keeps the batch's own).
          const config = yield* sealed(accountId, payload.batch_id, supplied, keptFrom(batch), "batch.")
          return yield* writeFile(accountId, payload.batch_id, config.name, config)
        }
        // One whose stored configuration no longer decodes files only by a configuration supplied for the file.
        if (Either.isLeft(batch))
          return yield* Effect.fail(ValidationFailed.of("batch_id", `${unreadableReason(batch.left)}, or supply this file's configuration as batch`))
        return yield* writeFile(accountId, batch.right.id, batch.right.config.name, batch.right.config)
        })
      ).pipe(Effect.withSpan("Batches.createFile"))

    const file = (accountId: string, id: string) =>
      run(
        Effect.gen(function* () {
        if (!OBJECT_ID.test(id)) return yield* Effect.fail(fileNotFound)
        const found = yield* getFile(accountId, id)
        return yield* Option.match(found, { onNone: () => Effect.fail(fileNotFound), onSome: Effect.succeed })
        })
      ).pipe(Effect.withSpan("Batches.file"))

    /** Adds a record to one of the account's batches, as a flow step does. */
    const addRecordTo = (accountId: string, id: string, payload: typeof RecordBody.Type) =>
      run(
        OBJECT_ID.test(id)
          ? addRecord(accountId, id, payload).pipe(Effect.catchTag("BatchNotFound", () => Effect.fail(batchNotFound)))
          : Effect.fail(batchNotFound)
      ).pipe(Effect.withSpan("Batches.addRecord"))

    /** A file and its content, read from the database as it streams. */
    const download = (accountId: string, id: string) =>
      run(
        Effect.gen(function* () {
          if (!OBJECT_ID.test(id)) return yield* Effect.fail(fileNotFound)
          const found = yield* getFile(accountId, id)
          if (Option.isNone(found)) return yield* Effect.fail(fileNotFound)
          const sql = yield* Effect.context<SqlClient.SqlClient>()
          return { file: found.value, content: contentStream(accountId, found.value.id).pipe(Stream.provideContext(sql)) }
        })
      ).pipe(Effect.withSpan("Batches.download"))

    return { list, create, get, update, remove, addRecord: addRecordTo, files, createFile, file, download } as const
  })
}) {}
