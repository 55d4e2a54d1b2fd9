import { Schema } from "effect"
import { BatchFormat } from "./BatchConfig.js"

/**
 * A batch file as the API shows it: what was written (format, records, bytes, media type) and how
 * its delivery went. A `download` delivery succeeds at once (the file waits at its download URL).
 */

export const DeliveryOutcome = Schema.Literal("success", "failure", "error")
export type DeliveryOutcome = typeof DeliveryOutcome.Type

export const DeliveryResult = Schema.Struct({
  method: Schema.Literal("download", "directory", "http"),
  outcome: DeliveryOutcome,
  reason: Schema.optionalWith(Schema.String, { exact: true }),
  /** Where it went: the file's path (directory) or the URL posted to (http). */
  location: Schema.optionalWith(Schema.String, { exact: true }),
  delivered_at: Schema.optionalWith(Schema.String, { exact: true })
})
export type DeliveryResult = typeof DeliveryResult.Type

export const BatchFile = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  batch_id: Schema.String,
  format: BatchFormat,
  record_count: Schema.Int,
  size: Schema.Int,
  content_type: Schema.String,
  delivery: DeliveryResult,
  created_at: Schema.String
}).annotations({ identifier: "BatchFile" })
export type BatchFile = typeof BatchFile.Type
