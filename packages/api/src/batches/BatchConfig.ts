import { checkTemplate, HEADER_NAME_RULE, isHeaderName, isHeaderValue, OBJECT_ID } from "@leadflow/core"
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

/** Years after today at which a schedule's times are looked for, besides today. */
const scheduleProbeYears = [0, 1, 2, 3, 4]

/**
 * Why the scheduler could not work out a schedule's times, if it cannot: it asks for the last
 * time at or before now (`Cron.prev`) every second, and Effect's Cron throws when that, or the
 * next time, is not found within its search limit. A date no month has (30 February, 31 April)
 * never comes; a February 29 alone is not found looking back across a year without one. Probed
 * from now and each of the next four years, so a leap-day schedule is refused whatever the date.
 */
export const scheduleProblem = (cron: Cron.Cron, now: number): string | undefined => {
  for (const years of scheduleProbeYears) {
    const from = new Date(now)
    from.setUTCFullYear(from.getUTCFullYear() + years)
    try {
      Cron.next(cron, from)
    } catch {
      return "never comes round (a date no month has, such as 30 February or 31 April)"
    }
    try {
      Cron.prev(cron, from)
    } catch {
      return "comes round too rarely for the scheduler to find its last time (a date only leap years have, February 29, cannot be found looking back across other years): choose a date every year has"
    }
  }
  return undefined
}

/** A cron expression `Cron.parse` reads (5 fields, or 6 with seconds first) whose times the scheduler can find. */
export const CronExpression = Schema.Trim.pipe(
  Schema.filter((source) =>
    Either.match(Cron.parse(source), {
      onLeft: (error) => `must be a cron expression: ${error.message}`,
      onRight: (cron) => {
        const problem = scheduleProblem(cron, Date.now())
        return problem === undefined || `this schedule ${problem}`
      }
    })
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

/**
 * What a batch answer holds beside its configuration: sent back (a GET's body PUT again), ignored.
 * `errors` and `error` are those of a batch whose stored configuration no longer reads.
 */
const readOnlyBatchFields = {
  id: Schema.optionalWith(Schema.Unknown, { exact: true }),
  created_at: Schema.optionalWith(Schema.Unknown, { exact: true }),
  updated_at: Schema.optionalWith(Schema.Unknown, { exact: true }),
  errors: Schema.optionalWith(Schema.Unknown, { exact: true }),
  error: Schema.optionalWith(Schema.Unknown, { exact: true })
}
export const readOnlyBatchKeys = ["id", "created_at", "updated_at", "errors", "error"] as const

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
  const { id: _id, created_at: _created, updated_at: _updated, errors: _errors, error: _error, ...own } = config
  return own
}

/**
 * A configuration as stored: read with whatever else its document holds left aside. Its schedule
 * is any text: one saved before a check was added still reads (the scheduler skips what it
 * cannot work out, `Scheduler.ts`), rather than failing every read of the batch.
 */
export const StoredBatchConfig = Schema.Struct({
  ...batchConfigFields,
  schedule: Schema.optionalWith(Schema.String, { exact: true })
}).annotations({
  identifier: "StoredBatchConfig",
  parseOptions: { errors: "all", onExcessProperty: "ignore" }
})

/** Headers the delivery sets itself (the file's length, the connection): never configured. */
const serverHeaders: ReadonlySet<string> = new Set(["content-length", "host", "transfer-encoding", "connection"])

/** What keeps an HTTP delivery header from being sent as configured, if anything. */
export const headerProblem = (name: string, value: string, credential: boolean): string | undefined => {
  // Core's rules (RFC 9110 token names; what Node sends in values), shared with the custom deliveries' header.* check.
  if (!isHeaderName(name)) return `is not a header name: ${HEADER_NAME_RULE}`
  const lower = name.toLowerCase()
  if (serverHeaders.has(lower)) return `is set by the server for each delivery (${name} cannot be configured)`
  if (credential && lower === "authorization") return "is set by the delivery's credential_id: remove one of them"
  if (!isHeaderValue(value))
    return "must not contain line breaks (CR, LF), NUL or other control characters, or characters beyond Latin-1"
  return undefined
}

/**
 * Checks beyond the shape: delimited formats need columns (JSON lines writes whole leads
 * without), and HTTP delivery headers must be sendable (`headerProblem`), each under
 * `delivery.headers.<name>`.
 */
export const configProblems = (config: BatchConfig): Record<string, Array<string>> => {
  const problems: Record<string, Array<string>> = {}
  if (config.columns.length === 0 && config.format !== "jsonl") problems["columns"] = [`${config.format} files need at least one column`]
  const delivery = config.delivery
  if (delivery.method === "http")
    for (const [name, value] of Object.entries(delivery.headers ?? {})) {
      const problem = headerProblem(name, value, delivery.credential_id !== undefined)
      if (problem !== undefined) problems[`delivery.headers.${name}`] = [problem]
    }
  return problems
}
