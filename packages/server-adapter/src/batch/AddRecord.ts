import type { SqlClient } from "@effect/sql"
import type { AddResult } from "@leadflow/api"
import { Ids } from "@leadflow/core"
import { Clock, Effect, Either, Option } from "effect"
import type { Documents } from "../storage/Documents.js"
import { findBatch, unreadableReason } from "./Batches.js"
import { appendRecord } from "./Records.js"

/**
 * Adding a lead to a batch, shared by `POST /batch/batches/{id}/records` and the
 * `leadflow-batch.outbound.append` integration. The answer is an outcome, not an HTTP error:
 * success; failure when the batch takes no records (`inbound` false); error when storage fails,
 * or when the batch's stored configuration no longer decodes (stored by an older version: the
 * reason names each problem, and a PUT of the batch fixes it). A batch that does not exist (or
 * was deleted) is `BatchNotFound`, which the API answers with 404.
 */

export class BatchNotFound {
  readonly _tag = "BatchNotFound"
  constructor(readonly batchId: string) {}
}

export const addRecord = (
  accountId: string,
  batchId: string,
  data: Readonly<Record<string, unknown>>
): Effect.Effect<AddResult, BatchNotFound, SqlClient.SqlClient | Documents | Ids> =>
  Effect.gen(function* () {
    const found = yield* findBatch(accountId, batchId)
    if (Option.isNone(found)) return yield* Effect.fail(new BatchNotFound(batchId))
    if (Either.isLeft(found.value)) return { outcome: "error", reason: `record not stored: ${unreadableReason(found.value.left)}` } as const
    if (!found.value.right.config.inbound) return { outcome: "failure", reason: "batch does not accept records (inbound is false)" } as const
    const id = (yield* Ids).next()
    const now = yield* Clock.currentTimeMillis
    yield* appendRecord(accountId, batchId, id, now, data)
    return { outcome: "success" } as const
  }).pipe(
    Effect.catchTag("StoreError", (error) =>
      Effect.as(Effect.logWarning("batch record not stored", error.message), {
        outcome: "error",
        reason: "server error: the record could not be stored, retry later"
      } as const)
    )
  )
