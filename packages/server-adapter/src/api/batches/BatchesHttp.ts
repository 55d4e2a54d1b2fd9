import { HttpApiBuilder, HttpServerResponse } from "@effect/platform"
import { type SqlClient } from "@effect/sql"
import { Ids, OBJECT_ID, type StoreError } from "@leadflow/core"
import { IntegrationRuntime, urlProblem } from "@leadflow/integrations"
import { Clock, Effect, Option, Stream } from "effect"
import { addRecord } from "../../batch/AddRecord.js"
import { type BatchConfig, configProblems } from "../../batch/BatchConfig.js"
import { getFile, listFiles, removeFilesOfBatch } from "../../batch/BatchFiles.js"
import { getBatch, type StoredBatch, toBatch } from "../../batch/Batches.js"
import { directoryDeliveryErrors, directoryRoot } from "../../batch/DeliverToDirectory.js"
import { contentStream } from "../../batch/FileContents.js"
import { createFile } from "../../batch/FileWriter.js"
import { applyPrecedence } from "../../storage/ListRange.js"
import { removeRecords } from "../../batch/Records.js"
import { Documents } from "../../storage/Documents.js"
import { CurrentAccount, maybeAccount } from "../CurrentAccount.js"
import { NotFound, ServiceUnavailable, ValidationFailed } from "../Errors.js"
import { MainApi } from "../MainApi.js"
import type { Batch } from "./BatchSchemas.js"
import { parseTimestamp } from "./BatchSchemas.js"

/** Handlers of the `batches` group (the batch API under `/batch`). */

const unavailable = (error: StoreError) =>
  Effect.zipRight(Effect.logWarning("batch API storage failure", error.message), Effect.fail(new ServiceUnavailable({ error: "storage unavailable, retry later" })))

const batchNotFound = new NotFound({ error: "Batch not found" })
const fileNotFound = new NotFound({ error: "Batch file not found" })

const iso = (ms: number): string => new Date(ms).toISOString()

const view = (batch: StoredBatch): Batch => ({
  id: batch.id,
  ...batch.config,
  created_at: iso(batch.createdAt),
  updated_at: iso(batch.updatedAt)
})

/** 422 for what the schema cannot see: columns a format needs, delivery targets. */
const validate = (config: BatchConfig, prefix = "") =>
  Effect.gen(function* () {
    const runtime = yield* IntegrationRuntime
    const errors: Record<string, Array<string>> = {}
    for (const [key, messages] of Object.entries(configProblems(config))) errors[prefix + key] = messages
    const delivery = config.delivery
    if (delivery.method === "http") {
      const problem = urlProblem(delivery.url, runtime.http.allowPrivateHosts)
      if (problem !== undefined) errors[`${prefix}delivery.url`] = [problem]
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

const existing = (accountId: string, id: string) =>
  OBJECT_ID.test(id)
    ? Effect.flatMap(getBatch(accountId, id), Option.match({ onNone: () => Effect.fail(batchNotFound), onSome: Effect.succeed }))
    : Effect.fail(batchNotFound)

const insertBatch = (accountId: string, config: BatchConfig) =>
  Effect.gen(function* () {
    const documents = yield* Documents
    const id = (yield* Ids).next()
    const now = yield* Clock.currentTimeMillis
    return toBatch(yield* documents.insert("batches", accountId, id, { ...config }, now))
  })

export const BatchesLive = HttpApiBuilder.group(MainApi, "batches", (handlers) =>
  handlers
    .handle("listBatches", ({ urlParams }) =>
      Effect.gen(function* () {
        const account = yield* CurrentAccount
        const documents = yield* Documents
        const found = yield* documents.list("batches", account.id, {
          ...range(urlParams),
          sort: urlParams.sort ?? "desc",
          limit: urlParams.limit
        })
        return found.map((document) => view(toBatch(document)))
      }).pipe(Effect.catchTag("StoreError", unavailable))
    )
    .handle("createBatch", ({ payload }) =>
      Effect.gen(function* () {
        const account = yield* CurrentAccount
        yield* validate(payload)
        return view(yield* insertBatch(account.id, payload))
      }).pipe(Effect.catchTag("StoreError", unavailable))
    )
    .handle("getBatch", ({ path }) =>
      Effect.gen(function* () {
        const account = yield* CurrentAccount
        return view(yield* existing(account.id, path.id))
      }).pipe(Effect.catchTag("StoreError", unavailable))
    )
    .handle("updateBatch", ({ path, payload }) =>
      Effect.gen(function* () {
        const account = yield* CurrentAccount
        yield* validate(payload)
        if (!OBJECT_ID.test(path.id)) return yield* Effect.fail(batchNotFound)
        const documents = yield* Documents
        const now = yield* Clock.currentTimeMillis
        // No expected version: a PUT replaces the batch, so it cannot be stale.
        const updated = yield* documents.update("batches", account.id, path.id, { ...payload }, now).pipe(
          Effect.catchTag("StaleVersion", Effect.die)
        )
        return yield* Option.match(updated, {
          onNone: () => Effect.fail(batchNotFound),
          onSome: (document) => Effect.succeed(view(toBatch(document)))
        })
      }).pipe(Effect.catchTag("StoreError", unavailable))
    )
    .handle("deleteBatch", ({ path, urlParams }) =>
      Effect.gen(function* () {
        const account = yield* CurrentAccount
        if (!OBJECT_ID.test(path.id)) return yield* Effect.fail(batchNotFound)
        const documents = yield* Documents
        const removed = yield* documents.remove("batches", account.id, path.id)
        if (Option.isNone(removed)) return yield* Effect.fail(batchNotFound)
        // Unfiled records can never be filed now; a purge takes the files and their records too.
        if (urlParams.purge === true) yield* removeFilesOfBatch(account.id, path.id)
        yield* removeRecords(account.id, path.id, urlParams.purge === true ? "all" : "unfiled")
        return view(toBatch(removed.value))
      }).pipe(Effect.catchTag("StoreError", unavailable))
    )
    .handle("addRecord", ({ path, payload }) =>
      Effect.gen(function* () {
        // Provided by the endpoint's OptionalAuthentication (read as an option: the endpoint-level
        // middleware's service is not taken off the handler's requirements by the types).
        const account = yield* maybeAccount
        // Checked before the batch, so that a caller without a key learns nothing about batch ids.
        if (account === undefined)
          return { outcome: "error", reason: "authentication failed: API key is missing, incorrect or wrongly specified" } as const
        if (!OBJECT_ID.test(path.id)) return yield* Effect.fail(batchNotFound)
        return yield* addRecord(account.id, path.id, payload).pipe(
          Effect.catchTag("BatchNotFound", () => Effect.fail(batchNotFound))
        )
      })
    )
    .handle("listFiles", ({ urlParams }) =>
      Effect.gen(function* () {
        const account = yield* CurrentAccount
        const batchIds = urlParams.batch_id === undefined ? undefined : typeof urlParams.batch_id === "string" ? [urlParams.batch_id] : urlParams.batch_id
        return yield* listFiles(account.id, {
          ...range(urlParams),
          batchIds,
          sort: urlParams.sort ?? "desc",
          limit: urlParams.limit ?? 100
        })
      }).pipe(Effect.catchTag("StoreError", unavailable))
    )
    .handle("createFile", ({ payload }) =>
      Effect.gen(function* () {
        const account = yield* CurrentAccount
        if (payload.batch_id === undefined && payload.batch === undefined)
          return yield* Effect.fail(ValidationFailed.of("batch_id", "batch_id or batch is required"))
        if (payload.batch !== undefined) yield* validate(payload.batch, "batch.")
        const batch =
          payload.batch_id !== undefined
            ? yield* existing(account.id, payload.batch_id)
            : yield* insertBatch(account.id, payload.batch as BatchConfig)
        const config = payload.batch ?? batch.config
        return yield* createFile(account.id, batch.id, config.name, config)
      }).pipe(Effect.catchTag("StoreError", unavailable))
    )
    .handle("getFile", ({ path }) =>
      Effect.gen(function* () {
        const account = yield* CurrentAccount
        if (!OBJECT_ID.test(path.id)) return yield* Effect.fail(fileNotFound)
        const found = yield* getFile(account.id, path.id)
        return yield* Option.match(found, { onNone: () => Effect.fail(fileNotFound), onSome: Effect.succeed })
      }).pipe(Effect.catchTag("StoreError", unavailable))
    )
    .handle("downloadFile", ({ path }) =>
      Effect.gen(function* () {
        const account = yield* CurrentAccount
        if (!OBJECT_ID.test(path.id)) return yield* Effect.fail(fileNotFound)
        const found = yield* getFile(account.id, path.id)
        if (Option.isNone(found)) return yield* Effect.fail(fileNotFound)
        const file = found.value
        const sql = yield* Effect.context<SqlClient.SqlClient>()
        const body = contentStream(account.id, file.id).pipe(Stream.provideContext(sql))
        return HttpServerResponse.stream(body, {
          contentType: file.content_type,
          contentLength: file.size,
          headers: { "content-disposition": `attachment; filename="${file.name}"` }
        })
      }).pipe(Effect.catchTag("StoreError", unavailable))
    )
)
