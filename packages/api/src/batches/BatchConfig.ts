import { checkTemplate, OBJECT_ID } from "@leadflow/core"
import { Cron, Either, Schema } from "effect"

/**
 * A batch's configuration, as clients send it and as it is stored: what a file looks like (format,
 * columns), whether leads may be added (`inbound`), where files go (`delivery`) and when they are
 * made by themselves (`schedule`, a cron expression). The schemas report every problem at once,
 * each under its path, for the API's 422 `{errors}`.
 */

const NonEmpty = Schema.Trim.pipe(Schema.minLength(1, { message: () => "is required" }))

/** A 24-hex id (batch ids, credential ids). */
export const HexId = Schema.String.pipe(
  Schema.filter((value) => OBJECT_ID.test(value) || "must be a 24-character hexadecimal id")
)

export const BatchFormat = Schema.Literal("csv", "tsv", "pipe", "jsonl")
export type BatchFormat = typeof BatchFormat.Type

/** A core template (`{{lead.email}}`), refused when it has mistakes a save should catch. */
export const TemplateSource = Schema.String.pipe(
  Schema.filter((source) => {
    const issues = checkTemplate(source)
    return issues.length === 0 || issues.map((issue) => `${issue.message} (at ${issue.at})`).join("; ")
  })
)

export const BatchColumn = Schema.Struct({
  /** The header of the column. */
  name: NonEmpty,
  /** Rendered over `{lead: <record data>}`. */
  template: TemplateSource
})
export type BatchColumn = typeof BatchColumn.Type

/** A cron expression `Cron.parse` reads (5 fields, or 6 with seconds first). */
export const CronExpression = Schema.Trim.pipe(
  Schema.filter((source) =>
    Either.match(Cron.parse(source), { onLeft: (error) => `must be a cron expression: ${error.message}`, onRight: () => true })
  )
)

export const DownloadDelivery = Schema.Struct({ method: Schema.Literal("download") })
export const DirectoryDelivery = Schema.Struct({ method: Schema.Literal("directory"), path: NonEmpty })
export const HttpDelivery = Schema.Struct({
  method: Schema.Literal("http"),
  url: NonEmpty,
  /** A stored `user` (Basic) or `token` (Bearer) credential. */
  credential_id: Schema.optionalWith(HexId, { exact: true }),
  headers: Schema.optionalWith(Schema.Record({ key: Schema.String, value: Schema.String }), { exact: true })
})
export const Delivery = Schema.Union(DownloadDelivery, DirectoryDelivery, HttpDelivery)
export type Delivery = typeof Delivery.Type
export type DeliveryMethod = Delivery["method"]

export const batchConfigFields = {
  name: NonEmpty,
  format: Schema.optionalWith(BatchFormat, { default: () => "csv" as const }),
  columns: Schema.optionalWith(Schema.Array(BatchColumn), { default: () => [] }),
  inbound: Schema.optionalWith(Schema.Boolean, { default: () => true }),
  delivery: Schema.optionalWith(Delivery, { default: () => ({ method: "download" as const }) }),
  schedule: Schema.optionalWith(CronExpression, { exact: true })
}

/** What a batch answer holds beside its configuration: sent back (a GET's body PUT again), ignored. */
const readOnlyBatchFields = {
  id: Schema.optionalWith(Schema.Unknown, { exact: true }),
  created_at: Schema.optionalWith(Schema.Unknown, { exact: true }),
  updated_at: Schema.optionalWith(Schema.Unknown, { exact: true })
}
export const readOnlyBatchKeys = ["id", "created_at", "updated_at"] as const

/**
 * The configuration a batch is created or replaced with (POST and PUT bodies): the read-only
 * members of an answer are accepted and left aside (`batchConfigOf`).
 */
export const BatchConfig = Schema.Struct({ ...batchConfigFields, ...readOnlyBatchFields }).annotations({
  identifier: "BatchConfig",
  // A member the server does not have (`include_header`, a delivery's `http_method`...) is
  // refused, naming it, rather than dropped and never acted on.
  parseOptions: { errors: "all", onExcessProperty: "error" }
})
export type BatchConfig = typeof BatchConfig.Type

/** The configuration alone, the read-only members a client sent back left aside. */
export const batchConfigOf = (config: BatchConfig): BatchConfig => {
  const { id: _id, created_at: _created, updated_at: _updated, ...own } = config
  return own
}

/** A configuration as stored: read with whatever else its document holds left aside. */
export const StoredBatchConfig = Schema.Struct(batchConfigFields).annotations({
  identifier: "StoredBatchConfig",
  parseOptions: { errors: "all", onExcessProperty: "ignore" }
})

/** Checks beyond the shape: delimited formats need columns (JSON lines writes whole leads without). */
export const configProblems = (config: BatchConfig): Record<string, Array<string>> =>
  config.columns.length === 0 && config.format !== "jsonl"
    ? { columns: [`${config.format} files need at least one column`] }
    : {}
