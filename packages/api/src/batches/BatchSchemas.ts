import { Schema } from "effect"
import { BatchColumn, BatchConfig, BatchFormat, Delivery, HexId } from "./BatchConfig.js"
import { parseTime, timeParamFormat } from "../Instant.js"

/** The batch API's request and response shapes beyond the batch configuration itself. */

/** A batch as answered: its configuration, id and times. */
export const ReadableBatch = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  format: BatchFormat,
  columns: Schema.Array(BatchColumn),
  inbound: Schema.Boolean,
  delivery: Delivery,
  schedule: Schema.optionalWith(Schema.String, { exact: true }),
  created_at: Schema.String,
  updated_at: Schema.String
}).annotations({ identifier: "ReadableBatch" })
export type ReadableBatch = typeof ReadableBatch.Type

/**
 * A stored batch whose configuration this version no longer reads (stored by an older one: a
 * delivery method it does not have, a required member missing): the members that still read,
 * `errors` naming each problem by path in a 422's words, and `error` saying them in one line. It
 * takes no records and makes no files until a PUT replaces its configuration; the body sent back
 * (its `errors` and `error` left aside) needs only the members it lacks.
 */
export const UnreadableBatch = Schema.Struct({
  id: Schema.String,
  name: Schema.optionalWith(Schema.String, { exact: true }),
  format: Schema.optionalWith(BatchFormat, { exact: true }),
  columns: Schema.optionalWith(Schema.Array(BatchColumn), { exact: true }),
  inbound: Schema.optionalWith(Schema.Boolean, { exact: true }),
  delivery: Schema.optionalWith(Delivery, { exact: true }),
  schedule: Schema.optionalWith(Schema.String, { exact: true }),
  created_at: Schema.String,
  updated_at: Schema.String,
  errors: Schema.Record({ key: Schema.String, value: Schema.Array(Schema.String) }),
  error: Schema.String
}).annotations({ identifier: "UnreadableBatch" })
export type UnreadableBatch = typeof UnreadableBatch.Type

/** A batch as answered; one whose stored configuration no longer reads has `errors` (tried first: it needs them). */
export const Batch = Schema.Union(UnreadableBatch, ReadableBatch).annotations({ identifier: "Batch" })
export type Batch = typeof Batch.Type

/** A timestamp query value: the one rule of every time parameter (`parseTime`). */
export const TimestampParam = Schema.String.pipe(
  Schema.filter((text) => parseTimestamp(text) !== undefined || `must be ${timeParamFormat}`)
)

/** A batch API time bound, read as every time parameter is (not `Date.parse`, which reads free text in the server's time zone). */
export const parseTimestamp: (text: string) => number | undefined = parseTime

const Sort = Schema.Literal("asc", "desc")

const limitUpTo = (max: number) =>
  Schema.NumberFromString.pipe(
    Schema.int({ message: () => "must be an integer" }),
    Schema.between(1, max, { message: () => `must be between 1 and ${max}` })
  )

const rangeParams = {
  after_id: Schema.optionalWith(HexId, { exact: true }),
  before_id: Schema.optionalWith(HexId, { exact: true }),
  start: Schema.optionalWith(TimestampParam, { exact: true }),
  end: Schema.optionalWith(TimestampParam, { exact: true }),
  sort: Schema.optionalWith(Sort, { exact: true })
}

export const maxBatchesLimit = 1_000
export const maxFilesLimit = 100

export const BatchListParams = Schema.Struct({
  ...rangeParams,
  limit: Schema.optionalWith(limitUpTo(maxBatchesLimit), { exact: true })
}).annotations({ parseOptions: { errors: "all" } })

export const FileListParams = Schema.Struct({
  ...rangeParams,
  /** One batch id, or several (`batch_id=a&batch_id=b`). */
  batch_id: Schema.optionalWith(Schema.Union(HexId, Schema.Array(HexId)), { exact: true }),
  limit: Schema.optionalWith(limitUpTo(maxFilesLimit), { exact: true })
}).annotations({ parseOptions: { errors: "all" } })

export const DeleteParams = Schema.Struct({
  /** Remove every file and record of the batch too. */
  purge: Schema.optionalWith(Schema.BooleanFromString, { exact: true })
})

export const IdPath = Schema.Struct({ id: Schema.String })

/**
 * `POST /batch/files`: an existing batch (`batch_id`), a newly supplied configuration (`batch`,
 * which creates that batch), or both (this file of that batch's records is made with the supplied
 * configuration instead of the stored one).
 */
export const FileRequest = Schema.Struct({
  batch_id: Schema.optionalWith(HexId, { exact: true }),
  batch: Schema.optionalWith(BatchConfig, { exact: true })
}).annotations({ identifier: "BatchFileRequest", parseOptions: { errors: "all", onExcessProperty: "error" } })

/** A lead's data for `POST /batch/batches/{id}/records`. */
export const RecordBody = Schema.Record({ key: Schema.String, value: Schema.Unknown }).annotations({ identifier: "BatchRecord" })
