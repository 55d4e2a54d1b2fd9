import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "@effect/platform"
import { Schema } from "effect"
import { Negotiation } from "../Negotiation.js"
import { Authentication } from "../Security.js"
import { ListLimit } from "../ListLimit.js"

/** The kinds of job in the durable queue (the server's job table holds the same list). */
export const jobKinds = ["retry", "firehose", "batch"] as const

export const JobKind = Schema.Literal(...jobKinds).annotations({
  description: "retry: a delivery of a `retry_enabled` step that ended in error; firehose: the export of a lead's events; batch: a scheduled batch file"
})

/** A job waiting in the durable queue. */
export const PendingJob = Schema.Struct({
  id: Schema.String,
  kind: JobKind,
  flow_id: Schema.NullOr(Schema.String).annotations({ description: "The flow of a retry or a firehose export" }),
  batch_id: Schema.NullOr(Schema.String).annotations({ description: "The batch of a scheduled file" }),
  lead_id: Schema.NullOr(Schema.String).annotations({ description: "The lead of a retry or a firehose export" }),
  attempts: Schema.Number.annotations({ description: "Attempts that failed so far" }),
  next_attempt_at: Schema.String.annotations({ description: "When the job is (next) due (ISO 8601)" }),
  running: Schema.Boolean.annotations({ description: "A server process is running it now" }),
  last_error: Schema.NullOr(Schema.String).annotations({ description: "Why the last attempt failed, if one did" }),
  created_at: Schema.String
}).annotations({ identifier: "PendingJob" })

export const JobsQuery = Schema.Struct({
  kind: Schema.optionalWith(JobKind, { exact: true }),
  flow_id: Schema.optionalWith(Schema.String, { exact: true }).annotations({ description: "Only this flow's jobs" }),
  batch_id: Schema.optionalWith(Schema.String, { exact: true }).annotations({ description: "Only this batch's jobs" }),
  limit: Schema.optionalWith(ListLimit, { exact: true })
})

/** Background work waiting in the durable queue. Every endpoint needs the API key. */
export class JobsApi extends HttpApiGroup.make("jobs")
  .add(
    HttpApiEndpoint.get("listJobs", "/jobs")
      .setUrlParams(JobsQuery)
      .addSuccess(Schema.Array(PendingJob))
      .annotate(OpenApi.Summary, "Pending jobs")
      .annotate(
        OpenApi.Description,
        "The account's background work waiting in the database: retries of errored deliveries, firehose exports and scheduled batch files, soonest first, with the last failed attempt's error. A job leaves the list once done (or its attempts run out)."
      )
  )
  .middleware(Negotiation)
  .middleware(Authentication) {}
